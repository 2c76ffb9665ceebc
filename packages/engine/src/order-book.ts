import type { TFill, TIncomingOrder, TOrderId, TPlaceResult, TRestingOrder, TSelfTrade, TSide } from './types.js';

/** A resting order: a node of its price level's FIFO list, so cancelling it is O(1). */
type TNode = {
  id: TOrderId;
  owner: number;
  side: TSide;
  price: number;
  remaining: number;
  level: TLevel;
  prev: TNode | null;
  next: TNode | null;
};

type TLevel = { price: number; total: number; count: number; head: TNode | null; tail: TNode | null };

/**
 * One side of the book. Prices are kept in an array sorted so that the best price is last:
 * reading or removing the best level is O(1); a new level costs a binary search and a splice.
 */
class BookSide {
  readonly levels = new Map<number, TLevel>();
  /** Bids ascending, asks descending: the best is always at the end. */
  readonly prices: number[] = [];

  constructor(readonly side: TSide) {}

  best(): TLevel | undefined {
    const price = this.prices[this.prices.length - 1];
    return price === undefined ? undefined : this.levels.get(price);
  }

  /** True when `a` is a better price than `b` for this side. */
  isBetter(a: number, b: number): boolean {
    return this.side === 'buy' ? a > b : a < b;
  }

  private indexOf(price: number): number {
    let lo = 0;
    let hi = this.prices.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      // Worse prices come first in the array.
      if (this.isBetter(price, this.prices[mid])) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  levelFor(price: number): TLevel {
    let level = this.levels.get(price);
    if (!level) {
      level = { price, total: 0, count: 0, head: null, tail: null };
      this.levels.set(price, level);
      const best = this.prices[this.prices.length - 1];
      if (best === undefined || this.isBetter(price, best)) this.prices.push(price);
      else this.prices.splice(this.indexOf(price), 0, price);
    }
    return level;
  }

  removeLevel(level: TLevel): void {
    this.levels.delete(level.price);
    const last = this.prices.length - 1;
    if (this.prices[last] === level.price) {
      this.prices.pop();
      return;
    }
    const index = this.indexOf(level.price);
    if (this.prices[index] === level.price) this.prices.splice(index, 1);
  }

  append(node: TNode): void {
    const level = node.level;
    node.prev = level.tail;
    node.next = null;
    if (level.tail) level.tail.next = node;
    else level.head = node;
    level.tail = node;
    level.total += node.remaining;
    level.count += 1;
  }

  unlink(node: TNode): void {
    const level = node.level;
    if (node.prev) node.prev.next = node.next;
    else level.head = node.next;
    if (node.next) node.next.prev = node.prev;
    else level.tail = node.prev;
    level.total -= node.remaining;
    level.count -= 1;
    node.prev = node.next = null;
    if (level.count === 0) this.removeLevel(level);
  }
}

function assertLots(value: number | undefined, name: string): number {
  if (value === undefined || !Number.isSafeInteger(value) || value <= 0) throw new RangeError(`${name} must be a positive safe integer`);
  return value;
}

/**
 * A price-time priority order book for one market: pure, synchronous and deterministic (ids come
 * from the caller; no clock, no randomness, no I/O). Limit and market orders, partial fills, IOC,
 * post-only and self-trade prevention. The caller owns persistence: it applies a result to the
 * database and, if that fails, rebuilds the book (ARCHITECTURE.md "Trading core").
 */
export class OrderBook {
  private readonly bids = new BookSide('buy');
  private readonly asks = new BookSide('sell');
  private readonly orders = new Map<TOrderId, TNode>();

  constructor(private readonly defaultSelfTrade: TSelfTrade = 'cancel-taker') {}

  get size(): number {
    return this.orders.size;
  }

  bestBid(): number | undefined {
    return this.bids.best()?.price;
  }

  bestAsk(): number | undefined {
    return this.asks.best()?.price;
  }

  get(id: TOrderId): TRestingOrder | undefined {
    const node = this.orders.get(id);
    return node && { id: node.id, owner: node.owner, side: node.side, price: node.price, remaining: node.remaining };
  }

  /** Aggregated levels, best first: [price, total lots, order count]. */
  depth(rows: number): { bids: [number, number, number][]; asks: [number, number, number][] } {
    const read = (side: BookSide) => {
      const out: [number, number, number][] = [];
      for (let i = side.prices.length - 1; i >= 0 && out.length < rows; i -= 1) {
        const level = side.levels.get(side.prices[i])!;
        out.push([level.price, level.total, level.count]);
      }
      return out;
    };
    return { bids: read(this.bids), asks: read(this.asks) };
  }

  /** Every resting order in priority order per side (for snapshots and tests). */
  *resting(): Generator<TRestingOrder> {
    yield* this.restingSide('buy');
    yield* this.restingSide('sell');
  }

  /**
   * The resting orders of one side in the order a taker would meet them: best price first, then
   * time. Lazy, so a caller that needs only the top of the book (a quote walking it) stops early;
   * the book must not change while it is read.
   */
  *restingSide(side: TSide): Generator<TRestingOrder> {
    const book = side === 'buy' ? this.bids : this.asks;
    for (let i = book.prices.length - 1; i >= 0; i -= 1) {
      for (let node = book.levels.get(book.prices[i])!.head; node; node = node.next) {
        yield { id: node.id, owner: node.owner, side: node.side, price: node.price, remaining: node.remaining };
      }
    }
  }

  /** Removes a resting order in O(1); undefined when it is not on the book. */
  cancel(id: TOrderId): TRestingOrder | undefined {
    const node = this.remove(id);
    return node && { id: node.id, owner: node.owner, side: node.side, price: node.price, remaining: node.remaining };
  }

  private remove(id: TOrderId): TNode | undefined {
    const node = this.orders.get(id);
    if (!node) return undefined;
    this.orders.delete(id);
    (node.side === 'buy' ? this.bids : this.asks).unlink(node);
    return node;
  }

  /**
   * Moves a resting order to a new price: it loses its time priority and may trade at once, as a
   * new order would. Undefined when the order is not on the book.
   */
  move(id: TOrderId, price: number): TPlaceResult | undefined {
    const node = this.remove(id);
    if (!node) return undefined;
    return this.place({ id, owner: node.owner, side: node.side, kind: 'LMT', price, quantity: node.remaining });
  }

  /**
   * Puts an order back on the book without matching, at the back of its level: for rebuilding
   * books from the database at start-up, in the original time order.
   */
  restore(order: TRestingOrder): void {
    if (this.orders.has(order.id)) throw new Error(`order ${order.id} is already on the book`);
    const side = order.side === 'buy' ? this.bids : this.asks;
    const node: TNode = { ...order, level: side.levelFor(order.price), prev: null, next: null };
    side.append(node);
    this.orders.set(order.id, node);
  }

  /**
   * The lots an incoming order could take now, walking the opposite side from its best level up to
   * `price`, counting no further than `wanted`: self-trade prevention that stops the taker stops
   * the count at the owner's first resting order, as matching would.
   */
  private fillable(opposite: BookSide, price: number, owner: number, selfTrade: TSelfTrade, wanted: number): number {
    let total = 0;
    for (let i = opposite.prices.length - 1; i >= 0 && total < wanted; i -= 1) {
      const level = opposite.levels.get(opposite.prices[i])!;
      if (opposite.side === 'sell' ? level.price > price : level.price < price) break;
      for (let node = level.head; node && total < wanted; node = node.next) {
        if (node.owner === owner) {
          if (selfTrade !== 'cancel-maker') return total;
          continue;
        }
        total += node.remaining;
      }
    }
    return total;
  }

  place(order: TIncomingOrder): TPlaceResult {
    if (this.orders.has(order.id)) throw new Error(`order ${order.id} is already on the book`);
    const isMarket = order.kind === 'MKT';
    const isBuy = order.side === 'buy';
    const unlimited = isBuy ? Infinity : -Infinity;
    // A market order's protective limit bounds its walk exactly as a limit price would.
    const price = isMarket ? (order.limitPrice === undefined ? unlimited : assertLots(order.limitPrice, 'limitPrice')) : assertLots(order.price, 'price');
    let remaining = isMarket && isBuy ? Infinity : assertLots(order.quantity, 'quantity');
    let budget = isMarket && isBuy ? assertLots(order.budget, 'budget') : Infinity;
    const opposite = isBuy ? this.asks : this.bids;

    const result: TPlaceResult = { outcome: 'filled', fills: [], remaining: 0, budgetLeft: 0, cancelledMakers: [] };
    if (order.postOnly && !isMarket) {
      const best = opposite.best();
      if (best && (isBuy ? best.price <= price : best.price >= price)) {
        result.outcome = 'rejected';
        result.remaining = remaining;
        result.reason = 'post-only-would-take';
        return result;
      }
    }

    const selfTrade = order.selfTrade ?? this.defaultSelfTrade;
    // Fill or kill: all of it at once within its price, or nothing at all (the book untouched).
    if (order.timeInForce === 'FOK' && !isMarket && this.fillable(opposite, price, order.owner, selfTrade, remaining) < remaining) {
      result.outcome = 'cancelled';
      result.remaining = remaining;
      result.reason = 'fill-or-kill';
      return result;
    }
    let isStoppedBySelfTrade = false;
    matching: while (remaining > 0) {
      const level = opposite.best();
      if (!level || (isBuy ? level.price > price : level.price < price)) break;
      let node = level.head;
      while (node) {
        const next = node.next;
        if (node.owner === order.owner) {
          if (selfTrade !== 'cancel-taker') {
            this.orders.delete(node.id);
            opposite.unlink(node);
            result.cancelledMakers.push(node.id);
          }
          if (selfTrade !== 'cancel-maker') {
            isStoppedBySelfTrade = true;
            break matching;
          }
          node = next;
          continue;
        }
        let quantity = Math.min(remaining, node.remaining);
        if (budget !== Infinity) quantity = Math.min(quantity, Math.floor(budget / level.price));
        if (quantity <= 0) break matching;
        node.remaining -= quantity;
        level.total -= quantity;
        if (remaining !== Infinity) remaining -= quantity;
        if (budget !== Infinity) budget -= quantity * level.price;
        const isMakerDone = node.remaining === 0;
        result.fills.push({
          makerId: node.id,
          makerOwner: node.owner,
          takerId: order.id,
          takerOwner: order.owner,
          price: level.price,
          quantity,
          isMakerDone,
        });
        if (isMakerDone) {
          this.orders.delete(node.id);
          opposite.unlink(node);
        }
        if (remaining === 0) break matching;
        node = next;
      }
    }

    result.budgetLeft = budget === Infinity ? 0 : budget;
    if (isMarket) {
      result.remaining = remaining === Infinity ? 0 : remaining;
      // A market buy is done when what is left cannot buy one lot more; a market sell when all sold.
      const lastPrice = result.fills.length > 0 ? result.fills[result.fills.length - 1].price : 0;
      const nextPrice = opposite.best()?.price ?? lastPrice;
      const isDone = isBuy ? result.fills.length > 0 && budget < nextPrice : remaining === 0;
      // Stopped by the limit: the next level is beyond it and could have taken at least one lot more.
      const beyond = opposite.best()?.price;
      const isProtected = !isDone && !isStoppedBySelfTrade && beyond !== undefined && (isBuy ? beyond > price && budget >= beyond : beyond < price);
      result.outcome = isDone && !isStoppedBySelfTrade ? 'filled' : 'cancelled';
      if (isStoppedBySelfTrade) result.reason = 'self-trade';
      else if (isProtected) result.reason = 'price-protection';
      else if (result.fills.length === 0) result.reason = 'no-liquidity';
      return result;
    }
    result.remaining = remaining;
    if (remaining === 0) return result;
    if (isStoppedBySelfTrade || order.timeInForce === 'IOC' || order.timeInForce === 'FOK') {
      result.outcome = 'cancelled';
      if (isStoppedBySelfTrade) result.reason = 'self-trade';
      return result;
    }
    const side = isBuy ? this.bids : this.asks;
    const node: TNode = { id: order.id, owner: order.owner, side: order.side, price, remaining, level: side.levelFor(price), prev: null, next: null };
    side.append(node);
    this.orders.set(order.id, node);
    result.outcome = 'resting';
    return result;
  }
}
