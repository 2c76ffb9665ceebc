import { WITHDRAWAL_STATUS } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { available, frozen } from '../ledger/accounts.js';
import { postTransaction } from '../ledger/post-transaction.js';
import { presentWithdrawal } from './present-withdrawal.js';
import { withdrawalsRepository } from './withdrawals.repository.js';

/** The reason kept on the record and on the ledger transaction that unfreezes it. */
export const CANCEL_REASON = 'cancelled by user';

/**
 * The owner cancels a withdrawal that no operator has decided yet. One guarded UPDATE moves it from
 * pending to cancelled; an operator's approval or rejection runs the same guard (status still
 * pending), so whichever commits first wins and the other finds nothing to change. In the same
 * transaction one balanced ledger transaction moves amount + fee from frozen back to available
 * (type withdrawal_rejected, "returned", with the reason as memo; the ledger's unique (type,
 * reference) books it once). Cancelling a cancelled withdrawal again answers it as it is
 * (idempotent). Throws noData (not the caller's) or withdrawalNotCancellable (already decided).
 */
export async function cancelWithdrawal(deps: Pick<TDeps, 'db' | 'clock'>, userId: bigint, id: bigint) {
  return deps.db.transaction().execute(async (tx) => {
    const now = deps.clock.now();
    const row = await withdrawalsRepository.claimCancel(tx, userId, id, now);
    if (!row) {
      const existing = await withdrawalsRepository.findOwned(tx, userId, id);
      if (!existing) throw new AppError('noData');
      if (Number(existing.status) === WITHDRAWAL_STATUS.cancelled) return presentWithdrawal(existing);
      throw new AppError('withdrawalNotCancellable');
    }
    const total = row.amount + row.fee;
    await postTransaction(tx, now, {
      type: 'withdrawal_rejected',
      reference: `withdrawal:${row.id}`,
      userId,
      memo: CANCEL_REASON,
      postings: [
        { account: frozen(userId), asset: row.currency, amount: -total },
        { account: available(userId), asset: row.currency, amount: total },
      ],
    });
    return presentWithdrawal(row);
  });
}
