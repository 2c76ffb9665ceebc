import { useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { i18n } from '../locale/i18n';
import { notify } from '../notify/notify';
import { showFailure } from '../notify/show-failure';
import { useSessionStore } from '../session/session-store';
import { deleteApiKeyRequest, fetchApiKeys } from './api-keys-api';

/** Under the user's own prefix (['profile', …] is dropped with the session), so no key list outlives a log-out. */
export const apiKeysKey = (userId: string) => ['profile', userId, 'api-keys'] as const;

/** The user's API keys, newest first. */
export function useApiKeys() {
  const isLogin = useSessionStore((s) => s.isLogin);
  const userId = useSessionStore((s) => s.userId);
  return useQuery({ queryKey: apiKeysKey(userId), queryFn: fetchApiKeys, enabled: isLogin });
}

/**
 * One change to the keys: a progress toast, then the server's own success or failure message, and
 * the list read again on success. A second tap while one is under way is ignored. Resolves to the
 * answer's data, or null when it failed (already shown).
 */
export function useApiKeyAction<I, R>(run: (input: I) => Promise<{ data: R; msg: string }>) {
  const client = useQueryClient();
  const userId = useSessionStore((s) => s.userId);
  const isBusy = useRef(false);
  const mutation = useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: apiKeysKey(userId) }),
  });
  const submit = async (input: I): Promise<R | null> => {
    if (isBusy.current) return null;
    isBusy.current = true;
    const close = notify.loading(i18n.t('progress.submitting'));
    try {
      const answer = await mutation.mutateAsync(input);
      close();
      notify.success(answer.msg);
      return answer.data;
    } catch (error) {
      close();
      showFailure(error);
      return null;
    } finally {
      isBusy.current = false;
    }
  };
  return { submit, isPending: mutation.isPending };
}

/** Deletes a key (after the view's confirmation): requests signed with it are refused at once. */
export function useDeleteApiKey() {
  return useApiKeyAction((id: number) => deleteApiKeyRequest(id));
}
