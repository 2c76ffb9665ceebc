import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import { INTL_TAGS, type TLocale } from '@exchange/i18n';
import { DEFAULT_AREA_CODE } from '@exchange/contracts';

export type TAreaCode = { id: string; country: string; areaCode: string; name: string; defaultFlag: 0 | 1 };

const cache = new Map<TLocale, TAreaCode[]>();

/**
 * Every country's calling code (from libphonenumber's metadata), named in the user's language by
 * the runtime's ICU data, sorted by that name. The default (1, United States) comes first.
 */
export function areaCodes(locale: TLocale): TAreaCode[] {
  const cached = cache.get(locale);
  if (cached) return cached;
  const names = new Intl.DisplayNames([INTL_TAGS[locale]], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(INTL_TAGS[locale]);
  const list = getCountries()
    .map((country): TAreaCode => {
      const areaCode = String(getCountryCallingCode(country));
      return {
        id: country,
        country,
        areaCode,
        name: names.of(country) ?? country,
        defaultFlag: country === 'US' && areaCode === DEFAULT_AREA_CODE ? 1 : 0,
      };
    })
    .sort((a, b) => b.defaultFlag - a.defaultFlag || collator.compare(a.name, b.name));
  cache.set(locale, list);
  return list;
}
