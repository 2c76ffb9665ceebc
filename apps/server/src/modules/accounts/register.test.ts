import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, DIALECTS, latestCode, login, registerByEmail, startTestApp, type TTestApp } from '../../test/test-app.js';

describe.each(DIALECTS)('registration on %s', (dialect) => {
  let t: TTestApp;
  beforeEach(async () => {
    t = await startTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  it('registers by e-mail: code, verification, register, then login with the same credentials', async () => {
    const sent = await t.call('/user/sendEmailCode', { email: 'Alice@Example.com' });
    expect(sent).toMatchObject({ code: 1, msg: 'The verification code has been sent' });
    const code = await latestCode(t, 'alice@example.com');
    expect(code).toMatch(/^\d{6}$/);
    const verified = await t.call('/user/emailVerification', { email: 'alice@example.com', code });
    expect(verified).toMatchObject({ code: 1 });
    const registered = await t.call('/user/register', {
      verifyToken: verified.data.verifyToken,
      email: 'alice@example.com',
      password: 'Kestrel4721',
      password1: 'Kestrel4721',
      invitationCode: 'demo01',
    });
    expect(registered).toMatchObject({ code: 1, msg: 'Registration successful' });
    const token = await login(t, 'ALICE@example.com', 'Kestrel4721');
    const info = await t.call('/user/info', {}, { token });
    expect(info.data).toMatchObject({ email: 'alice@example.com', auth: 0, assetsPwd: 0, superCode: 'DEMO01', score: 95 });
    expect(info.data.uid).toMatch(/^\d{8}$/);
    expect(info.data.invitationCode).toMatch(/^[A-Z2-9]{6}$/);
  });

  it('registers by phone with an SMS code and logs in with area code plus number', async () => {
    expect(await t.call('/user/sendPhoneCode', { areaCode: '44', phone: '7700 900123' })).toMatchObject({ code: 1 });
    const code = await latestCode(t, '447700900123');
    const verified = await t.call('/user/phoneVerification', { areaCode: '44', phone: '7700900123', code });
    expect(verified).toMatchObject({ code: 1 });
    const registered = await t.call('/user/register', {
      verifyToken: verified.data.verifyToken,
      areaCode: '44',
      phone: '7700900123',
      password: 'Kestrel4721',
      password1: 'Kestrel4721',
      invitationCode: DEMO.invitationCode,
    });
    expect(registered.code).toBe(1);
    const token = await login(t, '447700900123', 'Kestrel4721');
    const info = await t.call('/user/info', {}, { token });
    expect(info.data).toMatchObject({ phone: '7700900123', areaCode: '44', email: '' });
    const separate = await t.call('/user/login', { areaCode: '44', account: '7700900123', password: 'Kestrel4721' });
    expect(separate.code).toBe(1);
  });

  it('applies the SPEC §5 checks in order, each with its message, in English and Chinese', async () => {
    const base = { email: 'bob@example.com', password: 'Kestrel4721', password1: 'Kestrel4721', invitationCode: 'DEMO01' };
    const cases: [Record<string, string>, string, string][] = [
      [{ ...base, email: '', password: 'x' }, 'Email error', '邮箱错误'],
      [{ ...base, email: 'not-an-email' }, 'Email error', '邮箱错误'],
      [{ ...base, password: '12345678', invitationCode: '' }, 'Password error', '密码错误'],
      [{ ...base, password1: 'Secret124', invitationCode: '' }, 'Passwords are inconsistent', '两次输入的密码不一致'],
      [{ ...base, invitationCode: 'AB' }, 'Please enter the invitation code', '请输入邀请码'],
      [{ ...base, invitationCode: 'NOPE99' }, 'This invitation code does not exist', '该邀请码不存在'],
      [base, 'Please complete the verification first', '请先完成验证'],
    ];
    for (const [body, english, chinese] of cases) {
      expect(await t.call('/user/register', body)).toMatchObject({ code: 0, msg: english });
      expect((await t.call('/user/register', body, { lang: 'zh-CN' })).msg).toBe(chinese);
    }
    const tooLongFirstDigit = await t.call('/user/register', { ...base, password: '1Kestrel4721', password1: '1Kestrel4721' });
    expect(tooLongFirstDigit.msg).toBe('Password error');
  });

  it('refuses an account that exists and codes for it', async () => {
    expect(await t.call('/user/sendEmailCode', { email: DEMO.email })).toMatchObject({ code: 0, err: 'accountExists' });
    const again = await t.call('/user/register', { email: DEMO.email, password: 'Kestrel4721', password1: 'Kestrel4721', invitationCode: 'DEMO01' });
    expect(again).toMatchObject({ code: 0, msg: 'This account is already registered' });
  });

  it('makes a code wait 60 s before the next one, telling the seconds left', async () => {
    await t.call('/user/sendEmailCode', { email: 'wait@example.com' });
    t.clock.advance(20_000);
    const early = await t.call('/user/sendEmailCode', { email: 'wait@example.com' });
    expect(early).toMatchObject({ code: 0, msg: 'Please wait 40 seconds before requesting a new code', data: { seconds: 40 } });
    t.clock.advance(40_000);
    expect(await t.call('/user/sendEmailCode', { email: 'wait@example.com' })).toMatchObject({ code: 1 });
  });

  it('voids a code after five wrong tries, and an expired code, and a code used once', async () => {
    await t.call('/user/sendEmailCode', { email: 'try@example.com' });
    const code = await latestCode(t, 'try@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      expect(await t.call('/user/emailVerification', { email: 'try@example.com', code: wrong })).toMatchObject({ err: 'codeError' });
    }
    expect(await t.call('/user/emailVerification', { email: 'try@example.com', code })).toMatchObject({ code: 0 });

    t.clock.advance(61_000);
    await t.call('/user/sendEmailCode', { email: 'try@example.com' });
    t.clock.advance(11 * 60_000);
    const late = await t.call('/user/emailVerification', { email: 'try@example.com', code: await latestCode(t, 'try@example.com') });
    expect(late).toMatchObject({ code: 0, msg: 'The verification code has expired, please request a new one' });

    await registerByEmail(t, 'once@example.com');
    const reuse = await t.call('/user/register', { email: 'once@example.com', password: 'Kestrel4721', password1: 'Kestrel4721', invitationCode: 'DEMO01' });
    expect(reuse.code).toBe(0);
  });

  it('checks the code format: at least 3 characters, then exactly 6 digits', async () => {
    expect((await t.call('/user/emailVerification', { email: 'c@example.com', code: '12' })).msg).toBe('Please enter the verification code');
    expect((await t.call('/user/emailVerification', { email: 'c@example.com', code: '12a45' })).msg).toBe('Verification code error');
  });

  it('offers only the methods the enable_* parameters allow', async () => {
    await t.deps.db.updateTable('params').set({ value: '0' }).where('name', '=', 'enable_phone_register').execute();
    const body = { areaCode: '1', phone: '5551234567', password: 'Kestrel4721', password1: 'Kestrel4721', invitationCode: 'DEMO01' };
    expect(await t.call('/user/register', body, { lang: 'de-DE' })).toMatchObject({ code: 0, err: 'registerMethodDisabled' });
    await t.deps.db.updateTable('params').set({ value: '0' }).where('name', '=', 'enable_email_verification').execute();
    const noCode = await t.call('/user/register', { email: 'fast@example.com', password: 'Kestrel4721', password1: 'Kestrel4721', invitationCode: 'DEMO01' });
    expect(noCode.code).toBe(1);
  });

  it('stores the 3-level referral chain and gives everyone a unique uid and invitation code', async () => {
    const codeOf = async (token: string) => (await t.call('/user/info', {}, { token })).data;
    const a = await registerByEmail(t, 'a@example.com');
    const aInfo = await codeOf(a.token);
    const b = await registerByEmail(t, 'b@example.com', { invitationCode: aInfo.invitationCode });
    const bInfo = await codeOf(b.token);
    const c = await registerByEmail(t, 'c@example.com', { invitationCode: bInfo.invitationCode });
    const cInfo = await codeOf(c.token);
    const d = await registerByEmail(t, 'd@example.com', { invitationCode: cInfo.invitationCode });
    const chain = await t.deps.db
      .selectFrom('referrals')
      .select(['ancestor_id', 'level'])
      .where('user_id', '=', BigInt(d.userId))
      .orderBy('level')
      .execute();
    expect(chain.map((r) => [Number(r.ancestor_id), Number(r.level)])).toEqual([
      [c.userId, 1],
      [b.userId, 2],
      [a.userId, 3],
    ]);
    const infos = [aInfo, bInfo, cInfo];
    expect(new Set(infos.map((i) => i.uid)).size).toBe(3);
    expect(new Set(infos.map((i) => i.invitationCode)).size).toBe(3);
  });

  it('accepts JSON bodies as well as form-encoded ones', async () => {
    const result = await t.call('/user/sendEmailCode', { email: 'json@example.com' }, { json: true });
    expect(result.code).toBe(1);
  });
});
