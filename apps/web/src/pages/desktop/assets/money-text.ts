import { LIMITS } from '@exchange/contracts';
import { fromUnits, toUnits } from '../../../features/assets/decimal';

/**
 * a ÷ b on decimal strings, cut (never rounded) to `scale` decimals; null when b is zero or either is
 * not a decimal. Used for the BTC equivalent of a USDT total (display only, nothing settles on it).
 */
export function divideDecimals(a: string, b: string, scale: number = LIMITS.defaultDecimals): string | null {
  const x = toUnits(a, scale);
  const y = toUnits(b, scale);
  if (x === null || y === null || y === 0n) return null;
  return fromUnits((x * 10n ** BigInt(scale)) / y, scale);
}

/** What stands in for an amount while the user hides them (the eye toggle of the overview). */
export const HIDDEN_AMOUNT = '******';
