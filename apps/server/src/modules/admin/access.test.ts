import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_MY_SESSIONS, type TOperatorRole } from '@exchange/contracts';
import { DIALECTS, startTestApp, type TTestApp } from '../../test/test-app.js';
import { createOperatorAccount, setOperatorDisabled } from './operator-accounts.js';
import { OPERATOR_SESSION } from './operator-sessions.js';
import { base32Decode, base32Encode, matchTotp, otpauthUrl, totpAt, TOTP_STEP_MS } from '../../platform/totp.js';

async function post(t: TTestApp, url: string, body: unknown, token?: string) {
  const response = await t.app.inject({ method: 'POST', url: `/bb${url}`, payload: body as object, headers: token ? { 'x-operator-token': token } : {} });
  return response.json();
}
async function get(t: TTestApp, url: string, token?: string) {
  const response = await t.app.inject({ method: 'GET', url: `/bb${url}`, headers: token ? { 'x-operator-token': token } : {} });
  return { status: response.statusCode, body: response.json() };
}

describe.each(DIALECTS)('operator access on %s', (dialect) => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('enrols TOTP at the first log-in, then requires a fresh code at every log-in', async () => {
    const { password } = await createOperatorAccount(t.deps.db, t.clock, { name: 'ana', roles: ['reviewer'], createdBy: 'test', reason: 'new reviewer' });
    const first = await post(t, '/admin/auth/login', { name: 'ana', password });
    expect(first.data).toMatchObject({ stage: 'enrol' });
    expect(first.data.otpauthUrl).toContain(`secret=${first.data.secret}`);
    // An enrolling session can do nothing but enrol.
    expect((await get(t, '/admin/auth/sessions', first.data.token)).body.err).toBe('totpEnrolRequired');
    expect((await post(t, '/admin/auth/enrol', { totp: '000000' }, first.data.token)).err).toBe('totpInvalid');
    const enrolled = await post(t, '/admin/auth/enrol', { totp: totpAt(first.data.secret, t.clock.now()) }, first.data.token);
    expect(enrolled.data.recoveryCodes).toHaveLength(10);
    const me = await get(t, '/admin/me', first.data.token);
    expect(me.body.data).toMatchObject({ name: 'ana', roles: ['reviewer'], stage: 'ready' });
    expect(me.body.data.actions).toContain('deposits.decide');
    expect(me.body.data.actions).not.toContain('funding.transfer');

    // The code just used does not open a second session; the next step's does.
    expect((await post(t, '/admin/auth/login', { name: 'ana', password })).err).toBe('totpRequired');
    expect((await post(t, '/admin/auth/login', { name: 'ana', password, totp: totpAt(first.data.secret, t.clock.now()) })).err).toBe('totpInvalid');
    t.clock.advance(TOTP_STEP_MS);
    const second = await post(t, '/admin/auth/login', { name: 'ana', password, totp: totpAt(first.data.secret, t.clock.now()) });
    expect(second.data.stage).toBe('ready');
    // A recovery code works once.
    const code = enrolled.data.recoveryCodes[0];
    expect((await post(t, '/admin/auth/login', { name: 'ana', password, recoveryCode: code })).data.stage).toBe('ready');
    expect((await post(t, '/admin/auth/login', { name: 'ana', password, recoveryCode: code })).err).toBe('totpInvalid');
  });
});

describe('TOTP (RFC 6238 over RFC 4226)', () => {
  // RFC 6238 appendix B, SHA1 rows: the secret is ASCII "12345678901234567890"; the RFC prints
  // 8 digits, an authenticator shows the last 6 (the same truncated value mod 10^6).
  const SECRET = base32Encode(Buffer.from('12345678901234567890', 'ascii'));
  const VECTORS: [number, string][] = [
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ];

  it('matches the RFC 6238 appendix B SHA1 test vectors', () => {
    expect(SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode(SECRET).toString('ascii')).toBe('12345678901234567890');
    for (const [seconds, eight] of VECTORS) expect([seconds, totpAt(SECRET, seconds * 1000)]).toEqual([seconds, eight.slice(-6)]);
  });

  it('accepts one step of drift either way, not two; never a step at or before the last accepted one', () => {
    const now = 1234567890_000;
    const step = Math.floor(now / TOTP_STEP_MS);
    for (const drift of [-1, 0, 1]) expect(matchTotp(SECRET, totpAt(SECRET, now + drift * TOTP_STEP_MS), now, 0n)).toBe(step + drift);
    for (const drift of [-2, 2]) expect(matchTotp(SECRET, totpAt(SECRET, now + drift * TOTP_STEP_MS), now, 0n)).toBeNull();
    // Replay: the code of a step already accepted (or an earlier one) is refused.
    expect(matchTotp(SECRET, totpAt(SECRET, now), now, BigInt(step))).toBeNull();
    expect(matchTotp(SECRET, totpAt(SECRET, now - TOTP_STEP_MS), now, BigInt(step - 1))).toBeNull();
    expect(matchTotp(SECRET, totpAt(SECRET, now + TOTP_STEP_MS), now, BigInt(step))).toBe(step + 1);
    expect(matchTotp(SECRET, '12345', now, 0n)).toBeNull();
    expect(matchTotp(SECRET, 'abcdef', now, 0n)).toBeNull();
  });

  it('the otpauth address carries issuer, account, secret, SHA1, 6 digits and 30 s', () => {
    const url = otpauthUrl('Exchange operators', 'ana', SECRET);
    expect(url).toBe(`otpauth://totp/Exchange%20operators%3Aana?secret=${SECRET}&issuer=Exchange%20operators&algorithm=SHA1&digits=6&period=30`);
  });
});

describe.each(DIALECTS)('operator log-in and sessions on %s', (dialect) => {
  let t: TTestApp;
  const SECRET = 'JBSWY3DPEHPK3PXP';
  const PASSWORD = 'Operator-password-1';
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    // A fresh window of the log-in limits, and a fresh TOTP step, for each test.
    t.clock.advance(16 * 60_000);
  });

  /** An operator whose TOTP is enrolled with SECRET. */
  async function enrolledOperator(name: string, roles: TOperatorRole[] = ['support']) {
    await createOperatorAccount(t.deps.db, t.clock, { name, roles, createdBy: 'test', reason: 'access test', password: PASSWORD });
    await t.deps.db.updateTable('operator_accounts').set({ totp_secret: SECRET, totp_enrolled_at: BigInt(t.clock.now()) }).where('name', '=', name).execute();
  }
  async function logIn(name: string, password = PASSWORD) {
    const answer = await post(t, '/admin/auth/login', { name, password, totp: totpAt(SECRET, t.clock.now()) });
    return answer;
  }
  async function liveSessions(name: string) {
    return t.deps.db
      .selectFrom('operator_sessions as s')
      .innerJoin('operator_accounts as o', 'o.id', 's.operator_id')
      .select('s.id')
      .where('o.name', '=', name)
      .where('s.revoked_at', 'is', null)
      .execute();
  }

  it('a code of the step before or after is accepted at log-in; a code used once is refused', async () => {
    await enrolledOperator('drift');
    const early = await post(t, '/admin/auth/login', { name: 'drift', password: PASSWORD, totp: totpAt(SECRET, t.clock.now() - TOTP_STEP_MS) });
    expect(early.data.stage).toBe('ready');
    const late = await post(t, '/admin/auth/login', { name: 'drift', password: PASSWORD, totp: totpAt(SECRET, t.clock.now() + TOTP_STEP_MS) });
    expect(late.data.stage).toBe('ready');
    // The current step is now before the last accepted one: refused, and so is the next step's code again.
    expect((await post(t, '/admin/auth/login', { name: 'drift', password: PASSWORD, totp: totpAt(SECRET, t.clock.now()) })).err).toBe('totpInvalid');
    expect((await post(t, '/admin/auth/login', { name: 'drift', password: PASSWORD, totp: totpAt(SECRET, t.clock.now() + TOTP_STEP_MS) })).err).toBe('totpInvalid');
    expect((await post(t, '/admin/auth/login', { name: 'drift', password: PASSWORD, totp: totpAt(SECRET, t.clock.now() + 2 * TOTP_STEP_MS) })).err).toBe('totpInvalid');
  });

  it('the same code raced through 5 concurrent log-ins opens exactly one session', async () => {
    await enrolledOperator('racer');
    const code = totpAt(SECRET, t.clock.now());
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(t, '/admin/auth/login', { name: 'racer', password: PASSWORD, totp: code })));
    expect(answers.filter((a) => a.data?.stage === 'ready')).toHaveLength(1);
    expect(answers.filter((a) => a.err === 'totpInvalid')).toHaveLength(4);
    expect(await liveSessions('racer')).toHaveLength(1);
  });

  it('5 wrong passwords: tooManyRequests, for the right password too, until the window passes', async () => {
    await enrolledOperator('limited');
    for (let i = 0; i < 5; i += 1) expect((await post(t, '/admin/auth/login', { name: 'limited', password: 'wrong-password', totp: '000000' })).err).toBe('operatorLoginFailed');
    expect((await post(t, '/admin/auth/login', { name: 'limited', password: 'wrong-password', totp: '000000' })).err).toBe('tooManyRequests');
    expect((await logIn('limited')).err).toBe('tooManyRequests');
    expect(await liveSessions('limited')).toHaveLength(0);
    // The name is limited, not the case of its letters.
    expect((await logIn('LIMITED')).err).toBe('tooManyRequests');
    t.clock.advance(15 * 60_000 + 1);
    expect((await logIn('limited')).data.stage).toBe('ready');
  });

  it('a disabled operator cannot log in and its sessions are dead at once', async () => {
    await enrolledOperator('gone');
    const { data } = await logIn('gone');
    expect((await get(t, '/admin/me', data.token)).body.data.name).toBe('gone');
    await setOperatorDisabled(t.deps.db, t.clock, { name: 'gone', disabled: true, by: 'root', reason: 'left' });
    expect((await get(t, '/admin/me', data.token)).body.err).toBe('operatorRequired');
    t.clock.advance(TOTP_STEP_MS);
    // The same answer as a wrong password: a disabled name is not revealed.
    expect((await logIn('gone')).err).toBe('operatorLoginFailed');
  });

  it('a session ends after 30 idle minutes, and after 8 hours however busy', async () => {
    await enrolledOperator('idle');
    const idle = (await logIn('idle')).data.token;
    t.clock.advance(OPERATOR_SESSION.idleMs - 60_000);
    expect((await get(t, '/admin/me', idle)).status).toBe(200);
    t.clock.advance(OPERATOR_SESSION.idleMs - 60_000);
    expect((await get(t, '/admin/me', idle)).status).toBe(200);
    t.clock.advance(OPERATOR_SESSION.idleMs + 1);
    expect((await get(t, '/admin/me', idle)).body.err).toBe('operatorRequired');

    const busy = (await logIn('idle')).data.token;
    for (let spent = 0; spent < OPERATOR_SESSION.absoluteMs - 20 * 60_000; spent += 20 * 60_000) {
      t.clock.advance(20 * 60_000);
      expect((await get(t, '/admin/me', busy)).status).toBe(200);
    }
    t.clock.advance(20 * 60_000);
    expect((await get(t, '/admin/me', busy)).body.err).toBe('operatorRequired');
  });

  it('an enrolment session lasts 15 minutes', async () => {
    await createOperatorAccount(t.deps.db, t.clock, { name: 'slow', roles: ['support'], createdBy: 'test', reason: 'access test', password: PASSWORD });
    const first = await post(t, '/admin/auth/login', { name: 'slow', password: PASSWORD });
    expect(first.data.stage).toBe('enrol');
    t.clock.advance(OPERATOR_SESSION.enrolMs + 1);
    expect((await post(t, '/admin/auth/enrol', { totp: totpAt(first.data.secret, t.clock.now()) }, first.data.token)).err).toBe('operatorRequired');
  });

  it('lists my sessions, revokes another one, logs out', async () => {
    await enrolledOperator('multi');
    const a = (await logIn('multi')).data.token;
    t.clock.advance(TOTP_STEP_MS);
    const b = (await logIn('multi')).data.token;
    const sessions = (await get(t, '/admin/auth/sessions', a)).body.data;
    expect(ADMIN_MY_SESSIONS.response.parse(sessions)).toHaveLength(2);
    expect(sessions.filter((s: { isCurrent: boolean }) => s.isCurrent)).toHaveLength(1);
    const other = sessions.find((s: { isCurrent: boolean }) => !s.isCurrent);
    expect((await post(t, '/admin/auth/sessions/revoke', { id: other.id }, a)).code).toBe(1);
    expect((await get(t, '/admin/me', b)).body.err).toBe('operatorRequired');
    // Another operator's session cannot be revoked through mine.
    await enrolledOperator('stranger');
    t.clock.advance(TOTP_STEP_MS);
    const strangerToken = (await logIn('stranger')).data.token;
    const strangerSession = (await get(t, '/admin/auth/sessions', strangerToken)).body.data[0];
    expect((await post(t, '/admin/auth/sessions/revoke', { id: strangerSession.id }, a)).err).toBe('noData');
    expect((await get(t, '/admin/me', strangerToken)).status).toBe(200);

    expect((await post(t, '/admin/auth/logout', {}, a)).code).toBe(1);
    expect((await get(t, '/admin/me', a)).body.err).toBe('operatorRequired');
  });

  it('changing the password needs the old one and a code, and ends the other sessions', async () => {
    await enrolledOperator('pw');
    const keep = (await logIn('pw')).data.token;
    t.clock.advance(TOTP_STEP_MS);
    const other = (await logIn('pw')).data.token;
    t.clock.advance(TOTP_STEP_MS);
    const NEW = 'Another-long-passphrase-9';
    expect((await post(t, '/admin/auth/password', { oldPassword: 'wrong-one', newPassword: NEW, totp: totpAt(SECRET, t.clock.now()) }, keep)).err).toBe('operatorLoginFailed');
    expect((await post(t, '/admin/auth/password', { oldPassword: PASSWORD, newPassword: NEW, totp: '000000' }, keep)).err).toBe('totpInvalid');
    expect((await post(t, '/admin/auth/password', { oldPassword: PASSWORD, newPassword: NEW, totp: totpAt(SECRET, t.clock.now()) }, keep)).code).toBe(1);
    expect((await get(t, '/admin/me', keep)).status).toBe(200);
    expect((await get(t, '/admin/me', other)).body.err).toBe('operatorRequired');
    t.clock.advance(TOTP_STEP_MS);
    expect((await logIn('pw')).err).toBe('operatorLoginFailed');
    t.clock.advance(TOTP_STEP_MS);
    expect((await logIn('pw', NEW)).data.stage).toBe('ready');
  });
});
