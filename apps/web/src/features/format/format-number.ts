import { LIMITS } from '@exchange/contracts';
import { INTL_TAGS, type TLocale } from '@exchange/i18n';
import { cutDecimals } from './cut-decimals';

/**
 * Money for display: cut to `decimals` (SPEC §9, default 4), then grouped and punctuated the way
 * the user's language writes numbers. The digits themselves come from the cut string, so a large
 * amount never loses precision to floating point.
 */
export function formatMoney(value: string | number, lang: TLocale, decimals: number = LIMITS.moneyDisplayDecimals): string {
  const cut = cutDecimals(value, decimals);
  const negative = cut.startsWith('-');
  const [int, fraction] = cut.replace('-', '').split('.');
  const format = new Intl.NumberFormat(INTL_TAGS[lang], { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const parts = format.formatToParts(BigInt(int) as unknown as number);
  const grouped = parts.filter((p) => p.type === 'integer' || p.type === 'group').map((p) => p.value).join('');
  const point = format.formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  const minus = format.formatToParts(-1).find((p) => p.type === 'minusSign')?.value ?? '-';
  return `${negative ? minus : ''}${grouped}${fraction ? `${point}${fraction}` : ''}`;
}

/** A plain count or score in the user's language. */
export function formatNumber(value: number, lang: TLocale): string {
  return new Intl.NumberFormat(INTL_TAGS[lang]).format(value);
}
