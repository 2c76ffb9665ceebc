import { ZCheckpoint, type TCheckpoint } from '@exchange/contracts';
import type { TCheckpointRow } from './transparency.repository.js';

/** A stored checkpoint as published: its signed body, its signature and key. */
export function presentCheckpoint(row: TCheckpointRow): TCheckpoint {
  return ZCheckpoint.parse({ ...JSON.parse(row.body), signature: row.signature, publicKey: row.public_key });
}
