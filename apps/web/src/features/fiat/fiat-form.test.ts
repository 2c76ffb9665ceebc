import { describe, expect, it } from 'vitest';
import type { TFiatChannel } from '@exchange/contracts';
import type { TBankDetails } from './fiat-api';
import { bankFormErrors, bankRequestOf, EMPTY_BANK_FORM, maskAccount, maskUpi } from './bank-form';
import { buyRequestOf, fiatErrors, fiatFormReducer, fiatSummary, INITIAL_FIAT_FORM, sellRequestOf, type TFiatFormContext, type TFiatFormState } from './fiat-form';
import { ApiError } from '../api/api-error';
import { countdownText, isMissingOrder, shownState } from './fiat-order';
import { EMPTY_PAID_FORM, paidFormError, paidRequestOf } from './paid-form';

const UPI: TFiatChannel = {
  platformEnum: 'UPI',
  fiat: 'INR',
  fiatDecimals: 2,
  buyRate: '88.123',
  sellRate: '86.5',
  minUsdt: '10',
  maxUsdt: '5000',
  buyEnabled: true,
  sellEnabled: true,
  treasury: '1000',
};
const BANK: TFiatChannel = { ...UPI, platformEnum: 'BANK_CARD', buyEnabled: false };
const DETAILS: TBankDetails = { account: '', name: '', bankName: '', ifsc: '', upiAccount: 'asha@okaxis', upiName: 'Asha Rao', updatedAt: 1 };

const ctx = (over: Partial<TFiatFormContext> = {}): TFiatFormContext => ({
  channels: [UPI, BANK],
  usdtScale: 8,
  available: '100',
  hasFundPassword: true,
  payout: DETAILS,
  ...over,
});
const form = (over: Partial<TFiatFormState> = {}): TFiatFormState => ({ ...INITIAL_FIAT_FORM, usdtAmount: '50', ...over });
const keys = (s: TFiatFormState, c = ctx()) => fiatErrors(s, c).map((e) => e.key);

describe('the quick buy form', () => {
  it('prices a buy at the channel rate rounded up, and a sell rounded down', () => {
    // 12.34 × 88.123 = 1087.43782 → pays 1087.44; sells at 86.5 → 1067.41.
    expect(fiatSummary(form({ usdtAmount: '12.34' }), ctx())).toMatchObject({ rate: '88.123', usdt: '12.34', fiatAmount: '1087.44' });
    expect(fiatSummary(form({ side: 'sell', usdtAmount: '12.345' }), ctx()).fiatAmount).toBeNull();
    expect(fiatSummary(form({ side: 'sell', usdtAmount: '12.34' }), ctx()).fiatAmount).toBe('1067.41');
  });

  it('asks for the amount when it is missing, zero or negative, and refuses more than 2 decimals', () => {
    for (const usdtAmount of ['', '0', '-5']) expect(keys(form({ usdtAmount }))).toEqual(['msg:enterAmount']);
    expect(keys(form({ usdtAmount: '10.001' }))).toEqual(['msg:invalidAmount']);
    expect(keys(form({ usdtAmount: 'unreadable' }))).toEqual(['msg:invalidAmount']);
  });

  it("keeps to the channel's limits and to what the treasury holds, naming the limit", () => {
    expect(fiatErrors(form({ usdtAmount: '9.99' }), ctx())[0]).toMatchObject({ key: 'msg:fiatBelowMinimum', values: { min: '10' } });
    expect(fiatErrors(form({ usdtAmount: '5000.01' }), ctx())[0]).toMatchObject({ key: 'msg:fiatAboveMaximum', values: { max: '5000' } });
    expect(keys(form({ usdtAmount: '1000.01' }))).toEqual(['msg:fiatTreasuryShort']);
    expect(keys(form({ usdtAmount: '1000' }))).toEqual([]);
  });

  it('refuses a channel that is closed for the side', () => {
    expect(keys(form({ platform: 'BANK_CARD' }))).toEqual(['msg:fiatChannelOff']);
    expect(keys(form({ platform: 'BANK_CARD' }), ctx({ channels: [UPI] }))).toEqual(['msg:fiatChannelNotFound']);
  });

  it('a sell needs payout details of the channel kind, the balance and the fund password', () => {
    const sell = form({ side: 'sell', fundPwd: '123456' });
    expect(keys(sell)).toEqual([]);
    expect(keys({ ...sell, platform: 'BANK_CARD' }, ctx({ channels: [UPI, { ...BANK, buyEnabled: true }] }))).toEqual(['msg:fiatNoPayoutDetails']);
    expect(keys({ ...sell, usdtAmount: '100.01' })).toEqual(['msg:insufficientBalance']);
    expect(keys({ ...sell, fundPwd: '' })).toEqual(['msg:enterFundPassword']);
    expect(keys({ ...sell, fundPwd: '12ab56' })).toEqual(['msg:fundPasswordError']);
    expect(keys(sell, ctx({ hasFundPassword: false }))).toEqual(['msg:fundPasswordNotSet']);
    expect(keys(sell, ctx({ payout: null }))).toEqual(['msg:fiatNoPayoutDetails']);
    // The treasury is no limit on a sell.
    expect(keys({ ...sell, usdtAmount: '100' }, ctx({ channels: [{ ...UPI, treasury: '0' }] }))).toEqual([]);
  });

  it('sends the channel fiat and the canonical amount; switching side clears the password and the shown errors', () => {
    expect(buyRequestOf(form({ usdtAmount: '50.50' }), ctx())).toEqual({ cashCoin: 'INR', platformEnum: 'UPI', usdtAmount: '50.5' });
    expect(sellRequestOf(form({ side: 'sell', fundPwd: ' 123456 ' }), ctx())).toEqual({ platformEnum: 'UPI', usdtAmount: '50', fundPwd: '123456' });
    const next = fiatFormReducer(form({ fundPwd: '1', isChecked: true }), { type: 'side', value: 'sell' });
    expect(next).toMatchObject({ side: 'sell', fundPwd: '', isChecked: false, usdtAmount: '50' });
  });
});

describe('the payout details form', () => {
  const codes = ['SBIN', 'HDFC'];
  const bank = { ...EMPTY_BANK_FORM, account: '123456789012', name: 'Asha Rao', bankName: 'SBIN', ifsc: 'sbin0001234', fundPwd: '123456' };
  it("refuses what the server refuses, beside the field, with the server's message", () => {
    expect(bankFormErrors(EMPTY_BANK_FORM, codes, true)[0]).toEqual({ key: 'msg:fiatDetailsEmpty', field: 'account' });
    expect(bankFormErrors({ ...bank, ifsc: 'SBIN1234567' }, codes, true)).toEqual([{ key: 'msg:fiatIfscInvalid', field: 'ifsc' }]);
    expect(bankFormErrors({ ...bank, bankName: 'XXXX' }, codes, true)).toEqual([{ key: 'msg:fiatBankInvalid', field: 'bankName' }]);
    expect(bankFormErrors({ ...bank, upiAccount: 'asha' }, codes, true)).toEqual([{ key: 'msg:fiatUpiInvalid', field: 'upiAccount' }]);
    expect(bankFormErrors({ ...bank, fundPwd: '' }, codes, true)).toEqual([{ key: 'msg:enterFundPassword', field: 'fundPwd' }]);
    expect(bankFormErrors(bank, codes, true)).toEqual([]);
  });
  it('sends the details normalized (IFSC upper-cased, spaces out of the account)', () => {
    expect(bankRequestOf({ ...bank, account: '1234 5678 9012' })).toMatchObject({ account: '123456789012', ifsc: 'SBIN0001234', fundPwd: '123456' });
  });
  it('shows saved details masked', () => {
    expect(maskAccount('123456789012')).toBe('•••• 9012');
    expect(maskUpi('asha@okaxis')).toBe('as•••@okaxis');
  });
});

describe('the order screen', () => {
  it('the UTR is required and checked; the proof is optional', () => {
    expect(paidFormError(EMPTY_PAID_FORM)).toBe('msg:fiatEnterUtr');
    expect(paidFormError({ ...EMPTY_PAID_FORM, utr: '12-34' })).toBe('msg:fiatUtrInvalid');
    expect(paidRequestOf({ ...EMPTY_PAID_FORM, utr: ' 123456789012 ' }, '7')).toEqual({ orderId: '7', utr: '123456789012', proof: '' });
    expect(paidRequestOf({ utr: 'AB12CD34', proof: { id: 'f1', url: '/bb/file/x.png' }, isChecked: true }, '7')).toEqual({ orderId: '7', utr: 'AB12CD34', proof: 'f1' });
    expect(paidRequestOf({ ...EMPTY_PAID_FORM, utr: '12345' }, '7')).toBeNull();
  });
  it('a waiting buy order past its lock shows expired, with the countdown at 0:00', () => {
    const order = { side: 'buy' as const, state: 'waiting' as const, expiresAt: 1_000_000 };
    expect(shownState(order, 999_999)).toBe('waiting');
    expect(shownState(order, 1_000_000)).toBe('expired');
    expect(shownState({ ...order, side: 'sell' }, 2_000_000)).toBe('waiting');
    expect(countdownText(1_000_000, 1_000_000 - 14 * 60_000 - 5_500)).toBe('14:06');
    expect(countdownText(1_000_000, 2_000_000)).toBe('0:00');
  });
  it("an order the server refuses shows as missing; a failed load offers a retry", () => {
    expect(isMissingOrder(new ApiError('No data', 0))).toBe(true);
    expect(isMissingOrder(new ApiError('Network error', null))).toBe(false);
  });
});
