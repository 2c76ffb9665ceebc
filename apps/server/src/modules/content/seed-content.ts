import { LOCALES } from '@exchange/i18n';
import type { TDeps } from '../../platform/deps.js';
import { contentRepository } from './content.repository.js';
import { CONTENT_SEEDS } from './seed/index.js';
import { HELP_ARTICLES, HELP_TABS, PAGE_TYPES, joinParagraphs, type TPageKey, type THelpTabSlug } from './seed/structure.js';

/** Gaps between seeded sort orders, so an operator can place an entry between two seeded ones. */
const SORT_STEP = 10;

/**
 * Seeds the help centre and the about pages in all 14 locales, in one transaction. Idempotent:
 * it inserts only what is missing (by slug, page type and locale) and never overwrites a row, so
 * an operator's edits survive every restart. The seeded contact address, support@example.com, is
 * a placeholder the operator replaces (in the pages and in the customer_service_email parameter).
 */
export async function seedContent(deps: TDeps): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (tx) => {
    const tabIds = new Map<THelpTabSlug, bigint>();
    for (const [index, slug] of HELP_TABS.entries()) {
      const tabId = await contentRepository.ensureTab(tx, { slug, sortOrder: (index + 1) * SORT_STEP }, now);
      tabIds.set(slug, tabId);
      const texts = LOCALES.map((locale) => ({ tabId, locale, title: CONTENT_SEEDS[locale].tabs[slug] }));
      await contentRepository.ensureTabTexts(tx, texts, now);
    }

    for (const [index, { slug, tab }] of HELP_ARTICLES.entries()) {
      const articleId = await contentRepository.ensureArticle(tx, { slug, tabId: tabIds.get(tab)!, sortOrder: (index + 1) * SORT_STEP }, now);
      const texts = LOCALES.map((locale) => {
        const article = CONTENT_SEEDS[locale].articles[slug];
        return { articleId, locale, title: article.title, summary: article.summary, content: joinParagraphs(article.content) };
      });
      await contentRepository.ensureArticleTexts(tx, texts, now);
    }

    for (const [key, type] of Object.entries(PAGE_TYPES) as [TPageKey, number][]) {
      const pages = LOCALES.map((locale) => {
        const page = CONTENT_SEEDS[locale].pages[key];
        return { type, locale, title: page.title, content: joinParagraphs(page.content) };
      });
      await contentRepository.ensurePages(tx, pages, now);
    }
  });
}
