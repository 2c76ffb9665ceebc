import { useEffect, useRef } from 'react';
import { marketSocket } from './market-socket-instance';

/**
 * Calls `onTick` for every push of the given topics while the component is mounted (null: none).
 * The latest `onTick` is always used, so callers need not memoize it; the subscription changes only
 * when the topics do.
 */
export function useTopics(topics: readonly string[] | null, onTick: (tick: unknown, topic: string) => void): void {
  const handler = useRef(onTick);
  handler.current = onTick;
  const key = topics ? topics.join('|') : '';
  useEffect(() => {
    if (!key) return;
    const socket = marketSocket();
    const stops = key.split('|').map((topic) => socket.subscribe(topic, (tick, ch) => handler.current(tick, ch)));
    return () => stops.forEach((stop) => stop());
  }, [key]);
}
