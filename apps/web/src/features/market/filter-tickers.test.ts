import { describe, expect, it } from 'vitest';
import type { TTicker } from './market-types';
import { filterTickers, topTickers } from './filter-tickers';

const ticker = (base: string, quote: string, open: number, close: number, amount: number): TTicker => ({
  symbol: `${base}${quote}`.toLowerCase(),
  baseCoin: base,
  quoteCoin: quote,
  logo: '',
  pricePrecision: 2,
  tick: { open, close, high: close, low: open, vol: 1, amount, count: 1 },
});

const list = [ticker('BTC', 'USDT', 100, 90, 500), ticker('ETH', 'USDT', 10, 12, 100), ticker('LTC', 'USDT', 0, 0, 0)];

describe('filterTickers', () => {
  it('matches the pair in any spelling', () => {
    expect(filterTickers(list, 'eth').map((t) => t.symbol)).toEqual(['ethusdt']);
    expect(filterTickers(list, 'BTC/USDT').map((t) => t.symbol)).toEqual(['btcusdt']);
    expect(filterTickers(list, ' usdt ').length).toBe(3);
    expect(filterTickers(list, 'xyz')).toEqual([]);
    expect(filterTickers(list, '').length).toBe(3);
  });
});

describe('topTickers', () => {
  it('lists as gainers only the markets that rose, highest first', () => {
    const more = [...list, ticker('EOS', 'USDT', 10, 10.5, 5), ticker('ADA', 'USDT', 1, 1, 5)];
    expect(topTickers(more, 'gainers', 5).map((t) => t.baseCoin)).toEqual(['ETH', 'EOS']);
    expect(topTickers([ticker('BTC', 'USDT', 100, 90, 500)], 'gainers', 5)).toEqual([]);
  });

  it('ranks by turnover', () => {
    expect(topTickers(list, 'volume', 2).map((t) => t.baseCoin)).toEqual(['BTC', 'ETH']);
  });
});
