import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DIALECTS, latestCode, registerByEmail, startTestApp, type TTestApp } from '../../test/test-app.js';
import { startTwinApps } from './accounts-test-support.js';

/** Six-digit codes that are surely not `code`. */
function wrongCodes(code: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
}

describe.each(DIALECTS)('guessing limits on %s', (dialect) => {
  let t: TTestApp;
  beforeEach(async () => {
    t = await startTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  it('voids a code after 5 wrong tries even when 200 guesses arrive at once', async () => {
    const email = 'victim@example.com';
    await t.call('/user/sendEmailCode', { email });
    const code = await latestCode(t, email);
    const answers = await Promise.all(wrongCodes(code, 200).map((guess) => t.call('/user/emailVerification', { email, code: guess })));
    expect(answers.every((a) => a.code === 0)).toBe(true);
    const right = await t.call('/user/emailVerification', { email, code });
    expect(right.code).toBe(0);
  });

  it('checks at most 5 of 30 concurrent wrong fund passwords; the rest are told to wait', async () => {
    const { token } = await registerByEmail(t, 'fund-guess@example.com');
    expect(await t.call('/user/setTransactionPwd', { password: '123456', password1: '123456' }, { token })).toMatchObject({ code: 1 });
    const guesses = Array.from({ length: 30 }, (_, i) => String(200000 + i));
    const answers = await Promise.all(
      guesses.map((oldPwd) => t.call('/user/setTransactionPwd', { password: '654321', password1: '654321', oldPwd }, { token })),
    );
    const checked = answers.filter((a) => a.err === 'fundPasswordIncorrect').length;
    const refused = answers.filter((a) => a.err === 'tooManyRequests').length;
    expect(checked).toBeLessThanOrEqual(5);
    expect(checked + refused).toBe(30);
    // Even the right one is refused now: the limit holds for the whole window.
    const right = await t.call('/user/setTransactionPwd', { password: '654321', password1: '654321', oldPwd: '123456' }, { token });
    expect(right.err).toBe('tooManyRequests');
  });

  it('checks at most 5 of 30 concurrent wrong old login passwords', async () => {
    const { token } = await registerByEmail(t, 'login-guess@example.com');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.call('/user/updatePwd', { oldPwd: `Wrong${1000 + i}`, password: 'Kestrel9999', password1: 'Kestrel9999' }, { token }),
      ),
    );
    expect(answers.filter((a) => a.err === 'passwordIncorrect').length).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.err === 'tooManyRequests').length).toBeGreaterThanOrEqual(25);
  });

  it('lets 5 concurrent wrong logins per account through to the hash, not more', async () => {
    await registerByEmail(t, 'login-flood@example.com');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => t.call('/user/login', { account: 'login-flood@example.com', password: `Wrong${1000 + i}` })),
    );
    expect(answers.filter((a) => a.err === 'loginFailed').length).toBeLessThanOrEqual(5);
    const right = await t.call('/user/login', { account: 'login-flood@example.com', password: 'Kestrel4721' });
    expect(right.err).toBe('tooManyRequests');
  });
});

describe.each(DIALECTS)('two processes on one %s database', (dialect) => {
  it('share the wrong-try count of a code: 5 in total over both void it', async () => {
    const twins = await startTwinApps(dialect);
    try {
      const email = 'twin@example.com';
      expect(await twins.call(0, '/user/sendEmailCode', { email })).toMatchObject({ code: 1 });
      const outbox = await twins.apps[1].inject({ method: 'GET', url: `/bb/dev/outbox?to=${email}` });
      const code: string = outbox.json().data[0].code;
      const guesses = wrongCodes(code, 6);
      for (const [i, guess] of guesses.entries()) await twins.call(i % 2 === 0 ? 0 : 1, '/user/emailVerification', { email, code: guess });
      expect(await twins.call(1, '/user/emailVerification', { email, code })).toMatchObject({ code: 0 });
      expect(await twins.call(0, '/user/emailVerification', { email, code })).toMatchObject({ code: 0 });
    } finally {
      await twins.close();
    }
  });

  it('share the per-account login failure limit', async () => {
    const twins = await startTwinApps(dialect);
    try {
      const account = 'demo@example.com';
      for (let i = 0; i < 6; i++) await twins.call(i % 2 === 0 ? 0 : 1, '/user/login', { account, password: `Wrong${1000 + i}` });
      expect((await twins.call(0, '/user/login', { account, password: 'Demo1234' })).err).toBe('tooManyRequests');
      expect((await twins.call(1, '/user/login', { account, password: 'Demo1234' })).err).toBe('tooManyRequests');
    } finally {
      await twins.close();
    }
  });
});
