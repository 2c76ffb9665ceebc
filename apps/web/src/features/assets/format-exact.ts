import { MAX_ASSET_SCALE } from '@exchange/contracts';
import type { TLocale } from '@exchange/i18n';
import { formatMoney } from '../format/format-number';

/**
 * An exact amount (a fee, a withdrawal, a record) in the user's number format with every decimal it
 * has (up to the finest asset scale) and no padding: where balances are cut to 4 (SPEC §9), a fee
 * of 0.0005 BTC or an amount of 0.00012345 must not read as something else.
 */
export function formatExact(value: string, lang: TLocale): string {
  const fraction = /\.(\d+)$/.exec(value.trim())?.[1]?.replace(/0+$/, '') ?? '';
  return formatMoney(value, lang, Math.min(fraction.length, MAX_ASSET_SCALE));
}
