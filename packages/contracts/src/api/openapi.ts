import { errorKeysOf, type TCall } from './define-call.js';
import { jsonSchemaOf } from './json-schema.js';
import type { TMessages } from './messages.js';
import { responsesOf, type TComponents } from './openapi-responses.js';

/** `/spot/order/place` → `postSpotOrderPlace`: unique because method and path are. */
function operationIdOf(call: TCall): string {
  const words = call.path.split('/').filter(Boolean);
  return call.method.toLowerCase() + words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
}

/** What differs between the user API document and the operator one. */
export type TOpenApiOptions = {
  title: string;
  description: string;
  token: { name: string; header: string };
  /** One sentence per group (the tag's description). */
  groups: Readonly<Record<string, string>>;
  /** The `code` of a refusal: 0, and -2 where a user session can be gone (operator sessions fail with HTTP 401). */
  failureCodes: readonly number[];
};

/** Failures of no one operation: said once, in the document's description. */
const TRANSPORT_FAILURES =
  'Every answer is the JSON envelope, failures included (`{ code, msg, data, err }`; the seconds-contract calls `{ code, message, result, err }`): ' +
  'a refusal is HTTP 200 with its `code`, and the failures listed with a status of their own carry the same envelope. Beside the operations: ' +
  'an unknown path or a wrong method answers HTTP 404 (`notFound`); headers over the size limit, HTTP 431 (`requestTooLarge`); a request ' +
  'too slow to arrive, HTTP 408 (`error`); bytes that are not an HTTP request, HTTP 400 (`invalidParams`). Each operation lists its failure ' +
  'keys with their en-US messages in `x-error-keys`.';

/**
 * The declared calls as an OpenAPI 3.1 document (its schemas are JSON Schema 2020-12, as zod
 * writes them). Each operation documents the envelope of a success and of a refusal (both HTTP
 * 200), and the HTTP failures the server really sends (openapi-responses.ts); the failure keys,
 * which HTTP statuses cannot tell apart, are listed in `x-error-keys` with their en-US messages.
 * A test sends real requests to the server and checks the answers against this document.
 */
export function renderOpenApi(calls: readonly TCall[], messages: TMessages, options: TOpenApiOptions) {
  const paths: Record<string, Record<string, unknown>> = {};
  const components: TComponents = { schemas: {}, responses: {} };
  for (const call of calls) {
    const request = jsonSchemaOf(call.request, 'input');
    const requestName = `${operationIdOf(call)}Request`;
    // Form-encoded and JSON bodies share one schema: named once, referenced twice.
    const requestRef = () => {
      components.schemas[requestName] = request;
      return { $ref: `#/components/schemas/${requestName}` };
    };
    const operation = {
      operationId: operationIdOf(call),
      tags: [call.group],
      summary: call.summary,
      ...(call.description ? { description: call.description } : {}),
      security: call.auth ? [{ [options.token.name]: [] }] : [],
      ...(call.method === 'GET'
        ? {
            parameters: Object.entries(request.properties ?? {}).map(([name, schema]) => ({
              name,
              in: 'query',
              required: request.required?.includes(name) ?? false,
              schema,
            })),
          }
        : {
            requestBody: {
              content:
                call.body === 'multipart'
                  ? { 'multipart/form-data': { schema: { ...request, properties: { ...request.properties, file: { type: 'string', contentMediaType: 'application/octet-stream' } } } } }
                  : { 'application/x-www-form-urlencoded': { schema: requestRef() }, 'application/json': { schema: requestRef() } },
            },
          }),
      responses: responsesOf(call, components, options.failureCodes),
      ...(call.product ? { 'x-product': call.product } : {}),
      'x-error-keys': Object.fromEntries(errorKeysOf(call).map((key) => [key, messages[key] ?? ''])),
    };
    paths[call.path] = { ...paths[call.path], [call.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: { title: options.title, version: '1', description: `${options.description}\n\n${TRANSPORT_FAILURES}`, license: { name: 'MIT', identifier: 'MIT' } },
    servers: [{ url: '/bb' }],
    tags: [...new Set(calls.map((c) => c.group))].map((name) => ({ name, ...(options.groups[name] ? { description: options.groups[name] } : {}) })),
    paths,
    components: { ...components, securitySchemes: { [options.token.name]: { type: 'apiKey', in: 'header', name: options.token.header } } },
  };
}
