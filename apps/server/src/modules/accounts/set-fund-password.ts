import type { z } from 'zod';
import type { ZSetFundPassword } from '@exchange/contracts';
import { AppError, needLogin } from '../../platform/errors.js';
import type { TDeps } from '../../platform/deps.js';
import { accountsRepository } from './accounts.repository.js';
import { hashPassword } from './passwords.js';
import { checkUserPassword } from './password-guard.js';
import { requireTotpIfOn } from './two-factor/second-factor.js';

/**
 * Sets the 6-digit fund password, or changes it. A change needs the old one (`oldPwd`): otherwise
 * whoever holds a stolen session could set a fund password of their own and withdraw. With
 * two-factor log-in on, the authenticator's code (`code`) is asked too, after the old password.
 * Says whether this was the first one, so that the answer reads "set", not "modified".
 */
export async function setFundPassword(deps: TDeps, userId: bigint, input: z.output<typeof ZSetFundPassword>): Promise<{ isFirst: boolean }> {
  const user = await accountsRepository.findById(deps.db, userId);
  if (!user) throw needLogin();
  if (user.fund_password_hash) {
    if (!input.oldPwd) throw new AppError('enterOldFundPassword');
    await checkUserPassword(deps, userId, 'fund', user.fund_password_hash, input.oldPwd, 'fundPasswordIncorrect');
  }
  await requireTotpIfOn(deps, userId, input.code);
  await accountsRepository.updateUser(deps.db, userId, {
    fund_password_hash: await hashPassword(input.password),
    updated_at: BigInt(deps.clock.now()),
  });
  return { isFirst: !user.fund_password_hash };
}
