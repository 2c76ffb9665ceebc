import type { TDeps } from '../../platform/deps.js';
import { AppError, needLogin } from '../../platform/errors.js';
import { accountsRepository } from './accounts.repository.js';

/**
 * POST /bb/user/updateCountry: the country a user declares (already validated as an ISO code,
 * upper case). Once identity verification has set kyc_country, the verified country is the one
 * the access rules use and the declared one can no longer be changed: changing it would mislead
 * the user about what decides their access. Declaring the same country again is harmless.
 * @throws AppError countryVerified
 */
export async function updateCountry(deps: TDeps, userId: bigint, country: string): Promise<void> {
  if (await accountsRepository.updateDeclaredCountry(deps.db, userId, country, BigInt(deps.clock.now()))) return;
  if (!(await accountsRepository.findById(deps.db, userId))) throw needLogin();
  throw new AppError('countryVerified');
}
