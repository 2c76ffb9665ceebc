import { describe, expect, it } from 'vitest';
import { findMarket, type TMarket } from '@exchange/contracts';
import { UNREADABLE_AMOUNT } from '../format/use-amount-input';
import { checkOrder, orderTotal, presetAmount, type TOrderDraft } from './order-form';

const btcusdt = findMarket('btcusdt')!;
const ethbtc = findMarket('ethbtc')!;
const dogeusdt = findMarket('dogeusdt')!;
/** Not listed (SPEC §9): a market quoted in a 6-decimal asset, to prove the form follows the quote scale. */
const btcusdc: TMarket = { ...btcusdt, symbol: 'btcusdc', quote: 'USDC' };

const draft = (d: Partial<TOrderDraft>): TOrderDraft => ({ side: 'buy', type: 'LMT', price: '60000', amount: '0.01', ...d });

describe('checkOrder (SPEC §5/§8, the server order of checks)', () => {
  it('asks for a proper price on a limit order: empty, zero, junk or too many decimals', () => {
    for (const price of ['', '0', '0.00', 'abc', '-5', '60000.123']) expect(checkOrder(draft({ price }), btcusdt)).toEqual({ key: 'enterProperPrice' });
    expect(checkOrder(draft({ price: '60000.12' }), btcusdt)).toBeNull();
  });

  it('refuses what a field could not read (a thousand typed as "1,000" in English is never 1)', () => {
    expect(checkOrder(draft({ price: UNREADABLE_AMOUNT }), btcusdt)).toEqual({ key: 'enterProperPrice' });
    expect(checkOrder(draft({ amount: UNREADABLE_AMOUNT }), btcusdt)).not.toBeNull();
    expect(orderTotal(draft({ amount: UNREADABLE_AMOUNT }), btcusdt)).toBeNull();
    expect(presetAmount({ side: 'buy', type: 'LMT', price: UNREADABLE_AMOUNT }, btcusdt, '1000', 100)).toBe('');
  });

  it('ignores the price of a market order', () => {
    expect(checkOrder(draft({ type: 'MKT', price: '', amount: '100' }), btcusdt)).toBeNull();
  });

  it('asks for a quantity, then for its precision (a market buy amount is quote, 8 decimals)', () => {
    expect(checkOrder(draft({ amount: '' }), btcusdt)).toEqual({ key: 'enterQuantity' });
    expect(checkOrder(draft({ amount: '0' }), btcusdt)).toEqual({ key: 'enterQuantity' });
    expect(checkOrder(draft({ amount: '0.0000001' }), btcusdt)).toEqual({ key: 'quantityPrecision' });
    expect(checkOrder(draft({ amount: '5.5' }), dogeusdt)).toEqual({ key: 'quantityPrecision' });
    expect(checkOrder(draft({ type: 'MKT', amount: '10.12345678' }), btcusdt)).toBeNull();
    expect(checkOrder(draft({ type: 'MKT', amount: '10.123456789' }), btcusdt)).toEqual({ key: 'quantityPrecision' });
    expect(checkOrder(draft({ amount: '0.010000000' }), btcusdt)).toBeNull(); // trailing zeros do not count
  });

  it('checks the minimum and maximum order value in the quote coin, with the placeholders', () => {
    expect(checkOrder(draft({ price: '100', amount: '0.04' }), btcusdt)).toEqual({ key: 'orderValueTooSmall', values: { min: '5', coin: 'USDT' } });
    expect(checkOrder(draft({ price: '100', amount: '0.05' }), btcusdt)).toBeNull();
    expect(checkOrder(draft({ type: 'MKT', amount: '4.99' }), btcusdt)).toEqual({ key: 'orderValueTooSmall', values: { min: '5', coin: 'USDT' } });
    expect(checkOrder(draft({ price: '5000000', amount: '1.000001' }), btcusdt)).toEqual({
      key: 'orderValueTooLarge',
      values: { max: '5000000', coin: 'USDT' },
    });
    // A market sell has no value check.
    expect(checkOrder(draft({ side: 'sell', type: 'MKT', amount: '0.000001' }), btcusdt)).toBeNull();
  });

  it('rounds a 9-decimal value up as the server does (ethbtc)', () => {
    // 0.000001 × 0.001 = 0.000000001 BTC, rounded up to 0.00000001: still below 0.0001.
    expect(checkOrder(draft({ price: '0.000001', amount: '0.001' }), ethbtc)?.key).toBe('orderValueTooSmall');
    expect(orderTotal(draft({ price: '0.053421', amount: '0.333' }), ethbtc)).toBe('0.0177892');
  });

  it('checks the available balance of the coin the order spends', () => {
    expect(checkOrder(draft({ price: '60000', amount: '0.1' }), btcusdt, '5999.99999999')).toEqual({ key: 'insufficientBalance' });
    expect(checkOrder(draft({ price: '60000', amount: '0.1' }), btcusdt, '6000')).toBeNull();
    expect(checkOrder(draft({ side: 'sell', amount: '1.000001' }), btcusdt, '1')).toEqual({ key: 'insufficientBalance' });
    expect(checkOrder(draft({ side: 'sell', type: 'MKT', amount: '1' }), btcusdt, '1')).toBeNull();
    expect(checkOrder(draft({ type: 'MKT', amount: '100' }), btcusdt, '99.5')).toEqual({ key: 'insufficientBalance' });
  });
});

describe('orderTotal', () => {
  it('is price × amount for a limit order, the amount for a market buy, unknown for a market sell', () => {
    expect(orderTotal(draft({ price: '60000.5', amount: '0.123456' }), btcusdt)).toBe('7407.421728');
    expect(orderTotal(draft({ type: 'MKT', amount: '755' }), btcusdt)).toBe('755');
    expect(orderTotal(draft({ side: 'sell', type: 'MKT', amount: '1' }), btcusdt)).toBeNull();
    expect(orderTotal(draft({ price: '' }), btcusdt)).toBeNull();
  });
});

describe('presetAmount', () => {
  it('divides a limit buy budget by the price, cut to the quantity precision', () => {
    expect(presetAmount({ side: 'buy', type: 'LMT', price: '60000' }, btcusdt, '10000', 100)).toBe('0.166666');
    expect(presetAmount({ side: 'buy', type: 'LMT', price: '60000' }, btcusdt, '10000', 25)).toBe('0.041666');
    expect(presetAmount({ side: 'buy', type: 'LMT', price: '' }, btcusdt, '10000', 50)).toBe('');
  });

  it('never freezes more than the share it stands for', () => {
    const amount = presetAmount({ side: 'buy', type: 'LMT', price: '0.053421' }, ethbtc, '0.01', 100);
    expect(checkOrder(draft({ price: '0.053421', amount }), ethbtc, '0.01')).toBeNull();
  });

  it('spends quote on a market buy and sells base on a sell', () => {
    expect(presetAmount({ side: 'buy', type: 'MKT', price: '' }, btcusdt, '10000.12345678', 50)).toBe('5000.06172839');
    expect(presetAmount({ side: 'sell', type: 'LMT', price: '60000' }, btcusdt, '1.23456789', 75)).toBe('0.925925');
    expect(presetAmount({ side: 'sell', type: 'MKT', price: '' }, dogeusdt, '15.9', 100)).toBe('15');
    expect(presetAmount({ side: 'sell', type: 'MKT', price: '' }, dogeusdt, '0', 100)).toBe('');
  });
});

describe('a market quoted in a 6-decimal asset, and bounds', () => {
  it('values and checks orders at the quote asset scale', () => {
    expect(orderTotal(draft({ price: '60000.01', amount: '0.123457' }), btcusdc)).toBe('7407.421235');
    expect(checkOrder(draft({ type: 'MKT', amount: '10.123456' }), btcusdc)).toBeNull();
    expect(checkOrder(draft({ type: 'MKT', amount: '10.1234567' }), btcusdc)).toEqual({ key: 'quantityPrecision' });
    expect(checkOrder(draft({ price: '60000', amount: '0.1' }), btcusdc, '5999.999999')).toEqual({ key: 'insufficientBalance' });
    expect(presetAmount({ side: 'buy', type: 'MKT', price: '' }, btcusdc, '10000.123456', 50)).toBe('5000.061728');
  });

  it('refuses 20, 25 and 400 digit amounts with amountAboveMaximum, as the server', () => {
    for (const digits of [20, 25, 400]) {
      const amount = '9'.repeat(digits);
      expect(checkOrder(draft({ side: 'sell', type: 'MKT', amount }), btcusdt)).toEqual({ key: 'amountAboveMaximum' });
      expect(checkOrder(draft({ type: 'MKT', amount }), btcusdt)).toEqual({ key: 'amountAboveMaximum' });
    }
  });
});
