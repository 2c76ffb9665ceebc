/**
 * Exact money (ARCHITECTURE.md "Money"): amounts are bigint counts of an asset's smallest unit.
 * Decimal strings are parsed and printed only at the edges; a JS number never holds an amount.
 * These are the raw conversions; amounts a user sends go through bounds.ts (readAmount).
 */

/** Longer decimal text is refused before any arithmetic (no amount or price needs it). */
const MAX_TEXT = 100;
const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** 10^n as bigint for the scales in use, computed once (these run on every order and answer). */
const POW10 = Array.from({ length: 40 }, (_, n) => 10n ** BigInt(n));

/** 10^n as a bigint: every scale shift of the money module goes through it. */
export const pow10 = (n: number): bigint => POW10[n] ?? 10n ** BigInt(n);

/** The significant decimals of a plain decimal string (trailing zeros do not count). */
export function decimalsOf(text: string): number {
  const point = text.indexOf('.');
  return point < 0 ? 0 : text.slice(point + 1).replace(/0+$/, '').length;
}

/**
 * Parses a non-negative decimal string into units of `scale` decimals. Returns null for anything
 * that is not a plain decimal, or has more decimals than the scale allows (never rounded silently).
 * Unbounded: an amount from a user is read with readAmount, which also bounds it.
 */
export function parseUnits(text: string, scale: number): bigint | null {
  const trimmed = text.trim();
  if (trimmed.length > MAX_TEXT) return null;
  const match = DECIMAL.exec(trimmed);
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

/** a / b for non-negative a and positive b, rounded up (what a user pays never rounds down). */
export function divCeil(a: bigint, b: bigint): bigint {
  const whole = a / b;
  return whole * b === a ? whole : whole + 1n;
}

/** `units` moved by `bps` hundredths of a percent: down (less, rounded down) or up (more, rounded up). */
export function shiftByBps(units: bigint, bps: number, direction: 'down' | 'up'): bigint {
  const b = BigInt(bps);
  return direction === 'down' ? (units * (10_000n - b)) / 10_000n : divCeil(units * (10_000n + b), 10_000n);
}

/**
 * Moves units from one scale to another: exact when the target is finer, else rounded down, or up
 * with `roundUp` (what a user pays).
 */
export function rescale(units: bigint, from: number, to: number, roundUp = false): bigint {
  if (to >= from) return units * pow10(to - from);
  const divisor = pow10(from - to);
  return roundUp ? divCeil(units, divisor) : units / divisor;
}

/**
 * amount × price, both in units of their scales, as units of `resultScale`, rounded down
 * (what a user is shown or receives never rounds up).
 */
export function mulUnits(amount: bigint, amountScale: number, price: bigint, priceScale: number, resultScale: number): bigint {
  return rescale(amount * price, amountScale + priceScale, resultScale);
}

/** A number or decimal text as a plain decimal string, never in exponent form (1e-7 → "0.0000001"); junk reads as "0". */
function plainDecimal(value: string | number): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '0';
    return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
  }
  const text = value.trim();
  return /^[-+]?\d*\.?\d+$|^[-+]?\d+\.$/.test(text) ? text : plainDecimal(Number(text));
}

/**
 * Cuts (never rounds) an amount to `decimals` places, for display (SPEC §9: 4 by default). Works on
 * the decimal text, so no binary rounding creeps in: cutDecimals("1.99999") is "1.9999". With `pad`
 * the fraction is padded to `decimals` ("2" → "2.0000"), without it trailing zeros are dropped
 * ("2.5000" → "2.5"). Numbers are read by their shortest decimal text; junk reads as 0; a value that
 * cuts to zero has no minus sign.
 */
export function cutDecimals(value: string | number, decimals = 4, options: { pad?: boolean } = {}): string {
  const text = plainDecimal(value);
  const negative = text.startsWith('-');
  const [intPart = '0', fraction = ''] = text.replace(/^[-+]/, '').split('.');
  const kept = fraction.slice(0, decimals);
  const cut = options.pad ? kept.padEnd(decimals, '0') : kept.replace(/0+$/, '');
  const int = intPart.replace(/^0+(?=\d)/, '') || '0';
  const result = cut ? `${int}.${cut}` : int;
  return negative && /[1-9]/.test(result) ? `-${result}` : result;
}
