import '../validation/zod-jitless';
import type { z } from 'zod';
import { CODES, type TAdminCall } from '@exchange/contracts';
import { adminI18n } from './admin-i18n';
import { useAdminSession } from './admin-session';

/** A refused operator call: the server's message (in the console's language) and its key. */
export class AdminApiError extends Error {
  constructor(
    message: string,
    readonly key: string | null,
    readonly status: number,
  ) {
    super(message);
  }
}

/** Turns a query object into search parameters (arrays as repeated keys, empty values dropped). */
function searchOf(input: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * Calls an operator call declared in packages/contracts (admin/*-calls.ts): GET with the input as
 * the query, POST with it as JSON; the session token as X-Operator-Token, the console's language as
 * Accept-Language. Resolves with `data`, checked against the call's response schema; rejects with
 * AdminApiError carrying the server's message (or the generic one for an answer it misread).
 * A 401 (session gone) clears the token, which sends the console to the log-in page.
 * `override.token` runs the call with a token that is not (yet) the console's (the log-in, the
 * enrolment); a 401 then leaves the console's session alone.
 */
export async function adminCall<TReq extends z.ZodType, TRes extends z.ZodType>(call: TAdminCall<TReq, TRes>, input: z.input<TReq>, override?: { token: string | null }): Promise<z.output<TRes>> {
  const token = override ? override.token : useAdminSession.getState().token;
  const headers: Record<string, string> = { 'Accept-Language': adminI18n.language || 'en-US' };
  if (token) headers['X-Operator-Token'] = token;
  const isGet = call.method === 'GET';
  if (!isGet) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`/bb${call.path}${isGet ? searchOf(input as Record<string, unknown>) : ''}`, {
      method: call.method,
      headers,
      body: isGet ? undefined : JSON.stringify(input ?? {}),
      signal: AbortSignal.timeout(20_000),
    });
  } catch {
    throw new AdminApiError(adminI18n.t('shell.networkError'), null, 0);
  }
  let body: { code?: number; msg?: string; err?: string; data?: unknown } | null = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  if (response.status === 401 && !override) useAdminSession.getState().clear();
  if (!body || body.code !== CODES.success) {
    throw new AdminApiError(body?.msg || adminI18n.t('shell.genericError'), body?.err ?? null, response.status);
  }
  // Checked where it enters the console, as the user client checks (features/api/checked.ts):
  // a screen never acts on a shape it misread.
  const read = call.response.safeParse(body.data ?? null);
  if (!read.success) throw new AdminApiError(adminI18n.t('shell.genericError'), null, response.status);
  return read.data as z.output<TRes>;
}

/** The message of a failure, for a toast or an inline error. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : adminI18n.t('shell.genericError');
}
