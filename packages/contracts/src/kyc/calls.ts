import { z } from 'zod';
import { defineCall } from '../api/define-call.js';
import { ZEpochMs } from '../api/fields.js';
import { firstFailing } from '../validation.js';
import { checkIdCountry, checkIdNumber, checkKycName, checkKycPhotos, KYC_LIMITS } from './rules.js';

const GROUP = 'Identity verification';

/** A trimmed text field; absent means empty. */
const text = (max: number) => z.string().trim().max(max).optional().default('');

/**
 * SPEC §7 /user/realNameAuthentication. Checked in the order the form shows the fields; only the
 * first failure is reported, in the caller's language. The ownership of the photos, the state
 * (under review, verified) and the default country are the use case's checks.
 */
export const ZKycSubmit = z
  .object({
    realName: text(KYC_LIMITS.nameMax * 4),
    idNumber: text(KYC_LIMITS.idMax * 2),
    idCountry: text(8),
    frontImage: text(80),
    backImage: text(80),
  })
  .superRefine((v, ctx) =>
    firstFailing(ctx, [
      () => checkKycName(v.realName),
      () => checkIdNumber(v.idNumber),
      () => checkIdCountry(v.idCountry),
      () => checkKycPhotos(v.frontImage, v.backImage),
    ]),
  );
export type TKycSubmit = z.output<typeof ZKycSubmit>;

/** The caller's verification as the KYC screens show it; the ID number is masked. */
export const ZKycInfo = z.strictObject({
  auth: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]).meta({ description: '0 not verified, 1 under review, 2 verified, 3 rejected (see reason).' }),
  reason: z.string().meta({ description: "The operator's reason when rejected; otherwise empty." }),
  realName: z.string().meta({ description: 'The name of the latest submission; empty when none.' }),
  idNumber: z.string().meta({ description: 'The ID number of the latest submission, masked (first two and last two characters).' }),
  idCountry: z.string().nullable().meta({ description: 'The country that issued the ID (ISO 3166-1 alpha-2).' }),
  frontImage: z.string().meta({ description: 'The front photo as /bb/file/<id> (served only to its owner and operators); empty when none.' }),
  backImage: z.string(),
  declaredCountry: z.string().nullable().meta({ description: "The country the user declared: the form's default ID country." }),
  submittedAt: ZEpochMs.nullable(),
  reviewedAt: ZEpochMs.nullable(),
});
export type TKycInfo = z.output<typeof ZKycInfo>;

export const kycSubmitCall = defineCall({
  method: 'POST',
  path: '/user/realNameAuthentication',
  auth: true,
  group: GROUP,
  summary: 'Submits real name, ID number, ID country and the front and back ID photos for review; answers the new state (under review).',
  description:
    'The photos are uploads of the caller (`/file/upload?type=kyc`), given by id or URL. Refused while a submission is under review ' +
    '(`kycUnderReview`) and once verified (`kycVerifiedLocked`: verified data cannot be changed). After a rejection the user may submit again. ' +
    'Every submission is kept; an operator approves or rejects it (`npm run ops -- kyc:…`, `/bb/admin/kyc`).',
  request: ZKycSubmit,
  response: ZKycInfo,
  params: {
    realName: 'As on the ID: 2 to 64 letters (any script), spaces and . \' - ·.',
    idNumber: '4 to 32 letters and digits; spaces and hyphens are ignored.',
    idCountry: 'ISO 3166-1 alpha-2 code of the issuing country; empty: the country the user declared.',
    frontImage: 'The id (or /bb/file/ URL) of the uploaded front photo.',
    backImage: 'The id (or /bb/file/ URL) of the uploaded back photo.',
  },
  errors: [
    'kycNameRequired',
    'kycNameInvalid',
    'kycIdRequired',
    'kycIdInvalid',
    'countryInvalid',
    'kycCountryRequired',
    'kycFrontRequired',
    'kycBackRequired',
    'kycPhotoInvalid',
    'kycPhotosSame',
    'kycUnderReview',
    'kycVerifiedLocked',
  ],
});

export const kycInfoCall = defineCall({
  method: 'POST',
  path: '/user/realNameAuthentication/info',
  auth: true,
  group: GROUP,
  summary: "The caller's verification state, the rejection reason if any, and the latest submission (ID number masked).",
  request: z.object({}),
  response: ZKycInfo,
});

export const KYC_CALLS = [kycSubmitCall, kycInfoCall] as const;

/** /bb/admin/kyc: the review queue (status 1 under review by default; 2 approved, 3 rejected). */
export const ZKycQueue = z.object({
  status: z.coerce.number().int().min(1).max(3).optional().default(1),
  pageNo: z.coerce.number().int().min(1).max(1_000_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(20),
});

/** /bb/admin/kyc/approve and /reject: the submission's id; a rejection's reason is required. */
export const ZKycDecision = z.object({
  id: z.coerce.number({ error: 'noData' }).int('noData').positive('noData').max(Number.MAX_SAFE_INTEGER, 'noData'),
  reason: z.string().trim().max(KYC_LIMITS.reasonMax).optional().default(''),
});
