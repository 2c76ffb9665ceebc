import { AppError } from '../../platform/errors.js';
import type { TDeps } from '../../platform/deps.js';
import { filesRepository } from '../files/files.repository.js';
import { accountsRepository } from './accounts.repository.js';

/**
 * Sets the avatar to an image the same user uploaded through /file/upload (given as its id or its
 * URL). Nobody can point an avatar at another user's upload or at an outside address.
 */
export async function updateIcon(deps: TDeps, userId: bigint, icon: string): Promise<void> {
  const id = icon.replace(/^.*\/bb\/file\//, '');
  const file = await filesRepository.findById(deps.db, id);
  if (!file || file.owner_id !== userId) throw new AppError('fileMissing');
  await accountsRepository.updateUser(deps.db, userId, { icon: `/bb/file/${file.id}`, updated_at: BigInt(deps.clock.now()) });
}
