import { useRef } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { LIMITS, type TSpotStatus } from '@exchange/contracts';
import { useSessionStore } from '../session/session-store';
import { topics } from '../market/market-keys';
import { POLL_WHILE_DOWN_MS, useSocketStore } from '../market/socket-store';
import { useTopics } from '../market/use-topic';
import { fetchOrders } from './trade-api';
import { tradeKeys } from './trade-keys';

type TOrdersOptions = { symbol?: string; pageNo?: number; pageSize?: number };

/**
 * One page of the user's spot orders in a status (SPEC §4: unfinished, finished, cancelled),
 * newest first; `symbol` '' for every market. A private `orders` push (an order placed, filled or
 * cancelled) reloads every orders list, since an order can move from one status to another.
 */
export function useOrders(status: TSpotStatus, options: TOrdersOptions = {}) {
  const { symbol = '', pageNo = 1, pageSize = LIMITS.pageSize } = options;
  const client = useQueryClient();
  const isLogin = useSessionStore((s) => s.isLogin);
  const userId = useSessionStore((s) => s.userId);
  const isDown = useSocketStore((s) => s.status === 'reconnecting');
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  useTopics(isLogin ? [topics.orders] : null, () => {
    // One reload for a burst of pushes (a fill changes the order twice in a few milliseconds).
    if (pending.current) return;
    pending.current = setTimeout(() => {
      pending.current = null;
      void client.invalidateQueries({ queryKey: tradeKeys.orders(userId) });
    }, 150);
  });
  return useQuery({
    queryKey: tradeKeys.orderPage(userId, status, symbol, pageNo, pageSize),
    queryFn: () => fetchOrders({ status, symbol, pageNo, pageSize }),
    enabled: isLogin,
    placeholderData: keepPreviousData,
    staleTime: 5_000,
    refetchInterval: isLogin && isDown ? POLL_WHILE_DOWN_MS : false,
  });
}
