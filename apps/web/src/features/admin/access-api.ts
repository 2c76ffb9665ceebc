import type { z } from 'zod';
import { CODES, type TAdminCall } from '@exchange/contracts';
import { AdminApiError } from './admin-api';
import { adminI18n } from './admin-i18n';

/**
 * An operator call with a token that is not (yet) the console's: the log-in and the enrolment run
 * with the enrolment session's token, which only goes into the store (and opens the console) once
 * the recovery codes were shown and saved.
 */
export async function adminCallWithToken<TReq extends z.ZodType, TRes extends z.ZodType>(call: TAdminCall<TReq, TRes>, input: z.input<TReq>, token: string | null): Promise<z.output<TRes>> {
  const headers: Record<string, string> = { 'Accept-Language': adminI18n.language || 'en-US', 'Content-Type': 'application/json' };
  if (token) headers['X-Operator-Token'] = token;
  let response: Response;
  try {
    response = await fetch(`/bb${call.path}`, { method: call.method, headers, body: JSON.stringify(input ?? {}), signal: AbortSignal.timeout(20_000) });
  } catch {
    throw new AdminApiError(adminI18n.t('shell.networkError'), null, 0);
  }
  let body: { code?: number; msg?: string; err?: string; data?: unknown } | null = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  if (!body || body.code !== CODES.success) throw new AdminApiError(body?.msg || adminI18n.t('shell.genericError'), body?.err ?? null, response.status);
  return body.data as z.output<TRes>;
}

/** JSON as the audit log and the approvals show it: indented; null as a dash. */
export function prettyJson(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return JSON.stringify(value, null, 2);
}
