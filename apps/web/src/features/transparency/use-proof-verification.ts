import { useEffect } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useSessionStore } from '../session/session-store';
import { loadCrypto } from './load-crypto';
import { verifyInclusion, type TVerification } from './proof-verification';
import { fetchCheckpointById, fetchProofUnchecked } from './transparency-api';

/** The outcome of "verify my balances": no checkpoint holds the user yet, or the proof as received and the browser's verdict. */
export type TProofCheck = { kind: 'absent' } | { kind: 'checked'; proof: unknown; verification: TVerification };

async function checkMyProof(): Promise<TProofCheck> {
  const [proof, crypto] = await Promise.all([fetchProofUnchecked(), loadCrypto()]);
  if (proof === null) return { kind: 'absent' };
  const id = (proof as { checkpointId?: unknown })?.checkpointId;
  // The checkpoint comes from the public list, as anyone sees it, never from the proof itself.
  const { checkpoint, publicKey } = typeof id === 'number' && Number.isInteger(id) && id > 0 ? await fetchCheckpointById(id) : { checkpoint: null, publicKey: '' };
  return { kind: 'checked', proof, verification: verifyInclusion(crypto, proof, checkpoint, publicKey) };
}

/**
 * "Verify my balances": fetches the user's proof and the signed checkpoint it names, then verifies
 * in the browser (proof-verification.ts). The result belongs to the user who asked: it is dropped
 * when the session changes, so the next user of the page never sees it.
 */
export function useProofVerification() {
  const userId = useSessionStore((s) => s.userId);
  const mutation = useMutation({ mutationFn: checkMyProof });
  const { reset } = mutation;
  useEffect(() => reset, [userId, reset]);
  return mutation;
}
