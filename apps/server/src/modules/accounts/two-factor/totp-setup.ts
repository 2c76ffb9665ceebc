import type { TTotpSecret, TTotpStatus } from '@exchange/contracts';
import type { TDeps } from '../../../platform/deps.js';
import { AppError, needLogin, tooMany } from '../../../platform/errors.js';
import { RATE_LIMITS } from '../../../platform/rate-limiter.js';
import { newRecoveryCodes, recoveryCodeHash } from '../../../platform/recovery-codes.js';
import { matchTotp, newTotpSecret, otpauthUrl } from '../../../platform/totp.js';
import { accountsRepository, type TUserRow } from '../accounts.repository.js';
import { checkUserPassword } from '../password-guard.js';
import { secondFactorKey, spendSecondFactor, totpOf } from './second-factor.js';
import { twoFactorRepository } from './two-factor.repository.js';

/** The name an authenticator app shows above the code. */
export const USER_TOTP_ISSUER = 'Exchange';

async function userOrGone(deps: TDeps, userId: bigint): Promise<TUserRow> {
  const user = await accountsRepository.findById(deps.db, userId);
  if (!user) throw needLogin();
  return user;
}

/** Whether TOTP is on, since when, and how many recovery codes are left. */
export async function totpStatus(deps: TDeps, userId: bigint): Promise<TTotpStatus> {
  const row = await twoFactorRepository.findTotp(deps.db, userId);
  if (!row || row.enabled_at === null) return { isOn: false, enabledAt: null, recoveryCodesLeft: 0 };
  return { isOn: true, enabledAt: Number(row.enabled_at), recoveryCodesLeft: await twoFactorRepository.countRecoveryCodesLeft(deps.db, userId) };
}

/**
 * Begins a set-up: the login password again (a stolen session alone must not be able to switch on
 * a second factor its thief holds, which would lock the owner out), then a new secret, kept
 * unconfirmed until enableTotp. Asking again replaces an unconfirmed secret (a QR code scanned on
 * the wrong phone); nothing changes for a user whose TOTP is on.
 * @throws AppError passwordIncorrect, tooManyRequests, totpAlreadyOn
 */
export async function startTotpSetup(deps: TDeps, userId: bigint, password: string): Promise<TTotpSecret> {
  const user = await userOrGone(deps, userId);
  await checkUserPassword(deps, userId, 'login', user.password_hash, password, 'passwordIncorrect');
  const secret = newTotpSecret();
  // Sealed with the key kept outside the database: a copy of the database alone yields no code.
  if (!(await twoFactorRepository.startSetup(deps.db, userId, deps.sealer.seal(secret), BigInt(deps.clock.now())))) throw new AppError('totpAlreadyOn');
  const label = user.email ?? (user.phone ? `+${user.area_code ?? ''} ${user.phone}` : user.uid);
  return { secret, otpauthUrl: otpauthUrl(USER_TOTP_ISSUER, label, secret) };
}

/**
 * Confirms the set-up with a code from the new secret: TOTP is on from then, the code's step is
 * spent, and ten recovery codes replace any earlier ones, in one transaction. The codes are
 * answered this once; only their hashes are kept. Wrong codes count against the user's
 * second-factor limit.
 * @throws AppError tooManyRequests, totpEnrolRequired, totpAlreadyOn, totpInvalid
 */
export async function enableTotp(deps: TDeps, userId: bigint, code: string): Promise<{ recoveryCodes: string[] }> {
  const key = secondFactorKey(userId);
  if (!(await deps.limiter.hit(key, RATE_LIMITS.secondFactorFailuresPerUser))) throw tooMany();
  const row = await twoFactorRepository.findTotp(deps.db, userId);
  if (!row) throw new AppError('totpEnrolRequired');
  if (row.enabled_at !== null) throw new AppError('totpAlreadyOn');
  const now = BigInt(deps.clock.now());
  const step = matchTotp(deps.sealer.openStored(row.secret), code, Number(now), row.last_step);
  if (step === null) throw new AppError('totpInvalid');
  const recoveryCodes = newRecoveryCodes();
  await deps.db.transaction().execute(async (tx) => {
    // Guarded by the secret too: a set-up restarted meanwhile holds a secret this code was not checked against.
    if (!(await twoFactorRepository.enable(tx, userId, row.secret, BigInt(step), now))) throw new AppError('totpInvalid');
    await twoFactorRepository.replaceRecoveryCodes(tx, userId, recoveryCodes.map(recoveryCodeHash), now);
  });
  await deps.limiter.refund(key);
  return { recoveryCodes };
}

/**
 * Switches TOTP off: the login password and a current code (or a recovery code), both limited per
 * user; the secret and the recovery codes are deleted together.
 * @throws AppError totpNotOn, passwordIncorrect, tooManyRequests, totpRequired, totpInvalid, recoveryCodeInvalid
 */
export async function disableTotp(deps: TDeps, userId: bigint, input: { password: string; code: string }): Promise<void> {
  const user = await userOrGone(deps, userId);
  const totp = await totpOf(deps, userId);
  if (!totp) throw new AppError('totpNotOn');
  await checkUserPassword(deps, userId, 'login', user.password_hash, input.password, 'passwordIncorrect');
  await spendSecondFactor(deps, userId, totp, input.code);
  await deps.db.transaction().execute(async (tx) => {
    if (!(await twoFactorRepository.removeTotp(tx, userId))) throw new AppError('totpNotOn');
    await twoFactorRepository.replaceRecoveryCodes(tx, userId, [], BigInt(deps.clock.now()));
  });
}
