import { LIMITS } from '../limits.js';

/**
 * The validation rules of SPEC §5 as plain predicates, so that the web forms and the server
 * apply the very same checks.
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

/** Login password when set: 8-24 characters, the first a letter. */
export function isLoginPassword(value: string): boolean {
  return (
    value.length >= LIMITS.loginPasswordMinLength &&
    value.length <= LIMITS.passwordMaxLength &&
    /^[A-Za-z]/.test(value)
  );
}

/** The looser login-screen check: at least 6 characters. */
export function passesLoginCheck(value: string): boolean {
  return value.length >= LIMITS.loginCheckMinLength && value.length <= LIMITS.passwordMaxLength;
}

/** Fund/trade password: exactly 6 digits. */
export function isFundPassword(value: string): boolean {
  return /^\d{6}$/.test(value);
}

/** A code long enough to send (forms check at least 3 characters). */
export function isCodePresent(value: string): boolean {
  return value.length >= LIMITS.codeMinLength;
}

/** The code-format check: exactly 6 digits. */
export function isCodeFormat(value: string): boolean {
  return /^\d{6}$/.test(value);
}

export function isAreaCode(value: string): boolean {
  return /^\d{1,4}$/.test(value);
}

/** Strips the separators people type into phone numbers. */
export function normalizePhone(value: string): string {
  return value.replace(/[\s\-().]/g, '');
}

/** A national number: 4 to 14 digits (E.164 allows 15 with the area code). */
export function isPhone(value: string): boolean {
  return /^\d{4,14}$/.test(normalizePhone(value));
}

/** The phone account as SPEC §5 sends it: area code plus number, digits only. */
export function phoneAccount(areaCode: string, phone: string): string {
  return `${areaCode.replace(/\D/g, '')}${normalizePhone(phone)}`;
}
