import { create } from 'zustand';

/**
 * A price the user clicked in the order book or the trades, for the order form to take over.
 * `at` changes on every click, so clicking the same price twice still fills the field again.
 */
type TPickedPrice = { price: string; at: number; pick: (price: string) => void };

export const usePickedPrice = create<TPickedPrice>((set) => ({
  price: '',
  at: 0,
  pick: (price) => set({ price, at: Date.now() }),
}));
