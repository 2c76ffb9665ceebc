import { CODES, LIMITS, type TEnvelope } from '@exchange/contracts';
import { ApiError } from './api-error';
import { stripEmpty, type TPayload } from './strip-empty';

export const API_BASE = '/bb';

type THttpHooks = {
  token: () => string;
  language: () => string;
  /** Code -2: the session is gone; the app shows the message and logs out. */
  onSessionGone: (message: string) => void;
  /** The generic "error" label, in the user's language, for failures without a message. */
  genericError: () => string;
  /** A timeout or no connection, in the user's language. */
  networkError: () => string;
};

let hooks: THttpHooks = {
  token: () => '',
  language: () => 'en-US',
  onSessionGone: () => undefined,
  genericError: () => 'error',
  networkError: () => 'error',
};

/** Wires the client to the session and the locale once at start-up (keeps this module free of both). */
export function configureHttp(next: Partial<THttpHooks>): void {
  hooks = { ...hooks, ...next };
}

type TRequest = {
  method?: 'GET' | 'POST';
  /** GET: the query; POST: the form-encoded body. Empty fields are stripped. */
  params?: TPayload;
  /** A multipart body instead (uploads); `params` then go in the query. */
  form?: FormData;
  /** Extra request headers, e.g. the Idempotency-Key of a transfer, withdrawal or deposit. */
  headers?: Record<string, string>;
};

function headers(): Record<string, string> {
  const out: Record<string, string> = { 'Accept-Language': hooks.language() };
  const token = hooks.token();
  if (token) out['X-Access-Token'] = token;
  return out;
}

/**
 * Calls /bb`path` and returns the envelope's data and message. Rejects with ApiError on a non-1 code
 * (message from the server), a non-200 status, a timeout (SPEC §9: 12 s) or a network failure; code
 * -2 also runs the session-gone hook before rejecting.
 */
export async function call<T>(path: string, options: TRequest = {}): Promise<{ data: T; msg: string }> {
  const method = options.method ?? 'POST';
  const fields = stripEmpty(options.params ?? {});
  const search = new URLSearchParams(fields).toString();
  const query = (method === 'GET' || options.form) && search ? `?${search}` : '';
  const init: RequestInit = { method, headers: { ...headers(), ...options.headers }, signal: AbortSignal.timeout(LIMITS.apiTimeoutMs) };
  if (options.form) init.body = options.form;
  else if (method === 'POST') init.body = new URLSearchParams(fields);

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}${query}`, init);
  } catch {
    // The browser's own text ("Failed to fetch") is English whatever the user's language.
    throw new ApiError(hooks.networkError(), null);
  }
  let body: TEnvelope<T> | null = null;
  try {
    body = (await response.json()) as TEnvelope<T>;
  } catch {
    body = null;
  }
  if (body && body.code === CODES.needLogin) {
    const message = body.msg || hooks.genericError();
    hooks.onSessionGone(message);
    throw new ApiError(message, body.code, body.err);
  }
  if (!response.ok || !body || body.code !== CODES.success) {
    throw new ApiError(body?.msg || hooks.genericError(), body?.code ?? null, body?.err);
  }
  return { data: body.data as T, msg: body.msg };
}

/** The data of a call (see `call`). */
export async function request<T>(path: string, options: TRequest = {}): Promise<T> {
  return (await call<T>(path, options)).data;
}
