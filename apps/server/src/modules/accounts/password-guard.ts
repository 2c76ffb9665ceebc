import type { TDeps } from '../../platform/deps.js';
import { AppError, tooMany } from '../../platform/errors.js';
import { RATE_LIMITS } from '../../platform/rate-limiter.js';
import type { TMessageKey } from '@exchange/i18n';
import { oneAtATime } from '../../platform/one-at-a-time.js';
import { verifyPassword } from './passwords.js';

/**
 * Checks a password a signed-in user types again (old login password, fund password), with wrong
 * tries limited per user and kind: a stolen session must not be a way to guess them. A try is
 * reserved BEFORE the slow hash check and given back when the password was right, so 30 guesses
 * sent at once get at most 5 checks, on any number of processes. Throws `wrongKey` or tooMany.
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
  await oneAtATime(key, async () => {
    if (!(await deps.limiter.hit(key, RATE_LIMITS.passwordFailuresPerUser))) throw tooMany();
    if (!(await verifyPassword(hash, password))) throw new AppError(wrongKey);
    await deps.limiter.refund(key);
  });
}
