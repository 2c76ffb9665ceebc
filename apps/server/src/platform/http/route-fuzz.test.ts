import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { DEMO, DIALECTS, login, startTestApp, type TTestApp } from '../../test/test-app.js';
import { inputFor, paramValue, pathSuffix, type TBody } from './route-fuzz.arbitraries.js';

type TRoute = { method: 'GET' | 'POST'; path: string };

/**
 * Cases per route and dialect. fast-check draws a new seed each run (printed with a failure, to
 * replay it), so every CI run explores cases the previous ones did not. A case costs about a
 * millisecond (its inputs are built around the route's own fields), so 60 a route take ~15 s.
 */
const RUNS_PER_ROUTE = 60;
/** A guard, not a speed target: a loaded machine (the whole suite at once) takes up to three times as long. */
const FUZZ_TIMEOUT_MS = 400_000;

/** Not request/response calls: the WebSocket upgrades (fuzzed in ws-fuzz.test.ts and binance-streams.test.ts). */
const SKIPPED = new Set(['/bb/ws', '/ws', '/ws/*', '/stream', '/ws-api/v3']);

/** What must never reach a client: stack frames, SQL and driver errors, library internals. */
const LEAKS = [/\n\s+at /, / {4}at /, /SQLITE_|SqliteError/, /syntax error/i, /relation "/, /violates/, /TypeError|RangeError|ReferenceError/, /node_modules/, /\.[jt]s:\d+/, /FST_/, /"issues"/];

/** Answers that are not the envelope on success: images. */
const NON_JSON = /^image\//;

/**
 * The routes the app serves, read from Fastify's route tree (printRoutes, one full path per node
 * when commonPrefix is off): a child's label continues its parent's path.
 */
function routesOf(t: TTestApp): TRoute[] {
  const routes: TRoute[] = [];
  const stack: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.+?) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    stack.length = depth;
    stack.push(match[2]);
    const path = stack.join('');
    for (const method of match[3].split(', ')) if ((method === 'GET' || method === 'POST') && !SKIPPED.has(path)) routes.push({ method, path });
  }
  return routes;
}

function describeCase(request: { method: string; url: string; headers: Record<string, string>; payload?: string }, response?: LightMyRequestResponse): string {
  const payload = request.payload === undefined ? '' : `\n  body: ${JSON.stringify(request.payload.slice(0, 1500))}`;
  const answer = response ? `\n  => ${response.statusCode} ${JSON.stringify(response.body.slice(0, 800))}` : '';
  return `${request.method} ${JSON.stringify(request.url.slice(0, 600))} ${JSON.stringify(request.headers)}${payload}${answer}`;
}

describe.each(DIALECTS)('every route under hostile input on %s', (dialect) => {
  let t: TTestApp;
  let routes: TRoute[];
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    routes = routesOf(t);
    // The demo user, whose e-mail and password the generators never produce: no fuzzed call locks it out.
    token = await login(t, DEMO.email, DEMO.password);
  });
  afterAll(async () => {
    await t.close();
  });

  it('found the routes to fuzz', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes).toContainEqual({ method: 'POST', path: '/bb/user/login' });
    expect(routes).toContainEqual({ method: 'GET', path: '/bb/coin/:name' });
    // Each route is sent its own declared fields; one the contracts do not declare gets random ones.
    const undeclared = routes.filter((route) => !inputFor(route.method, route.path).declared).map((r) => `${r.method} ${r.path}`);
    expect(undeclared.length, undeclared.join('\n')).toBeLessThan(routes.length / 4);
  });

  it('answers every route with a 4xx or a 2xx envelope, never a 5xx or a leak, and stays healthy', async () => {
    let address = 0;
    for (const route of routes) {
      const { body, query: queryString } = inputFor(route.method, route.path);
      await fc.assert(
        fc.asyncProperty(body, pathSuffix, queryString, paramValue, fc.boolean(), async (sent: TBody, suffix, query, param, isAuthed) => {
          address += 1;
          const url = route.path.replace(/:[a-zA-Z]+/g, param) + suffix + query;
          const headers: Record<string, string> = {
            ...(sent.contentType ? { 'content-type': sent.contentType } : {}),
            ...(isAuthed ? { 'x-access-token': token } : {}),
          };
          const request = { method: route.method, url, headers, ...(route.method === 'POST' && sent.payload !== undefined ? { payload: sent.payload } : {}) };
          // A fresh address each case: the per-address limit is tested elsewhere and would only answer 429 here.
          const response = await t.app.inject({ ...request, remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}` });
          const what = describeCase(request, response);
          expect(response.statusCode, what).toBeLessThan(500);
          for (const leak of LEAKS) expect(response.body, what).not.toMatch(leak);
          if (NON_JSON.test(String(response.headers['content-type'])) && response.statusCode === 200) return;
          const parsed = (() => {
            try {
              return JSON.parse(response.body) as { code?: unknown; msg?: unknown; message?: unknown; result?: unknown };
            } catch {
              return undefined;
            }
          })();
          // The Binance-compatible API (modules/binance) answers Binance's bodies on success; its refusals are {code, msg} too.
          if (/^\/(api\/v3|sapi\/v1|fapi\/v1|dapi\/v1)\//.test(route.path) && response.statusCode < 300) {
            expect(parsed, what).toBeDefined();
            return;
          }
          expect(typeof parsed?.code, what).toBe('number');
          // The seconds-contract calls answer SPEC §7's {code, message, result} envelope, failures included
          // (a path the router does not match, such as one with a suffix, gets the usual one).
          const isResultShape = parsed !== undefined && 'result' in parsed;
          if (isResultShape) expect(route.path.startsWith('/bb/app/contract/second/'), what).toBe(true);
          expect(typeof (isResultShape ? parsed?.message : parsed?.msg), what).toBe('string');
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
      // A fuzzed logout or password change may have ended the session: the next route gets a live one.
      if ((await t.call('/user/info', {}, { token })).code !== 1) token = await login(t, DEMO.email, DEMO.password);
    }
    expect(await t.get('/health')).toMatchObject({ code: 1, data: { status: 'ok' } });
  }, FUZZ_TIMEOUT_MS);
});
