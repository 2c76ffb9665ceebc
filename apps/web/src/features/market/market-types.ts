import type { TKlineTimer } from '@exchange/contracts';

/**
 * The market-data shapes of docs/api.md §3.17 and the WebSocket pushes (docs/api.md §5). Numbers are
 * Huobi's JSON numbers: for display only, never for money that is stored or sent back.
 */
export type TTick = { open: number; close: number; high: number; low: number; vol: number; amount: number; count: number };

/** One market of getHuobiDetailsByQuoteCoin: the 24 h ticker (all 0 when the market had no trade). */
export type TTicker = { symbol: string; baseCoin: string; quoteCoin: string; logo: string; pricePrecision: number; tick: TTick };

/** A candle: id is the bucket start in seconds (UTC), oldest first in lists. */
export type TKline = TTick & { id: number };

/** [price, base quantity], best first. */
export type TDepthLevel = [number, number];

export type TDepth = { bids: TDepthLevel[]; asks: TDepthLevel[]; ts: number; version: number };

/**
 * A recent trade. `key` is unique within a list: the trade id when it came over HTTP, a generated key
 * when it came over the socket (whose pushes carry no id). `direction` is the taker's side.
 */
export type TTrade = { key: string; price: number; amount: number; direction: 'buy' | 'sell'; ts: number };

export type { TKlineTimer };
