import { z } from 'zod';
import type { TMessageKey } from '@exchange/i18n';
import { defineCall } from '../api/define-call.js';
import { ZEpochMs } from '../api/fields.js';

const GROUP = 'API keys';

/** At most this many keys per account, labels this long, addresses per key (Binance's own bounds). */
export const API_KEY_LIMITS = { keysPerUser: 30, labelLength: 40, ipsPerKey: 30 } as const;

const text = (max: number) => z.string().trim().max(max).optional().default('');
const flag = z.union([z.literal('1'), z.literal('0'), z.literal('true'), z.literal('false'), z.boolean()]).optional();
/** `"1"`, `"true"` or `true` is on; anything else (or absent) off. */
export const isOn = (value: unknown): boolean => value === true || value === '1' || value === 'true';

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** An IPv4 address in dotted form, or an IPv6 address (checked by the URL parser, as browsers and Node read it). */
export function isIpAddress(text: string): boolean {
  if (IPV4.test(text)) return true;
  if (!text.includes(':') || !/^[0-9a-fA-F:.]+$/.test(text)) return false;
  try {
    return new URL(`http://[${text}]/`).hostname.length > 2;
  } catch {
    return false;
  }
}

/** The allowed addresses as typed: IPv4 or IPv6, separated by commas, spaces or new lines; '' allows any. */
export function readIpList(text: string): { ips: string[]; problem?: undefined } | { problem: TMessageKey; ips?: undefined } {
  const ips = [...new Set(text.split(/[\s,]+/).filter(Boolean))];
  if (ips.length > API_KEY_LIMITS.ipsPerKey || ips.some((ip) => !isIpAddress(ip))) return { problem: 'apiKeyIpInvalid' };
  return { ips };
}

const ZLabel = z
  .string()
  .trim()
  .min(1, 'apiKeyLabelInvalid')
  .max(API_KEY_LIMITS.labelLength, 'apiKeyLabelInvalid')
  .regex(/^[^<>]*$/, 'apiKeyLabelInvalid');

export const ZApiKey = z.strictObject({
  id: z.number().int().positive(),
  apiKey: z.string().meta({ description: 'The key\'s public name, sent as the X-MBX-APIKEY header.' }),
  kind: z.enum(['hmac', 'ed25519']).meta({ description: '`hmac`: requests are signed with the secret shown once at creation; `ed25519`: with the private key whose public half was given.' }),
  label: z.string(),
  canTrade: z.boolean(),
  canWithdraw: z.boolean().meta({ description: 'Recorded for the day a withdrawal call exists; no `/api/v3` call withdraws.' }),
  ipAllow: z.array(z.string()).meta({ description: 'The addresses allowed to use the key; empty allows any.' }),
  createdAt: ZEpochMs,
});
export type TApiKey = z.output<typeof ZApiKey>;

export const apiKeyListCall = defineCall({
  method: 'POST',
  path: '/user/apiKey/list',
  auth: true,
  group: GROUP,
  summary: "The caller's API keys, newest first (never a secret).",
  request: z.object({}),
  response: z.array(ZApiKey),
});

export const apiKeyCreateCall = defineCall({
  method: 'POST',
  path: '/user/apiKey/create',
  auth: true,
  group: GROUP,
  summary: 'Creates an API key for the Binance-compatible API (/api/v3); an HMAC key\'s secret is in this answer only.',
  description:
    'Needs the fund password and a security code of purpose `apiKey` (POST /user/sendSecurityCode). Reading is always allowed; `canTrade` adds placing and cancelling orders. Withdrawal permission is off at creation.',
  request: z.object({
    label: ZLabel,
    kind: z.enum(['hmac', 'ed25519'], { message: 'invalidParams' }).optional().default('hmac'),
    publicKey: z.string().trim().max(1000, 'apiKeyPublicKeyInvalid').optional().default(''),
    canTrade: flag,
    ipAllow: text(2000),
    fundPwd: text(16),
    code: text(16),
  }),
  response: ZApiKey.extend({ secret: z.string().meta({ description: 'The HMAC secret, shown this once; `""` for an Ed25519 key.' }) }),
  params: {
    publicKey: '`ed25519` only, and required there: the public key in PEM (`-----BEGIN PUBLIC KEY-----`).',
    ipAllow: 'IPv4 or IPv6 addresses separated by commas or spaces, at most 30; empty allows any address.',
  },
  errors: ['apiKeyLabelInvalid', 'apiKeyPublicKeyInvalid', 'apiKeyIpInvalid', 'apiKeyLimit', 'fundPasswordNotSet', 'fundPasswordIncorrect', 'enterCode', 'codeError', 'codeExpired', 'tooManyRequests'],
});

export const apiKeyUpdateCall = defineCall({
  method: 'POST',
  path: '/user/apiKey/update',
  auth: true,
  group: GROUP,
  summary: 'Changes an API key\'s label, trade permission, allowed addresses or withdrawal permission.',
  description: 'Turning the withdrawal permission on needs the fund password and a security code of purpose `apiKey`; everything else, and turning it off, needs neither.',
  request: z.object({
    id: z.coerce.number().int().positive(),
    label: ZLabel.optional(),
    canTrade: flag,
    canWithdraw: flag,
    ipAllow: z.string().trim().max(2000).optional(),
    fundPwd: text(16),
    code: text(16),
  }),
  response: ZApiKey,
  errors: ['noData', 'apiKeyLabelInvalid', 'apiKeyIpInvalid', 'fundPasswordNotSet', 'fundPasswordIncorrect', 'enterCode', 'codeError', 'codeExpired', 'tooManyRequests'],
});

export const apiKeyDeleteCall = defineCall({
  method: 'POST',
  path: '/user/apiKey/delete',
  auth: true,
  group: GROUP,
  summary: 'Deletes an API key: requests signed with it are refused from then on, and its user data streams end.',
  request: z.object({ id: z.coerce.number().int().positive() }),
  response: z.null(),
  errors: ['noData'],
});

/** The security centre's API key calls, as API_CALLS lists them. */
export const API_KEY_CALLS = [apiKeyListCall, apiKeyCreateCall, apiKeyUpdateCall, apiKeyDeleteCall];
