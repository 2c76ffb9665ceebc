import { INTL_TAGS, type TLocale } from '@exchange/i18n';

/** A plain count or score in the user's language (not an amount: amounts go through formatOutput). */
export function formatNumber(value: number, lang: TLocale): string {
  return new Intl.NumberFormat(INTL_TAGS[lang]).format(value);
}
