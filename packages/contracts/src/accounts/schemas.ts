import { z } from 'zod';
import type { TMessageKey } from '@exchange/i18n';
import { firstFailing } from '../validation.js';
import {
  isAreaCode,
  isCodeFormat,
  isCodePresent,
  isEmail,
  isFundPassword,
  isLoginPassword,
  isPhone,
  isTrivialPassword,
  passesLoginCheck,
} from './rules.js';
import { LIMITS } from '../limits.js';
import { SECURITY_CODE_PURPOSES } from '../wallets/schemas.js';
import { isCountryCode } from '../products/countries.js';
import { ZCountryCode } from '../products/calls.js';
import { defineCall } from '../api/define-call.js';
import { checkSecondFactorCode, TWO_FACTOR } from './two-factor-rules.js';

/** A trimmed text field (SPEC §5: all text inputs are trimmed); absent means empty. */
const text = (max = 256) => z.string().trim().max(max).optional().default('');


const checkEmail = (email: string): TMessageKey | null => (email && isEmail(email) ? null : 'emailError');

const checkPhone = (areaCode: string, phone: string): TMessageKey | null => {
  if (!areaCode || !isAreaCode(areaCode)) return 'areaCodeRequired';
  if (!phone) return 'phoneEmpty';
  return isPhone(phone) ? null : 'phoneError';
};

/** E-mail mode unless a phone number is given (SPEC §2: each screen works by e-mail or phone). */
const checkTarget = (v: { email: string; areaCode: string; phone: string }) =>
  v.phone || (v.areaCode && !v.email) ? checkPhone(v.areaCode, v.phone) : checkEmail(v.email);

const checkCode = (code: string): TMessageKey | null => {
  if (!isCodePresent(code)) return 'enterCode';
  return isCodeFormat(code) ? null : 'codeError';
};

/** The list-free part of the weak-password rule; the common list is checked after the schema. */
const checkNotTrivial = (password: string, owner?: { email: string; areaCode: string; phone: string }): TMessageKey | null =>
  isTrivialPassword(password, owner) ? 'passwordTooCommon' : null;

const targetShape = { email: text(254), areaCode: text(8), phone: text(32) };

/** An optional country: empty is none; anything else must be an ISO code (any case). */
const checkOptionalCountry = (country: string): TMessageKey | null =>
  country === '' || isCountryCode(country.toUpperCase()) ? null : 'countryInvalid';

/** The stored form of an optional country field: upper case, or null when none was given. */
export function countryOrNull(country: string): string | null {
  return country ? country.toUpperCase() : null;
}

export const ZSendEmailCode = z
  .object({ email: text(254) })
  .superRefine((v, ctx) => firstFailing(ctx, [() => checkEmail(v.email)]));

export const ZSendPhoneCode = z
  .object({ areaCode: text(8), phone: text(32) })
  .superRefine((v, ctx) => firstFailing(ctx, [() => checkPhone(v.areaCode, v.phone)]));

export const ZEmailVerification = z
  .object({ email: text(254), code: text(16) })
  .superRefine((v, ctx) => firstFailing(ctx, [() => checkEmail(v.email), () => checkCode(v.code)]));

export const ZPhoneVerification = z
  .object({ areaCode: text(8), phone: text(32), code: text(16) })
  .superRefine((v, ctx) => firstFailing(ctx, [() => checkPhone(v.areaCode, v.phone), () => checkCode(v.code)]));

/** SPEC §5 registration checks, in order; step 5 (the code) is the server's. */
export const ZRegister = z
  .object({
    ...targetShape,
    password: text(LIMITS.passwordMaxLength + 8),
    password1: text(LIMITS.passwordMaxLength + 8),
    invitationCode: text(32),
    code: text(16),
    /** The one-time token /user/emailVerification or /user/phoneVerification returned (or send `code`). */
    verifyToken: text(128),
    /**
     * Beyond SPEC §7: the country the user lives in (ISO 3166-1 alpha-2), optional; it decides
     * which products are offered (ARCHITECTURE.md "Products"). Absent or empty: none declared.
     */
    country: text(8),
  })
  .superRefine((v, ctx) =>
    firstFailing(ctx, [
      () => checkTarget(v),
      () => (isLoginPassword(v.password) && isLoginPassword(v.password1) ? null : 'passwordError'),
      () => (v.password === v.password1 ? null : 'passwordsInconsistent'),
      () => (v.invitationCode.length >= LIMITS.invitationCodeMinLength ? null : 'enterInvitationCode'),
      () => checkNotTrivial(v.password, v),
      () => (v.code ? checkCode(v.code) : null),
      () => checkOptionalCountry(v.country),
    ]),
  );

export const ZLogin = z
  .object({ account: text(254), areaCode: text(8), password: text(LIMITS.passwordMaxLength + 8) })
  .superRefine((v, ctx) =>
    firstFailing(ctx, [
      () => (v.account ? null : v.areaCode ? 'phoneEmpty' : 'emailError'),
      () => (passesLoginCheck(v.password) ? null : 'enterLoginPassword'),
    ]),
  );

/**
 * `code`: the authenticator's code (or a recovery code), asked only of a user with two-factor log-in
 * on (the use case knows); checked for its format here when given.
 */
export const ZSetFundPassword = z
  .object({ password: text(16), password1: text(16), oldPwd: text(16), code: text(TWO_FACTOR.codeMaxLength) })
  .superRefine((v, ctx) =>
    firstFailing(ctx, [
      () => (isFundPassword(v.password) ? null : 'fundPasswordError'),
      () => (v.password === v.password1 ? null : 'passwordsInconsistent'),
      () => (v.code ? checkSecondFactorCode(v.code) : null),
    ]),
  );

export const ZUpdatePassword = z
  .object({
    oldPwd: text(LIMITS.passwordMaxLength + 8),
    password: text(LIMITS.passwordMaxLength + 8),
    password1: text(LIMITS.passwordMaxLength + 8),
  })
  .superRefine((v, ctx) =>
    firstFailing(ctx, [
      () => (v.oldPwd.length >= LIMITS.oldPasswordMinLength ? null : 'enterOldPassword'),
      () => (isLoginPassword(v.password) ? null : 'passwordError'),
      () => (isLoginPassword(v.password1) ? null : 'enterNewPasswordAgain'),
      () => (v.password === v.password1 ? null : 'passwordsInconsistent'),
      () => checkNotTrivial(v.password),
    ]),
  );

export const ZForgetPassword = z
  .object({
    ...targetShape,
    code: text(16),
    password: text(LIMITS.passwordMaxLength + 8),
    password1: text(LIMITS.passwordMaxLength + 8),
  })
  .superRefine((v, ctx) =>
    firstFailing(ctx, [
      () => checkTarget(v),
      () => checkCode(v.code),
      () => (isLoginPassword(v.password) ? null : 'passwordError'),
      () => (isLoginPassword(v.password1) ? null : 'enterNewPasswordAgain'),
      () => (v.password === v.password1 ? null : 'passwordsInconsistent'),
      () => checkNotTrivial(v.password, v),
    ]),
  );

/** Bind: `account` is an e-mail, or a phone number with `areaCode`. */
const checkAccount = (account: string, areaCode: string): TMessageKey | null => {
  if (!account) return areaCode ? 'phoneEmpty' : 'accountError';
  if (account.includes('@')) return checkEmail(account);
  return checkPhone(areaCode, account);
};

export const ZSendBindCode = z
  .object({ account: text(254), areaCode: text(8) })
  .superRefine((v, ctx) => firstFailing(ctx, [() => checkAccount(v.account, v.areaCode)]));

export const ZBindAccount = z
  .object({ account: text(254), areaCode: text(8), code: text(16) })
  .superRefine((v, ctx) =>
    firstFailing(ctx, [() => checkAccount(v.account, v.areaCode), () => checkCode(v.code)]),
  );

export const ZUpdateIcon = z
  .object({ icon: text(512) })
  .superRefine((v, ctx) => firstFailing(ctx, [() => (v.icon ? null : 'fileMissing')]));

export const ZParamQuery = z
  .object({ paramName: text(64) })
  .superRefine((v, ctx) => firstFailing(ctx, [() => (v.paramName ? null : 'invalidParams')]));

export type TRegister = z.infer<typeof ZRegister>;
export type TLogin = z.infer<typeof ZLogin>;
export type TForgetPassword = z.infer<typeof ZForgetPassword>;
export type TBindAccount = z.infer<typeof ZBindAccount>;

/** SPEC §3 profile response, with the country fields of the products' access rules. */
export const ZProfile = z.object({
  userId: z.number().int(),
  uid: z.string(),
  email: z.string(),
  phone: z.string(),
  areaCode: z.string(),
  icon: z.string(),
  /** KYC_STATUS: 0 not authenticated, 1 under review, 2 authenticated, 3 rejected (the user may submit again). */
  auth: z.number().int(),
  invitationCode: z.string(),
  superCode: z.string(),
  /** 1 when a fund password is set. */
  assetsPwd: z.number().int(),
  score: z.number().int(),
  /** The country the user declared (at registration or with /user/updateCountry), or null. */
  country: z.string().nullable(),
  /** The country the products' access rules use: the verified one (KYC) when there is one, else the declared one. */
  effectiveCountry: z.string().nullable(),
  /** True once identity verification has set the country: it then wins and can no longer be changed. */
  isCountryVerified: z.boolean(),
  /** True when two-factor log-in (TOTP) is on: the forms then ask for the authenticator's code instead of an e-mail or SMS code. */
  isTotpOn: z.boolean(),
});
export type TProfile = z.output<typeof ZProfile>;

/**
 * SPEC §4 KYC states as users.kyc_status and the profile's `auth` hold them. Only `verified`
 * gives a KYC level (1, primary): a file under review proves nothing yet.
 */
export const KYC_STATUS = { none: 0, review: 1, verified: 2, rejected: 3 } as const;

/** The KYC level a status gives, as the products' `kycLevel` counts it. */
export function kycLevelOf(status: number): number {
  return status === KYC_STATUS.verified ? 1 : 0;
}

/**
 * POST /user/sendSecurityCode: a code to the signed-in user's own bound e-mail (or phone when no
 * e-mail is bound), for one withdrawal or one address-book change. The purpose is part of the code:
 * one sent for an address cannot confirm a withdrawal.
 */
export const ZSendSecurityCode = z.object({ purpose: z.enum(SECURITY_CODE_PURPOSES, { message: 'invalidParams' }) });

/** SPEC §7 /user/info (it sends `token` and `userId` too; the session decides whose profile it is). */
export const userInfoCall = defineCall({
  method: 'POST',
  path: '/user/info',
  auth: true,
  group: 'Account',
  summary: "The signed-in user's profile, with the declared and the effective country.",
  request: z.object({}).passthrough(),
  response: ZProfile,
});

/** Beyond SPEC §7: declares or changes the user's country (the products' access rules use it). */
export const userUpdateCountryCall = defineCall({
  method: 'POST',
  path: '/user/updateCountry',
  auth: true,
  group: 'Account',
  summary: 'Declares the country the user lives in (ISO 3166-1 alpha-2); answers the updated profile.',
  description:
    'The country decides which products are offered (see /product/list). Once identity verification has set the country, it wins and this call answers `countryVerified`.',
  request: z.object({ country: ZCountryCode }),
  response: ZProfile,
  errors: ['countryInvalid', 'countryVerified'],
});
