import { checkAmount, LIMITS, MAX_ASSET_SCALE, type TChain } from '@exchange/contracts';
import type { TMessageKey } from '@exchange/i18n';
import { addDecimals, compareDecimals } from './decimal';

export type TAmountLimits = {
  /** The asset's decimals (catalog.ts assetScale); more are refused, never rounded. */
  scale?: number;
  /** A minimum on top of SPEC §9's 0.00001 (a chain's withdrawal or deposit minimum). */
  min?: string;
  max?: string;
  /** The available balance; with `fee`, amount + fee must fit in it. */
  available?: string;
  fee?: string;
};

/**
 * The first rule an amount breaks, as the server's message key (so the form says exactly what the
 * server would), in the server's order: the contracts' checkAmount (enterAmount, invalidAmount,
 * amountAboveMaximum for what no asset can hold, amountBelowMinimum), then the chain's minimum and
 * maximum, then insufficientBalance. Null when it passes.
 */
export function amountError(amount: string, limits: TAmountLimits = {}): TMessageKey | null {
  const scale = limits.scale ?? MAX_ASSET_SCALE;
  const text = amount.trim();
  const key = checkAmount(text, scale);
  if (key) return key;
  if (limits.min && compareDecimals(text, limits.min, scale) < 0) return 'amountBelowMinimum';
  if (limits.max && compareDecimals(text, limits.max, scale) > 0) return 'amountAboveMaximum';
  if (limits.available !== undefined) {
    const needed = limits.fee ? addDecimals(text, limits.fee, scale) : text;
    if (compareDecimals(needed, limits.available, scale) > 0) return 'insufficientBalance';
  }
  return null;
}

/** Withdrawal amount: the chain's minimum and maximum, and amount + fee within the available balance. */
export function withdrawAmountError(amount: string, chain: TChain, available: string, scale?: number): TMessageKey | null {
  return amountError(amount, { scale, min: chain.withdrawMin, max: chain.withdrawMax, available, fee: chain.withdrawFee });
}

/** Transfer amount (SPEC §5: required, at least 0.00001) within the source wallet's available balance. */
export function transferAmountError(amount: string, available: string, scale?: number): TMessageKey | null {
  return amountError(amount, { scale, available });
}

/** Declared deposit amount: at least the chain's deposit minimum (SPEC §9), no maximum. */
export function depositAmountError(amount: string, chain: TChain, scale?: number): TMessageKey | null {
  return amountError(amount, { scale, min: chain.depositMin });
}

/**
 * The fund password before it is sent: empty → enterFundPassword; not 6 digits → fundPasswordError
 * (a malformed one would otherwise cost one of the 5 tries the server allows per 15 minutes).
 */
export function fundPasswordInputError(fundPwd: string): TMessageKey | null {
  const text = fundPwd.trim();
  if (!text) return 'enterFundPassword';
  return new RegExp(`^\\d{${LIMITS.tradePasswordLength}}$`).test(text) ? null : 'fundPasswordError';
}
