import { LIMITS } from '@exchange/contracts';

/** A number as a plain decimal string, never in exponent form (1e-7 → "0.0000001"). */
function plainDecimal(value: string | number): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '0';
    return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
  }
  const text = value.trim();
  return /^[-+]?\d*\.?\d+$|^[-+]?\d+\.$/.test(text) ? text : plainDecimal(Number(text));
}

/**
 * SPEC §9: money is cut (not rounded) to 4 decimals by default. Works on the decimal string, so no
 * binary rounding creeps in: cutDecimals("1.99999") is "1.9999". Invalid input reads as "0".
 */
export function cutDecimals(value: string | number, decimals: number = LIMITS.moneyDisplayDecimals): string {
  const text = plainDecimal(value);
  const negative = text.startsWith('-');
  const [intPart = '0', fraction = ''] = text.replace(/^[-+]/, '').split('.');
  const cut = fraction.slice(0, decimals).padEnd(decimals, '0');
  const int = intPart.replace(/^0+(?=\d)/, '') || '0';
  const result = decimals > 0 ? `${int}.${cut}` : int;
  return negative && /[1-9]/.test(result) ? `-${result}` : result;
}

/** Decimals a quote amount is shown with: 4 for USDT (SPEC §9); a BTC or ETH amount needs 8 to mean anything. */
export const quoteDecimals = (coin: string): number => (coin === 'USDT' ? LIMITS.moneyDisplayDecimals : 8);
