import type { Kysely, Transaction } from 'kysely';
import { LOCALES, type TLocale } from '@exchange/i18n';
import { CONTENT_PAGE_TYPES, type TContentPageKey } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { recordOperatorAction } from '../audit/record-operator-action.js';
import { PAGE_TYPES } from '../content/seed/structure.js';
import type { TAuthor, TTextsInput } from './content-help.js';

/**
 * The about pages (content_pages, SPEC §2 types 7 to 12) as operators edit them: one row per page
 * and language; a language without its row reads en-US (/index/aboutUs, no cache: served at once).
 */

type TDb = Kysely<TDatabase> | Transaction<TDatabase>;
type TPageText = { title: string; content: string };

// The contract's page list is the server's: a new page type must be added to both.
const KEYS = Object.keys(PAGE_TYPES) as TContentPageKey[];
if (KEYS.some((key) => CONTENT_PAGE_TYPES[key] !== PAGE_TYPES[key]) || KEYS.length !== Object.keys(CONTENT_PAGE_TYPES).length) {
  throw new Error('CONTENT_PAGE_TYPES (contracts) differs from PAGE_TYPES (content seed)');
}

export async function listPages(db: TDb, onlyType?: number) {
  let query = db.selectFrom('content_pages').selectAll();
  if (onlyType !== undefined) query = query.where('type', '=', BigInt(onlyType));
  const rows = await query.execute();
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

export async function savePage(deps: TDeps, by: TAuthor, input: { type: number; texts: TTextsInput<TPageText> }) {
  if (!(Object.values(CONTENT_PAGE_TYPES) as number[]).includes(input.type)) throw new AppError('noData');
  const now = BigInt(deps.clock.now());
  return deps.db.transaction().execute(async (tx) => {
    const before: Record<string, TPageText | null> = {};
    const after: Record<string, TPageText | null> = {};
    for (const [locale, text] of Object.entries(input.texts) as [TLocale, TPageText | null][]) {
      const old = await tx.selectFrom('content_pages').select(['title', 'content']).where('type', '=', BigInt(input.type)).where('locale', '=', locale).executeTakeFirst();
      before[locale] = old ?? null;
      await tx.deleteFrom('content_pages').where('type', '=', BigInt(input.type)).where('locale', '=', locale).execute();
      if (!text || (!text.title.trim() && !text.content.trim())) {
        after[locale] = null;
        continue;
      }
      await tx.insertInto('content_pages').values({ type: BigInt(input.type), locale, title: text.title, content: text.content, updated_at: now, updated_by: by.operator }).execute();
      after[locale] = { title: text.title, content: text.content };
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
