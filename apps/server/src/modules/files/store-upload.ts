import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { AppError, tooMany } from '../../platform/errors.js';
import { RATE_LIMITS } from '../../platform/rate-limiter.js';
import type { TDeps } from '../../platform/deps.js';
import { filesRepository } from './files.repository.js';
import { sniffImage } from './sniff-image.js';

export const UPLOAD_KINDS = ['avatar', 'proof', 'kyc'] as const;
export type TUploadKind = (typeof UPLOAD_KINDS)[number];

export function uploadDir(deps: TDeps): string {
  return path.join(deps.config.dataDir, 'uploads');
}

/**
 * Stores one uploaded image under DATA_DIR/uploads with a random 128-bit name, after checking its
 * content. The name is the only handle to it, so it cannot be guessed.
 */
export async function storeUpload(
  deps: TDeps,
  userId: bigint,
  kind: TUploadKind,
  bytes: Buffer,
): Promise<{ id: string; url: string; mime: string; size: number }> {
  if (!(await deps.limiter.hit(`upload:${userId}`, RATE_LIMITS.uploadsPerUser))) throw tooMany();
  if (bytes.length === 0) throw new AppError('fileMissing');
  const type = sniffImage(bytes);
  if (!type) throw new AppError('fileTypeInvalid');
  const id = `${randomBytes(16).toString('hex')}.${type.ext}`;
  await fs.mkdir(uploadDir(deps), { recursive: true });
  await fs.writeFile(path.join(uploadDir(deps), id), bytes, { flag: 'wx' });
  await filesRepository.insert(deps.db, {
    id,
    owner_id: userId,
    kind,
    mime: type.mime,
    size: BigInt(bytes.length),
    created_at: BigInt(deps.clock.now()),
  });
  return { id, url: `/bb/file/${id}`, mime: type.mime, size: bytes.length };
}
