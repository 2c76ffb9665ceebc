import type { FastifyInstance } from 'fastify';
import {
  ADMIN_CONTENT_HELP,
  ADMIN_CONTENT_HELP_ARTICLE,
  ADMIN_CONTENT_HELP_ARTICLE_ADD,
  ADMIN_CONTENT_HELP_ARTICLE_SAVE,
  ADMIN_CONTENT_HELP_ARTICLE_VISIBILITY,
  ADMIN_CONTENT_HELP_TAB_ADD,
  ADMIN_CONTENT_HELP_TAB_SAVE,
  ADMIN_CONTENT_NOTICE_ADD,
  ADMIN_CONTENT_NOTICE_EDIT,
  ADMIN_CONTENT_NOTICE_PUBLISH,
  ADMIN_CONTENT_NOTICES,
  ADMIN_CONTENT_PAGE_SAVE,
  ADMIN_CONTENT_PAGES,
} from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { addNotice, editNotice, listNoticeStates, setNoticePublished, type TNoticeState, type TNoticeTexts } from '../messages/notice-commands.js';
import { listPages, savePage } from '../content/about-pages.js';
import { addHelpArticle, helpArticle, helpOverview, saveHelpArticle, setHelpArticleVisible } from '../content/help-articles.js';
import { addHelpTab, saveHelpTab } from '../content/help-tabs.js';
import { defineAdminRoute } from './admin-route.js';

/** The audit action of every content write from the console (notices share ops' functions, which record it). */
const EDIT = 'content.edit';

function presentNotice(state: TNoticeState) {
  return { ...state, id: String(state.id) };
}

/** Texts as the notice functions take them: an empty text removes its language. */
function noticeTexts(texts: Partial<Record<string, { title: string; content: string } | null>>): TNoticeTexts {
  return Object.fromEntries(Object.entries(texts).map(([locale, text]) => [locale, text && (text.title || text.content) ? text : null]));
}

/**
 * The operator console's "content" calls (issue 18): the help centre, the about pages, the notices
 * and banners. Reads need content.read (content, support, admin), writes content.edit (content).
 * Each write records its audit entry inside its own transaction (texts before and after, reason).
 */
export function adminContentRoutes(app: FastifyInstance, deps: TDeps): void {
  defineAdminRoute(app, deps, {
    call: ADMIN_CONTENT_HELP,
    handler: async () => ({ data: await helpOverview(deps.db) }),
  });

  defineAdminRoute(app, deps, {
    call: ADMIN_CONTENT_HELP_ARTICLE,
    handler: async ({ input }) => {
      const article = await helpArticle(deps.db, BigInt(input.id));
      if (!article) throw new AppError('noData');
      return { data: article };
    },
  });

  defineAdminRoute(app, deps, {
    call: ADMIN_CONTENT_HELP_ARTICLE_SAVE,
    handler: async ({ input, operator }) => {
      const data = await saveHelpArticle(deps, { operator: operator.name, reason: input.reason }, {
        id: BigInt(input.id),
        texts: input.texts,
        tabId: input.tabId === undefined ? undefined : BigInt(input.tabId),
        sortOrder: input.sortOrder,
      });
      return { data, audit: { recorded: true } };
    },
  });

  defineAdminRoute(app, deps, {
    call: ADMIN_CONTENT_HELP_ARTICLE_ADD,
    handler: async ({ input, operator }) => {
      const data = await addHelpArticle(deps, { operator: operator.name, reason: input.reason }, { tabId: BigInt(input.tabId), texts: input.texts, sortOrder: input.sortOrder });
      return { data, audit: { recorded: true } };
    },
  });

  defineAdminRoute(app, deps, {
    call: ADMIN_CONTENT_HELP_ARTICLE_VISIBILITY,
    handler: async ({ input, operator }) => {
      const data = await setHelpArticleVisible(deps, { operator: operator.name, reason: input.reason }, BigInt(input.id), input.visible);
      return { data, audit: { recorded: true } };
    },
  });

  defineAdminRoute(app, deps, {
    call: ADMIN_CONTENT_HELP_TAB_ADD,
    handler: async ({ input, operator }) => {
      const data = await addHelpTab(deps, { operator: operator.name, reason: input.reason }, { texts: input.texts, sortOrder: input.sortOrder });
      return { data, audit: { recorded: true } };
    },
  });

  defineAdminRoute(app, deps, {
    call: ADMIN_CONTENT_HELP_TAB_SAVE,
    handler: async ({ input, operator }) => {
      const data = await saveHelpTab(deps, { operator: operator.name, reason: input.reason }, { id: BigInt(input.id), texts: input.texts, sortOrder: input.sortOrder, visible: input.visible });
      return { data, audit: { recorded: true } };
    },
  });

  defineAdminRoute(app, deps, {
    call: ADMIN_CONTENT_PAGES,
    handler: async () => ({ data: await listPages(deps.db) }),
  });

  defineAdminRoute(app, deps, {
    call: ADMIN_CONTENT_PAGE_SAVE,
    handler: async ({ input, operator }) => {
      const data = await savePage(deps, { operator: operator.name, reason: input.reason }, { type: input.type, texts: input.texts });
      return { data, audit: { recorded: true } };
    },
  });

  defineAdminRoute(app, deps, {
    call: ADMIN_CONTENT_NOTICES,
    handler: async ({ input }) => ({ data: (await listNoticeStates(deps.db, input.placement)).map(presentNotice) }),
  });

  const ctx = { db: deps.db, clock: deps.clock };

  defineAdminRoute(app, deps, {
    call: ADMIN_CONTENT_NOTICE_ADD,
    handler: async ({ input, operator }) => {
      const { placement, link, image, position, texts } = input;
      const added = await addNotice(ctx, { operator: operator.name, reason: input.reason, action: EDIT }, { placement, link, image, position, texts: noticeTexts(texts) });
      return { data: presentNotice(added), audit: { recorded: true } };
    },
  });

  defineAdminRoute(app, deps, {
    call: ADMIN_CONTENT_NOTICE_EDIT,
    handler: async ({ input, operator }) => {
      const { link, image, position, texts } = input;
      const edited = await editNotice(ctx, { operator: operator.name, reason: input.reason, action: EDIT }, BigInt(input.id), { link, image, position, texts: noticeTexts(texts) });
      if (!edited) throw new AppError('noData');
      return { data: presentNotice(edited), audit: { recorded: true } };
    },
  });

  defineAdminRoute(app, deps, {
    call: ADMIN_CONTENT_NOTICE_PUBLISH,
    handler: async ({ input, operator }) => {
      const state = await setNoticePublished(ctx, { operator: operator.name, reason: input.reason, action: EDIT }, BigInt(input.id), input.published);
      if (!state) throw new AppError('noData');
      return { data: presentNotice(state), audit: { recorded: true } };
    },
  });
}
