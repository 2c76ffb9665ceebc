import { useReducer, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assetRowOf } from '../assets/asset-list';
import { assetsKeys } from '../assets/assets-keys';
import { useWalletAssets } from '../assets/use-assets';
import { formatOutput } from '../format/format-output';
import { i18n } from '../locale/i18n';
import { useLocaleStore } from '../locale/locale-store';
import { notify } from '../notify/notify';
import { showFailure } from '../notify/show-failure';
import { refreshOnAccessRefusal } from '../products/use-products';
import { useProfile } from '../session/use-profile';
import { useSessionStore } from '../session/session-store';
import { buyFund, type TFundHolding } from './fund-api';
import { fundErrors, fundFieldError, fundFormReducer, fundRequestOf, fundSummary, INITIAL_FUND_FORM, type TFundField, type TFundFormContext } from './fund-form';
import { fundKeys, useFund } from './use-fund-data';

/**
 * The one fund purchase hook of both interfaces: the pure engine (fund-form.ts) fed with the fund's
 * detail (the caller's shares and what they may still buy), the coin wallet's balance of the fund's
 * currency and whether a fund password is set; and the buy call with SPEC §8's progress toast
 * ("Buying…"), then the server's message or its refusal. `fundId` null: no fund chosen (closed).
 */
export function useFundPurchase(fundId: number | null) {
  const [state, dispatch] = useReducer(fundFormReducer, INITIAL_FUND_FORM);
  const [now] = useState(() => Date.now());
  const isLogin = useSessionStore((s) => s.isLogin);
  const userId = useSessionStore((s) => s.userId);
  const client = useQueryClient();
  const detail = useFund(fundId);
  const coin = useWalletAssets('coin');
  const profile = useProfile();
  const fund = detail.data;
  const buy = useMutation<{ holding: TFundHolding; message: string }, unknown, Parameters<typeof buyFund>[0], { close: () => void }>({
    mutationFn: buyFund,
    onMutate: () => ({ close: notify.loading(i18n.t('progress.buying')) }),
    onSuccess: ({ message }) => notify.success(message || i18n.t('fund.bought')),
    onError: (error) => {
      showFailure(error);
      refreshOnAccessRefusal(error);
    },
    onSettled: (_d, _e, _i, progress) => {
      progress?.close();
      void client.invalidateQueries({ queryKey: fundKeys.all });
      void client.invalidateQueries({ queryKey: assetsKeys.all(userId) });
    },
  });
  const ctx: TFundFormContext = {
    fund,
    canBuy: fund?.canBuy,
    myShares: fund?.myShares ?? null,
    available: isLogin && coin.data && fund ? assetRowOf(coin.data.list, fund.currency).available : undefined,
    // Unknown until the profile loads: assumed set, so the form never sends a user away by mistake.
    hasFundPassword: profile.data ? profile.data.assetsPwd === 1 : true,
    now,
  };
  const errors = fundErrors(state, ctx);
  const summary = fundSummary(state, ctx);

  /** Confirm: checked here first (the first problem as a toast and beside its field), then sent; the holding when bought. */
  const confirm = async (): Promise<TFundHolding | null> => {
    const first = errors[0];
    const request = fund ? fundRequestOf(state, fund.id) : null;
    if (first || !request) {
      if (first) notify.error(i18n.t(first.key, first.values));
      dispatch({ type: 'checked' });
      return null;
    }
    try {
      const { holding } = await buy.mutateAsync(request);
      dispatch({ type: 'reset' });
      return holding;
    } catch {
      return null;
    }
  };

  return {
    state,
    ctx,
    fund,
    summary,
    errors,
    isLogin,
    isLoading: fundId !== null && detail.isPending,
    isFailed: detail.isError && !detail.data,
    retry: () => void detail.refetch(),
    isSending: buy.isPending,
    /** The most shares the stepper offers: what the caller may still buy (the pool left without a session). */
    maxShares: fund ? Math.max(fund.canBuy, 0) : 0,
    hasFundPassword: ctx.hasFundPassword,
    errorOf: (field: TFundField) => fundFieldError(state, errors, field),
    setShares: (value: string) => dispatch({ type: 'shares', value }),
    step: (by: 1 | -1) => dispatch({ type: 'step', by, max: fund ? fund.canBuy : 1 }),
    setFundPwd: (value: string) => dispatch({ type: 'fundPwd', value }),
    reset: () => dispatch({ type: 'reset' }),
    confirm,
  };
}

export type TFundPurchaseApi = ReturnType<typeof useFundPurchase>;

/**
 * The purchase as a dialog shows it, on both interfaces: the form, amounts worded in the reader's
 * language, closing (which clears the form), confirming (which closes once bought), and each
 * field's error.
 */
export function useFundPurchaseDialog(fundId: number | null, handlers: { onClose: () => void; onBought: () => void }) {
  const lang = useLocaleStore((s) => s.lang);
  const form = useFundPurchase(fundId);
  const { fund } = form;
  const money = (value: string | null | undefined) => (value == null || !fund ? '—' : formatOutput(value, lang, { asset: fund.currency }));
  const close = () => {
    form.reset();
    handlers.onClose();
  };
  const confirm = async () => {
    if (await form.confirm()) {
      handlers.onBought();
      handlers.onClose();
    }
  };
  return { form, fund, summary: form.summary, money, close, confirm, sharesError: form.errorOf('shares'), pwdError: form.errorOf('fundPwd'), formError: form.errorOf('form') };
}
