import { errorKeysOf, type TCall } from './define-call.js';
import { descriptionOf, jsonSchemaOf, limitsText, objectOf, typeText, type TJsonSchema } from './json-schema.js';

/*
 * The pieces both generated pages are made of (docs/api-calls.md for the user calls,
 * docs/api-admin.md for the operator calls): tables, a call's parameters, answer and failures.
 */

/** A table cell: no line break, and a pipe would end the cell. */
export const cell = (text: string) => text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
export const code = (text: string) => `\`${text}\``;
export const table = (head: string[], rows: string[][]) =>
  [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`)].join('\n');

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens. */
export function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

/** The groups in order of their first call, each with its calls in the list's order. */
export function groupsOf(calls: readonly TCall[]): [string, TCall[]][] {
  const groups = new Map<string, TCall[]>();
  for (const call of calls) groups.set(call.group, [...(groups.get(call.group) ?? []), call]);
  return [...groups];
}

/** One call's section. `session` replaces the user-session line (the operator calls say theirs). */
export function renderCall(call: TCall, message: (key: string) => string, session?: string): string[] {
  session ??= call.auth ? 'Session: **required**.' : 'Session: not needed.';
  const access = call.auth
    ? 'once the parameters and the session are checked, the product access check (switch, country, KYC level, risk disclosure) runs before the call'
    : 'once the parameters are checked, the call is refused while the product is switched off';
  const product = call.product ? ` Product: **${code(call.product)}**: ${access}; a refusal carries \`data\` \`{ product, reason }\`.` : '';
  const lines = [`### \`${call.method} /bb${call.path}\``, '', call.summary, '', session + product];
  if (call.description) lines.push('', call.description);
  if (call.body === 'multipart') lines.push('', 'Body: `multipart/form-data`, the file in the part `file`; the parameters below in the query or as parts.');
  lines.push('', ...renderParams(call));
  if (call.answer) {
    lines.push('', `**Answer:** \`${call.answer}\`, not the envelope.`);
    return lines;
  }
  const field = call.format === 'result' ? 'result' : 'data';
  if (call.format === 'result') {
    lines.push('', 'Envelope (SPEC §7): `{ "code": 200, "message": "…", "result": … }` on success; a failure answers its code (0, or -2 without a session) with `message` and `err`.');
  }
  lines.push('', ...renderAnswer(jsonSchemaOf(call.response, 'output'), field));
  if (call.envelope) {
    const extra = jsonSchemaOf(call.envelope, 'output');
    const label = call.format === 'result' ? '**Beside `result`**:' : '**Beside `data`** (Huobi\'s fields):';
    lines.push('', label, '', table(['Field', 'Type', 'Meaning'], fieldRows(extra, '', call.format === 'result')));
  }
  const errors = errorKeysOf(call);
  lines.push('', ...(errors.length ? ['**Failures:**', '', table(['`err`', 'Message (en-US)'], errors.map((key) => [code(key), message(key)]))] : ['**Failures:** none of its own.']));
  return lines;
}

function renderParams(call: TCall): string[] {
  const schema = jsonSchemaOf(call.request, 'input');
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length === 0) return ['**Parameters:** none.'];
  const notes = (call.params ?? {}) as Record<string, string | undefined>;
  const rows = properties.map(([name, property]) => [
    code(name),
    typeText(property),
    schema.required?.includes(name) ? 'yes' : 'no',
    property.default === undefined ? '' : code(JSON.stringify(property.default)),
    limitsText(property),
    notes[name] ?? descriptionOf(property),
  ]);
  return ['**Parameters:**', '', table(['Name', 'Type', 'Required', 'Default', 'Limits', 'Rules'], rows)];
}

function renderAnswer(schema: TJsonSchema, field = 'data'): string[] {
  const item = schema.type === 'array' && schema.items ? objectOf(schema.items) : null;
  if (item) return [`**Answer** (\`${field}\`): an array of objects, each:`, '', table(['Field', 'Type', 'Meaning'], fieldRows(item, '', true))];
  if (objectOf(schema)) return [`**Answer** (\`${field}\`): ${typeText(schema)}.`, '', table(['Field', 'Type', 'Meaning'], fieldRows(objectOf(schema)!, '', true))];
  return [`**Answer** (\`${field}\`): ${typeText(schema)}.`];
}

/** One row per field, and (when `isDeep`) the fields of nested objects and arrays of objects below it. */
function fieldRows(object: TJsonSchema, prefix: string, isDeep: boolean): string[][] {
  return Object.entries(object.properties ?? {}).flatMap(([name, field]) => {
    const path = `${prefix}${name}`;
    const optional = object.required?.includes(name) ? '' : ' (optional)';
    const rows = [[code(path), typeText(field) + optional, descriptionOf(field)]];
    if (!isDeep) return rows;
    const nested = objectOf(field);
    if (nested) return [...rows, ...fieldRows(nested, `${path}.`, true)];
    const items = field.type === 'array' && field.items ? objectOf(field.items) : null;
    return items ? [...rows, ...fieldRows(items, `${path}[].`, true)] : rows;
  });
}
