import { ApiError } from '../api/api-error';
import type { TFiatOrder, TFiatOrderState } from './fiat-api';

/**
 * An order's life as both interfaces show it. A buy order waits for payment until it expires (the
 * server's job closes it; the screen shows it expired at once), then, marked paid, waits for review,
 * and is confirmed (credited) or rejected. A sell order waits for the payout.
 */
export function shownState(order: Pick<TFiatOrder, 'side' | 'state' | 'expiresAt'>, now: number): TFiatOrderState {
  return order.side === 'buy' && order.state === 'waiting' && now >= order.expiresAt ? 'expired' : order.state;
}

/** Still moving: waiting or paid (its screen keeps asking the server). */
export function isOrderOpen(order: Pick<TFiatOrder, 'state'>): boolean {
  return order.state === 'waiting' || order.state === 'paid';
}

/** The label key of a state, worded for the side ("Waiting for payment" / "Waiting for payout"). */
export function orderStateKey(side: TFiatOrder['side'], state: TFiatOrderState): string {
  return `fiat.state.${side}.${state}`;
}

/** The badge's tone. */
export function stateTone(state: TFiatOrderState): 'wait' | 'ok' | 'bad' | 'off' {
  if (state === 'confirmed') return 'ok';
  if (state === 'rejected') return 'bad';
  if (state === 'expired' || state === 'cancelled') return 'off';
  return 'wait';
}

/** The rate lock's time left as m:ss (never negative). */
export function countdownText(expiresAt: number, now: number): string {
  const seconds = Math.max(0, Math.ceil((expiresAt - now) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** An order the server refused to show (not the caller's, or no such order), told from a failed load (retry). */
export function isMissingOrder(error: unknown): boolean {
  return error instanceof ApiError && error.code !== null;
}
