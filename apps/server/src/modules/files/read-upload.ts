import fs from 'node:fs/promises';
import path from 'node:path';
import type { TDeps } from '../../platform/deps.js';
import { filesRepository } from './files.repository.js';
import { uploadDir, type TUploadKind } from './store-upload.js';

/** Kinds that show a person's documents or money: never public, whoever has the link. */
const PRIVATE_KINDS: readonly TUploadKind[] = ['proof', 'kyc'];

/** Who asks for a file: the session's user and the operator token, each if any. */
export type TFileViewer = { userId: bigint | null; operatorToken: string | null };

/** Whether the operator behind a token may see a private upload of this kind. */
export type TOperatorFileCheck = (operatorToken: string, kind: TUploadKind) => Promise<boolean>;

// Per app (deps): the admin module, which owns operators and their policy, tells files who may see
// what (files sits below admin and does not import it). Until it has, no operator sees anything.
const operatorChecks = new WeakMap<TDeps, TOperatorFileCheck>();

/** Gives the files module the operators' check (called by the admin module when its routes are set up). */
export function allowOperatorFiles(deps: TDeps, check: TOperatorFileCheck): void {
  operatorChecks.set(deps, check);
}

/**
 * One stored upload for a viewer, or null when it does not exist OR the viewer may not see it, so
 * that a refusal cannot be told from a missing file. Avatars are public; deposit proofs and KYC
 * photos only for their owner and for operators (who review them). The name is checked before
 * the disk is touched.
 */
export async function readUpload(
  deps: TDeps,
  id: string,
  viewer: TFileViewer,
): Promise<{ mime: string; bytes: Buffer; isPrivate: boolean } | null> {
  if (!/^[0-9a-f]{32}\.(png|jpg|webp)$/.test(id)) return null;
  const file = await filesRepository.findById(deps.db, id);
  if (!file) return null;
  const isPrivate = PRIVATE_KINDS.includes(file.kind as TUploadKind);
  if (isPrivate && viewer.userId !== file.owner_id) {
    // Operators see the documents of the queues their roles review (the admin module's check).
    const check = operatorChecks.get(deps);
    if (!viewer.operatorToken || !check || !(await check(viewer.operatorToken, file.kind as TUploadKind))) return null;
  }
  return { mime: file.mime, bytes: await fs.readFile(path.join(uploadDir(deps), id)), isPrivate };
}
