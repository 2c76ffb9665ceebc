import { describe, expect, it } from 'vitest';
import { INITIAL_ORDER_DRAFT, orderDraftReducer, orderOf, type TOrderDraftAction, type TOrderDraftState } from './order-draft';

const run = (...actions: TOrderDraftAction[]): TOrderDraftState => actions.reduce(orderDraftReducer, INITIAL_ORDER_DRAFT);
const filled = run({ type: 'market', symbol: 'btcusdt' }, { type: 'price', value: '60000' }, { type: 'amount', value: '0.5' });
const problem = { key: 'insufficientBalance' as const };

describe('spot order draft reducer (both interfaces)', () => {
  it('belongs to one market: another clears price and amount, the same one keeps them', () => {
    expect(orderDraftReducer(filled, { type: 'market', symbol: 'btcusdt' })).toBe(filled);
    expect(orderDraftReducer(filled, { type: 'market', symbol: 'ethusdt' })).toMatchObject({ symbol: 'ethusdt', price: '', amount: '' });
  });

  it('starts the amount afresh on another side or order type (its meaning changes), keeping the price', () => {
    expect(orderDraftReducer(filled, { type: 'side', side: 'sell' })).toMatchObject({ side: 'sell', price: '60000', amount: '' });
    expect(orderDraftReducer(filled, { type: 'orderType', orderType: 'MKT' })).toMatchObject({ type: 'MKT', price: '60000', amount: '' });
  });

  it('shows a broken rule until the user edits a field; a price put in from the book keeps it', () => {
    const checked = orderDraftReducer(filled, { type: 'checked', problem });
    expect(checked.problem).toEqual(problem);
    expect(orderDraftReducer(checked, { type: 'fillPrice', value: '59000' })).toMatchObject({ price: '59000', problem });
    expect(orderDraftReducer(checked, { type: 'amount', value: '0.1' }).problem).toBeNull();
    expect(orderDraftReducer(checked, { type: 'price', value: '1' }).problem).toBeNull();
    expect(orderDraftReducer(checked, { type: 'orderType', orderType: 'LMT' }).problem).toBeNull();
  });

  it('clears the amount once placed and keeps the price for the next order', () => {
    expect(orderDraftReducer(filled, { type: 'placed' })).toMatchObject({ price: '60000', amount: '' });
  });

  it('keeps what a store adds beside the draft (the mobile store’s actions)', () => {
    const store = { ...filled, extra: 1 };
    expect(orderDraftReducer(store, { type: 'placed' }).extra).toBe(1);
    expect(orderOf(store)).toEqual({ side: 'buy', type: 'LMT', price: '60000', amount: '0.5' });
  });
});
