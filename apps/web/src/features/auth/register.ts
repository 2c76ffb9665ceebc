import { ZEmailVerification, ZPhoneVerification, ZRegister } from '@exchange/contracts';
import type { TMessageKey } from '@exchange/i18n';
import { i18n } from '../locale/i18n';
import { notify } from '../notify/notify';
import { showFailure, showInvalid } from '../notify/show-failure';
import { logInWith } from '../session/use-log-in';
import { registerRequest, targetParams, verifyRegisterCode, type TTargetFields } from './auth-api';
import { commonPasswordError } from './common-password';
import { firstError } from './first-error';

export type TRegisterInput = TTargetFields & {
  password: string;
  password1: string;
  invitationCode: string;
  code: string;
};

/** The registration payload, fields trimmed (passwords are taken as typed, like the server does). */
function payloadOf(input: TRegisterInput) {
  return {
    ...targetParams(input),
    password: input.password,
    password1: input.password1,
    invitationCode: input.invitationCode.trim(),
    code: input.code.trim(),
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
