import { CODES, LIMITS, RESULT_SUCCESS_CODE, type TEnvelope } from '@exchange/contracts';
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

/** The generic failure text in the user's language (the hook's), for failures the server did not word. */
export const genericErrorText = (): string => hooks.genericError();

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

type TAnyEnvelope = { code: number; msg?: string; message?: string; err?: string; data?: unknown; result?: unknown };

/**
 * Sends one request and reads its envelope. Rejects with ApiError on a timeout (SPEC §9: 12 s) or a
 * network failure, and on code -2 (after running the session-gone hook). `isSuccess` decides what
 * else succeeds: a non-200 status or any other code rejects with the server's message.
 */
async function send(path: string, options: TRequest, isSuccess: (code: number) => boolean): Promise<TAnyEnvelope> {
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
  let body: TAnyEnvelope | null = null;
  try {
    body = (await response.json()) as TAnyEnvelope;
  } catch {
    body = null;
  }
  const message = body?.msg || body?.message || '';
  if (body && body.code === CODES.needLogin) {
    hooks.onSessionGone(message || hooks.genericError());
    throw new ApiError(message || hooks.genericError(), body.code, body.err);
  }
  if (!response.ok || !body || !isSuccess(body.code)) {
    throw new ApiError(message || hooks.genericError(), body?.code ?? null, body?.err, body?.data ?? body?.result);
  }
  return body;
}

/**
 * Calls /bb`path` and returns the envelope's data and message (code 1 is success). Rejects with
 * ApiError on any other code (message from the server), a non-200 status, a timeout or a network
 * failure; code -2 also runs the session-gone hook before rejecting.
 */
export async function call<T>(path: string, options: TRequest = {}): Promise<{ data: T; msg: string }> {
  const body = (await send(path, options, (code) => code === CODES.success)) as TEnvelope<T>;
  return { data: body.data as T, msg: body.msg };
}

/**
 * Calls one of the seconds-contract calls, whose envelope is SPEC §7's `code` 200, `message`,
 * `result` (failures keep the other calls' codes): returns the result, the message and the whole
 * envelope (getConfig carries fields beside `result`). Rejects as `call` does.
 */
export async function callResult<T>(path: string, options: TRequest = {}): Promise<{ result: T; message: string; envelope: Record<string, unknown> }> {
  const body = await send(path, options, (code) => code === RESULT_SUCCESS_CODE);
  return { result: body.result as T, message: body.message ?? '', envelope: body as Record<string, unknown> };
}

/** The data of a call (see `call`). */
export async function request<T>(path: string, options: TRequest = {}): Promise<T> {
  return (await call<T>(path, options)).data;
}
