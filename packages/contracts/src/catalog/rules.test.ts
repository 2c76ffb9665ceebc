import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { findAsset } from '../assets.js';
import { findMarket } from '../markets.js';
import { marketMoney, parseUnits, pow10 } from '../money.js';
import { readOrder } from '../money/order-money.js';
import { checkNewMarket } from './rules.js';

describe('a spot market listed at run time', () => {
  it('is accepted only when its largest order stays a safe integer of tick-lots, and then every order within its bounds does', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<string>('LTC', 'EOS', 'ADA', 'XRP', 'DOGE', 'USDC', 'ETH', 'BTC'),
        fc.constantFrom('USDT', 'BTC', 'ETH'),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 0, max: 8 }),
        fc.bigInt({ min: 1n, max: 10n ** 16n }),
        (base, quote, pricePrecision, quantityPrecision, maxUnits) => {
          const quoteScale = findAsset(quote)!.scale;
          const maxOrderValue = (Number(maxUnits) / 10 ** quoteScale).toFixed(quoteScale).replace(/\.?0+$/, '');
          const checked = checkNewMarket({ base, quote, pricePrecision, quantityPrecision, maxOrderValue, minOrderValue: '0.00000001' });
          const max = parseUnits(maxOrderValue, quoteScale)!;
          const tickLots = (max * pow10(pricePrecision + quantityPrecision)) / pow10(quoteScale);
          const fits = tickLots < BigInt(Number.MAX_SAFE_INTEGER) && quantityPrecision <= findAsset(base)!.scale && max > 1n;
          if (findAsset(base)!.scale < quantityPrecision || base === quote) expect(checked.problem).toBeDefined();
          // And the converse: a pair not listed yet whose precisions fit is accepted.
          if (fits && base !== quote && !findMarket(`${base}${quote}`)) expect(checked.problem).toBeUndefined();
          if (!checked.market) return;
          expect(fits).toBe(true);
          // The engine's inputs of an order at the bounds: ticks × lots of the largest value stays exact.
          const money = marketMoney(checked.market);
          expect(money.tickLotsFor(money.maxOrderValue)).toBeLessThanOrEqual(BigInt(Number.MAX_SAFE_INTEGER));
        },
      ),
    );
  });

  it('keeps what it accepts in the catalogue’s form, and reads orders like a fixed market', () => {
    const checked = checkNewMarket({ base: 'LTC', quote: 'ETH', pricePrecision: 6, quantityPrecision: 3, minOrderValue: '0.0020', maxOrderValue: '1500.0', makerFee: '0.0010', takerFee: '0' });
    expect(checked.market).toEqual({
      symbol: 'ltceth', base: 'LTC', quote: 'ETH', pricePrecision: 6, quantityPrecision: 3, minOrderValue: '0.002', maxOrderValue: '1500', makerFee: '0.001', takerFee: '0',
    });
    const order = readOrder(checked.market!, { side: 'buy', type: 'LMT', price: '0.025', amount: '2.5' });
    expect(order.amounts?.value).toBe(parseUnits('0.0625', 8));
    expect(readOrder(checked.market!, { side: 'buy', type: 'LMT', price: '0.0250001', amount: '1' }).problem?.key).toBe('enterProperPrice');
  });
});
