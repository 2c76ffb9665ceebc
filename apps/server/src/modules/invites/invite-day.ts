/** A UTC day in epoch milliseconds (SPEC §9: statistics use UTC+0). */
export const DAY_MS = 86_400_000;
/** SPEC §9: daily maintenance runs from 03:00 to 05:00 UTC. */
export const WINDOW_START_MS = 3 * 3_600_000;
export const WINDOW_END_MS = 5 * 3_600_000;

/** The start (00:00 UTC) of the day `ms` falls in. */
export function dayStart(ms: number): number {
  return ms - (((ms % DAY_MS) + DAY_MS) % DAY_MS);
}

/** When a day's rebates are paid: the start of the next day's maintenance window. */
export function payoutDueAt(day: number): number {
  return day + DAY_MS + WINDOW_START_MS;
}

/** The newest day whose payout window has begun at `now`: the one a (re)started server must make sure is queued. */
export function latestPayableDay(now: number): number {
  return dayStart(now - WINDOW_START_MS) - DAY_MS;
}

/** YYYY-MM-DD of a day, the job's key and the notification's day. */
export function dayKey(day: number): string {
  return new Date(day).toISOString().slice(0, 10);
}
