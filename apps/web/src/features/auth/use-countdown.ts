import { useCallback, useEffect, useState } from 'react';
import { LIMITS } from '@exchange/contracts';

/**
 * SPEC §4 verification-code button: after a send it counts down 60 s (disabled meanwhile), then
 * resets. Counts from a deadline, so a throttled background tab does not slow it.
 */
export function useCountdown(seconds: number = LIMITS.codeCountdownSeconds) {
  const [deadline, setDeadline] = useState(0);
  const [left, setLeft] = useState(0);

  useEffect(() => {
    if (!deadline) return;
    const tick = () => {
      const remaining = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) setDeadline(0);
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback((from: number = seconds) => setDeadline(Date.now() + from * 1000), [seconds]);
  return { left, isRunning: left > 0, start };
}
