/**
 * Exact money (ARCHITECTURE.md "Money"): amounts are bigint counts of an asset's smallest unit.
 * Decimal strings are parsed and printed only at the edges; a JS number never holds an amount.
 */

const DECIMAL = /^(\d{1,20})(?:\.(\d+))?$/;

/** 10^n as bigint for the scales in use, computed once (these run on every order and answer). */
const POW10 = Array.from({ length: 40 }, (_, n) => 10n ** BigInt(n));
const pow10 = (n: number) => POW10[n] ?? 10n ** BigInt(n);

/**
 * Parses a non-negative decimal string into units of `scale` decimals. Returns null for anything
 * that is not a plain decimal, or has more decimals than the asset allows (never rounded silently).
 */
export function parseUnits(text: string, scale: number): bigint | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > scale) return null;
  return BigInt(match[1]) * pow10(scale) + (fraction ? BigInt(fraction) * pow10(scale - fraction.length) : 0n);
}

/** Prints units as a plain decimal string without trailing zeros ("12.5", "-0.0001", "3"). */
export function formatUnits(units: bigint, scale: number): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const base = pow10(scale);
  const whole = abs / base;
  const rest = abs % base;
  const fraction = rest === 0n ? '' : rest.toString().padStart(scale, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/**
 * amount × price, both in units of their scales, as units of `resultScale`, rounded down
 * (what a user is shown or receives never rounds up).
 */
export function mulUnits(amount: bigint, amountScale: number, price: bigint, priceScale: number, resultScale: number): bigint {
  const product = amount * price;
  const shift = amountScale + priceScale - resultScale;
  if (shift >= 0) return product / pow10(shift);
  return product * pow10(-shift);
}

/** Cuts (never rounds) a decimal string to `decimals` places, for display (SPEC §9: 4 by default). */
export function cutDecimals(text: string, decimals = 4): string {
  const [whole, fraction = ''] = text.split('.');
  const cut = fraction.slice(0, decimals).replace(/0+$/, '');
  return cut ? `${whole}.${cut}` : whole;
}
