import { ZForgetPassword } from '@exchange/contracts';
import { i18n } from '../locale/i18n';
import { notify } from '../notify/notify';
import { showFailure, showInvalid } from '../notify/show-failure';
import { forgetPasswordRequest, targetParams, type TTargetFields } from './auth-api';
import { commonPasswordError } from './common-password';
import { firstError } from './first-error';

export type TForgotInput = TTargetFields & { code: string; password: string; password1: string };

/** SPEC §4 forgot password: a code plus a new password, checked by the shared schema and common list first. */
export async function resetPassword(input: TForgotInput): Promise<boolean> {
  const payload = { ...targetParams(input), code: input.code.trim(), password: input.password, password1: input.password1 };
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
