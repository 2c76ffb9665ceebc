import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { DEMO, login, startTestApp, type TTestApp } from '../../test/test-app.js';
import { createKey, type TTestKey } from '../../modules/binance/binance-test-support.js';
import { answerChecker, isSuccess, loadDocuments, operationsOf, type TOperation } from './openapi-answers.checker.js';

/**
 * docs/openapi-binance.json against the real server, as openapi-answers.test.ts does for the /bb
 * calls: every documented operation is sent requests that fail (no key, a bad signature, a body
 * the server cannot read, over the weight limit, then banned) and, with a key of the demo user,
 * requests that succeed, and each answer must be what the document says for its status.
 */

const documents = loadDocuments();
const OPERATIONS = operationsOf('binance', documents.binance);
const check = answerChecker(documents);

/** Parameters beyond `symbol` that a call needs to succeed (the order ids are filled in as orders are made). */
const GOOD_PARAMS: Record<string, Record<string, string>> = {
  'GET /api/v3/klines': { interval: '1m' },
  'POST /api/v3/order': { side: 'BUY', type: 'LIMIT', timeInForce: 'GTC', quantity: '0.01', price: '1000' },
  'POST /api/v3/order/test': { side: 'BUY', type: 'LIMIT', timeInForce: 'GTC', quantity: '0.01', price: '1000' },
};

const isBodyRead = (operation: TOperation) => operation.method !== 'GET';
const isSigned = (operation: TOperation) => operation.isAuth && 'signature' in operation.fields;

type TSeen = { operation: TOperation; response: LightMyRequestResponse; what: string };

// SQLite only, for the reason openapi-answers.test.ts gives.
describe('documented Binance-compatible answers', () => {
  let t: TTestApp;
  let key: TTestKey;
  const seen: TSeen[] = [];
  let address = 0;

  /** Sends one request: parameters in the query, or form-encoded in the body of a POST or PUT, signed when a key is given. */
  async function send(operation: TOperation, what: string, options: { params?: Record<string, string>; key?: TTestKey; signature?: string; headers?: Record<string, string>; payload?: string; remoteAddress?: string } = {}) {
    address += 1;
    const params = { ...options.params };
    if (options.key && isSigned(operation)) {
      // Every signed request is a new one (a signature is accepted once): the clock moves on.
      t.clock.advance(1);
      params.timestamp = String(t.clock.now());
    }
    let text = new URLSearchParams(params).toString();
    if (options.key && isSigned(operation)) text += `&signature=${options.signature ?? createHmac('sha256', options.key.secret).update(text).digest('hex')}`;
    const inBody = operation.method === 'POST' || operation.method === 'PUT';
    const request: InjectOptions = {
      method: operation.method,
      url: `${operation.url}${!inBody && text ? `?${text}` : ''}`,
      headers: { ...(inBody ? { 'content-type': 'application/x-www-form-urlencoded' } : {}), ...(options.key ? { 'x-mbx-apikey': options.key.apiKey } : {}), ...options.headers },
      remoteAddress: options.remoteAddress ?? `10.9.${(address >> 8) & 255}.${address & 255}`,
      ...(options.payload !== undefined ? { payload: options.payload } : inBody ? { payload: text } : {}),
    };
    const response = await t.app.inject(request);
    seen.push({ operation, response, what });
    return response;
  }

  beforeAll(async () => {
    t = await startTestApp('sqlite');
    key = await createKey(t, await login(t, DEMO.email, DEMO.password));
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends every documented operation the requests that fail', async () => {
    for (const operation of OPERATIONS) {
      await send(operation, 'no parameters, no key');
      const fields = Object.keys(operation.fields).filter((name) => !['timestamp', 'signature', 'recvWindow'].includes(name));
      if (fields.length) await send(operation, 'a malformed value in every parameter', { params: Object.fromEntries(fields.map((name) => [name, '!?'])), ...(operation.isAuth ? { key } : {}) });
      if (isSigned(operation)) await send(operation, 'a wrong signature', { key, signature: '0'.repeat(64) });
      if (isBodyRead(operation)) {
        await send(operation, 'malformed JSON', { headers: { 'content-type': 'application/json' }, payload: '{"' });
        await send(operation, 'a media type not read', { headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
        await send(operation, 'a body over the limit', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `a=${'x'.repeat(70 * 1024)}` });
      }
    }
    // The weight limit of an address (6,000 a minute), spent with the heaviest public call; then every
    // operation from it (429), and once an address keeps on after 30 refusals, the ban (418).
    const heaviest = OPERATIONS.filter((o) => !o.isAuth).sort((a, b) => weightOf(b) - weightOf(a))[0];
    const flood = { remoteAddress: '10.10.0.1', params: ('symbol' in heaviest.fields ? { symbol: 'BTCUSDT' } : {}) as Record<string, string> };
    for (let i = 0; i <= 6000 / weightOf(heaviest) && (await send(heaviest, 'spending the weight', flood)).statusCode !== 429; i += 1);
    for (const operation of OPERATIONS) await send(operation, 'over the weight limit', { remoteAddress: '10.10.0.1' });
    for (let i = 0; i <= 30 && (await send(heaviest, 'refused on', flood)).statusCode !== 418; i += 1);
    for (const operation of OPERATIONS) await send(operation, 'banned', { remoteAddress: '10.10.0.1' });
  });

  it('sends the demo user\'s key the calls that succeed', async () => {
    let orderId = '';
    let listenKey = '';
    for (const operation of OPERATIONS) {
      const params: Record<string, string> = { ...('symbol' in operation.fields ? { symbol: 'BTCUSDT' } : {}), ...GOOD_PARAMS[operation.name] };
      if (operation.path === '/api/v3/order' && operation.method !== 'POST') params.orderId = orderId;
      if ('listenKey' in operation.fields) params.listenKey = listenKey;
      // Cancelling all open orders of a market succeeds only when it has one.
      if (operation.name === 'DELETE /api/v3/openOrders') {
        const place = OPERATIONS.find((o) => o.name === 'POST /api/v3/order')!;
        await send(place, 'an order to cancel', { params: { symbol: 'BTCUSDT', ...GOOD_PARAMS[place.name] }, key });
      }
      const response = await send(operation, 'the demo user\'s key', { params, ...(operation.isAuth ? { key } : {}) });
      if (operation.name === 'POST /api/v3/order' && response.statusCode === 200) orderId = String(response.json().orderId);
      if (operation.name === 'POST /api/v3/userDataStream' && response.statusCode === 200) listenKey = response.json().listenKey;
    }
  });

  it('every answer is what the document says for its status, refusals included, and none is a 5xx', () => {
    const wrong = seen.flatMap(({ operation, response, what }) => {
      if (response.statusCode >= 500) return [`${operation.name} (${what}): HTTP ${response.statusCode} ${response.body.slice(0, 300)}`];
      const problem = check(operation, response);
      return problem ? [`${operation.name} (${what}): ${problem}`] : [];
    });
    expect(wrong).toEqual([]);
  });

  it('met every operation with its documented refusals and a success', () => {
    for (const operation of OPERATIONS) {
      const answers = seen.filter((s) => s.operation === operation);
      const statuses = new Set(answers.filter((s) => !isSuccess(operation, s.response)).map((s) => String(s.response.statusCode)));
      // Every documented 4xx but the 403 of the product access check (an order while spot is closed to the user).
      const expected = operation.statuses.filter((s) => s.startsWith('4') && s !== '403');
      expect([...statuses], operation.name).toEqual(expect.arrayContaining(expected));
      expect(answers.some((s) => isSuccess(operation, s.response)), `${operation.name}: ${answers.at(-1)?.response.body.slice(0, 200)}`).toBe(true);
    }
  });
});

/** The request weight the document gives a call. */
function weightOf(operation: TOperation): number {
  return Number(documents.binance.paths[operation.path][operation.method.toLowerCase()]['x-weight']);
}
