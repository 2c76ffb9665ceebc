import { z } from 'zod';
import type { Transaction } from 'kysely';
import { findAsset, formatAmount, fundReserve, readAmountOf, rateToPpm } from '@exchange/contracts';
import { LOCALES, type TLocale } from '@exchange/i18n';
import type { TDatabase } from '../../platform/db/schema.js';
import { postTransaction } from '../ledger/post-transaction.js';
import { OPERATOR_TIME_FORMS, readOperatorTime } from '../../platform/operator-time.js';
import { EARN_ACCOUNT, fundReserveAccount, type TFundRow } from './fund-records.js';
import { fundRepository } from './fund.repository.js';

/** When a fund opens and closes, as an operator typed it: UTC unless it carries an offset (platform/operator-time.ts). Null when it is not a time. */
export function readWhen(text: string, now: number): number | null {
  return readOperatorTime(text, now).ms ?? null;
}

const ZRate = (what: string, max: bigint) =>
  z.union([z.string(), z.number()]).transform((value, ctx) => {
    const ppm = rateToPpm(String(value));
    if (ppm === null || ppm > max) {
      ctx.addIssue({ code: 'custom', message: `${what} takes a decimal rate with at most 6 decimals, at most ${Number(max) / 1e6} (0.0002 = 0.02 %)` });
      return z.NEVER;
    }
    return ppm;
  });

/** What `fund:create FILE.json` reads. */
export const ZFundCreateFile = z.strictObject({
  names: z.record(z.string(), z.string().trim().min(1).max(100)).refine((names) => typeof names['en-US'] === 'string', 'names needs en-US (and should have all 14 languages)').refine(
    (names) => Object.keys(names).every((l) => (LOCALES as readonly string[]).includes(l)),
    `names takes only these languages: ${LOCALES.join(' ')}`,
  ),
  currency: z.string().trim().toUpperCase().refine((c) => findAsset(c) !== undefined, 'currency is not an asset of the catalogue'),
  dailyRate: ZRate('dailyRate', 100_000n),
  cycleDays: z.number().int().min(1).max(3650),
  price: z.union([z.string(), z.number()]).transform(String),
  buyLimit: z.number().int().min(1).max(1_000_000_000),
  totalShares: z.number().int().min(1).max(1_000_000_000),
  start: z.string().default('now'),
  end: z.string(),
  rebateRates: z.array(ZRate('a rebate rate', 1_000_000n)).length(3).prefault(['0', '0', '0']),
});
export type TFundCreateFile = z.input<typeof ZFundCreateFile>;

export type TFundTerms = {
  names: Partial<Record<TLocale, string>>;
  currency: string;
  ratePpm: bigint;
  cycleDays: number;
  price: bigint;
  buyLimit: number;
  totalShares: number;
  startAt: number;
  endAt: number;
  rebatePpm: [bigint, bigint, bigint];
};

/** Reads and checks a fund's terms. @throws Error saying what is wrong, for the operator */
export function readFundTerms(input: unknown, now: number): TFundTerms {
  const parsed = ZFundCreateFile.safeParse(input);
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => `${i.path.join('.') || 'file'}: ${i.message}`).join('\n'));
  const f = parsed.data;
  const price = readAmountOf(f.price, f.currency);
  if (price.problem || price.units <= 0n) throw new Error(`price takes a positive ${f.currency} amount`);
  const startAt = readWhen(f.start, now);
  const endAt = readWhen(f.end, now);
  if (startAt === null || endAt === null) throw new Error(`start and end take ${OPERATOR_TIME_FORMS}`);
  if (endAt <= startAt) throw new Error('end must be after start');
  if (f.buyLimit > f.totalShares) throw new Error('buyLimit cannot exceed totalShares');
  return {
    names: f.names as Partial<Record<TLocale, string>>,
    currency: f.currency,
    ratePpm: f.dailyRate,
    cycleDays: f.cycleDays,
    price: price.units,
    buyLimit: f.buyLimit,
    totalShares: f.totalShares,
    startAt,
    endAt,
    rebatePpm: f.rebateRates as [bigint, bigint, bigint],
  };
}

/**
 * Creates a fund in the caller's transaction: its row and names, and its reserve (the whole pool's
 * interest over a cycle plus each level's rebate on it, fundReserve) moved from the earn account to
 * system('fund_reserve', id) by a guarded posting: when the earn account cannot cover it, nothing
 * is created (earnAccountShort). No reserve, no fund.
 * @throws AppError earnAccountShort
 */
export async function createFund(tx: Transaction<TDatabase>, now: number, terms: TFundTerms, operator: string): Promise<TFundRow> {
  const reserve = fundReserve({ totalShares: BigInt(terms.totalShares), price: terms.price, ratePpm: terms.ratePpm, cycleDays: terms.cycleDays, rebatePpm: terms.rebatePpm });
  const row = await fundRepository.insertFund(tx, {
    currency: terms.currency,
    rate_ppm: terms.ratePpm,
    cycle_days: BigInt(terms.cycleDays),
    share_price: terms.price,
    buy_limit: BigInt(terms.buyLimit),
    pool_shares: BigInt(terms.totalShares),
    sold_shares: 0n,
    participants: 0n,
    start_at: BigInt(terms.startAt),
    end_at: BigInt(terms.endAt),
    status: 0n,
    rebate1_ppm: terms.rebatePpm[0],
    rebate2_ppm: terms.rebatePpm[1],
    rebate3_ppm: terms.rebatePpm[2],
    reserve: reserve.total,
    created_at: BigInt(now),
    created_by: operator,
    stopped_at: null,
  });
  await fundRepository.insertTexts(tx, Object.entries(terms.names).map(([locale, name]) => ({ fund_id: row.id, locale, name: name! })));
  if (reserve.total > 0n) {
    await postTransaction(tx, now, {
      type: 'fund_reserve',
      reference: `fund:${row.id}:reserve`,
      memo: `reserve of fund ${row.id}: interest ${formatAmount(reserve.interest, terms.currency)}, rebates ${reserve.rebates.map((r) => formatAmount(r, terms.currency)).join('/')}`,
      postings: [
        { account: EARN_ACCOUNT, asset: terms.currency, amount: -reserve.total, guard: 'earnAccountShort' },
        { account: fundReserveAccount(row.id), asset: terms.currency, amount: reserve.total },
      ],
    });
  }
  return row;
}
