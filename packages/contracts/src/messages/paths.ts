/**
 * The messages calls' paths and list constants, apart from their schemas (calls.ts): the web's
 * badge and home banners use them on the first page, which must not carry the schema library.
 */
export const MESSAGES_PATHS = {
  list: '/index/message',
  detail: '/index/messageDetail',
  read: '/index/readMessage',
  unread: '/index/messageUnread',
  home: '/index',
} as const;

/** SPEC §9: lists page by 10. */
export const MESSAGES_PAGE_SIZE = 10;

/** What the message list shows: everything, the operators' site notices, or the user's own notifications. */
export const MESSAGE_FILTERS = ['all', 'notices', 'personal'] as const;
export type TMessageFilter = (typeof MESSAGE_FILTERS)[number];
