import { useEffect, useRef } from 'react';
import { hashKey, useQuery, useQueryClient, type keepPreviousData, type QueryKey } from '@tanstack/react-query';
import { joinFeed } from './live-feeds';
import { marketSocket } from './market-socket-instance';
import { POLL_WHILE_DOWN_MS, useSocketStore } from './socket-store';

type TLiveQuery<T> = {
  queryKey: QueryKey;
  queryFn: () => Promise<T>;
  /** The socket topics whose pushes update this data; null or empty: none. */
  topics: readonly string[] | null;
  /**
   * Folds one push into the cached data (return the current value to ignore it). It must depend
   * only on the query key: components sharing a key share one feed and its first merge.
   */
  merge: (current: T | undefined, tick: unknown, topic: string) => T | undefined;
  enabled?: boolean;
  /** For a paged list, TanStack's keepPreviousData: while another page (or size) loads, the last one stays on screen. */
  placeholderData?: typeof keepPreviousData;
};

/**
 * Server data kept live: loaded over HTTP, then updated by socket pushes written into the query
 * cache (once per query, however many components read it). While the socket is down it polls HTTP
 * instead (and stops when the socket is back); after a reconnect it reloads once, since pushes sent
 * meanwhile were lost.
 */
export function useLiveQuery<T>({ queryKey, queryFn, topics, merge, enabled = true, placeholderData }: TLiveQuery<T>) {
  const client = useQueryClient();
  const isDown = useSocketStore((s) => s.status === 'reconnecting');
  const reconnects = useSocketStore((s) => s.reconnects);
  const query = useQuery({
    queryKey,
    queryFn,
    enabled,
    staleTime: 10_000,
    refetchInterval: enabled && isDown ? POLL_WHILE_DOWN_MS : false,
    placeholderData,
  });
  const keyRef = useRef(queryKey);
  keyRef.current = queryKey;
  const mergeRef = useRef(merge);
  mergeRef.current = merge;
  const hash = hashKey(queryKey);
  const topicList = enabled && topics?.length ? topics.join('|') : '';

  useEffect(() => {
    if (!topicList) return;
    const key = keyRef.current;
    const fold = mergeRef.current;
    return joinFeed(`${hash}#${topicList}`, () => {
      const socket = marketSocket();
      const stops = topicList.split('|').map((topic) =>
        socket.subscribe(topic, (tick, ch) => client.setQueryData<T>(key, (current) => fold(current, tick, ch))),
      );
      return () => stops.forEach((stop) => stop());
    });
  }, [hash, topicList, client]);

  const seen = useRef(reconnects);
  useEffect(() => {
    if (reconnects === seen.current) return;
    seen.current = reconnects;
    if (enabled) void client.invalidateQueries({ queryKey: keyRef.current, exact: true });
  }, [reconnects, enabled, client]);
  return query;
}
