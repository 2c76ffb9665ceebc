import type { Kysely } from 'kysely';

/**
 * Shared state for limits, so that they hold across API processes on one database:
 * - `rate_limits`: one fixed-window counter per key, bumped by a single upsert (rate-limiter.ts);
 * - `verification_tokens`: the one-time proof, handed to whoever verified a code, that registration
 *   asks for (only a hash is stored, like session tokens).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_end', 'bigint', (c) => c.notNull())
    .addColumn('count', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_window_end').on('rate_limits').column('window_end').execute();

  await db.schema
    .createTable('verification_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_id', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('verification_tokens_expires').on('verification_tokens').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('verification_tokens').execute();
  await db.schema.dropTable('rate_limits').execute();
}
