import type { Transaction } from 'kysely';
import { CASHBACK_ASSET, formatAmount } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import { available } from '../ledger/accounts.js';
import { postTransaction } from '../ledger/post-transaction.js';
import { notify } from '../messages/notify.js';
import { cashbackKey } from './compute-rebates.js';
import { dayStart } from './invite-day.js';
import { invitesRepository } from './invites.repository.js';
import { lockPayouts } from './rewards-account.js';
import { CASHBACK_RESERVE, earnCashbacks, reserveEarnedCashbacks } from './earn-cashback.js';

export type TCashbackRun = { paid: number; waiting: number };

/**
 * Pays the one-time cashbacks, oldest friend first, in the daily job's transaction (issue 24:
 * fixed and reserved when earned, earn-cashback.ts): first any friend who qualifies without a
 * fixed cashback is fixed (a catch-up), and those earned but not reserved are reserved while the
 * rewards account can; then each reserved one is paid FROM the reserve (never minted) at the
 * amount fixed when it was earned, under the unique key cashback:<referrer>:<friend>, and marked
 * paid by a guarded UPDATE, so a second run pays nothing. `waiting` counts the earned ones the
 * rewards account could not reserve yet (they stay owed until `invite:fund`).
 */
export async function payDueCashbacks(tx: Transaction<TDatabase>, now: number, limit = 1000): Promise<TCashbackRun> {
  await lockPayouts(tx);
  await earnCashbacks(tx, now);
  const { waiting } = await reserveEarnedCashbacks(tx, now);
  const due = await invitesRepository.reservedUnpaidCashbacks(tx, limit);
  let paid = 0;
  for (const row of due) {
    if (!(await invitesRepository.markCashbackPaid(tx, row.friend_id))) continue;
    const key = cashbackKey(row.referrer_id, row.friend_id);
    const transactionId = await postTransaction(tx, now, {
      type: 'cashback',
      reference: `invite:${key}`,
      userId: row.referrer_id,
      memo: `one-time cashback for friend ${row.friend_id}`,
      postings: [
        { account: CASHBACK_RESERVE, asset: CASHBACK_ASSET, amount: -row.amount },
        { account: available(row.referrer_id), asset: CASHBACK_ASSET, amount: row.amount },
      ],
    });
    await invitesRepository.insertPayout(tx, {
      key,
      beneficiary_id: row.referrer_id,
      friend_id: row.friend_id,
      level: 1n,
      kind: 'cashback',
      day: BigInt(dayStart(now)),
      asset: CASHBACK_ASSET,
      fees: 0n,
      ratio_ppm: 0n,
      amount: row.amount,
      ledger_transaction_id: transactionId,
      created_at: BigInt(now),
    });
    await notify(tx, { userId: row.referrer_id, kind: 'cashbackPaid', params: { coin: CASHBACK_ASSET, amount: formatAmount(row.amount, CASHBACK_ASSET) }, ref: key, now: BigInt(now) });
    paid += 1;
  }
  return { paid, waiting };
}
