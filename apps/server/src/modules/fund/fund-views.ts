import { sql, type Kysely } from 'kysely';
import { formatAmount, FUND_STATUS, type TFundDetail, type TFundEarning } from '@exchange/contracts';
import type { z } from 'zod';
import type { ZFundEarnings, ZFundHoldings, ZFundList } from '@exchange/contracts';
import type { TLocale } from '@exchange/i18n';
import type { TDatabase } from '../../platform/db/schema.js';
import { AppError } from '../../platform/errors.js';
import { fundNames, presentFunds, presentHoldings } from './fund-records.js';

type TDb = Kysely<TDatabase>;
type TPageInput = { pageNo: number; pageSize: number };
const page = <T>(list: T[], total: bigint | number, input: TPageInput) => ({ list, totalRow: Number(total), pageNo: input.pageNo, pageSize: input.pageSize });

/** The funds, newest first, optionally of one status. */
export async function listFunds(db: TDb, now: number, input: z.output<typeof ZFundList>, locale: TLocale) {
  let base = db.selectFrom('funds');
  // A normal fund past its end is expired already (its status is written by the next daily run).
  if (input.status === 0) base = base.where('status', '=', 0n).where('end_at', '>', BigInt(now));
  else if (input.status === 1) base = base.where((eb) => eb.or([eb('status', '=', 1n), eb.and([eb('status', '=', 0n), eb('end_at', '<=', BigInt(now))])]));
  else if (input.status === 2) base = base.where('status', '=', 2n);
  const total = await base.select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow();
  const rows = await base.selectAll().orderBy('id', 'desc').limit(input.pageSize).offset((input.pageNo - 1) * input.pageSize).execute();
  return page(await presentFunds(db, rows, locale, now), total.n, input);
}

/**
 * One fund, with what the caller holds in it now and may still buy: the pool left, and with a
 * session the buy limit less every share they ever bought; 0 when the fund is not open.
 * @throws AppError fundNotFound
 */
export async function fundDetail(db: TDb, now: number, fundId: bigint, userId: bigint | null, locale: TLocale): Promise<TFundDetail> {
  const row = await db.selectFrom('funds').selectAll().where('id', '=', fundId).executeTakeFirst();
  if (!row) throw new AppError('fundNotFound');
  const [fund] = await presentFunds(db, [row], locale, now);
  const isOpen = row.status === BigInt(FUND_STATUS.normal) && BigInt(now) >= row.start_at && BigInt(now) < row.end_at;
  const poolLeft = row.pool_shares - row.sold_shares;
  if (userId === null) return { ...fund, myShares: null, canBuy: isOpen ? Number(poolLeft) : 0 };
  const held = await db
    .selectFrom('fund_holdings')
    .select(sql<bigint>`coalesce(sum(shares), 0)`.as('n'))
    .where('fund_id', '=', row.id)
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  const bought = await db.selectFrom('fund_user_shares').select('shares').where('fund_id', '=', row.id).where('user_id', '=', userId).executeTakeFirst();
  const limitLeft = row.buy_limit - (bought?.shares ?? 0n);
  const canBuy = !isOpen || limitLeft < 0n ? 0n : limitLeft < poolLeft ? limitLeft : poolLeft;
  return { ...fund, myShares: Number(held.n), canBuy: Number(canBuy) };
}

/** The caller's holdings, newest first, with the per-currency summary of the fund page's header. */
export async function listHoldings(db: TDb, userId: bigint, input: z.output<typeof ZFundHoldings>, locale: TLocale) {
  let base = db.selectFrom('fund_holdings').where('user_id', '=', userId);
  if (input.status !== 'all') base = base.where('status', '=', input.status);
  const total = await base.select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow();
  const rows = await base.selectAll().orderBy('id', 'desc').limit(input.pageSize).offset((input.pageNo - 1) * input.pageSize).execute();
  return { ...page(await presentHoldings(db, rows, locale), total.n, input), summary: { holdings: await holdingsSummary(db, userId) } };
}

/** Per currency: principal in active holdings, everything earned (interest and rebates), and what the last paid day brought. */
async function holdingsSummary(db: TDb, userId: bigint) {
  const principal = await db
    .selectFrom('fund_holdings as h')
    .innerJoin('funds as f', 'f.id', 'h.fund_id')
    .select(['f.currency', sql<bigint>`sum(h.principal)`.as('sum')])
    .where('h.user_id', '=', userId)
    .where('h.status', '=', 'active')
    .groupBy('f.currency')
    .execute();
  const earnings = db.selectFrom('fund_payouts').where('beneficiary_id', '=', userId).where('kind', 'in', ['interest', 'rebate']);
  const earned = await earnings.select(['currency', sql<bigint>`sum(amount)`.as('sum'), sql<bigint>`max(day)`.as('last')]).groupBy('currency').execute();
  const currencies = [...new Set([...principal.map((p) => p.currency), ...earned.map((e) => e.currency)])].sort();
  return Promise.all(
    currencies.map(async (currency) => {
      const e = earned.find((row) => row.currency === currency);
      const last = e ? await earnings.select(sql<bigint>`coalesce(sum(amount), 0)`.as('sum')).where('currency', '=', currency).where('day', '=', BigInt(e.last)).executeTakeFirstOrThrow() : null;
      return {
        currency,
        principal: formatAmount(BigInt(principal.find((p) => p.currency === currency)?.sum ?? 0n), currency),
        earned: formatAmount(BigInt(e?.sum ?? 0n), currency),
        yesterday: formatAmount(BigInt(last?.sum ?? 0n), currency),
      };
    }),
  );
}

/** The caller's earnings records (interest, rebates, principal returned), newest first. */
export async function listEarnings(db: TDb, userId: bigint, input: z.output<typeof ZFundEarnings>, locale: TLocale) {
  let base = db.selectFrom('fund_payouts as p').innerJoin('fund_holdings as h', 'h.id', 'p.holding_id').where('p.beneficiary_id', '=', userId);
  if (input.kind !== 'all') base = base.where('p.kind', '=', input.kind);
  if (input.holdingId) base = base.where('p.holding_id', '=', BigInt(input.holdingId));
  const total = await base.select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select(['p.id', 'p.kind', 'p.level', 'p.holding_id', 'h.fund_id', 'p.currency', 'p.day', 'p.amount', 'p.created_at'])
    .orderBy('p.id', 'desc')
    .limit(input.pageSize)
    .offset((input.pageNo - 1) * input.pageSize)
    .execute();
  const names = await fundNames(db, rows.map((r) => r.fund_id), locale);
  const list: TFundEarning[] = rows.map((r) => ({
    id: String(r.id),
    kind: r.kind,
    level: Number(r.level),
    holdingId: String(r.holding_id),
    fundId: Number(r.fund_id),
    fundName: names.get(r.fund_id) ?? `#${r.fund_id}`,
    currency: r.currency,
    day: Number(r.day),
    amount: formatAmount(r.amount, r.currency),
    paidAt: Number(r.created_at),
  }));
  return page(list, total.n, input);
}
