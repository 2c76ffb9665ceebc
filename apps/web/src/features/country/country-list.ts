import { COUNTRY_CODES } from '@exchange/contracts';
import { INTL_TAGS, type TLocale } from '@exchange/i18n';

/** One choice of the country picker: the ISO code and its name in the user's language. */
export type TCountry = { code: string; name: string; /** Folded names (own language and English) a search matches. */ search: string };

const lists = new Map<TLocale, TCountry[]>();
const namers = new Map<string, Intl.DisplayNames>();

function namer(tag: string): Intl.DisplayNames {
  let names = namers.get(tag);
  if (!names) {
    names = new Intl.DisplayNames([tag], { type: 'region', fallback: 'code' });
    namers.set(tag, names);
  }
  return names;
}

/**
 * Text as a search compares it: lower case by the language's rules, accents and other combining
 * marks dropped (so "turkiye" finds "Türkiye" and "Turkey", "e" finds "é"), spaces squeezed.
 */
export function foldForSearch(text: string, tag: string): string {
  return text.toLocaleLowerCase(tag).normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim();
}

/** A country's name in the user's language (the code itself when the browser has no name for it). */
export function countryName(code: string, lang: TLocale): string {
  return namer(INTL_TAGS[lang]).of(code) ?? code;
}

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
    return { code, name, search: foldForSearch(`${name} ${english.of(code) ?? ''}`, tag) };
  }).sort((a, b) => collator.compare(a.name, b.name));
  lists.set(lang, list);
  return list;
}

/**
 * The countries a search finds, by name (own language or English, ignoring case and accents) or by
 * ISO code: the country with that code first, then names with a word that begins with the query,
 * then names that merely contain it, each group in the list's order.
 */
export function searchCountries(list: readonly TCountry[], query: string, lang: TLocale): TCountry[] {
  const q = foldForSearch(query, INTL_TAGS[lang]);
  if (!q) return [...list];
  const code = q.toUpperCase();
  const rank = (c: TCountry) => {
    if (c.code === code) return 0;
    if (c.search.startsWith(q) || c.search.includes(` ${q}`)) return 1;
    return c.search.includes(q) ? 2 : 3;
  };
  const ranked = list.map((c) => ({ c, rank: rank(c) })).filter((r) => r.rank < 3);
  // Array sort is stable: within a rank the list's (collated) order stays.
  return ranked.sort((a, b) => a.rank - b.rank).map((r) => r.c);
}
