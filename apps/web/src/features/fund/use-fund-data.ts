import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FUND_PAGE_SIZE } from '@exchange/contracts';
import { useSessionStore } from '../session/session-store';
import { fetchEarnings, fetchFund, fetchFunds, fetchHoldings, type TEarningKind } from './fund-api';

/** Query keys; the user's include the user id, so logins never share a cache. */
export const fundKeys = {
  all: ['fund'] as const,
  list: (userId: string, pageNo: number) => ['fund', 'list', userId, pageNo] as const,
  detail: (userId: string, id: number) => ['fund', 'detail', userId, id] as const,
  user: (userId: string) => ['fund', 'user', userId] as const,
  holdings: (userId: string, pageNo: number) => ['fund', 'user', userId, 'holdings', pageNo] as const,
  earnings: (userId: string, kind: TEarningKind, pageNo: number) => ['fund', 'user', userId, 'earnings', kind, pageNo] as const,
};

/** One page of the funds (public): rate, cycle, price, limits, the pool and its progress. */
export function useFunds(pageNo = 1) {
  const userId = useSessionStore((s) => s.userId);
  return useQuery({
    queryKey: fundKeys.list(userId, pageNo),
    queryFn: () => fetchFunds({ pageNo, pageSize: FUND_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

/** One fund with the caller's shares and how many more they may buy (the purchase's bounds). */
export function useFund(id: number | null) {
  const userId = useSessionStore((s) => s.userId);
  return useQuery({ queryKey: fundKeys.detail(userId, id ?? 0), queryFn: () => fetchFund(id ?? 0), enabled: id !== null, staleTime: 2_000 });
}

/** One page of the caller's holdings, with the header's totals per currency. */
export function useFundHoldings(pageNo = 1) {
  const isLogin = useSessionStore((s) => s.isLogin);
  const userId = useSessionStore((s) => s.userId);
  return useQuery({
    queryKey: fundKeys.holdings(userId, pageNo),
    queryFn: () => fetchHoldings({ pageNo, pageSize: FUND_PAGE_SIZE }),
    enabled: isLogin,
    placeholderData: keepPreviousData,
  });
}

/** One page of the caller's earnings records (interest, rebates, principal returned), 10 a page. */
export function useFundEarnings(kind: TEarningKind = 'all', pageNo = 1) {
  const isLogin = useSessionStore((s) => s.isLogin);
  const userId = useSessionStore((s) => s.userId);
  return useQuery({
    queryKey: fundKeys.earnings(userId, kind, pageNo),
    queryFn: () => fetchEarnings({ pageNo, pageSize: FUND_PAGE_SIZE, kind }),
    enabled: isLogin,
    placeholderData: keepPreviousData,
  });
}
