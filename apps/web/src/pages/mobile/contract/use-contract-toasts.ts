import { useCancelContract, useCloseContract, useUpdateContractStops } from '../../../features/contract/use-contract-actions';

/**
 * The shared contract actions as the mobile lists and the stops sheet use them (their toasts are the
 * shared hooks' own): which order is being closed or cancelled, and a stops save that resolves true
 * once saved (the sheet then closes).
 */
export function useContractToasts() {
  const close = useCloseContract();
  const cancel = useCancelContract();
  const update = useUpdateContractStops();
  return {
    close: (orderId: number) => close.mutate(orderId),
    closing: close.isPending ? close.variables : undefined,
    cancel: (orderId: number) => cancel.mutate(orderId),
    cancelling: cancel.isPending ? cancel.variables : undefined,
    updateStops: (input: { orderId: number; stopLoss: string; takeProfit: string }) =>
      update.mutateAsync(input).then(
        () => true,
        () => false,
      ),
    isUpdating: update.isPending,
  };
}
