import { useQuery } from '@tanstack/react-query';
import type { TCheckpoint } from '@exchange/contracts';
import { checkpointChain, type TChainState } from './checkpoint-chain';
import { loadCrypto } from './load-crypto';

/** The links between the checkpoints of the page (checkpoint-chain.ts), checked in the browser; null while checking. */
export function useCheckpointChain(list: readonly TCheckpoint[] | undefined): TChainState | null {
  const links = (list ?? []).map((c) => `${c.id}:${c.previous}:${c.signature}`);
  const query = useQuery({
    queryKey: ['transparency', 'chain', links],
    queryFn: async () => checkpointChain((await loadCrypto()).sha256, list ?? []),
    enabled: links.length > 0,
    staleTime: Infinity,
  });
  return query.data ?? null;
}
