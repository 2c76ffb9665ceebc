import type { Kysely } from 'kysely';
import { translate } from '@exchange/i18n';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TClock } from '../../platform/clock.js';
import { AppError } from '../../platform/errors.js';
import { kycRepository } from './kyc.repository.js';
import { presentKycSubmission } from './present-kyc.js';
import { KycIdentityTaken, reviewKyc } from './review-kyc.js';

type TCtx = { db: Kysely<TDatabase>; clock: TClock };

export const KYC_USAGE = `  kyc:list [STATUS]          identity verifications by status (1 under review, 2 approved, 3 rejected; default 1)
  kyc:approve ID             verify the user of a submission (refused when the identity is verified on another account)
  kyc:reject ID REASON       reject a submission; the user sees the reason and may submit again`;

/** A submission as one line, with the account that already holds its identity verified, if any. */
async function lineOf(ctx: TCtx, row: Awaited<ReturnType<typeof kycRepository.findById>> & object): Promise<string> {
  const other = await kycRepository.verifiedElsewhere(ctx.db, row.identity_hash, row.user_id);
  return JSON.stringify(presentKycSubmission(row, other?.user_id ?? null));
}

/** `npm run ops -- kyc:list [STATUS]`: the queue (oldest first) or the decided ones (newest first). */
export async function listKycForOps(ctx: TCtx, args: string[]): Promise<string> {
  const text = args[0] ?? '1';
  if (!/^[123]$/.test(text)) throw new Error(`usage:\n${KYC_USAGE}`);
  const rows = await kycRepository.queue(ctx.db, BigInt(text), 1, 200);
  const lines = await Promise.all(rows.map((row) => lineOf(ctx, row)));
  return lines.join('\n') || '(none)';
}

/**
 * `npm run ops -- kyc:approve ID` and `kyc:reject ID REASON`: the decision, recorded, taken once.
 * A refusal is told in words; when the identity is verified elsewhere, with that account's user id.
 */
export async function reviewKycFromOps(ctx: TCtx, args: string[], operator: string, approve: boolean): Promise<string> {
  const [idText, ...reason] = args;
  if (!idText || !/^\d{1,15}$/.test(idText)) throw new Error(`usage:\n${KYC_USAGE}`);
  try {
    const row = await reviewKyc(ctx, { id: BigInt(idText), operator, approve, reason: approve ? '' : reason.join(' ').trim().slice(0, 200) });
    return JSON.stringify(row);
  } catch (error) {
    if (error instanceof KycIdentityTaken) throw new Error(`${translate('en-US', error.key)} (user ${error.otherUserId}): refused`);
    if (error instanceof AppError) throw new Error(translate('en-US', error.key));
    throw error;
  }
}
