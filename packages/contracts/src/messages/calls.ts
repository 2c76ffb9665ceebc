import { z } from 'zod';
import { defineCall } from '../api/define-call.js';
import { ZEpochMs } from '../api/fields.js';
import { NOTIFY_KINDS } from './kinds.js';
import { MESSAGE_FILTERS, MESSAGES_PAGE_SIZE, MESSAGES_PATHS } from './paths.js';

const GROUP = 'Messages and home';

/**
 * A message id names its table: `n12` is site notice 12, `m34` the caller's notification 34, so
 * the two kinds can never be confused (a notice id is not a personal message of someone else).
 */
export const ZMessageId = z
  .string({ error: 'noData' })
  .trim()
  .regex(/^[nm][1-9]\d{0,17}$/, 'noData')
  .meta({ description: '`n<id>` a site notice, `m<id>` a personal notification.' });

export const ZMessageList = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(50).optional().default(MESSAGES_PAGE_SIZE),
  type: z.enum(MESSAGE_FILTERS).optional().default('all'),
});

/** One message, worded in the caller's language (a notice without that language reads en-US). */
export const ZMessage = z.strictObject({
  id: z.string().regex(/^[nm]\d+$/),
  type: z.enum(['notice', 'personal']),
  kind: z.enum(NOTIFY_KINDS as [string, ...string[]]).nullable().meta({ description: 'The notification kind (kinds.ts); null for a site notice.' }),
  title: z.string(),
  content: z.string(),
  link: z.string().nullable().meta({ description: 'Where a notice points (a path of the web app or an https address); null if nowhere.' }),
  time: ZEpochMs,
  isRead: z.boolean().meta({ description: 'Whether the caller has read it; always false for a visitor.' }),
});
export type TMessage = z.output<typeof ZMessage>;

export const ZMessagePage = z.strictObject({
  list: z.array(ZMessage),
  totalRow: z.number().int().min(0),
  pageNo: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  unread: z.number().int().min(0).meta({ description: "The caller's unread messages of every type (0 for a visitor)." }),
});
export type TMessagePage = z.output<typeof ZMessagePage>;

export const ZUnread = z.strictObject({ unread: z.number().int().min(0) });

export const ZReadMessage = z
  .object({
    id: ZMessageId.optional(),
    all: z
      .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
      .optional()
      .transform((v) => v === true || v === 'true' || v === '1'),
  })
  .refine((v) => v.all || v.id !== undefined, { message: 'noData', path: ['id'] });

/** One banner of the home page: an image, or a title when there is none. */
export const ZBanner = z.strictObject({
  id: z.string().regex(/^n\d+$/),
  title: z.string(),
  image: z.string().nullable(),
  link: z.string().nullable(),
});

export const ZHomeNotice = z.strictObject({
  id: z.string().regex(/^n\d+$/),
  title: z.string(),
  content: z.string(),
  link: z.string().nullable(),
  time: ZEpochMs,
});

export const ZHomeInfo = z.strictObject({ banners: z.array(ZBanner), notices: z.array(ZHomeNotice) });
export type THomeInfo = z.output<typeof ZHomeInfo>;

export const messageListCall = defineCall({
  method: 'POST',
  path: MESSAGES_PATHS.list,
  auth: false,
  group: GROUP,
  summary: "Site notices and the caller's own notifications, newest first, worded in the caller's language, with read state and the unread count.",
  description:
    'A visitor (no session) gets the site notices only. `type` filters: all, notices (operators\' site notices), personal (deposit, withdrawal, KYC, contract, seconds, rebate notifications). ' +
    'Read state is the caller\'s own: one user reading a notice does not mark it for another.',
  request: ZMessageList,
  response: ZMessagePage,
  params: { type: 'all (default), notices or personal.', pageSize: '10 by default (SPEC §9), at most 50.' },
});

export const messageDetailCall = defineCall({
  method: 'POST',
  path: MESSAGES_PATHS.detail,
  auth: false,
  group: GROUP,
  summary: 'One message by id; for a signed-in caller it is marked read.',
  description: "A personal notification is its owner's alone: another user's id, or any personal id without a session, answers noData.",
  request: z.object({ id: ZMessageId }),
  response: ZMessage.extend({ unread: z.number().int().min(0) }),
  errors: ['noData'],
});

export const readMessageCall = defineCall({
  method: 'POST',
  path: MESSAGES_PATHS.read,
  auth: true,
  group: GROUP,
  summary: 'Marks one message (`id`) or every message (`all`) read for the caller only; answers the unread count left.',
  request: ZReadMessage,
  response: ZUnread,
  params: { id: '`n<id>` or `m<id>`, as the list gives them.', all: 'true marks every notice and notification read.' },
  errors: ['noData'],
});

export const unreadCountCall = defineCall({
  method: 'POST',
  path: MESSAGES_PATHS.unread,
  auth: true,
  group: GROUP,
  summary: "The caller's unread messages (the badge in both headers).",
  request: z.object({}),
  response: ZUnread,
});

export const homeInfoCall = defineCall({
  method: 'POST',
  path: MESSAGES_PATHS.home,
  auth: false,
  group: GROUP,
  summary: "The home page's published banners and notices, in the caller's language (en-US where an operator wrote none).",
  request: z.object({}),
  response: ZHomeInfo,
});

export const MESSAGES_CALLS = [messageListCall, messageDetailCall, readMessageCall, unreadCountCall, homeInfoCall] as const;
