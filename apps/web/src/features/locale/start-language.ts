import { DEFAULT_LOCALE, isLocale, type TLocale } from '@exchange/i18n';
import { queryClient } from '../api/query-client';
import { readStoredLanguage } from './stored-language';
import { fetchLanguages } from './languages-api';

/**
 * SPEC §4 start-up: the stored choice (User-Lang) if there is one, else the default of the server's
 * language list, else en-US (SPEC §9) when the list cannot be had.
 */
export async function startLanguage(): Promise<TLocale> {
  const stored = readStoredLanguage();
  if (isLocale(stored)) return stored;
  try {
    const languages = await fetchLanguages();
    queryClient.setQueryData(['languages'], languages); // the language switch needs the same list
    return languages.find((l) => l.isDefault)?.lang ?? DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}
