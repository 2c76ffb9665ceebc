import { REVIEW_STATUS } from '@exchange/contracts';
import type { Transaction } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';
import { AppError } from '../../platform/errors.js';
import { reviewsRepository } from './reviews.repository.js';

/** `approvedBy`: the second operator who approved it (two-person rule), recorded with the decision. */
export type TReviewDecision = { id: bigint; operator: string; approve: boolean; reason: string; txHash: string; approvedBy?: string | null };

/**
 * Takes the operator's decision on a pending deposit or withdrawal exactly once: a guarded status
 * change, so two operators (or a replay) cannot both decide. Returns the record as decided; throws
 * "already reviewed" or "no data". A rejection must give its reason.
 */
export async function claimPendingReview<T extends 'deposits' | 'withdrawals'>(
  tx: Transaction<TDatabase>,
  table: T,
  decision: TReviewDecision,
  now: number,
  /** The status an approval moves it to (default finished; a withdrawal sent on chain: sending). */
  approvedStatus: number = REVIEW_STATUS.finished,
) {
  if (!decision.approve && !decision.reason) throw new AppError('reasonRequired');
  const row = await reviewsRepository.claimPending(tx, table, decision.id, {
    status: BigInt(decision.approve ? approvedStatus : REVIEW_STATUS.rejected),
    reason: decision.reason,
    ...(table === 'withdrawals' ? { tx_hash: decision.txHash } : {}),
    reviewed_by: decision.operator,
    reviewed_at: BigInt(now),
  });
  if (!row) {
    const exists = await reviewsRepository.exists(tx, table, decision.id);
    throw new AppError(exists ? 'alreadyReviewed' : 'noData');
  }
  return row as T extends 'deposits' ? import('kysely').Selectable<TDatabase['deposits']> : import('kysely').Selectable<TDatabase['withdrawals']>;
}
