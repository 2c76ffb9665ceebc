import { runIdempotent, type TIdempotencyKey } from '../../platform/idempotency.js';
import { recordOperatorAction } from '../audit/record-operator-action.js';
import { claimPendingReview } from '../audit/claim-pending-review.js';
import { available, system } from '../ledger/accounts.js';
import { postTransaction } from '../ledger/post-transaction.js';
import type { TReviewDecision, TReviewDeps } from '../withdrawals/review-withdrawal.js';
import { presentDeposit } from './present-deposit.js';
import { formatAmount } from '@exchange/contracts';
import { notify } from '../messages/notify.js';
import { applyScoreRule } from '../score/apply-score-rule.js';
import { earnCashbacks } from '../invites/earn-cashback.js';

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
    // A first credited deposit may earn the referrer's cashback: fixed and reserved now (modules/invites).
    if (decision.approve) await earnCashbacks(tx, now, [row.user_id]);
    // A proof rejected as matching no payment costs the published score rule, once per deposit (modules/score).
    if (!decision.approve) await applyScoreRule(tx, { userId: row.user_id, rule: 'depositProofRejected', ref: `deposit:${row.id}`, now });
    // The user hears of the decision in the same transaction (modules/messages; its feed pushes it once committed).
    const said = { depositId: String(row.id), coin: row.currency, amount: formatAmount(row.amount, row.currency) };
    const ref = `deposit:${row.id}`;
    const at = BigInt(now);
    if (decision.approve) await notify(tx, { userId: row.user_id, kind: 'depositCredited', params: said, ref, now: at });
    else await notify(tx, { userId: row.user_id, kind: 'depositRejected', params: { ...said, reason: decision.reason }, ref, now: at });
    await recordOperatorAction(tx, deps.clock, {
      operator: decision.operator,
      action: decision.approve ? 'deposit:approve' : 'deposit:reject',
      subject: `deposit:${row.id}`,
      detail: { reason: decision.reason },
      reason: decision.reason,
      before: { status: 'pending', amount: formatAmount(row.amount, row.currency), currency: row.currency },
      after: presentDeposit(row),
      approvedBy: decision.approvedBy ?? null,
    });
    return presentDeposit(row);
  });
}
