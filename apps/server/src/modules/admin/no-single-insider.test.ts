import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestApp, type TTestApp } from '../../test/test-app.js';
import { operatorSession } from '../../test/operator-helpers.js';
import { ADMIN_ROUTES } from './admin-route.js';
import { adminGet, adminPost, auditOf } from './operators-test-support.js';
import { totpAt } from '../../platform/totp.js';

/**
 * Issue 24, "No single insider can act alone": the attack that beat the two-person rule, tried end
 * to end. One admin creates a second admin, enrols it and approves its own held request with it; or
 * grants itself the reviewer and finance roles. Every step must be refused or held, and refused
 * attempts recorded.
 */
describe.each(DIALECTS)('no single insider can act alone (%s)', (dialect) => {
  let t: TTestApp;
  let mallory: string;
  let ann: string;
  let sockPassword = '';
  beforeAll(async () => {
    t = await startTestApp(dialect);
    mallory = await operatorSession(t.deps, 'mallory', ['admin']);
    ann = await operatorSession(t.deps, 'ann', ['admin']);
  });
  afterAll(async () => {
    await t.close();
  });

  /** Logs in as a new operator with its temporary password and enrols TOTP: its session token. */
  async function enrol(name: string, password: string): Promise<string> {
    const login = await adminPost(t, '/admin/auth/login', { name, password });
    expect(login.body.data.stage).toBe('enrol');
    const enrolled = await adminPost(t, '/admin/auth/enrol', { totp: totpAt(login.body.data.secret, t.clock.now()) }, login.body.data.token);
    expect(enrolled.body.data.recoveryCodes).toHaveLength(10);
    return login.body.data.token;
  }

  it('creating an admin is held: the requester gets no password and cannot approve it; a second admin does, and only they see the password, once', async () => {
    const asked = await adminPost(t, '/admin/operators/create', { name: 'sock', roles: ['admin'], reason: 'a helping hand' }, mallory);
    expect(asked.body.data).toEqual({ approvalId: expect.any(String), pending: true });
    expect(JSON.stringify(asked.body)).not.toMatch(/password/);
    expect((await adminGet(t, '/admin/operators', ann)).body.data.map((o: { name: string }) => o.name)).not.toContain('sock');
    const self = await adminPost(t, '/admin/approvals/approve', { id: asked.body.data.approvalId, reason: 'mine' }, mallory);
    expect([self.status, self.body.err]).toEqual([403, 'approvalSelf']);

    const approved = await adminPost(t, '/admin/approvals/approve', { id: asked.body.data.approvalId, reason: 'checked by phone' }, ann);
    expect(approved.body.data).toMatchObject({ status: 'approved', result: { name: 'sock', password: expect.any(String) } });
    sockPassword = approved.body.data.result.password;
    // The queue keeps the name, never the password.
    const decided = await adminGet(t, '/admin/approvals', mallory, { status: 'decided' });
    expect(JSON.stringify(decided.body.data)).not.toContain(approved.body.data.result.password);
    const [created] = await auditOf(t, 'operators.create');
    expect(created).toMatchObject({ operator: 'mallory', approved_by: 'ann', subject: 'sock' });
    expect(JSON.stringify({ ...created, id: 0, created_at: 0 })).not.toContain(approved.body.data.result.password);
  });

  it('an operator made by the requester (or by the approver) cannot approve: the attack of the issue is refused and recorded', async () => {
    const [row] = (await adminGet(t, '/admin/approvals', ann, { status: 'decided' })).body.data.list;
    expect(row.subject).toContain('sock');
    // Whoever holds sock's password logs in, enrols and tries to approve with it.
    const sock = await enrol('sock', sockPassword);

    const raise = await adminPost(t, '/admin/params/set', { name: 'admin_approval_usdt', value: '1000000000', reason: 'fewer approvals' }, mallory);
    expect(raise.body.data.pending).toBe(true);
    const tiedToRequester = await adminPost(t, '/admin/approvals/approve', { id: raise.body.data.approvalId, reason: 'fine by me' }, sock);
    expect([tiedToRequester.status, tiedToRequester.body.err]).toEqual([403, 'approvalRelated']);

    const annAsks = await adminPost(t, '/admin/params/set', { name: 'admin_approval_usdt', value: '1', reason: 'hold everything' }, ann);
    const tiedToApprover = await adminPost(t, '/admin/approvals/approve', { id: annAsks.body.data.approvalId, reason: 'fine by me' }, sock);
    expect([tiedToApprover.status, tiedToApprover.body.err]).toEqual([403, 'approvalRelated']);

    expect((await adminGet(t, '/admin/approvals', ann)).body.data.list.map((a: { status: string }) => a.status)).toEqual(['pending', 'pending']);
    const refused = await auditOf(t, 'refused');
    expect(refused.filter((e) => e.operator === 'sock' && e.detail.refused === 'approvalRelated')).toHaveLength(2);
  });

  it('nobody changes their own roles, not even with a second admin; a role change of another is held', async () => {
    const own = await adminPost(t, '/admin/operators/roles', { name: 'mallory', roles: ['admin', 'reviewer', 'finance'], reason: 'I will review it myself' }, mallory);
    expect([own.status, own.body.err]).toEqual([403, 'operatorOwnRoles']);
    const [refused] = await auditOf(t, 'refused');
    expect(refused).toMatchObject({ operator: 'mallory', subject: 'operators.roles', detail: { refused: 'operatorOwnRoles' } });

    // Asked by ann for mallory: mallory may not approve a change of her own roles.
    const forMallory = await adminPost(t, '/admin/operators/roles', { name: 'mallory', roles: ['admin', 'reviewer'], reason: 'covers reviews this week' }, ann);
    expect(forMallory.body.data.pending).toBe(true);
    const byMallory = await adminPost(t, '/admin/approvals/approve', { id: forMallory.body.data.approvalId, reason: 'yes' }, mallory);
    expect([byMallory.status, byMallory.body.err]).toEqual([403, 'operatorOwnRoles']);
    const roles = (await adminGet(t, '/admin/operators', ann)).body.data.find((o: { name: string }) => o.name === 'mallory').roles;
    expect(roles).toEqual(['admin']);
  });

  it('every call that creates an operator or changes roles is held when one admin asks', async () => {
    const calls = [...ADMIN_ROUTES.values()].filter(({ call }) => call.action === 'operators.create' || call.action === 'operators.roles');
    expect(calls.map(({ call }) => call.path).sort()).toEqual(['/admin/operators/create', '/admin/operators/roles']);
    await operatorSession(t.deps, 'target', ['support']);
    const inputs: Record<string, object> = {
      '/admin/operators/create': { name: 'another', roles: ['reviewer', 'finance'], reason: 'one more' },
      '/admin/operators/roles': { name: 'target', roles: ['reviewer', 'finance'], reason: 'promote' },
    };
    for (const { call } of calls) {
      const answer = await adminPost(t, call.path, inputs[call.path], ann);
      expect([call.path, answer.body.data?.pending]).toEqual([call.path, true]);
    }
    const list = (await adminGet(t, '/admin/operators', ann)).body.data;
    expect(list.map((o: { name: string }) => o.name)).not.toContain('another');
    expect(list.find((o: { name: string }) => o.name === 'target').roles).toEqual(['support']);
  });

});
