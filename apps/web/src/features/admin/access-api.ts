import type { z } from 'zod';
import type { TAdminCall } from '@exchange/contracts';
import { adminCall } from './admin-api';

/**
 * An operator call with a token that is not (yet) the console's: the log-in and the enrolment run
 * with the enrolment session's token, which only goes into the store (and opens the console) once
 * the recovery codes were shown and saved.
 */
export function adminCallWithToken<TReq extends z.ZodType, TRes extends z.ZodType>(call: TAdminCall<TReq, TRes>, input: z.input<TReq>, token: string | null): Promise<z.output<TRes>> {
  return adminCall(call, input, { token });
}

/** JSON as the audit log and the approvals show it: indented; null as a dash. */
export function prettyJson(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return JSON.stringify(value, null, 2);
}
