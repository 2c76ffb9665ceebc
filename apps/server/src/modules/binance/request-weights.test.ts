import { describe, expect, it } from 'vitest';
import { BinanceError } from './binance-error.js';
import { requestWeights } from './request-weights.js';

const refusal = (run: () => unknown): BinanceError => {
  try {
    run();
  } catch (error) {
    if (error instanceof BinanceError) return error;
    throw error;
  }
  throw new Error('not refused');
};

describe('Binance request weights', () => {
  it('counts weight per address and minute, answers 429 with the wait to the next minute, then bans with 418 an address that keeps going', () => {
    const weights = requestWeights(100);
    const minute = 60_000 * 1_000;
    expect(weights.spend('1.1.1.1', 60, minute + 1_000)).toBe(60);
    expect(weights.spend('1.1.1.1', 40, minute + 2_000)).toBe(100);
    // Another address has its own minute.
    expect(weights.spend('2.2.2.2', 100, minute + 2_000)).toBe(100);
    expect(weights.used('2.2.2.2', minute + 3_000)).toBe(100);
    const over = refusal(() => weights.spend('1.1.1.1', 1, minute + 15_000));
    expect([over.status, over.body.code, over.retryAfter]).toEqual([429, -1003, 45]);
    // 30 refusals in the minute are forgiven; the 31st is a ban of two minutes, and the ban outlives the minute.
    for (let i = 0; i < 29; i += 1) expect(refusal(() => weights.spend('1.1.1.1', 1, minute + 16_000)).status).toBe(429);
    const ban = refusal(() => weights.spend('1.1.1.1', 1, minute + 20_000));
    expect([ban.status, ban.body.code, ban.retryAfter]).toEqual([418, -1003, 120]);
    expect(refusal(() => weights.spend('1.1.1.1', 1, minute + 90_000)).status).toBe(418);
    expect(weights.spend('1.1.1.1', 1, minute + 141_000)).toBe(1);
  });

  it('counts new orders per account in 10-second windows', () => {
    const weights = requestWeights();
    for (let i = 1; i <= 100; i += 1) expect(weights.order('user:1', 5_000)).toBe(i);
    const over = refusal(() => weights.order('user:1', 9_000));
    expect([over.status, over.body.code, over.retryAfter]).toEqual([429, -1015, 1]);
    expect(weights.order('user:2', 9_000)).toBe(1);
    expect(weights.order('user:1', 10_000)).toBe(1);
  });
});
