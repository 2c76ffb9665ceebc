import type { TDeps } from '../../platform/deps.js';
import { newSessionToken, sha256 } from './tokens.js';
import type { TTarget } from './targets.js';
import { verificationRepository } from './verification.repository.js';

/** What a verified code is traded for a token for: registering, resetting a password, binding an account. */
export type TCodePurpose = 'register' | 'forget' | 'bind';

/** How long a verification token stays good for the registration that follows. */
export const VERIFY_TOKEN_TTL_MS = 30 * 60_000;

/**
 * A one-time token for whoever just verified a code: 256 random bits, of which only the SHA-256 is
 * stored, tied to the target and purpose, good for 30 minutes. Returns the token itself.
 */
export async function issueVerifyToken(deps: TDeps, target: TTarget, purpose: TCodePurpose, codeId: bigint): Promise<string> {
  const token = newSessionToken();
  const now = deps.clock.now();
  await verificationRepository.deleteExpiredTokens(deps.db, BigInt(now));
  await verificationRepository.insertToken(deps.db, {
    token_hash: sha256(token),
    target: target.target,
    purpose,
    code_id: codeId,
    expires_at: BigInt(now + VERIFY_TOKEN_TTL_MS),
    used_at: null,
  });
  return token;
}

/**
 * Spends a token with one guarded UPDATE (unused, unexpired, same target and purpose), so that it
 * works once even when two registrations race. Returns the verified code's id, or null.
 */
export async function spendVerifyToken(deps: TDeps, target: TTarget, purpose: TCodePurpose, token: string): Promise<bigint | null> {
  const now = BigInt(deps.clock.now());
  return (await verificationRepository.spendToken(deps.db, sha256(token), target.target, purpose, now)) ?? null;
}
