import type { Kysely } from 'kysely';
import { DEFAULT_LOCALE, type TLocale } from '@exchange/i18n';
import type { TDatabase } from '../../platform/db/schema.js';

type TDb = Kysely<TDatabase>;

const SEED_AUTHOR = 'seed';

/** The locales a read looks at: the caller's, then en-US in case the caller's row is missing. */
function candidateLocales(locale: TLocale): string[] {
  return locale === DEFAULT_LOCALE ? [locale] : [locale, DEFAULT_LOCALE];
}

/**
 * Keeps one row per key, the caller's locale over en-US, in the order the keys first appear (the
 * query's order). Rows of other locales never reach here.
 */
function preferLocale<T extends { locale: string }>(rows: T[], locale: TLocale, keyOf: (row: T) => bigint): T[] {
  const chosen = new Map<bigint, T>();
  for (const row of rows) {
    const current = chosen.get(keyOf(row));
    if (!current || (current.locale !== locale && row.locale === locale)) chosen.set(keyOf(row), row);
  }
  return [...chosen.values()];
}

/** Help categories, articles and about pages. Reads serve visible entries only; seeding never overwrites. */
export const contentRepository = {
  async listTabs(db: TDb, locale: TLocale) {
    const rows = await db
      .selectFrom('help_tabs as t')
      .innerJoin('help_tab_texts as x', 'x.tab_id', 't.id')
      .select(['t.id', 'x.locale', 'x.title'])
      .where('t.is_visible', '=', 1n)
      .where('x.locale', 'in', candidateLocales(locale))
      .orderBy('t.sort_order')
      .orderBy('t.id')
      .execute();
    return preferLocale(rows, locale, (row) => row.id);
  },

  /** Article summaries of all visible categories, or of one; ordered by category, then article. */
  async listArticles(db: TDb, locale: TLocale, tabId?: bigint) {
    let query = db
      .selectFrom('help_articles as a')
      .innerJoin('help_tabs as t', 't.id', 'a.tab_id')
      .innerJoin('help_article_texts as x', 'x.article_id', 'a.id')
      .select(['a.id', 'a.tab_id', 'x.locale', 'x.title', 'x.summary'])
      .where('a.is_visible', '=', 1n)
      .where('t.is_visible', '=', 1n)
      .where('x.locale', 'in', candidateLocales(locale));
    if (tabId !== undefined) query = query.where('a.tab_id', '=', tabId);
    const rows = await query.orderBy('t.sort_order').orderBy('t.id').orderBy('a.sort_order').orderBy('a.id').execute();
    return preferLocale(rows, locale, (row) => row.id);
  },

  async findArticle(db: TDb, locale: TLocale, id: bigint) {
    const rows = await db
      .selectFrom('help_articles as a')
      .innerJoin('help_tabs as t', 't.id', 'a.tab_id')
      .innerJoin('help_article_texts as x', 'x.article_id', 'a.id')
      .select(['a.id', 'a.tab_id', 'x.locale', 'x.title', 'x.content'])
      .where('a.id', '=', id)
      .where('a.is_visible', '=', 1n)
      .where('t.is_visible', '=', 1n)
      .where('x.locale', 'in', candidateLocales(locale))
      .execute();
    return preferLocale(rows, locale, (row) => row.id)[0];
  },

  async findPage(db: TDb, locale: TLocale, type: number) {
    const rows = await db
      .selectFrom('content_pages')
      .select(['type', 'locale', 'title', 'content'])
      .where('type', '=', BigInt(type))
      .where('locale', 'in', candidateLocales(locale))
      .execute();
    return preferLocale(rows, locale, (row) => row.type)[0];
  },

  /** Inserts a category unless its slug exists, and returns its id either way. */
  async ensureTab(db: TDb, row: { slug: string; sortOrder: number }, now: number): Promise<bigint> {
    await db
      .insertInto('help_tabs')
      .values({ slug: row.slug, sort_order: BigInt(row.sortOrder), created_at: BigInt(now) })
      .onConflict((oc) => oc.column('slug').doNothing())
      .execute();
    const { id } = await db.selectFrom('help_tabs').select('id').where('slug', '=', row.slug).executeTakeFirstOrThrow();
    return id;
  },

  /** Inserts an article unless its slug exists (its category stays as it is), and returns its id. */
  async ensureArticle(db: TDb, row: { slug: string; tabId: bigint; sortOrder: number }, now: number): Promise<bigint> {
    await db
      .insertInto('help_articles')
      .values({ slug: row.slug, tab_id: row.tabId, sort_order: BigInt(row.sortOrder), created_at: BigInt(now) })
      .onConflict((oc) => oc.column('slug').doNothing())
      .execute();
    const { id } = await db.selectFrom('help_articles').select('id').where('slug', '=', row.slug).executeTakeFirstOrThrow();
    return id;
  },

  /** Inserts the locale rows that are missing; an existing row (an operator's edit) is kept. */
  async ensureTabTexts(db: TDb, rows: { tabId: bigint; locale: string; title: string }[], now: number): Promise<void> {
    if (rows.length === 0) return;
    await db
      .insertInto('help_tab_texts')
      .values(rows.map((r) => ({ tab_id: r.tabId, locale: r.locale, title: r.title, updated_at: BigInt(now), updated_by: SEED_AUTHOR })))
      .onConflict((oc) => oc.columns(['tab_id', 'locale']).doNothing())
      .execute();
  },

  async ensureArticleTexts(
    db: TDb,
    rows: { articleId: bigint; locale: string; title: string; summary: string; content: string }[],
    now: number,
  ): Promise<void> {
    if (rows.length === 0) return;
    await db
      .insertInto('help_article_texts')
      .values(
        rows.map((r) => ({
          article_id: r.articleId,
          locale: r.locale,
          title: r.title,
          summary: r.summary,
          content: r.content,
          updated_at: BigInt(now),
          updated_by: SEED_AUTHOR,
        })),
      )
      .onConflict((oc) => oc.columns(['article_id', 'locale']).doNothing())
      .execute();
  },

  async ensurePages(db: TDb, rows: { type: number; locale: string; title: string; content: string }[], now: number): Promise<void> {
    if (rows.length === 0) return;
    await db
      .insertInto('content_pages')
      .values(
        rows.map((r) => ({
          type: BigInt(r.type),
          locale: r.locale,
          title: r.title,
          content: r.content,
          updated_at: BigInt(now),
          updated_by: SEED_AUTHOR,
        })),
      )
      .onConflict((oc) => oc.columns(['type', 'locale']).doNothing())
      .execute();
  },
};
