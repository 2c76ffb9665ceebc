import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OrderBook } from './order-book.js';
import type { TFill, TIncomingOrder, TSide } from './types.js';

const limit = (id: number, owner: number, side: TSide, price: number, quantity: number, extra: Partial<TIncomingOrder> = {}): TIncomingOrder => ({
  id,
  owner,
  side,
  kind: 'LMT',
  price,
  quantity,
  ...extra,
});

describe('order book', () => {
  it('matches by price, then time, at the maker price', () => {
    const book = new OrderBook();
    book.place(limit(1, 1, 'sell', 101, 5));
    book.place(limit(2, 2, 'sell', 100, 5));
    book.place(limit(3, 3, 'sell', 100, 5));
    const result = book.place(limit(4, 4, 'buy', 101, 12));
    expect(result.fills.map((f) => [f.makerId, f.price, f.quantity])).toEqual([
      [2, 100, 5],
      [3, 100, 5],
      [1, 101, 2],
    ]);
    expect(result.outcome).toBe('filled');
    expect(book.get(1)?.remaining).toBe(3);
    expect(book.depth(5)).toEqual({ bids: [], asks: [[101, 3, 1]] });
  });

  it('rests the remainder of a limit order and reports depth best first', () => {
    const book = new OrderBook();
    book.place(limit(1, 1, 'sell', 105, 2));
    const result = book.place(limit(2, 2, 'buy', 106, 5));
    expect(result).toMatchObject({ outcome: 'resting', remaining: 3 });
    book.place(limit(3, 3, 'buy', 104, 1));
    book.place(limit(4, 3, 'buy', 106, 1));
    expect(book.depth(2).bids).toEqual([
      [106, 4, 2],
      [104, 1, 1],
    ]);
    expect(book.bestBid()).toBe(106);
    expect(book.bestAsk()).toBeUndefined();
  });

  it('market sell sells a quantity; market buy spends a budget of tick-lots', () => {
    const book = new OrderBook();
    book.place(limit(1, 1, 'buy', 99, 3));
    book.place(limit(2, 1, 'buy', 98, 3));
    const sell = book.place({ id: 3, owner: 2, side: 'sell', kind: 'MKT', quantity: 4 });
    expect(sell.fills.map((f) => [f.price, f.quantity])).toEqual([
      [99, 3],
      [98, 1],
    ]);
    expect(sell.outcome).toBe('filled');
    const fresh = new OrderBook();
    fresh.place(limit(4, 1, 'sell', 50, 2));
    fresh.place(limit(5, 1, 'sell', 60, 10));
    const buy = fresh.place({ id: 6, owner: 2, side: 'buy', kind: 'MKT', budget: 250 });
    // 2 lots at 50 (100), then 2 at 60 (120): 30 left cannot buy another lot at 60.
    expect(buy.fills.map((f) => [f.price, f.quantity])).toEqual([
      [50, 2],
      [60, 2],
    ]);
    expect(buy).toMatchObject({ outcome: 'filled', budgetLeft: 30 });
  });

  it('cancels what a market order cannot fill, and says there was no liquidity', () => {
    const book = new OrderBook();
    expect(book.place({ id: 1, owner: 1, side: 'sell', kind: 'MKT', quantity: 5 })).toMatchObject({ outcome: 'cancelled', reason: 'no-liquidity', remaining: 5 });
    book.place(limit(2, 2, 'buy', 10, 2));
    expect(book.place({ id: 3, owner: 1, side: 'sell', kind: 'MKT', quantity: 5 })).toMatchObject({ outcome: 'cancelled', remaining: 3 });
    expect(book.size).toBe(0);
  });

  it('IOC never rests; post-only never takes', () => {
    const book = new OrderBook();
    book.place(limit(1, 1, 'sell', 100, 1));
    expect(book.place(limit(2, 2, 'buy', 100, 3, { timeInForce: 'IOC' }))).toMatchObject({ outcome: 'cancelled', remaining: 2 });
    book.place(limit(3, 1, 'sell', 100, 1));
    expect(book.place(limit(4, 2, 'buy', 100, 1, { postOnly: true }))).toMatchObject({ outcome: 'rejected', reason: 'post-only-would-take' });
    expect(book.get(3)?.remaining).toBe(1);
    expect(book.place(limit(5, 2, 'buy', 99, 1, { postOnly: true })).outcome).toBe('resting');
  });

  it('FOK trades all of it at once within its price, or nothing and leaves the book as it was', () => {
    const book = new OrderBook();
    book.place(limit(1, 1, 'sell', 100, 2));
    book.place(limit(2, 1, 'sell', 101, 2));
    book.place(limit(3, 1, 'sell', 103, 5));
    // 4 lots within 101: not 5, so nothing trades.
    expect(book.place(limit(4, 2, 'buy', 101, 5, { timeInForce: 'FOK' }))).toMatchObject({ outcome: 'cancelled', reason: 'fill-or-kill', fills: [], remaining: 5 });
    expect(book.depth(10).asks).toEqual([[100, 2, 1], [101, 2, 1], [103, 5, 1]]);
    // Its own resting order stops it as matching would (cancel-taker).
    book.place(limit(5, 2, 'sell', 100, 1));
    expect(book.place(limit(6, 2, 'buy', 101, 3, { timeInForce: 'FOK' })).fills).toEqual([]);
    book.cancel(5);
    const all = book.place(limit(7, 2, 'buy', 101, 4, { timeInForce: 'FOK' }));
    expect(all).toMatchObject({ outcome: 'filled', remaining: 0 });
    expect(all.fills.map((f) => [f.price, f.quantity])).toEqual([[100, 2], [101, 2]]);
    // A sell FOK counts the bids down to its price.
    book.place(limit(8, 3, 'buy', 90, 1));
    expect(book.place(limit(9, 4, 'sell', 91, 1, { timeInForce: 'FOK' })).outcome).toBe('cancelled');
    expect(book.place(limit(10, 4, 'sell', 90, 1, { timeInForce: 'FOK' })).outcome).toBe('filled');
  });

  it('prevents self-trades by cancelling the taker, the maker, or both', () => {
    const taker = new OrderBook();
    taker.place(limit(1, 7, 'sell', 100, 1));
    taker.place(limit(2, 8, 'sell', 101, 1));
    expect(taker.place(limit(3, 7, 'buy', 101, 2))).toMatchObject({ outcome: 'cancelled', reason: 'self-trade', fills: [] });
    expect(taker.get(1)).toBeDefined();

    const maker = new OrderBook('cancel-maker');
    maker.place(limit(1, 7, 'sell', 100, 1));
    maker.place(limit(2, 8, 'sell', 101, 1));
    const result = maker.place(limit(3, 7, 'buy', 101, 2));
    expect(result.cancelledMakers).toEqual([1]);
    expect(result.fills.map((f) => f.makerId)).toEqual([2]);
    expect(result).toMatchObject({ outcome: 'resting', remaining: 1 });

    const both = new OrderBook('cancel-both');
    both.place(limit(1, 7, 'sell', 100, 1));
    expect(both.place(limit(2, 7, 'buy', 100, 1))).toMatchObject({ outcome: 'cancelled', cancelledMakers: [1] });
    expect(both.size).toBe(0);
  });

  it('cancels from the middle of a level and keeps the others in time order', () => {
    const book = new OrderBook();
    for (let id = 1; id <= 5; id += 1) book.place(limit(id, id, 'buy', 100, 1));
    expect(book.cancel(3)?.remaining).toBe(1);
    expect(book.cancel(3)).toBeUndefined();
    const result = book.place(limit(9, 9, 'sell', 100, 4));
    expect(result.fills.map((f) => f.makerId)).toEqual([1, 2, 4, 5]);
  });

  it('restores resting orders in their original time order without matching', () => {
    const book = new OrderBook();
    book.restore({ id: 1, owner: 1, side: 'buy', price: 100, remaining: 2 });
    book.restore({ id: 2, owner: 2, side: 'buy', price: 100, remaining: 2 });
    expect(() => book.restore({ id: 2, owner: 2, side: 'buy', price: 100, remaining: 2 })).toThrow();
    expect(book.place(limit(3, 3, 'sell', 100, 3)).fills.map((f) => [f.makerId, f.quantity])).toEqual([
      [1, 2],
      [2, 1],
    ]);
  });

  it('refuses quantities and prices that are not positive safe integers', () => {
    const book = new OrderBook();
    expect(() => book.place(limit(1, 1, 'buy', 0, 1))).toThrow(RangeError);
    expect(() => book.place(limit(1, 1, 'buy', 1.5, 1))).toThrow(RangeError);
    expect(() => book.place(limit(1, 1, 'buy', 1, 2 ** 53))).toThrow(RangeError);
  });
});

/** The naive reference: every resting order in an array, matched by sorting on each order. */
class ReferenceBook {
  orders: { id: number; owner: number; side: TSide; price: number; remaining: number; seq: number }[] = [];
  seq = 0;

  place(o: TIncomingOrder): { fills: [number, number, number][]; outcome: string } {
    const fills: [number, number, number][] = [];
    let remaining = o.quantity!;
    const crosses = (p: number) => (o.side === 'buy' ? p <= o.price! : p >= o.price!);
    const candidates = this.orders
      .filter((r) => r.side !== o.side && crosses(r.price))
      .sort((a, b) => (o.side === 'buy' ? a.price - b.price : b.price - a.price) || a.seq - b.seq);
    for (const maker of candidates) {
      if (remaining === 0) break;
      if (maker.owner === o.owner) {
        this.orders = this.orders.filter((r) => r.remaining > 0);
        return { fills, outcome: 'cancelled' };
      }
      const quantity = Math.min(remaining, maker.remaining);
      maker.remaining -= quantity;
      remaining -= quantity;
      fills.push([maker.id, maker.price, quantity]);
    }
    this.orders = this.orders.filter((r) => r.remaining > 0);
    if (remaining === 0) return { fills, outcome: 'filled' };
    this.orders.push({ id: o.id, owner: o.owner, side: o.side, price: o.price!, remaining, seq: this.seq++ });
    return { fills, outcome: 'resting' };
  }

  cancel(id: number) {
    this.orders = this.orders.filter((r) => r.id !== id);
  }
}

describe('order book against a naive reference', () => {
  it('produces the same fills and the same resting orders for random flows', () => {
    const action = fc.oneof(
      { weight: 4, arbitrary: fc.record({ kind: fc.constant('place' as const), owner: fc.integer({ min: 1, max: 4 }), side: fc.constantFrom<TSide>('buy', 'sell'), price: fc.integer({ min: 95, max: 105 }), quantity: fc.integer({ min: 1, max: 20 }) }) },
      { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat(50) }) },
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 150 }), (actions) => {
        const book = new OrderBook();
        const reference = new ReferenceBook();
        let id = 0;
        for (const a of actions) {
          if (a.kind === 'cancel') {
            const resting = reference.orders;
            if (resting.length === 0) continue;
            const target = resting[a.pick % resting.length].id;
            expect(book.cancel(target)?.id).toBe(target);
            reference.cancel(target);
            continue;
          }
          id += 1;
          const order = limit(id, a.owner, a.side, a.price, a.quantity);
          const got = book.place(order);
          const want = reference.place(order);
          expect(got.fills.map((f: TFill) => [f.makerId, f.price, f.quantity])).toEqual(want.fills);
          expect(got.outcome).toBe(want.outcome);
          const bid = book.bestBid();
          const ask = book.bestAsk();
          if (bid !== undefined && ask !== undefined) expect(bid).toBeLessThan(ask);
        }
        const sortKey = (o: { id: number }) => o.id;
        expect([...book.resting()].map((o) => [o.id, o.remaining]).sort((a, b) => a[0] - b[0])).toEqual(
          reference.orders.sort((a, b) => sortKey(a) - sortKey(b)).map((o) => [o.id, o.remaining]),
        );
      }),
      { numRuns: 300 },
    );
  });
});

describe('moving an order', () => {
  it('re-queues it at the back of its new level, trading if it now crosses', () => {
    const book = new OrderBook();
    book.place(limit(1, 1, 'buy', 99, 1));
    book.place(limit(2, 2, 'buy', 100, 1));
    book.place(limit(3, 3, 'sell', 105, 1));
    book.move(1, 100);
    expect(book.place(limit(4, 4, 'sell', 100, 1)).fills[0].makerId).toBe(2);
    const crossing = book.move(1, 105);
    expect(crossing?.fills.map((f) => f.makerId)).toEqual([3]);
    expect(book.move(99, 1)).toBeUndefined();
  });
});

describe('market order price protection', () => {
  /** A thin ask side: 1 lot at each of 100..105. */
  const thinAsks = () => {
    const book = new OrderBook();
    for (let i = 0; i <= 5; i += 1) book.place(limit(i + 1, 1, 'sell', 100 + i, 1));
    return book;
  };

  it('stops a market buy at its limit and cancels the rest, saying why', () => {
    const book = thinAsks();
    const result = book.place({ id: 9, owner: 2, side: 'buy', kind: 'MKT', budget: 1000, limitPrice: 102 });
    expect(result.fills.map((f) => f.price)).toEqual([100, 101, 102]);
    expect(result).toMatchObject({ outcome: 'cancelled', reason: 'price-protection', budgetLeft: 1000 - 303 });
    // Beyond the limit the book is untouched, and the taker never rests.
    expect(book.depth(5).asks).toEqual([
      [103, 1, 1],
      [104, 1, 1],
      [105, 1, 1],
    ]);
    expect(book.get(9)).toBeUndefined();
  });

  it('stops a market sell at its limit, leaving the unsold lots', () => {
    const book = new OrderBook();
    book.place(limit(1, 1, 'buy', 100, 2));
    book.place(limit(2, 1, 'buy', 97, 2));
    const result = book.place({ id: 3, owner: 2, side: 'sell', kind: 'MKT', quantity: 5, limitPrice: 98 });
    expect(result.fills.map((f) => [f.price, f.quantity])).toEqual([[100, 2]]);
    expect(result).toMatchObject({ outcome: 'cancelled', reason: 'price-protection', remaining: 3 });
  });

  it('is not the reason when the order filled within the limit or the budget could not buy a lot beyond it', () => {
    const book = thinAsks();
    expect(book.place({ id: 9, owner: 2, side: 'buy', kind: 'MKT', budget: 250, limitPrice: 105 })).toMatchObject({ outcome: 'filled', budgetLeft: 49 });
    expect(book.place({ id: 10, owner: 2, side: 'buy', kind: 'MKT', budget: 200, limitPrice: 102 })).toMatchObject({ outcome: 'filled', budgetLeft: 98 });
    const empty = new OrderBook();
    expect(empty.place({ id: 1, owner: 2, side: 'sell', kind: 'MKT', quantity: 1, limitPrice: 5 })).toMatchObject({ reason: 'no-liquidity' });
    // Nothing within the limit at all: cancelled, no fill, price protection.
    expect(thinAsks().place({ id: 9, owner: 2, side: 'buy', kind: 'MKT', budget: 500, limitPrice: 99 })).toMatchObject({ outcome: 'cancelled', fills: [], reason: 'price-protection' });
  });

  it('refuses a limit that is not a positive safe integer', () => {
    expect(() => thinAsks().place({ id: 9, owner: 2, side: 'buy', kind: 'MKT', budget: 500, limitPrice: 0 })).toThrow(RangeError);
  });

  it('never fills beyond the limit, and fills exactly as without it within the limit', () => {
    const resting = fc.array(fc.record({ owner: fc.integer({ min: 1, max: 5 }), price: fc.integer({ min: 90, max: 110 }), quantity: fc.integer({ min: 1, max: 10 }) }), { maxLength: 40 });
    const taker = fc.record({
      owner: fc.integer({ min: 1, max: 8 }),
      side: fc.constantFrom<TSide>('buy', 'sell'),
      size: fc.integer({ min: 1, max: 4000 }),
      limitPrice: fc.integer({ min: 1, max: 120 }),
    });
    fc.assert(
      fc.property(resting, taker, (orders, t) => {
        const build = () => {
          const book = new OrderBook();
          // Makers on the side the taker trades against, so nothing crosses before the taker arrives.
          orders.forEach((o, i) => book.restore({ id: i + 1, owner: o.owner, side: t.side === 'buy' ? 'sell' : 'buy', price: o.price, remaining: o.quantity }));
          return book;
        };
        const incoming: TIncomingOrder =
          t.side === 'buy' ? { id: 1000, owner: t.owner, side: 'buy', kind: 'MKT', budget: t.size } : { id: 1000, owner: t.owner, side: 'sell', kind: 'MKT', quantity: Math.ceil(t.size / 100) };
        const free = build().place(incoming);
        const limited = build().place({ ...incoming, limitPrice: t.limitPrice });
        const isWithin = (p: number) => (t.side === 'buy' ? p <= t.limitPrice : p >= t.limitPrice);
        const key = (f: TFill) => [f.makerId, f.price, f.quantity];
        expect(limited.fills.every((f) => isWithin(f.price))).toBe(true);
        expect(limited.fills.map(key)).toEqual(free.fills.filter((f) => isWithin(f.price)).map(key));
        // A limit that binds nowhere in the book changes nothing at all.
        if (orders.every((o) => isWithin(o.price))) expect(limited).toEqual(free);
        if (limited.reason === 'price-protection') expect(limited.outcome).toBe('cancelled');
      }),
      { numRuns: 400 },
    );
  });
});

describe('reading one side of the book', () => {
  it('yields the orders a taker would meet, best price then time, and a copy restored from them matches alike', () => {
    const book = new OrderBook();
    book.place(limit(1, 1, 'sell', 102, 4));
    book.place(limit(2, 2, 'sell', 100, 3));
    book.place(limit(3, 3, 'sell', 100, 2));
    book.place(limit(4, 4, 'buy', 99, 7));
    book.place(limit(5, 5, 'sell', 101, 1));
    expect([...book.restingSide('sell')].map((o) => [o.id, o.price, o.remaining])).toEqual([
      [2, 100, 3],
      [3, 100, 2],
      [5, 101, 1],
      [1, 102, 4],
    ]);
    expect([...book.restingSide('buy')].map((o) => o.id)).toEqual([4]);
    // Lazy: taking the first two reads no further.
    const side = book.restingSide('sell');
    expect([side.next().value?.id, side.next().value?.id]).toEqual([2, 3]);

    const copy = new OrderBook();
    for (const order of book.restingSide('sell')) copy.restore(order);
    const taker = { id: 9, owner: 9, side: 'buy' as const, kind: 'MKT' as const, budget: 650 };
    expect(copy.place(taker)).toEqual(book.place(taker));
  });

  it('replays any book and market order identically from its restored side', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ price: fc.integer({ min: 1, max: 20 }), quantity: fc.integer({ min: 1, max: 9 }), owner: fc.integer({ min: 1, max: 3 }) }), { maxLength: 30 }),
        fc.integer({ min: 1, max: 200 }),
        fc.boolean(),
        (makers, size, isBuy) => {
          const book = new OrderBook();
          makers.forEach((m, i) => book.place(limit(i + 1, m.owner, isBuy ? 'sell' : 'buy', m.price, m.quantity, { postOnly: true })));
          const copy = new OrderBook();
          for (const order of book.restingSide(isBuy ? 'sell' : 'buy')) copy.restore(order);
          const taker: TIncomingOrder = { id: 1000, owner: 1, side: isBuy ? 'buy' : 'sell', kind: 'MKT', ...(isBuy ? { budget: size * 10 } : { quantity: size }) };
          expect(copy.place(taker)).toEqual(book.place(taker));
        },
      ),
      { numRuns: 200 },
    );
  });
});
