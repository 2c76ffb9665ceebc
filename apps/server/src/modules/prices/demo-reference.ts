import { randomInt } from 'node:crypto';
import { formatUnits, MARKETS, PRICE_PRECISION, type TMarket } from '@exchange/contracts';
import type { TClock } from '../../platform/clock.js';
import type { TFeedQuote } from './feed-quote.js';
import { randomWalk, seededRandom } from './random-walk.js';

/** The source name every demo tick carries: never mistaken for an outside venue. */
export const DEMO_REFERENCE_SOURCE = 'demo-reference';

/** Where each coin's walk starts, in USDT (cross pairs start at the ratio of their coins). */
export const START_USDT: Record<string, number> = { USDT: 1, BTC: 68000, ETH: 3500, LTC: 85, EOS: 0.8, ADA: 0.45, XRP: 0.55, DOGE: 0.15 };

/** A step per second of this size, pulled back gently: about 3.5 % typical distance from the start over weeks. */
const VOLATILITY = 0.0005;
const PULL = 0.0001;

/** The code's own markets (the SPEC §9 table) whose coins both have a start price. */
export function hasDemoReference(market: TMarket): boolean {
  return PRICE_PRECISION[market.quote]?.[market.base] !== undefined && START_USDT[market.base] !== undefined && START_USDT[market.quote] !== undefined;
}

export type TDemoReferenceFeed = {
  /** Moves every market's walk one step; each quote's time is now (when it stepped). */
  step(): void;
  /** The market's quote if it stepped within `maxAgeMs`, else null (a stopped feed goes stale like any feed). */
  quote(symbol: string): TFeedQuote | null;
  /** Steps now and then about every second until stop(). */
  start(): void;
  stop(): void;
};

/**
 * Demo mode's stand-in for the outside venues (ARCHITECTURE.md "Index prices"): one seeded random
 * walk per market, stepped about every second, read by the index like any feed. Nothing of the
 * exchange's own book (trades, orders, the market maker) reaches it, so nobody trading here can
 * move the price their contracts settle on. The seed is the operator's `seed` (reproducible demos)
 * or random per start; a market's first step continues from its newest recorded tick (`resumeFrom`),
 * so a restart neither replays the path nor jumps back to the start price. Until its first step
 * the feed has no quote (and the index no price).
 */
export function demoReferenceFeed(options: {
  clock: TClock;
  seed?: number;
  maxAgeMs?: number;
  markets?: TMarket[];
  resumeFrom?: (symbol: string) => { price: bigint } | null;
}): TDemoReferenceFeed {
  const seed = options.seed ?? randomInt(2 ** 31);
  const maxAgeMs = options.maxAgeMs ?? 5_000;
  const markets = (options.markets ?? MARKETS).filter(hasDemoReference);
  const walks = new Map<string, ReturnType<typeof randomWalk>>();
  const quotes = new Map<string, TFeedQuote>();
  let timer: NodeJS.Timeout | null = null;

  const walkOf = (market: TMarket) => {
    let walk = walks.get(market.symbol);
    if (!walk) {
      let mix = seed;
      for (const char of market.symbol) mix = Math.imul(mix ^ char.charCodeAt(0), 0x9e3779b1);
      walk = randomWalk(START_USDT[market.base] / START_USDT[market.quote], seededRandom(mix), VOLATILITY, PULL);
      const last = options.resumeFrom?.(market.symbol);
      if (last) walk.resume(Number(last.price) / 10 ** market.pricePrecision);
      walks.set(market.symbol, walk);
    }
    return walk;
  };

  const step = () => {
    const now = options.clock.now();
    for (const market of markets) {
      const ticks = BigInt(Math.max(1, Math.round(walkOf(market).step() * 10 ** market.pricePrecision)));
      quotes.set(market.symbol, { symbol: market.symbol, price: formatUnits(ticks, market.pricePrecision), time: now });
    }
  };

  return {
    step,
    quote(symbol) {
      const quote = quotes.get(symbol);
      if (!quote) return null;
      const age = options.clock.now() - quote.time;
      return age <= maxAgeMs && age >= 0 ? quote : null;
    },
    start() {
      if (timer) return;
      step();
      timer = setInterval(step, 1_000).unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
