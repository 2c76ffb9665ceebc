import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { CODES, RESULT_SUCCESS_CODE, type TCall, type TEnvelope, type TProductCode, type TResultEnvelope } from '@exchange/contracts';
import { translate, type TLocale, type TMessageKey, type TMessageVars } from '@exchange/i18n';
import { AppError, needLogin } from '../errors.js';
import type { TDeps } from '../deps.js';

export type TSessionUser = { userId: bigint; sessionId: bigint };

declare module 'fastify' {
  interface FastifyRequest {
    locale: TLocale;
    sessionUser: TSessionUser | null;
  }
  interface FastifyContextConfig {
    /** The envelope of the route's answers, failures included (a declared call's `format`; default `data`). */
    format?: 'data' | 'result';
  }
}

export type TRouteContext<TInput> = {
  input: TInput;
  locale: TLocale;
  ip: string;
  userAgent: string;
  request: FastifyRequest;
  deps: TDeps;
};

export type TAuthedContext<TInput> = TRouteContext<TInput> & { user: TSessionUser };

/** What a handler returns: the data, and the success message if it is not the generic one. */
export type TRouteResult = {
  data?: unknown;
  msg?: TMessageKey;
  msgVars?: TMessageVars;
  /** Fields beside `data` (or `result`), as the call's `envelope` schema declares them. */
  extra?: Record<string, unknown>;
} | void;

type TRouteSpec<S extends z.ZodType> = (
  | { method?: 'GET' | 'POST'; url: string; schema: S; call?: never }
  /** A call declared in packages/contracts: method, path, request schema and session rule come from it. */
  | { call: TCall<S>; method?: never; url?: never; schema?: never }
) & {
  /** The answer is always small (under the 1 KB gzip threshold): skip the compression hook. */
  isSmall?: boolean;
  /** The product the call belongs to (a declared call says it itself): the access check runs first. */
  product?: TProductCode;
} & (
  | { auth: true; handler: (ctx: TAuthedContext<z.output<S>>) => Promise<TRouteResult> }
  | { auth?: false; handler: (ctx: TRouteContext<z.output<S>>) => Promise<TRouteResult> }
);

export function envelope<T>(locale: TLocale, data: T, key: TMessageKey = 'success', vars?: TMessageVars): TEnvelope<T> {
  return { code: CODES.success, msg: translate(locale, key, vars), data };
}

/** The seconds-contract calls' success envelope (SPEC §7: code 200, message, result). */
export function resultEnvelope<T>(locale: TLocale, result: T, key: TMessageKey = 'success', vars?: TMessageVars): TResultEnvelope<T> {
  return { code: RESULT_SUCCESS_CODE, message: translate(locale, key, vars), result };
}

/**
 * Declares a /bb call: input from query and body (form-encoded or JSON) validated by one zod
 * schema, the session required when `auth` is true (code -2 otherwise), and the result wrapped
 * in the SPEC §7 envelope. Failures are thrown as AppError and shaped by the error handler.
 */
export function defineRoute<S extends z.ZodType>(app: FastifyInstance, deps: TDeps, spec: TRouteSpec<S>): void {
  const call = spec.call;
  const schema = (call ? call.request : spec.schema) as S;
  const isAuth = call ? call.auth : spec.auth === true;
  const product = call?.product ?? spec.product;
  app.route({
    method: call?.method ?? spec.method ?? 'POST',
    url: call?.path ?? spec.url!,
    // The error handler reads it: a failure of a `result` call is shaped like its answers.
    config: { format: call?.format ?? 'data' },
    ...(spec.isSmall ? { compress: false } : {}),
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const raw = { ...(request.query as object), ...((request.body as object | undefined) ?? {}) };
      const input = schema.parse(raw);
      const base = {
        input,
        locale: request.locale,
        ip: request.ip,
        userAgent: String(request.headers['user-agent'] ?? '').slice(0, 256),
        request,
        deps,
      };
      let result: TRouteResult;
      if (isAuth) {
        if (!request.sessionUser) throw needLogin();
        // The one access check of every product call (modules/products): switch, country, KYC, disclosure.
        if (product) await deps.productAccess(request.sessionUser, product, request.locale);
        result = await (spec.handler as (ctx: TAuthedContext<unknown>) => Promise<TRouteResult>)({ ...base, user: request.sessionUser });
      } else {
        // A public call of a product (its prices, its terms) is refused only when the product is off.
        if (product) await deps.productAccess(null, product, request.locale);
        result = await (spec.handler as (ctx: TRouteContext<unknown>) => Promise<TRouteResult>)(base);
      }
      // Under test every declared call's answer must match its response schema (docs cannot lie).
      if (call && deps.config.checkResponses) {
        const checked = call.response.safeParse(result?.data ?? null);
        if (!checked.success) throw new Error(`${call.path}: answer does not match its response schema: ${checked.error.message}`);
        const extra = call.envelope?.safeParse(result?.extra ?? {});
        if (extra && !extra.success) throw new Error(`${call.path}: answer does not match its envelope schema: ${extra.error.message}`);
      }
      const data = result?.data ?? null;
      const body = call?.format === 'result' ? resultEnvelope(request.locale, data, result?.msg, result?.msgVars) : envelope(request.locale, data, result?.msg, result?.msgVars);
      return reply.send(result?.extra ? { ...body, ...result.extra } : body);
    },
  });
}

/**
 * C0 control characters except tab, line feed and carriage return, and DEL. PostgreSQL cannot
 * store NUL at all (the insert fails, which was a 500), and the others have no place in any field
 * of this API: they only hide text from an operator's eye or break logs and exports. Tab and line
 * breaks stay allowed: they are ordinary in pasted addresses and multi-line notes, and every
 * database stores them.
 */
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Whether any string of a parsed input (object keys too, at any depth) holds a refused control character. */
export function hasControlCharacter(value: unknown): boolean {
  // Iterative: a deeply nested JSON body must not overflow the stack. The body limit bounds the work.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (CONTROL_CHARACTER.test(item)) return true;
    } else if (typeof item === 'object' && item !== null && !Buffer.isBuffer(item)) {
      for (const [key, child] of Object.entries(item)) {
        if (CONTROL_CHARACTER.test(key)) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/**
 * A preValidation hook for the whole server: refuses a request whose path parameters, query or
 * body hold a control character (see CONTROL_CHARACTER), with the localized invalidParams
 * envelope. One hook covers every route, those declared with defineRoute and those written with
 * app.get/app.post alike, and it runs before the session lookup and any handler touches the input.
 * Multipart parts are read inside their handler and are not seen here.
 * @throws AppError invalidParams
 */
export async function refuseControlCharacters(request: FastifyRequest): Promise<void> {
  if (hasControlCharacter(request.params) || hasControlCharacter(request.query) || hasControlCharacter(request.body)) {
    throw new AppError('invalidParams');
  }
}

export function failure(locale: TLocale, error: AppError): TEnvelope<unknown> {
  return { code: error.code, msg: translate(locale, error.key, error.options.vars), data: error.options.data ?? null, err: error.key };
}

/** A failure of a `result` call (the seconds-contract calls): the same code and key, as `message` and `result`. */
export function resultFailure(locale: TLocale, error: AppError): TResultEnvelope<unknown> {
  return { code: error.code, message: translate(locale, error.key, error.options.vars), result: error.options.data ?? null, err: error.key };
}

/** A failure in the envelope of the route it happened on (routeOptions.config.format, set by defineRoute). */
export function failureFor(request: FastifyRequest, locale: TLocale, error: AppError): TEnvelope<unknown> | TResultEnvelope<unknown> {
  return request.routeOptions?.config?.format === 'result' ? resultFailure(locale, error) : failure(locale, error);
}
