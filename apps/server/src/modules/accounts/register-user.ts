import { countryOrNull, PARAM_NAMES, SCORE_BOUNDS, type TRegister } from '@exchange/contracts';
import type { Transaction } from 'kysely';
import { AppError } from '../../platform/errors.js';
import type { TDeps } from '../../platform/deps.js';
import type { TDatabase } from '../../platform/db/schema.js';
import { paramsRepository } from '../params/params.repository.js';
import { accountsRepository } from './accounts.repository.js';
import { assertPasswordNotCommon, hashPassword } from './passwords.js';
import { newInvitationCode, newUid } from './tokens.js';
import { targetOf } from './targets.js';
import { consumeCode } from './verification-codes.js';

async function isEnabled(deps: TDeps, name: string): Promise<boolean> {
  return (await paramsRepository.get(deps.db, name)) === '1';
}

/** A value not yet used in the column: random, retried on the rare collision. */
async function uniqueValue(tx: Transaction<TDatabase>, column: 'uid' | 'invitation_code', make: () => string) {
  for (;;) {
    const value = make();
    if (!(await accountsRepository.isTaken(tx, column, value))) return value;
  }
}

/**
 * SPEC §5 registration after the form checks: the password not a common one, the method enabled,
 * the account new, the invitation code a real user's (the referrer) or the operator's root code,
 * and, with verification on, the token the verification call gave whoever entered the code (or the
 * code, given now): a verified address alone is not enough, or anyone could register someone
 * else's e-mail between its verification and its registration. Stores the user and its 3-level
 * referral chain in one transaction.
 */
export async function registerUser(deps: TDeps, input: TRegister): Promise<{ userId: bigint; uid: string }> {
  const target = targetOf(input);
  await assertPasswordNotCommon(input.password, input);
  const isEmail = target.channel === 'email';
  if (!(await isEnabled(deps, isEmail ? PARAM_NAMES.enableEmailRegister : PARAM_NAMES.enablePhoneRegister))) {
    throw new AppError('registerMethodDisabled');
  }
  if (await accountsRepository.findByTarget(deps.db, target)) throw new AppError('accountExists');

  const code = input.invitationCode.toUpperCase();
  const referrer = await accountsRepository.findByInvitationCode(deps.db, code);
  const rootCode = (await paramsRepository.get(deps.db, PARAM_NAMES.rootInvitationCode))?.toUpperCase();
  if (!referrer && !(rootCode && rootCode === code)) throw new AppError('invitationCodeNotFound');

  const verification = isEmail ? PARAM_NAMES.enableEmailVerification : PARAM_NAMES.enablePhoneVerification;
  if (await isEnabled(deps, verification)) await consumeCode(deps, target, 'register', input);

  const passwordHash = await hashPassword(input.password);
  const now = BigInt(deps.clock.now());
  try {
    return await deps.db.transaction().execute(async (tx) => {
      const uid = await uniqueValue(tx, 'uid', newUid);
      const userId = await accountsRepository.insertUser(tx, {
        uid,
        email: isEmail ? target.target : null,
        area_code: isEmail ? null : input.areaCode,
        phone: isEmail ? null : input.phone.replace(/\D/g, ''),
        phone_account: isEmail ? null : target.target,
        password_hash: passwordHash,
        fund_password_hash: null,
        invitation_code: await uniqueValue(tx, 'invitation_code', newInvitationCode),
        referrer_id: referrer?.id ?? null,
        icon: null,
        kyc_status: 0n,
        // Declared, optional (an extension to SPEC §7); the products' access rules use it until KYC sets kyc_country.
        country: countryOrNull(input.country),
        score: BigInt(SCORE_BOUNDS.initial),
        created_at: now,
        updated_at: now,
      });
      if (referrer) {
        const above = await accountsRepository.ancestorsOf(tx, referrer.id);
        await accountsRepository.insertReferrals(tx, [
          { user_id: userId, ancestor_id: referrer.id, level: 1n },
          ...above.map((a) => ({ user_id: userId, ancestor_id: a.ancestor_id, level: a.level + 1n })),
        ]);
      }
      return { userId, uid };
    });
  } catch (error) {
    // Two registrations of one account racing: the unique index decides, the loser is told why.
    if (await accountsRepository.findByTarget(deps.db, target)) throw new AppError('accountExists');
    throw error;
  }
}
