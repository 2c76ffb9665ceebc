import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18n } from '../locale/i18n';
import { notify } from '../notify/notify';
import { showFailure } from '../notify/show-failure';
import { refreshOnAccessRefusal } from '../products/use-products';
import { useSessionStore } from '../session/session-store';
import { cancelContractRequest, closeContractRequest, openContractRequest, updateContractStopsRequest, type TContractResult } from './contract-api';
import { contractKeys } from './contract-keys';

/** The progress toast's closer (see use-order-actions.ts: antd's closer is a thenable TanStack would await). */
type TProgress = { close: () => void };

/**
 * A contract command with SPEC §8's progress toast, then the server's message or its failure (an
 * access refusal also reloads the product gate); the lists, the account and the config reload after.
 */
function useContractCommand<TInput>(run: (input: TInput) => Promise<TContractResult>, progressKey: string) {
  const client = useQueryClient();
  const userId = useSessionStore((s) => s.userId);
  return useMutation<TContractResult, unknown, TInput, TProgress>({
    mutationFn: run,
    onMutate: () => ({ close: notify.loading(i18n.t(progressKey)) }),
    onSuccess: ({ msg }) => notify.success(msg),
    onError: (error) => {
      showFailure(error);
      refreshOnAccessRefusal(error);
    },
    onSettled: (_data, _error, _input, progress) => {
      progress?.close();
      void client.invalidateQueries({ queryKey: contractKeys.user(userId) });
      void client.invalidateQueries({ queryKey: ['contract', 'config'] });
    },
  });
}

export const useOpenContract = () => useContractCommand(openContractRequest, 'progress.submitting');
export const useCloseContract = () => useContractCommand(closeContractRequest, 'progress.handling');
export const useCancelContract = () => useContractCommand(cancelContractRequest, 'progress.cancelling');
export const useUpdateContractStops = () => useContractCommand(updateContractStopsRequest, 'progress.modifying');
