import { useCancelOrder } from '../../../features/trade/use-order-actions';

/**
 * The shared cancel mutation as the mobile lists use it (the form places through use-spot-order-form.ts); their toasts are the
 * shared hooks' own (the kit keeps a result on screen when the progress toast closes after it:
 * app/mobile/mobile-kit.tsx).
 */
export function useCancelOrderToasts() {
  const cancel = useCancelOrder();
  const submit = (orderId: number) => cancel.mutate(orderId);
  return { submit, cancelling: cancel.isPending ? cancel.variables : undefined };
}
