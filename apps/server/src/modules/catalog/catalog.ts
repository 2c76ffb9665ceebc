import type { Kysely, Transaction } from 'kysely';
import { findAsset, registerAsset, registerMarket, type TMarket } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';

type TDb = Kysely<TDatabase> | Transaction<TDatabase>;

/**
 * The run-time catalogue (issue 16): assets and spot markets that are not in the code's lists.
 * Rows are written inside the transaction that needs them (a launchpad project's creation adds its
 * token) and registered in this process once written; every process registers all rows at start
 * and again while it runs (`syncCatalog`), so a second server learns of them too.
 */
export type TNewAsset = { currency: string; name: string; scale: number; source: string };

/** A currency a new asset may take: 2–10 capital letters or digits, starting with a letter. */
export const NEW_CURRENCY_PATTERN = /^[A-Z][A-Z0-9]{1,9}$/;

/**
 * Adds a new asset in the caller's transaction; throws when the currency is taken (by the code's
 * catalogue or by an earlier row), so a project can never reuse an existing asset's balances.
 * Register it in the process after the transaction commits (`registerCatalogAsset`).
 */
export async function addCatalogAsset(tx: TDb, now: number, asset: TNewAsset): Promise<void> {
  const currency = asset.currency.toUpperCase();
  if (!NEW_CURRENCY_PATTERN.test(currency)) throw new Error(`not a currency code: ${asset.currency}`);
  if (findAsset(currency)) throw new Error(`${currency} is already an asset`);
  const taken = await tx.selectFrom('catalog_assets').select('currency').where('currency', '=', currency).executeTakeFirst();
  if (taken) throw new Error(`${currency} is already an asset`);
  await tx
    .insertInto('catalog_assets')
    .values({ currency, name: asset.name, scale: BigInt(asset.scale), source: asset.source, created_at: BigInt(now) })
    .execute();
}

/** Registers a committed asset row in this process's catalogue (idempotent). */
export function registerCatalogAsset(asset: Pick<TNewAsset, 'currency' | 'name' | 'scale'>): void {
  registerAsset({ currency: asset.currency.toUpperCase(), name: asset.name, scale: asset.scale, chains: [] });
}

export function marketOfRow(row: TDatabase['catalog_markets']): TMarket {
  return {
    symbol: row.symbol,
    base: row.base,
    quote: row.quote,
    pricePrecision: Number(row.price_precision),
    quantityPrecision: Number(row.quantity_precision),
    minOrderValue: row.min_order_value,
    maxOrderValue: row.max_order_value,
    makerFee: row.maker_fee,
    takerFee: row.taker_fee,
  };
}

/**
 * Registers every catalogue row not yet known to this process; returns the markets it newly
 * registered, so the caller can open their books. Assets first: a market needs its base asset.
 */
export async function syncCatalog(db: TDb): Promise<TMarket[]> {
  for (const row of await db.selectFrom('catalog_assets').selectAll().orderBy('created_at').execute()) {
    registerCatalogAsset({ currency: row.currency, name: row.name, scale: Number(row.scale) });
  }
  const added: TMarket[] = [];
  for (const row of await db.selectFrom('catalog_markets').selectAll().orderBy('created_at').execute()) {
    const market = marketOfRow(row);
    if (registerMarket(market)) added.push(market);
  }
  return added;
}
