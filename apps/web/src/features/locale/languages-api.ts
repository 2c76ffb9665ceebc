import { LANGUAGE_NAMES, isLocale, type TLocale } from '@exchange/i18n';
import { languageListCall } from '@exchange/contracts';
import { bbCall } from '../api/bb-call';

/** SPEC §3 language list item, merged with each language's name in itself. */
export type TLanguage = { id: number; lang: TLocale; name: string; isDefault: boolean; isRtl: boolean };

/** The languages the server enables (unknown codes are dropped: the app has no catalog for them). */
export async function fetchLanguages(): Promise<TLanguage[]> {
  const rows = await bbCall(languageListCall);
  return rows
    .filter((row): row is typeof row & { lang: TLocale } => isLocale(row.lang))
    .map((row) => ({
      id: row.id,
      lang: row.lang,
      name: LANGUAGE_NAMES[row.lang],
      isDefault: row.defaultFlag === 1,
      isRtl: row.rtl === 1,
    }));
}
