/** Time as the domain sees it: injected so that expiry and limits can be tested. */
export type TClock = { now(): number };

export const systemClock: TClock = { now: () => Date.now() };

/** A clock tests move by hand. */
export function manualClock(start = Date.UTC(2026, 0, 1)): TClock & { advance(ms: number): void } {
  let current = start;
  return {
    now: () => current,
    advance(ms: number) {
      current += ms;
    },
  };
}

/** Real time that tests can still move forward (for clients that sign with their own clock, such as ccxt). */
export function runningClock(): TClock & { advance(ms: number): void } {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance(ms: number) {
      offset += ms;
    },
  };
}
