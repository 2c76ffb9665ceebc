import { useReducer } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useContractAccount } from '../contract/use-contract-data';
import { i18n } from '../locale/i18n';
import { notify } from '../notify/notify';
import { showFailure, showInvalid } from '../notify/show-failure';
import { refreshOnAccessRefusal } from '../products/use-products';
import { useSessionStore } from '../session/session-store';
import { createSecondsOrder, type TSecondsOrder } from './seconds-api';
import {
  initialSecondsForm,
  secondsErrors,
  secondsFieldError,
  secondsFormReducer,
  secondsRequestOf,
  secondsSummary,
  type TSecondsFormContext,
} from './seconds-form';
import { secondsKeys, useSecondsConfig } from './use-seconds-data';

/**
 * The one seconds-contract form hook of both interfaces: the pure engine (seconds-form.ts) fed with
 * getConfig and the contract wallet (the stake and fee come from it), and the order call with
 * SPEC §8's progress toast ("Submitting…"), then the server's message or its refusal. `defaultAmount`
 * is SPEC §9's: 100 on mobile, 1 on the desktop.
 */
export function useSecondsForm(defaultAmount: string, symbol?: string) {
  const [state, dispatch] = useReducer(secondsFormReducer, initialSecondsForm(defaultAmount, symbol));
  const isLogin = useSessionStore((s) => s.isLogin);
  const userId = useSessionStore((s) => s.userId);
  const client = useQueryClient();
  const config = useSecondsConfig();
  const account = useContractAccount();
  const create = useMutation<{ order: TSecondsOrder; message: string }, unknown, Parameters<typeof createSecondsOrder>[0], { close: () => void }>({
    mutationFn: createSecondsOrder,
    onMutate: () => ({ close: notify.loading(i18n.t('progress.submitting')) }),
    onSuccess: ({ message }) => notify.success(message),
    onError: (error) => {
      showFailure(error);
      refreshOnAccessRefusal(error);
    },
    onSettled: (_d, _e, _i, progress) => {
      progress?.close();
      void client.invalidateQueries({ queryKey: secondsKeys.user(userId) });
      void client.invalidateQueries({ queryKey: secondsKeys.config });
      void client.invalidateQueries({ queryKey: ['contract', 'user', userId] });
    },
  });
  const ctx: TSecondsFormContext = { config: config.data, available: isLogin ? account.data?.available : undefined };
  const errors = secondsErrors(state, ctx);
  const summary = secondsSummary(state, ctx);

  /** Up or down: checked here first (the first problem as a toast and beside its field), then sent. */
  const place = async (direction: 'up' | 'down'): Promise<TSecondsOrder | null> => {
    const first = errors[0];
    const request = secondsRequestOf(state, ctx, direction);
    if (first || !request) {
      if (first) showInvalid(first.key, first.values);
      dispatch({ type: 'checked' });
      return null;
    }
    try {
      const { order } = await create.mutateAsync(request);
      dispatch({ type: 'sent' });
      return order;
    } catch {
      return null;
    }
  };

  return {
    state,
    ctx,
    summary,
    errors,
    available: ctx.available,
    isConfigLoading: config.isPending,
    isConfigFailed: config.isError,
    retryConfig: () => void config.refetch(),
    isSending: create.isPending,
    errorOf: (field: 'amount' | 'form') => secondsFieldError(state, errors, field),
    setSymbol: (value: string) => dispatch({ type: 'symbol', value }),
    setDuration: (value: number) => dispatch({ type: 'duration', value }),
    setAmount: (value: string) => dispatch({ type: 'amount', value }),
    place,
  };
}

export type TSecondsFormApi = ReturnType<typeof useSecondsForm>;
