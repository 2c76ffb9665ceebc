import { useReducer } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { findAsset, MAX_ASSET_SCALE } from '@exchange/contracts';
import { assetRowOf } from '../assets/asset-list';
import { assetsKeys } from '../assets/assets-keys';
import { useWalletAssets } from '../assets/use-assets';
import { i18n } from '../locale/i18n';
import { notify } from '../notify/notify';
import { showFailure } from '../notify/show-failure';
import { refreshOnAccessRefusal } from '../products/use-products';
import { useProfile } from '../session/use-profile';
import { useSessionStore } from '../session/session-store';
import { createBuyOrder, createSellOrder, type TFiatOrder } from './fiat-api';
import { buyRequestOf, fiatErrors, fiatFieldError, fiatFormReducer, fiatSummary, INITIAL_FIAT_FORM, sellRequestOf, type TFiatField, type TFiatFormContext } from './fiat-form';
import { fiatKeys, useBankDetails, useFiatChannels } from './use-fiat-data';

export const USDT_SCALE = findAsset('USDT')?.scale ?? MAX_ASSET_SCALE;

type TSend = { side: 'buy'; input: NonNullable<ReturnType<typeof buyRequestOf>> } | { side: 'sell'; input: NonNullable<ReturnType<typeof sellRequestOf>> };

/**
 * The one quick buy and sell hook of both interfaces: the pure engine (fiat-form.ts) fed with the
 * channels, the coin wallet's USDT, the payout details and whether a fund password is set; and the
 * order call with a progress toast, then the order made (the caller goes to its screen) or the
 * server's refusal.
 */
export function useFiatTrade() {
  const [state, dispatch] = useReducer(fiatFormReducer, INITIAL_FIAT_FORM);
  const isLogin = useSessionStore((s) => s.isLogin);
  const userId = useSessionStore((s) => s.userId);
  const client = useQueryClient();
  const channels = useFiatChannels();
  const coin = useWalletAssets('coin');
  const payout = useBankDetails();
  const profile = useProfile();
  const send = useMutation<TFiatOrder, unknown, TSend, { close: () => void }>({
    mutationFn: (req) => (req.side === 'buy' ? createBuyOrder(req.input) : createSellOrder(req.input)),
    onMutate: () => ({ close: notify.loading(i18n.t('progress.submitting')) }),
    onError: (error) => {
      showFailure(error);
      refreshOnAccessRefusal(error);
    },
    onSettled: (_d, _e, _i, progress) => {
      progress?.close();
      void client.invalidateQueries({ queryKey: fiatKeys.user(userId) });
      void client.invalidateQueries({ queryKey: fiatKeys.channels });
      void client.invalidateQueries({ queryKey: assetsKeys.all(userId) });
    },
  });
  const ctx: TFiatFormContext = {
    channels: channels.data,
    usdtScale: USDT_SCALE,
    available: isLogin && coin.data ? assetRowOf(coin.data.list, 'USDT').available : undefined,
    // Unknown until the profile loads: assumed set, so the form never sends a user away by mistake.
    hasFundPassword: profile.data ? profile.data.assetsPwd === 1 : true,
    payout: isLogin ? payout.data : undefined,
  };
  const errors = fiatErrors(state, ctx);
  const summary = fiatSummary(state, ctx);

  /** Confirm: checked here first (the first problem as a toast and beside its field), then sent; the order when made. */
  const confirm = async (): Promise<TFiatOrder | null> => {
    const first = errors[0];
    const buy = buyRequestOf(state, ctx);
    const sell = sellRequestOf(state, ctx);
    if (first || !buy || !sell) {
      if (first) notify.error(i18n.t(first.key, first.values));
      dispatch({ type: 'checked' });
      return null;
    }
    try {
      const order = await send.mutateAsync(state.side === 'buy' ? { side: 'buy', input: buy } : { side: 'sell', input: sell });
      dispatch({ type: 'reset' });
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
    isLogin,
    channels: channels.data,
    isLoading: channels.isPending,
    isFailed: channels.isError && !channels.data,
    retry: () => void channels.refetch(),
    isSending: send.isPending,
    hasFundPassword: ctx.hasFundPassword,
    errorOf: (field: TFiatField) => fiatFieldError(state, errors, field),
    setSide: (value: 'buy' | 'sell') => dispatch({ type: 'side', value }),
    setPlatform: (value: 'BANK_CARD' | 'UPI') => dispatch({ type: 'platform', value }),
    setUsdtAmount: (value: string) => dispatch({ type: 'usdtAmount', value }),
    setFundPwd: (value: string) => dispatch({ type: 'fundPwd', value }),
    confirm,
  };
}

export type TFiatTradeApi = ReturnType<typeof useFiatTrade>;
