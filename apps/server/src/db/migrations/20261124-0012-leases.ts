import type { Kysely } from 'kysely';

/**
 * Named leases: work that exactly one process of a database may do at a time (the price recorder
 * now; a market's engine later, ARCHITECTURE.md "Scale"). A lease is held until `expires_at`; its
 * holder renews it, and anyone may take it once it has expired.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('owner', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('leases').execute();
}
