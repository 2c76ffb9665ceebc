import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../api/api-error';
import { queryClient } from '../api/query-client';
import { useLocaleStore } from '../locale/locale-store';
import { useSessionStore } from '../session/session-store';
import { ACCESS_REFUSALS } from './product-gate';
import { fetchProducts } from './products-api';

/** Every cached access list (all users and languages) sits under this key. */
const ROOT = 'products';

/**
 * The access list's key: whose answer it is (a visitor's differs from a user's, and one user's from
 * another's) and in which language the server wrote its messages and disclosures.
 */
export function productsKey(userId: string, lang: string) {
  return [ROOT, userId || 'visitor', lang] as const;
}

/**
 * /product/list for the current session and language (TanStack Query). While another language
 * loads, the same caller's previous answer stays shown rather than a spinner; never another caller's.
 */
export function useProducts() {
  const userId = useSessionStore((s) => (s.isLogin ? s.userId : ''));
  const lang = useLocaleStore((s) => s.lang);
  const key = productsKey(userId, lang);
  const query = useQuery({
    queryKey: key,
    queryFn: fetchProducts,
    staleTime: 60_000,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === key[1] ? previous : undefined),
  });
  return { ...query, key };
}

/** Reloads every access list: after a change that moves the verdict (country, login, accept). */
export function refreshProducts(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [ROOT] });
}

/**
 * After a refused product call: when the refusal is an access one (switched off, country, KYC,
 * disclosure), the list the gate holds is out of date, so it reloads and the gate closes.
 */
export function refreshOnAccessRefusal(error: unknown): void {
  if (error instanceof ApiError && error.reason && ACCESS_REFUSALS.includes(error.reason)) void refreshProducts();
}
