import { MARKETS, type TMarket } from '@exchange/contracts';

/**
 * One outside price of one of our markets, as a feed stated it: the price as an exact decimal
 * string (no trailing zeros) and the feed's own time for it (epoch ms).
 */
export type TFeedQuote = { symbol: string; price: string; time: number };

/**
 * Reads one feed's answer. `receivedAt` is when the answer arrived: the time of a quote whose feed
 * states none. Never throws: unknown markets, malformed rows, non-positive prices and failed
 * answers are dropped.
 */
export type TFeedParser = (body: unknown, receivedAt: number) => TFeedQuote[];

/** Our markets under the names a feed gives them (`BTCUSDT`, `BTC-USDT`…), matched exactly. */
export function marketsByFeedName(name: (market: TMarket) => string): Map<string, TMarket> {
  return new Map(MARKETS.map((market) => [name(market), market]));
}

/** A time a feed stated: a positive whole number of epoch milliseconds, or null. */
export function epochMsOf(value: unknown): number | null {
  const time = typeof value === 'string' && /^\d{1,16}$/.test(value) ? Number(value) : value;
  return typeof time === 'number' && Number.isSafeInteger(time) && time > 0 ? time : null;
}

/** The rows of an answer that are objects (a row that is null or a string is malformed). */
export function objectRows(rows: unknown): Record<string, unknown>[] {
  return Array.isArray(rows) ? rows.filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null) : [];
}
