import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { DEMO, login, startTestApp, type TTestApp } from '../../test/test-app.js';
import { operatorSession } from '../../test/operator-helpers.js';
import { answerChecker, isSuccess, loadDocuments, operationsOf, type TOperation } from './openapi-answers.checker.js';

/**
 * The committed OpenAPI documents against the real server: every documented operation is sent
 * requests that fail (no session, a parameter over its length, a body the server cannot read, one
 * over the size limit, a media type it does not take, the per-address limit) and requests that
 * succeed where that is cheap (the demo user's and a full operator's reads, a few calls with real
 * parameters), and each answer must be what its document says for its status. route.ts checks
 * successes against the zod schemas; this checks the generated documents, failures included.
 */

const documents = loadDocuments();
/** The /bb calls; the Binance-compatible ones are sent by openapi-answers-binance.test.ts. */
const OPERATIONS = [...operationsOf('user', documents.user), ...operationsOf('admin', documents.admin)];
const check = answerChecker(documents);

/** Parameters that make a call succeed, for calls that do not with none. */
const GOOD_PARAMS: Record<string, Record<string, string>> = {
  'POST /user/login': { account: DEMO.email, password: DEMO.password },
  'POST /huobi/getKline': { symbol: 'btcusdt', timer: '1min', size: '5' },
  'POST /huobi/getHuobiContractDepthV2': { symbol: 'btcusdt' },
  'POST /huobi/getMarketTrade': { symbol: 'btcusdt' },
  'GET /paramter/getParamListByKeyName': { paramName: 'contract_second_amount' },
  // Sent twice: the second answers codeWait, whose `data` carries the seconds to wait.
  'POST /user/sendEmailCode': { email: 'openapi-answers@example.com' },
  'POST /contract/getAssetsRecord': { currency: 'USDT', pageNo: '1', pageSize: '10' },
  'POST /spot/order/place': { symbol: 'btcusdt', side: 'buy', type: 'LMT', price: '1000', amount: '0.01' },
};

/** Calls that end the session they are made with: sent last. */
const ENDS_SESSION = new Set(['POST /user/logout', 'POST /admin/auth/logout']);

/** The body limit is 64 KiB by default (BODY_LIMIT_BYTES). */
const OVER_BODY_LIMIT = `a=${'x'.repeat(70 * 1024)}`;

type TSeen = { operation: TOperation; response: LightMyRequestResponse; what: string };

/*
 * SQLite only: every other server test already checks each answer against the zod schemas these
 * documents are generated from, on both databases (route.ts, checkResponses); what this one adds,
 * the documents themselves and the failures, does not depend on the database, and a second run
 * would double its ~5 s.
 */
describe('documented answers', () => {
  let t: TTestApp;
  let production: TTestApp;
  const seen: TSeen[] = [];
  let address = 0;

  /** Sends one request for an operation (from an address of its own unless told) and keeps the answer to check. */
  async function send(operation: TOperation, what: string, options: { params?: Record<string, string>; headers?: Record<string, string>; payload?: string; remoteAddress?: string; app?: TTestApp } = {}) {
    address += 1;
    const query = operation.method === 'GET' && options.params ? `?${new URLSearchParams(options.params)}` : '';
    const request: InjectOptions = {
      method: operation.method,
      url: `${operation.url}${query}`,
      headers: { ...(operation.method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}), ...options.headers },
      remoteAddress: options.remoteAddress ?? `10.7.${(address >> 8) & 255}.${address & 255}`,
      ...(operation.method === 'POST' ? { payload: options.payload ?? new URLSearchParams(options.params ?? {}).toString() } : {}),
    };
    const response = await (options.app ?? t).app.inject(request);
    seen.push({ operation, response, what });
    return response;
  }

  beforeAll(async () => {
    t = await startTestApp('sqlite');
    production = await startTestApp('sqlite', { isDemo: false });
  });
  afterAll(async () => {
    await t.close();
    await production.close();
  });

  it('sends every documented operation the requests that fail', async () => {
    for (const operation of OPERATIONS) {
      await send(operation, 'no parameters, no session');
      // A value one character over a declared length: invalidParams, checked before the session.
      const bounded = Object.entries(operation.fields).find(([, schema]) => typeof schema.maxLength === 'number');
      if (bounded) await send(operation, `${bounded[0]} over its length`, { params: { [bounded[0]]: 'x'.repeat(bounded[1].maxLength + 1) } });
      if (operation.method === 'POST') {
        await send(operation, 'malformed JSON', { headers: { 'content-type': 'application/json' }, payload: '{"' });
        await send(operation, 'a media type not read', { headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
        await send(operation, 'a body over the limit', { payload: OVER_BODY_LIMIT });
      }
    }
    // The per-address limit (1,200 a minute): spent on one address, then every operation from it.
    const flood = OPERATIONS.find((o) => o.name === 'GET /dev/outbox')!;
    for (let i = 0; i < 1200; i += 1) await t.app.inject({ method: 'GET', url: '/bb/dev/outbox', remoteAddress: '10.8.0.1' });
    for (const operation of [flood, ...OPERATIONS]) await send(operation, 'over the per-address limit', { remoteAddress: '10.8.0.1' });
    // Outside demo mode the demo calls do not exist.
    for (const operation of OPERATIONS.filter((o) => o.path.startsWith('/dev/'))) await send(operation, 'outside demo mode', { app: production });
  });

  it('sends the demo user\'s and an operator\'s calls that succeed, and refuses an operator without the role', async () => {
    let token = await login(t, DEMO.email, DEMO.password);
    const admin = await operatorSession(t.deps, 'openapi-admin', ['admin', 'support', 'reviewer', 'finance', 'content']);
    const support = await operatorSession(t.deps, 'openapi-support', ['support']);
    const enrolling = await operatorSession(t.deps, 'openapi-enrolling', ['admin'], 'enrol');
    const ordered = [...OPERATIONS.filter((o) => !ENDS_SESSION.has(o.name)), ...OPERATIONS.filter((o) => ENDS_SESSION.has(o.name))];
    for (const operation of ordered) {
      if (operation.doc === 'admin') {
        // Reads only with the full operator: an empty write could still change the console's state.
        if (operation.method === 'GET' || operation.name === 'POST /admin/auth/logout') await send(operation, 'a full operator', { headers: { 'x-operator-token': admin } });
        if (operation.isAuth) await send(operation, 'a support operator', { headers: { 'x-operator-token': support } });
        if (operation.isAuth) await send(operation, 'a session still enrolling its TOTP', { headers: { 'x-operator-token': enrolling } });
        continue;
      }
      const params = GOOD_PARAMS[operation.name];
      await send(operation, 'the demo user', { headers: operation.isAuth ? { 'x-access-token': token } : {}, ...(params ? { params } : {}) });
      if (operation.name === 'POST /user/sendEmailCode') await send(operation, 'a second code too soon', { params });
      // A call with no parameters may have ended the session (a password change): the next gets a live one.
      if ((await t.call('/user/info', {}, { token })).code !== 1) token = await login(t, DEMO.email, DEMO.password);
    }
  });

  it('every answer is what its document says for its status, failures included, and none is a 5xx', () => {
    const wrong = seen.flatMap(({ operation, response, what }) => {
      if (response.statusCode >= 500) return [`${operation.name} (${what}): HTTP ${response.statusCode} ${response.body.slice(0, 300)}`];
      const problem = check(operation, response);
      return problem ? [`${operation.name} (${what}): ${problem}`] : [];
    });
    expect(wrong).toEqual([]);
  });

  it('met every documented operation with real failures, its 4xx among them, and at least 75 with a success', () => {
    const failures = new Map<string, Set<string>>();
    const successes = new Set<string>();
    for (const { operation, response } of seen) {
      const key = `${operation.doc} ${operation.name}`;
      if (isSuccess(operation, response)) successes.add(key);
      else failures.set(key, (failures.get(key) ?? new Set()).add(String(response.statusCode)));
    }
    for (const operation of OPERATIONS) {
      const statuses = failures.get(`${operation.doc} ${operation.name}`) ?? new Set();
      // Every 4xx the operation documents was answered (and checked above).
      expect([...statuses].filter((s) => s.startsWith('4')), operation.name).toEqual(expect.arrayContaining(operation.statuses.filter((s) => s.startsWith('4'))));
      // A refusal in the envelope (HTTP 200) wherever a user session or a bounded parameter can be
      // refused (an operator session is refused with HTTP 401, met above, and writes are not sent).
      if (operation.isAuth || Object.values(operation.fields).some((f) => typeof f.maxLength === 'number')) expect(statuses.has('200') || operation.doc === 'admin', operation.name).toBe(true);
    }
    // Successes checked against the documents, in both: 75 of 184 operations when written (the
    // others need a code, a fund password, a file or a state the demo does not start with).
    expect(successes.size, [...successes].join('\n')).toBeGreaterThanOrEqual(75);
    expect([...successes].some((k) => k.startsWith('admin '))).toBe(true);
    // Both refusals that carry details were met, so their documented shapes were checked too.
    const detailed = seen.filter(({ operation, response }) => !isSuccess(operation, response) && response.body.includes('"data":{')).map(({ response }) => response.json().err);
    expect(detailed).toEqual(expect.arrayContaining(['codeWait', 'productDisclosure']));
  });
});
