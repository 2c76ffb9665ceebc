import { LIMITS, spotCancelCall, spotDetailCall, spotListCall, spotPlaceCall, type TSpotStatus } from '@exchange/contracts';
import { bbCall, bbCallAnswer } from '../api/bb-call';
import type { TOrderDetail, TOrderPage, TPlaceOrderInput } from './trade-types';

/** POST /spot/order/place: the order after matching, and the server's "Order placed". */
export function placeOrderRequest(input: TPlaceOrderInput) {
  const { symbol, side, type, price, amount } = input;
  return bbCallAnswer(spotPlaceCall, { symbol, side, type, amount, price: type === 'LMT' ? price : '' });
}

/** POST /spot/order/cancel: one of the caller's unfinished orders. */
export function cancelOrderRequest(orderId: number) {
  return bbCallAnswer(spotCancelCall, { orderId });
}

/** POST /spot/order/list: the caller's orders in one status, newest first (SPEC §9: 10 a page). */
export function fetchOrders(params: { status: TSpotStatus; symbol?: string; pageNo?: number; pageSize?: number }): Promise<TOrderPage> {
  return bbCall(spotListCall, {
    status: params.status,
    symbol: params.symbol ?? '',
    pageNo: params.pageNo ?? 1,
    pageSize: params.pageSize ?? LIMITS.pageSize,
  });
}

/** POST /spot/order/detail: one of the caller's orders with its fills; fails with noData for another's. */
export function fetchOrderDetail(orderId: number): Promise<TOrderDetail> {
  return bbCall(spotDetailCall, { orderId });
}
