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

/**
 * Production (ARCHITECTURE.md "Market data and prices"): the median of the fresh outside feeds,
 * each fresh by its own staleness limit; with fewer than MIN_FRESH_FEEDS fresh quotes there is no
 * index price. The exchange's own trades are never an input here, nor is any operator's price.
 */
export function medianIndex(feeds: PriceFeed[], pollMs: number): TIndexSource {
  return {
    compute(market) {
      const sources: TPriceTickSource[] = [];
      const prices: TExactDecimal[] = [];
      for (const feed of feeds) {
        const quote = feed.quote(market.symbol);
        const price = quote && readFeedPrice(quote.price);
        if (!quote || !price) continue;
        sources.push({ source: feed.name, price: quote.price, time: quote.time });
        prices.push(price);
      }
      if (prices.length < MIN_FRESH_FEEDS) return null;
      const price = medianTicks(prices, market.pricePrecision);
      return price === null ? null : { price, method: 'median', sources };
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
