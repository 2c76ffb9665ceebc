import {
  emailVerificationCall,
  forgetPasswordCall,
  phoneVerificationCall,
  registerCall,
  sendEmailCodeCall,
  sendEmailCodeForgetCall,
  sendPhoneCodeCall,
  sendPhoneCodeForgetCall,
} from '@exchange/contracts';
import { bbCallAnswer } from '../api/bb-call';
import type { TPayload } from '../api/strip-empty';
import type { TAccountMode } from './account-mode';

export type TTargetFields = { mode: TAccountMode; email: string; areaCode: string; phone: string };

/** The e-mail or the area code + phone fields of a target, as the calls take them. */
export function targetParams(t: TTargetFields) {
  return t.mode === 'email' ? { email: t.email.trim() } : { areaCode: t.areaCode.trim(), phone: t.phone.trim() };
}

/** Registration code: /user/sendEmailCode or /user/sendPhoneCode. */
export function sendRegisterCode(t: TTargetFields) {
  return bbCallAnswer(t.mode === 'email' ? sendEmailCodeCall : sendPhoneCodeCall, targetParams(t));
}

/** Forgot-password code: /user/sendEmailCodeForget or /user/sendPhoneCodeForget. */
export function sendForgetCode(t: TTargetFields) {
  return bbCallAnswer(t.mode === 'email' ? sendEmailCodeForgetCall : sendPhoneCodeForgetCall, targetParams(t));
}

/** SPEC §5 step 5: the code checked with the server, which answers with the token register needs. */
export function verifyRegisterCode(t: TTargetFields, code: string) {
  return bbCallAnswer(t.mode === 'email' ? emailVerificationCall : phoneVerificationCall, { ...targetParams(t), code: code.trim() });
}

export function registerRequest(params: TPayload) {
  return bbCallAnswer(registerCall, params);
}

export function forgetPasswordRequest(params: TPayload) {
  return bbCallAnswer(forgetPasswordCall, params);
}
