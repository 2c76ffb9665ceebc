import crypto from 'node:crypto';
import { LOCALES, type TLocale } from '@exchange/i18n';

/** Texts per language as an operator saves them: a text replaces that language's, null or an empty one removes it. */
export type TTextsInput<T> = Partial<Record<TLocale, T | null>>;
/** Who changes content and why: both go into the audit entry. */
export type TAuthor = { operator: string; reason: string };

/** Gap between sort orders (as the seed leaves), so an entry can be placed between two. */
export const SORT_STEP = 10;

/** Rows in the order of LOCALES (en-US first), as the console lists languages. */
export const byLocale = <T extends { locale: string }>(rows: T[]): T[] => LOCALES.flatMap((locale) => rows.filter((r) => r.locale === locale));

/** True when a text is empty through and through: the language is removed and reads en-US. */
export function isEmptyText(text: Record<string, unknown> | null | undefined): boolean {
  return !text || Object.values(text).every((v) => typeof v !== 'string' || v.trim() === '');
}

/** A slug for an entry an operator adds: unique, never one the seed uses (the seed's are words). */
export function newSlug(kind: string): string {
  return `${kind}-${Date.now().toString(36)}-${crypto.randomBytes(4).toString('hex')}`;
}
