import { LIMITS } from '@exchange/contracts';

/** Decimals a quote amount is shown with: 4 for USDT (SPEC §9); a BTC or ETH amount needs 8 to mean anything. */
export const quoteDecimals = (coin: string): number => (coin === 'USDT' ? LIMITS.moneyDisplayDecimals : 8);
