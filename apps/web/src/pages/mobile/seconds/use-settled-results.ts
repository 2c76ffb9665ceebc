import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchSecondsRecord, type TSecondsOrder } from '../../../features/seconds/seconds-api';
import { useSecondsFeed, useSecondsRecords } from '../../../features/seconds/use-seconds-data';
import { OPEN_LIST_SIZE } from './open-orders';

/**
 * The user's orders that settle while the screen is open, one result at a time (several can settle
 * in the same second). They come from the socket (useSecondsFeed); when it is down the open list
 * still polls, and an order seen open that leaves it is fetched and shown the same way. Each order
 * shows once.
 */
export function useSettledResults() {
  const [queue, setQueue] = useState<TSecondsOrder[]>([]);
  const shown = useRef(new Set<number>());
  const push = useCallback((order: TSecondsOrder) => {
    if (order.entryStatus !== 2 || shown.current.has(order.id)) return;
    shown.current.add(order.id);
    setQueue((q) => [...q, order]);
  }, []);
  useSecondsFeed(push);

  const open = useSecondsRecords(1, 1, OPEN_LIST_SIZE);
  const seenOpen = useRef(new Set<number>());
  const list = open.data?.list;
  useEffect(() => {
    if (!list) return;
    const ids = new Set(list.map((o) => o.id));
    for (const id of seenOpen.current) {
      if (!ids.has(id) && !shown.current.has(id)) {
        fetchSecondsRecord(id).then(push, () => undefined);
      }
    }
    seenOpen.current = ids;
  }, [list, push]);

  return { current: queue[0] ?? null, next: () => setQueue((q) => q.slice(1)) };
}
