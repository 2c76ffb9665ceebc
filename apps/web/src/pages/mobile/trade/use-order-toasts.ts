import type { TPlaceOrderInput, TSpotOrder } from '../../../features/trade/trade-types';
import { useCancelOrder, usePlaceOrder } from '../../../features/trade/use-order-actions';

/**
 * The shared place and cancel mutations as the mobile form and lists use them; their toasts are the
 * shared hooks' own (the kit keeps a result on screen when the progress toast closes after it:
 * app/mobile/mobile-kit.tsx).
 */
export function usePlaceOrderToasts() {
  const place = usePlaceOrder();
  const submit = (input: TPlaceOrderInput, onPlaced?: (order: TSpotOrder) => void) =>
    place.mutate(input, {
      onSuccess: ({ data }) => onPlaced?.(data),
    });
  return { submit, isPending: place.isPending };
}

export function useCancelOrderToasts() {
  const cancel = useCancelOrder();
  const submit = (orderId: number) => cancel.mutate(orderId);
  return { submit, cancelling: cancel.isPending ? cancel.variables : undefined };
}
