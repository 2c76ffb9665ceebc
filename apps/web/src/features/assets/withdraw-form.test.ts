import { describe, expect, it } from 'vitest';
import { UNREADABLE_AMOUNT } from '../format/use-amount-input';
import { findChain } from '@exchange/contracts';
import { addressProofError, cleanProof } from './address-proof';
import type { TAddressEntry } from './assets-types';
import { reviewStatusKey } from './record-labels';
import {
  chosenAddress,
  fieldError,
  firstWithdrawError,
  INITIAL_WITHDRAW_FORM,
  withdrawErrors,
  withdrawFormReducer,
  withdrawRequestOf,
  withdrawSummary,
  type TWithdrawAction,
  type TWithdrawContext,
  type TWithdrawFormState,
} from './withdraw-form';

const trc20 = findChain('USDT', 'TRC20')!;
const xrp = findChain('XRP', 'XRP')!;
const entry = (id: number, address: string, remark = ''): TAddressEntry => ({ id, currency: 'USDT', chain: 'TRC20', address, remark, time: id });
const BOOK = [entry(2, 'TNewest111111111111111111111111111'), entry(1, 'TOlder1111111111111111111111111111')];
const CTX: TWithdrawContext = { currency: 'USDT', chain: trc20, scale: 8, available: '500', entries: BOOK, hasFundPassword: true };

const run = (...actions: TWithdrawAction[]): TWithdrawFormState => actions.reduce(withdrawFormReducer, INITIAL_WITHDRAW_FORM);
const keys = (state: TWithdrawFormState, ctx = CTX) => withdrawErrors(state, ctx).map((e) => e.key);

describe('withdrawal form engine', () => {
  it('goes to the summary only when the address and the amount are right', () => {
    const empty = run({ type: 'review', isValid: firstWithdrawError(withdrawErrors(INITIAL_WITHDRAW_FORM, CTX), 'edit') === undefined });
    expect(empty).toMatchObject({ step: 'edit', isChecked: true });
    expect(fieldError(empty, withdrawErrors(empty, CTX), 'amount')).toBe('enterAmount');
    // The code and fund password are not asked on the first step.
    expect(fieldError(empty, withdrawErrors(empty, CTX), 'code')).toBeNull();

    const filled = run({ type: 'amount', value: '100' });
    expect(firstWithdrawError(withdrawErrors(filled, CTX), 'edit')).toBeUndefined();
    const confirming = withdrawFormReducer(filled, { type: 'review', isValid: true });
    expect(confirming).toMatchObject({ step: 'confirm', isChecked: false });
  });

  it('checks in the server order: fund password set, address, amount, then fund password and code', () => {
    expect(keys(INITIAL_WITHDRAW_FORM, { ...CTX, entries: [], hasFundPassword: false })).toEqual([
      'fundPasswordNotSet',
      'addressNotInBook',
      'enterAmount',
      'enterFundPassword',
      'enterCode',
    ]);
    expect(keys(run({ type: 'amount', value: '9' }))).toContain('amountBelowMinimum');
    // What the amount field could not read ("1,000" in English) never passes as an amount.
    expect(keys(run({ type: 'amount', value: UNREADABLE_AMOUNT }))[0]).toBe('invalidAmount');
    expect(withdrawSummary(run({ type: 'amount', value: UNREADABLE_AMOUNT }), CTX)).toBeNull();
    expect(keys(run({ type: 'amount', value: '499.5' }))[0]).toBe('insufficientBalance');
    // The balance is unknown while loading: the server will check it.
    expect(keys(run({ type: 'amount', value: '499.5' }), { ...CTX, available: undefined })[0]).toBe('enterFundPassword');
    const ready = run({ type: 'amount', value: '100' }, { type: 'fundPwd', value: '12345' }, { type: 'code', value: '12' });
    expect(keys(ready)).toEqual(['fundPasswordError', 'enterCode']);
    expect(keys(run({ type: 'amount', value: '100' }, { type: 'fundPwd', value: '123456' }, { type: 'code', value: '12345a' }))).toEqual(['codeError']);
    expect(keys(run({ type: 'amount', value: '100' }, { type: 'fundPwd', value: '123456' }, { type: 'code', value: ' 246810 ' }))).toEqual([]);
  });

  it('sums up coin, chain, address with memo, amount, fee, arrival and total as the server books them', () => {
    expect(withdrawSummary(INITIAL_WITHDRAW_FORM, CTX)).toBeNull();
    const state = run({ type: 'amount', value: '100.5' }, { type: 'remark', value: ' rent ' });
    expect(withdrawSummary(state, CTX)).toEqual({
      currency: 'USDT',
      chain: 'TRC20',
      address: 'TNewest111111111111111111111111111',
      memo: '',
      remark: 'rent',
      amount: '100.5',
      fee: '1',
      arrival: '100.5',
      total: '101.5',
    });
    const xrpCtx: TWithdrawContext = { ...CTX, currency: 'XRP', chain: xrp, scale: 8, entries: [{ ...entry(7, 'rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh', '123456'), currency: 'XRP', chain: 'XRP' }] };
    const summary = withdrawSummary(run({ type: 'amount', value: '30' }), xrpCtx)!;
    expect(summary.memo).toBe('123456');
    expect(summary.total).toBe(String(30 + Number(xrp.withdrawFee)));
  });

  it('uses the picked address, else the newest; a picked one that is gone is no address', () => {
    expect(chosenAddress(INITIAL_WITHDRAW_FORM, BOOK)?.id).toBe(2);
    expect(chosenAddress(run({ type: 'address', id: 1 }), BOOK)?.id).toBe(1);
    expect(chosenAddress(run({ type: 'address', id: 9 }), BOOK)).toBeUndefined();
  });

  it('sends the trimmed code and fund password; a refusal clears the fund password, back clears it too', () => {
    const state = run({ type: 'amount', value: '100' }, { type: 'review', isValid: true }, { type: 'code', value: ' 246810' }, { type: 'fundPwd', value: '123456' });
    expect(withdrawRequestOf(state, withdrawSummary(state, CTX)!)).toEqual({
      currency: 'USDT',
      chain: 'TRC20',
      address: 'TNewest111111111111111111111111111',
      amount: '100',
      remark: '',
      code: '246810',
      fundPwd: '123456',
    });
    const refused = withdrawFormReducer(state, { type: 'failed' });
    expect(refused).toMatchObject({ step: 'confirm', fundPwd: '', code: ' 246810', amount: '100' });
    expect(withdrawFormReducer(state, { type: 'back' })).toMatchObject({ step: 'edit', fundPwd: '', amount: '100' });
    expect(withdrawFormReducer(state, { type: 'reset' })).toEqual(INITIAL_WITHDRAW_FORM);
  });
});

describe('address-book proofs', () => {
  it('asks for the fund password, then the code, as the server does', () => {
    expect(addressProofError({ fundPwd: '', code: '' })).toBe('enterFundPassword');
    expect(addressProofError({ fundPwd: '12a456', code: '' })).toBe('fundPasswordError');
    expect(addressProofError({ fundPwd: '123456', code: '' })).toBe('enterCode');
    expect(addressProofError({ fundPwd: '123456', code: '1234567' })).toBe('codeError');
    expect(addressProofError({ fundPwd: '123456', code: '246810' })).toBeNull();
    expect(cleanProof({ fundPwd: ' 123456 ', code: ' 246810' })).toEqual({ fundPwd: '123456', code: '246810' });
  });

  it('with two-factor log-in on, asks for the authenticator code or a recovery code instead', () => {
    expect(addressProofError({ fundPwd: '123456', code: '' }, 'totp')).toBe('totpRequired');
    expect(addressProofError({ fundPwd: '123456', code: '12345' }, 'totp')).toBe('totpDigits');
    expect(addressProofError({ fundPwd: '123456', code: '246810' }, 'totp')).toBeNull();
    expect(addressProofError({ fundPwd: '123456', code: '246810' }, 'recovery')).toBe('secondFactorFormat');
    expect(addressProofError({ fundPwd: '123456', code: 'K7QM-2XWD-9HTA-PL4C' }, 'recovery')).toBeNull();
    const confirming = run({ type: 'amount', value: '100' }, { type: 'review', isValid: true }, { type: 'fundPwd', value: '123456' }, { type: 'code', value: 'K7QM-2XWD-9HTA-PL4C' });
    expect(keys(confirming)).toEqual(['codeError']);
    expect(keys(confirming, { ...CTX, codeMode: 'recovery' })).toEqual([]);
  });

  it('names the cancelled status of a withdrawal', () => {
    expect(reviewStatusKey(3)).toBe('withdrawSafety.cancelled');
  });
});

describe('which address edits need the proofs', () => {
  it('asks for them on a new entry, a new address or a new memo, not for a note', async () => {
    const { isProofNeeded } = await import('./address-proof');
    const entry = { address: 'TA', remark: 'note' };
    expect(isProofNeeded(undefined, entry, false)).toBe(true);
    expect(isProofNeeded(entry, { address: 'TA', remark: 'other note' }, false)).toBe(false);
    expect(isProofNeeded(entry, { address: ' TA ', remark: 'note' }, false)).toBe(false);
    expect(isProofNeeded(entry, { address: 'TB', remark: 'note' }, false)).toBe(true);
    expect(isProofNeeded(entry, { address: 'TA', remark: 'other memo' }, true)).toBe(true);
  });
});
