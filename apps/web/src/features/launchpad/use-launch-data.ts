import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LAUNCH_PAGE_SIZE } from '@exchange/contracts';
import { ApiError } from '../api/api-error';
import { useSessionStore } from '../session/session-store';
import { fetchLaunchDetail, fetchLaunchList, fetchLaunchMine, type TLaunchTab } from './launch-api';

/** Query keys; the user's include the user id, so logins never share a cache. */
export const launchKeys = {
  all: ['launchpad'] as const,
  list: (tab: TLaunchTab, pageNo: number) => ['launchpad', 'list', tab, pageNo] as const,
  detail: (id: number) => ['launchpad', 'detail', id] as const,
  user: (userId: string) => ['launchpad', 'user', userId] as const,
  mine: (userId: string, projectId: number, pageNo: number) => ['launchpad', 'user', userId, 'mine', projectId, pageNo] as const,
};

/** One page of a tab's projects (public); the pool moves while a project is open: refreshed now and then. */
export function useLaunchList(tab: TLaunchTab, pageNo = 1) {
  return useQuery({
    queryKey: launchKeys.list(tab, pageNo),
    queryFn: () => fetchLaunchList({ tab, pageNo, pageSize: LAUNCH_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
    refetchInterval: 15_000,
  });
}

/** One project (public); null id: nothing asked. */
export function useLaunchDetail(id: number | null) {
  return useQuery({
    queryKey: launchKeys.detail(id ?? 0),
    queryFn: () => fetchLaunchDetail(id ?? 0),
    enabled: id !== null && id > 0,
    staleTime: 5_000,
    refetchInterval: 15_000,
    retry: (count, error) => count < 2 && !isNotFound(error),
  });
}

/** One page of the user's subscriptions (projectId 0: all), newest first. */
export function useLaunchMine(projectId = 0, pageNo = 1) {
  const isLogin = useSessionStore((s) => s.isLogin);
  const userId = useSessionStore((s) => s.userId);
  return useQuery({
    queryKey: launchKeys.mine(userId, projectId, pageNo),
    queryFn: () => fetchLaunchMine({ projectId, pageNo, pageSize: LAUNCH_PAGE_SIZE }),
    enabled: isLogin,
    placeholderData: keepPreviousData,
    staleTime: 3_000,
    // A pending subscription is allocated at the end and released at the unlock: follow it.
    refetchInterval: (query) => (query.state.data?.list.some((s) => s.state !== 'released') ? 10_000 : false),
  });
}

/** The time now, ticking every `everyMs` while mounted: what countdowns count from. */
export function useLaunchNow(everyMs = 1_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** The project id of the address (?id=), or null when it is missing or not a positive whole number. */
export function launchIdOf(text: string | null): number | null {
  if (!text || !/^\d{1,15}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}

/** The server's answer for a project that does not exist (a deep link to a wrong id). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.reason === 'launchNotFound';
}
