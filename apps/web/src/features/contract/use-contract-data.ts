import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { LIMITS, ZContractPush } from '@exchange/contracts';
import { topics } from '../market/market-keys';
import { POLL_WHILE_DOWN_MS, useSocketStore } from '../market/socket-store';
import { useTopics } from '../market/use-topic';
import { useSessionStore } from '../session/session-store';
import { fetchContractAccount, fetchContractConfig, fetchContractDetail, fetchContractOrders, fetchPriceTicks } from './contract-api';
import { contractKeys } from './contract-keys';
import type { TContractListStatus, TContractOrder, TContractPage, TPriceTicks } from './contract-types';

/** One reload of the user's contract lists and account for a burst of order events (shared by every mounted hook). */
let reloadTimer: ReturnType<typeof setTimeout> | null = null;
function reloadSoon(client: QueryClient, userId: string): void {
  if (reloadTimer) return;
  reloadTimer = setTimeout(() => {
    reloadTimer = null;
    void client.invalidateQueries({ queryKey: contractKeys.user(userId) });
    void client.invalidateQueries({ queryKey: ['contract', 'config'] });
  }, 150);
}

/** Holding positions as the newest push has them, by id. */
function withPositions(page: TContractPage | undefined, latest: Map<number, TContractOrder>): TContractPage | undefined {
  if (!page) return page;
  let changed = false;
  const list = page.list.map((order) => {
    const fresh = latest.get(order.orderId);
    if (!fresh || fresh === order) return order;
    changed = true;
    return fresh;
  });
  return changed ? { ...page, list } : page;
}

/**
 * The private `contract` feed, folded into the query cache: the positions push (every second while
 * holding) updates P/L, margin ratio and price in every cached holding page; an order event (opened,
 * settled, cancelled) reloads the lists and the account, since an order moves between them.
 * Pushes are checked against ZContractPush where they enter the client; a misread one is ignored.
 */
export function useContractFeed(): void {
  const client = useQueryClient();
  const isLogin = useSessionStore((s) => s.isLogin);
  const userId = useSessionStore((s) => s.userId);
  useTopics(isLogin ? [topics.contract] : null, (tick) => {
    const read = ZContractPush.safeParse(tick);
    if (!read.success) return;
    const push = read.data;
    if (push.type === 'order') {
      reloadSoon(client, userId);
      return;
    }
    const latest = new Map(push.list.map((order) => [order.orderId, order]));
    client.setQueriesData<TContractPage>({ queryKey: [...contractKeys.orders(userId), 'holding'] }, (page) => withPositions(page, latest));
    // A position that the server no longer lists as holding was settled: the lists reload.
    const cached = client.getQueriesData<TContractPage>({ queryKey: [...contractKeys.orders(userId), 'holding'] });
    if (cached.some(([, page]) => page?.list.some((o) => !latest.has(o.orderId)))) reloadSoon(client, userId);
  });
}

/** Polls while the socket is down (SPEC: the page stays fresh), else relies on the feed. */
function usePollWhileDown(isEnabled: boolean): number | false {
  const isDown = useSocketStore((s) => s.status === 'reconnecting');
  return isEnabled && isDown ? POLL_WHILE_DOWN_MS : false;
}

/**
 * /contract/config: the markets with their leverages (capped for the caller's country), fees,
 * limits, the house's free capacity and the newest index price; refreshed every few seconds, since
 * the price and the capacity move.
 */
export function useContractConfig() {
  const userId = useSessionStore((s) => s.userId);
  return useQuery({ queryKey: contractKeys.config(userId), queryFn: fetchContractConfig, staleTime: 2_000, refetchInterval: 5_000 });
}

/** The user's contract account (equity, available, frozen margin, unrealized P/L), live with the feed. */
export function useContractAccount() {
  const isLogin = useSessionStore((s) => s.isLogin);
  const userId = useSessionStore((s) => s.userId);
  useContractFeed();
  return useQuery({
    queryKey: contractKeys.account(userId),
    queryFn: fetchContractAccount,
    enabled: isLogin,
    staleTime: 1_000,
    // Unrealized P/L moves with every tick: the account follows it while positions are open.
    refetchInterval: (query) => ((query.state.data?.positions ?? 0) > 0 ? 3_000 : false),
  });
}

type TOrdersOptions = { symbol?: string; pageNo?: number; pageSize?: number };

/** One page of the user's pending orders, holding positions (live P/L) or history, newest first. */
export function useContractOrders(status: TContractListStatus, options: TOrdersOptions = {}) {
  const { symbol = '', pageNo = 1, pageSize = LIMITS.pageSize } = options;
  const isLogin = useSessionStore((s) => s.isLogin);
  const userId = useSessionStore((s) => s.userId);
  useContractFeed();
  return useQuery({
    queryKey: contractKeys.page(userId, status, symbol, pageNo, pageSize),
    queryFn: () => fetchContractOrders({ status, symbol, pageNo, pageSize }),
    enabled: isLogin,
    placeholderData: keepPreviousData,
    staleTime: 5_000,
    refetchInterval: usePollWhileDown(isLogin),
  });
}

/** One order with the recorded ticks it opened and settled at (the settlement's proof). */
export function useContractDetail(orderId: number | null) {
  const isLogin = useSessionStore((s) => s.isLogin);
  const userId = useSessionStore((s) => s.userId);
  return useQuery({
    queryKey: contractKeys.detail(userId, orderId ?? 0),
    queryFn: () => fetchContractDetail(orderId ?? 0),
    enabled: isLogin && orderId !== null,
  });
}

/** How far back the index chart reaches. */
export const INDEX_CHART_WINDOW_MS = 30 * 60_000;

/**
 * The recorded index ticks of a market over the last half hour, oldest first, refreshed every two
 * seconds: what the contract chart draws and what every settlement cites (anyone can fetch them with
 * /bb/market/priceTicks).
 */
export function useIndexTicks(symbol: string) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 2_000);
    return () => clearInterval(timer);
  }, []);
  const query = useQuery<TPriceTicks>({
    queryKey: contractKeys.ticks(symbol),
    queryFn: async () => {
      const to = Date.now();
      const first = await fetchPriceTicks(symbol, to - INDEX_CHART_WINDOW_MS, to);
      // The newest page matters most: follow `next` (at most a few pages in half an hour of 1 s ticks).
      let answer = first;
      for (let page = 0; answer.next !== null && page < 3; page += 1) {
        const more = await fetchPriceTicks(symbol, answer.next, to);
        answer = { ...more, list: [...answer.list, ...more.list] };
      }
      return answer;
    },
    staleTime: 1_500,
    refetchInterval: 2_000,
  });
  return { ...query, now };
}
