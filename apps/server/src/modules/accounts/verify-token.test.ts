import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, DIALECTS, latestCode, login, startTestApp, type TTestApp } from '../../test/test-app.js';

describe.each(DIALECTS)('registration bound to whoever verified on %s', (dialect) => {
  let t: TTestApp;
  beforeEach(async () => {
    t = await startTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  const verify = async (email: string): Promise<string> => {
    await t.call('/user/sendEmailCode', { email });
    const answer = await t.call('/user/emailVerification', { email, code: await latestCode(t, email) });
    expect(answer.code).toBe(1);
    expect(answer.data.verifyToken).toMatch(/^[\w-]{32,}$/);
    return answer.data.verifyToken;
  };
  const register = (email: string, password: string, extra: Record<string, string> = {}) =>
    t.call('/user/register', { email, password, password1: password, invitationCode: DEMO.invitationCode, ...extra });

  it('refuses an e-mail someone else verified unless the token is given, and takes the token once', async () => {
    const victim = 'victim@example.com';
    const token = await verify(victim);
    const other = await verify('attacker@example.com');

    expect(await register(victim, 'Attacker777')).toMatchObject({ code: 0, err: 'verifyFirst' });
    expect(await register(victim, 'Attacker777', { verifyToken: other })).toMatchObject({ code: 0, err: 'verifyFirst' });
    expect(await register(victim, 'Attacker777', { verifyToken: `${token.slice(0, -2)}xx` })).toMatchObject({ code: 0, err: 'verifyFirst' });

    expect(await register(victim, 'Victim4242', { verifyToken: token })).toMatchObject({ code: 1 });
    await login(t, victim, 'Victim4242');
    expect((await t.call('/user/login', { account: victim, password: 'Attacker777' })).code).toBe(0);
  });

  it('takes a token once, even for a registration that failed after it', async () => {
    const email = 'once@example.com';
    const token = await verify(email);
    expect(await register(email, 'Victim4242', { verifyToken: token, invitationCode: 'NOPE99' })).toMatchObject({ err: 'invitationCodeNotFound' });
    expect(await register(email, 'Victim4242', { verifyToken: token })).toMatchObject({ code: 1 });
    await t.deps.db.deleteFrom('referrals').execute();
    await t.deps.db.deleteFrom('users').where('email', '=', email).execute();
    expect(await register(email, 'Victim4242', { verifyToken: token })).toMatchObject({ code: 0, err: 'verifyFirst' });
  });

  it('refuses a token once it is old', async () => {
    const email = 'late@example.com';
    const token = await verify(email);
    t.clock.advance(31 * 60_000);
    expect(await register(email, 'Victim4242', { verifyToken: token })).toMatchObject({ code: 0, err: 'verifyFirst' });
  });

  it('still registers with the code itself (SPEC §7 clients), and binds phone tokens to the phone', async () => {
    const email = 'code@example.com';
    await t.call('/user/sendEmailCode', { email });
    expect(await register(email, 'Victim4242', { code: await latestCode(t, email) })).toMatchObject({ code: 1 });

    await t.call('/user/sendPhoneCode', { areaCode: '44', phone: '7700900123' });
    const verified = await t.call('/user/phoneVerification', { areaCode: '44', phone: '7700900123', code: await latestCode(t, '447700900123') });
    const phone = (p: string, verifyToken: string) =>
      t.call('/user/register', { areaCode: '44', phone: p, password: 'Victim4242', password1: 'Victim4242', invitationCode: 'DEMO01', verifyToken });
    expect(await phone('7700900124', verified.data.verifyToken)).toMatchObject({ code: 0, err: 'verifyFirst' });
    expect(await phone('7700900123', verified.data.verifyToken)).toMatchObject({ code: 1 });
  });
});
