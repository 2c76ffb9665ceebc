import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A session token: 256 random bits, url-safe. Only its SHA-256 is stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Compares two hex digests in constant time. */
export function digestsEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A 6-digit verification code from the CSPRNG. */
export function newVerificationCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** An invitation code: 6 characters without look-alikes (no 0/O, 1/I). */
export function newInvitationCode(): string {
  let code = '';
  for (let i = 0; i < 6; i += 1) code += CODE_ALPHABET[randomInt(0, CODE_ALPHABET.length)];
  return code;
}

/** A public user number: 8 digits, never starting with 0. */
export function newUid(): string {
  return String(randomInt(10_000_000, 100_000_000));
}
