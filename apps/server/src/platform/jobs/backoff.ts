export type TBackoff = { baseMs: number; capMs: number };

export const DEFAULT_BACKOFF: TBackoff = { baseMs: 2_000, capMs: 10 * 60_000 };

/** Settlements come back sooner: a user waits on each, and the cause (the house's capital) may be fixed any moment. */
export const SETTLEMENT_BACKOFF: TBackoff = { baseMs: 1_000, capMs: 60_000 };

/** The failure of a settlement job from which an operator is alerted. */
export const SETTLEMENT_ALERT_AFTER = 3;

/**
 * The wait before try `attempt + 1` after try `attempt` failed: doubling from `baseMs`, capped at
 * `capMs`, then drawn between half and all of that ("equal jitter"), so that jobs which failed
 * together (a feed was down) do not all come back in the same instant.
 */
export function backoffMs(attempt: number, backoff: TBackoff, random: () => number = Math.random): number {
  const exponent = Math.min(Math.max(attempt - 1, 0), 30);
  const ceiling = Math.min(backoff.capMs, backoff.baseMs * 2 ** exponent);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
