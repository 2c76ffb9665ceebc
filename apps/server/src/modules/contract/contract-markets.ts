import type { Kysely, Selectable, Transaction } from 'kysely';
import { CONTRACT_MARKETS, CONTRACT_QUOTE, readAmountOf } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TContractMarketsTable } from '../../platform/db/schema-contract.js';
import type { TClock } from '../../platform/clock.js';
import { contractRepository } from './contract.repository.js';

type TDb = Kysely<TDatabase> | Transaction<TDatabase>;
export type TContractMarketRow = Selectable<TContractMarketsTable>;

/** A market's operator parameters, read from its row. Rates in ppm, amounts in USDT units. */
export type TContractParams = {
  symbol: string;
  isEnabled: boolean;
  leverages: bigint[];
  maxLeverage: bigint;
  mmrPpm: bigint;
  openFeePpm: bigint;
  closeFeePpm: bigint;
  liquidationFeePpm: bigint;
  minMargin: bigint;
  maxMargin: bigint;
  oiLimit: bigint;
  adverseMovePpm: bigint;
};

const usdt = (text: string) => readAmountOf(text, CONTRACT_QUOTE).units!;

/**
 * What a new installation starts with (issue 13): leverages 5–100, maintenance margin 0.5 %,
 * opening and closing fees 0.05 % of the position value, liquidation fee 0.5 %, margin from 1 to
 * 100,000 USDT, and the house's capital must cover a 20 % move against it. The open-interest limit
 * is larger on the two deep markets than on the others.
 */
export function defaultContractParams(symbol: string): TContractParams {
  const isMajor = symbol === 'btcusdt' || symbol === 'ethusdt';
  return {
    symbol,
    isEnabled: true,
    leverages: [5n, 10n, 20n, 50n, 100n],
    maxLeverage: 100n,
    mmrPpm: 5_000n,
    openFeePpm: 500n,
    closeFeePpm: 500n,
    liquidationFeePpm: 5_000n,
    minMargin: usdt('1'),
    maxMargin: usdt('100000'),
    oiLimit: usdt(isMajor ? '5000000' : '1000000'),
    adverseMovePpm: 200_000n,
  };
}

export function paramsOf(row: TContractMarketRow): TContractParams {
  return {
    symbol: row.symbol,
    isEnabled: row.enabled === 1n,
    leverages: row.leverages.split(',').filter(Boolean).map((l) => BigInt(l)),
    maxLeverage: row.max_leverage,
    mmrPpm: row.mmr_ppm,
    openFeePpm: row.open_fee_ppm,
    closeFeePpm: row.close_fee_ppm,
    liquidationFeePpm: row.liquidation_fee_ppm,
    minMargin: row.min_margin,
    maxMargin: row.max_margin,
    oiLimit: row.oi_limit,
    adverseMovePpm: row.adverse_move_ppm,
  };
}

export function rowOf(params: TContractParams, now: number, by: string): TContractMarketRow {
  return {
    symbol: params.symbol,
    enabled: params.isEnabled ? 1n : 0n,
    leverages: params.leverages.join(','),
    max_leverage: params.maxLeverage,
    mmr_ppm: params.mmrPpm,
    open_fee_ppm: params.openFeePpm,
    close_fee_ppm: params.closeFeePpm,
    liquidation_fee_ppm: params.liquidationFeePpm,
    min_margin: params.minMargin,
    max_margin: params.maxMargin,
    oi_limit: params.oiLimit,
    adverse_move_ppm: params.adverseMovePpm,
    updated_at: BigInt(now),
    updated_by: by,
  };
}

/** Seeds the defaults of every contract market that has no row (never over an operator's change). */
export async function seedContractMarkets(ctx: { db: Kysely<TDatabase>; clock: TClock }): Promise<void> {
  const rows = CONTRACT_MARKETS.map((m) => rowOf(defaultContractParams(m.symbol), ctx.clock.now(), 'default'));
  await contractRepository.seedMarkets(ctx.db, rows, CONTRACT_MARKETS.map((m) => m.symbol));
}

export async function loadContractParams(db: TDb, symbol: string): Promise<TContractParams | null> {
  const row = await contractRepository.findMarket(db, symbol);
  return row ? paramsOf(row) : null;
}

export async function loadAllContractParams(db: TDb): Promise<TContractParams[]> {
  const rows = await contractRepository.allMarkets(db);
  const known = new Set(CONTRACT_MARKETS.map((m) => m.symbol));
  return rows.filter((r) => known.has(r.symbol)).map(paramsOf);
}

/** The highest leverage offered in a country (null: no cap there). */
export async function leverageCapOf(db: TDb, country: string | null): Promise<bigint | null> {
  if (!country) return null;
  return contractRepository.leverageCap(db, country);
}

/**
 * The leverages a caller may choose: the market's list up to its maximum and the country's cap.
 * Where the cap is below every leverage of the list, the cap itself is offered (2:1 where the law
 * says 2:1), rather than nothing.
 */
export function allowedLeverages(params: TContractParams, cap: bigint | null): bigint[] {
  const listed = params.leverages.filter((l) => l <= params.maxLeverage && (cap === null || l <= cap));
  return listed.length === 0 && cap !== null && cap <= params.maxLeverage ? [cap] : listed;
}
