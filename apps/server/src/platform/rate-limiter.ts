import type { TClock } from './clock.js';

export type TLimit = { limit: number; windowMs: number };

export type TRateLimiter = {
  /** Counts one hit on the key; false when the key is over its limit in the current window. */
  hit(key: string, rule: TLimit): boolean;
  /** True when the key has no room left, without counting a hit. */
  isBlocked(key: string, rule: TLimit): boolean;
  reset(key: string): void;
};

/**
 * Fixed-window counters in memory: enough for one process. A Redis implementation of the same
 * type is the seam for running several API processes (ARCHITECTURE.md "Scale").
 */
export function memoryRateLimiter(clock: TClock): TRateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = clock.now();

  function current(key: string, rule: TLimit) {
    const now = clock.now();
    if (now - lastSweep > 60_000) {
      for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      lastSweep = now;
    }
    let window = windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + rule.windowMs };
      windows.set(key, window);
    }
    return window;
  }

  return {
    hit(key, rule) {
      const window = current(key, rule);
      window.count += 1;
      return window.count <= rule.limit;
    },
    isBlocked(key, rule) {
      return current(key, rule).count >= rule.limit;
    },
    reset(key) {
      windows.delete(key);
    },
  };
}

const MINUTE = 60_000;

/** The limits on login and code sending (README "Security"). */
export const RATE_LIMITS = {
  apiPerIp: { limit: 1200, windowMs: MINUTE },
  loginPerIp: { limit: 30, windowMs: 15 * MINUTE },
  loginFailuresPerAccount: { limit: 5, windowMs: 15 * MINUTE },
  codesPerIp: { limit: 20, windowMs: 60 * MINUTE },
  codesPerTarget: { limit: 10, windowMs: 60 * MINUTE },
  uploadsPerUser: { limit: 30, windowMs: 60 * MINUTE },
} as const;
