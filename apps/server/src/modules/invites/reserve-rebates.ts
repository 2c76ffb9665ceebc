import type { Kysely, Transaction } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';
import { system } from '../ledger/accounts.js';
import { postTransaction } from '../ledger/post-transaction.js';
import { rebateKey, type TAncestor, type TFriendFee } from './compute-rebates.js';
import { friendFeesBetween, friendFeesOfDay } from './fee-sources.js';
import { identitiesOf, sharesIdentity } from './identity.js';
import { DAY_MS, dayKey, dayStart } from './invite-day.js';
import { loadInviteSettings } from './invite-settings.js';
import { invitesRepository } from './invites.repository.js';
import { rebatesRepository } from './rebates.repository.js';
import { FEES, lockPayouts, systemBalance } from './rewards-account.js';

type TDb = Kysely<TDatabase> | Transaction<TDatabase>;

/** Trade rebates accrued and not paid yet live here, moved in from the fee account as they accrue. */
export const REBATE_RESERVE = system('invite_rebate_reserve');

const PPM = 1_000_000n;

/** An asset whose accrued rebates the fee account could not cover: what it held and what they needed. */
export type TShort = { asset: string; balance: bigint; need: bigint };

async function ancestorsOf(tx: Transaction<TDatabase>, friendIds: bigint[]): Promise<Map<bigint, TAncestor[]>> {
  const map = new Map<bigint, TAncestor[]>();
  for (let i = 0; i < friendIds.length; i += 500) {
    const rows = await invitesRepository.referrersOf(tx, friendIds.slice(i, i + 500));
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

/** A friend's fees of one day in one asset not counted yet (`amount`), what is counted once they are (`total`), and the number of this top-up. */
type TFresh = TFriendFee & { total: bigint; topUp: bigint };

/** Sums the parts of each (friend, asset) (spot roles, opens, closes) and sets `total` = counted before + `amount`. */
async function freshFees(tx: Transaction<TDatabase>, day: number, fees: TFriendFee[], isWholeDay: boolean): Promise<TFresh[]> {
  const counted = new Map<string, { fees: bigint; top_ups: bigint }>();
  for (const row of await rebatesRepository.countedFees(tx, day)) counted.set(`${row.friend_id}|${row.asset}`, row);
  const sums = new Map<string, TFriendFee>();
  for (const fee of fees) {
    const k = `${fee.friendId}|${fee.asset}`;
    sums.set(k, { ...fee, amount: (sums.get(k)?.amount ?? 0n) + fee.amount });
  }
  return [...sums].map(([k, fee]) => {
    const before = counted.get(k) ?? { fees: 0n, top_ups: 0n };
    // The whole day's fees less what was counted, or a window's fees (never counted: windows do not overlap).
    const topUp = before.top_ups + 1n;
    return isWholeDay ? { ...fee, total: fee.amount, amount: fee.amount - before.fees, topUp } : { ...fee, total: before.fees + fee.amount, topUp };
  });
}

/**
 * Reserves the trade rebates accrued since the last run (the rebate job, every minute; issue 24
 * "Rewards not reserved"): the fees stamped from the checkpoint (invite_rebate_checkpoint; at first
 * the start of `to`'s day, and never before the day before it: older days are reconciled by their
 * payout) up to `to`, per day, are counted and reserved (reserveFees), and the checkpoint moves to
 * `to`, in the caller's transaction, so running twice reserves once. A fee that commits after its
 * window was read is counted by its day's payout (reserveRebatesOfDay). Returns the transfers made.
 */
export async function reserveAccruedRebates(tx: Transaction<TDatabase>, now: number, to: number): Promise<{ reserved: number; short: TShort[] }> {
  await lockPayouts(tx);
  const countedTo = await rebatesRepository.countedTo(tx);
  let from = Math.max(countedTo ?? dayStart(to), dayStart(to) - DAY_MS);
  const result = { reserved: 0, short: [] as TShort[] };
  while (from < to) {
    const day = dayStart(from);
    const until = Math.min(to, day + DAY_MS);
    const fees = await friendFeesBetween(tx, from, until);
    const done = await reserveFees(tx, now, day, await freshFees(tx, day, fees, false));
    result.reserved += done.reserved;
    result.short.push(...done.short);
    from = until;
  }
  await rebatesRepository.saveCountedTo(tx, Math.max(to, countedTo ?? 0));
  return result;
}

/**
 * Reserves the trade rebates of one whole UTC day not counted yet (the daily payout, before it
 * pays): the day's fees (friendFeesOfDay) less those the rebate job counted, so a fee that
 * committed late is reserved too. See reserveFees.
 */
export async function reserveRebatesOfDay(tx: Transaction<TDatabase>, now: number, day: number): Promise<{ reserved: number; short: TShort[] }> {
  await lockPayouts(tx);
  const fees = await friendFeesOfDay(tx, day);
  return reserveFees(tx, now, day, await freshFees(tx, day, fees, true));
}

/**
 * Counts and reserves fees of one day not counted yet, in the caller's transaction (the payout
 * lock held). Each friend's fees are shared at the ratios of this moment; each level's share tops
 * up its invite_rebates row, carrying the fraction below one unit, so a day's amount is
 * floor(Σ fee × ratio) once (the README rule when the ratios did not change) and a later change
 * of ratios does not touch what already accrued. A referrer with the friend's identity gets
 * nothing; a key already paid (invite_rebates or, before this reserve existed, invite_payouts)
 * takes no more. The top-ups of a friend's asset are one ledger transfer from the fee account
 * into REBATE_RESERVE (reference `invite:rebate-reserve:<friend>:<day>:<asset>:<top-up number>`),
 * committed with the counted fees. When the fee account cannot cover an asset's top-ups (emptied
 * some other way), that asset stays uncounted and is named in `short`.
 */
async function reserveFees(tx: Transaction<TDatabase>, now: number, day: number, fresh: TFresh[]): Promise<{ reserved: number; short: TShort[] }> {
  const due = fresh.filter((f) => f.amount > 0n);
  if (due.length === 0) return { reserved: 0, short: [] };

  const settings = await loadInviteSettings(tx);
  const friendIds = [...new Set(due.map((f) => f.friendId))];
  const ancestors = await ancestorsOf(tx, friendIds);
  const people = [...new Set([...friendIds, ...[...ancestors.values()].flat().map((a) => a.ancestorId)])];
  const identities = await identitiesOf(tx, people);
  const key = dayKey(day);
  const existing = new Map<string, { amount: bigint; remainder_ppm: bigint; paid: bigint }>();
  const keys = due.flatMap((f) => (ancestors.get(f.friendId) ?? []).map((a) => rebateKey({ beneficiaryId: a.ancestorId, friendId: f.friendId, level: a.level, asset: f.asset }, key)));
  for (let i = 0; i < keys.length; i += 500) {
    for (const row of await rebatesRepository.rebatesByKeys(tx, keys.slice(i, i + 500))) existing.set(row.key, row);
    for (const paidKey of await invitesRepository.paidKeys(tx, keys.slice(i, i + 500))) existing.set(paidKey, { amount: 0n, remainder_ppm: 0n, paid: 1n });
  }

  // Each level's top-up: the exact share (remainder + Δfees × ratio, in ppm of a unit) split into
  // whole units and the fraction carried. A referrer with the friend's identity gets nothing, and
  // a key already paid takes no more (the day's payout was made; late fees earn it nothing more).
  const plans = due.map((fee) => {
    const levels = (ancestors.get(fee.friendId) ?? [])
      .filter((a) => a.ancestorId !== fee.friendId && !sharesIdentity(identities, a.ancestorId, fee.friendId))
      .map((a) => {
        const k = rebateKey({ beneficiaryId: a.ancestorId, friendId: fee.friendId, level: a.level, asset: fee.asset }, key);
        const before = existing.get(k);
        const ratioPpm = settings.ratiosPpm[a.level - 1];
        const exact = (before?.remainder_ppm ?? 0n) + fee.amount * ratioPpm;
        return { beneficiaryId: a.ancestorId, level: a.level, key: k, before, ratioPpm, add: exact / PPM, remainder: exact % PPM };
      })
      .filter((l) => l.before?.paid !== 1n);
    return { fee, levels, total: levels.reduce((sum, l) => sum + l.add, 0n) };
  });
  const need = new Map<string, bigint>();
  for (const p of plans) need.set(p.fee.asset, (need.get(p.fee.asset) ?? 0n) + p.total);
  const short: TShort[] = [];
  for (const [asset, total] of need) {
    const balance = await systemBalance(tx, 'fees', asset);
    if (balance < total) short.push({ asset, balance, need: total });
  }

  let reserved = 0;
  for (const { fee, levels, total } of plans) {
    if (short.some((x) => x.asset === fee.asset)) continue;
    for (const l of levels) {
      const values = { fees: fee.total, ratio_ppm: l.ratioPpm, remainder_ppm: l.remainder, updated_at: BigInt(now) };
      if (!l.before) {
        await rebatesRepository.insertRebate(tx, {
          key: l.key,
          beneficiary_id: l.beneficiaryId,
          friend_id: fee.friendId,
          level: BigInt(l.level),
          day: BigInt(day),
          asset: fee.asset,
          amount: l.add,
          paid: 0n,
          ...values,
        });
      } else {
        await rebatesRepository.topUpRebate(tx, l.key, l.add, values);
      }
    }
    await rebatesRepository.saveCountedFees(tx, {
      friend_id: fee.friendId,
      day: BigInt(day),
      asset: fee.asset,
      fees: fee.total,
      top_ups: total === 0n ? fee.topUp - 1n : fee.topUp,
      updated_at: BigInt(now),
    });
    if (total === 0n) continue;
    await postTransaction(tx, now, {
      type: 'rebate_reserve',
      reference: `invite:rebate-reserve:${fee.friendId}:${key}:${fee.asset}:${fee.topUp}`,
      userId: fee.friendId,
      memo: `rebates of ${key} fees of user ${fee.friendId}, reserved`,
      postings: [
        { account: FEES, asset: fee.asset, amount: -total },
        { account: REBATE_RESERVE, asset: fee.asset, amount: total },
      ],
    });
    reserved += 1;
  }
  return { reserved, short };
}

/** The rebates reserved and not paid yet, per asset: what REBATE_RESERVE owes (the audit checks it holds them). */
export function rebateObligations(db: TDb): Promise<Map<string, bigint>> {
  return rebatesRepository.unpaidRebateTotals(db);
}
