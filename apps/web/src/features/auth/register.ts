import { ZEmailVerification, ZPhoneVerification, ZRegister } from '@exchange/contracts';
import type { TMessageKey } from '@exchange/i18n';
import { i18n } from '../locale/i18n';
import { notify } from '../notify/notify';
import { showFailure, showInvalid } from '../notify/show-failure';
import { logInWith } from './use-log-in';
import { registerRequest, targetParams, verifyRegisterCode, type TTargetFields } from './auth-api';
import { commonPasswordError } from './common-password';
import { firstInvalid, type TFieldErrors, type TFirstInvalid } from './field-errors';
import { firstError } from './first-error';
import { ownerOrSample, SAMPLE_TARGET, targetErrors } from './target-errors';

export type TRegisterInput = TTargetFields & {
  password: string;
  password1: string;
  invitationCode: string;
  code: string;
  /** The declared country (ISO code), or '' for none: optional. */
  country: string;
};

/** The registration payload, fields trimmed (passwords are taken as typed, like the server does). */
function payloadOf(input: TRegisterInput) {
  return {
    ...targetParams(input),
    password: input.password,
    password1: input.password1,
    invitationCode: input.invitationCode.trim(),
    code: input.code.trim(),
    country: input.country,
  };
}

/** SPEC §5 checks 1-4 (target, passwords, match, invitation code), without the code. */
export function registerFormError(input: TRegisterInput): TMessageKey | null {
  return firstError(ZRegister, { ...payloadOf(input), code: '' });
}

/** The form's checks, then the common-password list: what must pass before a code is sent. */
export async function registerPasswordError(input: TRegisterInput): Promise<TMessageKey | null> {
  return registerFormError(input) ?? (await commonPasswordError(input.password));
}

/** The code's own checks (present, then 6 digits), as the verification call applies them. */
export function registerCodeError(input: TRegisterInput): TMessageKey | null {
  const p = payloadOf(input);
  return input.mode === 'email' ? firstError(ZEmailVerification, p) : firstError(ZPhoneVerification, p);
}

export type TRegisterField = 'email' | 'areaCode' | 'phone' | 'code' | 'password' | 'password1' | 'invitationCode' | 'country';

/** The register form's fields, top to bottom (desktop: the code sits under the target). */
export const REGISTER_FIELDS: readonly TRegisterField[] = ['email', 'areaCode', 'phone', 'code', 'password', 'password1', 'invitationCode', 'country'];

/** Values that pass every register rule, standing in for the other fields while one is checked alone. */
const SAMPLE = { ...SAMPLE_TARGET, password: 'Sample7Kq2', password1: 'Sample7Kq2', invitationCode: 'SAMPLE', code: '', country: '' };

/**
 * Every field's own error, each found by running the shared ZRegister schema (the server's) with
 * only that field taken from the input and the others passing: the e-mail or phone as the send-code
 * call checks it; each password by the content rule (and the too-simple rule); the repeat must then
 * match; the invitation code; the country (none is fine, a picked one always passes); with
 * `withCode`, the code as the verification call checks it. The common-password list is not
 * consulted here (see registerErrors).
 */
export function registerFieldErrors(input: TRegisterInput, withCode: boolean): TFieldErrors<TRegisterField> {
  const p = payloadOf(input);
  const errors: TFieldErrors<TRegisterField> = targetErrors(input);
  const base = { ...SAMPLE, ...ownerOrSample(input) };
  const check = (field: TRegisterField, values: Partial<typeof SAMPLE>) => {
    errors[field] ??= firstError(ZRegister, { ...base, ...values }) ?? undefined;
  };
  check('password', { password: p.password, password1: p.password });
  check('password1', { password: p.password1, password1: p.password1 });
  if (!errors.password) check('password1', { password: p.password, password1: p.password1 });
  check('invitationCode', { invitationCode: p.invitationCode });
  check('country', { country: p.country });
  if (withCode) {
    const key = input.mode === 'email' ? firstError(ZEmailVerification, { ...SAMPLE_TARGET, code: p.code }) : firstError(ZPhoneVerification, { areaCode: '1', phone: '5550100', code: p.code });
    if (key) errors.code = key;
  }
  return errors;
}

/**
 * What a submit shows: every field's error (the common-password list included, after the other
 * password rules), and the first one in SPEC §5 order (target, passwords, match, invitation code,
 * too-common password, code), which is announced and focused.
 */
export async function registerErrors(
  input: TRegisterInput,
  withCode: boolean,
): Promise<{ errors: TFieldErrors<TRegisterField>; first: TFirstInvalid<TRegisterField> }> {
  const errors = registerFieldErrors(input, withCode);
  if (!errors.password) errors.password = (await commonPasswordError(input.password)) ?? undefined;
  const firstKey = (await registerPasswordError(input)) ?? (withCode ? registerCodeError(input) : null);
  return { errors, first: firstInvalid(errors, REGISTER_FIELDS, firstKey) };
}

/**
 * SPEC §4/§5 registration: checks in order (a common password too); when the method needs a code,
 * the code is checked with the server first, which answers with a one-time token; the account is
 * then created with that token (the server refuses a verified address without it, so that nobody
 * else can register it) and logged in at once with the same credentials. Shows the progress and
 * result toasts; returns true when the user is logged in.
 */
export async function registerAndLogIn(input: TRegisterInput, needsCode: boolean): Promise<boolean> {
  const invalid = (await registerPasswordError(input)) ?? (needsCode ? registerCodeError(input) : null);
  if (invalid) {
    showInvalid(invalid as TMessageKey);
    return false;
  }
  const close = notify.loading(i18n.t('progress.registering'));
  try {
    const verifyToken = needsCode ? (await verifyRegisterCode(input, input.code)).data?.verifyToken ?? '' : '';
    // The token stands for the code, which the verification has just spent a try of.
    const { msg } = await registerRequest({ ...payloadOf(input), code: '', verifyToken });
    close();
    notify.success(msg);
  } catch (error) {
    close();
    showFailure(error);
    return false;
  }
  return logInWith({ ...input }, { quiet: true });
}
