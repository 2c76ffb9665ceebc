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
 * Ends one session. Ending another reloads the list. Ending this one is a logout that leads to
 * `exitTo` (the interface's home): the exit is announced before the request, so whichever ends the
 * session here first (the answer, or a live call meeting the ended session) sends the user to the
 * same screen, never to log in; the usual "exited" message follows.
 */
export function useEndSession(exitTo: string) {
  const client = useQueryClient();
  const userId = useSessionStore((s) => s.userId);
  const leaveTo = useSessionStore((s) => s.leaveTo);
  return useMutation({
    mutationFn: (entry: Pick<TLoginLogEntry, 'id' | 'isCurrent'>) => {
      if (entry.isCurrent) leaveTo(exitTo);
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
    onError: (error, entry) => {
      // Still logged in: the exit did not happen.
      if (entry.isCurrent && useSessionStore.getState().isLogin) leaveTo(null);
      notify.error(error instanceof Error ? error.message : i18n.t('msg:error'));
    },
  });
}
