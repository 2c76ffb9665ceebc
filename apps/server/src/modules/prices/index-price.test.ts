import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findMarket } from '@exchange/contracts';
import { manualClock } from '../../platform/clock.js';
import { parseBinanceTickers } from './binance-tickers.js';
import { readFeedPrice } from './feed-decimal.js';
import type { TFeedParser } from './feed-quote.js';
import { parseHtxTickers } from './htx-tickers.js';
import { demoReferenceIndex, medianIndex } from './index-price.js';
import { demoReferenceFeed } from './demo-reference.js';
import { divRoundHalfEven, medianTicks } from './median.js';
import { parseOkxTickers } from './okx-tickers.js';
import { PriceFeed } from './price-feed.js';

const fixture = (name: string) => JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8'));
const btc = findMarket('btcusdt')!;
const exact = (...texts: string[]) => texts.map((t) => readFeedPrice(t)!);

/** The three production feeds on their fixtures; `failing` feeds answer with a network error. */
function fixtureFeeds(clock: ReturnType<typeof manualClock>) {
  const failing = new Set<string>();
  const feed = (name: string, parse: TFeedParser, body: () => unknown) =>
    new PriceFeed({
      name,
      parse,
      clock,
      maxAgeMs: 10_000,
      fetch: async () => {
        if (failing.has(name)) throw new Error('connect ETIMEDOUT');
        return body();
      },
    });
  const feeds = [
    // HTX's answer is stamped when it is made: follow the clock.
    feed('htx', parseHtxTickers, () => ({ ...fixture('huobi-market-tickers.json'), ts: clock.now() })),
    feed('binance', parseBinanceTickers, () => fixture('binance-ticker-price.json')),
    feed('okx', parseOkxTickers, () => fixture('okx-market-tickers.json')),
  ];
  return { feeds, failing, refresh: () => Promise.all(feeds.map((f) => f.refresh())) };
}

describe('the median of exact prices', () => {
  it('takes the middle of an odd count and the exact mean of the middle two of an even count, halves to even', () => {
    expect(medianTicks(exact('68012.1', '68011.37', '68010.5'), 2)).toBe(6801137n);
    expect(medianTicks(exact('1.00', '1.01'), 2)).toBe(100n); // 1.005: the even neighbour is below
    expect(medianTicks(exact('1.01', '1.02'), 2)).toBe(102n); // 1.015: the even neighbour is above
    expect(medianTicks(exact('1.005', '1.015'), 2)).toBe(101n); // exactly 1.01
    expect(medianTicks(exact('5', '1', '3', '100'), 0)).toBe(4n);
    expect(medianTicks(exact('0.0000000004'), 9)).toBeNull(); // rounds to zero ticks: no index price
    expect(medianTicks([], 2)).toBeNull();
    expect([divRoundHalfEven(25n, 10n), divRoundHalfEven(35n, 10n), divRoundHalfEven(26n, 10n), divRoundHalfEven(24n, 10n)]).toEqual([2n, 4n, 3n, 2n]);
  });
});

describe('the production index: median of fresh outside feeds', () => {
  it('is the median of three fresh feeds, citing each input with its own price and time', async () => {
    const clock = manualClock(1795305600000);
    const { feeds, refresh } = fixtureFeeds(clock);
    await refresh();
    const index = medianIndex(feeds, 1_000);
    expect(index.compute(btc)).toEqual({
      price: 6801137n,
      method: 'median',
      sources: [
        { source: 'htx', price: '68011.37', time: 1795305600000 },
        { source: 'binance', price: '68012.1', time: 1795305600000 },
        { source: 'okx', price: '68010.5', time: 1795305599870 },
      ],
    });
    // XRP/BTC at 9 decimals: 0.00000819, 0.0000082, 0.0000082.
    expect(index.compute(findMarket('xrpbtc')!)?.price).toBe(8200n);
    // Only HTX lists LTC/USDT with a positive price: one feed is not an index.
    expect(index.compute(findMarket('ltcusdt')!)).toBeNull();
  });

  it('leaves stale feeds out (two fresh: their exact mean) and has no price with fewer than two fresh', async () => {
    const clock = manualClock(1795305600000);
    const { feeds, failing, refresh } = fixtureFeeds(clock);
    await refresh();
    const index = medianIndex(feeds, 1_000);
    // OKX's quotes carry their own time and are not refreshed past it: 10 s later they are stale.
    failing.add('okx');
    clock.advance(10_200);
    await refresh();
    const two = index.compute(btc)!;
    expect(two.sources.map((s) => s.source)).toEqual(['htx', 'binance']);
    // (68011.37 + 68012.1) / 2 = 68011.735: a half tick, to the even 68011.74.
    expect(two.price).toBe(6801174n);
    failing.add('binance');
    clock.advance(10_001);
    await refresh();
    expect(index.compute(btc)).toBeNull();
    // When the feeds come back, so does the index.
    failing.clear();
    await refresh();
    expect(index.compute(btc)?.sources).toHaveLength(2); // OKX's fixture stays stale by its own time
  });
});

describe('the demo index: the demo reference feed, never the own market', () => {
  it('is the walk of the demo reference, labelled demo and demo-reference, at the time it stepped; a trade moves nothing; no fresh step, no price', () => {
    const clock = manualClock(1795305600000);
    const feed = demoReferenceFeed({ clock, seed: 42 });
    const index = demoReferenceIndex(feed);
    expect(index.compute(btc)).toBeNull();
    feed.step();
    const steppedAt = clock.now();
    const first = index.compute(btc)!;
    expect(first).toEqual({ price: expect.any(BigInt), method: 'demo', sources: [{ source: 'demo-reference', price: expect.any(String), time: steppedAt }] });
    expect(Math.abs(Number(first.price) / 100 / 68000 - 1)).toBeLessThan(0.01);
    // The same seed walks the same path; another seed another.
    const twin = demoReferenceFeed({ clock, seed: 42 });
    twin.step();
    expect(twin.quote('btcusdt')).toEqual(feed.quote('btcusdt'));
    const other = demoReferenceFeed({ clock, seed: 43 });
    other.step();
    expect(other.quote('btcusdt')!.price).not.toBe(feed.quote('btcusdt')!.price);
    // A restart continues from the newest recorded tick instead of the start price.
    const resumed = demoReferenceFeed({ clock, seed: 42, resumeFrom: () => ({ price: 5_000_000n }) });
    resumed.step();
    expect(Math.abs(Number(resumed.quote('btcusdt')!.price) / 50000 - 1)).toBeLessThan(0.01);
    clock.advance(5_000);
    expect(index.compute(btc)?.price).toBe(first.price);
    clock.advance(1);
    expect(index.compute(btc)).toBeNull();
  });
});

describe('a feed that strays from the others', () => {
  /** Feeds that answer whatever `prices` holds for BTC/USDT, stamped now. */
  function settableFeeds(clock: ReturnType<typeof manualClock>, prices: Record<string, string>) {
    const feeds = Object.keys(prices).map(
      (name) =>
        new PriceFeed({
          name,
          parse: parseBinanceTickers,
          clock,
          maxAgeMs: 10_000,
          fetch: async () => [{ symbol: 'BTCUSDT', price: prices[name] }],
        }),
    );
    return { feeds, refresh: () => Promise.all(feeds.map((f) => f.refresh())) };
  }

  it('is left out of the median, and two feeds that disagree make no index price at all', async () => {
    const clock = manualClock(1795305600000);
    const prices: Record<string, string> = { htx: '68000', binance: '68100', okx: '91000' };
    const { feeds, refresh } = settableFeeds(clock, prices);
    await refresh();
    const index = medianIndex(feeds, 1_000, 200n);
    // OKX is 34 % above the median of the three: the index is the mean of the two that agree.
    expect(index.compute(btc)).toMatchObject({ price: 6805000n, sources: [{ source: 'htx' }, { source: 'binance' }] });
    // Two left that are 5 % apart: neither can be trusted over the other, so there is no price.
    prices.binance = '71400';
    await refresh();
    expect(index.compute(btc)).toBeNull();
    // Within 2 % of their median again: the index returns.
    prices.binance = '68500';
    await refresh();
    expect(index.compute(btc)?.price).toBe(6825000n);
  });
});
