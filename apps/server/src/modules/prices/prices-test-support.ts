import type { TClock } from '../../platform/clock.js';
import { parseBinanceTickers } from './binance-tickers.js';
import { parseHtxTickers } from './htx-tickers.js';
import { parseOkxTickers } from './okx-tickers.js';
import { PriceFeed } from './price-feed.js';

type TFeedPrices = { btcusdt: string; ethusdt: string };

/**
 * Three feeds answering in their documented formats (HTX numbers, Binance strings, OKX strings
 * with their own ts), at prices a test sets, timed by the test's clock. A feed in `failing`
 * answers with a network error, so its quotes age out.
 */
export function movingFeeds(clock: TClock) {
  const prices: Record<'htx' | 'binance' | 'okx', TFeedPrices> = {
    htx: { btcusdt: '68000.01', ethusdt: '3500.1' },
    binance: { btcusdt: '68000.03', ethusdt: '3500.3' },
    okx: { btcusdt: '68000.02', ethusdt: '3500.2' },
  };
  const failing = new Set<string>();
  const answer = (name: string, body: () => unknown) => async () => {
    if (failing.has(name)) throw new Error('connect ECONNREFUSED');
    return body();
  };
  const feeds = [
    new PriceFeed({
      name: 'htx',
      parse: parseHtxTickers,
      clock,
      maxAgeMs: 10_000,
      fetch: answer('htx', () => ({ status: 'ok', ts: clock.now(), data: Object.entries(prices.htx).map(([symbol, close]) => ({ symbol, close: Number(close) })) })),
    }),
    new PriceFeed({
      name: 'binance',
      parse: parseBinanceTickers,
      clock,
      maxAgeMs: 10_000,
      fetch: answer('binance', () => Object.entries(prices.binance).map(([symbol, price]) => ({ symbol: symbol.toUpperCase(), price }))),
    }),
    new PriceFeed({
      name: 'okx',
      parse: parseOkxTickers,
      clock,
      maxAgeMs: 10_000,
      fetch: answer('okx', () => ({
        code: '0',
        msg: '',
        data: Object.entries(prices.okx).map(([symbol, last]) => ({ instType: 'SPOT', instId: `${symbol.slice(0, 3).toUpperCase()}-USDT`, last, ts: String(clock.now()) })),
      })),
    }),
  ];
  return { feeds, prices, failing, refresh: () => Promise.all(feeds.map((feed) => feed.refresh())) };
}

/** Sets every feed's price of a market (the index then moves to it). */
export function setAll(prices: ReturnType<typeof movingFeeds>['prices'], symbol: keyof TFeedPrices, price: string): void {
  for (const feed of Object.values(prices)) feed[symbol] = price;
}
