import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZSecondsPush } from '@exchange/contracts';
import { POLL_WHILE_DOWN_MS, useSocketStore } from '../market/socket-store';
import { useTopics } from '../market/use-topic';
import { useSessionStore } from '../session/session-store';
import { fetchSecondsConfig, fetchSecondsRecord, fetchSecondsRecords, type TSecondsOrder } from './seconds-api';

/** Query keys; the user's include the user id, so logins never share a cache. */
export const secondsKeys = {
  config: ['seconds', 'config'] as const,
  user: (userId: string) => ['seconds', 'user', userId] as const,
  page: (userId: string, entryStatus: 1 | 2, pageNo: number, pageSize: number) => ['seconds', 'user', userId, 'records', entryStatus, pageNo, pageSize] as const,
  detail: (userId: string, id: number) => ['seconds', 'user', userId, 'detail', id] as const,
};

/** The private socket topic of the user's seconds orders (an event when one opens at its tick and when it settles). */
export const SECONDS_TOPIC = 'seconds';

/**
 * Listens to the user's seconds events: every one reloads the lists and the config (the house's
 * exposure moved), and `onSettled` hears each settled order (the result dialog). Pushes are checked
 * against ZSecondsPush where they enter the client; a misread one is ignored.
 */
export function useSecondsFeed(onSettled?: (order: TSecondsOrder) => void): void {
  const client = useQueryClient();
  const isLogin = useSessionStore((s) => s.isLogin);
  const userId = useSessionStore((s) => s.userId);
  useTopics(isLogin ? [SECONDS_TOPIC] : null, (tick) => {
    const read = ZSecondsPush.safeParse(tick);
    if (!read.success) return;
    void client.invalidateQueries({ queryKey: secondsKeys.user(userId) });
    void client.invalidateQueries({ queryKey: secondsKeys.config });
    if (read.data.event === 'settled') onSettled?.(read.data.order);
  });
}

/** getConfig: durations, presets, fee rate, markets with their index price, the house; refreshed every few seconds. */
export function useSecondsConfig() {
  return useQuery({ queryKey: secondsKeys.config, queryFn: fetchSecondsConfig, staleTime: 2_000, refetchInterval: 5_000 });
}

/** One page of the user's open (1) or settled (2) orders, newest first. */
export function useSecondsRecords(entryStatus: 1 | 2, pageNo = 1, pageSize = 10) {
  const isLogin = useSessionStore((s) => s.isLogin);
  const userId = useSessionStore((s) => s.userId);
  const isDown = useSocketStore((s) => s.status === 'reconnecting');
  return useQuery({
    queryKey: secondsKeys.page(userId, entryStatus, pageNo, pageSize),
    queryFn: () => fetchSecondsRecords({ entryStatus, pageNo, pageSize }),
    enabled: isLogin,
    placeholderData: keepPreviousData,
    staleTime: 3_000,
    // Open orders wait for their opening tick and their expiry: poll while any is open, and while the socket is down.
    refetchInterval: (query) => (isLogin && (isDown || (entryStatus === 1 && (query.state.data?.list.length ?? 0) > 0)) ? POLL_WHILE_DOWN_MS : false),
  });
}

/** One order with its proof. */
export function useSecondsRecord(id: number | null) {
  const isLogin = useSessionStore((s) => s.isLogin);
  const userId = useSessionStore((s) => s.userId);
  return useQuery({
    queryKey: secondsKeys.detail(userId, id ?? 0),
    queryFn: () => fetchSecondsRecord(id ?? 0),
    enabled: isLogin && id !== null,
    // An open order changes twice (its opening tick, its settlement): follow it until settled.
    refetchInterval: (query) => (query.state.data?.entryStatus === 1 ? 1_000 : false),
  });
}
