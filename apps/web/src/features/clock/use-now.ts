import { useEffect, useState } from 'react';

/**
 * The time now, ticking every `everyMs` while mounted: what countdowns and order states count from.
 * `null` pauses the clock (it keeps the last time); when it starts again it reads the time at once.
 */
export function useNow(everyMs: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (everyMs === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
