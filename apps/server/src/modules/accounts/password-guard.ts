import type { TDeps } from '../../platform/deps.js';
import { AppError, tooMany } from '../../platform/errors.js';
import type { TMessageKey } from '@exchange/i18n';
import { verifyPassword } from './passwords.js';

const FAILURES = { limit: 5, windowMs: 15 * 60_000 };

/**
 * Checks a password a signed-in user types again (old login password, fund password), with wrong
 * tries limited per user and kind: a stolen session must not be a way to guess them.
 */
export async function checkUserPassword(
  deps: TDeps,
  userId: bigint,
  kind: 'login' | 'fund',
  hash: string,
  password: string,
  wrongKey: TMessageKey,
): Promise<void> {
  const key = `pwd:${kind}:${userId}`;
  if (deps.limiter.isBlocked(key, FAILURES)) throw tooMany();
  if (!(await verifyPassword(hash, password))) {
    deps.limiter.hit(key, FAILURES);
    throw new AppError(wrongKey);
  }
}
