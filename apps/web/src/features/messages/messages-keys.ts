import type { TMessageFilter } from '@exchange/contracts';

/** Query keys; a signed-in user's include the user id (visitors share ''), so logins never share a cache. */
export const messagesKeys = {
  all: ['messages'] as const,
  user: (userId: string) => ['messages', userId] as const,
  unread: (userId: string) => ['messages', userId, 'unread'] as const,
  pages: (userId: string) => ['messages', userId, 'page'] as const,
  page: (userId: string, type: TMessageFilter, pageNo: number) => ['messages', userId, 'page', type, pageNo] as const,
  detail: (userId: string, id: string) => ['messages', userId, 'detail', id] as const,
  home: (lang: string) => ['home-info', lang] as const,
};
