import { PRICE_PRECISION } from './limits.js';

/**
 * The spot markets (SPEC §9): each pair's price precision (from the SPEC table), quantity
 * precision, minimum order value in the quote coin, and fees. The engine works in ticks of the
 * price precision and lots of the quantity precision; precisions are chosen so that price × quantity
 * of any sensible order stays far inside a JS safe integer.
 */
export type TMarket = {
  symbol: string;
  base: string;
  quote: string;
  pricePrecision: number;
  quantityPrecision: number;
  minOrderValue: string;
  /** The largest order value in the quote coin: keeps every order's tick-lots a safe integer. */
  maxOrderValue: string;
  makerFee: string;
  takerFee: string;
};

const QUANTITY_PRECISION: Record<string, Record<string, number>> = {
  USDT: { BTC: 6, ETH: 4, LTC: 3, EOS: 2, ADA: 1, XRP: 1, DOGE: 0 },
  BTC: { ETH: 3, EOS: 1, LTC: 2, XRP: 0, ADA: 0, DOGE: 0 },
  ETH: { EOS: 1, ADA: 0, DOGE: 0 },
};

/** The default order value bounds by quote coin (a market listed at run time starts from them too). */
export const MIN_ORDER_VALUE: Record<string, string> = { USDT: '5', BTC: '0.0001', ETH: '0.002' };
export const MAX_ORDER_VALUE: Record<string, string> = { USDT: '5000000', BTC: '80', ETH: '1500' };

/** Default fee for makers and takers: 0.1 %. */
export const DEFAULT_FEE_RATE = '0.001';

export const MARKETS: TMarket[] = Object.entries(PRICE_PRECISION).flatMap(([quote, bases]) =>
  Object.entries(bases).map(([base, pricePrecision]) => ({
    symbol: `${base}${quote}`.toLowerCase(),
    base,
    quote,
    pricePrecision,
    quantityPrecision: QUANTITY_PRECISION[quote][base],
    minOrderValue: MIN_ORDER_VALUE[quote],
    maxOrderValue: MAX_ORDER_VALUE[quote],
    makerFee: DEFAULT_FEE_RATE,
    takerFee: DEFAULT_FEE_RATE,
  })),
);

/**
 * Lists a spot market at run time (the operator's `market:add`, for a distributed launchpad token):
 * the server registers what its `catalog_markets` table holds, the web app what `/market/catalog`
 * answers. A symbol already listed is left as it is.
 */
export function registerMarket(market: TMarket): boolean {
  if (findMarket(market.symbol)) return false;
  MARKETS.push(market);
  return true;
}

export function findMarket(symbol: string): TMarket | undefined {
  const wanted = symbol.replace(/[^a-z0-9]/gi, '').toLowerCase();
  return MARKETS.find((m) => m.symbol === wanted);
}

export const QUOTE_COINS = Object.keys(PRICE_PRECISION);
