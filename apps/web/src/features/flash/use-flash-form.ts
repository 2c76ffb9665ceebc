import { useEffect, useReducer, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/api-error';
import { assetRowOf } from '../assets/asset-list';
import { assetsKeys } from '../assets/assets-keys';
import { useWalletAssets } from '../assets/use-assets';
import { useNow } from '../clock/use-now';
import { i18n } from '../locale/i18n';
import { notify } from '../notify/notify';
import { showFailure } from '../notify/show-failure';
import { refreshOnAccessRefusal } from '../products/use-products';
import { useSessionStore } from '../session/session-store';
import { executeFlash, fetchFlashQuote, type TFlashQuoteInput, type TFlashRecord } from './flash-api';
import {
  flashButtons,
  flashErrors,
  flashFieldError,
  flashFormReducer,
  flashQuoteRequest,
  flashSummary,
  initialFlashForm,
  type TFlashField,
  type TFlashFormContext,
} from './flash-form';
import { flashKeys, useFlashCoins, useSettled } from './use-flash-data';

/** How long the inputs stay still before a quote is asked for. */
const SETTLE_MS = 400;

/** The refusals of an execution that a new quote answers: nothing was exchanged, the books moved or time ran out. */
const REQUOTE_REASONS = ['flashPriceMoved', 'flashQuoteExpired', 'flashQuoteNotFound'];

/** The identity of a quote request (one quote per distinct request). */
function keyOf(input: TFlashQuoteInput | null): string {
  return input ? `${input.from}>${input.to}:${input.amount}` : '';
}

export type TFlashStep = 'form' | 'confirm' | 'result';
/**
 * Why the last Confirm did not exchange: the server's words, and, when a new quote was asked for,
 * the line that says so (and that nothing was exchanged, unless the server's words say it already).
 */
export type TFlashNotice = { message: string; hint: string | null };

/**
 * The one flash exchange hook of both interfaces: the pure engine (flash-form.ts) fed with the
 * coins, the coin wallet's balance of `from` and the live quote. A quote is asked for once the
 * inputs settle; its 10 s are counted down from when it was asked for (this clock, never the
 * server's); in their last 2 s, while the screen is open (and the page visible), a new one is asked
 * for, as on Refresh, so the quote shown never runs out. Convert opens the confirmation; Confirm executes the quote: the result, or,
 * when the price moved or the quote expired, a new quote and the word that nothing was exchanged.
 */
export function useFlashForm(initial: { from?: string; to?: string } = {}) {
  const [state, dispatch] = useReducer(flashFormReducer, initial, initialFlashForm);
  const [step, setStep] = useState<TFlashStep>('form');
  const [result, setResult] = useState<TFlashRecord | null>(null);
  const [notice, setNotice] = useState<TFlashNotice | null>(null);
  const isLogin = useSessionStore((s) => s.isLogin);
  const userId = useSessionStore((s) => s.userId);
  const client = useQueryClient();
  const coins = useFlashCoins();
  const wallet = useWalletAssets('coin');
  const coinList = coins.data?.coins;

  useEffect(() => {
    if (coinList) dispatch({ type: 'coins', coins: coinList.map((c) => c.currency) });
  }, [coinList]);

  const balanceOf = (currency: string) => (isLogin && wallet.data ? assetRowOf(wallet.data.list, currency).available : undefined);
  const inputs = { coins: coinList, available: balanceOf(state.from) };
  const wanted = flashQuoteRequest(state, inputs);
  const wantedKey = keyOf(wanted);
  const settled = useSettled(wanted, wantedKey, SETTLE_MS);

  const quoting = useQuery({
    queryKey: flashKeys.quote(userId, settled),
    queryFn: async () => {
      const sentAt = Date.now();
      return { quote: await fetchFlashQuote(settled!), sentAt };
    },
    enabled: isLogin && settled !== null,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  useEffect(() => {
    if (quoting.error) refreshOnAccessRefusal(quoting.error);
  }, [quoting.error]);

  const hasLiveQuote = Boolean(quoting.data) && !quoting.isError && wanted !== null;
  const now = useNow(hasLiveQuote ? 250 : null);
  const error = quoting.error;
  const ctx: TFlashFormContext = {
    ...inputs,
    quote: quoting.data?.quote ?? null,
    quotedAt: quoting.data?.sentAt ?? null,
    failure:
      error && settled
        ? { input: settled, reason: error instanceof ApiError ? (error.reason ?? null) : null, message: error instanceof ApiError && error.message ? error.message : i18n.t('msg:error') }
        : null,
    // Asking, or about to: inputs that have not settled yet are on their way to a quote.
    isQuoting: quoting.isFetching || (wanted !== null && wantedKey !== keyOf(settled)),
    isExecuting: false,
    now,
  };

  const execute = useMutation<{ record: TFlashRecord; message: string }, unknown, string, { close: () => void }>({
    mutationFn: executeFlash,
    onMutate: () => {
      setNotice(null);
      return { close: notify.loading(i18n.t('flash.converting')) };
    },
    onSuccess: ({ record, message }) => {
      notify.success(message || i18n.t('flash.result.title'));
      setResult(record);
      setStep('result');
      dispatch({ type: 'done' });
    },
    onError: (failure) => {
      const reason = failure instanceof ApiError ? failure.reason : undefined;
      refreshOnAccessRefusal(failure);
      if (failure instanceof ApiError && failure.code === -2) return;
      const message = failure instanceof ApiError && failure.message ? failure.message : i18n.t('msg:error');
      const isRequoted = reason !== undefined && REQUOTE_REASONS.includes(reason);
      const hint = !isRequoted ? null : reason === 'flashPriceMoved' ? i18n.t('flash.newQuote') : i18n.t('flash.requoted');
      setNotice({ message, hint });
      if (isRequoted) void quoting.refetch();
      else showFailure(failure);
    },
    onSettled: (_d, _e, _v, progress) => {
      progress?.close();
      void client.invalidateQueries({ queryKey: assetsKeys.all(userId) });
      void client.invalidateQueries({ queryKey: flashKeys.records(userId) });
    },
  });
  ctx.isExecuting = execute.isPending;

  const summary = flashSummary(state, ctx);
  const errors = flashErrors(state, ctx);
  const buttons = flashButtons(state, ctx);

  // The quote is about to run out while the screen is open: a new one, as Refresh would, before the
  // shown one expires (not while hidden, nor after a refusal, nor while a Confirm is on its way).
  const shouldRenew = summary.isRenewDue && !quoting.isFetching && !quoting.isError && !execute.isPending && step !== 'result';
  const refetchQuote = useRef(quoting.refetch);
  refetchQuote.current = quoting.refetch;
  useEffect(() => {
    if (!shouldRenew) return;
    const renew = () => {
      if (document.visibilityState === 'visible') void refetchQuote.current();
    };
    renew();
    document.addEventListener('visibilitychange', renew);
    return () => document.removeEventListener('visibilitychange', renew);
  }, [shouldRenew]);

  const fromCoin = summary.fromCoin;
  return {
    state,
    summary,
    errors,
    buttons,
    step,
    result,
    notice,
    coins: coinList,
    isCoinsLoading: coins.isPending,
    isCoinsFailed: coins.isError && !coins.data,
    retryCoins: () => void coins.refetch(),
    available: ctx.available,
    toAvailable: balanceOf(state.to),
    isQuoting: ctx.isQuoting,
    isExecuting: execute.isPending,
    validMs: coins.data?.validMs ?? summary.quote?.validMs ?? 10_000,
    errorOf: (field: TFlashField) => flashFieldError(state, errors, field),
    setFrom: (coin: string) => dispatch({ type: 'from', coin }),
    setTo: (coin: string) => dispatch({ type: 'to', coin }),
    swap: () => dispatch({ type: 'swap' }),
    setAmount: (value: string) => dispatch({ type: 'amount', value }),
    setMax: () => {
      if (fromCoin && ctx.available !== undefined) dispatch({ type: 'max', available: ctx.available, decimals: fromCoin.decimals });
    },
    /** A new quote for the same inputs, now. */
    refresh: () => {
      if (buttons.canRefresh || (summary.quote && !quoting.isFetching)) void quoting.refetch();
    },
    /** Convert: the confirmation with the final figures, or the first problem beside its field. */
    openConfirm: () => {
      dispatch({ type: 'checked' });
      if (!buttons.canConvert) return false;
      setNotice(null);
      setStep('confirm');
      return true;
    },
    /** Confirm: executes the quote shown (once; a moved price answers with a new quote). */
    confirm: () => {
      if (buttons.canConvert && summary.quote) execute.mutate(summary.quote.quoteId);
    },
    /** Back to the form, from the confirmation or the result. */
    close: () => {
      setStep('form');
      setNotice(null);
      setResult(null);
    },
  };
}

export type TFlashFormApi = ReturnType<typeof useFlashForm>;
