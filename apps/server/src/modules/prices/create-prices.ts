import type { Kysely } from 'kysely';
import { processOwnerId } from '../../platform/leases.js';
import type { TClock } from '../../platform/clock.js';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TSpotExchange } from '../spot/spot-market.js';
import { medianIndex, ownMarketIndex, type TIndexSource } from './index-price.js';
import { loadPriceConfig, type TPriceConfig } from './price-config.js';
import { httpFeedFetcher, PriceFeed } from './price-feed.js';
import { createPriceRecorder, type TPriceRecorder } from './price-recorder.js';
import { recordedPriceSource, referencePriceSource, type TPriceSource } from './price-source.js';

/**
 * The index prices of the app: in production the median of the configured outside feeds, in demo
 * mode the exchange's own market (ARCHITECTURE.md "Market data and prices"); the recorder that
 * writes them as ticks; and valuation reading those ticks. Nothing is fetched or recorded until
 * the recorder is started (main.ts), so tests drive it by hand.
 */
export function createPrices(options: {
  db: Kysely<TDatabase>;
  clock: TClock;
  spot: TSpotExchange;
  isDemo: boolean;
  logger?: { error(payload: object, message: string): void };
  config?: TPriceConfig;
}): { recorder: TPriceRecorder; source: TPriceSource } {
  const config = options.config ?? loadPriceConfig();
  const { clock } = options;
  const index: TIndexSource = options.isDemo
    ? ownMarketIndex({ spot: options.spot, clock, maxAgeMs: config.demoMaxAgeMs })
    : medianIndex(
        config.feeds.map((feed) => new PriceFeed({ name: feed.name, parse: feed.parse, fetch: httpFeedFetcher(feed.url, config.timeoutMs), clock, maxAgeMs: feed.maxAgeMs })),
        config.pollMs,
        config.maxDeviationBps,
      );
  const recorder = createPriceRecorder({ db: options.db, clock, index, heartbeatMs: config.heartbeatMs, logger: options.logger, owner: processOwnerId() });
  // The labelled reference table only ever stands in for demo mode, before its first recent tick.
  const source = recordedPriceSource({ ticks: recorder, clock, fallback: options.isDemo ? referencePriceSource(clock) : undefined });
  return { recorder, source };
}
