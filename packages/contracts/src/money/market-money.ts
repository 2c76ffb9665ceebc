import type { TMarket } from '../markets.js';
import { scaleOf, unitsOf } from './bounds.js';
import { decimalsOf, divCeil, parseUnits, pow10 } from './units.js';

/**
 * A market's exact money: prices are ticks of its price precision, quantities lots of its quantity
 * precision; base amounts are units of the base asset's scale and quote amounts (values, what a
 * buyer pays, what a seller gets, the seller's fee) units of the quote asset's scale. The quote
 * value of ticks × lots is 10^(quoteScale − pricePrecision − quantityPrecision) units per
 * tick-lot, rounded up for what a user pays and down for what a user receives.
 */
export type TMarketMoney = {
  baseScale: number;
  quoteScale: number;
  /** A price string with at most pricePrecision decimals (checked before), as ticks. */
  ticksOf(price: string): bigint;
  /** Base units to lots (the amount was checked to fit the quantity precision). */
  lotsOf(base: bigint): bigint;
  baseOf(lots: bigint): bigint;
  quoteCeil(tickLots: bigint): bigint;
  quoteFloor(tickLots: bigint): bigint;
  /** The tick-lots a quote amount can buy, rounded down. */
  tickLotsFor(quote: bigint): bigint;
  /** The average price in ticks of a traded base for a traded quote, rounded down (0 when none). */
  averageTicks(base: bigint, quote: bigint): bigint;
  minOrderValue: bigint;
  maxOrderValue: bigint;
};

/** Built once per market: the order path asks for it on every order. */
const byMarket = new WeakMap<TMarket, TMarketMoney>();

/**
 * The exact money of a market, by its assets' own scales. Throws when the market's quantity
 * precision is finer than its base asset's scale (a lot would not be a whole number of units).
 */
export function marketMoney(market: TMarket): TMarketMoney {
  let money = byMarket.get(market);
  if (!money) byMarket.set(market, (money = buildMarketMoney(market)));
  return money;
}

function buildMarketMoney(market: TMarket): TMarketMoney {
  const baseScale = scaleOf(market.base);
  const quoteScale = scaleOf(market.quote);
  if (market.quantityPrecision > baseScale) throw new Error(`money: ${market.symbol} quantity precision exceeds ${market.base}'s scale`);
  const exponent = quoteScale - market.pricePrecision - market.quantityPrecision;
  const lotSize = pow10(baseScale - market.quantityPrecision);
  const toQuote = (tickLots: bigint, roundUp: boolean): bigint => {
    if (exponent >= 0) return tickLots * pow10(exponent);
    return roundUp ? divCeil(tickLots, pow10(-exponent)) : tickLots / pow10(-exponent);
  };
  return {
    baseScale,
    quoteScale,
    ticksOf: (price) => parseUnits(price, market.pricePrecision)!,
    lotsOf: (base) => base / lotSize,
    baseOf: (lots) => lots * lotSize,
    quoteCeil: (tickLots) => toQuote(tickLots, true),
    quoteFloor: (tickLots) => toQuote(tickLots, false),
    tickLotsFor: (quote) => (exponent >= 0 ? quote / pow10(exponent) : quote * pow10(-exponent)),
    averageTicks: (base, quote) => (base > 0n ? (quote * pow10(market.pricePrecision + baseScale)) / (base * pow10(quoteScale)) : 0n),
    minOrderValue: unitsOf(market.minOrderValue, market.quote),
    maxOrderValue: unitsOf(market.maxOrderValue, market.quote),
  };
}

/**
 * A fee on an amount at a decimal rate ("0.001"), in the amount's own units, rounded up (what a
 * user pays never rounds down). The rate is read at its own decimals, so no scale is assumed.
 */
export function feeOn(amount: bigint, rate: string): bigint {
  const decimals = decimalsOf(rate);
  const rateUnits = parseUnits(rate, decimals);
  if (rateUnits === null) throw new Error(`money: ${rate} is not a fee rate`);
  return divCeil(amount * rateUnits, pow10(decimals));
}
