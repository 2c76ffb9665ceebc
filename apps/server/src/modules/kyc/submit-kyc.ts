import { countryOrNull, fileIdOf, KYC_STATUS, normalizeIdNumber, normalizeKycName, type TKycInfo, type TKycSubmit } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import { AppError, needLogin } from '../../platform/errors.js';
import { accountsRepository } from '../accounts/accounts.repository.js';
import { filesRepository } from '../files/files.repository.js';
import { identityHashOf } from './identity.js';
import { kycRepository, SUBMISSION } from './kyc.repository.js';
import { presentKycInfo } from './present-kyc.js';

/** Why a user cannot submit now, from their state: under review, or verified (locked, SPEC §4). */
function refusalOf(status: bigint): AppError | null {
  if (status === BigInt(KYC_STATUS.review)) return new AppError('kycUnderReview');
  if (status === BigInt(KYC_STATUS.verified)) return new AppError('kycVerifiedLocked');
  return null;
}

/** Both photos must be the caller's own uploads of kind 'kyc': nobody submits another person's pictures. */
async function checkPhotos(deps: TDeps, userId: bigint, ids: string[]): Promise<void> {
  const owned = await filesRepository.ownedOfKind(deps.db, userId, 'kyc', ids);
  if (owned.length !== new Set(ids).size) throw new AppError('kycPhotoInvalid');
}

/**
 * SPEC §7 /user/realNameAuthentication: keeps the submission (history) and puts the user under
 * review. Allowed from "not verified" and "rejected" only. The guarded update of users.kyc_status
 * in the same transaction is the lock: of two submissions racing, one is accepted and the other is
 * told the file is under review; a partial unique index (one submission under review per user)
 * holds the same rule in the database. The ID country defaults to the country the user declared.
 * @throws AppError kycUnderReview, kycVerifiedLocked, kycCountryRequired, kycPhotoInvalid
 */
export async function submitKyc(deps: TDeps, userId: bigint, input: TKycSubmit): Promise<TKycInfo> {
  const user = await accountsRepository.findById(deps.db, userId);
  if (!user) throw needLogin();
  const early = refusalOf(user.kyc_status);
  if (early) throw early;
  const country = countryOrNull(input.idCountry) ?? user.country;
  if (!country) throw new AppError('kycCountryRequired');
  const front = fileIdOf(input.frontImage)!;
  const back = fileIdOf(input.backImage)!;
  await checkPhotos(deps, userId, [front, back]);
  const idNumber = normalizeIdNumber(input.idNumber);
  const now = BigInt(deps.clock.now());
  try {
    const row = await deps.db.transaction().execute(async (tx) => {
      if (!(await kycRepository.claimForReview(tx, userId, now))) throw new AppError('kycUnderReview');
      return kycRepository.insert(tx, {
        user_id: userId,
        real_name: normalizeKycName(input.realName),
        id_number: idNumber,
        id_country: country,
        identity_hash: identityHashOf(country, idNumber),
        front_file: front,
        back_file: back,
        status: SUBMISSION.review,
        created_at: now,
        reviewed_by: null,
        reviewed_at: null,
      });
    });
    return presentKycInfo({ kyc_status: SUBMISSION.review, country: user.country }, row);
  } catch (error) {
    if (error instanceof AppError && error.key !== 'kycUnderReview') throw error;
    // The loser of a race (the guarded update, or the unique index on PostgreSQL): told why, from the state now.
    const after = await accountsRepository.findById(deps.db, userId);
    const refusal = after ? refusalOf(after.kyc_status) : null;
    if (refusal) throw refusal;
    throw error;
  }
}

/** The caller's verification state and latest submission, for the KYC screens. */
export async function getKycInfo(deps: TDeps, userId: bigint): Promise<TKycInfo> {
  const user = await accountsRepository.findById(deps.db, userId);
  if (!user) throw needLogin();
  return presentKycInfo(user, await kycRepository.latestOf(deps.db, userId));
}
