import { useEffect, useReducer, useState } from 'react';
import type { TMarket } from '@exchange/contracts';
import { showInvalid } from '../notify/show-failure';
import { useConfirmContractOpen } from '../trade/confirm-orders';
import { useSessionStore } from '../session/session-store';
import {
  contractErrors,
  contractFieldError,
  contractFormReducer,
  contractOpenRequestOf,
  contractSummary,
  INITIAL_CONTRACT_FORM,
  presetMargin,
  type TContractFormContext,
  type TContractFormError,
  type TContractFormField,
  type TContractFormState,
  type TContractSummary,
} from './contract-form';
import type { TContractOpenInput, TContractOrder } from './contract-types';
import { useOpenContract } from './use-contract-actions';
import { useContractAccount, useContractConfig } from './use-contract-data';

/** An opening waiting for the user's yes: what is sent, and the form and summary it was asked on. */
export type TPendingOpen = { request: TContractOpenInput; state: TContractFormState; summary: TContractSummary };

/** The margin presets, in percent of the available balance. */
export const MARGIN_PRESETS = [25, 50, 75, 100] as const;

/**
 * The one contract opening hook of both interfaces: the pure engine (contract-form.ts) fed with the
 * market's parameters and index price (/contract/config) and the contract wallet, plus the actions
 * (set a field, a preset, open). Views only render what it returns.
 */
export function useContractForm(market: TMarket) {
  const [state, dispatch] = useReducer(contractFormReducer, INITIAL_CONTRACT_FORM);
  const isLogin = useSessionStore((s) => s.isLogin);
  const config = useContractConfig();
  const account = useContractAccount();
  const open = useOpenContract();
  const isConfirmOn = useConfirmContractOpen((s) => s.isOn);
  const setConfirmOn = useConfirmContractOpen((s) => s.setOn);
  const [pending, setPending] = useState<TPendingOpen | null>(null);
  const marketConfig = config.data?.markets.find((m) => m.symbol === market.symbol);
  useEffect(() => dispatch({ type: 'reset' }), [market.symbol]);

  const ctx: TContractFormContext = {
    market,
    config: marketConfig,
    available: isLogin ? account.data?.available : undefined,
    indexPrice: marketConfig?.price ?? '',
  };
  const errors = contractErrors(state, ctx);
  const summary = contractSummary(state, ctx);

  const send = async (request: TContractOpenInput): Promise<TContractOrder | null> => {
    try {
      const { data } = await open.mutateAsync(request);
      dispatch({ type: 'reset' });
      return data;
    } catch {
      return null; // the failure toast is shown by the mutation
    }
  };

  /**
   * "Open up" / "Open down": checked here first (the first problem shown); then, unless the user said
   * "don't ask again", held for confirmation (size, leverage, margin, liquidation price, fees and
   * stops), else sent. The order when it was accepted; null when it was refused or waits for a yes.
   */
  const submit = async (): Promise<TContractOrder | null> => {
    const first = errors[0];
    const request = contractOpenRequestOf(state, ctx);
    if (first || !request) {
      if (first) showInvalid(first.key, first.values);
      dispatch({ type: 'checked' });
      return null;
    }
    if (isConfirmOn) {
      setPending({ request, state, summary });
      return null;
    }
    return send(request);
  };

  return {
    state,
    ctx,
    summary,
    errors,
    isConfigLoading: config.isPending,
    isConfigFailed: config.isError,
    retryConfig: () => void config.refetch(),
    isSending: open.isPending,
    errorOf: (field: TContractFormError['field']) => contractFieldError(state, errors, field),
    setDirection: (value: 'up' | 'down') => dispatch({ type: 'direction', value }),
    setType: (value: 'market' | 'limit') => dispatch({ type: 'orderType', value }),
    setLeverage: (value: number) => dispatch({ type: 'leverage', value }),
    set: (field: TContractFormField, value: string) => dispatch({ type: 'field', field, value }),
    /** Fills the margin with a share of the available balance, the opening fee left room for. */
    preset: (percent: number) =>
      dispatch({ type: 'field', field: 'margin', value: presetMargin(ctx.available ?? '0', percent, summary.leverage, marketConfig?.openFeeRate) }),
    submit,
    /** The opening waiting for a yes (the confirmation is open while it is set). */
    pending,
    isConfirmOn,
    setConfirmOn,
    /** The user said yes to the pending opening; with `dontAskAgain`, later ones are sent without asking. */
    confirm: async (dontAskAgain: boolean): Promise<TContractOrder | null> => {
      if (!pending) return null;
      if (dontAskAgain) setConfirmOn(false);
      const order = await send(pending.request);
      setPending(null);
      return order;
    },
    dismiss: () => setPending(null),
  };
}

export type TContractFormApi = ReturnType<typeof useContractForm>;
