import { useMemo } from 'react';
import { scaleOf, type TMarket } from '@exchange/contracts';
import { i18n } from '../locale/i18n';
import { notify } from '../notify/notify';
import { availableOf } from './balances';
import { orderOf } from './order-draft';
import { amountCoin, amountDecimals, checkOrder, isQuoteAmount, orderTotal, presetAmount, spendCoin, type TFormProblem, type TOrderDraft } from './order-form';
import { useBalances } from './use-balances';
import { usePlaceOrder } from './use-order-actions';
import { useOrderTicket } from './use-order-ticket';

/**
 * The one spot order-form hook of both interfaces, over a draft kept by the order-draft reducer:
 * the spend coin and its available balance, the amount's coin and decimals, the total, the presets,
 * the shared order ticket (summary, confirmation, cut notice) and the submit that checks the
 * server's rules first. `onPlaced` runs when the server took the order (the view clears the amount).
 */
export function useSpotOrderForm(market: TMarket, draft: TOrderDraft, onPlaced: () => void) {
  const balances = useBalances();
  const place = usePlaceOrder();
  const order = useMemo(() => orderOf(draft), [draft.side, draft.type, draft.price, draft.amount]);
  const ticket = useOrderTicket(market, order, (input, afterPlaced) =>
    place.mutate(input, {
      onSuccess: ({ data }) => {
        onPlaced();
        afterPlaced(data);
      },
    }),
  );
  const spend = spendCoin(market, order.side);
  const available = availableOf(balances.data, spend);
  const hasBalances = Boolean(balances.data);

  /** Checks the order with the server's rules (the balance once known); asks or places it when it passes. Returns the problem found. */
  const submit = (): TFormProblem | null => {
    const problem = checkOrder(order, market, hasBalances ? available : undefined);
    if (problem) {
      notify.error(i18n.t(`msg:${problem.key}`, problem.values));
      return problem;
    }
    ticket.request({ symbol: market.symbol, ...order });
    return null;
  };

  return {
    ticket,
    spend,
    spendScale: scaleOf(spend),
    available,
    hasBalances,
    amountCoin: amountCoin(market, order.side, order.type),
    amountDecimals: amountDecimals(market, order.side, order.type),
    isQuoteAmount: isQuoteAmount(order.side, order.type),
    total: orderTotal(order, market),
    isPlacing: place.isPending,
    /** The amount for a preset (percent of the available balance). */
    presetAmount: (percent: number) => presetAmount(order, market, available, percent),
    submit,
  };
}

export type TSpotOrderForm = ReturnType<typeof useSpotOrderForm>;
