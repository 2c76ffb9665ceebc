import { create } from 'zustand';
import type { TOrderSide, TOrderType } from '../../../features/trade/trade-types';

/**
 * The order form's draft, outside the form so that other parts of the trade screens can fill it: a
 * tap on a book row sets the price, the chart screen's Buy and Sell buttons set the side. The draft
 * belongs to one market: opening another clears price and amount.
 */
type TDraftState = {
  symbol: string;
  side: TOrderSide;
  type: TOrderType;
  price: string;
  amount: string;
  setSide: (side: TOrderSide) => void;
  setType: (type: TOrderType) => void;
  setPrice: (price: string) => void;
  setAmount: (amount: string) => void;
  /** Makes the draft this market's; clears price and amount when it was another market's. */
  selectMarket: (symbol: string) => void;
};

export const useOrderDraft = create<TDraftState>((set, get) => ({
  symbol: '',
  side: 'buy',
  type: 'LMT',
  price: '',
  amount: '',
  setSide: (side) => set({ side, amount: '' }),
  setType: (type) => set({ type, amount: '' }),
  setPrice: (price) => set({ price }),
  setAmount: (amount) => set({ amount }),
  selectMarket: (symbol) => {
    if (get().symbol !== symbol) set({ symbol, price: '', amount: '' });
  },
}));
