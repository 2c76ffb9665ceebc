import { runIdempotent, type TIdempotencyKey } from '../../platform/idempotency.js';
import { recordOperatorAction } from '../audit/record-operator-action.js';
import { claimPendingReview } from '../audit/claim-pending-review.js';
import { available, system } from '../ledger/accounts.js';
import { postTransaction } from '../ledger/post-transaction.js';
import type { TReviewDecision, TReviewDeps } from '../withdrawals/review-withdrawal.js';
import { presentDeposit } from './present-deposit.js';

/**
 * The operator's decision on a pending deposit, taken once. Approval credits the user's coin wallet
 * from deposit clearing; rejection credits nothing and needs a reason. Both are recorded.
 */
export async function reviewDeposit(deps: TReviewDeps, decision: TReviewDecision, idempotencyKey: TIdempotencyKey | null = null) {
  return runIdempotent(deps, `operator:${decision.operator}`, idempotencyKey, `deposit-review:${decision.id}`, async (tx) => {
    const now = deps.clock.now();
    const row = await claimPendingReview(tx, 'deposits', decision, now);
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
