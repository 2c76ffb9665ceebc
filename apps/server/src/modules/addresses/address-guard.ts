import type { TDeps } from '../../platform/deps.js';
import { AppError, needLogin } from '../../platform/errors.js';
import { accountsRepository } from '../accounts/accounts.repository.js';
import { checkUserPassword } from '../accounts/password-guard.js';
import { requireSecondFactor } from '../accounts/two-factor/second-factor.js';

/**
 * What a change of the address book must prove, since it decides where money can go: the fund
 * password (wrong tries limited per user, password-guard.ts) and a code (purpose 'address') sent to
 * the user's own e-mail or phone, spent once (with two-factor log-in on: the authenticator's code or
 * a recovery code instead). A session alone is not enough: a stolen one would otherwise add its own
 * address and then withdraw to it. Run after the request's own checks, so that a malformed address
 * costs neither a try nor the code.
 * Throws fundPasswordNotSet, fundPasswordIncorrect, tooManyRequests, enterCode/codeError/codeExpired,
 * totpRequired/totpInvalid/recoveryCodeInvalid.
 */
export async function proveAddressChange(deps: TDeps, userId: bigint, proof: { fundPwd: string; code: string }): Promise<void> {
  const user = await accountsRepository.findById(deps.db, userId);
  if (!user) throw needLogin();
  if (!user.fund_password_hash) throw new AppError('fundPasswordNotSet');
  await checkUserPassword(deps, userId, 'fund', user.fund_password_hash, proof.fundPwd, 'fundPasswordIncorrect');
  await requireSecondFactor(deps, userId, { purpose: 'address', code: proof.code });
}
