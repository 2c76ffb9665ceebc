import type { Kysely } from 'kysely';
import { idColumn } from './helpers.js';

/**
 * The shared pieces the products stand on (issue "Shared pieces for the products"):
 * - `price_ticks`: every index price used for anything, append-only, with its sources and times;
 * - `jobs`: durable timed work with a due time, a lease and retries; `(kind, key)` is unique so the
 *   same piece of work is never queued twice;
 * - `products` and `product_acceptances`: each product's switch, restricted countries, KYC level and
 *   risk-disclosure version, and who accepted which version when;
 * - `users.country` (declared at registration or in the profile) and `users.kyc_country` (set when
 *   identity verification passes; it then wins).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db, db.schema.createTable('price_ticks'))
    .addColumn('symbol', 'text', (c) => c.notNull())
    /** The index price in ticks of the market's price precision. */
    .addColumn('price', 'bigint', (c) => c.notNull())
    /** How it was made: 'median' (outside feeds) or 'demo' (the exchange's own market, demo mode only). */
    .addColumn('method', 'text', (c) => c.notNull())
    /** JSON array of { source, price, time }: every input with its own time. */
    .addColumn('sources', 'text', (c) => c.notNull())
    .addColumn('observed_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('price_ticks_symbol_time').on('price_ticks').columns(['symbol', 'observed_at']).execute();

  await idColumn(db, db.schema.createTable('jobs'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    /** 'pending', 'running' (leased), 'done' or 'failed' (gave up after its last try). */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('due_at', 'bigint', (c) => c.notNull())
    .addColumn('attempts', 'bigint', (c) => c.notNull())
    .addColumn('max_attempts', 'bigint', (c) => c.notNull())
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'bigint')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .addUniqueConstraint('jobs_kind_key', ['kind', 'key'])
    .execute();
  await db.schema.createIndex('jobs_status_due').on('jobs').columns(['status', 'due_at']).execute();

  await db.schema
    .createTable('products')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('enabled', 'bigint', (c) => c.notNull())
    /** Comma-separated ISO 3166-1 alpha-2 codes where the product is not offered. */
    .addColumn('restricted_countries', 'text', (c) => c.notNull())
    /** 0 none, 1 primary, 2 advanced (SPEC KYC levels). */
    .addColumn('kyc_level', 'bigint', (c) => c.notNull())
    /** 0: no disclosure to accept. The texts live in the catalogs, keyed by product and version. */
    .addColumn('disclosure_version', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('product_acceptances')
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('product', 'text', (c) => c.notNull())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .addColumn('accepted_at', 'bigint', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addPrimaryKeyConstraint('product_acceptances_pk', ['user_id', 'product', 'version'])
    .execute();

  await db.schema.alterTable('users').addColumn('country', 'text').execute();
  await db.schema.alterTable('users').addColumn('kyc_country', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('kyc_country').execute();
  await db.schema.alterTable('users').dropColumn('country').execute();
  await db.schema.dropTable('product_acceptances').execute();
  await db.schema.dropTable('products').execute();
  await db.schema.dropTable('jobs').execute();
  await db.schema.dropTable('price_ticks').execute();
}
