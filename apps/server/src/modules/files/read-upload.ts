import fs from 'node:fs/promises';
import path from 'node:path';
import type { TDeps } from '../../platform/deps.js';
import type { TAdminAction } from '@exchange/contracts';
import { resolveOperator } from '../admin/operators.js';
import { mayTake } from '../admin/policy.js';
import { filesRepository } from './files.repository.js';
import { uploadDir, type TUploadKind } from './store-upload.js';

/** Kinds that show a person's documents or money: never public, whoever has the link. */
const PRIVATE_KINDS: readonly TUploadKind[] = ['proof', 'kyc'];

/** Who asks for a file: the session's user and the operator token, each if any. */
export type TFileViewer = { userId: bigint | null; operatorToken: string | null };

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
    // Operators see the documents of the queues their roles review (modules/admin/policy.ts).
    const operator = viewer.operatorToken ? await resolveOperator(deps, viewer.operatorToken) : null;
    const actions: TAdminAction[] = file.kind === 'kyc' ? ['kyc.read'] : ['deposits.read', 'fiat.read'];
    if (!operator || !actions.some((action) => mayTake(operator.roles, action))) return null;
  }
  return { mime: file.mime, bytes: await fs.readFile(path.join(uploadDir(deps), id)), isPrivate };
}
