import { useQuery } from '@tanstack/react-query';
import { useSessionStore } from '../session/session-store';
import { POLL_WHILE_DOWN_MS, useSocketStore } from '../market/socket-store';
import { fetchOrderDetail } from './trade-api';
import { tradeKeys } from './trade-keys';

/**
 * One of the user's orders with its fills; null asks for nothing (no order chosen). Its key sits under
 * the orders lists' key, so the private `orders` push that reloads the lists (useOrders) and a cancel
 * reload it as well; while the socket is down it polls like the lists.
 */
export function useOrderDetail(orderId: number | null) {
  const isLogin = useSessionStore((s) => s.isLogin);
  const userId = useSessionStore((s) => s.userId);
  const isDown = useSocketStore((s) => s.status === 'reconnecting');
  const isEnabled = isLogin && orderId !== null;
  return useQuery({
    queryKey: tradeKeys.orderDetail(userId, orderId ?? 0),
    queryFn: () => fetchOrderDetail(orderId ?? 0),
    enabled: isEnabled,
    staleTime: 5_000,
    refetchInterval: isEnabled && isDown ? POLL_WHILE_DOWN_MS : false,
  });
}
