import { useQuery } from '@tanstack/react-query';
import type { TProfile } from '@exchange/contracts';
import { useSessionStore } from './session-store';

/** Shown when there is no avatar or the profile cannot be loaded (SPEC §4). */
export const DEFAULT_AVATAR = '/bb/file/default-avatar.svg';

/**
 * The logged-in user's profile (SPEC §3), or undefined while logged out or loading. The call (and
 * the schema library that checks its answer) loads with the first profile asked for, so a
 * visitor's first page carries neither (apps/web/scripts/size.ts).
 */
export function useProfile() {
  const isLogin = useSessionStore((s) => s.isLogin);
  const userId = useSessionStore((s) => s.userId);
  return useQuery<TProfile>({
    queryKey: ['profile', userId],
    queryFn: () => import('./session-api').then((api) => api.fetchProfile()),
    enabled: isLogin,
  });
}

export function avatarOf(profile: TProfile | undefined): string {
  return profile?.icon || DEFAULT_AVATAR;
}
