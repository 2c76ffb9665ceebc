import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSessionStore } from '../session/session-store';
import { fetchHomeInfo, fetchUnread } from './light-api';
import { messagesKeys } from './messages-keys';

/** Without a socket push (the socket down, another process's message): the count is checked this often. */
const UNREAD_POLL_MS = 60_000;

/** Whether a user is signed in, and the user id that keys their messages ('' for a visitor). */
export function useMessagesUser(): { isLogin: boolean; userId: string } {
  const isLogin = useSessionStore((s) => s.isLogin);
  const userId = useSessionStore((s) => s.userId);
  return { isLogin, userId: isLogin ? userId : '' };
}

/**
 * The unread count of the badges in both headers: fetched once signed in, then kept live by the
 * private socket topic `messages` (every push reloads the count and the open lists), subscribed
 * from a module loaded after the page shows, so the first page carries no code for it.
 */
export function useUnreadCount(): number {
  const client = useQueryClient();
  const { isLogin, userId } = useMessagesUser();
  const query = useQuery({ queryKey: messagesKeys.unread(userId), queryFn: fetchUnread, enabled: isLogin, refetchInterval: UNREAD_POLL_MS, staleTime: 10_000 });
  useEffect(() => {
    if (!isLogin) return;
    let stop: (() => void) | null = null;
    let isGone = false;
    void import('./messages-live').then(({ listenToMessages }) => {
      if (isGone) return;
      stop = listenToMessages(() => void client.invalidateQueries({ queryKey: messagesKeys.user(userId) }));
    });
    return () => {
      isGone = true;
      stop?.();
    };
  }, [client, isLogin, userId]);
  return isLogin ? (query.data ?? 0) : 0;
}

/** The home page's banners and notices, in the current language. */
export function useHomeInfo(lang: string) {
  return useQuery({ queryKey: messagesKeys.home(lang), queryFn: fetchHomeInfo, staleTime: 60_000 });
}
