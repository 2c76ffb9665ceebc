import { TWO_FACTOR, type TLoginResult } from '@exchange/contracts';
import type { TDeps } from '../../../platform/deps.js';
import { AppError, tooMany } from '../../../platform/errors.js';
import { RATE_LIMITS } from '../../../platform/rate-limiter.js';
import { accountsRepository } from '../accounts.repository.js';
import { recordLoginFailure } from '../login-failures.js';
import { createSession } from '../sessions.js';
import { newSessionToken, sha256 } from '../tokens.js';
import { spendSecondFactor, totpOf } from './second-factor.js';
import { twoFactorRepository } from './two-factor.repository.js';

type TMeta = { ip: string; userAgent: string };

/**
 * The first step of a log-in with TOTP on succeeded (the password was right): no session yet, but
 * a one-time ticket (256 random bits; only its hash is kept) that lets a code complete this log-in
 * for a few minutes without the password travelling again. The user's finished steps are cleared.
 */
export async function openLoginChallenge(deps: TDeps, userId: bigint, meta: TMeta): Promise<{ ticket: string; expiresIn: number }> {
  const ticket = newSessionToken();
  const now = BigInt(deps.clock.now());
  await twoFactorRepository.deleteFinishedChallenges(deps.db, userId, now);
  await twoFactorRepository.insertChallenge(deps.db, {
    user_id: userId,
    ticket_hash: sha256(ticket),
    ip: meta.ip.slice(0, 64),
    user_agent: meta.userAgent.slice(0, 256),
    created_at: now,
    expires_at: now + BigInt(TWO_FACTOR.loginTicketSeconds * 1000),
    used_at: null,
  });
  return { ticket, expiresIn: TWO_FACTOR.loginTicketSeconds };
}

/**
 * POST /user/loginTotp: completes a log-in with the ticket of its first step and a second factor.
 * Limited per address like /user/login, and per user by the second-factor limit. A wrong code
 * leaves the ticket usable (a typo does not cost the password again) and shows in the owner's
 * login log, since whoever sent it knew the password; the ticket is spent only with a right code,
 * by one guarded UPDATE. A ticket unknown, used, expired, or whose user switched TOTP off since:
 * loginTicketExpired.
 * @throws AppError tooManyRequests, loginTicketExpired, totpRequired, totpInvalid, recoveryCodeInvalid, loginDisabled
 */
export async function logInWithTotp(deps: TDeps, input: { ticket: string; code: string }, meta: TMeta): Promise<TLoginResult> {
  if (!(await deps.limiter.hit(`login:ip:${meta.ip}`, RATE_LIMITS.loginPerIp))) throw tooMany();
  const now = BigInt(deps.clock.now());
  const challenge = await twoFactorRepository.findChallenge(deps.db, sha256(input.ticket));
  if (!challenge || challenge.used_at !== null || challenge.expires_at <= now) throw new AppError('loginTicketExpired');
  const userId = challenge.user_id;
  const totp = await totpOf(deps, userId);
  if (!totp) throw new AppError('loginTicketExpired');
  try {
    await spendSecondFactor(deps, userId, totp, input.code);
  } catch (error) {
    if (error instanceof AppError && (error.key === 'totpInvalid' || error.key === 'recoveryCodeInvalid')) {
      // Awaited (unlike a wrong password, whose write must not tell that the account exists): the
      // ticket already says it does, and the owner's login log then shows the try at once.
      await recordLoginFailure(deps, userId, meta).catch((failure: unknown) => deps.logger.warn({ err: failure }, 'login failure not recorded'));
    }
    throw error;
  }
  if (!(await twoFactorRepository.spendChallenge(deps.db, challenge.id, now))) throw new AppError('loginTicketExpired');
  const user = await accountsRepository.findById(deps.db, userId);
  if (!user || user.login_disabled_at !== null) throw new AppError('loginDisabled');
  return { userId: Number(user.id), token: await createSession(deps, user.id, meta) };
}
