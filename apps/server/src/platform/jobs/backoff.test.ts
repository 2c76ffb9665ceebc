import { describe, expect, it } from 'vitest';
import { backoffMs } from './backoff.js';

describe('job retry backoff', () => {
  const backoff = { baseMs: 1_000, capMs: 60_000 };

  it('doubles per failed try, between half and all of the step, and stops growing at the cap', () => {
    expect([1, 2, 3, 4].map((attempt) => backoffMs(attempt, backoff, () => 1))).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect([1, 2, 3, 4].map((attempt) => backoffMs(attempt, backoff, () => 0))).toEqual([500, 1_000, 2_000, 4_000]);
    expect(backoffMs(7, backoff, () => 1)).toBe(60_000);
    expect(backoffMs(1_000, backoff, () => 1)).toBe(60_000);
    expect(backoffMs(1_000, backoff, () => 0)).toBe(30_000);
  });

  it('spreads jobs that failed together', () => {
    const waits = new Set(Array.from({ length: 50 }, () => backoffMs(5, backoff)));
    expect(waits.size).toBeGreaterThan(10);
    for (const wait of waits) expect(wait).toBeGreaterThanOrEqual(8_000);
    for (const wait of waits) expect(wait).toBeLessThanOrEqual(16_000);
  });
});
