import { z } from 'zod';
import { defineCall } from '../api/define-call.js';
import {
  ZBindAccount,
  ZEmailVerification,
  ZForgetPassword,
  ZLogin,
  ZPhoneVerification,
  ZProfile,
  ZRegister,
  ZSendBindCode,
  ZSendEmailCode,
  ZSendPhoneCode,
  ZSendSecurityCode,
  ZSetFundPassword,
  ZUpdateIcon,
  ZUpdatePassword,
} from './schemas.js';
import { TWO_FACTOR_CALLS } from './two-factor-calls.js';

export * from './two-factor-rules.js';
export * from './two-factor-calls.js';

/**
 * SPEC §7 account calls (docs/api.md §1.9, §3.2 and §3.4): registration and its codes, logging in
 * and out, the two passwords, binding a second contact, the avatar. Answers that carry nothing
 * answer `data` null; their `msg` is what the screens show.
 */
const GROUP = 'Account';
const ZNothing = z.null().meta({ description: 'Nothing: the message (`msg`) is the answer.' });
const ZNoParams = z.object({}).passthrough();
const CODE_SEND_ERRORS = ['codeWait', 'tooManyRequests'] as const;

/** A registration code by e-mail (only to an address not registered yet). */
export const sendEmailCodeCall = defineCall({
  method: 'POST',
  path: '/user/sendEmailCode',
  auth: false,
  group: GROUP,
  summary: 'Sends a registration code to an e-mail address that is not registered yet.',
  request: ZSendEmailCode,
  response: ZNothing,
  errors: ['emailError', 'accountExists', ...CODE_SEND_ERRORS],
});

/** A registration code by SMS. */
export const sendPhoneCodeCall = defineCall({
  method: 'POST',
  path: '/user/sendPhoneCode',
  auth: false,
  group: GROUP,
  summary: 'Sends a registration code by SMS to a phone number that is not registered yet.',
  request: ZSendPhoneCode,
  response: ZNothing,
  errors: ['areaCodeRequired', 'phoneEmpty', 'phoneError', 'accountExists', ...CODE_SEND_ERRORS],
});

/** A password-reset code by e-mail; an unknown address is answered alike and sent nothing. */
export const sendEmailCodeForgetCall = defineCall({
  method: 'POST',
  path: '/user/sendEmailCodeForget',
  auth: false,
  group: GROUP,
  summary: 'Sends a password-reset code by e-mail.',
  description: 'An address that is not registered goes through the same checks, waits and limits and is sent nothing: no answer tells whether an account exists.',
  request: ZSendEmailCode,
  response: ZNothing,
  errors: ['emailError', ...CODE_SEND_ERRORS],
});

/** A password-reset code by SMS; an unknown number is answered alike and sent nothing. */
export const sendPhoneCodeForgetCall = defineCall({
  method: 'POST',
  path: '/user/sendPhoneCodeForget',
  auth: false,
  group: GROUP,
  summary: 'Sends a password-reset code by SMS.',
  description: 'A number that is not registered goes through the same checks, waits and limits and is sent nothing.',
  request: ZSendPhoneCode,
  response: ZNothing,
  errors: ['areaCodeRequired', 'phoneEmpty', 'phoneError', ...CODE_SEND_ERRORS],
});

const ZVerifyToken = z.strictObject({
  verifyToken: z.string().meta({ description: 'One-time proof of the code, for /user/register (instead of `code`).' }),
});

export const emailVerificationCall = defineCall({
  method: 'POST',
  path: '/user/emailVerification',
  auth: false,
  group: GROUP,
  summary: 'Checks a registration code sent by e-mail and answers a one-time token for /user/register.',
  request: ZEmailVerification,
  response: ZVerifyToken,
  errors: ['emailError', 'enterCode', 'codeError', 'codeExpired'],
});

export const phoneVerificationCall = defineCall({
  method: 'POST',
  path: '/user/phoneVerification',
  auth: false,
  group: GROUP,
  summary: 'Checks a registration code sent by SMS and answers a one-time token for /user/register.',
  request: ZPhoneVerification,
  response: ZVerifyToken,
  errors: ['areaCodeRequired', 'phoneEmpty', 'phoneError', 'enterCode', 'codeError', 'codeExpired'],
});

export const registerCall = defineCall({
  method: 'POST',
  path: '/user/register',
  auth: false,
  group: GROUP,
  summary: 'Registers an account by e-mail or phone, with an invitation code and a verified code (or its token).',
  request: ZRegister,
  response: z.strictObject({ userId: z.number().int(), uid: z.string() }),
  errors: [
    'emailError',
    'areaCodeRequired',
    'phoneEmpty',
    'phoneError',
    'passwordError',
    'passwordsInconsistent',
    'enterInvitationCode',
    'passwordTooCommon',
    'codeError',
    'codeExpired',
    'verifyFirst',
    'countryInvalid',
    'registerMethodDisabled',
    'invitationCodeNotFound',
    'accountExists',
  ],
});

/** SPEC §3 login response. */
export const ZLoginResult = z.strictObject({
  userId: z.number().int(),
  token: z.string().meta({ description: 'The session token, sent back as the `X-Access-Token` header.' }),
});

export type TLoginResult = z.output<typeof ZLoginResult>;

export const loginCall = defineCall({
  method: 'POST',
  path: '/user/login',
  auth: false,
  group: GROUP,
  summary: 'Logs in with an e-mail (or area code and phone number) and the login password; answers a session token.',
  description:
    'With two-factor log-in on, a right password opens no session: the answer is a failure with `err` `totpRequired` and `data.ticket`, which /user/loginTotp takes with the code.',
  request: ZLogin,
  response: ZLoginResult,
  errors: ['emailError', 'phoneEmpty', 'enterLoginPassword', 'loginFailed', 'loginDisabled', 'totpRequired', 'tooManyRequests'],
});

export const logoutCall = defineCall({
  method: 'POST',
  path: '/user/logout',
  auth: true,
  group: GROUP,
  summary: 'Ends the session of the token sent.',
  request: ZNoParams,
  response: ZNothing,
});

export const setFundPasswordCall = defineCall({
  method: 'POST',
  path: '/user/setTransactionPwd',
  auth: true,
  group: GROUP,
  summary: 'Sets the 6-digit fund password, or changes it with the old one.',
  request: ZSetFundPassword,
  response: ZNothing,
  params: { oldPwd: 'Required once a fund password is set.', code: 'The authenticator code (or a recovery code): required when two-factor log-in is on.' },
  errors: ['fundPasswordError', 'passwordsInconsistent', 'secondFactorFormat', 'enterOldFundPassword', 'fundPasswordIncorrect', 'totpRequired', 'totpInvalid', 'recoveryCodeInvalid', 'tooManyRequests'],
});

export const updatePasswordCall = defineCall({
  method: 'POST',
  path: '/user/updatePwd',
  auth: true,
  group: GROUP,
  summary: 'Changes the login password; the other sessions of the account end.',
  request: ZUpdatePassword,
  response: ZNothing,
  errors: ['enterOldPassword', 'passwordError', 'enterNewPasswordAgain', 'passwordsInconsistent', 'passwordTooCommon'],
});

export const forgetPasswordCall = defineCall({
  method: 'POST',
  path: '/user/forgetPwd',
  auth: false,
  group: GROUP,
  summary: 'Sets a new login password with a reset code sent by /user/sendEmailCodeForget or /user/sendPhoneCodeForget.',
  request: ZForgetPassword,
  response: ZNothing,
  errors: ['emailError', 'areaCodeRequired', 'phoneEmpty', 'phoneError', 'enterCode', 'codeError', 'passwordError', 'enterNewPasswordAgain', 'passwordsInconsistent', 'passwordTooCommon'],
});

export const sendBindCodeCall = defineCall({
  method: 'POST',
  path: '/user/sendBindAccountCode',
  auth: true,
  group: GROUP,
  summary: 'Sends a code to the e-mail or phone number the user wants to bind.',
  request: ZSendBindCode,
  response: ZNothing,
  errors: ['accountError', 'emailError', 'phoneEmpty', 'phoneError', 'alreadyBound', 'accountExists', ...CODE_SEND_ERRORS],
});

export const sendSecurityCodeCall = defineCall({
  method: 'POST',
  path: '/user/sendSecurityCode',
  auth: true,
  group: GROUP,
  summary: "Sends a code for one withdrawal or one address-book change to the user's own e-mail (or phone when no e-mail is bound).",
  request: ZSendSecurityCode,
  response: z.strictObject({ channel: z.enum(['email', 'sms']).meta({ description: 'Where the code went.' }) }),
  errors: ['noSecurityContact', 'totpInsteadOfCode', ...CODE_SEND_ERRORS],
});

export const bindAccountCall = defineCall({
  method: 'POST',
  path: '/user/bindAccount',
  auth: true,
  group: GROUP,
  summary: 'Binds the e-mail or phone number the code of /user/sendBindAccountCode was sent to.',
  request: ZBindAccount,
  response: ZNothing,
  errors: ['accountError', 'emailError', 'phoneEmpty', 'phoneError', 'enterCode', 'codeError', 'codeExpired', 'alreadyBound', 'accountExists'],
});

export const updateIconCall = defineCall({
  method: 'POST',
  path: '/user/updateIcon',
  auth: true,
  group: GROUP,
  summary: 'Sets the avatar to an image the user uploaded (/file/upload); answers the updated profile.',
  request: ZUpdateIcon,
  response: ZProfile,
  params: { icon: 'The `url` (or `id`) /file/upload answered.' },
  errors: ['fileMissing'],
});

export const ACCOUNT_CALLS = [
  sendEmailCodeCall,
  sendPhoneCodeCall,
  emailVerificationCall,
  phoneVerificationCall,
  sendEmailCodeForgetCall,
  sendPhoneCodeForgetCall,
  registerCall,
  loginCall,
  logoutCall,
  setFundPasswordCall,
  updatePasswordCall,
  forgetPasswordCall,
  sendBindCodeCall,
  sendSecurityCodeCall,
  bindAccountCall,
  updateIconCall,
  ...TWO_FACTOR_CALLS,
] as const;
