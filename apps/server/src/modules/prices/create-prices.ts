import type { Kysely } from 'kysely';
import { processOwnerId } from '../../platform/leases.js';
import type { TClock } from '../../platform/clock.js';
import type { TDatabase } from '../../platform/db/schema.js';
import { paramsRepository } from '../params/params.repository.js';
import { demoReferenceFeed, type TDemoReferenceFeed } from './demo-reference.js';
import { demoReferenceIndex, medianIndex, type TIndexSource } from './index-price.js';
import { checkFeedHosts, loadPriceConfig, PRICE_FEED_HOSTS_PARAM, type TPriceConfig } from './price-config.js';
import { httpFeedFetcher, PriceFeed } from './price-feed.js';
import { createPriceRecorder, type TPriceRecorder } from './price-recorder.js';
import { recordedPriceSource, referencePriceSource, type TPriceSource } from './price-source.js';

/**
 * The index prices of the app: in production the median of the configured outside feeds, in demo
 * mode the demo reference feed standing in for them (ARCHITECTURE.md "Market data and prices"),
 * unless PRICE_FEEDS names outside feeds for the demo too; never the exchange's own book. Also the recorder that writes them as ticks, and
 * valuation reading those ticks. Nothing is fetched, stepped or recorded until the recorder is
 * started (main.ts), so tests drive it by hand (`reference.step()`, `recorder.recordNow()`).
 */
export function createPrices(options: {
  db: Kysely<TDatabase>;
  clock: TClock;
  isDemo: boolean;
  logger?: { error(payload: object, message: string): void };
  config?: TPriceConfig;
}): { recorder: TPriceRecorder; source: TPriceSource; reference: TDemoReferenceFeed | null } {
  const config = options.config ?? loadPriceConfig();
  const { clock } = options;
  // A restart continues each walk from its newest recorded tick (loaded before the feed first steps).
  let recorder: TPriceRecorder | null = null;
  const reference = options.isDemo && !config.hasExplicitFeeds ? demoReferenceFeed({ clock, seed: config.demoSeed, resumeFrom: (symbol) => recorder?.latest(symbol) ?? null }) : null;
  const index: TIndexSource = reference
    ? demoReferenceIndex(reference)
    : medianIndex(
        config.feeds.map(
          (feed) => new PriceFeed({ name: feed.name, host: feed.host, parse: feed.parse, fetch: httpFeedFetcher(feed.url, config.timeoutMs), clock, maxAgeMs: feed.maxAgeMs }),
        ),
        config.pollMs,
        config.maxDeviationBps,
      );
  recorder = createPriceRecorder({ db: options.db, clock, index, heartbeatMs: config.heartbeatMs, logger: options.logger, owner: processOwnerId() });
  // The labelled reference table only ever stands in for demo mode, before its first recent tick.
  const source = recordedPriceSource({ ticks: recorder, clock, fallback: options.isDemo ? referencePriceSource(clock) : undefined });
  return { recorder, source, reference };
}

/**
 * Production start-up (main.ts, after the parameters are seeded): stops it when a feed is pointed
 * at a host neither its adapter's nor allowed by an operator in `price_feed_hosts`.
 * @throws Error naming the feed and its host
 */
export async function assertFeedHosts(db: Kysely<TDatabase>, isDemo: boolean, config: TPriceConfig = loadPriceConfig()): Promise<void> {
  if (isDemo) return;
  checkFeedHosts(config.feeds, await paramsRepository.get(db, PRICE_FEED_HOSTS_PARAM));
}
