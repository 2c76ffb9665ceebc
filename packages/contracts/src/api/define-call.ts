import type { z } from 'zod';
import type { TMessageKey } from '@exchange/i18n';
import type { TProductCode } from '../products/calls.js';

/**
 * One /bb call as a contract: its path, method, whether it needs a session, the request schema
 * (query and body merged, as the server validates it) and the response schema (the envelope's
 * `data`). The server declares the route from it (defineRoute's `call`), checks its answers against
 * the response schema under test, and `npm run docs:api` writes docs/api-calls.md from every call
 * listed in `API_CALLS`, so that code and docs cannot drift.
 */
export type TCall<TReq extends z.ZodType = z.ZodType, TRes extends z.ZodType = z.ZodType> = {
  method: 'GET' | 'POST';
  /** Under /bb, for example `/market/priceTicks`. */
  path: string;
  auth: boolean;
  /** The product this call belongs to: the server runs the one access check (switch, country, KYC, disclosure) before it. */
  product?: TProductCode;
  /** The section of the docs it belongs to, for example `Market data`. */
  group: string;
  /** One sentence: what the call does. */
  summary: string;
  /** More, when a sentence is not enough: rules, limits, what each failure means. */
  description?: string;
  request: TReq;
  response: TRes;
  /** The message keys (`err`) this call can fail with, beyond invalidParams and the session's -2. */
  errors?: readonly TMessageKey[];
};

export function defineCall<TReq extends z.ZodType, TRes extends z.ZodType>(call: TCall<TReq, TRes>): TCall<TReq, TRes> {
  return call;
}
