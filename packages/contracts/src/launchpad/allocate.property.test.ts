import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, cappedShares, costOf, demandOf, type TAllocationInput } from './allocate.js';
import { pow10 } from '../money/units.js';

/** Projects of every shape: tiny to large supplies, scales 0–18, prices of a fraction of a cent to thousands of USDT. */
const project = fc
  .record({
    scale: fc.integer({ min: 0, max: 18 }),
    price: fc.bigInt({ min: 1n, max: 10n ** 12n }),
    supply: fc.bigInt({ min: 0n, max: 10n ** 20n }),
    commitments: fc.array(fc.record({ committed: fc.bigInt({ min: 1n, max: 10n ** 14n }), at: fc.integer({ min: 0, max: 50 }) }), { minLength: 0, maxLength: 40 }),
  })
  .map(
    ({ scale, price, supply, commitments }): TAllocationInput => ({
      scale,
      price,
      supply,
      subscriptions: commitments.map((c, i) => ({ id: BigInt(i + 1), committed: c.committed, subscribedAt: c.at })),
    }),
  );

/** Oversubscribed on purpose: the supply a fraction of what the commitments buy. */
const oversubscribed = fc.tuple(project, fc.integer({ min: 1, max: 99 })).map(([p, percent]): TAllocationInput => {
  const demand = p.subscriptions.reduce((sum, s) => sum + demandOf(s.committed, p.price, p.scale), 0n);
  return { ...p, supply: (demand * BigInt(percent)) / 100n };
});

const RUNS = { numRuns: 400 };

describe('the allocation rule (launchpad/allocate.ts)', () => {
  it('never allocates more than the supply, and never charges more than a commitment', () => {
    fc.assert(
      fc.property(project, (p) => {
        const a = allocate(p);
        expect(a.allocated).toBeLessThanOrEqual(p.supply);
        expect(a.allocated + a.leftover).toBe(p.supply);
        for (const line of a.lines) {
          expect(line.allocated).toBeGreaterThanOrEqual(0n);
          expect(line.allocated).toBeLessThanOrEqual(line.demand);
          expect(line.cost).toBeLessThanOrEqual(line.committed);
          expect(line.refund).toBe(line.committed - line.cost);
          expect(line.refund).toBeGreaterThanOrEqual(0n);
        }
      }),
      RUNS,
    );
  });

  it('charges allocated × price rounded up: never less than the price, less than one USDT unit more', () => {
    fc.assert(
      fc.property(project, (p) => {
        for (const line of allocate(p).lines) {
          expect(line.cost).toBe(costOf(line.allocated, p.price, p.scale));
          expect(line.cost * pow10(p.scale)).toBeGreaterThanOrEqual(line.allocated * p.price);
          expect((line.cost - 1n) * pow10(p.scale)).toBeLessThan(line.allocated * p.price);
        }
      }),
      RUNS,
    );
  });

  it('gives everyone their full demand when the supply covers it', () => {
    fc.assert(
      fc.property(project, (p) => {
        const demand = p.subscriptions.reduce((sum, s) => sum + demandOf(s.committed, p.price, p.scale), 0n);
        const covered = { ...p, supply: p.supply + demand };
        const a = allocate(covered);
        expect(a.isOversubscribed).toBe(false);
        for (const line of a.lines) expect(line.allocated).toBe(line.demand);
        expect(a.leftover).toBe(covered.supply - demand);
      }),
      RUNS,
    );
  });

  it('places the whole supply when oversubscribed', () => {
    fc.assert(
      fc.property(oversubscribed, (p) => {
        const a = allocate(p);
        if (a.demand > p.supply) expect(a.allocated).toBe(p.supply);
        expect(a.leftover).toBe(p.supply - a.allocated);
      }),
      RUNS,
    );
  });

  it('is fair: each allocation within one unit of the exact capped pro-rata share, and a larger commitment never gets less', () => {
    fc.assert(
      fc.property(oversubscribed, (p) => {
        const a = allocate(p);
        if (!a.isOversubscribed) return;
        const shares = cappedShares(p);
        for (const line of a.lines) {
          const { num, den } = shares.get(line.id)!;
          // |allocated − num/den| < 1  ⇔  |allocated·den − num| < den
          const gap = line.allocated * den - num;
          expect(gap < den && -gap < den).toBe(true);
        }
        const lines = [...a.lines].sort((x, y) => (x.committed < y.committed ? -1 : x.committed > y.committed ? 1 : 0));
        for (let i = 1; i < lines.length; i += 1) {
          if (lines[i].committed > lines[i - 1].committed) expect(lines[i].allocated).toBeGreaterThanOrEqual(lines[i - 1].allocated);
        }
      }),
      RUNS,
    );
  });

  it('is deterministic: the same subscriptions in any order give the same result', () => {
    fc.assert(
      fc.property(fc.oneof(project, oversubscribed), fc.integer(), (p, seed) => {
        const shuffled = [...p.subscriptions];
        let state = seed >>> 0;
        for (let i = shuffled.length - 1; i > 0; i -= 1) {
          state = (state * 1_103_515_245 + 12_345) >>> 0;
          const j = state % (i + 1);
          [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
        }
        expect(allocate({ ...p, subscriptions: shuffled })).toEqual(allocate(p));
      }),
      RUNS,
    );
  });

  it('breaks an exact tie for the last unit in favour of the earlier subscriber', () => {
    // Three equal commitments of 1 token each, 2 tokens for sale: the two earliest get one each.
    const a = allocate({
      scale: 0,
      price: 100n,
      supply: 2n,
      subscriptions: [
        { id: 3n, committed: 100n, subscribedAt: 5 },
        { id: 1n, committed: 100n, subscribedAt: 9 },
        { id: 2n, committed: 100n, subscribedAt: 5 },
      ],
    });
    expect(a.lines.map((l) => [l.id, l.allocated, l.cost, l.refund])).toEqual([
      [2n, 1n, 100n, 0n],
      [3n, 1n, 100n, 0n],
      [1n, 0n, 0n, 100n],
    ]);
  });

  it('shares pro rata with whole units by largest remainder', () => {
    // 1,000 units at 1 USDT unit each; 10, 1,000 and 3,000 committed: shares 2.49, 249.38, 748.13 (nobody capped), the last unit to the largest remainder.
    const a = allocate({
      scale: 0,
      price: 1n,
      supply: 1_000n,
      subscriptions: [
        { id: 1n, committed: 10n, subscribedAt: 1 },
        { id: 2n, committed: 1_000n, subscribedAt: 2 },
        { id: 3n, committed: 3_000n, subscribedAt: 3 },
      ],
    });
    expect(a.allocated).toBe(1_000n);
    expect(a.lines.map((l) => l.allocated)).toEqual([3n, 249n, 748n]);
    // Demands 1, 1 and 100 for 10 units: shares 0.10, 0.15, 9.76; the one unit left goes to the largest remainder.
    const b = allocate({
      scale: 0,
      price: 10n,
      supply: 10n,
      subscriptions: [
        { id: 1n, committed: 10n, subscribedAt: 1 },
        { id: 2n, committed: 15n, subscribedAt: 2 },
        { id: 3n, committed: 1_000n, subscribedAt: 3 },
      ],
    });
    expect(b.lines.map((l) => [l.allocated, l.cost, l.refund])).toEqual([
      [0n, 0n, 10n],
      [0n, 0n, 15n],
      [10n, 100n, 900n],
    ]);
    // The cap binds through rounding: 19 USDT buys 1 token at 10 (1.9 rounded down), below its share of 95 (1.77 → capped at 1); the other takes 94.
    const c = allocate({
      scale: 0,
      price: 10n,
      supply: 95n,
      subscriptions: [
        { id: 1n, committed: 19n, subscribedAt: 1 },
        { id: 2n, committed: 1_000n, subscribedAt: 2 },
      ],
    });
    expect(c.lines.map((l) => [l.allocated, l.cost, l.refund])).toEqual([
      [1n, 10n, 9n],
      [94n, 940n, 60n],
    ]);
  });
});
