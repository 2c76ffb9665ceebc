import type { Kysely } from 'kysely';
import { KLINE_TIMERS, marketMoney, type TKlineTimer, type TMarket } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import { spotRepository } from '../spot/spot.repository.js';

export const TIMER_SECONDS: Record<TKlineTimer, number> = {
  '1min': 60,
  '5min': 300,
  '15min': 900,
  '30min': 1800,
  '60min': 3600,
  '4hour': 14_400,
  '1day': 86_400,
  '1week': 604_800,
};

/**
 * Where a timer's buckets are anchored, in seconds after the Unix epoch. Every timer up to 1day
 * starts on the epoch, so its buckets fall on whole UTC minutes, hours and days. The epoch was a
 * Thursday: weeks are anchored four days later, on Monday 1970-01-05 00:00 UTC, so that a 1week
 * candle is an ISO week (Monday 00:00 to Sunday 24:00 UTC), as Huobi and most exchanges draw it.
 */
const TIMER_ANCHOR: Record<TKlineTimer, number> = {
  '1min': 0,
  '5min': 0,
  '15min': 0,
  '30min': 0,
  '60min': 0,
  '4hour': 0,
  '1day': 0,
  '1week': 4 * 86_400,
};

/** The start (seconds, UTC) of the timer's bucket that holds `seconds`: the kline id of a trade at that time. */
export function bucketStart(timer: TKlineTimer, seconds: number): number {
  const size = TIMER_SECONDS[timer];
  const anchor = TIMER_ANCHOR[timer];
  return Math.floor((seconds - anchor) / size) * size + anchor;
}

/** Huobi's kline: id is the bucket start in seconds (UTC); vol is the base volume (SPEC §3). */
export type TKline = { id: number; open: number; close: number; high: number; low: number; vol: number; amount: number; count: number };

export function isTimer(value: string): value is TKlineTimer {
  return (KLINE_TIMERS as readonly string[]).includes(value);
}

/**
 * Candles built from the exchange's own trades, oldest first, at most `size` of them ending with
 * the current bucket. A bucket without trades is left out (no price is invented for it). Numbers
 * are Huobi's: prices in the market's precision, volumes in the base coin, amount in the quote.
 */
export async function klines(db: Kysely<TDatabase>, market: TMarket, timer: TKlineTimer, size: number, nowMs: number): Promise<TKline[]> {
  const seconds = TIMER_SECONDS[timer];
  const currentBucket = bucketStart(timer, nowMs / 1000);
  const since = (currentBucket - (size - 1) * seconds) * 1000;
  const trades = await spotRepository.tradesSince(db, market.symbol, since);
  const priceDivisor = 10 ** market.pricePrecision;
  // Huobi's numbers: the base volume at the base asset's scale, the quote amount at the quote's.
  const { baseScale, quoteScale } = marketMoney(market);
  const baseUnit = 10 ** baseScale;
  const quoteUnit = 10 ** quoteScale;
  const candles = new Map<number, TKline>();
  for (const trade of trades) {
    const id = bucketStart(timer, Number(trade.created_at) / 1000);
    const price = Number(trade.price) / priceDivisor;
    const vol = Number(trade.quantity) / baseUnit;
    const amount = Number(trade.quote_quantity) / quoteUnit;
    const candle = candles.get(id);
    if (!candle) {
      candles.set(id, { id, open: price, close: price, high: price, low: price, vol, amount, count: 1 });
      continue;
    }
    candle.close = price;
    candle.high = Math.max(candle.high, price);
    candle.low = Math.min(candle.low, price);
    candle.vol += vol;
    candle.amount += amount;
    candle.count += 1;
  }
  return [...candles.values()].sort((a, b) => a.id - b.id);
}

/** 24 h figures from trades: open is the first trade of the window, close the last. */
export async function ticker24h(db: Kysely<TDatabase>, market: TMarket, nowMs: number) {
  const day = await klines(db, market, '1min', 1440, nowMs);
  if (day.length === 0) return null;
  return {
    open: day[0].open,
    close: day[day.length - 1].close,
    high: Math.max(...day.map((c) => c.high)),
    low: Math.min(...day.map((c) => c.low)),
    vol: day.reduce((sum, c) => sum + c.vol, 0),
    amount: day.reduce((sum, c) => sum + c.amount, 0),
    count: day.reduce((sum, c) => sum + c.count, 0),
  };
}
