import { describe, expect, it } from 'vitest';
import { findChain } from '@exchange/contracts';
import { amountError, depositAmountError, fundPasswordInputError, transferAmountError, withdrawAmountError } from './amount-rules';
import { assetRowOf, assetTotal, hideSmallAssets, isSmallAsset, searchAssets, totalValue } from './asset-list';
import { addressError, chainsOf } from './catalog';
import { addDecimals, compareDecimals, subDecimals, sumDecimals, toUnits } from './decimal';
import { maxWithdrawAmount, withdrawQuote } from './withdraw-math';
import { formatExact } from '../format/format-output';
import { nextPageOf } from './paging';
import { ledgerTypeKey, recordTypeKey, reviewStatusKey } from './record-labels';

const trc20 = findChain('USDT', 'TRC20')!;
const btc = findChain('BTC', 'BTC')!;

describe('exact decimals', () => {
  it('adds and subtracts without floating point', () => {
    expect(addDecimals('0.1', '0.2')).toBe('0.3');
    expect(addDecimals('99999999999999999999.99999999', '0.00000001')).toBe('100000000000000000000');
    expect(subDecimals('1', '0.0005')).toBe('0.9995');
    expect(subDecimals('0.0004', '0.0005')).toBe('-0.0001');
    expect(sumDecimals(['68000', '9899.12345678', '0.00000001'])).toBe('77899.12345679');
  });
  it('compares, and reads signed values', () => {
    expect(compareDecimals('0.1', '0.10000000')).toBe(0);
    expect(compareDecimals('0.09999999', '0.1')).toBe(-1);
    expect(toUnits('-100.5')).toBe(-10050000000n);
    expect(toUnits('1.123456789')).toBeNull();
  });
});

describe('withdrawal arithmetic', () => {
  it('puts the fee on top: total = amount + fee, actual arrival = amount', () => {
    expect(withdrawQuote('100', trc20)).toEqual({ amount: '100', fee: '1', total: '101', arrival: '100' });
    expect(withdrawQuote('0.10000000', btc)).toEqual({ amount: '0.1', fee: '0.0005', total: '0.1005', arrival: '0.1' });
  });
  it('has no quote for an invalid or zero amount', () => {
    expect(withdrawQuote('', trc20)).toBeNull();
    expect(withdrawQuote('abc', trc20)).toBeNull();
    expect(withdrawQuote('0', trc20)).toBeNull();
    expect(withdrawQuote('1.000000001', trc20)).toBeNull();
  });
  it('"all" leaves room for the fee and stops at the chain maximum', () => {
    expect(maxWithdrawAmount('10000', trc20)).toBe('9999');
    expect(maxWithdrawAmount('1', btc)).toBe('0.9995');
    expect(maxWithdrawAmount('25', btc)).toBe('10');
    expect(maxWithdrawAmount('0.5', trc20)).toBe('0');
    expect(maxWithdrawAmount('1', trc20)).toBe('0');
  });
});

describe('amount rules', () => {
  it('checks in the server order with its message keys', () => {
    expect(amountError('')).toBe('enterAmount');
    expect(amountError('  ')).toBe('enterAmount');
    expect(amountError('1e5')).toBe('invalidAmount');
    expect(amountError('-1')).toBe('invalidAmount');
    expect(amountError('.5')).toBe('invalidAmount');
    expect(amountError('1.123456789')).toBe('invalidAmount');
    expect(amountError('1.1234', { scale: 2 })).toBe('invalidAmount');
    expect(amountError('0.000009')).toBe('amountBelowMinimum');
    expect(amountError('0.00001')).toBeNull();
  });
  it('applies the chain minimum, maximum and the available balance with the fee', () => {
    expect(withdrawAmountError('9.99', trc20, '10000')).toBe('amountBelowMinimum');
    expect(withdrawAmountError('100001', trc20, '1000000')).toBe('amountAboveMaximum');
    expect(withdrawAmountError('9999', trc20, '10000')).toBeNull();
    expect(withdrawAmountError('9999.5', trc20, '10000')).toBe('insufficientBalance');
    expect(withdrawAmountError('10', trc20, '10')).toBe('insufficientBalance');
  });
  it('checks transfers and deposits', () => {
    expect(transferAmountError('100', '100')).toBeNull();
    expect(transferAmountError('100.00000001', '100')).toBe('insufficientBalance');
    expect(depositAmountError('0.5', trc20)).toBe('amountBelowMinimum');
    expect(depositAmountError('1', trc20)).toBeNull();
    expect(depositAmountError('1000000', trc20)).toBeNull();
  });
  it('checks the fund password before it costs a try', () => {
    expect(fundPasswordInputError('')).toBe('enterFundPassword');
    expect(fundPasswordInputError('12345')).toBe('fundPasswordError');
    expect(fundPasswordInputError('12345a')).toBe('fundPasswordError');
    expect(fundPasswordInputError('123456')).toBeNull();
  });
});

describe('asset list', () => {
  const rows = [
    { currency: 'USDT', name: 'Tether', available: '9899', frozen: '101', price: '1', priceSource: 'par' as const, usdtValue: '10000' },
    { currency: 'BTC', name: 'Bitcoin', available: '0', frozen: '0', price: '68000', priceSource: 'reference' as const, usdtValue: '0' },
    { currency: 'DOGE', name: 'Dogecoin', available: '0.6', frozen: '0', price: '0.15', priceSource: 'reference' as const, usdtValue: '0.09' },
    { currency: 'ADA', name: 'Cardano', available: '0.2', frozen: '0.02222222', price: '0.45', priceSource: 'reference' as const, usdtValue: '0.1' },
    { currency: 'XRP', name: 'XRP', available: '0.2', frozen: '0', price: '0.55', priceSource: 'reference' as const, usdtValue: '0.11' },
  ];
  it('hides assets worth 0.1 USDT or less (SPEC §9 keeps those above 0.1)', () => {
    expect(isSmallAsset({ usdtValue: '0.1' })).toBe(true);
    expect(isSmallAsset({ usdtValue: '0.10000001' })).toBe(false);
    expect(hideSmallAssets(rows, true).map((r) => r.currency)).toEqual(['USDT', 'XRP']);
    expect(hideSmallAssets(rows, false)).toHaveLength(5);
  });
  it('totals exactly', () => {
    expect(totalValue(rows)).toBe('10000.3');
    expect(totalValue([])).toBe('0');
    expect(assetTotal(rows[0])).toBe('10000');
  });
  it('searches ticker and name', () => {
    expect(searchAssets(rows, 'doge').map((r) => r.currency)).toEqual(['DOGE']);
    expect(searchAssets(rows, 'bit').map((r) => r.currency)).toEqual(['BTC']);
    expect(searchAssets(rows, ' ')).toHaveLength(5);
  });
  it('gives a zero row for a missing asset', () => {
    expect(assetRowOf(undefined, 'LTC')).toMatchObject({ currency: 'LTC', available: '0', frozen: '0' });
    expect(assetRowOf(rows, 'USDT').available).toBe('9899');
  });
});

describe('catalogue, paging and labels', () => {
  it('lists chains and checks addresses with the server rules', () => {
    expect(chainsOf('USDT').map((c) => c.chain)).toEqual(['TRC20', 'ERC20']);
    expect(chainsOf('NOPE')).toEqual([]);
    expect(addressError('USDT', 'TRC20', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7', '')).toBeNull();
    expect(addressError('USDT', 'TRC20', '0x1234', '')).toBe('addressInvalid');
    expect(addressError('XRP', 'XRP', 'rQZrC2Ed5zWCK9MDLF2aTqDHxhYi3rMkdx', '')).toBe('memoRequired');
  });
  it('stops paging when the loaded rows reach totalRow', () => {
    const page = (pageNo: number, n: number, totalRow: number) => ({ list: Array(n).fill(0), totalRow, pageNo, pageSize: 10 });
    expect(nextPageOf(page(1, 10, 25), [page(1, 10, 25)])).toBe(2);
    expect(nextPageOf(page(3, 5, 25), [page(1, 10, 25), page(2, 10, 25), page(3, 5, 25)])).toBeUndefined();
    expect(nextPageOf(page(1, 0, 0), [page(1, 0, 0)])).toBeUndefined();
  });
  it('names statuses and record types', () => {
    expect(reviewStatusKey(0)).toBe('assets.status.pending');
    expect(reviewStatusKey(2)).toBe('assets.status.rejected');
    expect(reviewStatusKey(4)).toBe('assets.status.sending');
    expect(recordTypeKey('')).toBe('assets.recordType.all');
    expect(recordTypeKey(2)).toBe('assets.recordType.t2');
    expect(ledgerTypeKey('withdrawal_freeze')).toBe('assets.ledger.withdrawal_freeze');
    expect(ledgerTypeKey('mystery')).toBe('assets.ledger.other');
  });
});

describe('formatExact', () => {
  it('keeps every decimal of an amount and pads none', () => {
    expect(formatExact('0.0005', 'en-US')).toBe('0.0005');
    expect(formatExact('12345.12345678', 'en-US')).toBe('12,345.12345678');
    expect(formatExact('100', 'de-DE')).toBe('100');
    expect(formatExact('-100.5', 'en-US')).toBe('-100.5');
  });
});
