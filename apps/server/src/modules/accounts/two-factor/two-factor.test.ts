import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, registerByEmail, startTestApp, TEST_PASSWORD, type TTestApp } from '../../../test/test-app.js';
import { totpAt, TOTP_STEP_MS } from '../../../platform/totp.js';
import { nextStep, switchTotpOn } from './two-factor-test-support.js';

/**
 * Issue 27, "TOTP tests: enable, log in, replay refused, recovery code once, disable", on each
 * dialect: what a user sees of their authenticator, end to end through the calls.
 */
describe.each(DIALECTS)('two-factor log-in on %s', (dialect) => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const status = async (token: string) => (await t.call('/user/totp/status', {}, { token })).data;
  const logIn = (account: string, password = TEST_PASSWORD) => t.call('/user/login', { account, password });
  const second = (ticket: string, code: string) => t.call('/user/loginTotp', { ticket, code });

  it('switches on with the password and a code from the new secret, then shows ten recovery codes once', async () => {
    const { token } = await registerByEmail(t, 'enrol@example.com');
    expect(await status(token)).toEqual({ isOn: false, enabledAt: null, recoveryCodesLeft: 0 });
    expect((await t.call('/user/totp/setup', {}, { token })).err).toBe('enterLoginPassword');
    expect((await t.call('/user/totp/setup', { password: 'Wrong12345' }, { token })).err).toBe('passwordIncorrect');
    expect((await t.call('/user/totp/enable', { code: '123456' }, { token })).err).toBe('totpEnrolRequired');

    const setup = await t.call('/user/totp/setup', { password: TEST_PASSWORD }, { token });
    expect(setup.data.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.data.otpauthUrl).toBe(`otpauth://totp/Exchange%3Aenrol%40example.com?secret=${setup.data.secret}&issuer=Exchange&algorithm=SHA1&digits=6&period=30`);
    // The database holds the secret sealed with the key kept outside it, never the secret itself.
    const sealed = await t.deps.db.selectFrom('user_totp').select('secret').executeTakeFirstOrThrow();
    expect(sealed.secret).toMatch(/^v1\./);
    expect(sealed.secret).not.toContain(setup.data.secret);
    // Nothing is on until a code confirms the secret; a bad format is said before any try is spent.
    expect((await status(token)).isOn).toBe(false);
    expect((await t.call('/user/totp/enable', { code: '12345' }, { token })).err).toBe('totpDigits');
    const wrong = totpAt(setup.data.secret, t.clock.now() + 10 * TOTP_STEP_MS);
    expect((await t.call('/user/totp/enable', { code: wrong }, { token })).err).toBe('totpInvalid');

    const enabled = await t.call('/user/totp/enable', { code: totpAt(setup.data.secret, t.clock.now()) }, { lang: 'de-DE', token });
    expect(enabled).toMatchObject({ code: 1, msg: 'Die Zwei-Faktor-Authentifizierung ist aktiviert' });
    expect(enabled.data.recoveryCodes).toHaveLength(10);
    expect(new Set(enabled.data.recoveryCodes).size).toBe(10);
    for (const code of enabled.data.recoveryCodes) expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    expect(await status(token)).toEqual({ isOn: true, enabledAt: t.clock.now(), recoveryCodesLeft: 10 });
    expect((await t.call('/user/info', {}, { token })).data.isTotpOn).toBe(true);
    // Only hashes are kept: neither the codes nor their text are in the table.
    const stored = await t.deps.db.selectFrom('user_recovery_codes').select('code_hash').execute();
    expect(stored.map((r) => r.code_hash)).not.toContain(enabled.data.recoveryCodes[0]);
    expect((await t.call('/user/totp/setup', { password: TEST_PASSWORD }, { token })).err).toBe('totpAlreadyOn');
  });

  it('logs in in two steps: the password answers a ticket and no session, the code completes it, once', async () => {
    const { token } = await registerByEmail(t, 'twostep@example.com');
    const { secret } = await switchTotpOn(t, token);

    const first = await logIn('twostep@example.com');
    expect(first).toMatchObject({ code: 0, err: 'totpRequired', msg: 'Enter the 6-digit code from your authenticator app', data: { expiresIn: 300 } });
    expect(first.data.token).toBeUndefined();
    const code = totpAt(secret, t.clock.now());
    const done = await second(first.data.ticket, code);
    expect(done).toMatchObject({ code: 1, msg: 'Login successful', data: { userId: expect.any(Number), token: expect.any(String) } });
    expect((await t.call('/user/info', {}, { token: done.data.token })).code).toBe(1);
    // The ticket is spent, and the same code is refused on a new ticket: one code is accepted once.
    expect((await second(first.data.ticket, totpAt(secret, t.clock.now() + TOTP_STEP_MS))).err).toBe('loginTicketExpired');
    const again = await logIn('twostep@example.com');
    expect((await second(again.data.ticket, code)).err).toBe('totpInvalid');
    // So is the code of the step before (still inside the drift window): steps only move forward.
    expect((await second(again.data.ticket, totpAt(secret, t.clock.now() - TOTP_STEP_MS))).err).toBe('totpInvalid');
    // The owner sees the wrong codes in the login log: whoever sent them knew the password.
    expect((await t.call('/user/loginFailures', {}, { token })).data.totalRow).toBeGreaterThanOrEqual(2);
    nextStep(t);
    expect((await second(again.data.ticket, totpAt(secret, t.clock.now()))).code).toBe(1);
    // A ticket is good for five minutes only.
    const late = await logIn('twostep@example.com');
    t.clock.advance(301_000);
    expect((await second(late.data.ticket, totpAt(secret, t.clock.now()))).err).toBe('loginTicketExpired');
    expect((await second('made-up', '123456')).err).toBe('loginTicketExpired');
  });

  it('answers accounts without TOTP as before: a session at once', async () => {
    await registerByEmail(t, 'plain@example.com');
    const result = await logIn('plain@example.com');
    expect(result).toMatchObject({ code: 1, data: { userId: expect.any(Number), token: expect.any(String) } });
    expect(Object.keys(result.data).sort()).toEqual(['token', 'userId']);
  });

  it('limits wrong codes per user: after five, even the right code waits', async () => {
    const { token } = await registerByEmail(t, 'guess@example.com');
    const { secret } = await switchTotpOn(t, token);
    const { data } = await logIn('guess@example.com');
    const right = totpAt(secret, t.clock.now());
    const guesses = ['000000', '111111', '222222', '333333', '444444'].filter((g) => g !== right).slice(0, 5);
    while (guesses.length < 5) guesses.push('555555');
    for (const guess of guesses) expect((await second(data.ticket, guess)).err).toBe('totpInvalid');
    expect((await second(data.ticket, right)).err).toBe('tooManyRequests');
    // The limit is the user's, whatever the call: switching off waits too.
    expect((await t.call('/user/totp/disable', { password: TEST_PASSWORD, code: right }, { token })).err).toBe('tooManyRequests');
    t.clock.advance(15 * 60_000);
    const fresh = await logIn('guess@example.com');
    expect((await second(fresh.data.ticket, totpAt(secret, t.clock.now()))).code).toBe(1);
  });

  it('takes a recovery code in place of the authenticator, each once, typed in any case and spacing', async () => {
    const { token } = await registerByEmail(t, 'lostphone@example.com');
    const { recoveryCodes } = await switchTotpOn(t, token);
    const first = await logIn('lostphone@example.com');
    const typed = recoveryCodes[0]!.toLowerCase().replace(/-/g, ' ');
    expect((await second(first.data.ticket, typed)).code).toBe(1);
    expect((await status(token)).recoveryCodesLeft).toBe(9);
    const again = await logIn('lostphone@example.com');
    expect((await second(again.data.ticket, recoveryCodes[0]!)).err).toBe('recoveryCodeInvalid');
    expect((await second(again.data.ticket, 'ABCD-EFGH-JKLM-NPQR')).err).toBe('recoveryCodeInvalid');
    expect((await second(again.data.ticket, 'not a code')).err).toBe('secondFactorFormat');
    expect((await second(again.data.ticket, recoveryCodes[1]!)).code).toBe(1);
  });

  it('switches off with the password and a current code; log-in is one step again', async () => {
    const { token } = await registerByEmail(t, 'off@example.com');
    const { secret, recoveryCodes } = await switchTotpOn(t, token);
    const disable = (body: Record<string, string>) => t.call('/user/totp/disable', body, { token });
    expect((await disable({ code: totpAt(secret, t.clock.now()) })).err).toBe('enterLoginPassword');
    expect((await disable({ password: TEST_PASSWORD })).err).toBe('totpRequired');
    expect((await disable({ password: 'Wrong12345', code: totpAt(secret, t.clock.now()) })).err).toBe('passwordIncorrect');
    expect(await disable({ password: TEST_PASSWORD, code: totpAt(secret, t.clock.now()) })).toMatchObject({ code: 1, msg: 'Two-factor authentication is off' });
    expect(await status(token)).toEqual({ isOn: false, enabledAt: null, recoveryCodesLeft: 0 });
    expect((await disable({ password: TEST_PASSWORD, code: recoveryCodes[0]! })).err).toBe('totpNotOn');
    expect((await logIn('off@example.com')).code).toBe(1);
    // Switching on again makes a new secret and new recovery codes; the old ones are void.
    nextStep(t);
    const renewed = await switchTotpOn(t, token);
    expect(renewed.secret).not.toBe(secret);
    const ticket = (await logIn('off@example.com')).data.ticket;
    expect((await second(ticket, recoveryCodes[1]!)).err).toBe('recoveryCodeInvalid');
    expect((await second(ticket, renewed.recoveryCodes[0]!)).code).toBe(1);
  });
});
