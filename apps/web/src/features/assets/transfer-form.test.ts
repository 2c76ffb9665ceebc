import { describe, expect, it } from 'vitest';
import {
  INITIAL_TRANSFER_FORM,
  shownAmountError,
  transferFormError,
  transferFormReducer,
  transferQueryOf,
  transferRequestOf,
  transferSummary,
  transferTargetOf,
  type TTransferAction,
  type TTransferFormState,
} from './transfer-form';

const run = (...actions: TTransferAction[]): TTransferFormState => actions.reduce(transferFormReducer, INITIAL_TRANSFER_FORM);
const target = (query: string) => transferTargetOf(new URLSearchParams(query));

describe('transfer form engine', () => {
  it('reads the coin and the direction from the address, in the server’s terms', () => {
    expect(target('coin=BTC&type=2')).toEqual({ currency: 'BTC', type: 2 });
    expect(target('coin=BTC&type=1')).toEqual({ currency: 'BTC', type: 1 });
    // The server's default: coin → contract; an unknown coin is USDT.
    expect(target('')).toEqual({ currency: 'USDT', type: 1 });
    expect(target('coin=NOPE&type=7')).toEqual({ currency: 'USDT', type: 1 });
    // The older mobile links (?from=contract) still open the same direction; `type` wins over them.
    expect(target('coin=DOGE&from=contract')).toEqual({ currency: 'DOGE', type: 2 });
    expect(target('from=coin')).toEqual({ currency: 'USDT', type: 1 });
    expect(target('from=contract&type=1').type).toBe(1);
  });

  it('writes the direction as `type`, keeping the other parameters and dropping `from`', () => {
    const next = transferQueryOf(new URLSearchParams('from=contract&coin=DOGE&tab=x'), { currency: 'DOGE', type: 2 });
    expect(Object.fromEntries(next)).toEqual({ coin: 'DOGE', type: '2', tab: 'x' });
  });

  it('summarises both wallets and shows the contract note towards the contract account only', () => {
    const balances = { coin: '10000', contract: '0.5' };
    const towards = transferSummary({ currency: 'USDT', type: 1 }, balances);
    expect(towards).toMatchObject({ from: 'coin', to: 'contract', available: '10000', hasContractNote: true });
    const back = transferSummary({ currency: 'USDT', type: 2 }, balances);
    expect(back).toMatchObject({ from: 'contract', to: 'coin', available: '0.5', hasContractNote: false });
  });

  it('checks the amount in the server’s order: the Amount rule, then the source wallet’s balance', () => {
    const summary = transferSummary({ currency: 'USDT', type: 1 }, { coin: '100', contract: '0' });
    expect(transferFormError(INITIAL_TRANSFER_FORM, summary)).toBe('enterAmount');
    expect(transferFormError(run({ type: 'amount', value: '1,000' }), summary)).toBe('invalidAmount');
    expect(transferFormError(run({ type: 'amount', value: '0.000001' }), summary)).toBe('amountBelowMinimum');
    expect(transferFormError(run({ type: 'amount', value: '100.00000001' }), summary)).toBe('insufficientBalance');
    expect(transferFormError(run({ type: 'amount', value: '100' }), summary)).toBeNull();
  });

  it('leaves the balance to the server while the source wallet is loading', () => {
    const loading = transferSummary({ currency: 'USDT', type: 1 }, { coin: undefined, contract: '0' });
    expect(loading.available).toBeUndefined();
    expect(transferFormError(run({ type: 'amount', value: '99999999' }), loading)).toBeNull();
    expect(transferFormError(INITIAL_TRANSFER_FORM, loading)).toBe('enterAmount');
  });

  it('shows the amount’s error only after a try; switching direction hides it, a new coin starts over', () => {
    const summary = transferSummary({ currency: 'USDT', type: 1 }, { coin: '5', contract: '0' });
    const typed = run({ type: 'amount', value: '9' });
    expect(shownAmountError(typed, summary)).toBeNull();
    const tried = transferFormReducer(typed, { type: 'check' });
    expect(shownAmountError(tried, summary)).toBe('insufficientBalance');
    const switched = transferFormReducer(tried, { type: 'switch' });
    expect(switched).toEqual({ amount: '9', isChecked: false });
    expect(transferFormReducer(tried, { type: 'reset' })).toEqual(INITIAL_TRANSFER_FORM);
  });

  it('sends what POST /contract/transfer takes: currency, amount as typed, type', () => {
    expect(transferRequestOf(run({ type: 'amount', value: '100.5' }), { currency: 'USDT', type: 2 })).toEqual({ currency: 'USDT', amount: '100.5', type: 2 });
  });
});
