import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FIAT_PAGE_SIZE } from '@exchange/contracts';
import { useSessionStore } from '../session/session-store';
import { fetchBankDetails, fetchBankNames, fetchChannels, fetchOrder, fetchOrders, type TFiatOrder } from './fiat-api';
import { isOrderOpen } from './fiat-order';

/** Query keys; the user's include the user id, so logins never share a cache. */
export const fiatKeys = {
  all: ['fiat'] as const,
  channels: ['fiat', 'channels'] as const,
  banks: ['fiat', 'banks'] as const,
  user: (userId: string) => ['fiat', 'user', userId] as const,
  orders: (userId: string, side: string, pageNo: number) => ['fiat', 'user', userId, 'orders', side, pageNo] as const,
  order: (userId: string, id: string) => ['fiat', 'user', userId, 'order', id] as const,
  details: (userId: string) => ['fiat', 'user', userId, 'details'] as const,
};

/** The payment channels (public): rates, limits and the treasury, refreshed each half minute. */
export function useFiatChannels() {
  return useQuery({ queryKey: fiatKeys.channels, queryFn: fetchChannels, staleTime: 15_000, refetchInterval: 30_000 });
}

/** One page of the caller's fiat orders, newest first. */
export function useFiatOrders(pageNo = 1, side: 'all' | 'buy' | 'sell' = 'all') {
  const isLogin = useSessionStore((s) => s.isLogin);
  const userId = useSessionStore((s) => s.userId);
  return useQuery({
    queryKey: fiatKeys.orders(userId, side, pageNo),
    queryFn: () => fetchOrders({ pageNo, pageSize: FIAT_PAGE_SIZE, side }),
    enabled: isLogin,
    placeholderData: keepPreviousData,
  });
}

/** One order; while it is open (waiting or paid) it is asked again every 5 seconds, so a confirmation shows by itself. */
export function useFiatOrder(id: string | null) {
  const isLogin = useSessionStore((s) => s.isLogin);
  const userId = useSessionStore((s) => s.userId);
  return useQuery({
    queryKey: fiatKeys.order(userId, id ?? ''),
    queryFn: () => fetchOrder(id ?? ''),
    enabled: isLogin && Boolean(id),
    refetchInterval: (query) => (query.state.data && isOrderOpen(query.state.data as TFiatOrder) ? 5_000 : false),
  });
}

/** The banks a payout account can be at (public, rarely changes). */
export function useBankNames() {
  return useQuery({ queryKey: fiatKeys.banks, queryFn: fetchBankNames, staleTime: 300_000 });
}

/** The caller's payout details, or null when none are saved. */
export function useBankDetails() {
  const isLogin = useSessionStore((s) => s.isLogin);
  const userId = useSessionStore((s) => s.userId);
  return useQuery({ queryKey: fiatKeys.details(userId), queryFn: fetchBankDetails, enabled: isLogin });
}
