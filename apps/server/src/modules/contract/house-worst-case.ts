import type { Kysely, Transaction } from 'kysely';
import { CONTRACT_MARGIN_ASSET, ceilDiv, findContractMarket, PPM, scaleOf } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import { priceTicksRepository } from '../prices/price-ticks.repository.js';
import { contractRepository } from './contract.repository.js';
import { loadAllContractParams, type TContractParams } from './contract-markets.js';

type TDb = Kysely<TDatabase> | Transaction<TDatabase>;

/**
 * One side of one market's holding positions, summed in SQL so the capital check costs one
 * grouped read whatever the number of positions: Σ lots, Σ lots × opening price, Σ margin ×
 * leverage, and Σ of the profit each already shows at the market's known price (never below zero
 * per position), in lot-ticks.
 */
type TSide = { symbol: string; direction: 'up' | 'down'; lots: bigint; lotsOpen: bigint; marginLeverage: bigint; profit: bigint };

async function openSides(db: TDb, prices: Map<string, bigint>): Promise<TSide[]> {
  const rows = await contractRepository.openSides(db, prices);
  const big = (v: unknown) => BigInt((v as string | number | bigint | null) ?? 0);
  return rows.map((r) => ({ symbol: r.symbol, direction: r.direction as 'up' | 'down', lots: big(r.lots), lotsOpen: big(r.lots_open), marginLeverage: big(r.ml), profit: big(r.profit) }));
}

/**
 * The house's gross worst case per market, in USDT units rounded up (issue 24): every open
 * position counted on its own, longs and shorts never netted: the profit it already shows at the
 * market's known price (never below zero) plus its value there times the market's adverse move
 * X, Σ max(0, s·Q·(P − P_open)) + ΣQ·P·X (positionWorstCase summed exactly, rounded once). Without
 * a known price, its own terms: ΣQ·P_open·X (at most margin × leverage × X, never zero). A market
 * without parameters or a definition still counts: margin × leverage (a 100 % move).
 */
export async function worstByMarket(db: TDb, params: Map<string, TContractParams>, priceOf: (symbol: string) => bigint | null): Promise<Map<string, bigint>> {
  const prices = new Map<string, bigint>();
  for (const symbol of params.keys()) {
    const price = priceOf(symbol);
    if (price !== null && price > 0n) prices.set(symbol, price);
  }
  const out = new Map<string, bigint>();
  for (const side of await openSides(db, prices)) {
    const market = findContractMarket(side.symbol);
    const movePpm = params.get(side.symbol)?.adverseMovePpm;
    let worst = side.marginLeverage;
    if (market && movePpm !== undefined) {
      const exponent = scaleOf(CONTRACT_MARGIN_ASSET) - market.pricePrecision - market.quantityPrecision;
      const [up, down] = exponent >= 0 ? [10n ** BigInt(exponent), 1n] : [1n, 10n ** BigInt(-exponent)];
      const price = prices.get(side.symbol);
      const ticks = price === undefined ? side.lotsOpen * movePpm : side.profit * PPM + side.lots * price * movePpm;
      worst = ceilDiv(ticks * up, PPM * down);
    }
    out.set(side.symbol, (out.get(side.symbol) ?? 0n) + worst);
  }
  return out;
}

/** The sum of worstByMarket over every market: what the contract house's balance must cover. */
export async function houseWorstCase(db: TDb, params: Map<string, TContractParams>, priceOf: (symbol: string) => bigint | null): Promise<bigint> {
  let total = 0n;
  for (const worst of (await worstByMarket(db, params, priceOf)).values()) total += worst;
  return total;
}

/** The newest recorded tick's price of each of these markets, read from the database (for callers without the price feed). */
export async function recordedPrices(db: TDb, symbols: string[]): Promise<Map<string, bigint>> {
  const out = new Map<string, bigint>();
  for (const symbol of symbols) {
    const tick = await priceTicksRepository.latest(db, symbol);
    if (tick) out.set(symbol, tick.price);
  }
  return out;
}

/** houseWorstCase at the newest recorded prices: for a funding transfer out of the house (ledger/promises.ts) and the audit. */
export async function houseWorstCaseRecorded(db: TDb): Promise<bigint> {
  const params = new Map((await loadAllContractParams(db)).map((p) => [p.symbol, p]));
  const prices = await recordedPrices(db, [...params.keys()]);
  return houseWorstCase(db, params, (symbol) => prices.get(symbol) ?? null);
}
