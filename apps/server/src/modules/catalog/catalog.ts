import type { Kysely, Transaction } from 'kysely';
import { findAsset, MAX_ASSET_SCALE, registerAsset, registerMarket, type TCatalog, type TMarket } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import { catalogRepository } from './catalog.repository.js';

type TDb = Kysely<TDatabase> | Transaction<TDatabase>;

/**
 * The run-time catalogue (issue 16): assets and spot markets that are not in the code's lists.
 * Rows are written inside the transaction that needs them (a launchpad project's creation adds its
 * token) and registered in this process once written; every process registers all rows at start
 * and again while it runs (`syncCatalog`), so a second server learns of them too.
 */
export type TNewAsset = { currency: string; name: string; scale: number; source: string };

/**
 * The most decimals a new asset may have: the finest scale of the code's catalogue
 * (MAX_ASSET_SCALE, 8), which the amount bounds and the web app's inputs are built around.
 */
export const NEW_ASSET_MAX_SCALE = MAX_ASSET_SCALE;

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
  if (!Number.isInteger(asset.scale) || asset.scale < 0 || asset.scale > NEW_ASSET_MAX_SCALE) throw new Error(`a new asset has 0 to ${NEW_ASSET_MAX_SCALE} decimals`);
  if (findAsset(currency)) throw new Error(`${currency} is already an asset`);
  if (await catalogRepository.hasAsset(tx, currency)) throw new Error(`${currency} is already an asset`);
  await catalogRepository.insertAsset(tx, { currency, name: asset.name, scale: BigInt(asset.scale), source: asset.source, created_at: BigInt(now) });
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
 * Registers what a read of the catalogue holds and this process does not know yet; answers the
 * markets it newly registered. Assets first: a market needs its base asset.
 */
export function registerCatalog(catalog: TCatalog): TMarket[] {
  for (const asset of catalog.assets) registerCatalogAsset(asset);
  // A market of an asset this process cannot know (never written so) is left out rather than half-listed.
  return catalog.markets.filter((market) => findAsset(market.base) && findAsset(market.quote) && registerMarket(market));
}

/**
 * Registers every catalogue row not yet known to this process; returns the markets it newly
 * registered, so the caller can open their books. Assets first: a market needs its base asset.
 */
export async function syncCatalog(db: TDb): Promise<TMarket[]> {
  return registerCatalog(await readCatalog(db));
}

/**
 * Adds a spot market in the caller's transaction (checked before: checkNewMarket in packages/
 * contracts); throws when its symbol is taken by an earlier row, which another process may have
 * written since this one last read the table. Register it after the transaction commits.
 */
export async function addCatalogMarket(tx: TDb, now: number, market: TMarket, createdBy: string): Promise<void> {
  if (await catalogRepository.hasMarket(tx, market.symbol)) throw new Error(`${market.symbol} is already a market`);
  if (!(await catalogRepository.hasAsset(tx, market.base)) && !findAsset(market.base)) throw new Error(`${market.base} is not a listed asset`);
  await catalogRepository.insertMarket(tx, {
    symbol: market.symbol,
    base: market.base,
    quote: market.quote,
    price_precision: BigInt(market.pricePrecision),
    quantity_precision: BigInt(market.quantityPrecision),
    min_order_value: market.minOrderValue,
    max_order_value: market.maxOrderValue,
    maker_fee: market.makerFee,
    taker_fee: market.takerFee,
    created_at: BigInt(now),
    created_by: createdBy,
  });
}

/** What the catalogue tables hold, oldest first, as the `/market/catalog` call answers it. */
export async function readCatalog(db: TDb): Promise<TCatalog> {
  const assets = await catalogRepository.assets(db);
  const markets = await catalogRepository.markets(db);
  return {
    assets: assets.map((a) => ({ currency: a.currency, name: a.name, scale: Number(a.scale) })),
    markets: markets.map(marketOfRow),
  };
}
