import { findMarket, formatUnits, parseUnits } from '@exchange/contracts';
import type { TClock } from '../../platform/clock.js';
import type { TSpotExchange } from '../spot/spot-market.js';
import type { ReferenceFeed } from './huobi-reference.js';
import type { TIndexPrice, TPriceSource } from './price-source.js';

/**
 * The index price of a market (for valuation now; contract marks and seconds settlement later):
 * the exchange's own last trade, blended half and half with a fresh reference quote when there is
 * one. A last trade older than `maxAgeMs` is stale and not used; with nothing fresh there is no
 * index price (never a guess). Every price says its source and its time.
 */
export function indexPriceSource(options: {
  spot: TSpotExchange;
  clock: TClock;
  reference?: ReferenceFeed;
  maxAgeMs?: number;
  /** Used when a market has no index price (demo mode: the labelled reference table). */
  fallback?: TPriceSource;
}): TPriceSource & { index(symbol: string): TIndexPrice | null } {
  const maxAgeMs = options.maxAgeMs ?? 15 * 60_000;
  const index = (symbol: string): TIndexPrice | null => {
    const market = findMarket(symbol);
    const spot = market && options.spot.market(market.symbol);
    if (!market || !spot) return null;
    const now = options.clock.now();
    const last = spot.lastTrade && now - spot.lastTrade.time <= maxAgeMs ? spot.lastTrade : null;
    const reference = options.reference?.quote(market.symbol) ?? null;
    if (last && reference) {
      const own = BigInt(last.ticks);
      const outside = parseUnits(reference.price, market.pricePrecision) ?? own;
      return { price: formatUnits((own + outside) / 2n, market.pricePrecision), source: 'blend', time: Math.min(last.time, reference.time) };
    }
    if (last) return { price: formatUnits(BigInt(last.ticks), market.pricePrecision), source: 'last-trade', time: last.time };
    if (reference) return { price: reference.price, source: 'reference', time: reference.time };
    return null;
  };
  return {
    index,
    usdtPrice(currency) {
      if (currency === 'USDT') return { price: '1', source: 'par', time: options.clock.now() };
      return index(`${currency}usdt`) ?? options.fallback?.usdtPrice(currency) ?? null;
    },
  };
}
