import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FLASH_PAGE_SIZE } from '@exchange/contracts';
import { useSessionStore } from '../session/session-store';
import { fetchFlashCoins, fetchFlashRecords, type TFlashQuoteInput } from './flash-api';

/** Query keys; the user's include the user id, so logins never share a cache. */
export const flashKeys = {
  all: ['flash'] as const,
  coins: ['flash', 'coins'] as const,
  quote: (userId: string, input: TFlashQuoteInput | null) => ['flash', 'quote', userId, input?.from ?? '', input?.to ?? '', input?.amount ?? ''] as const,
  records: (userId: string) => ['flash', 'records', userId] as const,
  recordsPage: (userId: string, pageNo: number, currency: string) => ['flash', 'records', userId, pageNo, currency] as const,
};

/** The coins that convert, with their decimals and rough minimums (they change only with the catalogue). */
export function useFlashCoins() {
  return useQuery({ queryKey: flashKeys.coins, queryFn: fetchFlashCoins, staleTime: 60_000 });
}

/** One page of the caller's conversions, newest first, 10 a page (SPEC §9). */
export function useFlashRecords(pageNo = 1, currency = '') {
  const isLogin = useSessionStore((s) => s.isLogin);
  const userId = useSessionStore((s) => s.userId);
  return useQuery({
    queryKey: flashKeys.recordsPage(userId, pageNo, currency),
    queryFn: () => fetchFlashRecords({ pageNo, pageSize: FLASH_PAGE_SIZE, currency }),
    enabled: isLogin,
    placeholderData: keepPreviousData,
  });
}

/**
 * `value` once it has stayed the same (by `key`) for `delayMs`: the quote is asked for when the
 * inputs settle, not on every key press.
 */
export function useSettled<T>(value: T, key: string, delayMs: number): T {
  const [settled, setSettled] = useState({ key, value });
  useEffect(() => {
    if (key === settled.key) return;
    const id = window.setTimeout(() => setSettled({ key, value }), delayMs);
    return () => window.clearTimeout(id);
    // The value is read through its key: a new object with the same key is the same input.
  }, [key, delayMs]);
  return settled.value;
}
