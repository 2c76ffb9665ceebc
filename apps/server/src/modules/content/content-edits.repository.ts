import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { TContentPagesTable, TDatabase, THelpArticlesTable, THelpTabsTable } from '../../platform/db/schema.js';

type TDb = Kysely<TDatabase> | Transaction<TDatabase>;

export type THelpTabRow = Selectable<THelpTabsTable>;
export type THelpArticleRow = Selectable<THelpArticlesTable>;
export type TArticleText = { title: string; summary: string; content: string };
export type TPageText = { title: string; content: string };

/**
 * The help centre and the about pages as operators edit them (the console's content screens):
 * every entry, visible or not, with every language. The public reads and the seed are in
 * content.repository.ts. Nothing here deletes a tab or an article (they are hidden); a language's
 * text is replaced by deleting its row and inserting the new one.
 */
export const contentEditsRepository = {
  allTabs(db: TDb): Promise<THelpTabRow[]> {
    return db.selectFrom('help_tabs').selectAll().orderBy('sort_order').orderBy('id').execute();
  },

  allTabTitles(db: TDb) {
    return db.selectFrom('help_tab_texts').select(['tab_id', 'locale', 'title']).execute();
  },

  allArticles(db: TDb): Promise<THelpArticleRow[]> {
    return db.selectFrom('help_articles').selectAll().execute();
  },

  allArticleTitles(db: TDb) {
    return db.selectFrom('help_article_texts').select(['article_id', 'locale', 'title', 'updated_at']).execute();
  },

  findTab(db: TDb, id: bigint): Promise<THelpTabRow | undefined> {
    return db.selectFrom('help_tabs').selectAll().where('id', '=', id).executeTakeFirst();
  },

  tabTitles(db: TDb, tabId: bigint) {
    return db.selectFrom('help_tab_texts').select(['locale', 'title']).where('tab_id', '=', tabId).execute();
  },

  findArticle(db: TDb, id: bigint): Promise<THelpArticleRow | undefined> {
    return db.selectFrom('help_articles').selectAll().where('id', '=', id).executeTakeFirst();
  },

  articleTexts(db: TDb, articleId: bigint) {
    return db.selectFrom('help_article_texts').selectAll().where('article_id', '=', articleId).execute();
  },

  /** The highest sort order of the tabs (null when there is none): a new one goes after it. */
  async lastTabSortOrder(db: TDb): Promise<bigint | null> {
    const last = await db.selectFrom('help_tabs').select((eb) => eb.fn.max('sort_order').as('max')).executeTakeFirst();
    return last?.max === null || last?.max === undefined ? null : BigInt(last.max);
  },

  /** The highest sort order of a tab's articles (null when it has none): a new one goes after it. */
  async lastArticleSortOrder(db: TDb, tabId: bigint): Promise<bigint | null> {
    const last = await db.selectFrom('help_articles').select((eb) => eb.fn.max('sort_order').as('max')).where('tab_id', '=', tabId).executeTakeFirst();
    return last?.max === null || last?.max === undefined ? null : BigInt(last.max);
  },

  async insertTab(db: TDb, row: Insertable<THelpTabsTable>): Promise<bigint> {
    return (await db.insertInto('help_tabs').values(row).returning('id').executeTakeFirstOrThrow()).id;
  },

  async updateTab(db: TDb, id: bigint, changes: Updateable<THelpTabsTable>): Promise<void> {
    await db.updateTable('help_tabs').set(changes).where('id', '=', id).execute();
  },

  async insertArticle(db: TDb, row: Insertable<THelpArticlesTable>): Promise<bigint> {
    return (await db.insertInto('help_articles').values(row).returning('id').executeTakeFirstOrThrow()).id;
  },

  async updateArticle(db: TDb, id: bigint, changes: Updateable<THelpArticlesTable>): Promise<void> {
    await db.updateTable('help_articles').set(changes).where('id', '=', id).execute();
  },

  /** Replaces a tab's title in one language (null removes it) and answers the title it had. */
  async replaceTabTitle(db: TDb, tabId: bigint, locale: string, title: string | null, by: { author: string; now: bigint }): Promise<string | null> {
    const old = await db.selectFrom('help_tab_texts').select('title').where('tab_id', '=', tabId).where('locale', '=', locale).executeTakeFirst();
    await db.deleteFrom('help_tab_texts').where('tab_id', '=', tabId).where('locale', '=', locale).execute();
    if (title !== null) await db.insertInto('help_tab_texts').values({ tab_id: tabId, locale, title, updated_at: by.now, updated_by: by.author }).execute();
    return old?.title ?? null;
  },

  /** Replaces an article's text in one language (null removes it) and answers the text it had. */
  async replaceArticleText(db: TDb, articleId: bigint, locale: string, text: TArticleText | null, by: { author: string; now: bigint }): Promise<TArticleText | null> {
    const old = await db
      .selectFrom('help_article_texts')
      .select(['title', 'summary', 'content'])
      .where('article_id', '=', articleId)
      .where('locale', '=', locale)
      .executeTakeFirst();
    await db.deleteFrom('help_article_texts').where('article_id', '=', articleId).where('locale', '=', locale).execute();
    if (text !== null) await db.insertInto('help_article_texts').values({ article_id: articleId, locale, ...text, updated_at: by.now, updated_by: by.author }).execute();
    return old ?? null;
  },

  /** Every language of the about pages, or of one page type. */
  pages(db: TDb, onlyType?: number): Promise<Selectable<TContentPagesTable>[]> {
    let query = db.selectFrom('content_pages').selectAll();
    if (onlyType !== undefined) query = query.where('type', '=', BigInt(onlyType));
    return query.execute();
  },

  /** Replaces an about page in one language (null removes it) and answers the text it had. */
  async replacePage(db: TDb, type: number, locale: string, text: TPageText | null, by: { author: string; now: bigint }): Promise<TPageText | null> {
    const old = await db.selectFrom('content_pages').select(['title', 'content']).where('type', '=', BigInt(type)).where('locale', '=', locale).executeTakeFirst();
    await db.deleteFrom('content_pages').where('type', '=', BigInt(type)).where('locale', '=', locale).execute();
    if (text !== null) await db.insertInto('content_pages').values({ type: BigInt(type), locale, ...text, updated_at: by.now, updated_by: by.author }).execute();
    return old ?? null;
  },
};
