import net from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { translate } from '@exchange/i18n';
import { DIALECTS, startTestApp, type TTestApp } from '../../test/test-app.js';

describe.each(DIALECTS)('platform on %s', (dialect) => {
  let t: TTestApp;
  beforeEach(async () => {
    t = await startTestApp(dialect, { bodyLimitBytes: 4096 });
  });
  afterEach(async () => {
    await t.close();
  });

  it('reports health with the database it runs on', async () => {
    expect(await t.get('/health')).toMatchObject({ code: 1, data: { status: 'ok', database: dialect } });
  });

  it('sends security headers and a request id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/bb/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never leaks a stack trace or parser message: bad JSON, oversize bodies, unknown paths', async () => {
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/bb/user/login',
      payload: '{"account": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({ code: 0, msg: 'Some of the information is missing or invalid', data: null, err: 'invalidParams' });
    const huge = await t.app.inject({
      method: 'POST',
      url: '/bb/user/login',
      payload: `account=${'a'.repeat(10_000)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'ru-RU' },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().err).toBe('requestTooLarge');
    const missing = await t.app.inject({ method: 'POST', url: '/bb/no/such/call' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 0, msg: 'Not found' });
    for (const body of [badJson.body, huge.body, missing.body]) expect(body).not.toMatch(/at .*\.(ts|js):\d+|SELECT|stack/i);
  });

  it('treats non-string fields as invalid input, not as a crash', async () => {
    const result = await t.call('/user/login', { account: ['a', 'b'], password: { x: 1 } } as any, { json: true });
    expect(result).toMatchObject({ code: 0, err: 'invalidParams' });
  });

  it('refuses NUL and other control characters in any field of any call, in the caller language', async () => {
    const refused = { code: 0, msg: translate('de-DE', 'invalidParams'), data: null, err: 'invalidParams' };
    const form = { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'de-DE' };
    const json = { 'content-type': 'application/json', 'accept-language': 'de-DE' };
    const requests: { method: 'GET' | 'POST'; url: string; payload?: string; headers: Record<string, string> }[] = [
      { method: 'POST', url: '/bb/user/login', payload: 'account=demo%00%40example.com&password=Demo1234', headers: form },
      { method: 'POST', url: '/bb/user/login', payload: JSON.stringify({ account: 'demo@example.com', password: 'Demo\u00001234' }), headers: json },
      { method: 'POST', url: '/bb/user/login', payload: JSON.stringify({ account: ['x', { deep: ['\u0000'] }], password: 'x' }), headers: json },
      { method: 'POST', url: '/bb/user/login', payload: JSON.stringify({ 'acc\u0000ount': 'x' }), headers: json },
      { method: 'POST', url: '/bb/huobi/getKline', payload: JSON.stringify({ symbol: 'btc\u001busdt' }), headers: json },
      { method: 'GET', url: '/bb/paramter/getParamListByKeyName?paramName=enable%7Fphone', headers: form },
      { method: 'GET', url: '/bb/coin/bt%00c.svg', headers: form },
    ];
    for (const request of requests) {
      const response = await t.app.inject(request);
      expect(response.statusCode, request.url).toBeLessThan(500);
      expect(response.json(), `${request.url} ${request.payload ?? ''}`).toEqual(refused);
    }
    // Tabs and line breaks are ordinary text (a pasted address, a multi-line note): not refused for that.
    const multiLine = await t.call('/user/login', { account: 'demo@example.com\t', password: 'Demo\r\n1234' });
    expect(multiLine.err).not.toBe('invalidParams');
  });

  it('answers overlong and badly encoded paths with the envelope, not the framework error', async () => {
    const longParam = await t.app.inject({ method: 'GET', url: `/bb/coin/${'a'.repeat(300)}`, headers: { 'accept-language': 'fr-FR' } });
    expect(longParam.statusCode).toBeGreaterThanOrEqual(400);
    expect(longParam.statusCode).toBeLessThan(500);
    expect(longParam.json()).toEqual({ code: 0, msg: translate('fr-FR', 'invalidParams'), data: null, err: 'invalidParams' });
    const badUrl = await t.app.inject({ method: 'GET', url: '/bb/file/%E0%A4%A', headers: { 'accept-language': 'ja-JP' } });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({ code: 0, msg: translate('ja-JP', 'invalidParams'), data: null, err: 'invalidParams' });
    expect(badUrl.headers['x-content-type-options']).toBe('nosniff');
    for (const body of [longParam.body, badUrl.body]) expect(body).not.toMatch(/FST_|statusCode/);
  });

  it('answers a malformed HTTP request with the envelope', async () => {
    const address = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(address.port), address.hostname, () => socket.write('GET /bb/health HTTP/1.1\r\nHost: x\r\nBroken header\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => (text += chunk)).on('close', () => resolve(text)).on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1.1 400 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      code: 0,
      msg: translate('en-US', 'invalidParams'),
      data: null,
      err: 'invalidParams',
    });
  });

  it('lists the 14 languages with en-US as default and Arabic right-to-left', async () => {
    const { data } = await t.call('/app/language/list');
    expect(data.map((l: any) => l.lang)).toEqual([
      'zh-CN', 'en-US', 'ko-KR', 'ja-JP', 'fr-FR', 'es-ES', 'pt-PT', 'zh-CNT', 'ar-AE', 'hi', 'de-DE', 'tr-TR', 'ru-RU', 'ms',
    ]);
    expect(data.filter((l: any) => l.defaultFlag === 1).map((l: any) => l.lang)).toEqual(['en-US']);
    expect(data.find((l: any) => l.lang === 'ar-AE')).toMatchObject({ name: 'العربية', rtl: 1 });
  });

  it('sends large answers gzipped and whole when the client accepts gzip', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/bb/index/getArea', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(response.rawPayload).toString());
    expect(body.data.length).toBeGreaterThan(200);
  });

  it('lists real calling codes, default 1 first, named in the caller language', async () => {
    const english = (await t.call('/index/getArea')).data;
    expect(english.length).toBeGreaterThan(200);
    expect(english[0]).toMatchObject({ country: 'US', areaCode: '1', defaultFlag: 1 });
    expect(english.find((a: any) => a.country === 'IN')).toMatchObject({ areaCode: '91', name: 'India' });
    expect(english.find((a: any) => a.country === 'GB').areaCode).toBe('44');
    const german = (await t.call('/index/getArea', {}, { lang: 'de-DE' })).data;
    expect(german.find((a: any) => a.country === 'DE').name).toBe('Deutschland');
  });

  it('serves public parameters and hides private ones', async () => {
    expect(await t.get('/paramter/getParamListByKeyName?paramName=contract_second_amount')).toMatchObject({
      code: 1,
      data: { valueName: '10,50,100,500,1000' },
    });
    expect((await t.get('/paramter/getParamListByKeyName?paramName=root_invitation_code')).msg).toBe('No data');
    expect((await t.get('/paramter/getParamListByKeyName?paramName=enable_phone_register')).data.valueName).toBe('1');
  });

  it('limits requests per address', async () => {
    let status = 200;
    for (let i = 0; i < 1201 && status !== 429; i += 1) {
      status = (await t.app.inject({ method: 'GET', url: '/bb/health' })).statusCode;
    }
    expect(status).toBe(429);
  });
});

describe('production mode', () => {
  it('has no outbox route, and offers phone registration off by default', async () => {
    const t = await startTestApp('sqlite', { isDemo: false });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/bb/dev/outbox' })).statusCode).toBe(404);
      expect((await t.get('/paramter/getParamListByKeyName?paramName=enable_phone_register')).data.valueName).toBe('0');
      const sent = await t.call('/user/sendEmailCode', { email: 'x@example.com' }, { lang: 'hi' });
      expect(sent).toMatchObject({ code: 0, err: 'cannotSendEmail' });
    } finally {
      await t.close();
    }
  });
});
