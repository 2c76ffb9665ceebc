import type { TCatalog, TCatalogAsset, TCatalogMarket } from '@exchange/contracts';
import { request } from '../api/http';

/**
 * POST /market/catalog (catalogCall in packages/contracts): the assets and spot markets added at
 * run time (launchpad tokens, listed markets). It is fetched at start, before the first render, so
 * its answer is checked by hand here rather than by the call's zod schema: the schema library
 * would otherwise be part of every page's first load (the web-load budget). A test keeps this
 * check and the schema in agreement.
 */
export const CATALOG_PATH = '/market/catalog';

const isText = (v: unknown): v is string => typeof v === 'string';
const isDecimal = (v: unknown): v is string => isText(v) && /^(0|[1-9]\d*)(\.\d*[1-9])?$/.test(v);
const isCount = (v: unknown, max: number): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= max;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const hasOnly = (v: Record<string, unknown>, keys: string[]) => Object.keys(v).every((k) => keys.includes(k));

const ASSET_KEYS = ['currency', 'name', 'scale'];
const MARKET_KEYS = ['symbol', 'base', 'quote', 'pricePrecision', 'quantityPrecision', 'minOrderValue', 'maxOrderValue', 'makerFee', 'takerFee'];

function isAsset(v: unknown): v is TCatalogAsset {
  return isRecord(v) && hasOnly(v, ASSET_KEYS) && isText(v.currency) && isText(v.name) && isCount(v.scale, 18);
}

function isMarket(v: unknown): v is TCatalogMarket {
  return (
    isRecord(v) &&
    hasOnly(v, MARKET_KEYS) &&
    isText(v.symbol) &&
    isText(v.base) &&
    isText(v.quote) &&
    isCount(v.pricePrecision, 12) &&
    isCount(v.quantityPrecision, 12) &&
    [v.minOrderValue, v.maxOrderValue, v.makerFee, v.takerFee].every(isDecimal)
  );
}

/** The catalogue in an answer, or null when the answer is not one (the schema's rules, by hand). */
export function readCatalogAnswer(data: unknown): TCatalog | null {
  if (!isRecord(data) || !hasOnly(data, ['assets', 'markets']) || !Array.isArray(data.assets) || !Array.isArray(data.markets)) return null;
  return data.assets.every(isAsset) && data.markets.every(isMarket) ? { assets: data.assets, markets: data.markets } : null;
}

export async function fetchCatalog(): Promise<TCatalog> {
  const catalog = readCatalogAnswer(await request<unknown>(CATALOG_PATH, { method: 'POST' }));
  if (!catalog) throw new Error('malformed catalogue');
  return catalog;
}
