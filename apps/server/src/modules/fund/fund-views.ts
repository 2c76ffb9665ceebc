import type { Kysely } from 'kysely';
import { formatAmount, FUND_STATUS, type TFundDetail, type TFundEarning } from '@exchange/contracts';
import type { z } from 'zod';
import type { ZFundEarnings, ZFundHoldings, ZFundList } from '@exchange/contracts';
import type { TLocale } from '@exchange/i18n';
import type { TDatabase } from '../../platform/db/schema.js';
import { AppError } from '../../platform/errors.js';
import { fundNames, presentFunds, presentHoldings } from './fund-records.js';
import { fundRepository } from './fund.repository.js';

type TDb = Kysely<TDatabase>;
type TPageInput = { pageNo: number; pageSize: number };
const page = <T>(list: T[], total: bigint | number, input: TPageInput) => ({ list, totalRow: Number(total), pageNo: input.pageNo, pageSize: input.pageSize });

/** The funds, newest first, optionally of one status. */
export async function listFunds(db: TDb, now: number, input: z.output<typeof ZFundList>, locale: TLocale) {
  // A normal fund past its end is expired already (its status is written by the next daily run).
  const { total, rows } = await fundRepository.fundPage(db, now, input.status, input);
  return page(await presentFunds(db, rows, locale, now), total, input);
}

/**
 * One fund, with what the caller holds in it now and may still buy: the pool left, and with a
 * session the buy limit less every share they ever bought; 0 when the fund is not open.
 * @throws AppError fundNotFound
 */
export async function fundDetail(db: TDb, now: number, fundId: bigint, userId: bigint | null, locale: TLocale): Promise<TFundDetail> {
  const row = await fundRepository.findFund(db, fundId);
  if (!row) throw new AppError('fundNotFound');
  const [fund] = await presentFunds(db, [row], locale, now);
  const isOpen = row.status === BigInt(FUND_STATUS.normal) && BigInt(now) >= row.start_at && BigInt(now) < row.end_at;
  const poolLeft = row.pool_shares - row.sold_shares;
  if (userId === null) return { ...fund, myShares: null, canBuy: isOpen ? Number(poolLeft) : 0 };
  const held = await fundRepository.activeShares(db, row.id, userId);
  const bought = await fundRepository.userShares(db, row.id, userId);
  const limitLeft = row.buy_limit - (bought?.shares ?? 0n);
  const canBuy = !isOpen || limitLeft < 0n ? 0n : limitLeft < poolLeft ? limitLeft : poolLeft;
  return { ...fund, myShares: Number(held), canBuy: Number(canBuy) };
}

/** The caller's holdings, newest first, with the per-currency summary of the fund page's header. */
export async function listHoldings(db: TDb, userId: bigint, input: z.output<typeof ZFundHoldings>, locale: TLocale) {
  const { total, rows } = await fundRepository.holdingPage(db, userId, input.status, input);
  return { ...page(await presentHoldings(db, rows, locale), total, input), summary: { holdings: await holdingsSummary(db, userId) } };
}

/** Per currency: principal in active holdings, everything earned (interest and rebates), and what the last paid day brought. */
async function holdingsSummary(db: TDb, userId: bigint) {
  const principal = await fundRepository.activePrincipalByCurrency(db, userId);
  const earned = await fundRepository.earnedByCurrency(db, userId);
  const currencies = [...new Set([...principal.map((p) => p.currency), ...earned.map((e) => e.currency)])].sort();
  return Promise.all(
    currencies.map(async (currency) => {
      const e = earned.find((row) => row.currency === currency);
      const last = e ? await fundRepository.earnedOnDay(db, userId, currency, BigInt(e.last)) : null;
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
  const { total, rows } = await fundRepository.payoutPage(db, userId, { kind: input.kind, holdingId: input.holdingId ? BigInt(input.holdingId) : undefined }, input);
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
  return page(list, total, input);
}
