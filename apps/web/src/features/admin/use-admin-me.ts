import { useQuery } from '@tanstack/react-query';
import { ADMIN_ME, type TAdminAction } from '@exchange/contracts';
import { adminCall } from './admin-api';
import { useAdminSession } from './admin-session';

export const ADMIN_ME_KEY = ['admin', 'me'] as const;

/** Who is logged in, and the actions the server's policy lets them take. */
export function useAdminMe() {
  const token = useAdminSession((s) => s.token);
  return useQuery({ queryKey: [...ADMIN_ME_KEY, token], queryFn: () => adminCall(ADMIN_ME, {}), enabled: Boolean(token), staleTime: 60_000, retry: false });
}

/**
 * Whether the operator may take an action: the console only HIDES what the server's policy
 * refuses (the server checks every call itself).
 */
export function useCan(action: TAdminAction): boolean {
  const me = useAdminMe();
  return me.data?.actions.includes(action) ?? false;
}
