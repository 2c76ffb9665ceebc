import { checkpointDigest, type TCheckpoint, type TSha256Hex } from '@exchange/contracts';

/**
 * What the links between the checkpoints of one page show: each names the one before it by digest
 * (`previous`), so with the newest one's signature valid, none of the older ones on the page can
 * have been rewritten or removed since. `linked` to the oldest checked, `first` for the very first
 * checkpoint alone, `broken` at the first checkpoint whose link does not hold.
 */
export type TChainState = { state: 'linked'; oldest: number } | { state: 'first' } | { state: 'broken'; id: number };

/** Checks the links of `list` (newest first, as published). A gap in the ids is a break: a checkpoint is missing. */
export function checkpointChain(sha256: TSha256Hex, list: readonly TCheckpoint[]): TChainState | null {
  if (list.length === 0) return null;
  for (let i = 0; i + 1 < list.length; i++) {
    const [newer, older] = [list[i], list[i + 1]];
    if (older.id !== newer.id - 1 || newer.previous !== checkpointDigest(sha256, older)) return { state: 'broken', id: newer.id };
  }
  const oldest = list[list.length - 1];
  // The very first checkpoint names none; any other names one this page does not hold (the page before).
  if (oldest.id === 1 && oldest.previous !== '') return { state: 'broken', id: 1 };
  return list.length === 1 && oldest.id === 1 ? { state: 'first' } : { state: 'linked', oldest: oldest.id };
}
