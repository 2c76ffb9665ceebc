import { translate, type TLocale } from '@exchange/i18n';
import { LIMITS, type TSecurityCodePurpose } from '@exchange/contracts';
import { AppError, needLogin, tooMany } from '../../platform/errors.js';
import { RATE_LIMITS } from '../../platform/rate-limiter.js';
import type { TDeps } from '../../platform/deps.js';
import { digestsEqual, newVerificationCode, sha256 } from './tokens.js';
import { accountsRepository } from './accounts.repository.js';
import { verificationRepository } from './verification.repository.js';
import type { TTarget } from './targets.js';
import { issueVerifyToken, spendVerifyToken, type TCodePurpose } from './verification-tokens.js';

/** Codes that can be traded for a one-time verify token (verification-tokens.ts). */
export type { TCodePurpose };
/** Every code: also the security codes of a signed-in user (sendSecurityCode below), never traded for a token. */
export type TAnyCodePurpose = TCodePurpose | TSecurityCodePurpose;

const isTokenPurpose = (purpose: TAnyCodePurpose): purpose is TCodePurpose => purpose === 'register' || purpose === 'forget' || purpose === 'bind';

const CODE_TTL_MS = 10 * 60_000;
/** Wrong tries that void a code. */
const MAX_ATTEMPTS = 5;

/**
 * Sends a fresh 6-digit code. Limits, in order: the caller's address, a 60 s wait between codes to
 * one target (answered with the seconds left), and a cap per target per hour. A new code voids the
 * older ones for that target and purpose. With `deliver: false` everything happens but the
 * sending: reset codes for unknown accounts, so their answers match a real account's exactly.
 */
export async function issueCode(
  deps: TDeps,
  request: TTarget & { purpose: TAnyCodePurpose; locale: TLocale; ip: string; deliver?: boolean },
): Promise<{ sent: boolean }> {
  const { db, clock, notifier, limiter } = deps;
  if (!notifier.canSend(request.channel)) {
    throw new AppError(request.channel === 'email' ? 'cannotSendEmail' : 'cannotSendSms');
  }
  if (!(await limiter.hit(`code:ip:${request.ip}`, RATE_LIMITS.codesPerIp))) throw tooMany();
  const now = clock.now();
  const latest = await verificationRepository.latestCodeSentAt(db, request.target, request.purpose);
  const waitMs = latest ? Number(latest.created_at) + LIMITS.codeCountdownSeconds * 1000 - now : 0;
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw new AppError('codeWait', { vars: { seconds }, data: { seconds } });
  }
  if (!(await limiter.hit(`code:target:${request.target}`, RATE_LIMITS.codesPerTarget))) throw tooMany();

  const code = newVerificationCode();
  await verificationRepository.voidCodes(db, request.target, request.purpose, BigInt(now));
  await verificationRepository.insertCode(db, {
    channel: request.channel,
    target: request.target,
    purpose: request.purpose,
    code_hash: sha256(code),
    created_at: BigInt(now),
    expires_at: BigInt(now + CODE_TTL_MS),
    attempts: 0n,
    verified_at: null,
    consumed_at: null,
  });
  if (request.deliver === false) return { sent: false };
  try {
    await notifier.send({
      channel: request.channel,
      target: request.target,
      purpose: request.purpose,
      code,
      subject: translate(request.locale, 'codeEmailSubject'),
      text: translate(request.locale, 'codeMessage', { code, minutes: CODE_TTL_MS / 60_000 }),
    });
  } catch (error) {
    deps.logger.error({ err: error, channel: request.channel }, 'code delivery failed');
    throw new AppError(request.channel === 'email' ? 'cannotSendEmail' : 'cannotSendSms');
  }
  return { sent: true };
}

/**
 * Checks a code in constant time. Every check, right or wrong, first reserves one of the code's
 * 5 tries with ONE guarded UPDATE (increment where tries are left, returning the count): racing
 * guesses, on any number of processes, can never get more than 5 comparisons. The fifth wrong try
 * voids the code; an expired or used-up code says so, so that the user asks for a new one.
 * Returns the code's row id. Throws codeError or codeExpired.
 */
export async function checkCode(deps: TDeps, target: TTarget, purpose: TAnyCodePurpose, code: string): Promise<bigint> {
  const now = BigInt(deps.clock.now());
  const row = await verificationRepository.liveCode(deps.db, target.target, purpose);
  if (!row) throw new AppError('codeError');
  const reserved = await verificationRepository.reserveTry(deps.db, row.id, BigInt(MAX_ATTEMPTS), now);
  if (!reserved) throw new AppError('codeExpired');
  if (!digestsEqual(row.code_hash, sha256(code))) {
    if (reserved.attempts >= BigInt(MAX_ATTEMPTS)) {
      await verificationRepository.consumeCode(deps.db, row.id, now);
    }
    throw new AppError('codeError');
  }
  return row.id;
}

/**
 * /user/emailVerification and /user/phoneVerification: checks the code and hands whoever entered
 * it a one-time token for the registration that follows. Only the token's holder can then register
 * the account without the code: a verified address alone proves nothing about who asks.
 */
export async function markVerified(deps: TDeps, target: TTarget, purpose: TCodePurpose, code: string): Promise<{ verifyToken: string }> {
  const id = await checkCode(deps, target, purpose, code);
  await verificationRepository.markCodeVerified(deps.db, id, BigInt(deps.clock.now()));
  return { verifyToken: await issueVerifyToken(deps, target, purpose, id) };
}

/** What proves control of a target: the code itself, or the token its verification handed out. */
export type TCodeProof = { code: string; verifyToken?: string };

/**
 * Uses up a proof: the token from a verification moments before (spent by one guarded UPDATE, so it
 * works once), or else the code, checked now. Neither given: verifyFirst. Single use of a code is
 * also a guarded UPDATE, so two concurrent requests cannot both spend the same one.
 */
export async function consumeCode(deps: TDeps, target: TTarget, purpose: TAnyCodePurpose, proof: TCodeProof): Promise<void> {
  const now = BigInt(deps.clock.now());
  if (proof.verifyToken) {
    // Tokens are handed out for the token purposes only (markVerified): none exists for a security code.
    const codeId = isTokenPurpose(purpose) ? await spendVerifyToken(deps, target, purpose, proof.verifyToken) : null;
    if (codeId === null) throw new AppError('verifyFirst');
    await verificationRepository.consumeCode(deps.db, codeId, now);
    return;
  }
  if (!proof.code) throw new AppError('verifyFirst');
  const id = await checkCode(deps, target, purpose, proof.code);
  if (!(await verificationRepository.consumeCode(deps.db, id, now))) throw new AppError('codeError');
}

/**
 * Where a signed-in user's security codes go: their own bound e-mail, else their bound phone.
 * Never an address the request names: a stolen session must not be able to send the code to
 * itself. Throws noSecurityContact when neither is bound, needLogin when the user is gone.
 */
export async function securityTarget(deps: TDeps, userId: bigint): Promise<TTarget> {
  const user = await accountsRepository.findById(deps.db, userId);
  if (!user) throw needLogin();
  if (user.email) return { channel: 'email', target: user.email };
  if (user.phone_account) return { channel: 'sms', target: user.phone_account };
  throw new AppError('noSecurityContact');
}

/**
 * POST /user/sendSecurityCode: a code for one withdrawal or one address-book change, sent to the
 * user's own contact with the same limits as every other code (per address, 60 s per target, per
 * hour per target). Returns which channel it went to, so the form can say where to look.
 */
export async function sendSecurityCode(
  deps: TDeps,
  userId: bigint,
  purpose: TSecurityCodePurpose,
  meta: { locale: TLocale; ip: string },
): Promise<{ channel: TTarget['channel'] }> {
  const target = await securityTarget(deps, userId);
  await issueCode(deps, { ...target, purpose, ...meta });
  return { channel: target.channel };
}

/** Spends a security code of the user's own contact for the purpose (5 tries, once; see consumeCode). */
export async function consumeSecurityCode(deps: TDeps, userId: bigint, purpose: TSecurityCodePurpose, code: string): Promise<void> {
  await consumeCode(deps, await securityTarget(deps, userId), purpose, { code });
}
