import { useMemo, useState } from 'react';
import type { TMarket } from '@exchange/contracts';
import { useDepth } from '../market/use-depth';
import { useConfirmOrders } from './confirm-orders';
import { orderSummary, type TOrderDraft, type TOrderSummary } from './order-form';
import { cutNoticeOf, type TCutNotice } from './placed-order';
import type { TPlaceOrderInput, TSpotOrder } from './trade-types';

/** Sends a checked order; calls back with the order as the server answered it. Each view brings its own toasts. */
export type TSendOrder = (input: TPlaceOrderInput, onPlaced: (order: TSpotOrder) => void) => void;

/** An order waiting for the user's yes, with the summary it was asked on. */
export type TPendingOrder = { input: TPlaceOrderInput; summary: TOrderSummary };

/**
 * The order form's shared state beyond its fields, for the mobile and the desktop form alike: the
 * live summary (fee, what comes in, a market order's estimate from the live book the page already
 * streams), the confirmation step (skipped after "don't ask again", stored per browser), and the
 * notice of a market order cut by the price protection. The views only render it.
 */
export function useOrderTicket(market: TMarket, draft: TOrderDraft, send: TSendOrder) {
  const depth = useDepth(market.symbol);
  const opposite = draft.side === 'buy' ? depth.data?.asks : depth.data?.bids;
  const summary = useMemo(() => orderSummary(draft, market, opposite), [draft.side, draft.type, draft.price, draft.amount, market, opposite]);
  const isConfirmOn = useConfirmOrders((s) => s.isOn);
  const setConfirmOn = useConfirmOrders((s) => s.setOn);
  const [pending, setPending] = useState<TPendingOrder | null>(null);
  const [cut, setCut] = useState<TCutNotice | null>(null);

  const place = (input: TPlaceOrderInput) => {
    setCut(null);
    send(input, (order) => setCut(cutNoticeOf(order as TSpotOrder & Record<string, unknown>)));
  };

  return {
    summary,
    pending,
    cut,
    isConfirmOn,
    setConfirmOn,
    /** A checked order: asks first when confirmations are on, else places it. */
    request: (input: TPlaceOrderInput) => (isConfirmOn ? setPending({ input, summary }) : place(input)),
    /** The user said yes; with `dontAskAgain`, later orders are placed without asking. */
    confirm: (dontAskAgain: boolean) => {
      if (!pending) return;
      if (dontAskAgain) setConfirmOn(false);
      setPending(null);
      place(pending.input);
    },
    dismiss: () => setPending(null),
    clearCut: () => setCut(null),
  };
}

export type TOrderTicket = ReturnType<typeof useOrderTicket>;
