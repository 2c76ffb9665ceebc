import { useReducer } from 'react';
import type { TChain } from '@exchange/contracts';
import { showInvalid } from '../notify/show-failure';
import { useProfile } from '../session/use-profile';
import { assetRowOf } from './asset-list';
import { assetScale } from './catalog';
import { useAddressBook, useWalletAssets } from './use-assets';
import { useWithdraw } from './use-assets-mutations';
import { useSecurityCode } from './use-security-code';
import {
  chosenAddress,
  fieldError,
  firstWithdrawError,
  INITIAL_WITHDRAW_FORM,
  withdrawErrors,
  withdrawFormReducer,
  withdrawRequestOf,
  withdrawSummary,
  type TWithdrawContext,
  type TWithdrawField,
} from './withdraw-form';
import { maxWithdrawAmount } from './withdraw-math';

/**
 * The one withdrawal-form hook of both interfaces: the pure engine (withdraw-form.ts) fed with the
 * address book, the coin balance and the profile, plus the actions (go to the summary, send a code,
 * send the withdrawal). Views only render what it returns.
 */
export function useWithdrawForm(currency: string, chain: TChain) {
  const [state, dispatch] = useReducer(withdrawFormReducer, INITIAL_WITHDRAW_FORM);
  const book = useAddressBook({ currency, chain: chain.chain });
  const coin = useWalletAssets('coin');
  const profile = useProfile();
  const withdraw = useWithdraw();
  const code = useSecurityCode('withdraw');
  const ctx: TWithdrawContext = {
    currency,
    chain,
    scale: assetScale(currency),
    available: coin.data ? assetRowOf(coin.data.list, currency).available : undefined,
    entries: book.data ?? [],
    hasFundPassword: profile.data ? profile.data.assetsPwd === 1 : true,
    codeMode: code.mode,
  };
  const errors = withdrawErrors(state, ctx);
  const summary = withdrawSummary(state, ctx);

  /** "Next": to the summary when the address and the amount are right, else the first problem. */
  const review = () => {
    const first = firstWithdrawError(errors, 'edit');
    if (first) showInvalid(first.key);
    dispatch({ type: 'review', isValid: !first });
  };
  /** "Confirm": the code and fund password checked here first, then the request; true when sent. */
  const send = async (): Promise<boolean> => {
    const first = firstWithdrawError(errors, 'confirm');
    if (first || !summary) {
      showInvalid(first?.key ?? 'addressNotInBook');
      dispatch({ type: 'review', isValid: false });
      return false;
    }
    const result = await withdraw.submit(withdrawRequestOf(state, summary));
    dispatch(result ? { type: 'reset' } : { type: 'failed' });
    return result !== null;
  };

  return {
    state,
    ctx,
    summary,
    address: chosenAddress(state, ctx.entries),
    isBookLoading: book.isPending,
    isSending: withdraw.isPending,
    code,
    errorOf: (field: TWithdrawField) => fieldError(state, errors, field),
    maxAmount: () => maxWithdrawAmount(ctx.available ?? '0', chain, ctx.scale),
    set: (field: 'amount' | 'remark' | 'code' | 'fundPwd', value: string) => dispatch({ type: field, value }),
    pick: (id: number) => dispatch({ type: 'address', id }),
    back: () => dispatch({ type: 'back' }),
    review,
    send,
  };
}

export type TWithdrawFormApi = ReturnType<typeof useWithdrawForm>;
