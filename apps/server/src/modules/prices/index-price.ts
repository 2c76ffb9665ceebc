import type { TMarket, TPriceTickSource } from '@exchange/contracts';
import { DEMO_REFERENCE_SOURCE, type TDemoReferenceFeed } from './demo-reference.js';
import { readFeedPrice, type TExactDecimal } from './feed-decimal.js';
import { medianTicks } from './median.js';
import type { PriceFeed } from './price-feed.js';

/** An index price before it is recorded: ticks of the market's price precision, how it was made, and its inputs. */
export type TIndexResult = { price: bigint; method: 'median' | 'demo'; sources: TPriceTickSource[] };

/**
 * Where the recorder takes index prices from. `start`/`stop` run whatever keeps the inputs fresh
 * (feed polling); the recorder calls them with its own.
 */
export type TIndexSource = { compute(market: TMarket): TIndexResult | null; start?(): void; stop?(): void };

/** Fewer fresh feeds than this: no index price at all (nothing opens, nothing settles; never a guess). */
export const MIN_FRESH_FEEDS = 2;

/** A feed further than this from the median of all fresh feeds is left out (basis points: 200 = 2 %). */
export const DEFAULT_MAX_DEVIATION_BPS = 200n;

/** Whether `price` lies within `bps` basis points of `reference` (exact: both at one scale). */
function isNear(price: TExactDecimal, reference: TExactDecimal, bps: bigint): boolean {
  const scale = Math.max(price.scale, reference.scale);
  const a = price.units * 10n ** BigInt(scale - price.scale);
  const b = reference.units * 10n ** BigInt(scale - reference.scale);
  const gap = a > b ? a - b : b - a;
  return gap * 10_000n <= b * bps;
}

/**
 * Production (ARCHITECTURE.md "Market data and prices"): the median of the fresh outside feeds,
 * each fresh by its own staleness limit. A feed that strays more than `maxDeviationBps` from the
 * median of all fresh feeds is left out (a broken or manipulated feed must not move the index by
 * half its error when only two are fresh); with fewer than MIN_FRESH_FEEDS fresh, agreeing
 * quotes there is no index price, and each tick lists exactly the inputs its median was made
 * of, each with the host it was read from (a feed pointed elsewhere shows it). The exchange's
 * own trades are never an input here, nor is any operator's price.
 */
export function medianIndex(feeds: PriceFeed[], pollMs: number, maxDeviationBps = DEFAULT_MAX_DEVIATION_BPS): TIndexSource {
  return {
    compute(market) {
      const fresh: { source: TPriceTickSource; price: TExactDecimal }[] = [];
      for (const feed of feeds) {
        const quote = feed.quote(market.symbol);
        const price = quote && readFeedPrice(quote.price);
        if (!quote || !price) continue;
        fresh.push({ source: { source: feed.name, price: quote.price, time: quote.time, ...(feed.host ? { host: feed.host } : {}) }, price });
      }
      if (fresh.length < MIN_FRESH_FEEDS) return null;
      // The median of all fresh feeds, at a precision fine enough for the distance test.
      const scale = Math.max(...fresh.map((f) => f.price.scale));
      const center = medianTicks(fresh.map((f) => f.price), scale);
      if (center === null) return null;
      const used = fresh.filter((f) => isNear(f.price, { units: center, scale }, maxDeviationBps));
      if (used.length < MIN_FRESH_FEEDS) return null;
      const price = medianTicks(used.map((f) => f.price), market.pricePrecision);
      return price === null ? null : { price, method: 'median', sources: used.map((f) => f.source) };
    },
    start: () => feeds.forEach((feed) => feed.start(pollMs)),
    stop: () => feeds.forEach((feed) => feed.stop()),
  };
}

/**
 * Demo mode only: the demo reference feed (demo-reference.ts), the stand-in for the outside
 * venues, and every tick says so (method `demo`, source `demo-reference`, the quote's own time,
 * i.e. when the walk stepped). The exchange's own book is never an input, in demo mode either: a
 * user sweeping one side of a book moves the last trade price, never the index. No fresh quote
 * (the feed stopped or never stepped): no index price.
 */
export function demoReferenceIndex(feed: TDemoReferenceFeed): TIndexSource {
  return {
    compute(market) {
      const quote = feed.quote(market.symbol);
      const price = quote && readFeedPrice(quote.price);
      if (!quote || !price) return null;
      const ticks = medianTicks([price], market.pricePrecision);
      if (ticks === null) return null;
      return { price: ticks, method: 'demo', sources: [{ source: DEMO_REFERENCE_SOURCE, price: quote.price, time: quote.time }] };
    },
    start: () => feed.start(),
    stop: () => feed.stop(),
  };
}
