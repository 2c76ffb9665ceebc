import { describe, expect, it } from 'vitest';
import { mergeDepth, mergeKline, mergeTicker, mergeTrades, TRADES_KEPT } from './live-merge';
import { formatFixed } from '../format/format-output';
import { changePercent, trendOf } from './format-market';
import type { TKline } from './market-types';

const candle = (id: number, close: number, count = 1): TKline => ({ id, open: close, close, high: close, low: close, vol: 1, amount: close, count });

describe('live merges', () => {
  it('keeps the newer book when an HTTP answer and a push cross, and cuts it to the view', () => {
    const newer = { bids: [[2, 1], [1, 1]] as [number, number][], asks: [[3, 1]] as [number, number][], ts: 20, version: 5 };
    expect(mergeDepth(newer, { ...newer, ts: 10, version: 4 }, 20)).toBe(newer);
    expect(mergeDepth(undefined, newer, 1).bids).toEqual([[2, 1]]);
  });

  it('puts pushed trades on top, newest first, and keeps 50', () => {
    const before = Array.from({ length: TRADES_KEPT }, (_, i) => ({ key: `h${i}`, price: 1, amount: 1, direction: 'buy' as const, ts: i }));
    const next = mergeTrades(before, { data: [{ price: 2, amount: 1, direction: 'sell', ts: 100 }, { price: 3, amount: 1, direction: 'sell', ts: 100 }] });
    expect(next).toHaveLength(TRADES_KEPT);
    expect(next.slice(0, 2).map((t) => t.price)).toEqual([3, 2]);
    expect(new Set(next.map((t) => t.key)).size).toBe(TRADES_KEPT);
  });

  it('lists a pushed trade once when the HTTP answer already had it', () => {
    const loaded = [{ key: 'h7', price: 1, amount: 1, direction: 'buy' as const, ts: 50 }];
    const next = mergeTrades(loaded, { data: [{ id: 7, price: 1, amount: 1, direction: 'buy', ts: 50 }, { id: 8, price: 2, amount: 1, direction: 'sell', ts: 60 }] });
    expect(next.map((t) => t.key)).toEqual(['h8', 'h7']);
  });

  it('replaces the live candle, starts the next one, and ignores old or empty ones', () => {
    const list = [candle(60, 1), candle(120, 2)];
    expect(mergeKline(list, candle(120, 5))!.map((c) => c.close)).toEqual([1, 5]);
    expect(mergeKline(list, candle(180, 6))!.map((c) => c.id)).toEqual([60, 120, 180]);
    expect(mergeKline(list, candle(60, 9))).toBe(list);
    expect(mergeKline(list, candle(180, 0, 0))).toBe(list);
  });

  it('updates one ticker of the list', () => {
    const tick = { open: 1, close: 2, high: 2, low: 1, vol: 1, amount: 1, count: 1 };
    const list = [{ symbol: 'btcusdt', baseCoin: 'BTC', quoteCoin: 'USDT', logo: '', pricePrecision: 2, tick: { ...tick, close: 1 } }];
    expect(mergeTicker(list, 'btcusdt', tick)![0].tick.close).toBe(2);
  });
});

describe('market number formats', () => {
  it('cuts prices to the market precision and groups them per language', () => {
    expect(formatFixed(59999.999, 2, 'en-US')).toBe('59,999.99');
    expect(formatFixed(0.1 + 0.2, 2, 'en-US')).toBe('0.30');
    expect(formatFixed(1234.5, 2, 'de-DE')).toBe('1.234,50');
    expect(formatFixed(0.000000123, 9, 'en-US')).toBe('0.000000123');
  });

  it('gives the signed 24 h change and its trend', () => {
    expect(changePercent(100, 101.256)).toBe('+1.26');
    expect(changePercent(100, 99.6)).toBe('-0.40');
    expect(changePercent(0, 5)).toBe('0.00');
    expect(trendOf(100, 99)).toBe('down');
    expect(trendOf(0, 99)).toBe('flat');
  });
});
