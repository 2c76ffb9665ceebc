import { ZForgetPassword } from '@exchange/contracts';
import { i18n } from '../locale/i18n';
import { notify } from '../notify/notify';
import { showFailure, showInvalid } from '../notify/show-failure';
import { forgetPasswordRequest, targetParams, type TTargetFields } from './auth-api';
import { commonPasswordError } from './common-password';
import { firstInvalid, type TFieldErrors, type TFirstInvalid } from './field-errors';
import { firstError } from './first-error';
import { ownerOrSample, SAMPLE_TARGET, targetErrors } from './target-errors';

export type TForgotInput = TTargetFields & { code: string; password: string; password1: string };

export type TForgotField = 'email' | 'areaCode' | 'phone' | 'code' | 'password' | 'password1';

/** The form's fields, top to bottom. */
export const FORGOT_FIELDS: readonly TForgotField[] = ['email', 'areaCode', 'phone', 'code', 'password', 'password1'];

const SAMPLE = { ...SAMPLE_TARGET, code: '123456', password: 'Sample7Kq2', password1: 'Sample7Kq2' };

function payloadOf(input: TForgotInput) {
  return { ...targetParams(input), code: input.code.trim(), password: input.password, password1: input.password1 };
}

/**
 * Every field's own error from the shared ZForgetPassword schema, each field checked alone with the
 * others passing (see registerFieldErrors): target, code, new password, repeat, then the match.
 */
export function forgotFieldErrors(input: TForgotInput): TFieldErrors<TForgotField> {
  const p = payloadOf(input);
  const errors: TFieldErrors<TForgotField> = targetErrors(input);
  const base = { ...SAMPLE, ...ownerOrSample(input) };
  const check = (field: TForgotField, values: Partial<typeof SAMPLE>) => {
    errors[field] ??= firstError(ZForgetPassword, { ...base, ...values }) ?? undefined;
  };
  check('code', { code: p.code });
  check('password', { password: p.password, password1: p.password });
  check('password1', { password: p.password1, password1: p.password1 });
  // The repeat alone answers "enter the new password again" where the schema does (SPEC §5).
  if (errors.password1 === 'passwordError') errors.password1 = 'enterNewPasswordAgain';
  if (!errors.password) check('password1', { password: p.password, password1: p.password1 });
  return errors;
}

/** A submit's field errors (the common list included) and the first in the schema's order. */
export async function forgotErrors(input: TForgotInput): Promise<{ errors: TFieldErrors<TForgotField>; first: TFirstInvalid<TForgotField> }> {
  const errors = forgotFieldErrors(input);
  if (!errors.password) errors.password = (await commonPasswordError(input.password)) ?? undefined;
  const firstKey = firstError(ZForgetPassword, payloadOf(input)) ?? (await commonPasswordError(input.password));
  return { errors, first: firstInvalid(errors, FORGOT_FIELDS, firstKey) };
}

/** SPEC §4 forgot password: a code plus a new password, checked by the shared schema and common list first. */
export async function resetPassword(input: TForgotInput): Promise<boolean> {
  const payload = payloadOf(input);
  const invalid = firstError(ZForgetPassword, payload) ?? (await commonPasswordError(input.password));
  if (invalid) {
    showInvalid(invalid);
    return false;
  }
  const close = notify.loading(i18n.t('progress.modifying'));
  try {
    const { msg } = await forgetPasswordRequest(payload);
    close();
    notify.success(msg);
    return true;
  } catch (error) {
    close();
    showFailure(error);
    return false;
  }
}
