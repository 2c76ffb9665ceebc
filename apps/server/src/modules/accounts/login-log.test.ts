import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { DEMO, DIALECTS, login, registerByEmail, startTestApp, type TTestApp } from '../../test/test-app.js';
import { deviceOf } from './user-agent.js';

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('device names from user agents', () => {
  it('names the browser and the system people use, and nothing it cannot read', () => {
    expect(deviceOf(CHROME_WINDOWS)).toEqual({ browser: 'Chrome 131', os: 'Windows' });
    expect(deviceOf(SAFARI_IPHONE)).toEqual({ browser: 'Safari 17', os: 'iOS 17' });
    expect(deviceOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0')).toEqual({
      browser: 'Edge 130',
      os: 'Windows',
    });
    expect(deviceOf('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36')).toEqual({
      browser: 'Chrome 131',
      os: 'Android 14',
    });
    expect(deviceOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:132.0) Gecko/20100101 Firefox/132.0')).toEqual({ browser: 'Firefox 132', os: 'macOS' });
    expect(deviceOf('')).toEqual({ browser: '', os: '' });
    expect(deviceOf(null)).toEqual({ browser: '', os: '' });
    expect(deviceOf('x'.repeat(10_000))).toEqual({ browser: '', os: '' });
  });
});

describe.each(DIALECTS)('login log on %s', (dialect) => {
  let t: TTestApp;
  beforeEach(async () => {
    t = await startTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  const loginAs = async (account: string, password: string, userAgent: string) => {
    const result = await t.call('/user/login', { account, password }, { headers: { 'user-agent': userAgent } });
    expect(result.code).toBe(1);
    return result.data.token as string;
  };

  it("lists only the caller's sessions, newest first, with address, device, current and state", async () => {
    const old = await loginAs(DEMO.email, DEMO.password, SAFARI_IPHONE);
    t.clock.advance(60_000);
    const current = await loginAs(DEMO.email, DEMO.password, CHROME_WINDOWS);
    const other = await registerByEmail(t, 'other@example.com');
    await t.call('/user/logout', {}, { token: old });

    const log = await t.call('/user/loginLog', {}, { token: current });
    expect(log.code).toBe(1);
    expect(log.data.totalRow).toBe(2);
    expect(log.data.list.map((s: any) => [s.browser, s.os, s.isCurrent, s.status])).toEqual([
      ['Chrome 131', 'Windows', true, 'active'],
      ['Safari 17', 'iOS 17', false, 'ended'],
    ]);
    expect(log.data.list[0]).toMatchObject({ ip: '127.0.0.1', endTime: null, loginTime: t.clock.now() - 61_000 });
    expect(log.data.list[1].endTime).toBe(t.clock.now());
    expect(JSON.stringify(log.data)).not.toMatch(/token|hash/i);
    // The other user sees their own one session only.
    const theirs = await t.call('/user/loginLog', {}, { token: other.token });
    expect(theirs.data.list).toHaveLength(1);
    expect(theirs.data.list[0].isCurrent).toBe(true);
    // Paged; a visitor is asked to log in; bad paging is a clear refusal.
    expect((await t.call('/user/loginLog', { pageNo: 2, pageSize: 1 }, { token: current })).data.list[0].status).toBe('ended');
    expect((await t.call('/user/loginLog', {})).code).toBe(-2);
    expect((await t.call('/user/loginLog', { pageSize: 0 }, { token: current })).err).toBe('invalidParams');
  });

  it('shows a session idle past the limit as expired', async () => {
    const idle = await login(t, DEMO.email, DEMO.password);
    t.clock.advance(8 * 24 * 3_600_000);
    const fresh = await login(t, DEMO.email, DEMO.password);
    const log = await t.call('/user/loginLog', {}, { token: fresh });
    expect(log.data.list.map((s: any) => s.status)).toEqual(['active', 'expired']);
    expect((await t.call('/user/info', {}, { token: idle })).code).toBe(-2);
  });

  it('ends another of my sessions at once; the ended token no longer works; ending the current one logs me out', async () => {
    const phone = await login(t, DEMO.email, DEMO.password);
    const desk = await login(t, DEMO.email, DEMO.password);
    expect((await t.call('/user/info', {}, { token: phone })).code).toBe(1);
    const log = await t.call('/user/loginLog', {}, { token: desk });
    const phoneId = log.data.list.find((s: any) => !s.isCurrent).id;
    expect(await t.call('/user/endSession', { id: phoneId }, { token: desk })).toMatchObject({ code: 1, data: { isCurrent: false } });
    expect((await t.call('/user/info', {}, { token: phone })).code).toBe(-2);
    expect((await t.call('/user/info', {}, { token: desk })).code).toBe(1);
    // Again: nothing more to end, still fine.
    expect((await t.call('/user/endSession', { id: phoneId }, { token: desk })).code).toBe(1);
    const deskId = log.data.list.find((s: any) => s.isCurrent).id;
    expect(await t.call('/user/endSession', { id: deskId }, { token: desk })).toMatchObject({ code: 1, data: { isCurrent: true } });
    expect((await t.call('/user/info', {}, { token: desk })).code).toBe(-2);
  });

  it("refuses another user's session id like an unknown one, and leaves that session alive", async () => {
    const mine = await login(t, DEMO.email, DEMO.password);
    const other = await registerByEmail(t, 'victim@example.com');
    const theirId = (await t.call('/user/loginLog', {}, { token: other.token })).data.list[0].id;
    expect(await t.call('/user/endSession', { id: theirId }, { token: mine })).toMatchObject({ code: 0, err: 'noData' });
    expect((await t.call('/user/endSession', { id: 999_999 }, { token: mine })).err).toBe('noData');
    for (const bad of ['', 'abc', '-1', '1e3', '99999999999999999999']) {
      expect((await t.call('/user/endSession', { id: bad }, { token: mine })).err).toBe('noData');
    }
    expect((await t.call('/user/info', {}, { token: other.token })).code).toBe(1);
  });

  it("records a wrong password for an existing account and shows it to its owner only; an unknown account records nothing", async () => {
    const other = await registerByEmail(t, 'bystander@example.com');
    for (let i = 0; i < 2; i += 1) {
      const wrong = await t.call('/user/login', { account: DEMO.email, password: 'Wrong1234' }, { headers: { 'user-agent': SAFARI_IPHONE } });
      expect(wrong.err).toBe('loginFailed');
    }
    await t.call('/user/login', { account: 'nobody@example.com', password: 'Wrong1234' });
    const token = await loginAs(DEMO.email, DEMO.password, CHROME_WINDOWS);
    // Written after the answer (so it cannot time the account's existence): wait for both rows.
    await expect.poll(async () => (await t.call('/user/loginFailures', {}, { token })).data.totalRow).toBe(2);
    const page = await t.call('/user/loginFailures', {}, { token });
    expect(page.data.list[0]).toEqual({ id: expect.any(Number), time: t.clock.now(), ip: '127.0.0.1', browser: 'Safari 17', os: 'iOS 17' });
    expect(JSON.stringify(page.data)).not.toContain('Wrong1234');
    expect((await t.call('/user/loginFailures', {}, { token: other.token })).data.totalRow).toBe(0);
    expect(await t.deps.db.selectFrom('login_failures').select('id').execute()).toHaveLength(2);
    expect((await t.call('/user/loginFailures', {})).code).toBe(-2);
  });

  it('ends a session in a second server instance on the same database too', async () => {
    const phone = await login(t, DEMO.email, DEMO.password);
    const desk = await login(t, DEMO.email, DEMO.password);
    // A second instance: its own bus and session cache, the same database and clock.
    const second = await buildApp({
      config: t.deps.config,
      database: { db: t.deps.db, dialect: t.deps.dialect, writeIo: t.deps.writeIo, close: async () => {} },
      clock: t.clock,
    });
    try {
      const infoThere = async () => (await second.app.inject({ method: 'POST', url: '/bb/user/info', headers: { 'x-access-token': phone } })).json().code;
      expect(await infoThere()).toBe(1);
      const phoneId = (await t.call('/user/loginLog', {}, { token: desk })).data.list.find((s: any) => !s.isCurrent).id;
      expect((await t.call('/user/endSession', { id: phoneId }, { token: desk })).code).toBe(1);
      expect((await t.call('/user/info', {}, { token: phone })).code).toBe(-2);
      // The other process did not hear the bus: it trusts its cached row for at most 2 s.
      t.clock.advance(2_000);
      expect(await infoThere()).toBe(-2);
    } finally {
      await second.app.close();
    }
  });
});
