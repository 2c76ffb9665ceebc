/**
 * Property tests of the contract arithmetic against a reference written apart, in exact rationals of
 * real-world quantities (USDT, coins, prices as fractions), never through math.ts's unit factors.
 * No fixed seed: every run explores new cases; a failure prints its seed and path to replay.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MARKETS, type TMarket } from '../markets.js';
import {
  canHouseCover,
  closeReasonAt,
  contractQuantity,
  displayLiquidationPrice,
  equity,
  feeOf,
  houseWorstCaseLoss,
  isLiquidatable,
  isStopOnRightSide,
  liquidationTriggerTicks,
  marginRatioPpm,
  pnl,
  positionFee,
  positionValue,
  ppmToRate,
  rateToPpm,
  settle,
  type TContractPosition,
} from './math.js';

const RUNS = 3000;

// ---- The reference: rationals {n, d} with d > 0, in real units (1 USDT, 1 coin, price in USDT). ----
type Q = { n: bigint; d: bigint };
const q = (n: bigint, d = 1n): Q => (d < 0n ? { n: -n, d: -d } : { n, d });
const mul = (a: Q, b: Q): Q => q(a.n * b.n, a.d * b.d);
const add = (a: Q, b: Q): Q => q(a.n * b.d + b.n * a.d, a.d * b.d);
const sub = (a: Q, b: Q): Q => add(a, q(-b.n, b.d));
const div = (a: Q, b: Q): Q => q(a.n * b.d, a.d * b.n);
const cmp = (a: Q, b: Q): number => {
  const l = a.n * b.d;
  const r = b.n * a.d;
  return l < r ? -1 : l > r ? 1 : 0;
};
const floorQ = (a: Q): bigint => {
  const t = a.n / a.d;
  return a.n % a.d !== 0n && a.n < 0n ? t - 1n : t;
};
const ceilQ = (a: Q): bigint => -floorQ(q(-a.n, a.d));
const ten = (k: number): bigint => BigInt(`1${'0'.repeat(k)}`);

/** USDT has 8 decimals (the catalogue); the reference states it itself rather than asking math.ts. */
const USDT_DECIMALS = 8;
const usdt = (units: bigint): Q => q(units, ten(USDT_DECIMALS));
const toUnits = (value: Q): Q => mul(value, q(ten(USDT_DECIMALS)));
const priceOf = (m: TMarket, ticks: bigint): Q => q(ticks, ten(m.pricePrecision));
const coinsOf = (m: TMarket, lots: bigint): Q => q(lots, ten(m.quantityPrecision));
const rate = (ppm: bigint): Q => q(ppm, 1_000_000n);
const sign = (p: TContractPosition): bigint => (p.direction === 'up' ? 1n : -1n);

/** Exact equity M + s·Q·(mark − open), in USDT. */
const refEquity = (m: TMarket, p: TContractPosition, mark: bigint): Q =>
  add(usdt(p.marginUnits), mul(q(sign(p)), mul(coinsOf(m, p.lots), sub(priceOf(m, mark), priceOf(m, p.openTicks)))));
const refLiquidatable = (m: TMarket, p: TContractPosition, mark: bigint, mmr: bigint): boolean =>
  cmp(refEquity(m, p, mark), mul(rate(mmr), mul(coinsOf(m, p.lots), priceOf(m, mark)))) <= 0;

// ---- Arbitraries: the USDT markets of SPEC §9, with prices and sizes around their real ranges. ----
const USDT_MARKETS = MARKETS.filter((m) => m.quote === 'USDT');
/**
 * On every §9 USDT market a tick-lot is a whole number of USDT units, so values are exact; markets
 * with finer precisions (a tick-lot worth a fraction of a unit, as an operator could configure)
 * are mixed in so that each rounding direction is actually exercised.
 */
const finerMarket = fc
  .tuple(fc.constantFrom(...USDT_MARKETS), fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 4 }))
  .map(([m, morePrice, moreQuantity]): TMarket => ({ ...m, symbol: `${m.symbol}-fine`, pricePrecision: m.pricePrecision + morePrice, quantityPrecision: m.quantityPrecision + moreQuantity }));
const market = fc.oneof({ arbitrary: fc.constantFrom(...USDT_MARKETS), weight: 2 }, { arbitrary: finerMarket, weight: 1 });
const leverage = fc.oneof(fc.constantFrom(5n, 10n, 20n, 50n, 100n), fc.bigInt({ min: 1n, max: 500n }));
const mmr = fc.oneof(fc.constant(5000n), fc.bigInt({ min: 0n, max: 200_000n }));
const feeRate = fc.oneof(fc.constantFrom(500n, 5000n), fc.bigInt({ min: 0n, max: 100_000n }));
/** A price from one tick to about a million USDT, log-spread so small and large prices both occur. */
const ticksFor = (m: TMarket) => fc.integer({ min: 0, max: m.pricePrecision + 6 }).chain((k) => fc.bigInt({ min: 1n, max: ten(k) * 9n + 1n }));
const marginUnits = fc.integer({ min: 0, max: 15 }).chain((k) => fc.bigInt({ min: 0n, max: ten(k) * 9n }));
const lotsArb = fc.integer({ min: 0, max: 10 }).chain((k) => fc.bigInt({ min: 1n, max: ten(k) * 9n }));
const direction = fc.constantFrom('up' as const, 'down' as const);

/** Any position (margin and size drawn apart, so over- and under-margined ones occur) and a mark. */
const anyCase = market.chain((m) =>
  fc.record({
    m: fc.constant(m),
    p: fc.record({ direction, marginUnits, lots: lotsArb, openTicks: ticksFor(m) }),
    mark: ticksFor(m),
    mmr,
  }),
);
/** A position as the product opens it: quantity from margin, leverage and price; marks nearby. */
const openedCase = market.chain((m) =>
  fc
    .record({ direction, margin: fc.bigInt({ min: 1n, max: ten(14) }), leverage, open: ticksFor(m), mmr, move: fc.integer({ min: -600, max: 600 }) })
    .map(({ direction: d, margin, leverage: l, open, mmr: r, move }) => {
      const lots = contractQuantity(m, margin, l, open);
      const mark = open + (open * BigInt(move)) / 1000n;
      return { m, l, mmr: r, p: { direction: d, marginUnits: margin, lots, openTicks: open } as TContractPosition, mark: mark > 0n ? mark : 1n };
    })
    .filter((c) => c.p.lots > 0n),
);

describe('contract quantity', () => {
  it('is floor(M·L/P) at the quantity precision: the margin covers it at that leverage, one lot more it would not', () => {
    fc.assert(
      fc.property(market.chain((m) => fc.tuple(fc.constant(m), marginUnits, leverage, ticksFor(m))), ([m, margin, l, price]) => {
        const lots = contractQuantity(m, margin, l, price);
        const bought = div(mul(usdt(margin), q(l)), priceOf(m, price));
        expect(lots).toBe(floorQ(mul(bought, q(ten(m.quantityPrecision)))));
        expect(cmp(mul(coinsOf(m, lots), priceOf(m, price)), mul(usdt(margin), q(l)))).toBeLessThanOrEqual(0);
        expect(cmp(mul(coinsOf(m, lots + 1n), priceOf(m, price)), mul(usdt(margin), q(l)))).toBe(1);
      }),
      { numRuns: RUNS },
    );
  });

  it('values a position exactly, rounding only as asked', () => {
    fc.assert(
      fc.property(market.chain((m) => fc.tuple(fc.constant(m), lotsArb, ticksFor(m))), ([m, lots, price]) => {
        const exact = toUnits(mul(coinsOf(m, lots), priceOf(m, price)));
        expect(positionValue(m, lots, price, 'down')).toBe(floorQ(exact));
        expect(positionValue(m, lots, price, 'up')).toBe(ceilQ(exact));
      }),
      { numRuns: RUNS },
    );
  });
});

describe('fees, P/L and equity', () => {
  it('rounds fees up, from the exact value, within one unit', () => {
    fc.assert(
      fc.property(market.chain((m) => fc.tuple(fc.constant(m), lotsArb, ticksFor(m), feeRate)), ([m, lots, price, r]) => {
        const exact = mul(toUnits(mul(coinsOf(m, lots), priceOf(m, price))), rate(r));
        expect(positionFee(m, lots, price, r)).toBe(ceilQ(exact));
        const value = positionValue(m, lots, price, 'down');
        expect(feeOf(value, r)).toBe(ceilQ(mul(q(value), rate(r))));
      }),
      { numRuns: RUNS },
    );
  });

  it('rounds P/L toward −∞ (a profit down, a loss up) within one unit, and equity adds it to the margin', () => {
    fc.assert(
      fc.property(anyCase, ({ m, p, mark }) => {
        const exact = toUnits(sub(refEquity(m, p, mark), usdt(p.marginUnits)));
        const got = pnl(m, p.direction, p.lots, p.openTicks, mark);
        expect(got).toBe(floorQ(exact));
        expect(cmp(q(got), exact)).toBeLessThanOrEqual(0);
        expect(equity(p.marginUnits, got)).toBe(p.marginUnits + got);
        // The two sides of one move are never both rounded in the user's favour.
        expect(got + pnl(m, p.direction === 'up' ? 'down' : 'up', p.lots, p.openTicks, mark)).toBeLessThanOrEqual(0n);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('liquidation', () => {
  it('matches the exact rule equity ≤ mmr·Q·mark for any position and mark', () => {
    fc.assert(
      fc.property(anyCase, ({ m, p, mark, mmr: r }) => {
        expect(isLiquidatable(m, p, mark, r)).toBe(refLiquidatable(m, p, mark, r));
      }),
      { numRuns: RUNS },
    );
  });

  it('has a whole-tick trigger equivalent to the rule at every mark within ±3 ticks of it', () => {
    fc.assert(
      fc.property(fc.oneof(anyCase, openedCase), ({ m, p, mmr: r }) => {
        const trigger = liquidationTriggerTicks(m, p, r);
        if (trigger === null) {
          // No positive price liquidates it: not the first tick, nor the open price.
          expect(p.direction).toBe('up');
          expect(refLiquidatable(m, p, 1n, r)).toBe(false);
          return;
        }
        expect(trigger).toBeGreaterThanOrEqual(1n);
        for (let offset = -3n; offset <= 3n; offset += 1n) {
          const mark = trigger + offset;
          if (mark < 1n) continue;
          const isAtOrPast = p.direction === 'up' ? mark <= trigger : mark >= trigger;
          expect(refLiquidatable(m, p, mark, r)).toBe(isAtOrPast);
          expect(isLiquidatable(m, p, mark, r)).toBe(isAtOrPast);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('shows a liquidation price on the warning side of the real one, from the display formula', () => {
    fc.assert(
      fc.property(openedCase, ({ m, p, l, mmr: r }) => {
        const shown = displayLiquidationPrice(p.direction, p.openTicks, l, r);
        const inverse = q(1n, l);
        const exact =
          p.direction === 'up'
            ? div(mul(q(p.openTicks), sub(q(1n), inverse)), sub(q(1n), rate(r)))
            : div(mul(q(p.openTicks), add(q(1n), inverse)), add(q(1n), rate(r)));
        expect(shown).toBe(p.direction === 'up' ? ceilQ(exact) : floorQ(exact));
        const trigger = liquidationTriggerTicks(m, p, r);
        // Rounding the quantity down only moves the real threshold away: the shown one is reached first.
        if (p.direction === 'up' && trigger !== null) expect(shown).toBeGreaterThanOrEqual(trigger);
        if (p.direction === 'down') expect(shown).toBeLessThanOrEqual(trigger!);
      }),
      { numRuns: RUNS },
    );
  });

  it('opens at 100x with 0.5 % mmr one tick-rounded 0.5 % away, as the formula says', () => {
    const btc = USDT_MARKETS.find((m) => m.base === 'BTC')!;
    // 100 USDT at 100x at 50,000.00: 0.2 BTC; up is liquidated at or under 49,748.74.
    const position: TContractPosition = { direction: 'up', marginUnits: 100n * ten(8), lots: contractQuantity(btc, 100n * ten(8), 100n, 5_000_000n), openTicks: 5_000_000n };
    expect(position.lots).toBe(200_000n);
    expect(liquidationTriggerTicks(btc, position, 5000n)).toBe(4_974_874n);
    expect(displayLiquidationPrice('up', 5_000_000n, 100n, 5000n)).toBe(4_974_875n);
    expect(isLiquidatable(btc, position, 4_974_874n, 5000n)).toBe(true);
    expect(isLiquidatable(btc, position, 4_974_875n, 5000n)).toBe(false);
    expect(liquidationTriggerTicks(btc, { ...position, marginUnits: 10_000n * ten(8) }, 5000n)).toBeNull();
  });

  it('reports the margin ratio rounded up, at 100 % exactly when the rule liquidates (or beyond when equity is gone)', () => {
    fc.assert(
      fc.property(anyCase, ({ m, p, mark, mmr: r }) => {
        const ratio = marginRatioPpm(m, p, mark, r);
        const exactEquity = refEquity(m, p, mark);
        if (ratio === null) {
          expect(cmp(exactEquity, q(0n))).toBeLessThanOrEqual(0);
          return;
        }
        const exact = div(mul(rate(r), mul(coinsOf(m, p.lots), priceOf(m, mark))), exactEquity);
        expect(ratio).toBe(ceilQ(mul(exact, q(1_000_000n))));
        if (refLiquidatable(m, p, mark, r)) expect(ratio).toBeGreaterThanOrEqual(1_000_000n);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('settlement', () => {
  const reason = fc.constantFrom('manual' as const, 'stopLoss' as const, 'takeProfit' as const, 'liquidation' as const);

  it('balances every flow, pays the user at least nothing and never more than the exact equity, and charges fees only from the margin', () => {
    fc.assert(
      fc.property(fc.oneof(anyCase, openedCase), reason, feeRate, feeRate, fc.option(marginUnits), ({ m, p, mark }, why, closeFeePpm, liquidationFeePpm, fund) => {
        const s = settle(m, p, mark, why, { closeFeePpm, liquidationFeePpm }, fund ?? undefined);
        expect(p.marginUnits + s.fromHouse + s.fromInsurance).toBe(s.toUser + s.closeFee + s.liquidationFee);
        expect(s.toUser).toBeGreaterThanOrEqual(0n);
        expect(s.closeFee).toBeGreaterThanOrEqual(0n);
        expect(s.liquidationFee).toBeGreaterThanOrEqual(0n);
        expect(s.fromInsurance).toBeGreaterThanOrEqual(0n);
        if (fund != null) expect(s.fromInsurance).toBeLessThanOrEqual(fund);
        const exactEquity = toUnits(refEquity(m, p, mark));
        expect(cmp(q(s.toUser), exactEquity) <= 0 || s.toUser === 0n).toBe(true);
        // The user never loses beyond the margin: the other balances are never touched.
        expect(s.profit).toBeGreaterThanOrEqual(-p.marginUnits);
        const nominal = positionFee(m, p.lots, mark, why === 'liquidation' ? liquidationFeePpm : closeFeePpm);
        const equityUnits = p.marginUnits + s.pnl;
        expect(s.closeFee + s.liquidationFee).toBe(equityUnits <= 0n ? 0n : equityUnits < nominal ? equityUnits : nominal);
        expect(why === 'liquidation' ? s.closeFee : s.liquidationFee).toBe(0n);
        expect(s.toUser).toBe(equityUnits - nominal > 0n ? equityUnits - nominal : 0n);
        // A gap is the insurance fund's (up to what it holds) and the house's, never the user's.
        const gap = equityUnits < 0n ? -equityUnits : 0n;
        expect(s.fromInsurance).toBe(fund == null || fund >= gap ? gap : fund);
        if (s.fromInsurance === gap) {
          expect(s.fromHouse).toBe(s.pnl);
          // The house pays no more than the exact profit (and receives no less than the exact loss).
          expect(cmp(q(s.fromHouse), toUnits(sub(refEquity(m, p, mark), usdt(p.marginUnits))))).toBeLessThanOrEqual(0);
        } else expect(s.fromHouse).toBe(s.pnl + gap - s.fromInsurance);
        expect(s.profit).toBe(s.toUser - p.marginUnits);
        expect(s.outcome).toBe(s.toUser > p.marginUnits ? 'win' : 'lose');
      }),
      { numRuns: RUNS },
    );
  });

  it('liquidates a gapped up position with nothing to the user and the gap from the insurance fund', () => {
    const eth = USDT_MARKETS.find((m) => m.base === 'ETH')!;
    // 10 USDT at 50x at 2,000.00: 0.25 ETH. A gap to 1,900.00 loses 25 USDT: 15 beyond the margin.
    const position: TContractPosition = { direction: 'up', marginUnits: 10n * ten(8), lots: contractQuantity(eth, 10n * ten(8), 50n, 200_000n), openTicks: 200_000n };
    expect(position.lots).toBe(2_500n);
    const s = settle(eth, position, 190_000n, 'liquidation', { closeFeePpm: 500n, liquidationFeePpm: 5000n });
    expect(s).toEqual({ pnl: -25n * ten(8), closeFee: 0n, liquidationFee: 0n, toUser: 0n, fromHouse: -25n * ten(8), fromInsurance: 15n * ten(8), profit: -10n * ten(8), outcome: 'lose' });
  });
});

describe('close reasons and stops', () => {
  it('settles a position once per tick: liquidation before the stop loss before the take profit', () => {
    fc.assert(
      fc.property(openedCase, fc.option(fc.bigInt({ min: -3n, max: 3n })), fc.option(fc.bigInt({ min: -3n, max: 3n })), ({ m, p, mark, mmr: r }, slOffset, tpOffset) => {
        // Stops a few ticks either side of the mark, so hits and misses both occur.
        const sl = slOffset == null || mark + slOffset < 1n ? null : mark + slOffset;
        const tp = tpOffset == null || mark + tpOffset < 1n ? null : mark + tpOffset;
        const why = closeReasonAt(m, p, mark, r, { stopLossTicks: sl, takeProfitTicks: tp });
        const isUp = p.direction === 'up';
        const slHit = sl != null && (isUp ? mark <= sl : mark >= sl);
        const tpHit = tp != null && (isUp ? mark >= tp : mark <= tp);
        const expected = refLiquidatable(m, p, mark, r) ? 'liquidation' : slHit ? 'stopLoss' : tpHit ? 'takeProfit' : null;
        expect(why).toBe(expected);
      }),
      { numRuns: RUNS },
    );
  });

  it('accepts a stop loss below an up price and above a down one, a take profit the other way, never at the price', () => {
    expect(isStopOnRightSide('up', 'stopLoss', 99n, 100n)).toBe(true);
    expect(isStopOnRightSide('up', 'stopLoss', 100n, 100n)).toBe(false);
    expect(isStopOnRightSide('up', 'takeProfit', 101n, 100n)).toBe(true);
    expect(isStopOnRightSide('up', 'takeProfit', 99n, 100n)).toBe(false);
    expect(isStopOnRightSide('down', 'stopLoss', 101n, 100n)).toBe(true);
    expect(isStopOnRightSide('down', 'stopLoss', 99n, 100n)).toBe(false);
    expect(isStopOnRightSide('down', 'takeProfit', 99n, 100n)).toBe(true);
    expect(isStopOnRightSide('down', 'takeProfit', 100n, 100n)).toBe(false);
  });
});

describe('the house and rates', () => {
  it('refuses exactly the exposures whose loss on the adverse move exceeds the house balance', () => {
    fc.assert(
      fc.property(
        market.chain((m) => fc.tuple(fc.constant(m), fc.bigInt({ min: -(ten(12)), max: ten(12) }), ticksFor(m), fc.bigInt({ min: 0n, max: 1_000_000n }), fc.bigInt({ min: 0n, max: ten(16) }))),
        ([m, exposure, price, move, house]) => {
          const magnitude = exposure < 0n ? -exposure : exposure;
          const exact = toUnits(mul(mul(coinsOf(m, magnitude), priceOf(m, price)), rate(move)));
          const loss = houseWorstCaseLoss(m, exposure, price, move);
          expect(loss).toBe(ceilQ(exact));
          expect(canHouseCover(m, exposure, price, move, house)).toBe(cmp(q(house), exact) >= 0);
          expect(canHouseCover(m, exposure, price, move, loss)).toBe(true);
          if (loss > 0n) expect(canHouseCover(m, exposure, price, move, loss - 1n)).toBe(false);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('reads rates as ppm, prints them back, and refuses a seventh decimal or anything not a plain decimal', () => {
    expect(rateToPpm('0.005')).toBe(5000n);
    expect(rateToPpm('0.0005')).toBe(500n);
    expect(rateToPpm('0.0050000')).toBe(5000n);
    expect(rateToPpm('1')).toBe(1_000_000n);
    for (const bad of ['0.0000005', '-0.01', '', '1e-3', '.5', 'abc', '0.5%']) expect(rateToPpm(bad)).toBeNull();
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10_000_000n }), (ppm) => {
        expect(rateToPpm(ppmToRate(ppm))).toBe(ppm);
      }),
      { numRuns: RUNS },
    );
  });

  it('refuses impossible inputs instead of computing nonsense', () => {
    const btc = USDT_MARKETS[0];
    const position: TContractPosition = { direction: 'up', marginUnits: 1n, lots: 1n, openTicks: 1n };
    expect(() => contractQuantity(btc, 1n, 0n, 1n)).toThrow(RangeError);
    expect(() => contractQuantity(btc, 1n, 1n, 0n)).toThrow(RangeError);
    expect(() => isLiquidatable(btc, position, 0n, 5000n)).toThrow(RangeError);
    expect(() => isLiquidatable(btc, position, 1n, 1_000_000n)).toThrow(RangeError);
    expect(() => liquidationTriggerTicks(btc, { ...position, lots: 0n }, 5000n)).toThrow(RangeError);
    expect(() => feeOf(1n, -1n)).toThrow(RangeError);
    expect(() => contractQuantity(MARKETS.find((m) => m.quote === 'BTC')!, 1n, 1n, 1n)).toThrow(/not margined/);
  });
});
