import { isRecoveryCodeFormat, isTotpCodeFormat, type TSecurityCodePurpose } from '@exchange/contracts';
import type { TDeps } from '../../../platform/deps.js';
import { AppError, tooMany } from '../../../platform/errors.js';
import { RATE_LIMITS } from '../../../platform/rate-limiter.js';
import { recoveryCodeHash } from '../../../platform/recovery-codes.js';
import { matchTotp } from '../../../platform/totp.js';
import { consumeSecurityCode } from '../verification-codes.js';
import { twoFactorRepository } from './two-factor.repository.js';

/** The authenticator of a user who has TOTP on: its secret and the last step accepted. */
export type TUserTotp = { secret: string; lastStep: bigint };

/** How a second factor was proved. */
export type TSecondFactorProof = 'totp' | 'recoveryCode' | 'code';

/** The user's authenticator when TOTP is on (a set-up not confirmed yet does not count), else null. */
export async function totpOf(deps: TDeps, userId: bigint): Promise<TUserTotp | null> {
  const row = await twoFactorRepository.findTotp(deps.db, userId);
  return row && row.enabled_at !== null ? { secret: deps.sealer.openStored(row.secret), lastStep: row.last_step } : null;
}

export async function isTotpOn(deps: TDeps, userId: bigint): Promise<boolean> {
  return (await totpOf(deps, userId)) !== null;
}

/** The limiter key of a user's wrong second factors: one count for every call that asks for one. */
export const secondFactorKey = (userId: bigint) => `2fa:${userId}`;

/**
 * Spends one second factor of a user with TOTP on: the authenticator's code, accepted only for a
 * time step later than the last one accepted (one guarded UPDATE, so a code raced twice passes
 * once), or an unused recovery code (spent by one guarded UPDATE). Wrong tries are limited per user
 * over every call that asks (RATE_LIMITS.secondFactorFailuresPerUser, shared by all processes): the
 * try is reserved before the check and given back when it was right, as for passwords.
 * @throws AppError totpRequired, tooManyRequests, totpInvalid (a wrong or replayed 6-digit code),
 *   recoveryCodeInvalid (anything else wrong or used)
 */
export async function spendSecondFactor(deps: TDeps, userId: bigint, totp: TUserTotp, code: string): Promise<'totp' | 'recoveryCode'> {
  if (!code) throw new AppError('totpRequired');
  const key = secondFactorKey(userId);
  if (!(await deps.limiter.hit(key, RATE_LIMITS.secondFactorFailuresPerUser))) throw tooMany();
  let proof: 'totp' | 'recoveryCode';
  if (isTotpCodeFormat(code)) {
    const step = matchTotp(totp.secret, code, deps.clock.now(), totp.lastStep);
    if (step === null || !(await twoFactorRepository.spendStep(deps.db, userId, BigInt(step)))) throw new AppError('totpInvalid');
    proof = 'totp';
  } else {
    const isSpent = isRecoveryCodeFormat(code) && (await twoFactorRepository.spendRecoveryCode(deps.db, userId, recoveryCodeHash(code), BigInt(deps.clock.now())));
    if (!isSpent) throw new AppError('recoveryCodeInvalid');
    proof = 'recoveryCode';
  }
  await deps.limiter.refund(key);
  return proof;
}

/**
 * What a call that moves money or grants access asks beyond the session and the fund password: for
 * a user with two-factor log-in on, the authenticator's code or a recovery code (spendSecondFactor);
 * otherwise the e-mail or SMS code sent for `purpose` (/user/sendSecurityCode), spent once. The one
 * function other modules call for it: withdrawals, the address book, API keys. Call it after the
 * request's own cheap checks, so that a typo elsewhere costs no code.
 * @throws AppError as spendSecondFactor, or as consumeSecurityCode (enterCode, codeError, codeExpired,
 *   noSecurityContact)
 */
export async function requireSecondFactor(
  deps: TDeps,
  userId: bigint,
  input: { purpose: TSecurityCodePurpose; code: string },
): Promise<TSecondFactorProof> {
  const totp = await totpOf(deps, userId);
  if (totp) return spendSecondFactor(deps, userId, totp, input.code);
  await consumeSecurityCode(deps, userId, input.purpose, input.code);
  return 'code';
}

/**
 * For a change that asked for no e-mail or SMS code before two-factor log-in existed (the fund
 * password): the authenticator's code when TOTP is on, nothing more otherwise.
 * @throws AppError as spendSecondFactor
 */
export async function requireTotpIfOn(deps: TDeps, userId: bigint, code: string): Promise<void> {
  const totp = await totpOf(deps, userId);
  if (totp) await spendSecondFactor(deps, userId, totp, code);
}

/**
 * /user/sendSecurityCode for a user with TOTP on would send a code that no call accepts any more:
 * refused, saying to use the authenticator instead.
 * @throws AppError totpInsteadOfCode
 */
export async function refuseCodeWhenTotpOn(deps: TDeps, userId: bigint): Promise<void> {
  if (await isTotpOn(deps, userId)) throw new AppError('totpInsteadOfCode');
}
