import { cutDecimals as cutAmount, LIMITS } from '@exchange/contracts';

/**
 * The web's display cut (SPEC §9): the contracts' cutDecimals, padded to `decimals` (4 by default),
 * as every figure of the web shows it: cutDecimals("2") is "2.0000", cutDecimals("1.99999") "1.9999".
 */
export function cutDecimals(value: string | number, decimals: number = LIMITS.moneyDisplayDecimals): string {
  return cutAmount(value, decimals, { pad: true });
}

/** Decimals a quote amount is shown with: 4 for USDT (SPEC §9); a BTC or ETH amount needs 8 to mean anything. */
export const quoteDecimals = (coin: string): number => (coin === 'USDT' ? LIMITS.moneyDisplayDecimals : 8);
