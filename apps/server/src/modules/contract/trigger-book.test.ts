/**
 * The trigger book against a naive model (a plain map scanned whole on every tick): random sets,
 * edits, removals, due and take on several markets, with prices in a narrow band so that ties and
 * hits are frequent. No fixed seed.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pendingOpenSide, triggerSide, TriggerBook, type TTrigger, type TTriggerKind } from './trigger-book.js';

const SYMBOLS = ['btcusdt', 'ethusdt', 'dogeusdt'];
const KINDS: TTriggerKind[] = ['open', 'liquidation', 'stopLoss', 'takeProfit'];

type TOp =
  | { op: 'set'; symbol: string; trigger: TTrigger }
  | { op: 'remove'; orderId: string; kind?: TTriggerKind }
  | { op: 'due' | 'take'; symbol: string; mark: bigint };

const orderId = fc.integer({ min: 1, max: 150 }).map(String);
const price = fc.bigInt({ min: 60n, max: 140n });
const symbol = fc.constantFrom(...SYMBOLS);
const operation: fc.Arbitrary<TOp> = fc.oneof(
  {
    arbitrary: fc.record({
      op: fc.constant('set' as const),
      symbol,
      trigger: fc.record({ orderId, kind: fc.constantFrom(...KINDS), side: fc.constantFrom('below' as const, 'above' as const), priceTicks: price }),
    }),
    weight: 8,
  },
  { arbitrary: fc.record({ op: fc.constant('remove' as const), orderId, kind: fc.option(fc.constantFrom(...KINDS), { nil: undefined }) }), weight: 4 },
  { arbitrary: fc.record({ op: fc.constantFrom('due' as const, 'take' as const), symbol, mark: price }), weight: 2 },
);

/** The model: every trigger in one map, each tick checking all of them. */
class NaiveBook {
  readonly all = new Map<string, TTrigger & { symbol: string }>();
  set(symbol: string, t: TTrigger) {
    this.all.set(`${t.orderId}/${t.kind}`, { ...t, symbol });
  }
  remove(orderId: string, kind?: TTriggerKind) {
    let n = 0;
    for (const k of kind ? [kind] : KINDS) if (this.all.delete(`${orderId}/${k}`)) n += 1;
    return n;
  }
  due(symbol: string, mark: bigint) {
    return [...this.all.values()]
      .filter((t) => t.symbol === symbol && (t.side === 'below' ? mark <= t.priceTicks : mark >= t.priceTicks))
      .map(({ symbol: _, ...t }) => t);
  }
  take(symbol: string, mark: bigint) {
    const due = this.due(symbol, mark);
    for (const t of due) this.all.delete(`${t.orderId}/${t.kind}`);
    return due;
  }
}

const byKey = (list: TTrigger[]) => [...list].sort((a, b) => (`${a.orderId}/${a.kind}` < `${b.orderId}/${b.kind}` ? -1 : 1));

describe('trigger book', () => {
  it('returns exactly the triggers a naive full scan finds, in firing order, through any mix of sets, edits and removals', () => {
    fc.assert(
      fc.property(fc.array(operation, { minLength: 1, maxLength: 800, size: 'max' }), (ops) => {
        const book = new TriggerBook();
        const naive = new NaiveBook();
        for (const o of ops) {
          if (o.op === 'set') {
            book.set(o.symbol, o.trigger);
            naive.set(o.symbol, o.trigger);
          } else if (o.op === 'remove') {
            expect(book.remove(o.orderId, o.kind)).toBe(naive.remove(o.orderId, o.kind));
          } else {
            const got = o.op === 'due' ? book.due(o.symbol, o.mark) : book.take(o.symbol, o.mark);
            const want = o.op === 'due' ? naive.due(o.symbol, o.mark) : naive.take(o.symbol, o.mark);
            expect(byKey(got)).toEqual(byKey(want));
            // Nearest first: falling through 'below' triggers from the highest, rising through 'above' from the lowest.
            const below = got.filter((t) => t.side === 'below').map((t) => t.priceTicks);
            const above = got.filter((t) => t.side === 'above').map((t) => t.priceTicks);
            expect(got.map((t) => t.side)).toEqual([...below.map(() => 'below'), ...above.map(() => 'above')]);
            expect(below).toEqual([...below].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0)));
            expect(above).toEqual([...above].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
          }
          expect(book.size()).toBe(naive.all.size);
        }
        for (const s of SYMBOLS) expect(book.size(s)).toBe([...naive.all.values()].filter((t) => t.symbol === s).length);
      }),
      { numRuns: 100 },
    );
  });

  it('fires a stop loss edited past the price on the next tick, and only the edited price counts', () => {
    const book = new TriggerBook();
    book.set('btcusdt', { orderId: '7', kind: 'stopLoss', side: 'below', priceTicks: 100n });
    book.set('btcusdt', { orderId: '7', kind: 'stopLoss', side: 'below', priceTicks: 90n });
    expect(book.take('btcusdt', 95n)).toEqual([]);
    expect(book.get('7', 'stopLoss')?.priceTicks).toBe(90n);
    // Moved to another market: only that market's ticks fire it.
    book.set('ethusdt', { orderId: '7', kind: 'stopLoss', side: 'below', priceTicks: 90n });
    expect(book.take('btcusdt', 80n)).toEqual([]);
    expect(book.take('ethusdt', 90n)).toEqual([{ orderId: '7', kind: 'stopLoss', side: 'below', priceTicks: 90n }]);
    expect(book.size()).toBe(0);
  });

  it('places each trigger on the side its price is crossed from', () => {
    expect(triggerSide('up', 'liquidation')).toBe('below');
    expect(triggerSide('up', 'stopLoss')).toBe('below');
    expect(triggerSide('up', 'takeProfit')).toBe('above');
    expect(triggerSide('down', 'liquidation')).toBe('above');
    expect(triggerSide('down', 'stopLoss')).toBe('above');
    expect(triggerSide('down', 'takeProfit')).toBe('below');
    expect(pendingOpenSide('up', 90n, 100n)).toBe('below');
    expect(pendingOpenSide('up', 110n, 100n)).toBe('above');
    expect(pendingOpenSide('down', 90n, 100n)).toBe('below');
    expect(pendingOpenSide('up', 100n, 100n)).toBe('below');
    expect(pendingOpenSide('down', 100n, 100n)).toBe('above');
  });
});
