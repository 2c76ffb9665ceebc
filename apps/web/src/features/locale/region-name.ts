import { INTL_TAGS, type TLocale } from '@exchange/i18n';

const namers = new Map<string, Intl.DisplayNames>();

/** The browser's names of countries and regions in one language (Intl tag), built once per tag. */
export function regionNamer(tag: string): Intl.DisplayNames {
  let names = namers.get(tag);
  if (!names) {
    names = new Intl.DisplayNames([tag], { type: 'region', fallback: 'code' });
    namers.set(tag, names);
  }
  return names;
}

/**
 * A country's name in the user's language (the code itself when the browser has no name for it).
 * Here rather than beside the country picker (features/country) so that any screen can name a
 * country without depending on the picker.
 */
export function countryName(code: string, lang: TLocale): string {
  return regionNamer(INTL_TAGS[lang]).of(code) ?? code;
}
