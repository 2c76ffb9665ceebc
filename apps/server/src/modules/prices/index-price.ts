import { formatUnits, type TMarket, type TPriceTickSource } from '@exchange/contracts';
import type { TClock } from '../../platform/clock.js';
import type { TSpotExchange } from '../spot/spot-market.js';
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
 * of. The exchange's own trades are never an input here, nor is any operator's price.
 */
export function medianIndex(feeds: PriceFeed[], pollMs: number, maxDeviationBps = DEFAULT_MAX_DEVIATION_BPS): TIndexSource {
  return {
    compute(market) {
      const fresh: { source: TPriceTickSource; price: TExactDecimal }[] = [];
      for (const feed of feeds) {
        const quote = feed.quote(market.symbol);
        const price = quote && readFeedPrice(quote.price);
        if (!quote || !price) continue;
        fresh.push({ source: { source: feed.name, price: quote.price, time: quote.time }, price });
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
 * Demo mode only: the exchange's own market, and every tick says so (method `demo`, source
 * `own-market`). The measure is the last committed trade while it is no older than `maxAgeMs`:
 * it is a price someone actually paid, whereas a mid of the best bid and ask can be moved by
 * anyone placing an order they never mean to fill, at no cost. No fresh trade: no index price.
 */
export function ownMarketIndex(options: { spot: TSpotExchange; clock: TClock; maxAgeMs: number }): TIndexSource {
  return {
    compute(market) {
      const last = options.spot.market(market.symbol)?.lastTrade;
      if (!last || last.ticks <= 0 || options.clock.now() - last.time > options.maxAgeMs) return null;
      const price = BigInt(last.ticks);
      return { price, method: 'demo', sources: [{ source: 'own-market', price: formatUnits(price, market.pricePrecision), time: last.time }] };
    },
  };
}
