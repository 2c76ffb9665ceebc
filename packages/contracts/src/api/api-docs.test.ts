import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_CALLS } from './calls.js';
import { defineCall, errorKeysOf } from './define-call.js';
import { API_DOCS_FILES, renderApiDocs } from './api-docs.js';
import { ZDecimal } from './fields.js';
import { BINANCE_CALLS } from '../binance/calls.js';
import { BINANCE_ERRORS } from '../binance/errors.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const messages: Record<string, string> = JSON.parse(fs.readFileSync(path.join(root, 'packages/i18n/locales/en-US.json'), 'utf8'));
/** Rendered once: each rendering takes about a second. */
const rendered = renderApiDocs(API_CALLS, messages);

describe('generated API docs', () => {
  it('the committed docs are what `npm run docs:api` writes from the declared calls', () => {
    for (const [file, expected] of Object.entries(rendered)) {
      const target = path.join(root, file);
      const committed = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '(missing)';
      // toBe would print the whole page; the message says what to do.
      expect(committed === expected, `${file} is stale: run npm run docs:api`).toBe(true);
    }
  });

  it('declares each call once, under /bb, with every failure key in the server catalog', () => {
    const routes = API_CALLS.map((c) => `${c.method} ${c.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    for (const call of API_CALLS) {
      expect(call.path).toMatch(/^\/[A-Za-z0-9/]+$/);
      for (const key of errorKeysOf(call)) expect(messages[key], `${call.path}: ${key}`).toBeTypeOf('string');
    }
  });

  it('documents every call: its route, session rule, parameters with limits, answer fields and failure messages', () => {
    const page = rendered[API_DOCS_FILES.markdown];
    for (const call of API_CALLS) expect(page).toContain(`### \`${call.method} /bb${call.path}\``);
    const place = page.slice(page.indexOf('### `POST /bb/spot/order/place`'), page.indexOf('### `POST /bb/spot/order/cancel`'));
    expect(place).toContain('Session: **required**. Product: **`spot`**');
    expect(place).toContain('| `symbol` | string | no | `""` | ≤ 16 characters |');
    expect(place).toContain('| `postOnly` | one of `1`, `0`, `true`, `false` or boolean | no | `false` |');
    expect(place).toContain('| `priceProtection.limitPrice` | string |');
    expect(place).toContain('| `productKyc` | Complete identity verification first |');
    expect(place).toContain(`| \`postOnlyWouldTake\` | ${messages.postOnlyWouldTake} |`);
    const kline = page.slice(page.indexOf('### `POST /bb/huobi/getKline`'));
    expect(kline).toContain('| `size` | integer | no | `600` | 1–600 |');
    expect(kline).toContain('| `status` | `ok` |');
  });

  it('writes an OpenAPI 3.1 document with one operation per call and the envelope around each answer', () => {
    const api = JSON.parse(rendered[API_DOCS_FILES.openapi]);
    expect(api.openapi).toBe('3.1.0');
    const operations = Object.values(api.paths as Record<string, Record<string, any>>).flatMap((p) => Object.values(p));
    expect(operations).toHaveLength(API_CALLS.length);
    const place = api.paths['/spot/order/place'].post;
    expect(place.security).toEqual([{ accessToken: [] }]);
    const [success, refusal] = place.responses['200'].content['application/json'].schema.oneOf;
    expect(success.properties.data.properties.avgPrice.format).toBe('decimal');
    expect(success.properties.code).toEqual({ const: 1 });
    expect(refusal).toEqual({ $ref: '#/components/schemas/Failure' });
    expect(place['x-error-keys'].insufficientBalance).toBe(messages.insufficientBalance);
  });

  it('documents the failure envelope and the HTTP statuses each call really answers', () => {
    const api = JSON.parse(rendered[API_DOCS_FILES.openapi]);
    const failure = api.components.schemas.Failure;
    expect(failure.required).toEqual(['code', 'msg', 'data', 'err']);
    expect(failure.properties.code.enum).toEqual([0, -2]);
    // A body is read on a POST only; every call can meet the per-address limit and an unexpected error.
    expect(Object.keys(api.paths['/user/login'].post.responses)).toEqual(['200', '400', '413', '415', '429', '500']);
    expect(Object.keys(api.paths['/dev/outbox'].get.responses)).toEqual(['200', '404', '429', '500']);
    expect(api.components.responses.TooManyRequests.headers['Retry-After']).toBeDefined();
    // The seconds-contract calls fail in their own envelope, except the 429 answered before routing.
    const seconds = api.paths['/app/contract/second/createOrder'].post.responses;
    expect(seconds['200'].content['application/json'].schema.oneOf[1]).toEqual({ $ref: '#/components/schemas/ResultFailure' });
    expect(seconds['400']).toEqual({ $ref: '#/components/responses/BadBodyResult' });
    expect(seconds['429']).toEqual({ $ref: '#/components/responses/TooManyRequests' });
    const admin = JSON.parse(rendered[API_DOCS_FILES.adminOpenapi]);
    expect(admin.components.schemas.Failure.properties.code.enum).toEqual([0]);
    expect(Object.keys(admin.paths['/admin/deposits'].get.responses)).toEqual(['200', '401', '403', '429', '500']);
    expect(Object.keys(admin.paths['/admin/auth/login'].post.responses)).toEqual(['200', '400', '413', '415', '429', '500']);
  });

  it('writes the Binance-compatible calls as their own OpenAPI document: the answer itself, Binance\'s error body and statuses', () => {
    const api = JSON.parse(rendered[API_DOCS_FILES.binanceOpenapi]);
    expect(Object.keys(api.paths)).toContain('/api/v3/depth');
    const operations = Object.values(api.paths as Record<string, Record<string, any>>).flatMap((p) => Object.values(p));
    expect(operations).toHaveLength(BINANCE_CALLS.length);
    const depth = api.paths['/api/v3/depth'].get;
    expect(depth.security).toEqual([]);
    expect(depth.responses['200'].content['application/json'].schema.properties.lastUpdateId.type).toBe('integer');
    // A public call is never refused for its key; a signed one is, and for its signature.
    expect(depth.responses['401']).toBeUndefined();
    expect(depth.responses['400'].description).not.toContain('-1022');
    const order = api.paths['/api/v3/order'].post;
    expect(order.security).toEqual([{ apiKey: [] }]);
    expect(order.responses['401'].description).toContain(`${BINANCE_ERRORS.rejectedApiKey.code}`);
    expect(order.responses['400'].description).toContain(`${BINANCE_ERRORS.badSignature.code}`);
    expect(order.responses['429'].headers['Retry-After']).toBeDefined();
    expect(api.components.schemas.Error.required).toEqual(['code', 'msg']);
  });

  it('renders a schema JSON Schema cannot express as "any" instead of failing', () => {
    const call = defineCall({
      method: 'POST',
      path: '/test/transform',
      auth: false,
      group: 'Test',
      summary: 'A call whose answer is a transform.',
      request: z.object({ amount: ZDecimal.transform((v) => BigInt(v.replace('.', ''))) }),
      response: z.object({ at: z.date().transform((d) => d.getTime()) }),
    });
    const page = renderApiDocs([call], messages)[API_DOCS_FILES.markdown];
    expect(page).toContain('| `amount` | decimal string | yes |');
    expect(page).toContain('| `at` | any |');
  });
});
