import { createHash, randomInt } from 'node:crypto';

/**
 * One-time recovery codes of a second factor (operators' and users' alike): shown once when TOTP is
 * switched on, each good for one log-in or one confirmation when the authenticator is lost. Only a
 * hash is stored; 80 random bits a code make a dictionary of hashes useless, so no salt is needed.
 */
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Ten recovery codes like `K7QM-2XWD-9HTA-PL4C` (80 bits each). */
export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    let raw = '';
    for (let i = 0; i < 16; i += 1) raw += RECOVERY_ALPHABET[randomInt(0, RECOVERY_ALPHABET.length)];
    return raw.match(/.{4}/g)!.join('-');
  });
}

/** How a recovery code is stored: the hash of its letters and digits, upper case, without dashes or spaces. */
export function recoveryCodeHash(code: string): string {
  return createHash('sha256').update(`recovery:${code.replace(/[-\s]/g, '').toUpperCase()}`).digest('hex');
}
