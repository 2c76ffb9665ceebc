import type { Transaction } from 'kysely';
import { formatAmount } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import { available } from '../ledger/accounts.js';
import { postTransaction } from '../ledger/post-transaction.js';
import { notify } from '../messages/notify.js';
import { computeRebates, rebateKey, type TAncestor, type TRebate } from './compute-rebates.js';
import { friendFeesOfDay } from './fee-sources.js';
import { identitiesOf, sharesIdentity } from './identity.js';
import { dayKey } from './invite-day.js';
import { loadInviteSettings } from './invite-settings.js';
import { FEES, lockPayouts, systemBalance } from './rewards-account.js';

/** The fee account cannot cover a day's rebates: the job fails and retries (an operator sees it). */
export class FeeAccountShortError extends Error {}

async function ancestorsOf(tx: Transaction<TDatabase>, friendIds: bigint[]): Promise<Map<bigint, TAncestor[]>> {
  const map = new Map<bigint, TAncestor[]>();
  for (let i = 0; i < friendIds.length; i += 500) {
    const rows = await tx.selectFrom('referrals').select(['user_id', 'ancestor_id', 'level']).where('user_id', 'in', friendIds.slice(i, i + 500)).execute();
    for (const row of rows) {
      const level = Number(row.level);
      if (level < 1 || level > 3) continue;
      const list = map.get(row.user_id) ?? [];
      list.push({ ancestorId: row.ancestor_id, level: level as 1 | 2 | 3 });
      map.set(row.user_id, list);
    }
  }
  return map;
}

/**
 * Pays the trade rebates of one UTC day, in the job's transaction: each payout is a ledger
 * transfer FROM the fee account (never minted) with its key as reference, and a row in
 * invite_payouts under the same unique key, so a second run finds it and pays nothing. Before
 * paying, the fee account must hold the day's rebates per asset (they are at most half of the
 * fees it received that day, so this only fails if the account was emptied some other way).
 * Each beneficiary gets one notification per day and asset. Returns the payouts made.
 * @throws FeeAccountShortError
 */
export async function payRebatesOfDay(tx: Transaction<TDatabase>, now: number, day: number): Promise<TRebate[]> {
  await lockPayouts(tx);
  const settings = await loadInviteSettings(tx);
  const fees = await friendFeesOfDay(tx, day);
  if (fees.length === 0) return [];
  const friendIds = [...new Set(fees.map((f) => f.friendId))];
  const ancestors = await ancestorsOf(tx, friendIds);
  const people = [...new Set([...friendIds, ...[...ancestors.values()].flat().map((a) => a.ancestorId)])];
  const identities = await identitiesOf(tx, people);
  const rebates = computeRebates(fees, (id) => ancestors.get(id) ?? [], settings, (a, b) => sharesIdentity(identities, a, b));
  const key = dayKey(day);

  const keys = rebates.map((r) => rebateKey(r, key));
  const paid = new Set<string>();
  for (let i = 0; i < keys.length; i += 500) {
    const rows = await tx.selectFrom('invite_payouts').select('key').where('key', 'in', keys.slice(i, i + 500)).execute();
    for (const row of rows) paid.add(row.key);
  }
  const due = rebates.filter((r) => !paid.has(rebateKey(r, key)));

  const perAsset = new Map<string, bigint>();
  for (const r of due) perAsset.set(r.asset, (perAsset.get(r.asset) ?? 0n) + r.amount);
  for (const [asset, total] of perAsset) {
    const balance = await systemBalance(tx, 'fees', asset);
    if (balance < total) throw new FeeAccountShortError(`fee account holds ${balance} ${asset}, the rebates of ${key} need ${total}`);
  }

  const createdAt = BigInt(now);
  const told = new Map<string, { userId: bigint; asset: string; amount: bigint }>();
  for (const r of due) {
    const payoutKey = rebateKey(r, key);
    const transactionId = await postTransaction(tx, now, {
      type: 'rebate',
      reference: `invite:${payoutKey}`,
      userId: r.beneficiaryId,
      memo: `level ${r.level} rebate on ${key} fees of user ${r.friendId}`,
      postings: [
        { account: FEES, asset: r.asset, amount: -r.amount },
        { account: available(r.beneficiaryId), asset: r.asset, amount: r.amount },
      ],
    });
    await tx
      .insertInto('invite_payouts')
      .values({
        key: payoutKey,
        beneficiary_id: r.beneficiaryId,
        friend_id: r.friendId,
        level: BigInt(r.level),
        kind: 'rebate',
        day: BigInt(day),
        asset: r.asset,
        fees: r.fees,
        ratio_ppm: r.ratioPpm,
        amount: r.amount,
        ledger_transaction_id: transactionId,
        created_at: createdAt,
      })
      .execute();
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
