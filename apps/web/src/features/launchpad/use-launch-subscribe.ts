import { useReducer } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatUnits, LAUNCH_QUOTE, parseUnits, scaleOf } from '@exchange/contracts';
import { useWalletAssets } from '../assets/use-assets';
import { i18n } from '../locale/i18n';
import { notify } from '../notify/notify';
import { showFailure, showInvalid } from '../notify/show-failure';
import { refreshOnAccessRefusal } from '../products/use-products';
import { useSessionStore } from '../session/session-store';
import { useProfile } from '../session/use-profile';
import { applyLaunch, type TLaunchSubscribeInput, type TLaunchSubscription } from './launch-api';
import {
  initialLaunchForm,
  launchErrors,
  launchFieldError,
  launchFormReducer,
  launchRequestOf,
  launchSummary,
  type TLaunchField,
  type TLaunchFormContext,
} from './launch-form';
import { launchKeys, useLaunchDetail, useLaunchMine, useLaunchNow } from './use-launch-data';

/**
 * The one subscription hook of both interfaces: the pure engine (launch-form.ts) fed with the
 * project, the user's earlier commitments to it, their available USDT and whether they have a fund
 * password; and the apply call with SPEC §8's progress toast ("Subscribing…"), then the server's
 * message or its refusal. `initialAmount` lets the preview page start from the amount chosen.
 */
export function useLaunchSubscribe(projectId: number | null, initialAmount = '', initialFundPwd = '') {
  const [state, dispatch] = useReducer(launchFormReducer, undefined, () => ({ ...initialLaunchForm(initialAmount), fundPwd: initialFundPwd }));
  const isLogin = useSessionStore((s) => s.isLogin);
  const userId = useSessionStore((s) => s.userId);
  const client = useQueryClient();
  const detail = useLaunchDetail(projectId);
  const mine = useLaunchMine(projectId ?? 0);
  const wallet = useWalletAssets('coin');
  const profile = useProfile();
  const now = useLaunchNow();
  const apply = useMutation<{ subscription: TLaunchSubscription; message: string }, unknown, TLaunchSubscribeInput, { close: () => void }>({
    mutationFn: applyLaunch,
    onMutate: () => ({ close: notify.loading(i18n.t('progress.subscribing')) }),
    onSuccess: ({ message }) => notify.success(message),
    onError: (error) => {
      showFailure(error);
      refreshOnAccessRefusal(error);
    },
    onSettled: (_d, _e, _i, progress) => {
      progress?.close();
      void client.invalidateQueries({ queryKey: launchKeys.all });
      void client.invalidateQueries({ queryKey: ['assets'] });
    },
  });
  const mineData = isLogin && mine.data && projectId ? mine.data.list.filter((s) => s.projectId === projectId) : undefined;
  const committedBefore = mineData?.reduce((sum, s) => addDecimal(sum, s.committed), '0');
  const usdt = wallet.data?.list.find((row) => row.currency === LAUNCH_QUOTE);
  const ctx: TLaunchFormContext = {
    project: detail.data,
    mine: isLogin ? committedBefore : undefined,
    available: isLogin && wallet.data ? (usdt?.available ?? '0') : undefined,
    hasFundPassword: isLogin && profile.data ? profile.data.assetsPwd === 1 : undefined,
    now,
  };
  const errors = launchErrors(state, ctx);
  const summary = launchSummary(state, ctx);

  /** Checks the form (the first problem as a toast and beside its field) without sending it. */
  const check = (): boolean => {
    const first = errors[0];
    if (first) {
      showInvalid(first.key, first.values);
      dispatch({ type: 'checked' });
      return false;
    }
    return true;
  };

  /** Checked here first, then sent; resolves with the subscription, or null when refused. */
  const submit = async (): Promise<TLaunchSubscription | null> => {
    if (!check() || !detail.data) return null;
    try {
      const { subscription } = await apply.mutateAsync(launchRequestOf(state, detail.data));
      dispatch({ type: 'sent' });
      return subscription;
    } catch {
      return null;
    }
  };

  return {
    state,
    ctx,
    summary,
    errors,
    detail,
    isLogin,
    isSending: apply.isPending,
    errorOf: (field: TLaunchField) => launchFieldError(state, errors, field),
    setAmount: (value: string) => dispatch({ type: 'amount', value }),
    setFundPwd: (value: string) => dispatch({ type: 'fundPwd', value }),
    setMax: () => dispatch({ type: 'amount', value: summary.maxAmount }),
    check,
    submit,
  };
}

export type TLaunchSubscribeApi = ReturnType<typeof useLaunchSubscribe>;

/** The sum of two USDT decimals, exactly. */
function addDecimal(a: string, b: string): string {
  const scale = scaleOf(LAUNCH_QUOTE);
  return formatUnits((parseUnits(a, scale) ?? 0n) + (parseUnits(b, scale) ?? 0n), scale);
}
