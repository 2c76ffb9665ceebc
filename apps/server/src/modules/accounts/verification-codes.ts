import { translate, type TLocale } from '@exchange/i18n';
import { LIMITS } from '@exchange/contracts';
import { AppError, tooMany } from '../../platform/errors.js';
import { RATE_LIMITS } from '../../platform/rate-limiter.js';
import type { TDeps } from '../../platform/deps.js';
import { digestsEqual, newVerificationCode, sha256 } from './tokens.js';
import type { TTarget } from './targets.js';

export type TCodePurpose = 'register' | 'forget' | 'bind';

const CODE_TTL_MS = 10 * 60_000;
/** How long a code verified by /user/emailVerification stays good for the registration that follows. */
const VERIFIED_TTL_MS = 30 * 60_000;
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
  request: TTarget & { purpose: TCodePurpose; locale: TLocale; ip: string; deliver?: boolean },
): Promise<{ sent: boolean }> {
  const { db, clock, notifier, limiter } = deps;
  if (!notifier.canSend(request.channel)) {
    throw new AppError(request.channel === 'email' ? 'cannotSendEmail' : 'cannotSendSms');
  }
  if (!limiter.hit(`code:ip:${request.ip}`, RATE_LIMITS.codesPerIp)) throw tooMany();
  const now = clock.now();
  const latest = await db
    .selectFrom('verification_codes')
    .select('created_at')
    .where('target', '=', request.target)
    .where('purpose', '=', request.purpose)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  const waitMs = latest ? Number(latest.created_at) + LIMITS.codeCountdownSeconds * 1000 - now : 0;
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw new AppError('codeWait', { vars: { seconds }, data: { seconds } });
  }
  if (!limiter.hit(`code:target:${request.target}`, RATE_LIMITS.codesPerTarget)) throw tooMany();

  const code = newVerificationCode();
  await db
    .updateTable('verification_codes')
    .set({ consumed_at: BigInt(now) })
    .where('target', '=', request.target)
    .where('purpose', '=', request.purpose)
    .where('consumed_at', 'is', null)
    .execute();
  await db
    .insertInto('verification_codes')
    .values({
      channel: request.channel,
      target: request.target,
      purpose: request.purpose,
      code_hash: sha256(code),
      created_at: BigInt(now),
      expires_at: BigInt(now + CODE_TTL_MS),
      attempts: 0n,
      verified_at: null,
      consumed_at: null,
    })
    .execute();
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

/** A code that may still be entered, or null when none is live for the target. */
async function liveCode(deps: TDeps, target: TTarget, purpose: TCodePurpose) {
  return deps.db
    .selectFrom('verification_codes')
    .selectAll()
    .where('target', '=', target.target)
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

/**
 * Checks a code in constant time. A wrong code counts a try, and the fifth wrong try voids it; an
 * expired or voided code says so, so that the user asks for a new one. Returns the code's row id.
 */
export async function checkCode(deps: TDeps, target: TTarget, purpose: TCodePurpose, code: string): Promise<bigint> {
  const now = deps.clock.now();
  const row = await liveCode(deps, target, purpose);
  if (!row) throw new AppError('codeError');
  if (Number(row.expires_at) <= now || Number(row.attempts) >= MAX_ATTEMPTS) throw new AppError('codeExpired');
  if (!digestsEqual(row.code_hash, sha256(code))) {
    const attempts = row.attempts + 1n;
    await deps.db
      .updateTable('verification_codes')
      .set({ attempts, ...(attempts >= BigInt(MAX_ATTEMPTS) ? { consumed_at: BigInt(now) } : {}) })
      .where('id', '=', row.id)
      .execute();
    throw new AppError('codeError');
  }
  return row.id;
}

/** /user/emailVerification: marks the code verified, for the registration that follows. */
export async function markVerified(deps: TDeps, target: TTarget, purpose: TCodePurpose, code: string): Promise<void> {
  const id = await checkCode(deps, target, purpose, code);
  await deps.db.updateTable('verification_codes').set({ verified_at: BigInt(deps.clock.now()) }).where('id', '=', id).execute();
}

/**
 * Uses up a code: either the one given now, or one verified moments before. Single use is enforced
 * by a guarded UPDATE, so two concurrent requests cannot both spend the same code.
 */
export async function consumeCode(deps: TDeps, target: TTarget, purpose: TCodePurpose, code: string): Promise<void> {
  const now = deps.clock.now();
  let id: bigint;
  if (code) {
    id = await checkCode(deps, target, purpose, code);
  } else {
    const row = await liveCode(deps, target, purpose);
    if (!row || row.verified_at === null || now - Number(row.verified_at) > VERIFIED_TTL_MS) {
      throw new AppError('verifyFirst');
    }
    id = row.id;
  }
  const result = await deps.db
    .updateTable('verification_codes')
    .set({ consumed_at: BigInt(now) })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  if (result.numUpdatedRows !== 1n) throw new AppError('codeError');
}
