import { z } from 'zod';
import { defineCall } from '../api/define-call.js';

/**
 * SPEC §2/§7 help centre and about pages (docs/api.md §3.9): public, in the language of
 * Accept-Language, written by operators in the console.
 */
const GROUP = 'Content';

/**
 * An id sent by a form (a string) or as JSON (a number). Absent or empty means none; anything else
 * must be a positive whole number, or the call fails with invalidParams. A well-formed id that
 * matches nothing is the handler's "No data", not a validation failure.
 */
const optionalId = z
  .union([z.string().trim(), z.number()])
  .optional()
  .transform((value) => (value === undefined || value === '' ? undefined : String(value)))
  .refine((value) => value === undefined || /^[1-9]\d{0,17}$/.test(value), { message: 'invalidParams' })
  .transform((value) => (value === undefined ? undefined : BigInt(value)));

export const ZHelpCenterTab = z.object({}).passthrough();

/** {id}: one article; otherwise the article list, of one category when tabId is given. */
export const ZHelpCenter = z.object({ id: optionalId, tabId: optionalId });

/** {type}: one about page (SPEC §2 page types 7 to 12). */
export const ZAboutUs = z.object({
  type: z
    .union([z.string().trim(), z.number()])
    .transform(String)
    .refine((value) => /^\d{1,4}$/.test(value), { message: 'invalidParams' })
    .transform(Number),
});

export const ZHelpTab = z.strictObject({ id: z.number().int(), title: z.string() });
export const ZHelpSummary = z.strictObject({ id: z.number().int(), tabId: z.number().int(), title: z.string(), summary: z.string() });
export const ZHelpArticle = z.strictObject({
  id: z.number().int(),
  tabId: z.number().int(),
  title: z.string(),
  content: z.string().meta({ description: 'The article as HTML (sanitized when saved).' }),
});
export const ZAboutPage = z.strictObject({ type: z.number().int(), title: z.string(), content: z.string().meta({ description: 'The page as HTML.' }) });

export const helpTabsCall = defineCall({
  method: 'POST',
  path: '/index/helpCenterTab',
  auth: false,
  group: GROUP,
  summary: 'The help centre categories.',
  request: ZHelpCenterTab,
  response: z.array(ZHelpTab),
});

export const helpCenterCall = defineCall({
  method: 'POST',
  path: '/index/helpCenter',
  auth: false,
  group: GROUP,
  summary: 'One help article (with `id`), or the article summaries (of one category with `tabId`).',
  request: ZHelpCenter,
  response: z.union([ZHelpArticle, z.array(ZHelpSummary)]),
  params: { id: 'One article: answers it whole.', tabId: 'Only the articles of this category (without `id`).' },
  errors: ['noData'],
});

export const aboutUsCall = defineCall({
  method: 'POST',
  path: '/index/aboutUs',
  auth: false,
  group: GROUP,
  summary: 'One about page by its SPEC §2 type (7 to 12: about us, privacy policy, user agreement, legal statement, contact us…).',
  request: ZAboutUs,
  response: ZAboutPage,
  errors: ['noData'],
});

export const CONTENT_CALLS = [helpTabsCall, helpCenterCall, aboutUsCall] as const;
