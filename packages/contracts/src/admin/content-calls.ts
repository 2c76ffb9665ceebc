import { z } from 'zod';
import { LOCALES, type TLocale } from '@exchange/i18n';
import { ZEpochMs, ZIdString } from '../api/fields.js';
import { defineAdminCall, type TAdminCall } from './console.js';
import { ZReason } from './access-calls.js';

/**
 * The operator console's "content" area (issue 18): the help centre (tabs and articles), the about
 * pages and the notices and banners, each text in the 14 languages. en-US is required everywhere:
 * a language without its own text reads the en-US one (the public calls fall back to it). Texts are
 * plain text with a blank line between paragraphs, never HTML (the public pages render text only).
 * Every write carries a reason and is recorded with the texts before and after.
 */

const ZLocale = z.enum(LOCALES as unknown as [TLocale, ...TLocale[]]);

/** Lengths in characters; a save sends only the languages it changes (the request body is limited to 64 KB). */
export const CONTENT_LIMITS = { title: 200, summary: 500, body: 10_000, pageBody: 20_000, noticeBody: 5_000, link: 500 } as const;

const title = z.string().trim().max(CONTENT_LIMITS.title, 'contentTooLong');
const ZSortOrder = z.number().int().min(0).max(1_000_000);

/** An en-US text with a non-empty title is required. */
function withEnglish<T extends Partial<Record<TLocale, { title: string } | null>>>(texts: T): boolean {
  return Boolean(texts['en-US']?.title);
}

/**
 * Texts of a save, per language: a given language's text replaces its text; `null` (or an empty
 * title and body) removes it, so the language falls back to en-US. en-US may not be removed.
 */
function textsSchema<S extends z.ZodType<{ title: string }>>(text: S) {
  return z
    .partialRecord(ZLocale, text.nullable())
    .refine((texts) => !('en-US' in texts) || withEnglish(texts as Partial<Record<TLocale, { title: string } | null>>), 'contentTitleRequired')
    .refine((texts) => Object.values(texts).every((t) => t === null || t === undefined || isEmptyText(t as Record<string, unknown>) || Boolean((t as { title: string }).title)), 'contentTitleMissing');
}

/** The texts of a new item: as textsSchema, with en-US required. */
function requiredTexts<S extends z.ZodType<{ title: string }>>(text: S) {
  return textsSchema(text).refine((texts) => withEnglish(texts), 'contentTitleRequired');
}

/** What a save of texts may answer. */
const TEXT_ERRORS = ['contentTitleRequired', 'contentTitleMissing', 'contentTooLong'] as const;

type TContentCall<TReq extends z.ZodType, TRes extends z.ZodType> = Omit<TAdminCall<TReq, TRes>, 'method' | 'action' | 'isWrite'>;

/** A read of the content area: a GET that takes content.read. */
function contentRead<TReq extends z.ZodType, TRes extends z.ZodType>({ path, ...call }: TContentCall<TReq, TRes>): TAdminCall<TReq, TRes> {
  return defineAdminCall({ method: 'GET', path, action: 'content.read', isWrite: false, ...call });
}

/** A change in the content area: a POST that takes content.edit (audited, with its reason). */
function contentEdit<TReq extends z.ZodType, TRes extends z.ZodType>({ path, ...call }: TContentCall<TReq, TRes>): TAdminCall<TReq, TRes> {
  return defineAdminCall({ method: 'POST', path, action: 'content.edit', isWrite: true, ...call });
}

/** A text with nothing in it: the language is removed and reads en-US. */
export function isEmptyText(text: Record<string, unknown> | null | undefined): boolean {
  return !text || Object.values(text).every((v) => typeof v !== 'string' || v.trim() === '');
}

export const ZHelpArticleText = z.strictObject({
  title,
  summary: z.string().trim().max(CONTENT_LIMITS.summary, 'contentTooLong').default(''),
  content: z.string().trim().max(CONTENT_LIMITS.body, 'contentTooLong').default(''),
});
export const ZPageText = z.strictObject({ title, content: z.string().trim().max(CONTENT_LIMITS.pageBody, 'contentTooLong').default('') });
export const ZNoticeText = z.strictObject({ title, content: z.string().trim().max(CONTENT_LIMITS.noticeBody, 'contentTooLong').default('') });
export const ZTabText = z.strictObject({ title });

/** A stored text's author and time. */
const ZStamp = { updatedAt: ZEpochMs, updatedBy: z.string() };

/** A link or an image: a path of the site (never //host) or an https address; never javascript:. */
export const ZContentLink = z
  .string()
  .trim()
  .max(CONTENT_LIMITS.link, 'contentTooLong')
  .refine((v) => /^\/(?!\/)\S*$/.test(v) || /^https:\/\/[^\s/]+\S*$/.test(v), 'contentLinkInvalid');

export const NOTICE_PLACEMENTS = ['message', 'banner', 'home'] as const;
export const ZNoticePlacement = z.enum(NOTICE_PLACEMENTS);

// ---------------------------------------------------------------- help centre

export const ZAdminHelpTab = z.strictObject({
  id: ZIdString,
  slug: z.string(),
  sortOrder: z.number(),
  visible: z.boolean(),
  titles: z.partialRecord(ZLocale, z.string()),
});
export const ZAdminHelpArticleRow = z.strictObject({
  id: ZIdString,
  tabId: ZIdString,
  slug: z.string(),
  sortOrder: z.number(),
  visible: z.boolean(),
  /** The en-US title. */
  title: z.string(),
  /** The languages with their own text. */
  locales: z.array(ZLocale),
  updatedAt: ZEpochMs,
});

export const ADMIN_CONTENT_HELP = contentRead({
  path: '/admin/content/help',
  summary: 'The help centre: every tab (with its titles) and every article (hidden ones too), in display order.',
  request: z.strictObject({}),
  response: z.strictObject({ tabs: z.array(ZAdminHelpTab), articles: z.array(ZAdminHelpArticleRow) }),
});

export const ZAdminHelpArticle = z.strictObject({
  id: ZIdString,
  tabId: ZIdString,
  slug: z.string(),
  sortOrder: z.number(),
  visible: z.boolean(),
  texts: z.partialRecord(ZLocale, z.strictObject({ title: z.string(), summary: z.string(), content: z.string(), ...ZStamp })),
});

export const ADMIN_CONTENT_HELP_ARTICLE = contentRead({
  path: '/admin/content/help/article',
  summary: "One help article with its texts in every language it has (the others read en-US).",
  request: z.strictObject({ id: ZIdString }),
  response: ZAdminHelpArticle,
  errors: ['noData'],
});

export const ADMIN_CONTENT_HELP_ARTICLE_SAVE = contentEdit({
  path: '/admin/content/help/article/save',
  summary: 'Change a help article: the texts of the languages given (null removes one; en-US stays), its tab or its place. The public help centre serves it at once.',
  request: z.strictObject({
    id: ZIdString,
    texts: textsSchema(ZHelpArticleText).default({}),
    tabId: ZIdString.optional(),
    sortOrder: ZSortOrder.optional(),
    reason: ZReason,
  }),
  response: ZAdminHelpArticle,
  errors: ['noData', ...TEXT_ERRORS],
});

export const ADMIN_CONTENT_HELP_ARTICLE_ADD = contentEdit({
  path: '/admin/content/help/article/add',
  summary: 'Add a help article to a tab (visible at once), with its en-US text and any other languages; placed last unless sortOrder is given.',
  request: z.strictObject({
    tabId: ZIdString,
    texts: requiredTexts(ZHelpArticleText),
    sortOrder: ZSortOrder.optional(),
    reason: ZReason,
  }),
  response: ZAdminHelpArticle,
  errors: ['noData', ...TEXT_ERRORS],
});

export const ADMIN_CONTENT_HELP_ARTICLE_VISIBILITY = contentEdit({
  path: '/admin/content/help/article/visibility',
  summary: 'Hide a help article from the public help centre, or show it again (it is never deleted).',
  request: z.strictObject({ id: ZIdString, visible: z.boolean(), reason: ZReason }),
  response: z.strictObject({ id: ZIdString, visible: z.boolean() }),
  errors: ['noData'],
});

export const ADMIN_CONTENT_HELP_TAB_ADD = contentEdit({
  path: '/admin/content/help/tab/add',
  summary: 'Add a help tab (category) with its titles (en-US required); placed last unless sortOrder is given.',
  request: z.strictObject({
    texts: requiredTexts(ZTabText),
    sortOrder: ZSortOrder.optional(),
    reason: ZReason,
  }),
  response: ZAdminHelpTab,
  errors: [...TEXT_ERRORS],
});

export const ADMIN_CONTENT_HELP_TAB_SAVE = contentEdit({
  path: '/admin/content/help/tab/save',
  summary: 'Rename a help tab (titles of the languages given; null removes one), move it, hide or show it.',
  request: z.strictObject({
    id: ZIdString,
    texts: textsSchema(ZTabText).default({}),
    sortOrder: ZSortOrder.optional(),
    visible: z.boolean().optional(),
    reason: ZReason,
  }),
  response: ZAdminHelpTab,
  errors: ['noData', ...TEXT_ERRORS],
});

// ---------------------------------------------------------------- about pages

/** The about pages (SPEC §2 types 7 to 12) by the name the desktop routes use. */
export const CONTENT_PAGE_TYPES = { connect: 7, us: 8, protocol: 9, legal: 10, policy: 11, customer: 12 } as const;
export type TContentPageKey = keyof typeof CONTENT_PAGE_TYPES;
const PAGE_KEYS = Object.keys(CONTENT_PAGE_TYPES) as [TContentPageKey, ...TContentPageKey[]];

export const ZAdminContentPage = z.strictObject({
  type: z.number(),
  key: z.enum(PAGE_KEYS),
  texts: z.partialRecord(ZLocale, z.strictObject({ title: z.string(), content: z.string(), ...ZStamp })),
});

export const ADMIN_CONTENT_PAGES = contentRead({
  path: '/admin/content/pages',
  summary: 'The about pages (contact, about us, user agreement, legal, privacy, customer service) with their texts in every language they have.',
  request: z.strictObject({}),
  response: z.array(ZAdminContentPage),
});

export const ADMIN_CONTENT_PAGE_SAVE = contentEdit({
  path: '/admin/content/pages/save',
  summary: "Change an about page's texts in the languages given (null removes one; en-US stays). The public page serves it at once.",
  request: z.strictObject({ type: z.number().int(), texts: textsSchema(ZPageText), reason: ZReason }),
  response: ZAdminContentPage,
  errors: ['noData', ...TEXT_ERRORS],
});

// ---------------------------------------------------------------- notices and banners

export const ZAdminNotice = z.strictObject({
  id: ZIdString,
  placement: ZNoticePlacement,
  link: z.string().nullable(),
  image: z.string().nullable(),
  position: z.number(),
  published: z.boolean(),
  createdAt: ZEpochMs,
  createdBy: z.string(),
  updatedAt: ZEpochMs,
  texts: z.partialRecord(ZLocale, z.strictObject({ title: z.string(), content: z.string() })),
});

export const ADMIN_CONTENT_NOTICES = contentRead({
  path: '/admin/content/notices',
  summary: 'Site notices (message), home banners (banner) and home notices (home), published or not, with their texts; of one placement when given.',
  request: z.strictObject({ placement: ZNoticePlacement.optional() }),
  response: z.array(ZAdminNotice),
});

const ZNoticeFields = {
  link: ZContentLink.nullable().optional(),
  image: ZContentLink.nullable().optional(),
  position: ZSortOrder.optional(),
};

export const ADMIN_CONTENT_NOTICE_ADD = contentEdit({
  path: '/admin/content/notices/add',
  summary: 'Publish a notice or banner (the same as `npm run ops -- notice:add`): en-US text required, other languages optional.',
  request: z.strictObject({
    placement: ZNoticePlacement,
    ...ZNoticeFields,
    texts: requiredTexts(ZNoticeText),
    reason: ZReason,
  }),
  response: ZAdminNotice,
  errors: [...TEXT_ERRORS, 'contentLinkInvalid'],
});

export const ADMIN_CONTENT_NOTICE_EDIT = contentEdit({
  path: '/admin/content/notices/edit',
  summary: 'Change a notice: the fields and languages given (null removes a language or clears the link or image); the rest stay.',
  request: z.strictObject({ id: ZIdString, ...ZNoticeFields, texts: textsSchema(ZNoticeText).default({}), reason: ZReason }),
  response: ZAdminNotice,
  errors: ['noData', ...TEXT_ERRORS, 'contentLinkInvalid'],
});

export const ADMIN_CONTENT_NOTICE_PUBLISH = contentEdit({
  path: '/admin/content/notices/publish',
  summary: 'Publish a notice or take it down (its reads are kept).',
  request: z.strictObject({ id: ZIdString, published: z.boolean(), reason: ZReason }),
  response: ZAdminNotice,
  errors: ['noData'],
});

export const ADMIN_CONTENT_CALLS = [
  ADMIN_CONTENT_HELP,
  ADMIN_CONTENT_HELP_ARTICLE,
  ADMIN_CONTENT_HELP_ARTICLE_SAVE,
  ADMIN_CONTENT_HELP_ARTICLE_ADD,
  ADMIN_CONTENT_HELP_ARTICLE_VISIBILITY,
  ADMIN_CONTENT_HELP_TAB_ADD,
  ADMIN_CONTENT_HELP_TAB_SAVE,
  ADMIN_CONTENT_PAGES,
  ADMIN_CONTENT_PAGE_SAVE,
  ADMIN_CONTENT_NOTICES,
  ADMIN_CONTENT_NOTICE_ADD,
  ADMIN_CONTENT_NOTICE_EDIT,
  ADMIN_CONTENT_NOTICE_PUBLISH,
] as const;
