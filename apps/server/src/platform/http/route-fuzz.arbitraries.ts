import fc from 'fast-check';
import * as contracts from '@exchange/contracts';

/**
 * Generators of hostile input for the route fuzz test (route-fuzz.test.ts): field values,
 * bodies in every encoding the server parses, path suffixes and query strings. Only for tests.
 */

/** The fields of one zod schema's objects, found by walking its definition. */
function fieldNamesOf(schema: unknown): string[] {
  const names = new Set<string>();
  const walk = (node: unknown, depth: number) => {
    const def = (node as { _zod?: { def?: Record<string, unknown> } } | null)?._zod?.def;
    if (!def || depth > 6) return;
    if (def.shape && typeof def.shape === 'object') for (const name of Object.keys(def.shape)) names.add(name);
    for (const key of ['in', 'out', 'innerType', 'schema', 'left', 'right']) walk(def[key], depth + 1);
    if (Array.isArray(def.options)) for (const option of def.options) walk(option, depth + 1);
  };
  walk(schema, 0);
  return [...names];
}

type TDeclared = { method: string; path: string; request: unknown };
const isDeclared = (value: unknown): value is TDeclared =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'request' in value;

/** Every call packages/contracts declares (alone or in a list), by `METHOD /bb/path`: its request's field names. */
const DECLARED_FIELDS = new Map<string, string[]>();
for (const value of Object.values(contracts)) {
  for (const call of Array.isArray(value) ? value : [value]) {
    if (isDeclared(call)) DECLARED_FIELDS.set(`${call.method} /bb${call.path}`, fieldNamesOf(call.request));
  }
}

/** Field names of every object schema that packages/contracts exports. */
function contractFieldNames(): string[] {
  return [...new Set(Object.values(contracts).flatMap((value) => fieldNamesOf(value)).concat([...DECLARED_FIELDS.values()].flat()))];
}

/** Fields of the schemas local to route files (market data, content, admin queues), and a few guesses. */
const LOCAL_FIELDS = ['timer', 'size', 'quoteCoin', 'coin', 'to', 'from', 'text', 'subject', 'tab', 'lang', 'newPwd', 'file', 'kind'];

export const FIELD_NAMES = [...new Set([...contractFieldNames(), ...LOCAL_FIELDS])];

const digits = (minLength: number, maxLength: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength, maxLength });
const controlCharacter = fc.integer({ min: 0, max: 31 }).map((code) => String.fromCharCode(code));

/** Values that pass a field's first checks, so that later ones (and the database) are reached too. */
const PLAUSIBLE: Record<string, string[]> = {
  email: ['someone@example.com', 'demo@example.com'],
  account: ['someone@example.com', '2015550123'],
  phone: ['2015550123'],
  areaCode: ['1', '+1'],
  password: ['Passw0rd-Long-1'],
  password1: ['Passw0rd-Long-1'],
  oldPwd: ['Passw0rd-Long-1'],
  fundPwd: ['123456'],
  code: ['123456'],
  invitationCode: ['DEMO01'],
  symbol: ['btcusdt', 'ethusdt'],
  side: ['buy', 'sell'],
  type: ['LMT', 'MKT', 'avatar', '1'],
  price: ['62000', '3000.5'],
  amount: ['0.001', '1', '100'],
  timeInForce: ['GTC', 'IOC'],
  currency: ['USDT', 'BTC'],
  coin: ['USDT', 'ETH'],
  chain: ['TRC20', 'ERC20'],
  address: ['TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf', '0x52908400098527886E0F7030069857D2E4169EE7'],
  txHash: ['9f2c'.repeat(16)],
  wallet: ['coin', 'contract'],
  paramName: ['contract_second_amount', 'enable_phone_register'],
  quoteCoin: ['USDT'],
  timer: ['1min', '1day'],
  status: ['0', 'unfinished'],
};
const GENERIC = ['1', '0', '10', 'true', 'note', 'USDT', 'btcusdt'];
const plausibleFor = (name: string) => fc.constantFrom(...(PLAUSIBLE[name] ?? GENERIC));

const numberLike = fc.oneof(
  digits(20, 400),
  digits(20, 400).map((d) => `-${d}`),
  fc.tuple(digits(1, 30), digits(1, 30)).map(([a, b]) => `${a}.${b}`),
  fc.constantFrom('-1', '1e308', '1e-7', '-0', '0x1f', 'NaN', 'Infinity', '1.', '.5', '00001', '1_000', '٣', '1,5', ' 1 '),
  fc.double().map(String),
  fc.bigInt().map(String),
);

/** A plausible value with a control character, an emoji or an RTL mark slipped in: it passes format checks more often. */
const taintedFor = (name: string) =>
  fc
    .tuple(plausibleFor(name), fc.oneof(controlCharacter, fc.constantFrom('\u0000', '😀', '\u202E', '\uFEFF')), fc.nat())
    .map(([value, insert, at]) => value.slice(0, at % (value.length + 1)) + insert + value.slice(at % (value.length + 1)));

const text = fc.oneof(
  fc.string({ maxLength: 40, unit: 'grapheme' }),
  fc.constantFrom('مرحبا بالعالم', '\u202Eevil.exe', '😀👍🏽🇩🇪', 'שלום', '\uFEFF', '\u200B', '\uD800', "' OR 1=1 --", '%00', '<script>'),
  fc.tuple(fc.string({ maxLength: 10 }), controlCharacter, fc.string({ maxLength: 10 })).map((parts) => parts.join('')),
  fc.string({ minLength: 1000, maxLength: 3000 }),
);

/** A field's value: a scalar (plausible for that field, or that spoiled, or hostile), an array of them or a small object. */
const valueFor = (name: string): fc.Arbitrary<unknown> => {
  const scalar = fc.oneof(
    { weight: 3, arbitrary: plausibleFor(name) },
    { weight: 2, arbitrary: taintedFor(name) },
    { weight: 2, arbitrary: numberLike },
    { weight: 2, arbitrary: text },
    { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null)) },
  );
  return fc.oneof(
    { weight: 5, arbitrary: scalar },
    { weight: 1, arbitrary: fc.array(scalar, { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(scalar, fc.array(scalar, { maxLength: 2 })), { maxKeys: 3 }) },
  );
};

/**
 * Input fields for one route: each of its declared fields present or not (so its own checks and,
 * past them, the database are reached), a few of the API's other field names and a few random
 * ones. A route with no declaration gets a random handful of the API's names. Generating all the
 * API's names at every case cost 19 ms a case, thirty times the request it fed.
 */
export function fieldsFor(own: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  const known = own.length
    ? fc.record(Object.fromEntries(own.map((name) => [name, valueFor(name)])), { requiredKeys: [] })
    : fc.shuffledSubarray(FIELD_NAMES, { maxLength: 8 }).chain((names) => fc.record(Object.fromEntries(names.map((name) => [name, valueFor(name)]))));
  return fc
    .tuple(known, fc.dictionary(fc.constantFrom(...FIELD_NAMES), valueFor(''), { maxKeys: 2 }), fc.dictionary(fc.string({ maxLength: 12 }), valueFor(''), { maxKeys: 2 }))
    .map(([mine, other, extra]) => ({ ...extra, ...other, ...mine }) as Record<string, unknown>);
}

/** Form encoding as browsers and the SPEC clients write it: arrays as repeated keys, objects as key[sub]. */
export function formEncode(input: Record<string, unknown>): string {
  const params = new URLSearchParams();
  const add = (key: string, value: unknown) => {
    if (Array.isArray(value)) for (const item of value) add(key, item);
    else if (value !== null && typeof value === 'object') for (const [sub, item] of Object.entries(value)) add(`${key}[${sub}]`, item);
    else params.append(key, value === null ? '' : String(value));
  };
  for (const [key, value] of Object.entries(input)) add(key, value);
  return params.toString();
}

export type TBody = { contentType?: string; payload?: string };

/** A body in one of the encodings the server parses, or one it must refuse cleanly. */
function bodyOf(fields: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<TBody> {
  return fc.oneof(
    { weight: 4, arbitrary: fields.map((f) => ({ contentType: 'application/x-www-form-urlencoded', payload: formEncode(f) })) },
    { weight: 4, arbitrary: fields.map((f) => ({ contentType: 'application/json', payload: JSON.stringify(f) })) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => ({ contentType: 'application/json', payload: JSON.stringify(v) })) },
    { weight: 1, arbitrary: fc.string({ maxLength: 200 }).map((payload) => ({ contentType: 'application/json', payload })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom('multipart/form-data', 'multipart/form-data; boundary=x', 'text/plain', 'application/xml'), fc.string({ maxLength: 200 }))
        .map(([contentType, payload]) => ({ contentType, payload })),
    },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}

/** What may follow a route's path: nothing most often, else a stray segment or a bad encoding. */
export const pathSuffix = fc.oneof(
  { weight: 6, arbitrary: fc.constant('') },
  { weight: 1, arbitrary: fc.constantFrom('/', '//', '/..', '/%2e%2e', '/%E0%A4%A', '/%', '/%00', `/${'a'.repeat(300)}`, '.json', '%20') },
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }).map((s) => `/${encodeURIComponent(s)}`) },
);

/** A path parameter's value: ordinary, long, badly encoded or carrying a control character. */
export const paramValue = fc.oneof(
  fc.constantFrom('btc.svg', 'ETH', `${'0'.repeat(32)}.png`, '%E0%A4%A', '%00', 'a'.repeat(300), '..%2f..%2fetc%2fpasswd'),
  fc.string({ maxLength: 40 }).map(encodeURIComponent),
);

function queryOf(fields: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant('') },
    { weight: 1, arbitrary: fields.map((f) => `?${formEncode(f).slice(0, 4000)}`) },
    { weight: 1, arbitrary: fc.constantFrom('?%', '?a=%E0%A4%A', '?a[b][c]=1', '?=&&=', '?__proto__[x]=1', '?constructor[prototype][x]=1') },
  );
}

/** What one route is sent: a body and a query string built around its declared fields (GET calls read the query). */
export function inputFor(method: string, path: string): { body: fc.Arbitrary<TBody>; query: fc.Arbitrary<string>; declared: boolean } {
  const own = DECLARED_FIELDS.get(`${method} ${path}`);
  const fields = fieldsFor(own ?? []);
  return { body: bodyOf(fields), query: queryOf(fields), declared: own !== undefined };
}
