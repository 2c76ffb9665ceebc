import type { z } from 'zod';
import type { TMessageKey } from '@exchange/i18n';
import type { TProductCode } from '../products/codes.js';

/**
 * One /bb call as a contract: its path, method, whether it needs a session, the request schema
 * (query and body merged, as the server validates it) and the response schema (the envelope's
 * `data`). The server declares the route from it (defineRoute's `call`), checks its answers against
 * the response schema under test, and `npm run docs:api` writes docs/api-calls.md from every call
 * listed in `API_CALLS`, so that code and docs cannot drift.
 */
export type TCall<TReq extends z.ZodType = z.ZodType, TRes extends z.ZodType = z.ZodType> = {
  method: 'GET' | 'POST';
  /**
   * Under /bb, for example `/market/priceTicks`. A call that is not listed in API_CALLS (its answer
   * is not the envelope) may name a path parameter, `/file/:id`, which its `request` declares.
   */
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
  /**
   * Notes on request parameters, by name, for the docs: what a schema cannot show, such as the
   * rule a refinement checks or what an empty value means.
   */
  params?: { readonly [K in keyof z.input<TReq>]?: string };
  /**
   * Fields the answer carries beside `code`, `msg` and `data`. Only the Huobi-format market data
   * calls have them (SPEC §7 keeps Huobi's `status`, `ch`, `ts`, `tick`); they are checked and
   * documented like `data`.
   */
  envelope?: z.ZodObject;
  /**
   * The envelope's shape: `data` (the default) is `{ code: 1, msg, data }`; `result` is the
   * seconds-contract calls' `{ code: 200, message, result }` (SPEC §7). A failure of a `result`
   * call answers its usual code (0, -2) with `message` and `err`, and `result` null or the
   * refusal's details. The route, the error handler and the docs all read it from here.
   */
  format?: 'data' | 'result';
  /**
   * How the request body comes: form-encoded or JSON (the default), or `multipart` (an upload:
   * the file is a part, and `request` declares the other fields, read from the query or the parts),
   * or `raw`: kept as the exact bytes sent (a payment provider's signed webhook).
   */
  body?: 'multipart' | 'raw';
  /**
   * The answer's media type when it is not the JSON envelope (the default avatar and the coin logos
   * are SVG documents; an upload is served with the image type it was stored with, `upload`):
   * `response` then declares the document, and no envelope wraps it.
   */
  answer?: 'image/svg+xml' | 'upload';
  /**
   * Failures this call answers with an HTTP status of its own instead of the 200 envelope, for the
   * docs (the body is still the failure envelope). Those of every call are not listed: 400, 413
   * and 415 of a body the server cannot read, 429 of the per-address limit and 500.
   */
  httpFailures?: readonly THttpFailure[];
};

/** An HTTP status a call answers a failure with (see TCall `httpFailures`): when, and the keys in `err`. */
export type THttpFailure = { status: 401 | 403 | 404; when: string; keys: readonly TMessageKey[] };

export function defineCall<TReq extends z.ZodType, TRes extends z.ZodType>(call: TCall<TReq, TRes>): TCall<TReq, TRes> {
  return call;
}

/**
 * The keys the one product access check answers with (ARCHITECTURE.md "Products, the house and
 * promises"), in the order it tests them. It runs once the parameters and the session are checked;
 * a public call of a product is refused only when the product is switched off.
 */
export const PRODUCT_ACCESS_ERRORS: readonly TMessageKey[] = ['productOff', 'productCountry', 'productNoCountry', 'productKyc', 'productDisclosure'];

/** Every key a call can fail with besides invalidParams and -2: the access check's, then its own. */
export function errorKeysOf(call: TCall): TMessageKey[] {
  const access = !call.product ? [] : call.auth ? PRODUCT_ACCESS_ERRORS : PRODUCT_ACCESS_ERRORS.slice(0, 1);
  return [...access, ...(call.errors ?? [])];
}
