import { useQuery } from '@tanstack/react-query';
import { fetchCheckpoints } from './transparency-api';
import { transparencyKeys } from './transparency-keys';

/** Until the first checkpoint exists the page looks again every 15 s; afterwards every minute (one is written every 10). */
const EMPTY_POLL_MS = 15_000;
const POLL_MS = 60_000;

/** The newest page of signed checkpoints (public), newest first, kept fresh while the page is open. */
export function useCheckpoints() {
  return useQuery({
    queryKey: transparencyKeys.checkpoints(1),
    queryFn: () => fetchCheckpoints(1),
    refetchInterval: (query) => (query.state.data?.list.length ? POLL_MS : EMPTY_POLL_MS),
  });
}
