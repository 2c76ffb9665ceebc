import { describe, expect, it } from 'vitest';
import { breakEvenPpm, secondsOutcome, settleSeconds, type TSecondsTerms, type TSecondsTick } from './settle.js';

const order = (tradeType: 0 | 1): TSecondsTerms => ({ symbol: 'btcusdt', tradeType, stakeUnits: 10_000n, incomeRatePpm: 850_000n, acceptedAt: 1_000, expiresAt: 61_000 });
const tick = (id: bigint, price: bigint, observedAt: number): TSecondsTick => ({ id, symbol: 'btcusdt', price, observedAt });

/** Records every property the rule reads, at any depth. */
function watched<T extends object>(value: T, path: string, reads: Set<string>): T {
  return new Proxy(value, {
    get(target, key, receiver) {
      if (typeof key === 'string') reads.add(`${path}.${key}`);
      return Reflect.get(target, key, receiver);
    },
  });
}

describe('the seconds settlement rule', () => {
  it.each([
    [0, 101n, 'win', 18_500n, -8_500n],
    [0, 99n, 'lose', 0n, 10_000n],
    [0, 100n, 'draw', 10_000n, 0n],
    [1, 99n, 'win', 18_500n, -8_500n],
    [1, 101n, 'lose', 0n, 10_000n],
    [1, 100n, 'draw', 10_000n, 0n],
  ] as const)('tradeType %i settling at %i after 100 is a %s', (tradeType, close, outcome, toUser, house) => {
    const s = settleSeconds(order(tradeType), tick(1n, 100n, 1_000), tick(2n, close, 61_000));
    expect(s).toMatchObject({ outcome, toUserUnits: toUser, houseUnits: house });
    expect(secondsOutcome(tradeType, 100n, close)).toBe(outcome);
  });

  it('counts a tick at exactly expiry, refuses one a millisecond before, and ticks of another market', () => {
    expect(settleSeconds(order(0), tick(1n, 100n, 1_000), tick(2n, 101n, 61_000)).outcome).toBe('win');
    expect(() => settleSeconds(order(0), tick(1n, 100n, 1_000), tick(2n, 101n, 60_999))).toThrow(RangeError);
    expect(() => settleSeconds(order(0), tick(1n, 100n, 999), tick(2n, 101n, 61_000))).toThrow(RangeError);
    expect(() => settleSeconds(order(0), { ...tick(1n, 100n, 1_000), symbol: 'ethusdt' }, tick(2n, 101n, 61_000))).toThrow(RangeError);
  });

  it('reads nothing but the order and the two ticks, and gives the same answer every time', () => {
    const reads = new Set<string>();
    const run = () => settleSeconds(watched(order(1), 'order', reads), watched(tick(7n, 100n, 1_500), 'open', reads), watched(tick(9n, 90n, 62_000), 'close', reads));
    const first = run();
    expect(run()).toEqual(first);
    expect([...reads].sort()).toEqual(
      ['close.observedAt', 'close.price', 'close.symbol', 'open.observedAt', 'open.price', 'open.symbol', 'order.acceptedAt', 'order.expiresAt', 'order.incomeRatePpm', 'order.stakeUnits', 'order.symbol', 'order.tradeType'].sort(),
    );
    // The module has no clock, database or configuration to read: the same inputs under another clock give the same result.
    const realNow = Date.now;
    Date.now = () => 0;
    try {
      expect(run()).toEqual(first);
    } finally {
      Date.now = realNow;
    }
  });

  it('states the break-even win rate 1/(1+r)', () => {
    expect(breakEvenPpm(800_000n)).toBe(555_556n);
    expect(breakEvenPpm(1_000_000n)).toBe(500_000n);
  });
});
