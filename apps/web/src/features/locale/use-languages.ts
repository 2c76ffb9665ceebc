import { useQuery } from '@tanstack/react-query';
import { LANGUAGE_NAMES, LOCALES } from '@exchange/i18n';
import { fetchLanguages, type TLanguage } from './languages-api';

const ALL: TLanguage[] = LOCALES.map((lang, index) => ({
  id: index + 1,
  lang,
  name: LANGUAGE_NAMES[lang],
  isDefault: false,
  isRtl: lang === 'ar-AE',
}));

/** The switchable languages: the server's list, or all 14 while it loads or if it fails. */
export function useLanguages(): TLanguage[] {
  const { data } = useQuery({ queryKey: ['languages'], queryFn: fetchLanguages, staleTime: 10 * 60_000 });
  return data && data.length > 0 ? data : ALL;
}
