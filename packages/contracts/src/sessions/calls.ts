import { z } from 'zod';
import { defineCall } from '../api/define-call.js';
import { ZEpochMs, pageOf } from '../api/fields.js';

const GROUP = 'Account';

/** SPEC §9: lists page by 10. */
export const SESSIONS_PAGE_SIZE = 10;

export const ZSessionList = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(50).optional().default(SESSIONS_PAGE_SIZE),
});

export const ZEndSession = z.object({
  id: z.coerce.number({ error: 'noData' }).int('noData').positive('noData').max(Number.MAX_SAFE_INTEGER, 'noData'),
});

/** How a session stands: `active` (usable now), `ended` (logged out or ended from this list), `expired` (idle or past 30 days). */
export const SESSION_STATUSES = ['active', 'ended', 'expired'] as const;
export type TSessionStatus = (typeof SESSION_STATUSES)[number];

/** One login of the caller: when, from which address and device, and whether it is still usable. */
export const ZSessionEntry = z.strictObject({
  id: z.number().int().positive(),
  loginTime: ZEpochMs.meta({ description: 'When the login happened.' }),
  lastSeenTime: ZEpochMs.meta({ description: 'The last call made with it (refreshed at most once a minute).' }),
  endTime: ZEpochMs.nullable().meta({ description: 'When it was ended or expired; null while active.' }),
  ip: z.string().meta({ description: 'The address the login came from ("" if unknown).' }),
  browser: z.string().meta({ description: 'The browser or client read from its user agent, e.g. "Chrome 131"; "" if unknown.' }),
  os: z.string().meta({ description: 'The operating system read from its user agent, e.g. "Windows", "iOS 17"; "" if unknown.' }),
  isCurrent: z.boolean().meta({ description: 'Whether it is the session making this call.' }),
  status: z.enum(SESSION_STATUSES),
});
export type TSessionEntry = z.output<typeof ZSessionEntry>;

export const sessionListCall = defineCall({
  method: 'POST',
  path: '/user/loginLog',
  auth: true,
  group: GROUP,
  summary: "The caller's recent logins and sessions, newest first: time, address, device, current or not, active or ended.",
  description: 'Only the caller\'s own sessions. The token itself is never stored nor shown; the device is read from the user agent the login sent.',
  request: ZSessionList,
  response: pageOf(ZSessionEntry),
});

export const endSessionCall = defineCall({
  method: 'POST',
  path: '/user/endSession',
  auth: true,
  group: GROUP,
  summary: "Ends one of the caller's sessions at once, in every server process; ending the current one logs the caller out.",
  description: "Another user's session id, or an unknown one, answers noData. Ending a session already ended answers success and changes nothing.",
  request: ZEndSession,
  response: z.strictObject({ isCurrent: z.boolean().meta({ description: 'Whether the session ended was the caller\'s own: the client then logs out.' }) }),
  errors: ['noData'],
});

/** A wrong password given for the caller's account: when, from where, with what. */
export const ZLoginFailure = z.strictObject({
  id: z.number().int().positive(),
  time: ZEpochMs,
  ip: z.string(),
  browser: z.string(),
  os: z.string(),
});
export type TLoginFailure = z.output<typeof ZLoginFailure>;

export const loginFailuresCall = defineCall({
  method: 'POST',
  path: '/user/loginFailures',
  auth: true,
  group: GROUP,
  summary: "Failed login attempts on the caller's account (a wrong password for it), newest first: time, address, device.",
  description:
    'Recorded only for an existing account, and only when the password was checked (a try refused by the attempt limit is not). ' +
    'The per-account limit of tries bounds how many there can be.',
  request: ZSessionList,
  response: pageOf(ZLoginFailure),
});

export const SESSIONS_CALLS = [sessionListCall, endSessionCall, loginFailuresCall] as const;
