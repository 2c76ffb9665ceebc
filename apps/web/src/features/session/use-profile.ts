import { useQuery } from '@tanstack/react-query';
import type { TProfile } from '@exchange/contracts';
import { fetchProfile } from './session-api';
import { useSessionStore } from './session-store';

/** Shown when there is no avatar or the profile cannot be loaded (SPEC §4). */
export const DEFAULT_AVATAR = '/bb/file/default-avatar.svg';

/** The logged-in user's profile (SPEC §3), or undefined while logged out or loading. */
export function useProfile() {
  const isLogin = useSessionStore((s) => s.isLogin);
  const userId = useSessionStore((s) => s.userId);
  return useQuery<TProfile>({ queryKey: ['profile', userId], queryFn: fetchProfile, enabled: isLogin });
}

export function avatarOf(profile: TProfile | undefined): string {
  return profile?.icon || DEFAULT_AVATAR;
}
