import { BINANCE_LIMITS } from '@exchange/contracts';
import { BinanceError } from './binance-error.js';

const MINUTE = 60_000;
/** 429s an address may collect in a minute before it is banned (418), as Binance escalates. */
const REFUSALS_BEFORE_BAN = 30;
/** The first ban, doubling for each ban after it, at most a day (Binance: 2 minutes to 3 days). */
const BAN_MS = { first: 2 * MINUTE, max: 24 * 60 * MINUTE };

type TWindow = { minute: number; used: number; refused: number };
type TBan = { until: number; next: number };

export type TWeights = {
  /**
   * Counts a request's weight for its address: the weight used in the current minute (for
   * X-MBX-USED-WEIGHT-1M). Throws 429 (-1003, Retry-After to the next minute) over the limit,
   * and 418 once an address keeps sending after its 429s.
   */
  spend(ip: string, weight: number, now: number): number;
  /** The weight used this minute, without spending (for answers refused before their weight was known). */
  used(ip: string, now: number): number;
  /** Counts one new order for an account in its 10-second window; throws 429 (-1015) over the limit. */
  order(accountKey: string, now: number): number;
};

/**
 * Request weights per address and new orders per account, in this process's memory like the
 * /bb flood guard: they shed load and guard no secret (the signature limits, which do, are in the
 * shared limiter). With N processes an address gets N times the limit.
 */
export function requestWeights(limit: number = BINANCE_LIMITS.weightPerMinute): TWeights {
  const windows = new Map<string, TWindow>();
  const bans = new Map<string, TBan>();
  const orders = new Map<string, { slot: number; count: number }>();
  let lastSweep = 0;

  const sweep = (now: number) => {
    if (now - lastSweep < MINUTE) return;
    lastSweep = now;
    const minute = Math.floor(now / MINUTE);
    for (const [ip, w] of windows) if (w.minute < minute) windows.delete(ip);
    for (const [ip, b] of bans) if (b.until + BAN_MS.max < now) bans.delete(ip);
    for (const [key, o] of orders) if (o.slot < Math.floor(now / 10_000)) orders.delete(key);
  };
  const windowOf = (ip: string, now: number): TWindow => {
    const minute = Math.floor(now / MINUTE);
    let window = windows.get(ip);
    if (!window || window.minute !== minute) windows.set(ip, (window = { minute, used: 0, refused: 0 }));
    return window;
  };

  return {
    spend(ip, weight, now) {
      sweep(now);
      const ban = bans.get(ip);
      if (ban && ban.until > now) throw new BinanceError('banned', `Way too many requests; IP banned until ${ban.until}.`, Math.ceil((ban.until - now) / 1000));
      const window = windowOf(ip, now);
      if (window.used + weight > limit) {
        window.refused += 1;
        if (window.refused > REFUSALS_BEFORE_BAN) {
          const length = ban ? ban.next : BAN_MS.first;
          bans.set(ip, { until: now + length, next: Math.min(length * 2, BAN_MS.max) });
          throw new BinanceError('banned', `Way too many requests; IP banned until ${now + length}.`, Math.ceil(length / 1000));
        }
        const retry = Math.ceil(((window.minute + 1) * MINUTE - now) / 1000);
        throw new BinanceError('tooManyRequests', `Too many requests; current limit of IP is ${limit} request weight per 1 MINUTE.`, retry);
      }
      window.used += weight;
      return window.used;
    },
    used(ip, now) {
      return windowOf(ip, now).used;
    },
    order(accountKey, now) {
      const slot = Math.floor(now / 10_000);
      let entry = orders.get(accountKey);
      if (!entry || entry.slot !== slot) orders.set(accountKey, (entry = { slot, count: 0 }));
      if (entry.count >= BINANCE_LIMITS.ordersPer10s) throw new BinanceError('tooManyOrders', undefined, Math.ceil(((slot + 1) * 10_000 - now) / 1000));
      entry.count += 1;
      return entry.count;
    },
  };
}

/** No limits at all: for benchmarks, which drive one address far past what a client would. */
export const UNLIMITED_WEIGHTS: TWeights = { spend: () => 0, used: () => 0, order: () => 0 };
