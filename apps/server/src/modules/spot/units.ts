import { parseUnits, type TMarket } from '@exchange/contracts';

/** Money scale of every asset (ARCHITECTURE.md: 8 decimals). */
export const SCALE = 8;
const pow10 = (n: number) => 10n ** BigInt(n);

/**
 * Conversions between exact money and the engine's integers for one market. Prices are stored as
 * ticks (some pairs quote finer than 8 decimals); amounts as 8-decimal units; the quote value of
 * ticks × lots is 10^(8 - pricePrecision - quantityPrecision) units per tick-lot, rounded up for
 * what a user pays and down for what a user receives.
 */
export function marketUnits(market: TMarket) {
  let units = unitsByMarket.get(market);
  if (!units) unitsByMarket.set(market, (units = buildUnits(market)));
  return units;
}

type TMarketUnits = ReturnType<typeof buildUnits>;
/** Built once per market: the order path asks for them on every order. */
const unitsByMarket = new WeakMap<TMarket, TMarketUnits>();

function buildUnits(market: TMarket) {
  const exponent = SCALE - market.pricePrecision - market.quantityPrecision;
  const lotSize = pow10(SCALE - market.quantityPrecision);
  const toQuote = (tickLots: bigint, roundUp: boolean): bigint => {
    if (exponent >= 0) return tickLots * pow10(exponent);
    const divisor = pow10(-exponent);
    const whole = tickLots / divisor;
    return roundUp && whole * divisor !== tickLots ? whole + 1n : whole;
  };
  return {
    /** A price string with at most pricePrecision decimals, as ticks. */
    ticksOf: (price: string): bigint => parseUnits(price, market.pricePrecision)!,
    /** Base units to lots (the amount was checked to fit the quantity precision). */
    lotsOf: (amount: bigint): bigint => amount / lotSize,
    baseOf: (lots: bigint): bigint => lots * lotSize,
    quoteCeil: (tickLots: bigint) => toQuote(tickLots, true),
    quoteFloor: (tickLots: bigint) => toQuote(tickLots, false),
    /** The tick-lots a quote amount can buy, rounded down. */
    tickLotsFor: (quote: bigint): bigint => (exponent >= 0 ? quote / pow10(exponent) : quote * pow10(-exponent)),
  };
}

/** A fee on an amount at a decimal rate, rounded up (what a user pays never rounds down). */
export function feeOn(amount: bigint, rate: string): bigint {
  const rateUnits = parseUnits(rate, SCALE)!;
  const product = amount * rateUnits;
  const base = pow10(SCALE);
  return product / base + (product % base === 0n ? 0n : 1n);
}
