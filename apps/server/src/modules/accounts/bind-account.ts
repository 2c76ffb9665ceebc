import type { TBindAccount } from '@exchange/contracts';
import type { TLocale } from '@exchange/i18n';
import { AppError, needLogin } from '../../platform/errors.js';
import type { TDeps } from '../../platform/deps.js';
import { accountsRepository } from './accounts.repository.js';
import { accountTarget, type TTarget } from './targets.js';
import { consumeCode, issueCode } from './verification-codes.js';

/** A user binds the kind of account it lacks: an e-mail to a phone account, or the reverse. */
async function checkBindable(deps: TDeps, userId: bigint, target: TTarget) {
  const user = await accountsRepository.findById(deps.db, userId);
  if (!user) throw needLogin();
  if ((target.channel === 'email' ? user.email : user.phone_account) !== null) throw new AppError('alreadyBound');
  if (await accountsRepository.findByTarget(deps.db, target)) throw new AppError('accountExists');
  return user;
}

export async function sendBindCode(
  deps: TDeps,
  userId: bigint,
  input: { account: string; areaCode: string },
  meta: { locale: TLocale; ip: string },
): Promise<void> {
  const target = accountTarget(input.account, input.areaCode);
  await checkBindable(deps, userId, target);
  await issueCode(deps, { ...target, purpose: 'bind', ...meta });
}

export async function bindAccount(deps: TDeps, userId: bigint, input: TBindAccount): Promise<void> {
  const target = accountTarget(input.account, input.areaCode);
  await checkBindable(deps, userId, target);
  await consumeCode(deps, target, 'bind', { code: input.code });
  const isEmail = target.channel === 'email';
  try {
    await accountsRepository.updateUser(deps.db, userId, {
      ...(isEmail
        ? { email: target.target }
        : { area_code: input.areaCode, phone: input.account.replace(/\D/g, ''), phone_account: target.target }),
      updated_at: BigInt(deps.clock.now()),
    });
  } catch (error) {
    if (await accountsRepository.findByTarget(deps.db, target)) throw new AppError('accountExists');
    throw error;
  }
}
