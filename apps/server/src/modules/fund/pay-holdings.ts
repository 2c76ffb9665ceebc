import type { Transaction } from 'kysely';
import { formatAmount, fundDayInterest, fundRebate, FUND_REBATE_LEVELS } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import { available, type TAccountRef } from '../ledger/accounts.js';
import { postTransaction, type TPosting } from '../ledger/post-transaction.js';
import { notifyMany } from '../messages/notify.js';
import { dayStart, DAY_MS } from '../invites/invite-day.js';
import { fundReserveAccount, holdingDay, rebatesOf, type TFundRow, type THoldingRow } from './fund-records.js';

type TTx = Transaction<TDatabase>;
type TPayoutRow = {
  key: string;
  holding_id: bigint;
  beneficiary_id: bigint;
  kind: 'interest' | 'rebate' | 'principal';
  level: bigint;
  day: bigint;
  currency: string;
  amount: bigint;
  ledger_transaction_id: bigint;
  created_at: bigint;
};
type TPending = Omit<TPayoutRow, 'ledger_transaction_id'>;

/** Each user's referrers at levels 1..3 (users.referrer_id, followed up), looked up once per run. */
export function referrerChains(tx: TTx) {
  const parent = new Map<bigint, bigint | null>();
  const parentOf = async (userId: bigint): Promise<bigint | null> => {
    if (!parent.has(userId)) {
      const row = await tx.selectFrom('users').select('referrer_id').where('id', '=', userId).executeTakeFirst();
      parent.set(userId, row?.referrer_id ?? null);
    }
    return parent.get(userId)!;
  };
  return async (userId: bigint): Promise<(bigint | null)[]> => {
    const chain: (bigint | null)[] = [];
    let at: bigint | null = userId;
    for (let level = 1; level <= FUND_REBATE_LEVELS; level += 1) {
      at = at === null ? null : await parentOf(at);
      // A chain that loops back (never made by registration) pays nobody from there on.
      if (at === userId || (at !== null && chain.includes(at))) at = null;
      chain.push(at);
    }
    return chain;
  };
}

async function insertPayouts(tx: TTx, rows: TPayoutRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await tx.insertInto('fund_payouts').values(rows.slice(i, i + 500)).execute();
}

/** Sums amounts per account (one posting each), in a stable order. */
function postingsOf(credits: Map<string, { account: TAccountRef; amount: bigint }>, asset: string): TPosting[] {
  return [...credits.values()].filter((c) => c.amount !== 0n).map((c) => ({ account: c.account, asset, amount: c.amount }));
}

/**
 * Books what the reserve pays (interest or rebates) as ONE ledger transaction: the reserve debited
 * the total by a guarded posting (a reserve never pays more than it holds), each beneficiary's coin
 * wallet credited its sum; then the payout rows that name it. Nothing when there is nothing to pay.
 */
async function payFromReserve(tx: TTx, now: number, fund: TFundRow, type: 'fund_interest' | 'fund_rebate', reference: string, memo: string, rows: TPending[]): Promise<TPayoutRow[]> {
  const credits = new Map<string, { account: TAccountRef; amount: bigint }>();
  for (const r of rows) {
    const line = credits.get(String(r.beneficiary_id)) ?? credits.set(String(r.beneficiary_id), { account: available(r.beneficiary_id), amount: 0n }).get(String(r.beneficiary_id))!;
    line.amount += r.amount;
  }
  const postings = postingsOf(credits, fund.currency);
  if (postings.length === 0) return [];
  const total = postings.reduce((sum, p) => sum + p.amount, 0n);
  const txId = await postTransaction(tx, now, {
    type,
    reference,
    userId: credits.size === 1 ? rows[0].beneficiary_id : null,
    memo,
    postings: [{ account: fundReserveAccount(fund.id), asset: fund.currency, amount: -total, guard: 'earnAccountShort' }, ...postings],
  });
  return rows.map((r) => ({ ...r, ledger_transaction_id: txId }));
}

/**
 * Pays holdings of one fund their unpaid days up to day `through` each (1-based, capped at the
 * cycle): day k gets cum(k) − cum(k−1) (fundDayInterest), and each referrer level with a rebate
 * rate floor(day × rate). Each holding's days_paid moves from what it was read as to its new
 * value by a guarded UPDATE first: a second payer (a repeated job, a stop racing the job) finds it
 * moved and pays it nothing. The reserve pays all of it in two ledger transactions (interest,
 * rebates) with a posting per beneficiary, and every day's payment is a payout row with a unique
 * key. `label` says why (the day of the run, or the stop) in the references and memos. Returns
 * the holdings as they now are, in the order given.
 */
export async function payHoldingDays(
  tx: TTx,
  now: number,
  fund: TFundRow,
  items: { holding: THoldingRow; through: number }[],
  chainOf: ReturnType<typeof referrerChains>,
  label: string,
  onHolding?: (index: number) => void | Promise<void>,
): Promise<THoldingRow[]> {
  const at = BigInt(now);
  const rates = rebatesOf(fund);
  const interestRows: TPending[] = [];
  const rebateRows: TPending[] = [];
  const result: THoldingRow[] = [];
  for (const [index, { holding, through }] of items.entries()) {
    await onHolding?.(index);
    const from = Number(holding.days_paid);
    const to = Math.min(through, Number(holding.cycle_days));
    if (to <= from || holding.status !== 'active') {
      result.push(holding);
      continue;
    }
    const days: { day: number; interest: bigint }[] = [];
    for (let k = from + 1; k <= to; k += 1) days.push({ day: holdingDay(holding, k), interest: fundDayInterest(holding.principal, holding.rate_ppm, k) });
    const interest = days.reduce((sum, d) => sum + d.interest, 0n);
    const moved = await tx
      .updateTable('fund_holdings')
      .set({ days_paid: BigInt(to), interest_paid: holding.interest_paid + interest })
      .where('id', '=', holding.id)
      .where('days_paid', '=', BigInt(from))
      .where('status', '=', 'active')
      .returningAll()
      .executeTakeFirst();
    if (!moved) {
      // Another payer moved it first: go on from what it left (its days are paid, by it).
      const current = await tx.selectFrom('fund_holdings').selectAll().where('id', '=', holding.id).executeTakeFirstOrThrow();
      result.push(current);
      continue;
    }
    result.push(moved);
    const base = { holding_id: holding.id, currency: fund.currency, created_at: at };
    for (const d of days) if (d.interest > 0n) interestRows.push({ ...base, key: `${holding.id}:${d.day}:interest:0`, beneficiary_id: holding.user_id, kind: 'interest', level: 0n, day: BigInt(d.day), amount: d.interest });
    if (interest === 0n || rates.every((r) => r === 0n)) continue;
    const chain = await chainOf(holding.user_id);
    chain.forEach((beneficiary, i) => {
      if (beneficiary === null) return;
      for (const d of days) {
        const amount = fundRebate(d.interest, rates[i]);
        if (amount > 0n) rebateRows.push({ ...base, key: `${holding.id}:${d.day}:rebate:${i + 1}`, beneficiary_id: beneficiary, kind: 'rebate', level: BigInt(i + 1), day: BigInt(d.day), amount });
      }
    });
  }
  const first = items[0]?.holding.id ?? 0n;
  const paid = [
    ...(await payFromReserve(tx, now, fund, 'fund_interest', `fund:${fund.id}:interest:${label}:${now}:${first}`, `fund ${fund.id}: interest, ${label}`, interestRows)),
    ...(await payFromReserve(tx, now, fund, 'fund_rebate', `fund:${fund.id}:rebate:${label}:${now}:${first}`, `fund ${fund.id}: referrers' rebates, ${label}`, rebateRows)),
  ];
  await insertPayouts(tx, paid);
  return result;
}

/**
 * Ends holdings of one fund: each marked matured (its cycle paid) or stopped (its fund stopped
 * first) by an UPDATE guarded on it being active, so it ends once; the principals back from the
 * fund wallets to the coin wallets in one 'fund_return' transaction; a principal payout row each;
 * and each owner told, all in the caller's transaction. Returns how many it ended.
 */
export async function closeHoldings(tx: TTx, now: number, fund: TFundRow, holdings: { holding: THoldingRow; status: 'matured' | 'stopped' }[]): Promise<number> {
  const closed: THoldingRow[] = [];
  for (const { holding, status } of holdings) {
    const row = await tx.updateTable('fund_holdings').set({ status, closed_at: BigInt(now) }).where('id', '=', holding.id).where('status', '=', 'active').returningAll().executeTakeFirst();
    if (row) closed.push(row);
  }
  if (closed.length === 0) return 0;
  const perUser = new Map<bigint, bigint>();
  for (const h of closed) perUser.set(h.user_id, (perUser.get(h.user_id) ?? 0n) + h.principal);
  const postings: TPosting[] = [...perUser].flatMap(([userId, amount]) => [
    { account: available(userId, 'fund'), asset: fund.currency, amount: -amount },
    { account: available(userId), asset: fund.currency, amount },
  ]);
  const txId = await postTransaction(tx, now, {
    type: 'fund_return',
    reference: `fund:${fund.id}:return:${now}:${closed[0].id}`,
    userId: perUser.size === 1 ? closed[0].user_id : null,
    memo: `fund ${fund.id}: principal returned`,
    postings,
  });
  const at = BigInt(now);
  await insertPayouts(
    tx,
    closed.map((h) => ({ key: `${h.id}:principal`, holding_id: h.id, beneficiary_id: h.user_id, kind: 'principal', level: 0n, day: BigInt(dayStart(now)), currency: fund.currency, amount: h.principal, ledger_transaction_id: txId, created_at: at })),
  );
  await notifyMany(
    tx,
    closed.map((h) => ({
      userId: h.user_id,
      kind: h.status === 'matured' ? ('fundMatured' as const) : ('fundStopped' as const),
      params: { holdingId: String(h.id), coin: fund.currency, principal: formatAmount(h.principal, fund.currency), interest: formatAmount(h.interest_paid, fund.currency) },
      ref: `fund-holding:${h.id}`,
      now: at,
    })),
  );
  return closed.length;
}

/** The days of a holding (1-based) whose UTC day is at or before `day`. */
export const daysThrough = (holding: Pick<THoldingRow, 'first_day'>, day: number): number => Math.floor((day - Number(holding.first_day)) / DAY_MS) + 1;
/** The days of a holding that ended at or before `now` (complete days). */
export const completeDays = (holding: Pick<THoldingRow, 'first_day'>, now: number): number => Math.floor((now - Number(holding.first_day)) / DAY_MS);
