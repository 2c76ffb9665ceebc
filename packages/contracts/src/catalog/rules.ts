import { findAsset } from '../assets.js';
import { DEFAULT_FEE_RATE, findMarket, MAX_ORDER_VALUE, MIN_ORDER_VALUE, QUOTE_COINS, type TMarket } from '../markets.js';
import { readAmount } from '../money/bounds.js';
import { formatUnits, parseUnits, pow10 } from '../money/units.js';

/** The finest price or quantity precision a listed market may have (the catalogue table's bound). */
export const MAX_MARKET_PRECISION = 12;
/** The highest fee rate a listed market may charge: 1 %. */
export const MAX_MARKET_FEE = '0.01';

/** What the operator asks for (`market:add`): texts as typed; precisions as numbers; bounds and fees optional. */
export type TNewMarketInput = {
  base: string;
  quote: string;
  pricePrecision: number;
  quantityPrecision: number;
  minOrderValue?: string;
  maxOrderValue?: string;
  makerFee?: string;
  takerFee?: string;
};

const FEE = /^\d+(\.\d{1,8})?$/;

/**
 * Checks a spot market the operator wants to list and answers it as the catalogue keeps it, or
 * what is wrong (in English, for the operator's command line):
 * - the base is a listed asset (the code's or the run-time catalogue's, registered before), the
 *   quote one of SPEC §9's quote coins, and the pair is not listed yet;
 * - precisions are whole numbers in 0..12, and a lot is a whole number of base units (the
 *   quantity precision is at most the base asset's scale);
 * - the order value bounds are positive quote amounts (min below max; by default the quote coin's,
 *   as the code's markets have them), and the largest order's ticks × lots stays a safe integer
 *   for the matching engine: maxOrderValue × 10^(pricePrecision + quantityPrecision) < 2^53
 *   (the same reasoning as the fixed markets, markets.ts);
 * - fees are rates between 0 and 1 % with at most 8 decimals (by default 0.1 %).
 */
export function checkNewMarket(input: TNewMarketInput): { market: TMarket; problem?: undefined } | { problem: string; market?: undefined } {
  const quote = input.quote.trim().toUpperCase();
  const base = input.base.trim().toUpperCase();
  if (!QUOTE_COINS.includes(quote)) return { problem: `the quote must be one of ${QUOTE_COINS.join(', ')}` };
  const baseAsset = findAsset(base);
  if (!baseAsset) return { problem: `${base} is not a listed asset` };
  if (base === quote) return { problem: 'the base and the quote must differ' };
  const symbol = `${base}${quote}`.toLowerCase();
  if (findMarket(symbol)) return { problem: `${symbol} is already a market` };

  const { pricePrecision, quantityPrecision } = input;
  const isPrecision = (n: number) => Number.isInteger(n) && n >= 0 && n <= MAX_MARKET_PRECISION;
  if (!isPrecision(pricePrecision)) return { problem: `the price precision must be a whole number from 0 to ${MAX_MARKET_PRECISION}` };
  if (!isPrecision(quantityPrecision)) return { problem: `the quantity precision must be a whole number from 0 to ${MAX_MARKET_PRECISION}` };
  if (quantityPrecision > baseAsset.scale) return { problem: `the quantity precision must be at most ${base}'s scale (${baseAsset.scale})` };

  const quoteScale = findAsset(quote)!.scale;
  const bound = (text: string | undefined, fallback: string, name: string): bigint | string => {
    const read = readAmount(text ?? fallback, quoteScale);
    if (read.problem || read.units <= 0n) return `${name} must be a positive ${quote} amount with at most ${quoteScale} decimals`;
    return read.units;
  };
  const min = bound(input.minOrderValue, MIN_ORDER_VALUE[quote], 'the minimum order value');
  if (typeof min === 'string') return { problem: min };
  const max = bound(input.maxOrderValue, MAX_ORDER_VALUE[quote], 'the maximum order value');
  if (typeof max === 'string') return { problem: max };
  if (min >= max) return { problem: 'the minimum order value must be below the maximum' };
  // The largest order in tick-lots: max (quote units) × 10^(pp + qp) / 10^quoteScale, kept below 2^53.
  const tickLots = (max * pow10(pricePrecision + quantityPrecision)) / pow10(quoteScale);
  if (tickLots >= BigInt(Number.MAX_SAFE_INTEGER)) {
    return {
      problem: `with ${pricePrecision} price and ${quantityPrecision} quantity decimals an order of ${formatUnits(max, quoteScale)} ${quote} is more ticks × lots than the engine counts exactly: lower a precision or the maximum order value`,
    };
  }

  const fee = (text: string | undefined, name: string): string | { problem: string } => {
    const value = (text ?? DEFAULT_FEE_RATE).trim();
    const units = FEE.test(value) ? parseUnits(value, 8) : null;
    if (units === null || units > parseUnits(MAX_MARKET_FEE, 8)!) return { problem: `${name} must be a rate from 0 to ${MAX_MARKET_FEE} with at most 8 decimals` };
    return formatUnits(units, 8);
  };
  const makerFee = fee(input.makerFee, 'the maker fee');
  if (typeof makerFee !== 'string') return makerFee;
  const takerFee = fee(input.takerFee, 'the taker fee');
  if (typeof takerFee !== 'string') return takerFee;

  return {
    market: {
      symbol,
      base,
      quote,
      pricePrecision,
      quantityPrecision,
      minOrderValue: formatUnits(min, quoteScale),
      maxOrderValue: formatUnits(max, quoteScale),
      makerFee,
      takerFee,
    },
  };
}
