import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { LIMITS, type TWallet } from '@exchange/contracts';
import { useSessionStore } from '../session/session-store';
import { fetchAddresses, fetchAssetRecords, fetchDepositAddress, fetchDeposits, fetchWalletAssets, fetchWithdrawals } from './assets-api';
import { assetsKeys } from './assets-keys';
import type { TRecordFilter } from './assets-types';
import { nextPageOf } from './paging';

function useSession() {
  const isLogin = useSessionStore((s) => s.isLogin);
  const userId = useSessionStore((s) => s.userId);
  return { isLogin, userId };
}

/** One wallet's balances valued in USDT (coin or contract). */
export function useWalletAssets(wallet: TWallet) {
  const { isLogin, userId } = useSession();
  return useQuery({ queryKey: assetsKeys.wallet(userId, wallet), queryFn: () => fetchWalletAssets(wallet), enabled: isLogin, staleTime: 10_000 });
}

/** Asset records, 10 a page (SPEC §9), filtered by currency and record type; rows via rowsOf(data). */
export function useAssetRecords(filter: TRecordFilter = {}) {
  const { isLogin, userId } = useSession();
  return useInfiniteQuery({
    queryKey: assetsKeys.records(userId, filter),
    queryFn: ({ pageParam }) => fetchAssetRecords(filter, pageParam, LIMITS.pageSize),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: isLogin,
  });
}

/** The address book, optionally only one currency (and chain). */
export function useAddressBook(filter: { currency?: string; chain?: string } = {}) {
  const { isLogin, userId } = useSession();
  return useQuery({ queryKey: assetsKeys.addresses(userId, filter), queryFn: () => fetchAddresses(filter), enabled: isLogin });
}

/** Withdrawal records, 10 a page. */
export function useWithdrawals(currency = '') {
  const { isLogin, userId } = useSession();
  return useInfiniteQuery({
    queryKey: assetsKeys.withdrawals(userId, currency),
    queryFn: ({ pageParam }) => fetchWithdrawals({ currency }, pageParam, LIMITS.pageSize),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: isLogin,
  });
}

/** Deposit records, 10 a page. */
export function useDeposits(currency = '') {
  const { isLogin, userId } = useSession();
  return useInfiniteQuery({
    queryKey: assetsKeys.deposits(userId, currency),
    queryFn: ({ pageParam }) => fetchDeposits({ currency }, pageParam, LIMITS.pageSize),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: isLogin,
  });
}

/** The user's deposit address on a chain; stable, so it is kept for the page's life. */
export function useDepositAddress(currency: string, chain: string) {
  const { isLogin, userId } = useSession();
  return useQuery({
    queryKey: assetsKeys.depositAddress(userId, currency, chain),
    queryFn: () => fetchDepositAddress(currency, chain),
    enabled: isLogin && Boolean(currency && chain),
    staleTime: Infinity,
  });
}
