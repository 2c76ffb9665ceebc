import { LIMITS } from '@exchange/contracts';
import type { TDepth, TKline, TTick, TTicker, TTrade } from './market-types';

/** How many recent trades a list keeps (the HTTP call gives 50). */
export const TRADES_KEPT = 50;

/**
 * A depth push replaces the book, unless it is older than what is shown (an HTTP answer and a push
 * can cross); `rows` cuts it to the view's size (SPEC §9: 20, or 5 in the compact view).
 */
export function mergeDepth(current: TDepth | undefined, tick: TDepth, rows: number): TDepth {
  if (current && tick.ts < current.ts) return current;
  return { bids: tick.bids.slice(0, rows), asks: tick.asks.slice(0, rows), ts: tick.ts, version: tick.version };
}

let pushed = 0;

/**
 * A trade push ({data: fills in matching order}) goes on top, newest first; the list keeps 50. A
 * trade carries its id (the same as the HTTP list's), so one already shown, because the HTTP answer
 * and the push crossed, is not listed twice.
 */
export function mergeTrades(current: TTrade[] | undefined, tick: { data: (Omit<TTrade, 'key'> & { id?: number })[] }): TTrade[] {
  const shown = new Set((current ?? []).map((t) => t.key));
  const fresh = [...tick.data]
    .reverse()
    .map(({ id, ...t }) => ({ ...t, key: id === undefined ? `w${t.ts}-${(pushed += 1)}` : `h${id}` }))
    .filter((t) => !shown.has(t.key));
  return [...fresh, ...(current ?? [])].slice(0, TRADES_KEPT);
}

/**
 * The live candle: replaces the last one of its bucket, or starts the next bucket. Older buckets and
 * empty candles (no trade yet) are ignored; the list keeps at most the kline size (SPEC §9: 600).
 */
export function mergeKline(current: TKline[] | undefined, candle: TKline): TKline[] | undefined {
  if (!candle || candle.count === 0) return current;
  if (!current || current.length === 0) return [candle];
  const last = current[current.length - 1];
  if (candle.id === last.id) return [...current.slice(0, -1), candle];
  if (candle.id < last.id) return current;
  const next = [...current, candle];
  return next.length > LIMITS.klineSize ? next.slice(next.length - LIMITS.klineSize) : next;
}

/** A market's 24 h ticker push (topic market.<symbol>.detail) into the quote coin's list. */
export function mergeTicker(current: TTicker[] | undefined, symbol: string, tick: TTick): TTicker[] | undefined {
  if (!current) return current;
  return current.map((t) => (t.symbol === symbol ? { ...t, tick } : t));
}

/** The symbol of a topic market.<symbol>.<kind>. */
export function symbolOfTopic(topic: string): string {
  return topic.split('.')[1] ?? '';
}
