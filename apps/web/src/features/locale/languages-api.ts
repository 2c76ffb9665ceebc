import { LANGUAGE_NAMES, isLocale, type TLocale } from '@exchange/i18n';
import { REFERENCE_PATHS } from '@exchange/contracts';
import { request } from '../api/http';

/** SPEC §3 language list item, merged with each language's name in itself. */
export type TLanguage = { id: number; lang: TLocale; name: string; isDefault: boolean; isRtl: boolean };

/** One row of the answer, as languageListCall declares it (ZLanguage in packages/contracts). */
export type TLanguageRow = { id: number; lang: string; name: string; defaultFlag: 0 | 1; rtl: 0 | 1 };

const ROW_KEYS = ['id', 'lang', 'name', 'defaultFlag', 'rtl'];
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isFlag = (v: unknown): v is 0 | 1 => v === 0 || v === 1;

function isRow(v: unknown): v is TLanguageRow {
  return (
    isRecord(v) &&
    Object.keys(v).every((k) => ROW_KEYS.includes(k)) &&
    Number.isInteger(v.id) &&
    typeof v.lang === 'string' &&
    typeof v.name === 'string' &&
    isFlag(v.defaultFlag) &&
    isFlag(v.rtl)
  );
}

/**
 * The rows of a language-list answer, or null when it is not one. The list is read before the first
 * render, so it is checked by hand here rather than by the call's zod schema (which would put the
 * schema library on every first page, issue 5's budget); a test keeps the two in agreement.
 */
export function readLanguageRows(data: unknown): TLanguageRow[] | null {
  return Array.isArray(data) && data.every(isRow) ? data : null;
}

/** The languages the server enables (unknown codes are dropped: the app has no catalog for them). */
export async function fetchLanguages(): Promise<TLanguage[]> {
  const rows = readLanguageRows(await request<unknown>(REFERENCE_PATHS.languages, { method: 'POST' }));
  if (!rows) throw new Error('malformed language list');
  return rows
    .filter((row): row is TLanguageRow & { lang: TLocale } => isLocale(row.lang))
    .map((row) => ({
      id: row.id,
      lang: row.lang,
      name: LANGUAGE_NAMES[row.lang],
      isDefault: row.defaultFlag === 1,
      isRtl: row.rtl === 1,
    }));
}
