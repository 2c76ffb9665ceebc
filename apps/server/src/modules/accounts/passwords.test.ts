import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, DIALECTS, latestCode, login, registerByEmail, startTestApp, type TTestApp } from '../../test/test-app.js';

describe.each(DIALECTS)('passwords on %s', (dialect) => {
  let t: TTestApp;
  beforeEach(async () => {
    t = await startTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  it('sets a 6-digit fund password once, and changes it only with the old one', async () => {
    const { token } = await registerByEmail(t, 'fund@example.com');
    const set = (body: Record<string, string>, lang?: string) => t.call('/user/setTransactionPwd', body, { token, lang });
    expect((await set({ password: '12345', password1: '12345' })).msg).toBe('The fund password must be exactly 6 digits');
    expect((await set({ password: '12345a', password1: '12345a' }, 'es-ES')).err).toBe('fundPasswordError');
    expect((await set({ password: '123456', password1: '123457' })).msg).toBe('Passwords are inconsistent');
    expect(await set({ password: '123456', password1: '123456' })).toMatchObject({ code: 1 });
    expect((await t.call('/user/info', {}, { token })).data.assetsPwd).toBe(1);

    expect((await set({ password: '654321', password1: '654321' })).msg).toBe('Please enter the old fund password');
    expect((await set({ password: '654321', password1: '654321', oldPwd: '111111' })).msg).toBe('The fund password is incorrect');
    expect(await set({ password: '654321', password1: '654321', oldPwd: '123456' })).toMatchObject({ code: 1 });
  });

  it('checks a login-password change in order: old, new, repeat, match, then the old one itself', async () => {
    const token = await login(t, DEMO.email, DEMO.password);
    const change = (body: Record<string, string>) => t.call('/user/updatePwd', body, { token });
    expect((await change({ oldPwd: '123', password: 'Better456', password1: 'Better456' })).msg).toBe('Please enter the old login password');
    expect((await change({ oldPwd: DEMO.password, password: 'short', password1: 'short' })).msg).toBe('Password error');
    expect((await change({ oldPwd: DEMO.password, password: 'Better456', password1: '' })).msg).toBe('Please enter the new password again');
    expect((await change({ oldPwd: DEMO.password, password: 'Better456', password1: 'Better457' })).msg).toBe('Passwords are inconsistent');
    expect((await change({ oldPwd: 'Wrong1234', password: 'Better456', password1: 'Better456' })).msg).toBe('Password is incorrect');
    const tooLong = 'A'.repeat(25);
    expect((await change({ oldPwd: DEMO.password, password: tooLong, password1: tooLong })).msg).toBe('Password error');
  });

  it('resets a forgotten password by e-mail code and ends every session', async () => {
    const { token } = await registerByEmail(t, 'forgot@example.com');
    expect(await t.call('/user/sendEmailCodeForget', { email: 'forgot@example.com' })).toMatchObject({ code: 1 });
    const code = await latestCode(t, 'forgot@example.com');
    const body = { email: 'forgot@example.com', code, password: 'Renewed789', password1: 'Renewed789' };
    expect((await t.call('/user/forgetPwd', { ...body, code: '' })).msg).toBe('Please enter the verification code');
    expect((await t.call('/user/forgetPwd', { ...body, password1: 'Renewed780' })).msg).toBe('Passwords are inconsistent');
    expect(await t.call('/user/forgetPwd', body)).toMatchObject({ code: 1 });
    expect((await t.call('/user/info', {}, { token })).code).toBe(-2);
    expect((await t.call('/user/forgetPwd', body)).code).toBe(0);
    await login(t, 'forgot@example.com', 'Renewed789');
  });

  it('resets by phone with an SMS code', async () => {
    await t.call('/user/sendPhoneCode', { areaCode: '91', phone: '9876543210' });
    const code = await latestCode(t, '919876543210');
    const verified = await t.call('/user/phoneVerification', { areaCode: '91', phone: '9876543210', code });
    await t.call('/user/register', { verifyToken: verified.data.verifyToken, areaCode: '91', phone: '9876543210', password: 'Kestrel4721', password1: 'Kestrel4721', invitationCode: 'DEMO01' });
    t.clock.advance(61_000);
    expect(await t.call('/user/sendPhoneCodeForget', { areaCode: '91', phone: '9876543210' })).toMatchObject({ code: 1 });
    const reset = await latestCode(t, '919876543210');
    const done = await t.call('/user/forgetPwd', { areaCode: '91', phone: '9876543210', code: reset, password: 'Renewed789', password1: 'Renewed789' });
    expect(done.code).toBe(1);
    await login(t, '919876543210', 'Renewed789');
  });

  it('does not reveal whether an account exists when a reset code is asked for', async () => {
    const answer = await t.call('/user/sendEmailCodeForget', { email: 'ghost@example.com' });
    expect(answer).toMatchObject({ code: 1 });
    expect((await t.get('/dev/outbox?to=ghost@example.com')).data).toEqual([]);
  });

  it('binds a phone to an e-mail account with an SMS code, once', async () => {
    const { token } = await registerByEmail(t, 'bind@example.com');
    expect((await t.call('/user/sendBindAccountCode', { account: '5550001111' }, { token })).msg).toBe('Please select an area code');
    expect(await t.call('/user/sendBindAccountCode', { account: '5550001111', areaCode: '1' }, { token })).toMatchObject({ code: 1 });
    const code = await latestCode(t, '15550001111');
    expect((await t.call('/user/bindAccount', { account: '5550001111', areaCode: '1', code: '12' }, { token })).msg).toBe(
      'Please enter the verification code',
    );
    expect(await t.call('/user/bindAccount', { account: '5550001111', areaCode: '1', code }, { token })).toMatchObject({ code: 1 });
    expect((await t.call('/user/info', {}, { token })).data).toMatchObject({ phone: '5550001111', areaCode: '1' });
    expect((await t.call('/user/sendBindAccountCode', { account: 'new@example.com' }, { token })).err).toBe('alreadyBound');
    await login(t, '15550001111', 'Kestrel4721');
  });

  it('refuses to bind an account that belongs to someone else, and needs a session', async () => {
    const { token } = await registerByEmail(t, 'p1@example.com');
    await t.call('/user/sendPhoneCode', { areaCode: '1', phone: '5552223333' });
    const verified = await t.call('/user/phoneVerification', { areaCode: '1', phone: '5552223333', code: await latestCode(t, '15552223333') });
    await t.call('/user/register', { verifyToken: verified.data.verifyToken, areaCode: '1', phone: '5552223333', password: 'Kestrel4721', password1: 'Kestrel4721', invitationCode: 'DEMO01' });
    const taken = await t.call('/user/sendBindAccountCode', { account: '5552223333', areaCode: '1' }, { token });
    expect(taken.err).toBe('accountExists');
    expect((await t.call('/user/sendBindAccountCode', { account: 'x@example.com' })).code).toBe(-2);
    expect((await t.call('/user/bindAccount', { account: 'x@example.com', code: '123456' })).code).toBe(-2);
  });
});

describe.each(DIALECTS)('password guesses on %s', (dialect) => {
  let t: TTestApp;
  beforeEach(async () => {
    t = await startTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  it('limits wrong old passwords to five, even with a valid session', async () => {
    const token = await login(t, DEMO.email, DEMO.password);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await t.call('/user/updatePwd', { oldPwd: 'Wrong1234', password: 'Better456', password1: 'Better456' }, { token });
      expect(wrong.err).toBe('passwordIncorrect');
    }
    const right = await t.call('/user/updatePwd', { oldPwd: DEMO.password, password: 'Better456', password1: 'Better456' }, { token });
    expect(right.err).toBe('tooManyRequests');
    for (let i = 0; i < 5; i += 1) {
      await t.call('/user/setTransactionPwd', { password: '111111', password1: '111111', oldPwd: '000000' }, { token });
    }
    const fund = await t.call('/user/setTransactionPwd', { password: '111111', password1: '111111', oldPwd: DEMO.fundPassword }, { token });
    expect(fund.err).toBe('tooManyRequests');
  });

  it('answers reset-code requests for unknown accounts exactly like known ones, waits included', async () => {
    for (const email of [DEMO.email, 'ghost@example.com']) {
      expect((await t.call('/user/sendEmailCodeForget', { email })).code).toBe(1);
      t.clock.advance(10_000);
      expect((await t.call('/user/sendEmailCodeForget', { email })).msg).toBe('Please wait 50 seconds before requesting a new code');
    }
    expect((await t.get('/dev/outbox?to=ghost@example.com')).data).toEqual([]);
    expect((await t.get(`/dev/outbox?to=${DEMO.email}`)).data).toHaveLength(1);
  });
});
