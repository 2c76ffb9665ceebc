import { describe, expect, it } from 'vitest';
import { findMarket, MARKETS } from './markets.js';
import { findAsset } from './assets.js';
import { marketMoney, parseUnits } from './money.js';

describe('spot markets', () => {
  it('lists the 16 pairs of SPEC §9 with their price precisions', () => {
    expect(MARKETS.map((m) => m.symbol)).toEqual([
      'btcusdt', 'ethusdt', 'ltcusdt', 'eosusdt', 'adausdt', 'xrpusdt', 'dogeusdt',
      'ethbtc', 'eosbtc', 'ltcbtc', 'xrpbtc', 'adabtc', 'dogebtc',
      'eoseth', 'adaeth', 'dogeeth',
    ]);
    expect(findMarket('BTC/USDT')).toMatchObject({ pricePrecision: 2, quantityPrecision: 6, takerFee: '0.001' });
    expect(findMarket('xrpbtc')?.pricePrecision).toBe(9);
    expect(findMarket('eoseth')?.pricePrecision).toBe(8);
  });

  it('keeps the largest order of every market inside a safe integer of tick-lots', () => {
    for (const market of MARKETS) {
      const tickLots = Number(market.maxOrderValue) * 10 ** (market.pricePrecision + market.quantityPrecision);
      expect(tickLots, market.symbol).toBeLessThan(Number.MAX_SAFE_INTEGER);
    }
  });

  it('fits every market to its assets scales: lots are whole base units, limits are quote amounts', () => {
    for (const market of MARKETS) {
      expect(market.quantityPrecision, market.symbol).toBeLessThanOrEqual(findAsset(market.base)!.scale);
      const money = marketMoney(market);
      expect(money.quoteScale, market.symbol).toBe(findAsset(market.quote)!.scale);
      expect(money.minOrderValue, market.symbol).toBe(parseUnits(market.minOrderValue, money.quoteScale));
      expect(money.maxOrderValue, market.symbol).toBeGreaterThan(money.minOrderValue);
    }
  });
});
