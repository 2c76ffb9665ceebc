import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { TBinanceCall } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { BinanceError, fromAppError, illegal, mandatory } from './binance-error.js';
import type { TLiveKey, TKeyStore } from './signed-request.js';
import { authenticate } from './signed-request.js';
import type { TWeights } from './request-weights.js';

export type TBinanceContext<TReq> = { input: TReq; params: Record<string, string>; key: TLiveKey | null; ip: string; now: number; reply: FastifyReply; signature: string };

export type TBinanceDeps = { deps: TDeps; keys: TKeyStore; weights: TWeights };

const rawBodyOf = (request: FastifyRequest): string => (typeof request.body === 'string' ? request.body : '');

/** The query string exactly as sent (the signature covers it byte for byte). */
const rawQueryOf = (request: FastifyRequest): string => {
  const at = request.url.indexOf('?');
  return at < 0 ? '' : request.url.slice(at + 1);
};

/** Query and form body merged (the first value of a repeated name), as Binance reads them. */
export function paramsOf(rawQuery: string, rawBody: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const text of [rawQuery, rawBody]) {
    for (const [name, value] of new URLSearchParams(text)) if (!(name in params)) params[name] = value;
  }
  return params;
}

/** A refusal of the request's parameters by the call's schema, in Binance's words: which parameter, missing or malformed. */
function paramError(error: z.ZodError, params: Record<string, string>): BinanceError {
  const issue = error.issues[0];
  const name = String(issue?.path[0] ?? '');
  if (!name) return new BinanceError('badValue');
  return params[name] === undefined || params[name] === '' ? mandatory(name) : illegal(name);
}

/**
 * Declares one `/api/v3` call from its contract (contracts/binance/calls.ts): the weight is spent
 * first (X-MBX-USED-WEIGHT-1M on every answer, refusals included), then a keyed call's key and
 * signature are checked (signed-request.ts), then the parameters by the call's schema; the
 * handler's answer is sent as it is (Binance has no envelope), checked against the call's
 * `response` under test. Every refusal is a Binance error body (installBinanceErrors).
 */
export function binanceRoute<S extends z.ZodObject>(
  app: FastifyInstance,
  bn: TBinanceDeps,
  call: TBinanceCall<S>,
  handler: (context: TBinanceContext<z.output<S>>) => Promise<unknown>,
  options: { weight?: (params: Record<string, string>) => number; replay?: 'shared' | 'order'; isSmall?: boolean } = {},
): void {
  const { deps } = bn;
  app.route({
    method: call.method,
    url: call.path,
    // A small answer is not worth compressing (the order calls, as the web's order call).
    ...(options.isSmall ? { compress: false } : {}),
    handler: async (request, reply) => {
      const now = deps.clock.now();
      const rawQuery = rawQueryOf(request);
      const rawBody = rawBodyOf(request);
      const params = paramsOf(rawQuery, rawBody);
      const used = bn.weights.spend(request.ip, options.weight?.(params) ?? call.weight, now);
      reply.header('x-mbx-used-weight', String(used)).header('x-mbx-used-weight-1m', String(used));
      const key =
        call.security === 'NONE'
          ? null
          : await authenticate(
              deps,
              bn.keys,
              call.security,
              { apiKeyHeader: request.headers['x-mbx-apikey'] as string | undefined, ip: request.ip, params, rawQuery, rawBody },
              now,
              options.replay,
            );
      const parsed = call.request.safeParse(params);
      if (!parsed.success) throw paramError(parsed.error, params);
      let answer: unknown;
      try {
        answer = await handler({ input: parsed.data, params, key, ip: request.ip, now, reply, signature: params.signature ?? '' });
      } catch (error) {
        throw error instanceof AppError ? fromAppError(error) : error;
      }
      if (deps.config.checkResponses) {
        const check = call.response.safeParse(answer);
        if (!check.success) throw new Error(`/api/v3${call.path}: answer does not match its declared schema: ${check.error.message}`);
      }
      return reply.send(answer);
    },
  });
}

/**
 * The error answers of the scope: Binance's body `{code, msg}` with its status (Retry-After on
 * 429 and 418), the used weight when it is known; a request Fastify refused (too large, wrong
 * media type) keeps its 4xx status with code -1000; anything unexpected is logged and answered
 * 500 / -1001 without its details.
 */
export function installBinanceErrors(app: FastifyInstance, bn: TBinanceDeps): void {
  app.setErrorHandler((error, request, reply) => {
    let refusal: BinanceError;
    if (error instanceof BinanceError) refusal = error;
    else if (error instanceof AppError) refusal = fromAppError(error);
    else {
      const status = (error as { statusCode?: number }).statusCode;
      if (status && status >= 400 && status < 500) {
        reply.header('x-mbx-used-weight-1m', String(bn.weights.used(request.ip, bn.deps.clock.now())));
        const message = status === 413 ? 'Request body too large.' : status === 415 ? 'Unsupported content type.' : 'Malformed request.';
        return reply.status(status).send({ code: -1000, msg: message });
      }
      request.log.error({ err: error }, 'binance api call failed');
      refusal = new BinanceError('disconnected');
    }
    if (refusal.retryAfter) reply.header('retry-after', String(refusal.retryAfter));
    if (!reply.hasHeader('x-mbx-used-weight-1m')) reply.header('x-mbx-used-weight-1m', String(bn.weights.used(request.ip, bn.deps.clock.now())));
    return reply.status(refusal.status).send(refusal.body);
  });
}

/** An unknown path under a Binance prefix: 404 with code -1000 (a withdrawal path included: none exists). */
export function installBinanceNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => reply.status(404).send({ code: -1000, msg: `Unknown path: ${request.method} ${request.url.split('?')[0]}` }));
}
