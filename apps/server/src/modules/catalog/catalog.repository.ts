import type { Insertable, Kysely, Transaction } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TCatalogAssetsTable, TCatalogMarketsTable } from '../../platform/db/schema-catalog.js';

type TDb = Kysely<TDatabase> | Transaction<TDatabase>;

/**
 * The only place the SQL of the run-time catalogue lives (catalog_assets, catalog_markets). Rows
 * are only ever added: the primary keys (currency, symbol) refuse a second row of the same name.
 */
export const catalogRepository = {
  async hasAsset(db: TDb, currency: string): Promise<boolean> {
    return (await db.selectFrom('catalog_assets').select('currency').where('currency', '=', currency).executeTakeFirst()) !== undefined;
  },

  async insertAsset(tx: TDb, row: Insertable<TCatalogAssetsTable>): Promise<void> {
    await tx.insertInto('catalog_assets').values(row).execute();
  },

  async hasMarket(db: TDb, symbol: string): Promise<boolean> {
    return (await db.selectFrom('catalog_markets').select('symbol').where('symbol', '=', symbol).executeTakeFirst()) !== undefined;
  },

  async insertMarket(tx: TDb, row: Insertable<TCatalogMarketsTable>): Promise<void> {
    await tx.insertInto('catalog_markets').values(row).execute();
  },

  /** Every added asset, oldest first. */
  assets(db: TDb) {
    return db.selectFrom('catalog_assets').select(['currency', 'name', 'scale']).orderBy('created_at').orderBy('currency').execute();
  },

  /** Every added market, oldest first. */
  markets(db: TDb) {
    return db.selectFrom('catalog_markets').selectAll().orderBy('created_at').orderBy('symbol').execute();
  },

  /** Who added each market, and when. */
  marketsAdded(db: TDb) {
    return db.selectFrom('catalog_markets').select(['symbol', 'created_at', 'created_by']).execute();
  },
};
