import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, DIALECTS, login, registerByEmail, startTestApp, type TTestApp } from '../../test/test-app.js';

const HOUR = 3_600_000;

describe.each(DIALECTS)('sessions on %s', (dialect) => {
  let t: TTestApp;
  beforeEach(async () => {
    t = await startTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  it('gives a new token of at least 128 bits at every login and stores only its hash', async () => {
    const first = await login(t, DEMO.email, DEMO.password);
    const second = await login(t, DEMO.email, DEMO.password);
    expect(first).not.toBe(second);
    expect(Buffer.from(first, 'base64url').length).toBeGreaterThanOrEqual(16);
    const rows = await t.deps.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect([first, second]).not.toContain(row.token_hash);
    }
  });

  it('answers -2 with "Please login first" in the caller language without a valid session', async () => {
    expect(await t.call('/user/info')).toEqual({ code: -2, msg: 'Please login first', data: null, err: 'pleaseLogin' });
    expect((await t.call('/user/info', {}, { token: 'forged', lang: 'ja-JP' })).msg).toBe('先にログインしてください');
    expect((await t.call('/user/info', {}, { lang: 'fr-CA,fr;q=0.9' })).msg).toBe("Veuillez d'abord vous connecter");
  });

  it('accepts the token in the body as the SPEC §7 calls send it', async () => {
    const token = await login(t, DEMO.email, DEMO.password);
    const info = await t.call('/user/info', { token, userId: 999 });
    expect(info.data.email).toBe(DEMO.email);
  });

  it('ends the session at logout, answering "exited"', async () => {
    const token = await login(t, DEMO.email, DEMO.password);
    expect(await t.call('/user/logout', {}, { token })).toMatchObject({ code: 1, msg: 'exited' });
    expect((await t.call('/user/info', {}, { token })).code).toBe(-2);
  });

  it('expires a session idle for a week, and any session after 30 days', async () => {
    const idle = await login(t, DEMO.email, DEMO.password);
    const busy = await login(t, DEMO.email, DEMO.password);
    for (let day = 0; day < 8; day += 1) {
      t.clock.advance(24 * HOUR);
      expect((await t.call('/user/info', {}, { token: busy })).code).toBe(1);
    }
    expect((await t.call('/user/info', {}, { token: idle })).code).toBe(-2);
    for (let day = 8; day < 30; day += 1) {
      t.clock.advance(24 * HOUR);
      await t.call('/user/info', {}, { token: busy });
    }
    expect((await t.call('/user/info', {}, { token: busy })).code).toBe(-2);
  });

  it('answers a wrong password and an unknown account with the same message', async () => {
    const wrong = await t.call('/user/login', { account: DEMO.email, password: 'Wrong1234' }, { lang: 'ko-KR' });
    expect(wrong).toMatchObject({ code: 0, err: 'loginFailed' });
    const unknown = await t.call('/user/login', { account: 'nobody@example.com', password: 'Wrong1234' });
    expect(unknown.msg).toBe('Account or password is incorrect');
  });

  it('checks the login form: e-mail present, password at least 6 characters', async () => {
    expect((await t.call('/user/login', { account: '', password: 'Demo1234' })).msg).toBe('Email error');
    expect((await t.call('/user/login', { account: '', areaCode: '1', password: 'Demo1234' })).msg).toBe('Phone cannot be empty');
    expect((await t.call('/user/login', { account: DEMO.email, password: '12345' })).msg).toBe('Please enter the login password');
    expect((await t.call('/user/login', { account: `  ${DEMO.email}  `, password: DEMO.password })).code).toBe(1);
  });

  it('limits failed logins per account: the sixth try is refused even with the right password', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await t.call('/user/login', { account: DEMO.email, password: 'Wrong1234' })).err).toBe('loginFailed');
    }
    const blocked = await t.call('/user/login', { account: DEMO.email, password: DEMO.password });
    expect(blocked).toMatchObject({ code: 0, msg: 'Too many attempts, please try again later' });
    t.clock.advance(16 * 60_000);
    expect((await t.call('/user/login', { account: DEMO.email, password: DEMO.password })).code).toBe(1);
  });

  it('limits login attempts per address across accounts', async () => {
    let last: any;
    for (let i = 0; i < 31; i += 1) {
      last = await t.call('/user/login', { account: `u${i}@example.com`, password: 'Wrong1234' });
    }
    expect(last.err).toBe('tooManyRequests');
  });

  it('limits code sending per address', async () => {
    let last: any;
    for (let i = 0; i < 21; i += 1) last = await t.call('/user/sendEmailCode', { email: `n${i}@example.com` });
    expect(last.err).toBe('tooManyRequests');
  });

  it('revokes the other sessions when the password changes, keeping the current one', async () => {
    const { token } = await registerByEmail(t, 'pw@example.com');
    const other = await login(t, 'pw@example.com', 'Kestrel4721');
    expect((await t.call('/user/info', {}, { token: other })).code).toBe(1);
    const changed = await t.call('/user/updatePwd', { oldPwd: 'Kestrel4721', password: 'Better456', password1: 'Better456' }, { token });
    expect(changed).toMatchObject({ code: 1 });
    expect((await t.call('/user/info', {}, { token })).code).toBe(1);
    expect((await t.call('/user/info', {}, { token: other })).code).toBe(-2);
    expect((await t.call('/user/login', { account: 'pw@example.com', password: 'Kestrel4721' })).code).toBe(0);
    expect((await t.call('/user/login', { account: 'pw@example.com', password: 'Better456' })).code).toBe(1);
  });

  it('refuses, within 2 s, a session that another server process revoked', async () => {
    const token = await login(t, DEMO.email, DEMO.password);
    expect((await t.call('/user/info', {}, { token })).code).toBe(1);
    // Another process (sharing the database, not this one's bus) ends every session of the user.
    await t.deps.db.updateTable('sessions').set({ revoked_at: BigInt(t.clock.now()) }).execute();
    t.clock.advance(2_000);
    expect((await t.call('/user/info', {}, { token })).code).toBe(-2);
  });
});
