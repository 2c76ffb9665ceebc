import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { TMarket } from '../markets.js';
import {
  feeOn,
  formatAmount,
  formatUnits,
  INT64_MAX,
  marketMoney,
  MAX_AMOUNT_UNITS,
  maxUnits,
  minUnits,
  orderValueProblem,
  readAmount,
  readAmountOf,
  readOrder,
  scaleOf,
} from '../money.js';

const BTCUSDC: TMarket = {
  symbol: 'btcusdc', base: 'BTC', quote: 'USDC', pricePrecision: 2, quantityPrecision: 6,
  minOrderValue: '5', maxOrderValue: '5000000', makerFee: '0.001', takerFee: '0.002',
};
const USDCUSDT: TMarket = {
  symbol: 'usdcusdt', base: 'USDC', quote: 'USDT', pricePrecision: 4, quantityPrecision: 2,
  minOrderValue: '5', maxOrderValue: '5000000', makerFee: '0.001', takerFee: '0.001',
};
const scales = fc.integer({ min: 0, max: 18 });

describe('amounts at their asset scale', () => {
  it('reads and prints USDC at 6 decimals and BTC at 8, refusing more decimals', () => {
    expect(scaleOf('usdc')).toBe(6);
    expect(readAmountOf('1.123456', 'USDC')).toEqual({ units: 1_123_456n });
    expect(readAmountOf('1.1234567', 'USDC')).toEqual({ problem: 'invalidAmount' });
    expect(readAmountOf('1.12345678', 'BTC')).toEqual({ units: 112_345_678n });
    expect(formatAmount(1_123_450n, 'USDC')).toBe('1.12345');
    expect(formatAmount(-5n, 'USDC')).toBe('-0.000005');
    expect(() => scaleOf('SHIB')).toThrow();
  });

  it('refuses what is not a plain non-negative decimal, and asks for an empty one', () => {
    for (const text of ['1e5', '-1', '1.2.3', '0x10', '１', ' . ', '1,5']) expect(readAmount(text, 8).problem, text).toBe('invalidAmount');
    expect(readAmount('  ', 8).problem).toBe('enterAmount');
    expect(readAmount('1.500000000000', 6)).toEqual({ units: 1_500_000n }); // trailing zeros do not count
  });

  it('round-trips every amount within the bounds through print and read', () => {
    fc.assert(
      fc.property(scales, fc.bigInt({ min: 0n, max: MAX_AMOUNT_UNITS }), (scale, raw) => {
        const units = raw % (maxUnits(scale) + 1n);
        expect(readAmount(formatUnits(units, scale), scale)).toEqual({ units });
      }),
    );
  });

  it('never lets an amount through that, added to eight more of its kind, overflows a 64-bit column', () => {
    expect(9n * MAX_AMOUNT_UNITS).toBeLessThan(INT64_MAX);
    fc.assert(
      fc.property(scales, fc.stringMatching(/^[0-9]{1,400}(\.[0-9]{1,30})?$/), (scale, text) => {
        const read = readAmount(text, scale);
        if (read.problem) expect(['invalidAmount', 'amountAboveMaximum']).toContain(read.problem);
        else expect(read.units <= maxUnits(scale) && read.units <= MAX_AMOUNT_UNITS).toBe(true);
      }),
    );
  });

  it('bounds amounts at 10^15 coins or 10^18 units, and refuses 20, 25 and 400 digits', () => {
    expect(maxUnits(8)).toBe(10n ** 18n);
    expect(maxUnits(2)).toBe(10n ** 17n);
    expect(readAmount('10000000000', 8)).toEqual({ units: 10n ** 18n });
    expect(readAmount('10000000000.00000001', 8).problem).toBe('amountAboveMaximum');
    expect(readAmount('1000000000000', 6)).toEqual({ units: 10n ** 18n });
    for (const digits of [20, 25, 400]) expect(readAmount('9'.repeat(digits), 6).problem).toBe('amountAboveMaximum');
  });

  it('puts SPEC §5 minimum (0.00001) at the scale, at least one unit', () => {
    expect(minUnits(8)).toBe(1000n);
    expect(minUnits(6)).toBe(10n);
    expect(minUnits(2)).toBe(1n);
  });
});

describe('fees', () => {
  it('rounds a fee up to the unit of what it is taken from, whatever the rate decimals', () => {
    expect(feeOn(7_407_401_234n, '0.001')).toBe(7_407_402n);
    expect(feeOn(1000n, '0.001')).toBe(1n);
    expect(feeOn(0n, '0.001')).toBe(0n);
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: MAX_AMOUNT_UNITS }), fc.integer({ min: 0, max: 100_000 }), (amount, perHundredThousand) => {
        const fee = feeOn(amount, formatUnits(BigInt(perHundredThousand), 5));
        const exact = amount * BigInt(perHundredThousand);
        expect(fee * 100_000n >= exact && (fee - 1n) * 100_000n < exact).toBe(true);
      }),
    );
  });
});

describe('market money at the market assets scales', () => {
  it('values a USDC-quoted order at 6 decimals, rounding what is paid up and what is received down', () => {
    const money = marketMoney(BTCUSDC);
    expect([money.baseScale, money.quoteScale]).toEqual([8, 6]);
    const tickLots = 6_000_001n * 123_457n;
    expect(money.quoteCeil(tickLots)).toBe(7_407_421_235n); // 0.123457 × 60000.01 = 7407.42123457
    expect(money.quoteFloor(tickLots)).toBe(7_407_421_234n);
    expect(money.baseOf(123_457n)).toBe(12_345_700n);
    expect(money.averageTicks(12_345_700n, 7_407_421_235n)).toBe(6_000_001n);
    expect(money.minOrderValue).toBe(5_000_000n);
  });

  it('keeps a 6-decimal base in lots of its quantity precision', () => {
    const money = marketMoney(USDCUSDT);
    expect(money.lotsOf(12_340_000n)).toBe(1234n);
    expect(money.baseOf(1234n)).toBe(12_340_000n);
    expect(money.quoteCeil(9_999n * 1234n)).toBe(1_233_876_600n); // 0.9999 × 12.34 = 12.338766 USDT
  });

  it('never rounds a value in the user favour, for any price and quantity', () => {
    const money = marketMoney(BTCUSDC);
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 9n }), fc.bigInt({ min: 1n, max: 10n ** 9n }), (ticks, lots) => {
        const exactTimes100 = ticks * lots; // quote units × 100
        expect(money.quoteCeil(ticks * lots) * 100n >= exactTimes100).toBe(true);
        expect(money.quoteFloor(ticks * lots) * 100n <= exactTimes100).toBe(true);
        expect(money.quoteCeil(ticks * lots) - money.quoteFloor(ticks * lots) <= 1n).toBe(true);
      }),
    );
  });

  it('reads orders with the quote asset scale for a market buy, and bounds them', () => {
    const order = (side: 'buy' | 'sell', type: 'LMT' | 'MKT', price: string, amount: string) => readOrder(BTCUSDC, { side, type, price, amount });
    expect(order('buy', 'MKT', '', '10.123456').amounts).toMatchObject({ quoteAmount: 10_123_456n, value: 10_123_456n, frozenAsset: 'USDC' });
    expect(order('buy', 'MKT', '', '10.1234567').problem).toEqual({ key: 'quantityPrecision' });
    expect(order('sell', 'LMT', '60000.01', '0.123457').amounts).toMatchObject({ ticks: 6_000_001n, amount: 12_345_700n, value: 7_407_421_235n, frozenAmount: 12_345_700n });
    expect(order('sell', 'LMT', '60000.001', '1').problem).toEqual({ key: 'enterProperPrice' });
    expect(order('sell', 'LMT', '9'.repeat(20), '1').problem).toEqual({ key: 'enterProperPrice' });
    expect(order('sell', 'MKT', '', '9'.repeat(25)).problem).toEqual({ key: 'amountAboveMaximum' });
    expect(order('buy', 'LMT', '1', '').problem).toEqual({ key: 'enterQuantity' });
    expect(orderValueProblem(BTCUSDC, 4_999_999n)).toEqual({ key: 'orderValueTooSmall', values: { min: '5', coin: 'USDC' } });
    expect(orderValueProblem(BTCUSDC, 5_000_000n)).toBeNull();
    expect(orderValueProblem(BTCUSDC, 5_000_000_000_001n)).toEqual({ key: 'orderValueTooLarge', values: { max: '5000000', coin: 'USDC' } });
    expect(orderValueProblem(BTCUSDC, null)).toBeNull();
  });
});
