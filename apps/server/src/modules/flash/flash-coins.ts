import { FLASH_QUOTE_VALID_MS, formatAmount, MARKETS, pow10, scaleOf, type TMarket } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import { marketUnits } from '../spot/units.js';
import { FLASH_HUB } from './flash-route.js';

/** The USDT markets of the listed coins, in the catalogue order. */
const hubMarkets = (): TMarket[] => MARKETS.filter((m) => m.quote === FLASH_HUB);

/**
 * The most decimals an amount of `coin` may have when converted from: the quantity precision of
 * its USDT market, or the coin's scale for USDT (and a coin without one).
 */
export function flashDecimals(coin: string): number {
  const market = hubMarkets().find((m) => m.base === coin);
  return market ? market.quantityPrecision : scaleOf(coin);
}

/**
 * The smallest amount of a market's base worth the market's minimum order value at `ticks`,
 * rounded up to a whole lot: an estimate for the screen (the quote checks it exactly).
 */
function minBaseAt(market: TMarket, ticks: bigint): bigint {
  const units = marketUnits(market);
  const wanted = units.minOrderValue * pow10(market.pricePrecision + market.quantityPrecision);
  const per = ticks * pow10(units.quoteScale);
  const lots = (wanted + per - 1n) / per;
  return units.baseOf(lots > 0n ? lots : 1n);
}

/**
 * /flash/coins: USDT and every base of a listed market against USDT (catalogue order), each with
 * its decimals and a rough minimum from the best bid (else the best ask, else the last trade; one
 * lot when the market has no price at all).
 */
export function flashCoins(deps: Pick<TDeps, 'spot'>) {
  const markets = hubMarkets();
  const hubMin = markets.reduce<bigint | null>((min, m) => {
    const value = marketUnits(m).minOrderValue;
    return min === null || value < min ? value : min;
  }, null);
  const coins = [{ currency: FLASH_HUB, decimals: scaleOf(FLASH_HUB), minAmount: formatAmount(hubMin ?? 0n, FLASH_HUB) }];
  for (const market of markets) {
    const spot = deps.spot.market(market.symbol);
    const ticks = spot?.book.bestBid() ?? spot?.book.bestAsk() ?? spot?.lastTrade?.ticks;
    const min = ticks ? minBaseAt(market, BigInt(ticks)) : marketUnits(market).baseOf(1n);
    coins.push({ currency: market.base, decimals: market.quantityPrecision, minAmount: formatAmount(min, market.base) });
  }
  return { coins, validMs: FLASH_QUOTE_VALID_MS };
}
