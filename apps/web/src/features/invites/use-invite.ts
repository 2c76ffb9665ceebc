import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSessionStore } from '../session/session-store';
import { fetchFriends, fetchInviteSummary, fetchRewards, fetchShare, type TRewardKind } from './invites-api';

/** Query keys under the user's own prefix (['profile', …] is dropped with the session). */
export const inviteKeys = {
  all: (userId: string) => ['profile', userId, 'invite'] as const,
};

export type TInviteOptions = {
  friends?: { pageNo: number; pageSize: number; level: number };
  rewards?: { pageNo: number; pageSize: number; level: number; kind: TRewardKind };
};

/** The page's origin plus a path the server gave (the server does not know the address it is reached at). */
export function absoluteLink(path: string): string {
  return typeof window === 'undefined' ? path : `${window.location.origin}${path}`;
}

/**
 * The invite programme for both interfaces: share info (code, links, poster text) and the summary
 * always; a page of friends and a page of rewards when asked for. Payouts happen once a day, so
 * nothing polls; a page that is opened again reloads.
 */
export function useInvite(options: TInviteOptions = {}) {
  const isLogin = useSessionStore((s) => s.isLogin);
  const userId = useSessionStore((s) => s.userId);
  const base = inviteKeys.all(userId);
  const share = useQuery({ queryKey: [...base, 'share'], queryFn: fetchShare, enabled: isLogin, staleTime: 60_000 });
  const summary = useQuery({ queryKey: [...base, 'summary'], queryFn: fetchInviteSummary, enabled: isLogin });
  const friends = useQuery({
    queryKey: [...base, 'friends', options.friends],
    queryFn: () => fetchFriends(options.friends!),
    enabled: isLogin && options.friends !== undefined,
    placeholderData: keepPreviousData,
  });
  const rewards = useQuery({
    queryKey: [...base, 'rewards', options.rewards],
    queryFn: () => fetchRewards(options.rewards!),
    enabled: isLogin && options.rewards !== undefined,
    placeholderData: keepPreviousData,
  });
  const links = share.data
    ? { mobile: absoluteLink(share.data.links.mobile), desktop: absoluteLink(share.data.links.desktop), qr: absoluteLink(share.data.poster.qrPath) }
    : null;
  return { share, summary, friends, rewards, links };
}
