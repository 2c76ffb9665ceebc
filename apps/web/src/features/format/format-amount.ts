import { MAX_ASSET_SCALE } from '@exchange/contracts';
import type { TLocale } from '@exchange/i18n';
import { formatMoney } from './format-number';

/**
 * The two ways an amount of an asset is shown (STYLE.md "One way to show a number"):
 *
 * - formatExact: where a user acts on an amount (a form's available balance, "All", the coin
 *   detail, records and their balance after, fees): every decimal it has, up to the asset's scale,
 *   no padding, cut never rounded. A balance of 0.00072126 BTC reads 0.00072126, so it can all be
 *   seen, sold or withdrawn.
 * - formatSummary: summaries only (SPEC §9: total value, the overview's list): cut to 4 decimals.
 *
 * Both group and punctuate the way the user's language writes numbers (formatMoney).
 */
export function formatExact(value: string, lang: TLocale, scale: number = MAX_ASSET_SCALE): string {
  const fraction = /\.(\d+)$/.exec(value.trim())?.[1]?.replace(/0+$/, '') ?? '';
  return formatMoney(value, lang, Math.min(fraction.length, scale));
}

/** A summary figure (SPEC §9): cut to 4 decimals, padded, in the language's format. */
export function formatSummary(value: string, lang: TLocale): string {
  return formatMoney(value, lang);
}
