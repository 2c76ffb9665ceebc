import type { TForgetPassword } from '@exchange/contracts';
import { AppError } from '../../platform/errors.js';
import type { TDeps } from '../../platform/deps.js';
import { accountsRepository } from './accounts.repository.js';
import { assertPasswordNotCommon, hashPassword } from './passwords.js';
import { revokeUserSessions } from './sessions.js';
import { targetOf } from './targets.js';
import { consumeCode } from './verification-codes.js';

/**
 * Forgot password: the code sent to the account's e-mail or phone, then a new password. Every
 * session of the account ends, since whoever forgot it may not be the only one who knew it. A
 * common new password is refused before the code is spent.
 */
export async function resetPassword(deps: TDeps, input: TForgetPassword): Promise<void> {
  const target = targetOf(input);
  await assertPasswordNotCommon(input.password, input);
  await consumeCode(deps, target, 'forget', { code: input.code });
  const user = await accountsRepository.findByTarget(deps.db, target);
  if (!user) throw new AppError('codeError');
  await accountsRepository.updateUser(deps.db, user.id, {
    password_hash: await hashPassword(input.password),
    updated_at: BigInt(deps.clock.now()),
  });
  await revokeUserSessions(deps, user.id, null);
}
