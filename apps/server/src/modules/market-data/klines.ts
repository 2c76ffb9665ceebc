import type { Kysely } from 'kysely';
import { KLINE_TIMERS, type TKlineTimer, type TMarket } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import { SCALE } from '../spot/units.js';

export const TIMER_SECONDS: Record<TKlineTimer, number> = { '1min': 60, '5min': 300, '15min': 900, '30min': 1800, '1day': 86_400 };

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
  const currentBucket = Math.floor(nowMs / 1000 / seconds) * seconds;
  const since = (currentBucket - (size - 1) * seconds) * 1000;
  const trades = await db
    .selectFrom('spot_trades')
    .select(['price', 'quantity', 'quote_quantity', 'created_at'])
    .where('symbol', '=', market.symbol)
    .where('created_at', '>=', BigInt(since))
    .orderBy('id')
    .execute();
  const priceDivisor = 10 ** market.pricePrecision;
  const unit = 10 ** SCALE;
  const candles = new Map<number, TKline>();
  for (const trade of trades) {
    const id = Math.floor(Number(trade.created_at) / 1000 / seconds) * seconds;
    const price = Number(trade.price) / priceDivisor;
    const vol = Number(trade.quantity) / unit;
    const amount = Number(trade.quote_quantity) / unit;
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
