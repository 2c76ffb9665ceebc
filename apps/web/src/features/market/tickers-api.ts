import { MARKET_DATA_PATHS } from '@exchange/contracts';
import { ApiError } from '../api/api-error';
import { genericErrorText, request } from '../api/http';
import type { TTicker } from './market-types';

const TICK_KEYS = ['open', 'close', 'high', 'low', 'vol', 'amount', 'count'];
const TICKER_KEYS = ['symbol', 'baseCoin', 'quoteCoin', 'logo', 'pricePrecision', 'tick'];
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const hasOnly = (v: Record<string, unknown>, keys: string[]) => Object.keys(v).every((k) => keys.includes(k));
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;

function isTick(v: unknown): boolean {
  return isRecord(v) && hasOnly(v, TICK_KEYS) && ['open', 'close', 'high', 'low', 'vol', 'amount'].every((k) => isNumber(v[k])) && isCount(v.count);
}

function isTicker(v: unknown): v is TTicker {
  return (
    isRecord(v) &&
    hasOnly(v, TICKER_KEYS) &&
    ['symbol', 'baseCoin', 'quoteCoin', 'logo'].every((k) => typeof v[k] === 'string') &&
    isCount(v.pricePrecision) &&
    isTick(v.tick)
  );
}

/**
 * The tickers in an answer, or null when it is not a list of them (tickersCall's schema, by hand).
 * The first page's market list reads them, so no schema library is loaded for it; a test keeps
 * this check and the schema in agreement.
 */
export function readTickers(data: unknown): TTicker[] | null {
  return Array.isArray(data) && data.every(isTicker) ? data : null;
}

/** POST /huobi/getHuobiDetailsByQuoteCoin: the 24 h tickers of every market of one quote coin. */
export async function fetchTickers(quoteCoin: string): Promise<TTicker[]> {
  const tickers = readTickers(await request<unknown>(MARKET_DATA_PATHS.tickers, { method: 'POST', params: { quoteCoin } }));
  // As a schema-checked answer fails (api/checked.ts): shown as the generic error.
  if (!tickers) throw new ApiError(genericErrorText(), null);
  return tickers;
}

/** The coin logo the server draws (GET /bb/coin/{name}.svg): the logo of a ticker row. */
export function coinLogoUrl(coin: string): string {
  return `/bb/coin/${coin.toLowerCase()}.svg`;
}
