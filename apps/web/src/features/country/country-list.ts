import { COUNTRY_CODES } from '@exchange/contracts';
import { INTL_TAGS, type TLocale } from '@exchange/i18n';
import { countryName, regionNamer as namer } from '../locale/region-name';

/** One choice of the country picker: the ISO code and its name in the user's language. */
export type TCountry = {
  code: string;
  name: string;
  /** Folded names (own language and English) a search matches. */
  search: string;
  /** The same two names apart, folded: a whole name or a name's start ranks above a word inside one. */
  names: string[];
};

const lists = new Map<TLocale, TCountry[]>();

/**
 * Text as a search compares it: lower case by the language's rules, accents and other combining
 * marks dropped (so "turkiye" finds "Türkiye" and "Turkey", "e" finds "é"), spaces squeezed.
 */
export function foldForSearch(text: string, tag: string): string {
  return text.toLocaleLowerCase(tag).normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim();
}

export { countryName };

/**
 * Every country a user can declare (the contracts' COUNTRY_CODES: ISO 3166-1 alpha-2, and Kosovo),
 * named in `lang` by Intl.DisplayNames and sorted by that name with the
 * language's collation (Intl.Collator: "Österreich" sorts with the O's in German, Arabic by its
 * alphabet). Built once per language.
 */
export function countryList(lang: TLocale): TCountry[] {
  const cached = lists.get(lang);
  if (cached) return cached;
  const tag = INTL_TAGS[lang];
  const english = namer('en-US');
  const collator = new Intl.Collator(tag);
  const list = COUNTRY_CODES.map((code): TCountry => {
    const name = countryName(code, lang);
    // English too: a name is often known in English, and typing in Latin letters is always possible.
    const names = [...new Set([name, english.of(code) ?? ''].filter(Boolean).map((n) => foldForSearch(n, tag)))];
    return { code, name, search: foldForSearch(`${name} ${english.of(code) ?? ''}`, tag), names };
  }).sort((a, b) => collator.compare(a.name, b.name));
  lists.set(lang, list);
  return list;
}

/**
 * The countries a search finds, by name (own language or English, ignoring case and accents) or by
 * ISO code, best first, so that Enter picks what was meant ("India" is India, not "British Indian
 * Ocean Territory"): the country with that code or exactly that name, then names that begin with the
 * query, then names with a later word that begins with it, then names that merely contain it; each
 * group in the list's order.
 */
export function searchCountries(list: readonly TCountry[], query: string, lang: TLocale): TCountry[] {
  const q = foldForSearch(query, INTL_TAGS[lang]);
  if (!q) return [...list];
  const code = q.toUpperCase();
  const rank = (c: TCountry) => {
    if (c.code === code || c.names.includes(q)) return 0;
    if (c.names.some((n) => n.startsWith(q))) return 1;
    if (c.search.includes(` ${q}`)) return 2;
    return c.search.includes(q) ? 3 : 4;
  };
  const ranked = list.map((c) => ({ c, rank: rank(c) })).filter((r) => r.rank < 4);
  // Array sort is stable: within a rank the list's (collated) order stays.
  return ranked.sort((a, b) => a.rank - b.rank).map((r) => r.c);
}
