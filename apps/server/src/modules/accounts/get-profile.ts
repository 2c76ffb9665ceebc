import type { TProfile } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import { needLogin } from '../../platform/errors.js';
import { accountsRepository } from './accounts.repository.js';
import { isTotpOn } from './two-factor/second-factor.js';

/** Shown when a user has not chosen an avatar (SPEC §3: default image if none). */
export const DEFAULT_ICON = '/bb/file/default-avatar.svg';

/**
 * SPEC §3 profile. `assetsPwd` says whether a fund password is set; the hash never leaves the
 * server. The country fields show what the products' access rules go by.
 */
export async function getProfile(deps: TDeps, userId: bigint): Promise<TProfile> {
  const user = await accountsRepository.findById(deps.db, userId);
  if (!user) throw needLogin();
  const [referrer, hasTotp] = await Promise.all([
    user.referrer_id ? accountsRepository.findById(deps.db, user.referrer_id) : undefined,
    isTotpOn(deps, userId),
  ]);
  return {
    userId: Number(user.id),
    uid: user.uid,
    email: user.email ?? '',
    phone: user.phone ?? '',
    areaCode: user.area_code ?? '',
    icon: user.icon ?? DEFAULT_ICON,
    auth: Number(user.kyc_status),
    invitationCode: user.invitation_code,
    superCode: referrer?.invitation_code ?? '',
    assetsPwd: user.fund_password_hash ? 1 : 0,
    score: Number(user.score),
    country: user.country,
    // The verified country wins over the declared one, as in the products' access check.
    effectiveCountry: user.kyc_country ?? user.country,
    isCountryVerified: user.kyc_country !== null,
    isTotpOn: hasTotp,
  };
}
