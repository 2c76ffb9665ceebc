import { queryClient } from '../api/query-client';
import { useSessionStore } from './session-store';

/**
 * Query key prefixes whose data belongs to the logged-in user (profile; balances, records and
 * addresses; orders and trading balances): dropped with the session, not kept in memory after it.
 */
export const PRIVATE_QUERY_KEYS = [['profile'], ['assets'], ['trade']] as const;

/** SPEC §4 logout, locally: token, user id and login flag cleared; profile (e-mail, phone, avatar) dropped. */
export function endSession(): void {
  useSessionStore.getState().clear();
  for (const queryKey of PRIVATE_QUERY_KEYS) queryClient.removeQueries({ queryKey: [...queryKey] });
}
