import { sql, type Kysely } from 'kysely';

/**
 * The run-time catalogue (issue 16): assets and spot markets added after the code's own lists
 * (packages/contracts assets.ts, markets.ts), each registered by every process at start and while
 * it runs (modules/catalog).
 * - `catalog_assets`: a launchpad token, with its scale; it has no chain.
 * - `catalog_markets`: a spot market the operator listed (`market:add`), with its precisions,
 *   order value bounds and fees.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalog_assets')
    .addColumn('currency', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('scale', 'bigint', (c) => c.notNull().check(sql`scale between 0 and 18`))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('catalog_markets')
    .addColumn('symbol', 'text', (c) => c.primaryKey())
    .addColumn('base', 'text', (c) => c.notNull())
    .addColumn('quote', 'text', (c) => c.notNull())
    .addColumn('price_precision', 'bigint', (c) => c.notNull().check(sql`price_precision between 0 and 12`))
    .addColumn('quantity_precision', 'bigint', (c) => c.notNull().check(sql`quantity_precision between 0 and 12`))
    .addColumn('min_order_value', 'text', (c) => c.notNull())
    .addColumn('max_order_value', 'text', (c) => c.notNull())
    .addColumn('maker_fee', 'text', (c) => c.notNull())
    .addColumn('taker_fee', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('catalog_markets').execute();
  await db.schema.dropTable('catalog_assets').execute();
}
