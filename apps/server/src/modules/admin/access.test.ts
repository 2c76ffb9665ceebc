import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestApp, type TTestApp } from '../../test/test-app.js';
import { createOperatorAccount } from './operator-accounts.js';
import { totpAt, TOTP_STEP_MS } from './totp.js';

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
