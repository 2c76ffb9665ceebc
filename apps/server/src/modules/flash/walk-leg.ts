import { OrderBook, type TRestingOrder } from '@exchange/engine';
import { fillAmounts } from '../spot/settle-fill.js';
import { marketUnits } from '../spot/units.js';
import type { TFlashLeg } from './flash-route.js';

/**
 * What a leg's market order would do against the book as it stands: in exact units of the coins.
 * `paid` is what it gives (a sell: base units; a buy: quote units, rounded up as spot charges),
 * `gross` what it gets before its fee and `fee` the taker fee on that (the coin it gets), `net`
 * = gross − fee, `left` what of a buy's budget it would not spend. `limitTicks` is the worst price
 * it touched. `isComplete`: the whole size traded (a sell) or what is left of the budget cannot
 * buy one more lot of what the book offers next (a buy); false when the book ran out or the
 * caller's own resting order stopped the walk (`isSelfStopped`).
 */
export type TLegWalk = {
  paid: bigint;
  gross: bigint;
  fee: bigint;
  net: bigint;
  left: bigint;
  limitTicks: bigint;
  isComplete: boolean;
  isSelfStopped: boolean;
};

/** An id no resting order has: the simulated taker lives only in the copy of the book. */
const TAKER_ID = -1;

/**
 * The orders a taker of `side` would meet, best first, until they cover `need` (lots for a sell,
 * tick-lots for a buy), plus the next one, so that the copy knows the price that comes after.
 */
function topOf(book: OrderBook, side: 'buy' | 'sell', need: bigint): TRestingOrder[] {
  const taken: TRestingOrder[] = [];
  let covered = 0n;
  for (const order of book.restingSide(side === 'sell' ? 'buy' : 'sell')) {
    taken.push(order);
    if (covered >= need) break;
    covered += side === 'sell' ? BigInt(order.remaining) : BigInt(order.remaining) * BigInt(order.price);
  }
  return taken;
}

/**
 * Simulates one leg exactly as the spot order path would match and settle it (spot-batch.ts,
 * settle-fill.ts): the top of the live opposite side is restored into a fresh book, the taker is
 * placed there as a market order owned by the caller (so self-trade prevention stops it on the
 * caller's own order as it would live), and each fill is settled with fillAmounts from the
 * taker's cumulative tick-lots. Pure and synchronous: the live book is read, never changed (a
 * batch the writer has matched but not yet committed may show; execution checks again anyway).
 * `size` must be a positive whole number of lots (a sell) or a budget within the market's
 * maximum order value (a buy).
 */
export function walkLeg(book: OrderBook, leg: TFlashLeg, size: bigint, userId: bigint): TLegWalk {
  const { market, side } = leg;
  const units = marketUnits(market);
  const isBuy = side === 'buy';
  const need = isBuy ? units.tickLotsFor(size) : units.lotsOf(size);
  const empty: TLegWalk = { paid: 0n, gross: 0n, fee: 0n, net: 0n, left: size, limitTicks: 0n, isComplete: false, isSelfStopped: false };
  if (need <= 0n) return empty;
  const copy = new OrderBook('cancel-taker');
  for (const order of topOf(book, side, need)) copy.restore(order);
  const result = copy.place({
    id: TAKER_ID,
    owner: Number(userId),
    side,
    kind: 'MKT',
    quantity: isBuy ? undefined : Number(need),
    budget: isBuy ? Number(need) : undefined,
  });
  let tickLots = 0n;
  let paid = 0n;
  let gross = 0n;
  let fee = 0n;
  for (const fill of result.fills) {
    const amounts = fillAmounts(market, fill, isBuy ? tickLots : 0n, isBuy ? 0n : tickLots, side);
    tickLots += amounts.tickLots;
    paid += isBuy ? amounts.pays : amounts.base;
    gross += isBuy ? amounts.base : amounts.gets;
    fee += isBuy ? amounts.buyerFee : amounts.sellerFee;
  }
  const isSelfStopped = result.reason === 'self-trade';
  if (result.fills.length === 0) return { ...empty, isSelfStopped };
  const lastPrice = result.fills[result.fills.length - 1].price;
  const next = isBuy ? copy.bestAsk() : copy.bestBid();
  const isComplete = !isSelfStopped && (isBuy ? result.budgetLeft < (next ?? lastPrice) : result.remaining === 0);
  return { paid, gross, fee, net: gross - fee, left: isBuy ? size - paid : 0n, limitTicks: BigInt(lastPrice), isComplete, isSelfStopped };
}
