import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { DEPOSITS_TOPIC, LIMITS } from '@exchange/contracts';
import { useLiveQuery } from '../market/use-live-query';
import { useTopics } from '../market/use-topic';
import { useSessionStore } from '../session/session-store';
import { fetchChainDeposits } from './assets-api';
import { assetsKeys } from './assets-keys';
import { chainDepositOf, mergeChainDeposit, type TChainDepositPage } from './chain-deposits';

const TOPICS = [DEPOSITS_TOPIC] as const;

/**
 * The user's deposits seen on watched chains, one currency, kept live: loaded over HTTP, then each
 * push of the private `deposits` topic (seen, one more confirmation, credited, removed) is folded
 * into the cached page (mergeChainDeposit); while the socket is down it polls (useLiveQuery). When
 * any is credited the balances and asset records are reloaded, so the page's figures follow the
 * credit without a reload.
 */
export function useChainDeposits(currency: string, pageNo = 1, pageSize: number = LIMITS.pageSize) {
  const isLogin = useSessionStore((s) => s.isLogin);
  const userId = useSessionStore((s) => s.userId);
  const client = useQueryClient();
  const query = useLiveQuery<TChainDepositPage>({
    queryKey: assetsKeys.chainDeposits(userId, currency, pageNo, pageSize),
    queryFn: () => fetchChainDeposits({ currency }, pageNo, pageSize),
    topics: TOPICS,
    merge: (current, tick) => {
      const push = chainDepositOf(tick);
      return push ? mergeChainDeposit(current, push, currency) : current;
    },
    enabled: isLogin,
    placeholderData: keepPreviousData,
  });
  useTopics(isLogin ? TOPICS : null, (tick) => {
    const push = chainDepositOf(tick);
    if (push?.status !== 'credited') return;
    void client.invalidateQueries({ queryKey: assetsKeys.wallets(userId) });
    void client.invalidateQueries({ queryKey: assetsKeys.records(userId) });
  });
  return query;
}
