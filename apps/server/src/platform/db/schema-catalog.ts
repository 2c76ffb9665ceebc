/** Tables of the run-time catalogue (migration 20261125-0019-catalog, modules/catalog). */
export type TCatalogAssetsTable = {
  currency: string;
  name: string;
  scale: bigint;
  /** What added it, e.g. `launchpad:3`. */
  source: string;
  created_at: bigint;
};

export type TCatalogMarketsTable = {
  symbol: string;
  base: string;
  quote: string;
  price_precision: bigint;
  quantity_precision: bigint;
  min_order_value: string;
  max_order_value: string;
  maker_fee: string;
  taker_fee: string;
  created_at: bigint;
  created_by: string;
};

export type TCatalogTables = { catalog_assets: TCatalogAssetsTable; catalog_markets: TCatalogMarketsTable };
