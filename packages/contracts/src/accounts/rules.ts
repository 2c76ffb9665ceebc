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

/** Whose password it is: a password equal to the account's own address is refused. */
export type TPasswordOwner = { email?: string; areaCode?: string; phone?: string };

/**
 * The weak-password checks that need no list: one character repeated (`aaaaaaaa`), or the
 * account's own e-mail, its local part, or its phone number, ignoring case. Synchronous, so the
 * shared schemas run it in the web forms and on the server alike.
 */
export function isTrivialPassword(password: string, owner: TPasswordOwner = {}): boolean {
  const value = password.toLowerCase();
  if (/^(.)\1*$/su.test(value)) return true;
  const email = (owner.email ?? '').trim().toLowerCase();
  const phone = normalizePhone(owner.phone ?? '');
  const own = [email, email.split('@')[0] ?? '', phone, phone && phoneAccount(owner.areaCode ?? '', phone)];
  return own.some((v) => v.length > 0 && v === value);
}

let commonPasswords: Promise<Set<string>> | null = null;

/**
 * The shipped list of common passwords (common-passwords.json beside this file, ~14k entries, lower-cased, most
 * common first), loaded on first use and kept: the server reads the file once, the web fetches it as
 * its own chunk only when a password is checked, never before the first page.
 */
export async function loadCommonPasswords(): Promise<readonly string[]> {
  const data = await import('./common-passwords.json', { with: { type: 'json' } });
  return data.default.passwords;
}

/** True when the password, lower-cased, is on the shipped list of common passwords (loadCommonPasswords). */
export async function isCommonPassword(password: string): Promise<boolean> {
  commonPasswords ??= loadCommonPasswords().then((list) => new Set(list));
  return (await commonPasswords).has(password.toLowerCase());
}

/**
 * The whole "too common" rule (message `passwordTooCommon`): trivial, or on the common list. The
 * server applies it at register, reset and change; the web forms before they send.
 */
export async function isPasswordTooCommon(password: string, owner: TPasswordOwner = {}): Promise<boolean> {
  return isTrivialPassword(password, owner) || (await isCommonPassword(password));
}
