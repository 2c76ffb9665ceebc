import { feeOn, marketMoney, parseUnits, protectiveLimitTicks, type TMarket } from '@exchange/contracts';
import type { TOrderSide } from './trade-types';

/** A book level as the depth feed gives it (Huobi's numbers): [price, base quantity]. */
export type TBookLevel = readonly [number, number];

/**
 * What a market order would do against the book the page shows, exactly (bigint units at each
 * asset's scale), by the server's own rules: the engine walks the opposite side best first at the
 * makers' prices, stops at the protective limit (protectiveLimitTicks, the server's function), a
 * market buy's budget buys whole lots only, and quotes and fees round as settle-fill.ts rounds them
 * (buyer pays up, seller gets down, fees up). The fee rounds per level here; the server rounds per
 * maker order, so it may charge a few smallest units more when a level holds several orders.
 */
export type TMarketEstimate = {
  /** Traded base units, before the fee. */
  base: bigint;
  /** Quote units: what a buyer pays (rounded up) or a seller gets (rounded down), before the fee. */
  quote: bigint;
  /** The fee at the taker rate, in the coin the order receives (base for a buy, quote for a sell). */
  fee: bigint;
  /** Ticks: the average (quote ÷ base, rounded down), the worst level reached, the protective limit. */
  avgTicks: bigint;
  worstTicks: bigint;
  limitTicks: bigint;
  /**
   * True when the book cannot fill the order within the limit: the rest would be cancelled by the
   * price protection (or finds no book at all).
   */
  isCut: boolean;
};

/** A level's number as exact units at `decimals` (the feed's numbers are shortest decimals of exact values). */
const unitsOf = (value: number, decimals: number): bigint => parseUnits(value.toFixed(decimals), decimals) ?? 0n;

/**
 * The estimate of a market order of `amount` units (a buy's quote to spend, a sell's base to sell)
 * against `levels`, the opposite side best first. Null when there is nothing to estimate (no amount).
 */
export function estimateMarketOrder(market: TMarket, side: TOrderSide, amount: bigint, levels: readonly TBookLevel[], rate: string): TMarketEstimate | null {
  if (amount <= 0n) return null;
  const money = marketMoney(market);
  const isBuy = side === 'buy';
  const empty = { base: 0n, quote: 0n, fee: 0n, avgTicks: 0n, worstTicks: 0n, limitTicks: 0n, isCut: true };
  if (levels.length === 0) return empty;
  const bestTicks = unitsOf(levels[0][0], market.pricePrecision);
  const limitTicks = protectiveLimitTicks(bestTicks, side, rate);
  let budget = isBuy ? money.tickLotsFor(amount) : 0n;
  let lotsLeft = isBuy ? 0n : money.lotsOf(amount);
  let tickLots = 0n;
  let lots = 0n;
  let fee = 0n;
  let worstTicks = 0n;
  /** The price of the level the walk stopped at, if it stopped before the feed ran out. */
  let stopTicks: bigint | undefined;
  for (const [price, quantity] of levels) {
    const ticks = unitsOf(price, market.pricePrecision);
    const levelLots = unitsOf(quantity, market.quantityPrecision);
    const take = isBuy ? min(levelLots, budget / ticks) : min(levelLots, lotsLeft);
    if ((isBuy ? ticks > limitTicks : ticks < limitTicks) || take <= 0n) {
      stopTicks = ticks;
      break;
    }
    const before = tickLots;
    tickLots += ticks * take;
    lots += take;
    worstTicks = ticks;
    // Each fill pays its fee on what it brings, rounded up (settle-fill.ts fillAmounts).
    fee += isBuy ? feeOn(money.baseOf(take), market.takerFee) : feeOn(money.quoteFloor(tickLots) - money.quoteFloor(before), market.takerFee);
    if (isBuy) budget -= ticks * take;
    else lotsLeft -= take;
    if (!isBuy && lotsLeft === 0n) break;
  }
  const base = money.baseOf(lots);
  const quote = isBuy ? money.quoteCeil(tickLots) : money.quoteFloor(tickLots);
  // Cut, as the engine ends it: a sell with anything left; a buy that traded nothing, or whose rest
  // could still buy a lot where it stopped (beyond the limit, or the last level when the book ran out).
  const isCut = isBuy ? lots === 0n || budget >= (stopTicks ?? worstTicks) : lotsLeft > 0n;
  return { base, quote, fee, avgTicks: money.averageTicks(base, quote), worstTicks, limitTicks, isCut };
}

const min = (a: bigint, b: bigint) => (a < b ? a : b);
