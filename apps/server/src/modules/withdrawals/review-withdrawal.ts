import type { TDeps } from '../../platform/deps.js';
import { runIdempotent, type TIdempotencyKey } from '../../platform/idempotency.js';
import { recordOperatorAction } from '../audit/record-operator-action.js';
import { claimPendingReview, type TReviewDecision } from '../audit/claim-pending-review.js';
import { available, frozen, system } from '../ledger/accounts.js';
import { postTransaction } from '../ledger/post-transaction.js';
import { presentWithdrawal } from './present-withdrawal.js';
import { formatAmount } from '@exchange/contracts';
import { notify } from '../messages/notify.js';
import { WITHDRAWAL_STATUS } from '@exchange/contracts';
import { enqueue } from '../../platform/jobs/enqueue.js';
import { SEND_WITHDRAWAL_JOB } from './on-chain.js';
import { withdrawalsRepository } from './withdrawals.repository.js';

export type TReviewDeps = Pick<TDeps, 'db' | 'clock'>;
export type { TReviewDecision };

/**
 * The operator's decision on a pending withdrawal, taken once (a guarded status change, so two
 * operators cannot both decide). Approval pays: the frozen amount goes out through withdrawal
 * clearing and the fee to the fee account. Rejection unfreezes everything and needs a reason.
 * The decision, its operator, time and reason are stored on the record and in the audit log.
 */
export async function reviewWithdrawal(deps: TReviewDeps, decision: TReviewDecision, idempotencyKey: TIdempotencyKey | null = null) {
  return runIdempotent(deps, `operator:${decision.operator}`, idempotencyKey, `withdrawal-review:${decision.id}`, async (tx) => {
    const now = deps.clock.now();
    const isOnChain = await withdrawalsRepository.isOnChain(tx, decision.id);
    const row = await claimPendingReview(tx, 'withdrawals', decision, now, isOnChain ? WITHDRAWAL_STATUS.sending : WITHDRAWAL_STATUS.finished);
    const total = row.amount + row.fee;
    // On a watched chain an approval hands it to the signer (modules/chain): frozen until the
    // transaction confirms, then paid, or returned if it fails on chain; never both.
    if (decision.approve && row.on_chain === 1n) {
      await enqueue(tx, deps.clock, { kind: SEND_WITHDRAWAL_JOB, key: String(row.id), payload: { withdrawalId: String(row.id) }, dueAt: now, maxAttempts: 'unlimited' });
      await recordOperatorAction(tx, deps.clock, {
        operator: decision.operator,
        action: 'withdrawal:approve',
        subject: `withdrawal:${row.id}`,
        detail: { reason: decision.reason, onChain: true },
        reason: decision.reason,
        before: { status: 'pending', amount: formatAmount(row.amount, row.currency), fee: formatAmount(row.fee, row.currency), currency: row.currency },
        after: presentWithdrawal(row),
        approvedBy: decision.approvedBy ?? null,
      });
      return presentWithdrawal(row);
    }
    await postTransaction(tx, now, {
      type: decision.approve ? 'withdrawal_paid' : 'withdrawal_rejected',
      reference: `withdrawal:${row.id}`,
      userId: row.user_id,
      memo: decision.reason,
      postings: decision.approve
        ? [
            { account: frozen(row.user_id), asset: row.currency, amount: -total },
            { account: system('withdrawal_clearing'), asset: row.currency, amount: row.amount },
            ...(row.fee > 0n ? [{ account: system('fees'), asset: row.currency, amount: row.fee }] : []),
          ]
        : [
            { account: frozen(row.user_id), asset: row.currency, amount: -total },
            { account: available(row.user_id), asset: row.currency, amount: total },
          ],
    });
    // The user hears of the decision in the same transaction (modules/messages; its feed pushes it once committed).
    const said = { withdrawalId: String(row.id), coin: row.currency, amount: formatAmount(row.amount, row.currency) };
    const ref = `withdrawal:${row.id}`;
    const at = BigInt(now);
    if (decision.approve) await notify(tx, { userId: row.user_id, kind: 'withdrawalPaid', params: { ...said, txHash: decision.txHash || '-' }, ref, now: at });
    else await notify(tx, { userId: row.user_id, kind: 'withdrawalRejected', params: { ...said, reason: decision.reason }, ref, now: at });
    await recordOperatorAction(tx, deps.clock, {
      operator: decision.operator,
      action: decision.approve ? 'withdrawal:approve' : 'withdrawal:reject',
      subject: `withdrawal:${row.id}`,
      detail: { reason: decision.reason, txHash: decision.txHash },
      reason: decision.reason,
      before: { status: 'pending', amount: formatAmount(row.amount, row.currency), fee: formatAmount(row.fee, row.currency), currency: row.currency },
      after: presentWithdrawal(row),
      approvedBy: decision.approvedBy ?? null,
    });
    return presentWithdrawal(row);
  });
}
