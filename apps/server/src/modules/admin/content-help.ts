import crypto from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { LOCALES, type TLocale } from '@exchange/i18n';
import type { TDatabase, THelpArticlesTable } from '../../platform/db/schema.js';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { recordOperatorAction } from '../audit/record-operator-action.js';

/**
 * The help centre as operators edit it (issue 18, content area): tabs and articles with their texts
 * per language. The public calls (/index/helpCenterTab, /index/helpCenter) read the same tables
 * with no cache, so a save is served at once; a language without its own row reads en-US. Nothing
 * is deleted: an article or tab is hidden (`is_visible`), so the seed never inserts it again.
 * Every change is recorded in its own transaction with the texts before and after and the reason.
 */

type TDb = Kysely<TDatabase> | Transaction<TDatabase>;
type TArticleText = { title: string; summary: string; content: string };
export type TTextsInput<T> = Partial<Record<TLocale, T | null>>;
export type TAuthor = { operator: string; reason: string };

/** Gap between sort orders (as the seed leaves), so an entry can be placed between two. */
const SORT_STEP = 10;

const byLocale = <T extends { locale: string }>(rows: T[]): T[] => LOCALES.flatMap((locale) => rows.filter((r) => r.locale === locale));

/** True when a text is empty through and through: the language is removed and reads en-US. */
function isEmpty(text: Record<string, unknown> | null | undefined): boolean {
  return !text || Object.values(text).every((v) => typeof v !== 'string' || v.trim() === '');
}

function newSlug(kind: string): string {
  return `${kind}-${Date.now().toString(36)}-${crypto.randomBytes(4).toString('hex')}`;
}

export async function helpOverview(db: TDb) {
  const tabs = await db.selectFrom('help_tabs').selectAll().orderBy('sort_order').orderBy('id').execute();
  const tabTexts = await db.selectFrom('help_tab_texts').select(['tab_id', 'locale', 'title']).execute();
  const articles = await db.selectFrom('help_articles').selectAll().execute();
  const texts = await db.selectFrom('help_article_texts').select(['article_id', 'locale', 'title', 'updated_at']).execute();
  const tabOrder = new Map(tabs.map((t, index) => [t.id, index]));
  articles.sort((a, b) => (tabOrder.get(a.tab_id) ?? 0) - (tabOrder.get(b.tab_id) ?? 0) || Number(a.sort_order - b.sort_order) || Number(a.id - b.id));
  return {
    tabs: tabs.map((tab) => ({
      id: String(tab.id),
      slug: tab.slug,
      sortOrder: Number(tab.sort_order),
      visible: tab.is_visible === 1n,
      titles: Object.fromEntries(byLocale(tabTexts.filter((x) => x.tab_id === tab.id)).map((x) => [x.locale, x.title])),
    })),
    articles: articles.map((article) => {
      const own = byLocale(texts.filter((x) => x.article_id === article.id));
      return {
        ...articleHead(article),
        title: own.find((x) => x.locale === 'en-US')?.title ?? '',
        locales: own.map((x) => x.locale as TLocale),
        updatedAt: Math.max(Number(article.created_at), ...own.map((x) => Number(x.updated_at))),
      };
    }),
  };
}

/** What the list and the single article both say of an article. */
function articleHead(article: Pick<Selectable<THelpArticlesTable>, 'id' | 'tab_id' | 'slug' | 'sort_order' | 'is_visible'>) {
  return {
    id: String(article.id),
    tabId: String(article.tab_id),
    slug: article.slug,
    sortOrder: Number(article.sort_order),
    visible: article.is_visible === 1n,
  };
}

/** One article with its texts in every language it has, or null. */
export async function helpArticle(db: TDb, id: bigint) {
  const article = await db.selectFrom('help_articles').selectAll().where('id', '=', id).executeTakeFirst();
  if (!article) return null;
  const texts = await db.selectFrom('help_article_texts').selectAll().where('article_id', '=', id).execute();
  return {
    ...articleHead(article),
    texts: Object.fromEntries(
      byLocale(texts).map((x) => [x.locale, { title: x.title, summary: x.summary, content: x.content, updatedAt: Number(x.updated_at), updatedBy: x.updated_by }]),
    ),
  };
}

async function helpTab(db: TDb, id: bigint) {
  const tab = await db.selectFrom('help_tabs').selectAll().where('id', '=', id).executeTakeFirst();
  if (!tab) return null;
  const texts = await db.selectFrom('help_tab_texts').select(['locale', 'title']).where('tab_id', '=', id).execute();
  return {
    id: String(tab.id),
    slug: tab.slug,
    sortOrder: Number(tab.sort_order),
    visible: tab.is_visible === 1n,
    titles: Object.fromEntries(byLocale(texts).map((x) => [x.locale, x.title])),
  };
}

async function tabOrFail(db: TDb, id: bigint): Promise<void> {
  if (!(await db.selectFrom('help_tabs').select('id').where('id', '=', id).executeTakeFirst())) throw new AppError('noData');
}

/**
 * Writes the given languages of an article (a text replaces that language's row; an empty one or
 * null removes it) and answers the texts before and after, of those languages only.
 */
async function writeArticleTexts(tx: TDb, articleId: bigint, texts: TTextsInput<TArticleText>, author: string, now: bigint) {
  const before: Record<string, TArticleText | null> = {};
  const after: Record<string, TArticleText | null> = {};
  for (const [locale, text] of Object.entries(texts) as [TLocale, TArticleText | null][]) {
    const old = await tx.selectFrom('help_article_texts').select(['title', 'summary', 'content']).where('article_id', '=', articleId).where('locale', '=', locale).executeTakeFirst();
    before[locale] = old ?? null;
    await tx.deleteFrom('help_article_texts').where('article_id', '=', articleId).where('locale', '=', locale).execute();
    if (isEmpty(text)) {
      after[locale] = null;
      continue;
    }
    const row = { title: text!.title, summary: text!.summary, content: text!.content };
    await tx.insertInto('help_article_texts').values({ article_id: articleId, locale, ...row, updated_at: now, updated_by: author }).execute();
    after[locale] = row;
  }
  return { before, after };
}

async function writeTabTexts(tx: TDb, tabId: bigint, texts: TTextsInput<{ title: string }>, author: string, now: bigint) {
  const before: Record<string, string | null> = {};
  const after: Record<string, string | null> = {};
  for (const [locale, text] of Object.entries(texts) as [TLocale, { title: string } | null][]) {
    const old = await tx.selectFrom('help_tab_texts').select('title').where('tab_id', '=', tabId).where('locale', '=', locale).executeTakeFirst();
    before[locale] = old?.title ?? null;
    await tx.deleteFrom('help_tab_texts').where('tab_id', '=', tabId).where('locale', '=', locale).execute();
    if (isEmpty(text)) {
      after[locale] = null;
      continue;
    }
    await tx.insertInto('help_tab_texts').values({ tab_id: tabId, locale, title: text!.title, updated_at: now, updated_by: author }).execute();
    after[locale] = text!.title;
  }
  return { before, after };
}

export async function saveHelpArticle(
  deps: TDeps,
  by: TAuthor,
  input: { id: bigint; texts: TTextsInput<TArticleText>; tabId?: bigint; sortOrder?: number },
) {
  const now = BigInt(deps.clock.now());
  return deps.db.transaction().execute(async (tx) => {
    const article = await tx.selectFrom('help_articles').selectAll().where('id', '=', input.id).executeTakeFirst();
    if (!article) throw new AppError('noData');
    if (input.tabId !== undefined) await tabOrFail(tx, input.tabId);
    const place = {
      ...(input.tabId !== undefined && input.tabId !== article.tab_id ? { tab_id: input.tabId } : {}),
      ...(input.sortOrder !== undefined && BigInt(input.sortOrder) !== article.sort_order ? { sort_order: BigInt(input.sortOrder) } : {}),
    };
    if (Object.keys(place).length > 0) await tx.updateTable('help_articles').set(place).where('id', '=', input.id).execute();
    const texts = await writeArticleTexts(tx, input.id, input.texts, by.operator, now);
    const placeBefore = {
      ...(place.tab_id !== undefined ? { tabId: String(article.tab_id) } : {}),
      ...(place.sort_order !== undefined ? { sortOrder: Number(article.sort_order) } : {}),
    };
    const placeAfter = {
      ...(place.tab_id !== undefined ? { tabId: String(place.tab_id) } : {}),
      ...(place.sort_order !== undefined ? { sortOrder: Number(place.sort_order) } : {}),
    };
    await recordOperatorAction(tx, deps.clock, {
      operator: by.operator,
      action: 'content.edit',
      subject: `help-article:${input.id}`,
      detail: { what: 'help.article.save', slug: article.slug, languages: Object.keys(input.texts) },
      reason: by.reason,
      before: { ...placeBefore, texts: texts.before },
      after: { ...placeAfter, texts: texts.after },
    });
    return (await helpArticle(tx, input.id))!;
  });
}

export async function addHelpArticle(deps: TDeps, by: TAuthor, input: { tabId: bigint; texts: TTextsInput<TArticleText>; sortOrder?: number }) {
  const now = BigInt(deps.clock.now());
  return deps.db.transaction().execute(async (tx) => {
    await tabOrFail(tx, input.tabId);
    const last = await tx.selectFrom('help_articles').select((eb) => eb.fn.max('sort_order').as('max')).where('tab_id', '=', input.tabId).executeTakeFirst();
    const sortOrder = input.sortOrder !== undefined ? BigInt(input.sortOrder) : BigInt(last?.max ?? 0) + BigInt(SORT_STEP);
    const slug = newSlug('article');
    const row = await tx
      .insertInto('help_articles')
      .values({ slug, tab_id: input.tabId, sort_order: sortOrder, is_visible: 1n, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const texts = await writeArticleTexts(tx, row.id, input.texts, by.operator, now);
    await recordOperatorAction(tx, deps.clock, {
      operator: by.operator,
      action: 'content.edit',
      subject: `help-article:${row.id}`,
      detail: { what: 'help.article.add', slug, tabId: String(input.tabId) },
      reason: by.reason,
      before: null,
      after: { tabId: String(input.tabId), sortOrder: Number(sortOrder), visible: true, texts: texts.after },
    });
    return (await helpArticle(tx, row.id))!;
  });
}

export async function setHelpArticleVisible(deps: TDeps, by: TAuthor, id: bigint, visible: boolean) {
  return deps.db.transaction().execute(async (tx) => {
    const article = await tx.selectFrom('help_articles').select(['id', 'slug', 'is_visible']).where('id', '=', id).executeTakeFirst();
    if (!article) throw new AppError('noData');
    await tx.updateTable('help_articles').set({ is_visible: visible ? 1n : 0n }).where('id', '=', id).execute();
    await recordOperatorAction(tx, deps.clock, {
      operator: by.operator,
      action: 'content.edit',
      subject: `help-article:${id}`,
      detail: { what: visible ? 'help.article.show' : 'help.article.hide', slug: article.slug },
      reason: by.reason,
      before: { visible: article.is_visible === 1n },
      after: { visible },
    });
    return { id: String(id), visible };
  });
}

export async function addHelpTab(deps: TDeps, by: TAuthor, input: { texts: TTextsInput<{ title: string }>; sortOrder?: number }) {
  const now = BigInt(deps.clock.now());
  return deps.db.transaction().execute(async (tx) => {
    const last = await tx.selectFrom('help_tabs').select((eb) => eb.fn.max('sort_order').as('max')).executeTakeFirst();
    const sortOrder = input.sortOrder !== undefined ? BigInt(input.sortOrder) : BigInt(last?.max ?? 0) + BigInt(SORT_STEP);
    const slug = newSlug('tab');
    const row = await tx.insertInto('help_tabs').values({ slug, sort_order: sortOrder, is_visible: 1n, created_at: now }).returning('id').executeTakeFirstOrThrow();
    const texts = await writeTabTexts(tx, row.id, input.texts, by.operator, now);
    await recordOperatorAction(tx, deps.clock, {
      operator: by.operator,
      action: 'content.edit',
      subject: `help-tab:${row.id}`,
      detail: { what: 'help.tab.add', slug },
      reason: by.reason,
      before: null,
      after: { sortOrder: Number(sortOrder), visible: true, titles: texts.after },
    });
    return (await helpTab(tx, row.id))!;
  });
}

export async function saveHelpTab(deps: TDeps, by: TAuthor, input: { id: bigint; texts: TTextsInput<{ title: string }>; sortOrder?: number; visible?: boolean }) {
  const now = BigInt(deps.clock.now());
  return deps.db.transaction().execute(async (tx) => {
    const tab = await tx.selectFrom('help_tabs').selectAll().where('id', '=', input.id).executeTakeFirst();
    if (!tab) throw new AppError('noData');
    const changes = {
      ...(input.sortOrder !== undefined && BigInt(input.sortOrder) !== tab.sort_order ? { sort_order: BigInt(input.sortOrder) } : {}),
      ...(input.visible !== undefined && input.visible !== (tab.is_visible === 1n) ? { is_visible: input.visible ? 1n : 0n } : {}),
    };
    if (Object.keys(changes).length > 0) await tx.updateTable('help_tabs').set(changes).where('id', '=', input.id).execute();
    const titles = await writeTabTexts(tx, input.id, input.texts, by.operator, now);
    await recordOperatorAction(tx, deps.clock, {
      operator: by.operator,
      action: 'content.edit',
      subject: `help-tab:${input.id}`,
      detail: { what: 'help.tab.save', slug: tab.slug, languages: Object.keys(input.texts) },
      reason: by.reason,
      before: {
        ...(changes.sort_order !== undefined ? { sortOrder: Number(tab.sort_order) } : {}),
        ...(changes.is_visible !== undefined ? { visible: tab.is_visible === 1n } : {}),
        titles: titles.before,
      },
      after: {
        ...(changes.sort_order !== undefined ? { sortOrder: Number(changes.sort_order) } : {}),
        ...(changes.is_visible !== undefined ? { visible: changes.is_visible === 1n } : {}),
        titles: titles.after,
      },
    });
    return (await helpTab(tx, input.id))!;
  });
}
