import { z } from 'zod';
import { defineCall } from '../api/define-call.js';
import { firstFailing } from '../validation.js';
import { LIMITS } from '../limits.js';
import { checkSecondFactorCode, checkTotpCode, TWO_FACTOR } from './two-factor-rules.js';

/**
 * Two-factor log-in for users (issue 27): an authenticator app (RFC 6238 TOTP) set up from the
 * security centre, confirmed with a code, with ten one-time recovery codes shown once. Once it is
 * on, logging in takes a second step (/user/loginTotp), and withdrawals, new addresses and fund
 * password changes take its code instead of an e-mail or SMS code. Each code is accepted once;
 * wrong codes are limited per user (5 in 15 minutes), whatever the call.
 */
const GROUP = 'Account';
const text = (max: number) => z.string().trim().max(max).optional().default('');
const password = text(LIMITS.passwordMaxLength + 8);
const code = text(TWO_FACTOR.codeMaxLength);
const LIMITED = ['tooManyRequests'] as const;

export const ZTotpStatus = z.strictObject({
  isOn: z.boolean().meta({ description: 'Whether log-in and the money-moving calls ask for the authenticator.' }),
  enabledAt: z.number().int().nullable().meta({ description: 'When it was switched on (epoch ms), or null.' }),
  recoveryCodesLeft: z.number().int().meta({ description: 'Recovery codes not used yet (0 when off).' }),
});
export type TTotpStatus = z.output<typeof ZTotpStatus>;

export const totpStatusCall = defineCall({
  method: 'POST',
  path: '/user/totp/status',
  auth: true,
  group: GROUP,
  summary: 'Whether two-factor log-in is on, since when, and how many recovery codes are left.',
  request: z.object({}).passthrough(),
  response: ZTotpStatus,
});

export const ZTotpSetup = z
  .object({ password })
  .superRefine((v, ctx) => firstFailing(ctx, [() => (v.password ? null : 'enterLoginPassword')]));

export const ZTotpSecret = z.strictObject({
  secret: z.string().meta({ description: 'The base32 secret, for typing into the app by hand.' }),
  otpauthUrl: z.string().meta({ description: 'The otpauth:// address the QR code shows.' }),
});
export type TTotpSecret = z.output<typeof ZTotpSecret>;

export const totpSetupCall = defineCall({
  method: 'POST',
  path: '/user/totp/setup',
  auth: true,
  group: GROUP,
  summary: 'Begins setting up an authenticator: with the login password, answers a new secret to scan.',
  description:
    'Nothing changes until /user/totp/enable confirms a code from it; asking again replaces a secret not yet confirmed. Wrong passwords are limited per user.',
  request: ZTotpSetup,
  response: ZTotpSecret,
  errors: ['enterLoginPassword', 'passwordIncorrect', 'totpAlreadyOn', ...LIMITED],
});

export const ZTotpEnable = z.object({ code }).superRefine((v, ctx) => firstFailing(ctx, [() => checkTotpCode(v.code)]));

export const totpEnableCall = defineCall({
  method: 'POST',
  path: '/user/totp/enable',
  auth: true,
  group: GROUP,
  summary: 'Switches two-factor log-in on with a code from the new secret; answers ten recovery codes, shown this once.',
  description: 'Only a hash of each recovery code is kept; each works once where the authenticator is asked, and switching off voids those left.',
  request: ZTotpEnable,
  response: z.strictObject({ recoveryCodes: z.array(z.string()).meta({ description: 'Ten one-time codes like `K7QM-2XWD-9HTA-PL4C`.' }) }),
  errors: ['totpRequired', 'totpDigits', 'totpEnrolRequired', 'totpAlreadyOn', 'totpInvalid', ...LIMITED],
});

export const ZTotpDisable = z
  .object({ password, code })
  .superRefine((v, ctx) => firstFailing(ctx, [() => (v.password ? null : 'enterLoginPassword'), () => checkSecondFactorCode(v.code)]));

export const totpDisableCall = defineCall({
  method: 'POST',
  path: '/user/totp/disable',
  auth: true,
  group: GROUP,
  summary: 'Switches two-factor log-in off, with the login password and a current code (or a recovery code).',
  request: ZTotpDisable,
  response: z.null().meta({ description: 'Nothing: the message (`msg`) is the answer.' }),
  errors: ['enterLoginPassword', 'totpRequired', 'secondFactorFormat', 'passwordIncorrect', 'totpNotOn', 'totpInvalid', 'recoveryCodeInvalid', ...LIMITED],
});

export const ZLoginTotp = z
  .object({ ticket: text(128), code })
  .superRefine((v, ctx) => firstFailing(ctx, [() => (v.ticket ? null : 'loginTicketExpired'), () => checkSecondFactorCode(v.code)]));

export const loginTotpCall = defineCall({
  method: 'POST',
  path: '/user/loginTotp',
  auth: false,
  group: GROUP,
  summary: 'The second step of a log-in with two-factor on: the ticket /user/login answered and a code; answers the session like /user/login.',
  description: `The ticket works once, for ${TWO_FACTOR.loginTicketSeconds / 60} minutes. A recovery code works in place of the authenticator's code, once.`,
  request: ZLoginTotp,
  response: z.strictObject({
    userId: z.number().int(),
    token: z.string().meta({ description: 'The session token, sent back as the `X-Access-Token` header.' }),
  }),
  errors: ['loginTicketExpired', 'totpRequired', 'secondFactorFormat', 'totpInvalid', 'recoveryCodeInvalid', 'loginDisabled', ...LIMITED],
});

export const TWO_FACTOR_CALLS = [totpStatusCall, totpSetupCall, totpEnableCall, totpDisableCall, loginTotpCall] as const;
