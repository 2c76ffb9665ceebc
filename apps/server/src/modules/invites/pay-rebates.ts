import type { Transaction } from 'kysely';
import { formatAmount } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import { available } from '../ledger/accounts.js';
import { postTransaction } from '../ledger/post-transaction.js';
import { notify } from '../messages/notify.js';
import type { TRebate } from './compute-rebates.js';
import { dayKey } from './invite-day.js';
import { invitesRepository } from './invites.repository.js';
import { rebatesRepository } from './rebates.repository.js';
import { REBATE_RESERVE, reserveRebatesOfDay } from './reserve-rebates.js';

/** The fee account cannot cover a day's rebates: the job fails and retries (an operator sees it). */
export class FeeAccountShortError extends Error {}

/**
 * Pays the trade rebates of one UTC day, in the job's transaction. First the day's fees not
 * counted yet are reserved (reserveRebatesOfDay: the rebate job reserves them every minute; this
 * catches what committed since), then each rebate reserved and unpaid is paid, exactly the amount
 * reserved (a change of ratios since does not touch it), as a ledger transfer FROM the rebate
 * reserve (never minted) with its key as reference, and a row in invite_payouts under the same
 * unique key; the reserved row is marked paid in the same transaction, so a second run pays
 * nothing. If the fee account could not cover the day's rebates (emptied some other way), the
 * day pays nothing and fails, to be retried. Each beneficiary gets one notification per day and
 * asset. Returns the payouts made.
 * @throws FeeAccountShortError
 */
export async function payRebatesOfDay(tx: Transaction<TDatabase>, now: number, day: number): Promise<TRebate[]> {
  const key = dayKey(day);
  const { short } = await reserveRebatesOfDay(tx, now, day);
  if (short.length > 0) {
    const s = short[0];
    throw new FeeAccountShortError(`fee account holds ${formatAmount(s.balance, s.asset)} ${s.asset}, the rebates of ${key} need ${formatAmount(s.need, s.asset)}`);
  }
  const rows = await rebatesRepository.unpaidRebatesOfDay(tx, day);
  const createdAt = BigInt(now);
  const due: TRebate[] = [];
  const told = new Map<string, { userId: bigint; asset: string; amount: bigint }>();
  for (const row of rows) {
    const isMarked = await rebatesRepository.markRebatePaid(tx, row.key, createdAt);
    if (!isMarked || row.amount === 0n) continue;
    const r: TRebate = { beneficiaryId: row.beneficiary_id, friendId: row.friend_id, level: Number(row.level) as 1 | 2 | 3, asset: row.asset, fees: row.fees, ratioPpm: row.ratio_ppm, amount: row.amount };
    const transactionId = await postTransaction(tx, now, {
      type: 'rebate',
      reference: `invite:${row.key}`,
      userId: r.beneficiaryId,
      memo: `level ${r.level} rebate on ${key} fees of user ${r.friendId}`,
      postings: [
        { account: REBATE_RESERVE, asset: r.asset, amount: -r.amount },
        { account: available(r.beneficiaryId), asset: r.asset, amount: r.amount },
      ],
    });
    await invitesRepository.insertPayout(tx, {
      key: row.key,
      beneficiary_id: r.beneficiaryId,
      friend_id: r.friendId,
      level: row.level,
      kind: 'rebate',
      day: BigInt(day),
      asset: r.asset,
      fees: r.fees,
      ratio_ppm: r.ratioPpm,
      amount: r.amount,
      ledger_transaction_id: transactionId,
      created_at: createdAt,
    });
    due.push(r);
    const tellKey = `${r.beneficiaryId}|${r.asset}`;
    const sum = told.get(tellKey);
    told.set(tellKey, { userId: r.beneficiaryId, asset: r.asset, amount: (sum?.amount ?? 0n) + r.amount });
  }
  for (const t of told.values()) {
    await notify(tx, {
      userId: t.userId,
      kind: 'rebatePaid',
      params: { day: key, coin: t.asset, amount: formatAmount(t.amount, t.asset) },
      ref: `rebate:${t.userId}:${key}:${t.asset}`,
      now: createdAt,
    });
  }
  return due;
}
