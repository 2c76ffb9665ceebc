import { describe, expect, it } from 'vitest';
import { CONFIRM_ORDERS_KEY, readConfirmOrders, writeConfirmOrders } from './confirm-orders';
import { cutNoticeOf } from './placed-order';

const memory = () => {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), items };
};

describe('the confirm-before-placing preference', () => {
  it('asks by default, stops after "don\'t ask again", and asks again once turned back on', () => {
    const storage = memory();
    expect(readConfirmOrders(storage)).toBe(true);
    writeConfirmOrders(storage, false);
    expect(storage.items.get(CONFIRM_ORDERS_KEY)).toBe('0');
    expect(readConfirmOrders(storage)).toBe(false);
    writeConfirmOrders(storage, true);
    expect(readConfirmOrders(storage)).toBe(true);
  });

  it('asks when there is no storage or it fails', () => {
    expect(readConfirmOrders(undefined)).toBe(true);
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    expect(readConfirmOrders(broken)).toBe(true);
    expect(() => writeConfirmOrders(broken, false)).not.toThrow();
  });
});

describe('cutNoticeOf', () => {
  it('tells what filled and what the price protection returned, and nothing for an order it did not cut', () => {
    const order = { filled: '0.003', base: 'BTC' };
    expect(cutNoticeOf({ ...order, priceProtection: { maxSlippage: '0.02', limitPrice: '51000', unfilled: '148.5', unfilledCoin: 'USDT' } })).toEqual({
      filled: '0.003', base: 'BTC', unfilled: '148.5', coin: 'USDT',
    });
    expect(cutNoticeOf({ ...order, priceProtection: null })).toBeNull();
    expect(cutNoticeOf(order)).toBeNull();
    expect(cutNoticeOf({ ...order, priceProtection: { unfilled: 5 } })).toBeNull();
  });
});
