import type { z } from 'zod';
import type { ZUpdatePassword } from '@exchange/contracts';
import { needLogin } from '../../platform/errors.js';
import type { TDeps } from '../../platform/deps.js';
import type { TSessionUser } from '../../platform/http/route.js';
import { accountsRepository } from './accounts.repository.js';
import { assertPasswordNotCommon, hashPassword } from './passwords.js';
import { checkUserPassword } from './password-guard.js';
import { revokeUserSessions } from './sessions.js';

/**
 * Changes the login password with the old one, and ends every other session of the user. A common
 * new password is refused before a try at the old one is spent.
 */
export async function updatePassword(deps: TDeps, user: TSessionUser, input: z.output<typeof ZUpdatePassword>): Promise<void> {
  const row = await accountsRepository.findById(deps.db, user.userId);
  if (!row) throw needLogin();
  await assertPasswordNotCommon(input.password, { email: row.email ?? '', areaCode: row.area_code ?? '', phone: row.phone ?? '' });
  await checkUserPassword(deps, user.userId, 'login', row.password_hash, input.oldPwd, 'passwordIncorrect');
  await accountsRepository.updateUser(deps.db, user.userId, {
    password_hash: await hashPassword(input.password),
    updated_at: BigInt(deps.clock.now()),
  });
  await revokeUserSessions(deps, user.userId, user.sessionId);
}
