import type { Kysely } from 'kysely';
import { formatUnits, marketMoney, type TBinanceInterval, type TMarket } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import { binanceRepository } from './binance.repository.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Fixed intervals in ms; `1M` is a calendar month (UTC). */
const SIZE_MS: Record<Exclude<TBinanceInterval, '1M'>, number> = {
  '1s': SECOND,
  '1m': MINUTE,
  '3m': 3 * MINUTE,
  '5m': 5 * MINUTE,
  '15m': 15 * MINUTE,
  '30m': 30 * MINUTE,
  '1h': HOUR,
  '2h': 2 * HOUR,
  '4h': 4 * HOUR,
  '6h': 6 * HOUR,
  '8h': 8 * HOUR,
  '12h': 12 * HOUR,
  '1d': DAY,
  '3d': 3 * DAY,
  '1w': 7 * DAY,
};
/** Weeks start on Monday 00:00 UTC (1970-01-05), as Binance's and the SPEC's weekly candles do. */
const WEEK_ANCHOR = 4 * DAY;

/** The SPEC's Huobi timers by their Binance names, so either spelling is served. */
export const HUOBI_TIMER_INTERVALS: Record<string, TBinanceInterval> = {
  '1min': '1m',
  '5min': '5m',
  '15min': '15m',
  '30min': '30m',
  '60min': '1h',
  '4hour': '4h',
  '1day': '1d',
  '1week': '1w',
  '1mon': '1M',
};

/** The start (ms) of the interval's bucket holding `ms`. */
export function bucketOf(interval: TBinanceInterval, ms: number): number {
  if (interval === '1M') {
    const date = new Date(ms);
    return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
  }
  const size = SIZE_MS[interval];
  const anchor = interval === '1w' ? WEEK_ANCHOR : 0;
  return Math.floor((ms - anchor) / size) * size + anchor;
}

/** The start of the bucket `count` buckets after (or, negative, before) the one starting at `start`. */
export function shiftBucket(interval: TBinanceInterval, start: number, count: number): number {
  if (interval !== '1M') return start + count * SIZE_MS[interval];
  const date = new Date(start);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + count, 1);
}

type TCandle = { open: bigint; high: bigint; low: bigint; close: bigint; base: bigint; quote: bigint; count: number; takerBase: bigint; takerQuote: bigint };

/**
 * Binance klines from the exchange's own trades, exact: [open time, open, high, low, close,
 * volume, close time, quote volume, trades, taker buy base volume, taker buy quote volume, "0"].
 * Without `startTime` the latest `limit` buckets up to `endTime` (or now); with it the first
 * `limit` from its bucket. A bucket without trades is left out: no price is invented for it.
 */
export async function binanceKlines(
  db: Kysely<TDatabase>,
  market: TMarket,
  interval: TBinanceInterval,
  range: { start?: number; end?: number; limit: number },
  now: number,
) {
  const end = Math.min(range.end ?? now, now);
  const from = range.start !== undefined ? bucketOf(interval, range.start) : shiftBucket(interval, bucketOf(interval, end), -(range.limit - 1));
  const to = range.start !== undefined ? Math.min(end, shiftBucket(interval, from, range.limit) - 1) : end;
  if (to < from) return [];
  const trades = await binanceRepository.tradesBetween(db, market.symbol, from, to);
  const candles = new Map<number, TCandle>();
  for (const trade of trades) {
    const at = bucketOf(interval, Number(trade.created_at));
    const isTakerBuy = trade.taker_side === 'buy';
    const candle = candles.get(at);
    if (!candle) {
      candles.set(at, {
        open: trade.price,
        high: trade.price,
        low: trade.price,
        close: trade.price,
        base: trade.quantity,
        quote: trade.quote_quantity,
        count: 1,
        takerBase: isTakerBuy ? trade.quantity : 0n,
        takerQuote: isTakerBuy ? trade.quote_quantity : 0n,
      });
      continue;
    }
    candle.close = trade.price;
    if (trade.price > candle.high) candle.high = trade.price;
    if (trade.price < candle.low) candle.low = trade.price;
    candle.base += trade.quantity;
    candle.quote += trade.quote_quantity;
    candle.count += 1;
    if (isTakerBuy) {
      candle.takerBase += trade.quantity;
      candle.takerQuote += trade.quote_quantity;
    }
  }
  const money = marketMoney(market);
  const price = (ticks: bigint) => formatUnits(ticks, market.pricePrecision);
  const rows = [...candles.entries()]
    .sort(([a], [b]) => a - b)
    .map(([at, c]) => [
      at,
      price(c.open),
      price(c.high),
      price(c.low),
      price(c.close),
      formatUnits(c.base, money.baseScale),
      shiftBucket(interval, at, 1) - 1,
      formatUnits(c.quote, money.quoteScale),
      c.count,
      formatUnits(c.takerBase, money.baseScale),
      formatUnits(c.takerQuote, money.quoteScale),
      '0',
    ]);
  return range.start !== undefined ? rows.slice(0, range.limit) : rows.slice(-range.limit);
}
