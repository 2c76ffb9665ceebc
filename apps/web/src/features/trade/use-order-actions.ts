import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18n } from '../locale/i18n';
import { notify } from '../notify/notify';
import { showFailure } from '../notify/show-failure';
import { refreshOnAccessRefusal } from '../products/use-products';
import { useSessionStore } from '../session/session-store';
import { cancelOrderRequest, placeOrderRequest } from './trade-api';
import { tradeKeys } from './trade-keys';
import type { TPlaceOrderInput, TSpotOrder } from './trade-types';

/** The order as the server answered it, and its message in the user's language. */
type TResult = { data: TSpotOrder; msg: string };

/**
 * The progress toast's closer, wrapped: antd's closer is also a thenable that settles only when the
 * toast closes, and TanStack awaits what onMutate returns, which would hang the mutation.
 */
type TProgress = { close: () => void };

/** Orders and balances change together: both reload after a place or a cancel. */
function useRefreshTrading() {
  const client = useQueryClient();
  const userId = useSessionStore((s) => s.userId);
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: tradeKeys.orders(userId) }),
      client.invalidateQueries({ queryKey: tradeKeys.balances(userId) }),
    ]);
}

/**
 * Places a spot order with SPEC §8's progress toast ("Buying…" / "Selling…"), then the server's
 * message ("Order placed") or its failure message (an access refusal — spot switched off, not in the
 * user's country — also reloads the spot gate); orders and balances reload. Check the form with
 * checkOrder first: the server checks again with the same rules. `isPending` disables the button.
 */
export function usePlaceOrder() {
  const refresh = useRefreshTrading();
  return useMutation<TResult, unknown, TPlaceOrderInput, TProgress>({
    mutationFn: placeOrderRequest,
    onMutate: (input) => ({ close: notify.loading(i18n.t(input.side === 'buy' ? 'progress.buying' : 'progress.selling')) }),
    onSuccess: ({ msg }) => notify.success(msg),
    onError: (error) => {
      showFailure(error);
      // Refused for access (spot switched off meanwhile, …): the gate reloads and closes the form.
      refreshOnAccessRefusal(error);
    },
    onSettled: (_data, _error, _input, progress) => {
      progress?.close();
      void refresh();
    },
  });
}

/** Cancels an unfinished order ("Cancelling…", then "Order cancelled" or the reason it cannot be). */
export function useCancelOrder() {
  const refresh = useRefreshTrading();
  return useMutation<TResult, unknown, number, TProgress>({
    mutationFn: cancelOrderRequest,
    onMutate: () => ({ close: notify.loading(i18n.t('progress.cancelling')) }),
    onSuccess: ({ msg }) => notify.success(msg),
    onError: (error) => showFailure(error),
    onSettled: (_data, _error, _input, progress) => {
      progress?.close();
      void refresh();
    },
  });
}
