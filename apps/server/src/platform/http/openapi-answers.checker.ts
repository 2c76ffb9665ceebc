import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { LightMyRequestResponse } from 'fastify';

/**
 * Reads the committed OpenAPI documents (docs/openapi.json, docs/openapi-admin.json and
 * docs/openapi-binance.json) and checks a
 * real answer against what they document for its operation and HTTP status: the documents
 * themselves are under test, not only the zod schemas they are generated from. Only for tests
 * (openapi-answers.test.ts).
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

export type TDocName = 'user' | 'admin' | 'binance';

type TJson = Record<string, any>;

/** One documented operation: where it is, and what its document says of it. */
export type TOperation = {
  doc: TDocName;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** As documented: under /bb for the user and operator calls (their `servers`), in full for the Binance ones. */
  path: string;
  /** What to request. */
  url: string;
  /** `METHOD /path`, as failures name it. */
  name: string;
  isAuth: boolean;
  /** The request's declared fields (its query parameters, or the schema of its body). */
  fields: Record<string, TJson>;
  statuses: string[];
};

const FILES: Record<TDocName, string> = { user: 'docs/openapi.json', admin: 'docs/openapi-admin.json', binance: 'docs/openapi-binance.json' };

/** A JSON pointer token (RFC 6901). */
const token = (text: string) => text.replace(/~/g, '~0').replace(/\//g, '~1');

export function loadDocuments(): Record<TDocName, TJson> {
  const read = (doc: TDocName) => JSON.parse(fs.readFileSync(path.join(root, FILES[doc]), 'utf8'));
  return { user: read('user'), admin: read('admin'), binance: read('binance') };
}

/** Every operation of a document, in its order. */
export function operationsOf(doc: TDocName, document: TJson): TOperation[] {
  return Object.entries(document.paths as Record<string, TJson>).flatMap(([pathName, item]) =>
    Object.entries(item).map(([method, op]: [string, TJson]) => {
      const schema = op.requestBody?.content?.['application/json']?.schema ?? op.requestBody?.content?.['multipart/form-data']?.schema;
      const body = schema?.$ref ? document.components.schemas[schema.$ref.split('/').pop()] : schema;
      const fields: Record<string, TJson> = op.parameters ? Object.fromEntries(op.parameters.map((p: TJson) => [p.name, p.schema])) : (body?.properties ?? {});
      const upper = method.toUpperCase() as TOperation['method'];
      const url = `${document.servers[0].url.replace(/\/$/, '')}${pathName}`;
      return { doc, method: upper, path: pathName, url, name: `${upper} ${pathName}`, isAuth: (op.security ?? []).length > 0, fields, statuses: Object.keys(op.responses) };
    }),
  );
}

/** Validates answers against the documents with a JSON Schema 2020-12 validator (OpenAPI 3.1's dialect). */
export function answerChecker(documents: Record<TDocName, TJson>) {
  // strict off: the documents carry OpenAPI's own keywords (paths, x-error-keys) around the schemas.
  // Unoptimized code compiles the ~190 answer schemas in half the time, and each runs a few times.
  const ajv = new Ajv2020({ strict: false, validateSchema: false, allErrors: false, code: { optimize: false } });
  // Annotations of the generator: each comes with the `pattern` that checks it.
  for (const format of ['decimal', 'signed-decimal', 'id']) ajv.addFormat(format, true);
  for (const [name, document] of Object.entries(documents)) ajv.addSchema(document, name);

  /**
   * Why an answer is not what its operation documents for its status, or null when it is: the
   * status must be documented, with its headers, the media type among that answer's, and a JSON
   * body valid against its schema.
   */
  return function check(operation: TOperation, response: LightMyRequestResponse): string | null {
    const document = documents[operation.doc];
    const status = String(response.statusCode);
    let pointer = `/paths/${token(operation.path)}/${operation.method.toLowerCase()}/responses/${status}`;
    let answer = document.paths[operation.path][operation.method.toLowerCase()].responses[status];
    if (!answer) return `HTTP ${status} is not documented (documented: ${operation.statuses.join(', ')})`;
    if (answer.$ref) {
      pointer = answer.$ref.slice(1);
      answer = document.components.responses[answer.$ref.split('/').pop()];
    }
    // A header is checked where the document says it is always sent (`required`).
    const headerOf = (header: TJson) => (header.$ref ? document.components.headers[header.$ref.split('/').pop()] : header);
    const required = Object.entries(answer.headers ?? {}).filter(([, header]) => headerOf(header as TJson).required).map(([name]) => name);
    const missing = required.filter((name) => response.headers[name.toLowerCase()] === undefined);
    if (missing.length) return `HTTP ${status} without its documented header ${missing.join(', ')}`;
    const media = String(response.headers['content-type'] ?? '').split(';')[0].trim();
    if (!answer.content?.[media]) return `HTTP ${status} as ${media || 'no content type'}: documented as ${Object.keys(answer.content ?? {}).join(', ')}`;
    if (media !== 'application/json') return null;
    const validate = ajv.getSchema(`${operation.doc}#${pointer}/content/${token(media)}/schema`);
    if (!validate) return `no schema at ${pointer}`;
    if (validate(response.json())) return null;
    return `HTTP ${status} ${response.body.slice(0, 300)}: ${ajv.errorsText(validate.errors)}`;
  };
}

/** Whether an answer is a success: of its envelope (code 1, or 200 for the seconds-contract calls), or any 200 of a Binance call. */
export function isSuccess(operation: TOperation, response: LightMyRequestResponse): boolean {
  if (response.statusCode !== 200 || !String(response.headers['content-type']).startsWith('application/json')) return false;
  if (operation.doc === 'binance') return true;
  const code = response.json().code;
  return code === 1 || (code === 200 && 'result' in response.json());
}
