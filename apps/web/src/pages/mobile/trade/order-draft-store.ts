import { create } from 'zustand';
import { INITIAL_ORDER_DRAFT, orderDraftReducer, type TOrderDraftAction, type TOrderDraftState } from '../../../features/trade/order-draft';
import type { TOrderSide, TOrderType } from '../../../features/trade/trade-types';

/**
 * The order form's draft, outside the form so that other parts of the trade screens can fill it: a
 * tap on a book row sets the price, the chart screen's Buy and Sell buttons set the side. The draft
 * belongs to one market: opening another clears price and amount. Its changes are the shared
 * order-draft reducer's (the desktop form runs the same one).
 */
type TDraftStore = TOrderDraftState & {
  dispatch: (action: TOrderDraftAction) => void;
  setSide: (side: TOrderSide) => void;
  setType: (type: TOrderType) => void;
  setPrice: (price: string) => void;
  setAmount: (amount: string) => void;
  /** Makes the draft this market's; clears price and amount when it was another market's. */
  selectMarket: (symbol: string) => void;
};

export const useOrderDraft = create<TDraftStore>((set) => {
  const dispatch = (action: TOrderDraftAction) => set((state) => orderDraftReducer(state, action));
  return {
    ...INITIAL_ORDER_DRAFT,
    dispatch,
    setSide: (side) => dispatch({ type: 'side', side }),
    setType: (orderType) => dispatch({ type: 'orderType', orderType }),
    setPrice: (value) => dispatch({ type: 'price', value }),
    setAmount: (value) => dispatch({ type: 'amount', value }),
    selectMarket: (symbol) => dispatch({ type: 'market', symbol }),
  };
});
