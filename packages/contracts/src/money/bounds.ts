import { ASSETS, findAsset } from '../assets.js';
import { LIMITS } from '../limits.js';
import { decimalsOf, divCeil, formatUnits, parseUnits, pow10 } from './units.js';

/** The largest value a BIGINT column (PostgreSQL) or INTEGER (SQLite) holds. */
export const INT64_MAX = 2n ** 63n - 1n;

/**
 * No amount is above 10^15 whole coins, nor above 10^18 units, whichever is less. 10^18 keeps
 * nine maximal amounts summed (an amount plus a balance, a fee, a frozen part ...) under INT64_MAX
 * (9.22·10^18), so no sum the ledger forms from checked amounts can overflow the database. At
 * scale 8 that is 10 billion coins a transaction; at scale 6, a trillion.
 */
const MAX_WHOLE_DIGITS = 15;
export const MAX_AMOUNT_UNITS = 10n ** 18n;

/** The largest amount, in units, that one request may carry at `scale` decimals. */
export function maxUnits(scale: number): bigint {
  const byCoins = pow10(MAX_WHOLE_DIGITS + scale);
  return byCoins < MAX_AMOUNT_UNITS ? byCoins : MAX_AMOUNT_UNITS;
}

/** SPEC §5's smallest amount (0.00001) at `scale`: at least one unit when the scale is coarser. */
export function minUnits(scale: number): bigint {
  const [whole, fraction = ''] = LIMITS.minAmount.split('.');
  const exact = BigInt(whole + fraction) * pow10(scale);
  const units = divCeil(exact, pow10(fraction.length));
  return units > 0n ? units : 1n;
}

export type TAmountProblem = 'enterAmount' | 'invalidAmount' | 'amountAboveMaximum';
export type TAmountRead = { units: bigint; problem?: undefined } | { problem: TAmountProblem; units?: undefined };

const PLAIN = /^\d+(\.\d+)?$/;

/**
 * Reads an amount a user typed or sent: empty → enterAmount; not a plain non-negative decimal, or
 * more decimals than the asset has → invalidAmount (never rounded); above maxUnits →
 * amountAboveMaximum. Only a bounded amount comes back as units, so nothing built from it can
 * overflow a 64-bit column. Huge texts are refused without arithmetic on them.
 */
export function readAmount(text: string, scale: number): TAmountRead {
  const trimmed = text.trim();
  if (!trimmed) return { problem: 'enterAmount' };
  if (!PLAIN.test(trimmed) || decimalsOf(trimmed) > scale) return { problem: 'invalidAmount' };
  const wholeDigits = trimmed.split('.')[0].replace(/^0+/, '').length;
  if (wholeDigits > MAX_WHOLE_DIGITS + 1) return { problem: 'amountAboveMaximum' };
  const units = parseUnits(trimmed, scale);
  if (units === null) return { problem: 'invalidAmount' };
  return units > maxUnits(scale) ? { problem: 'amountAboveMaximum' } : { units };
}

/** An asset's scale from the catalogue. Throws for an asset the catalogue does not have (a bug). */
export function scaleOf(currency: string): number {
  const asset = findAsset(currency);
  if (!asset) throw new Error(`money: no asset ${currency} in the catalogue`);
  return asset.scale;
}

/** The finest scale of the catalogue: exact for adding or comparing amounts of any asset. */
export const MAX_ASSET_SCALE = Math.max(...ASSETS.map((a) => a.scale));

/** readAmount at the asset's own scale. */
export function readAmountOf(text: string, currency: string): TAmountRead {
  return readAmount(text, scaleOf(currency));
}

/** Units of an asset as the decimal string the API sends (its own scale, no trailing zeros). */
export function formatAmount(units: bigint, currency: string): string {
  return formatUnits(units, scaleOf(currency));
}

/** A catalogue amount (a minimum, a fee) as units of its asset; throws if the catalogue is wrong. */
export function unitsOf(text: string, currency: string): bigint {
  const units = parseUnits(text, scaleOf(currency));
  if (units === null) throw new Error(`money: ${text} is not an amount of ${currency}`);
  return units;
}
