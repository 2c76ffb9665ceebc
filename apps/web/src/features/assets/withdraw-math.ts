import type { TChain } from '@exchange/contracts';
import { chainScale } from './catalog';
import { addDecimals, compareDecimals, fromUnits, minDecimal, subDecimals, toUnits } from './decimal';

/**
 * A withdrawal as the server books it (docs/api.md §3.14): the chain's fee comes ON TOP of the
 * amount, so `total` (amount + fee) leaves the available balance and `arrival` (what reaches the
 * address, "actual arrival") is the amount itself.
 */
export type TWithdrawQuote = { amount: string; fee: string; total: string; arrival: string };

/**
 * The quote for a typed amount, at the asset's scale (by default the scale of the chain's asset),
 * or null while the amount is not a positive plain decimal of that scale.
 */
export function withdrawQuote(amount: string, chain: Pick<TChain, 'withdrawFee'>, scale: number = chainScale(chain)): TWithdrawQuote | null {
  const units = toUnits(amount, scale);
  if (units === null || units <= 0n) return null;
  const plain = fromUnits(units, scale);
  return { amount: plain, fee: chain.withdrawFee, total: addDecimals(plain, chain.withdrawFee, scale), arrival: plain };
}

/**
 * The "all" button: the most that can be asked for, so that amount + fee fits the available balance
 * and the amount stays within the chain's maximum. "0" when the balance does not cover the fee.
 */
export function maxWithdrawAmount(available: string, chain: Pick<TChain, 'withdrawFee' | 'withdrawMax'>, scale: number = chainScale(chain)): string {
  const room = subDecimals(available, chain.withdrawFee, scale);
  if (compareDecimals(room, '0', scale) <= 0) return '0';
  return minDecimal(room, chain.withdrawMax, scale);
}
