import { queryClient } from '../api/query-client';
import { useSessionStore } from './session-store';

/** Query keys whose data belongs to the logged-in user; dropped with the session. */
export const PRIVATE_QUERY_KEYS = [['profile']] as const;

/** SPEC §4 logout, locally: token, user id and login flag cleared; profile (e-mail, phone, avatar) dropped. */
export function endSession(): void {
  useSessionStore.getState().clear();
  for (const queryKey of PRIVATE_QUERY_KEYS) queryClient.removeQueries({ queryKey: [...queryKey] });
}
