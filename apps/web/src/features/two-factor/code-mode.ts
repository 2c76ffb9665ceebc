import { checkSecurityCode, checkTotpCode, isRecoveryCodeFormat, TWO_FACTOR } from '@exchange/contracts';
import type { TMessageKey } from '@exchange/i18n';

/**
 * Which code a field takes: the authenticator's 6 digits, or (when the phone is lost) one of the
 * recovery codes. Where a withdrawal or an address change asks for a code, `email` is the code sent
 * by e-mail or SMS to a user without two-factor log-in.
 */
export type TCodeMode = 'totp' | 'recovery';
export type TProofCodeMode = 'email' | TCodeMode;

/** The longest a field keeps: 6 digits, or a recovery code's 16 characters with its 3 dashes. */
export const CODE_MAX_LENGTH: Record<TProofCodeMode, number> = { email: TWO_FACTOR.totpDigits, totp: TWO_FACTOR.totpDigits, recovery: 19 };

/** What a field keeps of what is typed or pasted: digits for a 6-digit code; letters, digits and dashes, upper case, for a recovery code. */
export function typedCode(mode: TProofCodeMode, raw: string): string {
  const kept = mode === 'recovery' ? raw.toUpperCase().replace(/[^A-Z0-9-]/g, '') : raw.replace(/\D/g, '');
  return kept.slice(0, CODE_MAX_LENGTH[mode]);
}

/** The rule the code breaks, as the server words it, or null: checked before anything is sent. */
export function codeError(mode: TProofCodeMode, code: string): TMessageKey | null {
  const trimmed = code.trim();
  if (mode === 'email') return checkSecurityCode(trimmed);
  if (mode === 'totp') return checkTotpCode(trimmed);
  return isRecoveryCodeFormat(trimmed) ? null : 'secondFactorFormat';
}
