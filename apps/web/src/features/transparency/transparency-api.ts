import { transparencyCheckpointsCall, transparencyProofCall, type TCheckpoint } from '@exchange/contracts';
import type { z } from 'zod';
import { bbCall } from '../api/bb-call';
import { call } from '../api/http';

export type TCheckpointPage = z.output<typeof transparencyCheckpointsCall.response>;

/** GET /transparency/checkpoints: one page of the signed checkpoints, newest first (public). */
export function fetchCheckpoints(page = 1): Promise<TCheckpointPage> {
  return bbCall(transparencyCheckpointsCall, { page });
}

/** Pages walked back at most looking for an older checkpoint (50 each: about a week at one per 10 minutes). */
const MAX_PAGES = 20;

/**
 * The published checkpoint `id` and the exchange's current key, read fresh from the public list (not
 * the page's cache): what a proof is compared with. Walks back page by page, newest first; null when
 * the list does not hold that id.
 */
export async function fetchCheckpointById(id: number): Promise<{ checkpoint: TCheckpoint | null; publicKey: string }> {
  let publicKey = '';
  for (let page = 1; page <= MAX_PAGES; page++) {
    const read = await fetchCheckpoints(page);
    if (page === 1) publicKey = read.publicKey;
    const found = read.list.find((c) => c.id === id);
    if (found) return { checkpoint: found, publicKey };
    const oldest = read.list[read.list.length - 1];
    if (!read.hasMore || !oldest || oldest.id < id) break;
  }
  return { checkpoint: null, publicKey };
}

/**
 * GET /transparency/proof: the caller's inclusion proof (the newest checkpoint's unless one is named),
 * or null. Deliberately NOT checked against the response schema here, unlike every other call: the
 * verifier (proof-verification.ts) is the check at this boundary, and it names what is wrong (a
 * negative amount at step k, a root that differs) where a schema refusal could only say "error".
 */
export async function fetchProofUnchecked(checkpointId?: number): Promise<unknown> {
  const params = checkpointId === undefined ? {} : { checkpointId: String(checkpointId) };
  return (await call<unknown>(transparencyProofCall.path, { method: transparencyProofCall.method, params })).data;
}
