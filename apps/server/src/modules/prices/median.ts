import { pow10 } from '@exchange/contracts';
import type { TExactDecimal } from './feed-decimal.js';

/**
 * n / d rounded to the nearest whole number, a half to the even neighbour (n ≥ 0, d > 0).
 * Half-even has no drift up or down over many roundings, so neither side of a contract or a
 * seconds bet is favoured by the rounding of the index.
 */
export function divRoundHalfEven(n: bigint, d: bigint): bigint {
  const quotient = n / d;
  const twice = (n % d) * 2n;
  if (twice > d) return quotient + 1n;
  if (twice < d) return quotient;
  return quotient % 2n === 0n ? quotient : quotient + 1n;
}

/**
 * The median of exact prices, in ticks of `pricePrecision` decimals: the middle price of an odd
 * count, the exact mean of the two middle prices of an even count, computed exactly at the
 * finest scale of the inputs and rounded ONCE to the tick, halves to even (divRoundHalfEven).
 * Null for no prices, or when the median rounds to zero ticks (no index price is zero).
 */
export function medianTicks(prices: TExactDecimal[], pricePrecision: number): bigint | null {
  if (prices.length === 0) return null;
  const scale = Math.max(pricePrecision, ...prices.map((p) => p.scale));
  const values = prices.map((p) => p.units * pow10(scale - p.scale)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const middle = Math.floor(values.length / 2);
  const perTick = pow10(scale - pricePrecision);
  const ticks =
    values.length % 2 === 1
      ? divRoundHalfEven(values[middle], perTick)
      : divRoundHalfEven(values[middle - 1] + values[middle], 2n * perTick);
  return ticks > 0n ? ticks : null;
}
