import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock.js';
import { parseBinanceTickers } from './binance-tickers.js';
import { decimalOfNumber, feedPriceText } from './feed-decimal.js';
import { parseHtxTickers } from './htx-tickers.js';
import { parseOkxTickers } from './okx-tickers.js';
import { loadPriceConfig } from './price-config.js';
import { httpFeedFetcher, PriceFeed } from './price-feed.js';

const fixture = (name: string) => JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8'));
const RECEIVED = 1795305600123;

describe('ticker adapters, on answers in their documented formats', () => {
  it('HTX: the close of each listed market at the answer time; unknown, malformed and non-positive rows dropped', () => {
    expect(parseHtxTickers(fixture('huobi-market-tickers.json'))).toEqual([
      { symbol: 'btcusdt', price: '68011.37', time: 1795305600000 },
      { symbol: 'ethusdt', price: '3502.46', time: 1795305600000 },
      { symbol: 'dogeusdt', price: '0.151274', time: 1795305600000 },
      { symbol: 'xrpbtc', price: '0.00000819', time: 1795305600000 },
    ]);
    expect(parseHtxTickers({ status: 'error', 'err-code': 'invalid-parameter', 'err-msg': 'invalid symbol' })).toEqual([]);
    expect(parseHtxTickers({ status: 'ok', ts: 'yesterday', data: [{ symbol: 'btcusdt', close: 1 }] })).toEqual([]);
    expect(parseHtxTickers(null)).toEqual([]);
    expect(parseHtxTickers('<html>502 Bad Gateway</html>')).toEqual([]);
  });

  it('Binance /api/v3/ticker/price: exact strings, our names only, timed when the answer arrived', () => {
    expect(parseBinanceTickers(fixture('binance-ticker-price.json'), RECEIVED)).toEqual([
      { symbol: 'ethbtc', price: '0.05149', time: RECEIVED },
      { symbol: 'ltcbtc', price: '0.001249', time: RECEIVED },
      { symbol: 'btcusdt', price: '68012.1', time: RECEIVED },
      { symbol: 'ethusdt', price: '3501.98', time: RECEIVED },
      { symbol: 'xrpbtc', price: '0.0000082', time: RECEIVED },
      { symbol: 'dogeusdt', price: '0.15129', time: RECEIVED },
    ]);
    // A single object (one symbol asked for) is one row; an error answer is nothing.
    expect(parseBinanceTickers({ symbol: 'LTCUSDT', price: '84.91000000' }, RECEIVED)).toEqual([{ symbol: 'ltcusdt', price: '84.91', time: RECEIVED }]);
    expect(parseBinanceTickers({ code: -1121, msg: 'Invalid symbol.' }, RECEIVED)).toEqual([]);
    expect(parseBinanceTickers({ code: -1003, msg: 'Too much request weight used; current limit is 6000 request weight per 1 MINUTE.' }, RECEIVED)).toEqual([]);
  });

  it('Binance /api/v3/ticker/24hr: lastPrice at closeTime; a pair without trades in the window is dropped', () => {
    expect(parseBinanceTickers(fixture('binance-ticker-24hr.json'), RECEIVED)).toEqual([
      { symbol: 'btcusdt', price: '68012.1', time: 1795305599612 },
      { symbol: 'ethbtc', price: '0.05149', time: 1795305599440 },
    ]);
  });

  it('OKX: SPOT rows only, each at its own ts; empty, zero and untimed prices and failed answers dropped', () => {
    expect(parseOkxTickers(fixture('okx-market-tickers.json'))).toEqual([
      { symbol: 'btcusdt', price: '68010.5', time: 1795305599870 },
      { symbol: 'ethusdt', price: '3502.1', time: 1795305599902 },
      { symbol: 'dogeusdt', price: '0.15128', time: 1795305599731 },
      { symbol: 'xrpbtc', price: '0.0000082', time: 1795305598114 },
    ]);
    expect(parseOkxTickers({ code: '50011', msg: 'Too Many Requests', data: [] })).toEqual([]);
    expect(parseOkxTickers({ code: 0, msg: '', data: fixture('okx-market-tickers.json').data })).toEqual([]);
  });

  it('keeps prices exact: JSON numbers at their shortest text, strings never through a float', () => {
    expect(decimalOfNumber(8.19e-6)).toBe('0.00000819');
    expect(decimalOfNumber(1.5e-7)).toBe('0.00000015');
    expect(decimalOfNumber(68011.37)).toBe('68011.37');
    expect(decimalOfNumber(1e21)).toBe('1000000000000000000000');
    expect(decimalOfNumber(0)).toBeNull();
    expect(decimalOfNumber(-3)).toBeNull();
    expect(decimalOfNumber(Number.NaN)).toBeNull();
    // Digits a float would round are kept as sent, up to 18 decimals; more is malformed, never cut.
    expect(feedPriceText('68011.370000000000000001')).toBe('68011.370000000000000001');
    expect(feedPriceText('68011.3700000000000000001')).toBeNull();
    expect(feedPriceText('0.123456789012345678')).toBe('0.123456789012345678');
    expect(feedPriceText('9007199254740993.5')).toBe('9007199254740993.5');
    for (const bad of ['', '-1', '1e5', '0x10', ' 1', '1.', '.5', '0.000']) expect(feedPriceText(bad), bad).toBeNull();
  });
});

describe('a price feed', () => {
  it('uses a quote only while it is fresh by its own time, keeps it through a failed fetch, then lets it age out', async () => {
    const clock = manualClock(1795305600000);
    let answer: () => unknown = () => fixture('huobi-market-tickers.json');
    const feed = new PriceFeed({ name: 'htx', parse: parseHtxTickers, fetch: async () => answer(), clock, maxAgeMs: 10_000 });
    expect(feed.quote('btcusdt')).toBeNull();
    expect(await feed.refresh()).toBe(4);
    expect(feed.quote('btcusdt')).toEqual({ symbol: 'btcusdt', price: '68011.37', time: 1795305600000 });
    answer = () => {
      throw new Error('network down');
    };
    clock.advance(6_000);
    expect(await feed.refresh()).toBe(0);
    expect(feed.quote('btcusdt')?.price).toBe('68011.37');
    clock.advance(4_001);
    expect(feed.quote('btcusdt')).toBeNull();
    expect(feed.quote('ltcusdt')).toBeNull();
  });

  it('never lets an older answer replace a newer quote, and ignores quotes dated far ahead of the clock', async () => {
    const clock = manualClock(1795305600000);
    let ts = 1795305600000;
    const feed = new PriceFeed({
      name: 'htx',
      parse: parseHtxTickers,
      fetch: async () => ({ status: 'ok', ts, data: [{ symbol: 'btcusdt', close: ts === 1795305600000 ? 68000.5 : 67000.25 }] }),
      clock,
      maxAgeMs: 10_000,
    });
    await feed.refresh();
    ts -= 2_000;
    await feed.refresh();
    expect(feed.quote('btcusdt')?.price).toBe('68000.5');
    ts = clock.now() + 60_000;
    await feed.refresh();
    expect(feed.quote('btcusdt')).toBeNull();
  });
});

describe('the production fetcher, against a local server', () => {
  let server: http.Server;
  let base = '';
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      if (request.url === '/ok') return response.end(JSON.stringify(fixture('okx-market-tickers.json')));
      if (request.url === '/down') return response.writeHead(503).end('{"code":"50001","msg":"Service temporarily unavailable"}');
      if (request.url === '/huge') return response.end(`[${'1,'.repeat(600_000)}1]`);
      if (request.url === '/html') return response.end('<html>maintenance</html>');
      // /slow never answers: the timeout must end the wait.
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('reads a JSON answer, and fails on an HTTP error, a timeout, an oversized or non-JSON answer', async () => {
    expect(parseOkxTickers(await httpFeedFetcher(`${base}/ok`, 2_000)())).toHaveLength(4);
    await expect(httpFeedFetcher(`${base}/down`, 2_000)()).rejects.toThrow('HTTP 503');
    await expect(httpFeedFetcher(`${base}/slow`, 200)()).rejects.toThrow();
    await expect(httpFeedFetcher(`${base}/huge`, 2_000, 1_000_000)()).rejects.toThrow('larger than');
    await expect(httpFeedFetcher(`${base}/html`, 2_000)()).rejects.toThrow();
  });
});

describe('price configuration', () => {
  it('defaults to HTX, Binance and OKX at their public URLs, with per-feed overrides', () => {
    const defaults = loadPriceConfig({});
    expect(defaults.feeds.map((f) => [f.name, f.url, f.maxAgeMs])).toEqual([
      ['htx', 'https://api.huobi.pro/market/tickers', 10_000],
      ['binance', 'https://data-api.binance.vision/api/v3/ticker/price', 10_000],
      ['okx', 'https://www.okx.com/api/v5/market/tickers?instType=SPOT', 10_000],
    ]);
    expect(defaults).toMatchObject({ pollMs: 1_000, timeoutMs: 3_000, heartbeatMs: 10_000, demoSeed: undefined, hasExplicitFeeds: false, isRecorderOn: true });
    const custom = loadPriceConfig({
      PRICE_FEEDS: 'okx, Binance,okx',
      PRICE_FEED_OKX_URL: 'https://eea.okx.com/api/v5/market/tickers?instType=SPOT',
      PRICE_FEED_BINANCE_MAX_AGE_MS: '20000',
      PRICE_TICK_HEARTBEAT_MS: '5000',
      PRICE_RECORDER: '0',
    });
    expect(custom.feeds.map((f) => [f.name, f.url, f.maxAgeMs])).toEqual([
      ['okx', 'https://eea.okx.com/api/v5/market/tickers?instType=SPOT', 10_000],
      ['binance', 'https://data-api.binance.vision/api/v3/ticker/price', 20_000],
    ]);
    expect(custom).toMatchObject({ heartbeatMs: 5_000, isRecorderOn: false });
  });

  it('refuses to start with an unknown feed or a feed URL that is not http(s)', () => {
    expect(() => loadPriceConfig({ PRICE_FEEDS: 'htx,binanse' })).toThrow('unknown feed "binanse"');
    expect(() => loadPriceConfig({ PRICE_FEED_HTX_URL: 'file:///etc/passwd' })).toThrow('PRICE_FEED_HTX_URL');
  });
});
