import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CALLS } from '@exchange/contracts';
import { DIALECTS, startTestApp, type TTestApp } from '../../test/test-app.js';

/**
 * docs/api-calls.md is generated from API_CALLS, so a listed call that the server does not route
 * (a typo in its path, a route left on its old `url`) would be documented and never answered.
 * What each call answers, success and failure, is checked against the generated OpenAPI
 * documents by openapi-answers.test.ts.
 */
describe.each(DIALECTS)('declared calls on %s', (dialect) => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('routes every call of API_CALLS under /bb with its declared method', () => {
    const missing = API_CALLS.filter((call) => !t.app.hasRoute({ method: call.method, url: `/bb${call.path}` })).map((c) => `${c.method} ${c.path}`);
    expect(missing).toEqual([]);
  });
});
