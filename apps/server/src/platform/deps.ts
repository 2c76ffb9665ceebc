import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { TDatabase } from './db/schema.js';
import type { TDialectName } from './db/database.js';
import type { TWriteIoFactory } from './db/write-io.js';
import type { TClock } from './clock.js';
import type { TConfig } from './config.js';
import type { TNotifier } from './messaging/notifier.js';
import type { TRateLimiter } from './rate-limiter.js';
import type { TPriceSource } from '../modules/prices/price-source.js';
import type { TPriceRecorder } from '../modules/prices/price-recorder.js';
import type { TDepositAddressProvider } from '../modules/deposits/deposit-address.js';
import type { TSpotExchange } from '../modules/spot/spot-market.js';
import type { TSessionCache } from '../modules/accounts/session-cache.js';
import type { TProductRulesCache } from '../modules/products/product-rules.js';
import type { TMarketEvents } from '../modules/market-data/market-events.js';
import type { TBus } from './bus.js';
import type { TJobs } from './jobs/job-types.js';

/** What use cases receive: no HTTP, only the services they need. */
export type TDeps = {
  db: Kysely<TDatabase>;
  dialect: TDialectName;
  /** The hot write paths' statements for a transaction (write-io.ts). */
  writeIo: TWriteIoFactory;
  clock: TClock;
  config: TConfig;
  notifier: TNotifier;
  /** Limits shared by every process: each call is one atomic step in the database or Redis. */
  limiter: TRateLimiter;
  logger: FastifyBaseLogger;
  prices: TPriceSource;
  /** Recorded index prices: the newest tick per market, and a subscription to each new one (modules/prices). */
  priceTicks: TPriceRecorder;
  depositAddresses: TDepositAddressProvider;
  spot: TSpotExchange;
  bus: TBus;
  events: TMarketEvents;
  /** Recently checked sessions (revocations reach it over the bus). */
  sessions: TSessionCache;
  /** The products' access rules this process read last (modules/products/product-rules.ts). */
  productRules: TProductRulesCache;
  /** Durable timed work: enqueue (in the caller's transaction if given) and this process's runner. */
  jobs: TJobs;
};
