import type { TCall } from './define-call.js';
import { ZFailureDetails } from './failure.js';
import { jsonSchemaOf, type TJsonSchema } from './json-schema.js';

/*
 * The answers of one operation in the generated OpenAPI documents: the 200 envelope (success or a
 * refusal) and the failures the server answers with an HTTP status of their own, each with the
 * failure envelope it really sends (platform/http/route.ts `failure`, error-handler.ts).
 */

/** The named parts the operations refer to; only those some operation uses are written. */
export type TComponents = { schemas: Record<string, TJsonSchema>; responses: Record<string, unknown> };

const ref = (kind: 'schemas' | 'responses', name: string) => ({ $ref: `#/components/${kind}/${name}` });
const json = (schema: unknown) => ({ 'application/json': { schema } });

/** The failure envelopes: `{ code, msg, data, err }`, and the seconds-contract calls' `{ code, message, result, err }`. */
function failureSchema(format: 'data' | 'result', codes: readonly number[]): TJsonSchema {
  const [text, details] = format === 'result' ? ['message', 'result'] : ['msg', 'data'];
  return {
    type: 'object',
    description: 'A refusal. Clients branch on `err`, never on the message.',
    properties: {
      code: { enum: [...codes], description: codes.length > 1 ? '0 refused; -2 the session is gone (the client logs out, SPEC §8).' : '0 refused.' },
      [text]: { type: 'string', description: 'Why, in the language of Accept-Language.' },
      [details]: ref('schemas', 'FailureDetails'),
      err: { type: 'string', description: 'The message key (docs/api.md §2): stable across languages.' },
    },
    required: ['code', text, details, 'err'],
    additionalProperties: false,
  };
}

/** What every call may answer besides its own failures, by status: when, and the `err` it carries. */
const STATUS_FAILURES = {
  400: { name: 'BadBody', when: 'The body cannot be read: malformed JSON, or an empty body sent as `application/json` (`invalidParams`).' },
  413: { name: 'BodyTooLarge', when: 'The body is over `BODY_LIMIT_BYTES`, 64 KiB by default (`requestTooLarge`); an upload whose multipart body breaks the parser\'s limits (`invalidParams`).' },
  415: { name: 'UnsupportedMediaType', when: 'A body whose content type is not form, JSON, text or multipart (`invalidParams`).' },
  429: { name: 'TooManyRequests', when: 'Over the per-address limit of 1,200 requests a minute (`tooManyRequests`), checked before anything else: always the `{ code, msg, data, err }` envelope, with `Retry-After: 60`.' },
  500: { name: 'ServerError', when: 'An unexpected error, logged with the request id (`error`). No stack trace, SQL or library message is ever sent.' },
} as const;

/**
 * Adds the failure envelope of `format` (and what it refers to) to the components; answers its name.
 * `codes` are the failure codes of the document: 0, and -2 where a user session can be gone.
 */
function useFailure(components: TComponents, format: 'data' | 'result', codes: readonly number[]): string {
  const name = format === 'result' ? 'ResultFailure' : 'Failure';
  components.schemas.FailureDetails ??= jsonSchemaOf(ZFailureDetails, 'output');
  components.schemas[name] ??= failureSchema(format, codes);
  return name;
}

/** A shared response by status: the seconds-contract calls' variant carries their envelope (the 429 never does). */
function useStatus(components: TComponents, status: keyof typeof STATUS_FAILURES, format: 'data' | 'result', codes: readonly number[]): unknown {
  const shape = status === 429 ? 'data' : format;
  const { name, when } = STATUS_FAILURES[status];
  const named = shape === 'result' ? `${name}Result` : name;
  const failure = useFailure(components, shape, codes);
  components.responses[named] ??= {
    description: when,
    ...(status === 429 ? { headers: { 'Retry-After': { description: 'Seconds to wait: 60.', required: true, schema: { type: 'integer' } } } } : {}),
    content: json(ref('schemas', failure)),
  };
  return ref('responses', named);
}

/** The SPEC §7 envelope of a success around a call's `data` (or `result`), with the Huobi-format fields where a call has them. */
function successOf(call: TCall): TJsonSchema {
  const extra = call.envelope ? jsonSchemaOf(call.envelope, 'output') : { properties: {}, required: [] };
  const isResult = call.format === 'result';
  const [text, data] = isResult ? ['message', 'result'] : ['msg', 'data'];
  return {
    type: 'object',
    description: 'Success.',
    properties: {
      code: { const: isResult ? 200 : 1 },
      [text]: { type: 'string', description: 'The success message, in the language of Accept-Language.' },
      [data]: jsonSchemaOf(call.response, 'output'),
      ...extra.properties,
    },
    required: ['code', text, data, ...(extra.required ?? [])],
    additionalProperties: false,
  };
}

/**
 * An operation's `responses`: 200 (the success envelope or a refusal; a document for a call that
 * answers one), the call's own HTTP failures, 400, 413 and 415 where a body is read (a GET's body
 * is ignored), 429 and 500.
 */
export function responsesOf(call: TCall, components: TComponents, codes: readonly number[]): Record<string, unknown> {
  const format = call.format ?? 'data';
  const failure = () => ref('schemas', useFailure(components, format, codes));
  const ok = call.answer
    ? { description: 'The document itself (no envelope).', content: { [call.answer]: { schema: { type: 'string' } } } }
    : { description: 'Success, or a refusal: HTTP 200 either way, so clients read `code`.', content: json({ oneOf: [successOf(call), failure()] }) };
  const own = Object.fromEntries(
    (call.httpFailures ?? []).map((f) => [String(f.status), { description: `${f.when} (${f.keys.map((k) => `\`${k}\``).join(', ')})`, content: json(failure()) }]),
  );
  const bodyStatuses = call.method === 'POST' ? ([400, 413, 415] as const) : [];
  return {
    '200': ok,
    ...own,
    ...Object.fromEntries(bodyStatuses.map((status) => [String(status), useStatus(components, status, format, codes)])),
    '429': useStatus(components, 429, format, codes),
    '500': useStatus(components, 500, format, codes),
  };
}
