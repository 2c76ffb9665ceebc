import { decimalsOf, formatUnits, parseUnits } from '@exchange/contracts';

/** No ticker price needs more: longer fractions are refused as malformed, never cut. */
const MAX_FEED_DECIMALS = 18;
const PLAIN_DECIMAL = /^\d{1,30}(?:\.\d{1,30})?$/;

/** An exact positive decimal: `units` counts of 10^-scale (read with the money module, never a float). */
export type TExactDecimal = { units: bigint; scale: number };

/**
 * Reads a feed's price text ("68011.37000000") as an exact positive decimal. Anything that is not
 * a plain decimal, has more than 18 decimals, or is zero, yields null: a malformed or non-positive
 * price is dropped, never repaired.
 */
export function readFeedPrice(text: string): TExactDecimal | null {
  if (!PLAIN_DECIMAL.test(text)) return null;
  const scale = decimalsOf(text);
  if (scale > MAX_FEED_DECIMALS) return null;
  const units = parseUnits(text, scale);
  return units !== null && units > 0n ? { units, scale } : null;
}

/** The canonical text of a feed price: no trailing zeros ("68011.37000000" → "68011.37"), for the record. */
export function feedPriceText(text: string): string | null {
  const price = readFeedPrice(text);
  return price ? formatUnits(price.units, price.scale) : null;
}

/**
 * A JSON number (Huobi/HTX sends prices as numbers) as a plain decimal string. The number's
 * shortest round-trip text is what the feed wrote (`JSON.parse` keeps it for any price with up to
 * 17 significant digits), so it is used as is, only moved out of exponent form (8.19e-6 →
 * "0.00000819"). `toFixed` would round the binary value instead and could invent digits.
 * Non-finite and non-positive numbers yield null.
 */
export function decimalOfNumber(value: number): string | null {
  if (!Number.isFinite(value) || !(value > 0)) return null;
  const text = String(value);
  const match = /^(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const digits = match[1] + (match[2] ?? '');
  // The decimal point sits after match[1]; the exponent moves it.
  const point = match[1].length + Number(match[3]);
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`.replace(/\.?0+$/, '');
  if (point >= digits.length) return digits + '0'.repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`.replace(/\.?0+$/, '');
}
