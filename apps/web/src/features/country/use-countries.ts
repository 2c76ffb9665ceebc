import { useMemo, useState } from 'react';
import { useLocaleStore } from '../locale/locale-store';
import { countryList, countryName, searchCountries } from './country-list';

/**
 * The country picker's state for both interfaces: the search text and the countries it finds, in
 * the current language; `nameOf` names a chosen code.
 */
export function useCountries() {
  const lang = useLocaleStore((s) => s.lang);
  const [query, setQuery] = useState('');
  const list = useMemo(() => countryList(lang), [lang]);
  const shown = useMemo(() => searchCountries(list, query, lang), [list, query, lang]);
  return { query, setQuery, shown, nameOf: (code: string) => countryName(code, lang) };
}
