import type { TDeps } from '../../platform/deps.js';
import { AppError, tooMany } from '../../platform/errors.js';
import { RATE_LIMITS } from '../../platform/rate-limiter.js';
import { oneAtATime } from '../../platform/one-at-a-time.js';
import { verifyPassword } from '../accounts/passwords.js';
import { recordOperatorAction } from '../audit/record-operator-action.js';
import { adminRepository } from './admin.repository.js';
import { newRecoveryCodes, recoveryCodeHash } from '../../platform/recovery-codes.js';
import { matchTotp, newTotpSecret, otpauthUrl } from '../../platform/totp.js';
import { findOperatorByName } from './operator-accounts.js';
import { createOperatorSession, OPERATOR_SESSION, type TOperatorSession } from './operator-sessions.js';

export const TOTP_ISSUER = 'Exchange operators';
type TMeta = { ip: string; userAgent: string };

/**
 * Accepts a TOTP code for an operator once: the step it belongs to must be later than the last one
 * accepted, and that is written by one guarded UPDATE, so the same code raced through two processes
 * passes once.
 */
export async function spendTotp(deps: TDeps, operatorId: bigint, secret: string, code: string, lastStep: bigint): Promise<boolean> {
  const step = matchTotp(secret, code, deps.clock.now(), lastStep);
  if (step === null) return false;
  return adminRepository.spendTotpStep(deps.db, operatorId, BigInt(step));
}

async function spendRecoveryCode(deps: TDeps, operatorId: bigint, code: string): Promise<boolean> {
  return adminRepository.spendRecoveryCode(deps.db, operatorId, recoveryCodeHash(code), BigInt(deps.clock.now()));
}

/**
 * Operator log-in (issue 18 "Access"). Limited per address and per operator name, the try reserved
 * before the password hash is checked (as users' log-in). An unknown name, a wrong password and a
 * disabled operator get the same answer. With TOTP enrolled, a code (or an unused recovery code) is
 * required too; without, the answer is an enrolment session and the secret to enrol.
 */
export async function logInOperator(
  deps: TDeps,
  input: { name: string; password: string; totp?: string; recoveryCode?: string },
  meta: TMeta,
): Promise<{ token: string; stage: 'enrol' | 'ready'; secret?: string; otpauthUrl?: string }> {
  if (!(await deps.limiter.hit(`oplogin:ip:${meta.ip}`, RATE_LIMITS.loginPerIp))) throw tooMany();
  const failureKey = `oplogin:fail:${input.name.toLowerCase()}`;
  return oneAtATime(failureKey, async () => {
    if (!(await deps.limiter.hit(failureKey, RATE_LIMITS.loginFailuresPerAccount))) throw tooMany();
    const found = await findOperatorByName(deps.db, input.name);
    const isValid = await verifyPassword(found?.password_hash ?? null, input.password);
    if (!found || !isValid || found.disabled_at !== null) throw new AppError('operatorLoginFailed');

    if (found.totp_enrolled_at === null) {
      // First log-in (or after an admin reset): a secret to enrol, kept until a code confirms it.
      const secret = found.totp_secret ?? newTotpSecret();
      if (!found.totp_secret) await adminRepository.setTotpSecretIfNone(deps.db, found.id, secret);
      const stored = (await findOperatorByName(deps.db, input.name))!.totp_secret!;
      await deps.limiter.reset(failureKey);
      const token = await createOperatorSession(deps, found.id, 'enrol', meta);
      return { token, stage: 'enrol' as const, secret: stored, otpauthUrl: otpauthUrl(TOTP_ISSUER, found.name, stored) };
    }

    if (!input.totp && !input.recoveryCode) throw new AppError('totpRequired');
    const isSecondFactorRight = input.totp
      ? await spendTotp(deps, found.id, found.totp_secret!, input.totp, found.totp_last_step)
      : await spendRecoveryCode(deps, found.id, input.recoveryCode!);
    if (!isSecondFactorRight) throw new AppError('totpInvalid');

    await deps.limiter.reset(failureKey);
    const now = BigInt(deps.clock.now());
    await adminRepository.updateOperator(deps.db, found.id, { last_login_at: now });
    const token = await createOperatorSession(deps, found.id, 'ready', meta);
    await recordOperatorAction(deps.db, deps.clock, {
      operator: found.name,
      action: 'auth.login',
      subject: found.name,
      detail: { ip: meta.ip, userAgent: meta.userAgent.slice(0, 200), by: input.totp ? 'totp' : 'recoveryCode' },
    });
    return { token, stage: 'ready' as const };
  });
}

/**
 * Confirms the enrolment of an enrolment session with a code from the new secret: TOTP is then
 * required at every log-in, ten new recovery codes are made (shown once; earlier ones are spent)
 * and the session becomes a full one.
 */
export async function enrolOperatorTotp(deps: TDeps, session: TOperatorSession, code: string): Promise<{ recoveryCodes: string[] }> {
  if (!(await deps.limiter.hit(`openrol:${session.operatorId}`, RATE_LIMITS.loginFailuresPerAccount))) throw tooMany();
  const account = await adminRepository.getOperatorById(deps.db, session.operatorId);
  if (session.stage !== 'enrol' || account.totp_enrolled_at !== null || !account.totp_secret) throw new AppError('alreadyReviewed');
  if (!(await spendTotp(deps, account.id, account.totp_secret, code, account.totp_last_step))) throw new AppError('totpInvalid');
  const now = BigInt(deps.clock.now());
  const recoveryCodes = newRecoveryCodes();
  await deps.db.transaction().execute(async (tx) => {
    if (!(await adminRepository.markTotpEnrolled(tx, account.id, now))) throw new AppError('alreadyReviewed');
    await adminRepository.voidRecoveryCodes(tx, account.id, now);
    await adminRepository.insertRecoveryCodes(tx, account.id, recoveryCodes.map(recoveryCodeHash), now);
    await adminRepository.markSessionReady(tx, session.sessionId, BigInt(OPERATOR_SESSION.absoluteMs));
    await adminRepository.updateOperator(tx, account.id, { last_login_at: now });
    await recordOperatorAction(tx, deps.clock, { operator: account.name, action: 'auth.enrol', subject: account.name, detail: {} });
  });
  await deps.limiter.reset(`openrol:${session.operatorId}`);
  return { recoveryCodes };
}
