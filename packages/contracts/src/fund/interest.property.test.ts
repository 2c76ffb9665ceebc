import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fundCycleInterest, fundDayInterest, fundHoldingOwed, fundInterestThrough, fundRebate, fundReserve, FUND_PPM } from './interest.js';

const principal = fc.bigInt({ min: 0n, max: 10n ** 18n });
const rate = fc.bigInt({ min: 0n, max: 100_000n }); // up to 10 % a day
const rebate = fc.bigInt({ min: 0n, max: 1_000_000n });
const cycle = fc.integer({ min: 1, max: 400 });

describe('fund interest (exact)', () => {
  it('pays day by day exactly the formula, carries the remainder, and totals floor(P × r × D / 1e6)', () => {
    fc.assert(
      fc.property(principal, rate, cycle, (p, r, d) => {
        let paid = 0n;
        for (let k = 1; k <= d; k += 1) {
          const day = fundDayInterest(p, r, k);
          expect(day).toBeGreaterThanOrEqual(0n);
          // Each day is floor(P·r/1e6) or one unit more (the carried remainder).
          const base = (p * r) / FUND_PPM;
          expect(day === base || day === base + 1n).toBe(true);
          paid += day;
          expect(paid).toBe((p * r * BigInt(k)) / FUND_PPM);
        }
        expect(paid).toBe(fundCycleInterest(p, r, d));
        expect(fundInterestThrough(p, r, d)).toBe((p * r * BigInt(d)) / FUND_PPM);
      }),
    );
  });

  it('never pays more than the reserve: holdings sold from a pool, daily interest and three rebate levels', () => {
    fc.assert(
      fc.property(
        fc.record({
          price: fc.bigInt({ min: 1n, max: 10n ** 12n }),
          ratePpm: rate,
          cycleDays: fc.integer({ min: 1, max: 60 }),
          rebatePpm: fc.tuple(rebate, rebate, rebate),
          buys: fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 30 }),
          extra: fc.integer({ min: 0, max: 1000 }),
          referrers: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 30, maxLength: 30 }),
        }),
        (f) => {
          const totalShares = BigInt(f.buys.reduce((s, n) => s + n, 0) + f.extra);
          const reserve = fundReserve({ totalShares, price: f.price, ratePpm: f.ratePpm, cycleDays: f.cycleDays, rebatePpm: f.rebatePpm });
          let left = reserve.total;
          let owed = 0n;
          f.buys.forEach((shares, i) => {
            const p = BigInt(shares) * f.price;
            owed += fundHoldingOwed({ principal: p, ratePpm: f.ratePpm, cycleDays: f.cycleDays, interestPaid: 0n, rebatePpm: f.rebatePpm });
            for (let k = 1; k <= f.cycleDays; k += 1) {
              const day = fundDayInterest(p, f.ratePpm, k);
              left -= day;
              for (let level = 0; level < f.referrers[i]; level += 1) left -= fundRebate(day, f.rebatePpm[level]);
            }
          });
          expect(left).toBeGreaterThanOrEqual(0n);
          expect(owed).toBeLessThanOrEqual(reserve.total);
        },
      ),
    );
  });

  it('what a holding still owes, plus what it was paid, never passes what it was reserved', () => {
    fc.assert(
      fc.property(principal, rate, cycle, fc.tuple(rebate, rebate, rebate), fc.nat(), (p, r, d, rebates, seed) => {
        const paidDays = seed % (d + 1);
        let paid = 0n;
        let rebatesPaid = 0n;
        for (let k = 1; k <= paidDays; k += 1) {
          const day = fundDayInterest(p, r, k);
          paid += day;
          for (const b of rebates) rebatesPaid += fundRebate(day, b);
        }
        const owed = fundHoldingOwed({ principal: p, ratePpm: r, cycleDays: d, interestPaid: paid, rebatePpm: rebates });
        const whole = fundHoldingOwed({ principal: p, ratePpm: r, cycleDays: d, interestPaid: 0n, rebatePpm: rebates });
        expect(paid + rebatesPaid + owed).toBeLessThanOrEqual(whole);
      }),
    );
  });
});
