import { create } from 'zustand';

/**
 * The market socket's state, for pages to show ("live" vs "connection lost, updating every few
 * seconds") and for the live hooks to decide whether to poll.
 * - connecting: the first connection is being made (data comes from the first HTTP load);
 * - connected: pushes arrive; nothing polls;
 * - reconnecting: the socket dropped (or never opened); the hooks poll HTTP until it is back.
 * `reconnects` counts the openings that followed a drop: each one makes the hooks reload their
 * snapshot, since pushes sent while the socket was down are lost.
 */
export type TSocketStatus = 'connecting' | 'connected' | 'reconnecting';

type TSocketState = { status: TSocketStatus; reconnects: number };

export const useSocketStore = create<TSocketState>(() => ({ status: 'connecting', reconnects: 0 }));

/** How often the live hooks poll HTTP while the socket is down (SPEC §9: the shell's ~5 s timer). */
export const POLL_WHILE_DOWN_MS = 3_000;

/** True while pushes are not arriving and the hooks are polling. */
export function useIsSocketDown(): boolean {
  return useSocketStore((s) => s.status === 'reconnecting');
}
