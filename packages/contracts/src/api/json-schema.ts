import { z } from 'zod';

/** The part of JSON Schema (draft 2020-12) that zod 4 writes for our schemas and the docs read. */
export type TJsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
  allOf?: TJsonSchema[];
  items?: TJsonSchema | false;
  prefixItems?: TJsonSchema[];
  properties?: Record<string, TJsonSchema>;
  required?: string[];
  description?: string;
  default?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  [key: string]: unknown;
};

/**
 * A zod schema as JSON Schema: `input` for a request (what a client may send, defaults
 * optional), `output` for an answer. What JSON Schema cannot say (a transform's result, a
 * refinement's rule) becomes "any" (`{}`), and a schema zod cannot convert at all becomes a note
 * rather than failing the docs: the call's `params` notes and description carry those rules.
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): TJsonSchema {
  try {
    const json = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any', reused: 'inline' }) as TJsonSchema;
    delete json.$schema;
    return json;
  } catch {
    return { description: 'Not representable as JSON Schema: see the description.' };
  }
}

/** zod's `.int()` bounds every integer by the safe range; that is no rule worth printing. */
const isSafeBound = (n: number | undefined) => n === undefined || Math.abs(n) >= Number.MAX_SAFE_INTEGER;

const FORMATS: Record<string, string> = {
  decimal: 'decimal string',
  'signed-decimal': 'signed decimal string',
  id: 'id (string of digits)',
};

/** A literal as code: strings bare (`buy`) unless empty (`""`), anything else as JSON. */
const literal = (value: unknown) => `\`${typeof value === 'string' && value !== '' ? value : JSON.stringify(value)}\``;

/** The branches of a union, zod writing a nullable as either `anyOf` or a list of types. */
export function branchesOf(schema: TJsonSchema): TJsonSchema[] {
  if (schema.anyOf) return schema.anyOf;
  if (schema.oneOf) return schema.oneOf;
  if (Array.isArray(schema.type)) return schema.type.map((type) => (type === 'null' ? { type } : { ...schema, type }));
  return [schema];
}

/** A short reader's type: `decimal string`, `one of buy, sell`, `array of objects`, `object or null`. */
export function typeText(schema: TJsonSchema): string {
  const branches = branchesOf(schema);
  if (branches.length > 1 || branches[0] !== schema) {
    // Literal branches read as one list (`one of 1, 0, true, false`), the others by their type.
    const literals = branches.flatMap((b) => (b.const !== undefined ? [b.const] : (b.enum ?? [])));
    const others = branches.filter((b) => b.const === undefined && !b.enum).map(typeText);
    const list = literals.length ? [(literals.length > 1 ? 'one of ' : '') + literals.map(literal).join(', ')] : [];
    return [...new Set([...list, ...others])].join(' or ');
  }
  if (schema.type === 'null') return 'null';
  if (schema.const !== undefined) return literal(schema.const);
  if (schema.enum) return (schema.enum.length > 1 ? 'one of ' : '') + schema.enum.map(literal).join(', ');
  if (schema.format && FORMATS[schema.format]) return FORMATS[schema.format];
  switch (schema.type) {
    case 'array':
      if (schema.prefixItems) return `[${schema.prefixItems.map(typeText).join(', ')}]`;
      if (!schema.items) return 'array';
      return schema.items.type === 'object' ? 'array of objects' : `array of ${typeText(schema.items)}`;
    case 'integer':
    case 'number':
    case 'string':
    case 'boolean':
    case 'object':
    case 'null':
      return schema.type;
    default:
      return 'any';
  }
}

function rangeText(min: number | undefined, max: number | undefined, unit = ''): string | null {
  const lo = isSafeBound(min) ? undefined : min;
  const hi = isSafeBound(max) ? undefined : max;
  if (lo !== undefined && hi !== undefined) return lo === hi ? `exactly ${lo}${unit}` : `${lo}–${hi}${unit}`;
  if (lo !== undefined) return `≥ ${lo}${unit}`;
  if (hi !== undefined) return `≤ ${hi}${unit}`;
  return null;
}

/** The bounds a schema sets (lengths, ranges, item counts), over all its branches. */
export function limitsText(schema: TJsonSchema): string {
  const parts = branchesOf(schema).flatMap((s) => {
    if (s !== schema && (s.anyOf || s.oneOf)) return [limitsText(s)];
    return [
      rangeText(s.minLength, s.maxLength, ' characters'),
      rangeText(s.minimum, s.maximum),
      s.exclusiveMinimum !== undefined ? `> ${s.exclusiveMinimum}` : null,
      s.exclusiveMaximum !== undefined && !isSafeBound(s.exclusiveMaximum) ? `< ${s.exclusiveMaximum}` : null,
      s.prefixItems ? null : rangeText(s.minItems, s.maxItems, ' items'),
    ];
  });
  return [...new Set(parts.filter((p): p is string => Boolean(p)))].join('; ');
}

/** The description of a schema, or of the one branch of a nullable that has it. */
export function descriptionOf(schema: TJsonSchema): string {
  if (schema.description) return schema.description;
  return branchesOf(schema).find((b) => b !== schema && b.description)?.description ?? '';
}

/** The object inside a schema, if it is one or a nullable one: its fields are listed below it. */
export function objectOf(schema: TJsonSchema): TJsonSchema | null {
  return branchesOf(schema).find((b) => b.type === 'object' && b.properties) ?? null;
}
