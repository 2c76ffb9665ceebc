import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { TDatabase } from './db/schema.js';
import type { TDialectName } from './db/database.js';
import type { TWriteIoFactory } from './db/write-io.js';
import type { TClock } from './clock.js';
import type { TConfig } from './config.js';
import type { TNotifier } from './messaging/notifier.js';
import type { TSealer } from './secret-seal.js';
import type { TRateLimiter } from './rate-limiter.js';
import type { TProductCode } from '@exchange/contracts';
import type { TLocale } from '@exchange/i18n';
import type { TBus } from './bus.js';
import type { TJobs } from './jobs/job-types.js';

/**
 * The services the modules provide (prices, the spot books, market events, the session cache…),
 * added to TDeps by declaration merging in the composition (apps/server/src/deps-services.ts), so
 * the platform names no module (issue 25: the platform is below the modules). An interface only
 * because declaration merging needs one.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type
export interface TModuleServices {}

/**
 * The one access check of every product call (switch, country, KYC, disclosure): the products
 * module's, passed in by the composition. Throws the refusal.
 */
export type TProductAccess = (user: { userId: bigint } | null, product: TProductCode, locale: TLocale) => Promise<void>;

/** What the platform itself provides to use cases: no HTTP, only services. */
export type TPlatformDeps = {
  db: Kysely<TDatabase>;
  dialect: TDialectName;
  /** The hot write paths' statements for a transaction (write-io.ts). */
  writeIo: TWriteIoFactory;
  clock: TClock;
  config: TConfig;
  notifier: TNotifier;
  /** Seals secrets the server must read back, with a key kept outside the database (platform/secret-seal.ts). */
  sealer: TSealer;
  /** Limits shared by every process: each call is one atomic step in the database or Redis. */
  limiter: TRateLimiter;
  logger: FastifyBaseLogger;
  bus: TBus;
  /** Durable timed work: enqueue (in the caller's transaction if given) and this process's runner. */
  jobs: TJobs;
  /** The product access check route.ts runs before every product call (modules/products/product-access.ts). */
  productAccess: TProductAccess;
};

/** What use cases receive: the platform's services and the modules' (TModuleServices). */
export type TDeps = TPlatformDeps & TModuleServices;
