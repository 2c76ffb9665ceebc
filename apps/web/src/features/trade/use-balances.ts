import { useSessionStore } from '../session/session-store';
import { topics } from '../market/market-keys';
import { useLiveQuery } from '../market/use-live-query';
import { fetchWalletAssets } from '../assets/assets-api';
import { tradeKeys } from './trade-keys';
import { mergeBalances } from './balances';
import type { TWalletBalances } from './trade-types';

/**
 * The logged-in user's coin wallet (what spot orders trade in), refreshed by the private `accounts`
 * push after every order and fill. Disabled while logged out.
 */
export function useBalances() {
  const isLogin = useSessionStore((s) => s.isLogin);
  const userId = useSessionStore((s) => s.userId);
  return useLiveQuery<TWalletBalances>({
    queryKey: tradeKeys.balances(userId),
    queryFn: () => fetchWalletAssets('coin'),
    topics: [topics.accounts],
    merge: (current, tick) => mergeBalances(current, tick as Parameters<typeof mergeBalances>[1]),
    enabled: isLogin,
  });
}
