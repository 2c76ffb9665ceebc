import { isDestinationChange } from '@exchange/contracts';
import type { TMessageKey } from '@exchange/i18n';
import { fundPasswordInputError } from './amount-rules';
import type { TAddressProof } from './assets-types';
import { codeError, type TProofCodeMode } from '../two-factor/code-mode';

/**
 * The proofs a new or changed address needs, checked in the server's order (docs/api.md §3.13):
 * the fund password (6 digits), then the 'address' code (sent by e-mail or SMS, or with two-factor
 * log-in on the authenticator's or a recovery code). Null when both are well formed.
 */
export function addressProofError(proof: TAddressProof, mode: TProofCodeMode = 'email'): TMessageKey | null {
  return fundPasswordInputError(proof.fundPwd) ?? codeError(mode, proof.code);
}

/** The proofs as sent: trimmed. */
export function cleanProof(proof: TAddressProof): TAddressProof {
  return { fundPwd: proof.fundPwd.trim(), code: proof.code.trim() };
}

/**
 * Whether saving needs the proofs: always for a new entry; for an edit only when it changes where
 * money goes (the address, or the memo on a chain that needs one), as the server decides.
 */
export function isProofNeeded(entry: { address: string; remark: string } | undefined, next: { address: string; remark: string }, needsMemo: boolean): boolean {
  return !entry || isDestinationChange(entry, { address: next.address.trim(), remark: next.remark.trim() }, needsMemo);
}
