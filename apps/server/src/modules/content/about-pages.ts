import type { Kysely, Transaction } from 'kysely';
import { LOCALES, type TLocale } from '@exchange/i18n';
import { CONTENT_PAGE_TYPES, type TContentPageKey } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { recordOperatorAction } from '../audit/record-operator-action.js';
import { contentEditsRepository as repo, type TPageText } from './content-edits.repository.js';
import { isEmptyText, type TAuthor, type TTextsInput } from './content-texts.js';
import { PAGE_TYPES } from './seed/structure.js';

/**
 * The about pages (content_pages, SPEC §2 types 7 to 12) as operators edit them: one row per page
 * and language; a language without its row reads en-US (/index/aboutUs, no cache: served at once).
 */

type TDb = Kysely<TDatabase> | Transaction<TDatabase>;

// The contract's page list is the server's: a new page type must be added to both.
const KEYS = Object.keys(PAGE_TYPES) as TContentPageKey[];
if (KEYS.some((key) => CONTENT_PAGE_TYPES[key] !== PAGE_TYPES[key]) || KEYS.length !== Object.keys(CONTENT_PAGE_TYPES).length) {
  throw new Error('CONTENT_PAGE_TYPES (contracts) differs from PAGE_TYPES (content seed)');
}

/** Every about page (or one type) with its texts per language, in the order of the contract's list. */
export async function listPages(db: TDb, onlyType?: number) {
  const rows = await repo.pages(db, onlyType);
  return (Object.entries(CONTENT_PAGE_TYPES) as [TContentPageKey, number][])
    .filter(([, type]) => onlyType === undefined || type === onlyType)
    .map(([key, type]) => ({
      type,
      key,
      texts: Object.fromEntries(
        LOCALES.flatMap((locale) => rows.filter((r) => Number(r.type) === type && r.locale === locale)).map((r) => [
          r.locale,
          { title: r.title, content: r.content, updatedAt: Number(r.updated_at), updatedBy: r.updated_by },
        ]),
      ),
    }));
}

/**
 * Saves the given languages of an about page (an empty text or null removes the language, which
 * then reads en-US). Recorded with the texts before and after.
 * @throws AppError noData when the type is not an about page
 */
export async function savePage(deps: TDeps, by: TAuthor, input: { type: number; texts: TTextsInput<TPageText> }) {
  if (!(Object.values(CONTENT_PAGE_TYPES) as number[]).includes(input.type)) throw new AppError('noData');
  const now = BigInt(deps.clock.now());
  return deps.db.transaction().execute(async (tx) => {
    const before: Record<string, TPageText | null> = {};
    const after: Record<string, TPageText | null> = {};
    for (const [locale, text] of Object.entries(input.texts) as [TLocale, TPageText | null][]) {
      const row = isEmptyText(text) ? null : { title: text!.title, content: text!.content };
      before[locale] = await repo.replacePage(tx, input.type, locale, row, { author: by.operator, now });
      after[locale] = row;
    }
    await recordOperatorAction(tx, deps.clock, {
      operator: by.operator,
      action: 'content.edit',
      subject: `page:${input.type}`,
      detail: { what: 'page.save', languages: Object.keys(input.texts) },
      reason: by.reason,
      before: { texts: before },
      after: { texts: after },
    });
    return (await listPages(tx, input.type))[0];
  });
}
