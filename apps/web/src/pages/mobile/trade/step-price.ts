import { formatUnits, parseUnits } from '@exchange/contracts';

/**
 * The price one tick (10^-precision) higher or lower, exact (bigint ticks, no float drift). An empty
 * or unreadable price starts from `fallback`; the price never goes below one tick.
 */
export function stepPrice(price: string, precision: number, direction: 1 | -1, fallback = ''): string {
  const ticks = parseUnits(price, precision) ?? parseUnits(fallback, precision);
  if (ticks === null) return price;
  const next = ticks + BigInt(direction);
  return formatFixedUnits(next < 1n ? 1n : next, precision);
}

/** Units as a decimal with exactly `precision` places ("60000.00"), as a price field shows them. */
function formatFixedUnits(units: bigint, precision: number): string {
  const text = formatUnits(units, precision);
  if (precision === 0) return text;
  const [whole, fraction = ''] = text.split('.');
  return `${whole}.${fraction.padEnd(precision, '0')}`;
}

/** A market-data price (a JSON number) as a price field value with the market's decimals, cut. */
export function priceInput(value: number, precision: number): string {
  if (!Number.isFinite(value) || value <= 0) return '';
  const text = value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
  const [whole, fraction = ''] = text.split('.');
  return precision === 0 ? whole : `${whole}.${fraction.slice(0, precision).padEnd(precision, '0')}`;
}
