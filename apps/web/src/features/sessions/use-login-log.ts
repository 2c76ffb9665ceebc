import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { i18n } from '../locale/i18n';
import { notify } from '../notify/notify';
import { endSession } from '../session/end-session';
import { useSessionStore } from '../session/session-store';
import { endSessionRequest, fetchLoginFailures, fetchLoginLog, type TLoginLogEntry } from './sessions-api';

/** Query keys under the user's own prefix (['profile', …] is dropped with the session). */
export const loginLogKeys = {
  all: (userId: string) => ['profile', userId, 'login-log'] as const,
  page: (userId: string, pageNo: number, pageSize: number) => ['profile', userId, 'login-log', pageNo, pageSize] as const,
  failures: (userId: string, pageNo: number, pageSize: number) => ['profile', userId, 'login-log', 'failures', pageNo, pageSize] as const,
};

/** One page of the user's logins, newest first. */
export function useLoginLog(pageNo: number, pageSize: number) {
  const isLogin = useSessionStore((s) => s.isLogin);
  const userId = useSessionStore((s) => s.userId);
  return useQuery({
    queryKey: loginLogKeys.page(userId, pageNo, pageSize),
    queryFn: () => fetchLoginLog({ pageNo, pageSize }),
    enabled: isLogin,
    placeholderData: keepPreviousData,
  });
}

/** One page of the failed login attempts on the user's account, newest first. */
export function useLoginFailures(pageNo: number, pageSize: number) {
  const isLogin = useSessionStore((s) => s.isLogin);
  const userId = useSessionStore((s) => s.userId);
  return useQuery({
    queryKey: loginLogKeys.failures(userId, pageNo, pageSize),
    queryFn: () => fetchLoginFailures({ pageNo, pageSize }),
    enabled: isLogin,
    placeholderData: keepPreviousData,
  });
}

/**
 * Ends one session. Ending another reloads the list. Ending this one is a logout: the screen is
 * left for a public one first (the server's revocation can reach this page over the socket before
 * the answer does, and a private screen's guard would then send the user to log in), then the
 * session is dropped here with the usual "exited" message.
 */
export function useEndSession(leaveBeforeLogout: () => void) {
  const client = useQueryClient();
  const userId = useSessionStore((s) => s.userId);
  return useMutation({
    mutationFn: (entry: Pick<TLoginLogEntry, 'id' | 'isCurrent'>) => {
      if (entry.isCurrent) leaveBeforeLogout();
      return endSessionRequest(entry.id);
    },
    onSuccess: ({ isCurrent }) => {
      if (isCurrent) {
        endSession();
        notify.success(i18n.t('msg:exited'));
        return;
      }
      notify.success(i18n.t('securityLog.ended'));
      void client.invalidateQueries({ queryKey: loginLogKeys.all(userId) });
    },
    onError: (error) => notify.error(error instanceof Error ? error.message : i18n.t('msg:error')),
  });
}
