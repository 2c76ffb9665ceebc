import { findMarket, formatUnits } from '@exchange/contracts';
import type { TClock } from '../../platform/clock.js';
import type { TPriceRecorder } from './price-recorder.js';

/**
 * A price in USDT with where it came from and when, so every valuation can say so. `tickId`
 * names the recorded tick it was read from, when it was (source `index`).
 */
export type TIndexPrice = { price: string; source: string; time: number; tickId?: string };

/** What valuation asks: an asset's price in USDT, or null (the asset is then valued at 0, never guessed). */
export type TPriceSource = { usdtPrice(currency: string): TIndexPrice | null };

/**
 * A recorded tick older than this is not used to value anything: a wallet shows no price rather
 * than one from before a feed outage (the recorder writes at least every heartbeat while there is
 * an index price, so a live market is never near this).
 */
export const VALUATION_MAX_AGE_MS = 15 * 60_000;

/**
 * Valuation from recorded index prices (ARCHITECTURE.md "Recorded prices"): an asset's price is
 * the newest recorded tick of its USDT market, cited by id and time (source `index`). Without a
 * recent tick, `fallback` answers (demo mode: the labelled reference table), else nothing.
 */
export function recordedPriceSource(options: {
  ticks: Pick<TPriceRecorder, 'latest'>;
  clock: TClock;
  fallback?: TPriceSource;
}): TPriceSource {
  return {
    usdtPrice(currency) {
      if (currency === 'USDT') return { price: '1', source: 'par', time: options.clock.now() };
      const market = findMarket(`${currency}usdt`);
      const tick = market && market.quote === 'USDT' ? options.ticks.latest(market.symbol) : null;
      if (market && tick && options.clock.now() - tick.observedAt <= VALUATION_MAX_AGE_MS) {
        return { price: formatUnits(tick.price, market.pricePrecision), source: 'index', time: tick.observedAt, tickId: String(tick.id) };
      }
      return options.fallback?.usdtPrice(currency) ?? null;
    },
  };
}

/**
 * Demo mode, before the demo reference feed has a recorded tick: these reference prices,
 * labelled as such (`source: "reference"`). They value balances for display only: nothing
 * settles on them, and production mode never uses them.
 */
const REFERENCE_USDT: Record<string, string> = {
  BTC: '68000',
  ETH: '3500',
  LTC: '85',
  EOS: '0.8',
  ADA: '0.45',
  XRP: '0.55',
  DOGE: '0.15',
  LBR: '1',
  USDC: '1',
};

export function referencePriceSource(clock: TClock): TPriceSource {
  return {
    usdtPrice(currency) {
      if (currency === 'USDT') return { price: '1', source: 'par', time: clock.now() };
      const price = REFERENCE_USDT[currency];
      return price ? { price, source: 'reference', time: clock.now() } : null;
    },
  };
}
