import { formatUnits, MAX_ASSET_SCALE, parseUnits } from '@exchange/contracts';

/**
 * Exact arithmetic on the server's decimal strings (ARCHITECTURE.md "Money"), over the contracts
 * money module: every value goes through bigint units of `scale` decimals, never a JS number. Pass
 * the asset's scale (catalog.ts assetScale); without one, the finest scale of the catalogue, which
 * is exact for adding and comparing amounts of any asset.
 */
const SCALE = MAX_ASSET_SCALE;

/** Signed decimal text → units; null when it is not a plain decimal within `scale` decimals. */
export function toUnits(text: string, scale: number = SCALE): bigint | null {
  const trimmed = text.trim();
  const negative = trimmed.startsWith('-');
  const units = parseUnits(negative ? trimmed.slice(1) : trimmed, scale);
  if (units === null) return null;
  return negative ? -units : units;
}

/** Units → a plain decimal string without trailing zeros. */
export function fromUnits(units: bigint, scale: number = SCALE): string {
  return formatUnits(units, scale);
}

/** Invalid text counts as 0, so one bad field never throws in a render. */
const unitsOr0 = (text: string, scale: number) => toUnits(text, scale) ?? 0n;

export function addDecimals(a: string, b: string, scale: number = SCALE): string {
  return fromUnits(unitsOr0(a, scale) + unitsOr0(b, scale), scale);
}

export function subDecimals(a: string, b: string, scale: number = SCALE): string {
  return fromUnits(unitsOr0(a, scale) - unitsOr0(b, scale), scale);
}

export function sumDecimals(values: string[], scale: number = SCALE): string {
  return fromUnits(values.reduce((sum, v) => sum + unitsOr0(v, scale), 0n), scale);
}

/** -1, 0 or 1 as a < b, a = b, a > b (invalid text counts as 0). */
export function compareDecimals(a: string, b: string, scale: number = SCALE): -1 | 0 | 1 {
  const x = unitsOr0(a, scale);
  const y = unitsOr0(b, scale);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The smaller of two decimals, as given. */
export function minDecimal(a: string, b: string, scale: number = SCALE): string {
  return compareDecimals(a, b, scale) <= 0 ? a : b;
}
