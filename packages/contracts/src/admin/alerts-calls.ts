import { z } from 'zod';
import { ZEpochMs } from '../api/fields.js';
import { defineAdminCall } from './console.js';

/**
 * One open operator alert (issue 24): something the server could not finish on its own and keeps
 * retrying or waiting on (a settlement job that keeps failing, a winner the house cannot pay yet).
 * One per subject however often it was raised; it closes by itself when the job succeeds or the
 * payout is made.
 */
export const ZAdminAlert = z.strictObject({
  id: z.string(),
  /** `settlement-job`, `house-shortfall`, `seconds-house-shortfall`, … */
  kind: z.string(),
  /** What it is about: `job:<kind>:<key>`, `contract-unpaid:<id>`, `seconds-unpaid:<id>`. */
  subject: z.string(),
  /** The last reason given (short, never a stack). */
  message: z.string(),
  /** How many times it was raised. */
  count: z.number().int(),
  /** When it was first raised (the time an operator reads as "since"). */
  firstAt: ZEpochMs,
  lastAt: ZEpochMs,
});
export type TAdminAlert = z.infer<typeof ZAdminAlert>;

export const ADMIN_ALERTS = defineAdminCall({
  method: 'GET',
  path: '/admin/alerts',
  action: 'dashboard.read',
  isWrite: false,
  summary: 'The open operator alerts, newest first (at most 100; `total` counts them all): settlement jobs that keep failing, winners the house cannot pay yet.',
  request: z.strictObject({}),
  response: z.strictObject({ total: z.number().int(), list: z.array(ZAdminAlert) }),
});

export const ADMIN_ALERTS_CALLS = [ADMIN_ALERTS] as const;
