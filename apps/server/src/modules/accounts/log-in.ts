import type { TLogin, TLoginResult } from '@exchange/contracts';
import { AppError, tooMany } from '../../platform/errors.js';
import { RATE_LIMITS } from '../../platform/rate-limiter.js';
import type { TDeps } from '../../platform/deps.js';
import { accountsRepository } from './accounts.repository.js';
import { oneAtATime } from '../../platform/one-at-a-time.js';
import { verifyPassword } from './passwords.js';
import { createSession } from './sessions.js';
import { recordLoginFailure } from './login-failures.js';
import { accountTarget } from './targets.js';
import { isTotpOn } from './two-factor/second-factor.js';
import { openLoginChallenge } from './two-factor/login-challenge.js';

/**
 * Logs in by e-mail or phone account. Attempts are limited per address, and tries per account
 * (so guessing one password is slow from anywhere), a success clearing them; an unknown account
 * costs the same hashing time as a known one and gets the same message. Success opens a new
 * session with a new token. An account an operator disabled is refused (loginDisabled).
 *
 * With two-factor log-in on (issue 27), a right password opens no session: the answer is the
 * failure totpRequired carrying a one-time ticket (`data.ticket`) for /user/loginTotp, where the
 * code completes the log-in. Accounts without it are answered as SPEC §7 says.
 */
export async function logIn(
  deps: TDeps,
  input: TLogin,
  meta: { ip: string; userAgent: string },
): Promise<TLoginResult> {
  const target = accountTarget(input.account, input.areaCode);
  const failureKey = `login:fail:${target.target}`;
  if (!(await deps.limiter.hit(`login:ip:${meta.ip}`, RATE_LIMITS.loginPerIp))) throw tooMany();
  const user = await oneAtATime(failureKey, async () => {
    // The try is reserved before the hash check, so racing guesses cannot all be checked.
    if (!(await deps.limiter.hit(failureKey, RATE_LIMITS.loginFailuresPerAccount))) throw tooMany();
    const found = await accountsRepository.findByTarget(deps.db, target);
    const isValid = await verifyPassword(found?.password_hash ?? null, input.password);
    // The account's owner sees a wrong password given for it in the login log (login-failures.ts).
    // Not awaited: a write only for existing accounts must not make their answers measurably slower.
    if (found && !isValid) recordLoginFailure(deps, found.id, meta).catch((error) => deps.logger.warn({ err: error }, 'login failure not recorded'));
    if (!found || !isValid) throw new AppError('loginFailed');
    await deps.limiter.reset(failureKey);
    // An operator stopped this account logging in (console, users.login): said only to the one
    // who knows the password, after the same hashing work as any other answer.
    if (found.login_disabled_at !== null) throw new AppError('loginDisabled');
    return found;
  });
  if (await isTotpOn(deps, user.id)) throw new AppError('totpRequired', { data: await openLoginChallenge(deps, user.id, meta) });
  const token = await createSession(deps, user.id, meta);
  return { userId: Number(user.id), token };
}
