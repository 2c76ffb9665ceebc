import type { Kysely, Transaction } from 'kysely';
import type { TLocale } from '@exchange/i18n';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { recordOperatorAction } from '../audit/record-operator-action.js';
import { contentEditsRepository as repo, type TArticleText, type THelpArticleRow } from './content-edits.repository.js';
import { byLocale, isEmptyText, newSlug, SORT_STEP, type TAuthor, type TTextsInput } from './content-texts.js';

/**
 * The help centre's articles as operators edit them (issue 18, content area), with their texts per
 * language. The public calls (/index/helpCenter) read the same tables with no cache, so a save is
 * served at once; a language without its own row reads en-US. Nothing is deleted: an article is
 * hidden (`is_visible`), so the seed never inserts it again. Every change is recorded in its own
 * transaction with the texts before and after and the reason.
 */

type TDb = Kysely<TDatabase> | Transaction<TDatabase>;

/** Every tab and article, visible or not, in the public order, with the languages each article has (the console's list). */
export async function helpOverview(db: TDb) {
  const tabs = await repo.allTabs(db);
  const tabTexts = await repo.allTabTitles(db);
  const articles = await repo.allArticles(db);
  const texts = await repo.allArticleTitles(db);
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
function articleHead(article: Pick<THelpArticleRow, 'id' | 'tab_id' | 'slug' | 'sort_order' | 'is_visible'>) {
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
  const article = await repo.findArticle(db, id);
  if (!article) return null;
  const texts = await repo.articleTexts(db, id);
  return {
    ...articleHead(article),
    texts: Object.fromEntries(
      byLocale(texts).map((x) => [x.locale, { title: x.title, summary: x.summary, content: x.content, updatedAt: Number(x.updated_at), updatedBy: x.updated_by }]),
    ),
  };
}

/** @throws AppError noData when there is no such tab */
async function tabOrFail(db: TDb, id: bigint): Promise<void> {
  if (!(await repo.findTab(db, id))) throw new AppError('noData');
}

/**
 * Writes the given languages of an article (a text replaces that language's row; an empty one or
 * null removes it) and answers the texts before and after, of those languages only.
 */
async function writeArticleTexts(tx: TDb, articleId: bigint, texts: TTextsInput<TArticleText>, author: string, now: bigint) {
  const before: Record<string, TArticleText | null> = {};
  const after: Record<string, TArticleText | null> = {};
  for (const [locale, text] of Object.entries(texts) as [TLocale, TArticleText | null][]) {
    const row = isEmptyText(text) ? null : { title: text!.title, summary: text!.summary, content: text!.content };
    before[locale] = await repo.replaceArticleText(tx, articleId, locale, row, { author, now });
    after[locale] = row;
  }
  return { before, after };
}

/**
 * Saves an article's texts and, when given, moves it to another tab or place. Recorded with what
 * changed before and after.
 * @throws AppError noData when there is no such article or tab
 */
export async function saveHelpArticle(deps: TDeps, by: TAuthor, input: { id: bigint; texts: TTextsInput<TArticleText>; tabId?: bigint; sortOrder?: number }) {
  const now = BigInt(deps.clock.now());
  return deps.db.transaction().execute(async (tx) => {
    const article = await repo.findArticle(tx, input.id);
    if (!article) throw new AppError('noData');
    if (input.tabId !== undefined) await tabOrFail(tx, input.tabId);
    const place = {
      ...(input.tabId !== undefined && input.tabId !== article.tab_id ? { tab_id: input.tabId } : {}),
      ...(input.sortOrder !== undefined && BigInt(input.sortOrder) !== article.sort_order ? { sort_order: BigInt(input.sortOrder) } : {}),
    };
    if (Object.keys(place).length > 0) await repo.updateArticle(tx, input.id, place);
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

/**
 * Adds a visible article to a tab, after its last one unless a place is given. Recorded.
 * @throws AppError noData when there is no such tab
 */
export async function addHelpArticle(deps: TDeps, by: TAuthor, input: { tabId: bigint; texts: TTextsInput<TArticleText>; sortOrder?: number }) {
  const now = BigInt(deps.clock.now());
  return deps.db.transaction().execute(async (tx) => {
    await tabOrFail(tx, input.tabId);
    const last = await repo.lastArticleSortOrder(tx, input.tabId);
    const sortOrder = input.sortOrder !== undefined ? BigInt(input.sortOrder) : (last ?? 0n) + BigInt(SORT_STEP);
    const slug = newSlug('article');
    const id = await repo.insertArticle(tx, { slug, tab_id: input.tabId, sort_order: sortOrder, is_visible: 1n, created_at: now });
    const texts = await writeArticleTexts(tx, id, input.texts, by.operator, now);
    await recordOperatorAction(tx, deps.clock, {
      operator: by.operator,
      action: 'content.edit',
      subject: `help-article:${id}`,
      detail: { what: 'help.article.add', slug, tabId: String(input.tabId) },
      reason: by.reason,
      before: null,
      after: { tabId: String(input.tabId), sortOrder: Number(sortOrder), visible: true, texts: texts.after },
    });
    return (await helpArticle(tx, id))!;
  });
}

/**
 * Shows or hides an article (hidden, it is kept: the seed never inserts it again). Recorded.
 * @throws AppError noData when there is no such article
 */
export async function setHelpArticleVisible(deps: TDeps, by: TAuthor, id: bigint, visible: boolean) {
  return deps.db.transaction().execute(async (tx) => {
    const article = await repo.findArticle(tx, id);
    if (!article) throw new AppError('noData');
    await repo.updateArticle(tx, id, { is_visible: visible ? 1n : 0n });
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
