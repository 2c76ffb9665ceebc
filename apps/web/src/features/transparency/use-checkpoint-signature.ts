import { useQuery } from '@tanstack/react-query';
import type { TCheckpoint } from '@exchange/contracts';
import { loadCrypto } from './load-crypto';
import { transparencyKeys } from './transparency-keys';

/** What the browser found of a checkpoint's signature. */
export type TSignatureState = 'checking' | 'valid' | 'invalid' | 'otherKey' | 'unavailable';

/**
 * Verifies a checkpoint's Ed25519 signature over checkpointMessage in the browser (the crypto chunk
 * loads on first use), and that it is signed by the exchange's current key (`publicKey`, the list's;
 * empty: not published, only the signature counts). 'unavailable' when the check could not run.
 */
export function useCheckpointSignature(checkpoint: TCheckpoint | undefined, publicKey: string): TSignatureState {
  const query = useQuery({
    queryKey: transparencyKeys.signature(checkpoint?.id ?? 0, checkpoint?.signature ?? '', checkpoint?.publicKey ?? ''),
    queryFn: async () => {
      const crypto = await loadCrypto();
      try {
        return crypto.verifyCheckpoint(checkpoint!);
      } catch {
        // Not hex, or a key off the curve: a signature that does not verify.
        return false;
      }
    },
    enabled: checkpoint !== undefined,
    staleTime: Infinity,
  });
  if (query.isError) return 'unavailable';
  if (query.data === undefined) return 'checking';
  if (!query.data) return 'invalid';
  return publicKey && checkpoint && checkpoint.publicKey !== publicKey ? 'otherKey' : 'valid';
}
