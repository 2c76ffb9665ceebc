import type { FastifyInstance } from 'fastify';
import { aboutUsCall, helpCenterCall, helpTabsCall } from '@exchange/contracts';
import { defineRoute } from '../../platform/http/route.js';
import { AppError } from '../../platform/errors.js';
import type { TDeps } from '../../platform/deps.js';
import { contentRepository } from './content.repository.js';
import { PAGE_TYPES } from './seed/structure.js';

const KNOWN_PAGE_TYPES: readonly number[] = Object.values(PAGE_TYPES);

/** SPEC §2/§7: the help centre and the about pages, public, in the caller's language. */
export function contentRoutes(app: FastifyInstance, deps: TDeps): void {
  defineRoute(app, deps, {
    call: helpTabsCall,
    handler: async ({ locale }) => {
      const tabs = await contentRepository.listTabs(deps.db, locale);
      return { data: tabs.map((tab) => ({ id: Number(tab.id), title: tab.title })) };
    },
  });

  defineRoute(app, deps, {
    call: helpCenterCall,
    handler: async ({ input, locale }) => {
      if (input.id !== undefined) {
        const article = await contentRepository.findArticle(deps.db, locale, input.id);
        if (!article) throw new AppError('noData');
        return { data: { id: Number(article.id), tabId: Number(article.tab_id), title: article.title, content: article.content } };
      }
      const articles = await contentRepository.listArticles(deps.db, locale, input.tabId);
      return {
        data: articles.map((a) => ({ id: Number(a.id), tabId: Number(a.tab_id), title: a.title, summary: a.summary })),
      };
    },
  });

  defineRoute(app, deps, {
    call: aboutUsCall,
    handler: async ({ input, locale }) => {
      const page = KNOWN_PAGE_TYPES.includes(input.type) ? await contentRepository.findPage(deps.db, locale, input.type) : undefined;
      if (!page) throw new AppError('noData');
      return { data: { type: input.type, title: page.title, content: page.content } };
    },
  });
}
