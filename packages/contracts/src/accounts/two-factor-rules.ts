import type { TMessageKey } from '@exchange/i18n';

/**
 * The formats of a second factor (issue 27), for the forms and the server alike: the 6 digits an
 * authenticator app shows (RFC 6238), or one of the ten one-time recovery codes, 16 letters and
 * digits shown as `K7QM-2XWD-9HTA-PL4C` (dashes, spaces and case are ignored when typed).
 */
export const TWO_FACTOR = {
  totpDigits: 6,
  recoveryCodeCount: 10,
  /** The 16 characters, three dashes, and room for spaces typed between the groups. */
  codeMaxLength: 32,
  /** How long the second step of a log-in waits for the code (seconds). */
  loginTicketSeconds: 300,
} as const;

export function isTotpCodeFormat(code: string): boolean {
  return /^\d{6}$/.test(code);
}

export function isRecoveryCodeFormat(code: string): boolean {
  return /^[A-Za-z0-9]{16}$/.test(code.replace(/[-\s]/g, ''));
}

/** Where TOTP or a recovery code is asked (log-in, switching off): present, then either format. */
export function checkSecondFactorCode(code: string): TMessageKey | null {
  if (!code) return 'totpRequired';
  return isTotpCodeFormat(code) || isRecoveryCodeFormat(code) ? null : 'secondFactorFormat';
}

/** Where only the authenticator will do (confirming the set-up): present, then 6 digits. */
export function checkTotpCode(code: string): TMessageKey | null {
  if (!code) return 'totpRequired';
  return isTotpCodeFormat(code) ? null : 'totpDigits';
}
