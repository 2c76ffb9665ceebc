import type { TFormProblem, TOrderDraft } from './order-form';
import type { TOrderSide, TOrderType } from './trade-types';

/**
 * The spot order form's field state as one reducer, for both interfaces: the desktop keeps one per
 * side form (useReducer), the mobile one in a store that the book and the chart screen can fill
 * (order-draft-store.ts). The rules (checks, totals, presets) are order-form.ts's.
 */
export type TOrderDraftState = TOrderDraft & {
  /** The market the draft belongs to ('' until one is chosen). */
  symbol: string;
  /** The rule the last try to place broke, shown until a field is edited. */
  problem: TFormProblem | null;
};

export const INITIAL_ORDER_DRAFT: TOrderDraftState = { symbol: '', side: 'buy', type: 'LMT', price: '', amount: '', problem: null };

export type TOrderDraftAction =
  /** Another market: its price and amount start empty (the view primes the price with the last one). */
  | { type: 'market'; symbol: string }
  /** Buy or sell, limit or market: the amount means something else now, so it starts afresh. */
  | { type: 'side'; side: TOrderSide }
  | { type: 'orderType'; orderType: TOrderType }
  /** A value the user typed or chose (a preset): the problem shown is cleared. */
  | { type: 'price' | 'amount'; value: string }
  /** A price put in from elsewhere (the last price, a level clicked in the book): the problem stays. */
  | { type: 'fillPrice'; value: string }
  /** A try to place: the rule it broke, or null. */
  | { type: 'checked'; problem: TFormProblem | null }
  /** The order was placed: the amount is cleared, the price kept for the next one. */
  | { type: 'placed' };

export function orderDraftReducer<S extends TOrderDraftState>(state: S, action: TOrderDraftAction): S {
  switch (action.type) {
    case 'market':
      return state.symbol === action.symbol ? state : { ...state, symbol: action.symbol, price: '', amount: '' };
    case 'side':
      return { ...state, side: action.side, amount: '', problem: null };
    case 'orderType':
      return { ...state, type: action.orderType, amount: '', problem: null };
    case 'price':
    case 'amount':
      return { ...state, [action.type]: action.value, problem: null };
    case 'fillPrice':
      return { ...state, price: action.value };
    case 'checked':
      return { ...state, problem: action.problem };
    case 'placed':
      return { ...state, amount: '' };
  }
}

/** The draft's order fields (what the rules and the request take). */
export function orderOf(state: TOrderDraft): TOrderDraft {
  return { side: state.side, type: state.type, price: state.price, amount: state.amount };
}
