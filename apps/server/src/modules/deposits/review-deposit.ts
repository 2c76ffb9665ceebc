import { REVIEW_STATUS } from '@exchange/contracts';
import { AppError } from '../../platform/errors.js';
import { runIdempotent } from '../../platform/idempotency.js';
import { recordOperatorAction } from '../audit/record-operator-action.js';
import { available, system } from '../ledger/accounts.js';
import { postTransaction } from '../ledger/post-transaction.js';
import type { TReviewDecision, TReviewDeps } from '../withdrawals/review-withdrawal.js';
import { presentDeposit } from './present-deposit.js';

/**
 * The operator's decision on a pending deposit, taken once. Approval credits the user's coin wallet
 * from deposit clearing; rejection credits nothing and needs a reason. Both are recorded.
 */
export async function reviewDeposit(deps: TReviewDeps, decision: TReviewDecision, idempotencyKey: string | null = null) {
  if (!decision.approve && !decision.reason) throw new AppError('reasonRequired');
  return runIdempotent(deps, `operator:${decision.operator}`, idempotencyKey, `deposit-review:${decision.id}`, async (tx) => {
    const now = deps.clock.now();
    const row = await tx
      .updateTable('deposits')
      .set({
        status: BigInt(decision.approve ? REVIEW_STATUS.finished : REVIEW_STATUS.rejected),
        reason: decision.reason,
        reviewed_by: decision.operator,
        reviewed_at: BigInt(now),
      })
      .where('id', '=', decision.id)
      .where('status', '=', BigInt(REVIEW_STATUS.pending))
      .returningAll()
      .executeTakeFirst();
    if (!row) {
      const exists = await tx.selectFrom('deposits').select('id').where('id', '=', decision.id).executeTakeFirst();
      throw new AppError(exists ? 'alreadyReviewed' : 'noData');
    }
    if (decision.approve) {
      await postTransaction(tx, now, {
        type: 'deposit',
        reference: `deposit:${row.id}`,
        userId: row.user_id,
        postings: [
          { account: system('deposit_clearing'), asset: row.currency, amount: -row.amount },
          { account: available(row.user_id), asset: row.currency, amount: row.amount },
        ],
      });
    }
    await recordOperatorAction(tx, deps.clock, {
      operator: decision.operator,
      action: decision.approve ? 'deposit:approve' : 'deposit:reject',
      subject: `deposit:${row.id}`,
      detail: { reason: decision.reason },
    });
    return presentDeposit(row);
  });
}
