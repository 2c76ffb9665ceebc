import { hash, verify } from '@node-rs/argon2';
import { isPasswordTooCommon, type TPasswordOwner } from '@exchange/contracts';
import { AppError } from '../../platform/errors.js';

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane (about 35 ms on this machine class). */
const OPTIONS = { algorithm: 2 /* Algorithm.Argon2id (a const enum) */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a new password with argon2id (never stored or logged in the clear). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** A hash of nothing anyone knows, verified when an account does not exist so timing tells nothing. */
let dummyHash: Promise<string> | null = null;

/** True when the password matches; an account without a hash costs the same time and fails. */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-password-anyone-has');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

/**
 * Refuses a new login password that is trivial or on the shipped common list (`passwordTooCommon`),
 * for register, reset and change alike. Checked before any code or old password is spent, so a
 * refused password costs the user nothing.
 */
export async function assertPasswordNotCommon(password: string, owner: TPasswordOwner): Promise<void> {
  if (await isPasswordTooCommon(password, owner)) throw new AppError('passwordTooCommon');
}
