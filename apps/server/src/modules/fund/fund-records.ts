import type { Kysely, Selectable, Transaction } from 'kysely';
import {
  formatAmount,
  fundCycleInterest,
  fundInterestThrough,
  ppmToRate,
  type TFund,
  type TFundHolding,
  type TFundStatus,
} from '@exchange/contracts';
import type { TLocale } from '@exchange/i18n';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TFundHoldingsTable, TFundsTable } from '../../platform/db/schema-fund.js';
import { system } from '../ledger/accounts.js';
import { balancesOf } from '../ledger/ledger.repository.js';
import { fundRepository } from './fund.repository.js';
import { DAY_MS } from '../invites/invite-day.js';

export type TDbOrTx = Kysely<TDatabase> | Transaction<TDatabase>;
export type TFundRow = Selectable<TFundsTable>;
export type THoldingRow = Selectable<TFundHoldingsTable>;

/** A fund's reserve: the interest and rebates it promised, moved in from the earn account when it was created. */
export const fundReserveAccount = (fundId: bigint) => system('fund_reserve', fundId);
export const EARN_ACCOUNT = system('earn_payouts');

export const rebatesOf = (fund: Pick<TFundRow, 'rebate1_ppm' | 'rebate2_ppm' | 'rebate3_ppm'>): bigint[] => [fund.rebate1_ppm, fund.rebate2_ppm, fund.rebate3_ppm];

/** The UTC day (ms) a holding's day k (1-based) is. */
export const holdingDay = (h: Pick<THoldingRow, 'first_day'>, k: number): number => Number(h.first_day) + (k - 1) * DAY_MS;

/** Names in a locale, falling back to en-US, for a set of funds. */
export async function fundNames(db: TDbOrTx, fundIds: bigint[], locale: TLocale): Promise<Map<bigint, string>> {
  const names = new Map<bigint, string>();
  if (fundIds.length === 0) return names;
  const rows = await fundRepository.texts(db, [...new Set(fundIds)], [locale, 'en-US']);
  for (const r of rows) if (r.locale === 'en-US' && !names.has(r.fund_id)) names.set(r.fund_id, r.name);
  for (const r of rows) if (r.locale === locale) names.set(r.fund_id, r.name);
  return names;
}

/** What each fund's reserve account holds now. */
export async function reserveBalances(db: TDbOrTx, funds: Pick<TFundRow, 'id' | 'currency'>[]): Promise<Map<bigint, bigint>> {
  const balances = new Map<bigint, bigint>();
  if (funds.length === 0) return balances;
  const balanceOf = await balancesOf(db, funds.map((f) => fundReserveAccount(f.id)));
  for (const f of funds) balances.set(f.id, balanceOf(fundReserveAccount(f.id), f.currency));
  return balances;
}

/**
 * Funds as the calls answer them. A normal fund past its end shows as expired (1) at once; the
 * daily job writes that status at its next run.
 */
export async function presentFunds(db: TDbOrTx, rows: TFundRow[], locale: TLocale, now: number): Promise<TFund[]> {
  const names = await fundNames(db, rows.map((r) => r.id), locale);
  const reserves = await reserveBalances(db, rows);
  return rows.map((f) => {
    const money = (units: bigint) => formatAmount(units, f.currency);
    return {
      id: Number(f.id),
      name: names.get(f.id) ?? `#${f.id}`,
      currency: f.currency,
      dailyRate: ppmToRate(f.rate_ppm),
      cycleDays: Number(f.cycle_days),
      price: money(f.share_price),
      buyLimit: Number(f.buy_limit),
      totalShares: Number(f.pool_shares),
      soldShares: Number(f.sold_shares),
      totalAmount: money(f.pool_shares * f.share_price),
      participants: Number(f.participants),
      rebateRates: rebatesOf(f).map((r) => ppmToRate(r)),
      startTime: Number(f.start_at),
      endTime: Number(f.end_at),
      status: (f.status === 0n && BigInt(now) >= f.end_at ? 1 : Number(f.status)) as TFundStatus,
      reserve: money(reserves.get(f.id) ?? 0n),
      totalReturn: money(fundCycleInterest(f.share_price, f.rate_ppm, Number(f.cycle_days))),
    };
  });
}

export async function presentHoldings(db: TDbOrTx, rows: THoldingRow[], locale: TLocale): Promise<TFundHolding[]> {
  const fundIds = [...new Set(rows.map((r) => r.fund_id))];
  const names = await fundNames(db, fundIds, locale);
  const funds = await fundRepository.fundsByIds(db, fundIds);
  const currencyOf = new Map(funds.map((f) => [f.id, f.currency]));
  return rows.map((h) => {
    const currency = currencyOf.get(h.fund_id)!;
    const money = (units: bigint) => formatAmount(units, currency);
    const days = Number(h.cycle_days);
    return {
      id: String(h.id),
      fundId: Number(h.fund_id),
      fundName: names.get(h.fund_id) ?? `#${h.fund_id}`,
      currency,
      shares: Number(h.shares),
      buyAmount: money(h.principal),
      dailyRate: ppmToRate(h.rate_ppm),
      cycleDays: days,
      dailyEarnings: money(fundInterestThrough(h.principal, h.rate_ppm, 1)),
      totalEarnings: money(h.interest_paid),
      expectedEarnings: money(fundCycleInterest(h.principal, h.rate_ppm, days)),
      daysPaid: Number(h.days_paid),
      daysLeft: h.status === 'active' ? days - Number(h.days_paid) : 0,
      firstDay: Number(h.first_day),
      lastDay: holdingDay(h, days),
      status: h.status,
      boughtAt: Number(h.created_at),
      closedAt: h.closed_at === null ? null : Number(h.closed_at),
    };
  });
}
