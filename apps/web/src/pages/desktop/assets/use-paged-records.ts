import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LIMITS } from '@exchange/contracts';
import { fetchAssetRecords, fetchDeposits, fetchWithdrawals } from '../../../features/assets/assets-api';
import { assetsKeys } from '../../../features/assets/assets-keys';
import type { TRecordFilter } from '../../../features/assets/assets-types';
import { useSessionStore } from '../../../features/session/session-store';

// The desktop tables page by number (antd pagination) where the mobile lists load more; the keys
// extend the shared ones, so the mutations' invalidations reach these pages too.

function useSession() {
  const isLogin = useSessionStore((s) => s.isLogin);
  const userId = useSessionStore((s) => s.userId);
  return { isLogin, userId };
}

/** One page of the asset records (SPEC §9: 10 a page), filtered by currency and record type. */
export function useAssetRecordsPage(filter: TRecordFilter, pageNo: number) {
  const { isLogin, userId } = useSession();
  return useQuery({
    queryKey: [...assetsKeys.records(userId, filter), 'page', pageNo],
    queryFn: () => fetchAssetRecords(filter, pageNo, LIMITS.pageSize),
    enabled: isLogin,
    placeholderData: keepPreviousData,
  });
}

/** One page of the withdrawal records. */
export function useWithdrawalsPage(currency: string, pageNo: number) {
  const { isLogin, userId } = useSession();
  return useQuery({
    queryKey: [...assetsKeys.withdrawals(userId, currency), 'page', pageNo],
    queryFn: () => fetchWithdrawals({ currency }, pageNo, LIMITS.pageSize),
    enabled: isLogin,
    placeholderData: keepPreviousData,
  });
}

/** One page of the deposit records. */
export function useDepositsPage(currency: string, pageNo: number) {
  const { isLogin, userId } = useSession();
  return useQuery({
    queryKey: [...assetsKeys.deposits(userId, currency), 'page', pageNo],
    queryFn: () => fetchDeposits({ currency }, pageNo, LIMITS.pageSize),
    enabled: isLogin,
    placeholderData: keepPreviousData,
  });
}
