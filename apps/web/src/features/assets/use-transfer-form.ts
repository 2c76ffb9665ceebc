import { useReducer } from 'react';
import { useSearchParams } from 'react-router';
import { showInvalid } from '../notify/show-failure';
import { assetRowOf } from './asset-list';
import { INITIAL_TRANSFER_FORM, shownAmountError, transferFormError, transferFormReducer, transferQueryOf, transferRequestOf, transferSummary, transferTargetOf, type TTransferTarget } from './transfer-form';
import { useWalletAssets } from './use-assets';
import { useTransfer } from './use-assets-mutations';

/**
 * The one transfer-form hook of both interfaces: the pure engine (transfer-form.ts) fed with the
 * address's coin and direction and both wallets' balances, plus the actions. Views only render
 * what it returns.
 */
export function useTransferForm() {
  const [params, setParams] = useSearchParams();
  const target = transferTargetOf(params);
  const [state, dispatch] = useReducer(transferFormReducer, INITIAL_TRANSFER_FORM);
  const coinWallet = useWalletAssets('coin');
  const contractWallet = useWalletAssets('contract');
  const transfer = useTransfer();
  const balanceOf = (data: typeof coinWallet.data) => (data ? assetRowOf(data.list, target.currency).available : undefined);
  const summary = transferSummary(target, { coin: balanceOf(coinWallet.data), contract: balanceOf(contractWallet.data) });
  const go = (next: Partial<TTransferTarget>) => setParams((current) => transferQueryOf(current, { ...target, ...next }), { replace: true });

  /** Checks the amount here first (the server's message for the first rule broken), then sends; true when moved. */
  const submit = async (): Promise<boolean> => {
    dispatch({ type: 'check' });
    const key = transferFormError(state, summary);
    if (key) {
      showInvalid(key);
      return false;
    }
    const result = await transfer.submit(transferRequestOf(state, target));
    if (result) dispatch({ type: 'reset' });
    return result !== null;
  };

  return {
    state,
    summary,
    amountError: shownAmountError(state, summary),
    isPending: transfer.isPending,
    setAmount: (value: string) => dispatch({ type: 'amount', value }),
    /** "All": the source wallet's whole available balance, once it is known. */
    fillAll: () => summary.available !== undefined && dispatch({ type: 'amount', value: summary.available }),
    switchDirection: () => {
      go({ type: target.type === 1 ? 2 : 1 });
      dispatch({ type: 'switch' });
    },
    setCoin: (currency: string) => {
      go({ currency });
      dispatch({ type: 'reset' });
    },
    submit,
  };
}

export type TTransferFormApi = ReturnType<typeof useTransferForm>;
