import { notify } from '../../../features/notify/notify';
import { showFailure } from '../../../features/notify/show-failure';
import type { TPlaceOrderInput, TSpotOrder } from '../../../features/trade/trade-types';
import { useCancelOrder, usePlaceOrder } from '../../../features/trade/use-order-actions';

/**
 * The shared place and cancel mutations, with their result toast shown again once they have
 * settled. Why: the shared hooks show the result toast and then close their progress toast, and
 * antd-mobile has a single Toast, so closing the progress toast also closed the result (the user saw
 * no "Order placed"). Showing it after the hooks' own callbacks fixes that on mobile; if the shared
 * hooks change their order, the toast is shown twice in a row, which looks the same.
 */
export function usePlaceOrderToasts() {
  const place = usePlaceOrder();
  const submit = (input: TPlaceOrderInput, onPlaced?: (order: TSpotOrder) => void) =>
    place.mutate(input, {
      onSuccess: ({ data, msg }) => {
        notify.success(msg);
        onPlaced?.(data);
      },
      onError: showFailure,
    });
  return { submit, isPending: place.isPending };
}

export function useCancelOrderToasts() {
  const cancel = useCancelOrder();
  const submit = (orderId: number) => cancel.mutate(orderId, { onSuccess: ({ msg }) => notify.success(msg), onError: showFailure });
  return { submit, cancelling: cancel.isPending ? cancel.variables : undefined };
}
