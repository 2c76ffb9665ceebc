import { call } from '../api/http';
import type { TPayload } from '../api/strip-empty';
import type { TAccountMode } from './account-mode';

export type TTargetFields = { mode: TAccountMode; email: string; areaCode: string; phone: string };

/** The e-mail or the area code + phone fields of a target, as the calls take them. */
export function targetParams(t: TTargetFields) {
  return t.mode === 'email' ? { email: t.email.trim() } : { areaCode: t.areaCode.trim(), phone: t.phone.trim() };
}

/** Registration code: /user/sendEmailCode or /user/sendPhoneCode. */
export function sendRegisterCode(t: TTargetFields) {
  return call<null>(t.mode === 'email' ? '/user/sendEmailCode' : '/user/sendPhoneCode', { params: targetParams(t) });
}

/** Forgot-password code: /user/sendEmailCodeForget or /user/sendPhoneCodeForget. */
export function sendForgetCode(t: TTargetFields) {
  return call<null>(t.mode === 'email' ? '/user/sendEmailCodeForget' : '/user/sendPhoneCodeForget', { params: targetParams(t) });
}

/** SPEC §5 step 5: the code checked with the server, which answers with the token register needs. */
export function verifyRegisterCode(t: TTargetFields, code: string) {
  return call<{ verifyToken: string } | null>(t.mode === 'email' ? '/user/emailVerification' : '/user/phoneVerification', {
    params: { ...targetParams(t), code: code.trim() },
  });
}

export function registerRequest(params: TPayload) {
  return call<{ userId: number; uid: string }>('/user/register', { params });
}

export function forgetPasswordRequest(params: TPayload) {
  return call<null>('/user/forgetPwd', { params });
}
