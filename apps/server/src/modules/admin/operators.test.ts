import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_AUDIT, ADMIN_OPERATORS } from '@exchange/contracts';
import { DIALECTS, startTestApp, type TTestApp } from '../../test/test-app.js';
import { operatorSession } from '../../test/operator-helpers.js';
import { adminGet, adminPost, auditOf } from './operators-test-support.js';
import { totpAt } from '../../platform/totp.js';

describe.each(DIALECTS)('operators and the audit log on %s', (dialect) => {
  let t: TTestApp;
  let admin: string;
  let second: string;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await operatorSession(t.deps, 'root', ['admin']);
    second = await operatorSession(t.deps, 'second', ['admin']);
  });
  afterAll(async () => {
    await t.close();
  });

  /** Asks as root, approves as the second admin: the approver's answer. */
  async function approved(url: string, body: object): Promise<any> {
    const asked = await adminPost(t, url, body, admin);
    expect(asked.body.data.pending).toBe(true);
    return (await adminPost(t, '/admin/approvals/approve', { id: asked.body.data.approvalId, reason: 'confirmed with the team lead' }, second)).body.data;
  }

  it('creates an operator once a second admin approves, the temporary password shown to that admin once; the new operator logs in and must enrol', async () => {
    const created = await approved('/admin/operators/create', { name: 'bea', roles: ['reviewer', 'support'], reason: 'new reviewer for the night shift' });
    expect(created.status).toBe('approved');
    expect(created.result.name).toBe('bea');
    expect(created.result.password.length).toBeGreaterThanOrEqual(16);
    const [entry] = await auditOf(t, 'operators.create');
    expect(entry).toMatchObject({ operator: 'root', approved_by: 'second', subject: 'bea', reason: 'new reviewer for the night shift', before: null, after: { name: 'bea', roles: ['support', 'reviewer'] } });

    const list = await adminGet(t, '/admin/operators', admin);
    expect(ADMIN_OPERATORS.response.parse(list.body.data)).toBeTruthy();
    expect(list.body.data.find((o: { name: string }) => o.name === 'bea')).toMatchObject({ roles: ['support', 'reviewer'], enrolled: false, disabled: false, createdBy: 'root', lastLoginAt: null });

    const login = await adminPost(t, '/admin/auth/login', { name: 'bea', password: created.result.password });
    expect(login.body.data.stage).toBe('enrol');

    // The same name twice, a bad name, no reason: refused when asked.
    expect((await adminPost(t, '/admin/operators/create', { name: 'bea', roles: ['support'], reason: 'again please' }, admin)).body.err).toBe('operatorExists');
    expect((await adminPost(t, '/admin/operators/create', { name: 'b e', roles: ['support'], reason: 'bad name' }, admin)).body.err).toBe('invalidParams');
    expect((await adminPost(t, '/admin/operators/create', { name: 'cat', roles: ['support'], reason: '' }, admin)).body.err).toBe('invalidParams');
  });

  it('changes roles once a second admin approves, with before and after in the audit log; nobody changes their own roles', async () => {
    const changed = await approved('/admin/operators/roles', { name: 'bea', roles: ['finance'], reason: 'moved to the finance desk' });
    expect(changed).toMatchObject({ status: 'approved', result: { name: 'bea', roles: ['finance'] } });
    const [entry] = await auditOf(t, 'operators.roles');
    expect(entry).toMatchObject({ operator: 'root', approved_by: 'second', subject: 'bea', reason: 'moved to the finance desk', before: ['support', 'reviewer'], after: ['finance'] });

    for (const roles of [['support'], ['admin', 'support']]) {
      const own = await adminPost(t, '/admin/operators/roles', { name: 'root', roles, reason: 'my own roles' }, admin);
      expect([own.status, own.body.err]).toEqual([403, 'operatorOwnRoles']);
    }
    expect((await adminPost(t, '/admin/operators/roles', { name: 'nobody', roles: ['support'], reason: 'who is this' }, admin)).body.err).toBe('noData');
  });

  it('disables an operator (its sessions die at once) and enables it again, audited', async () => {
    const token = await operatorSession(t.deps, 'dan', ['support']);
    expect((await adminGet(t, '/admin/me', token)).status).toBe(200);
    const disabled = await adminPost(t, '/admin/operators/disable', { name: 'dan', disabled: true, reason: 'left the company' }, admin);
    expect(disabled.body.data).toEqual({ name: 'dan', disabled: true });
    expect((await adminGet(t, '/admin/me', token)).body.err).toBe('operatorRequired');
    const list = await adminGet(t, '/admin/operators', admin);
    expect(list.body.data.find((o: { name: string }) => o.name === 'dan')).toMatchObject({ disabled: true, disabledReason: 'left the company' });
    expect((await adminPost(t, '/admin/auth/login', { name: 'dan', password: 'Operator-password-1', totp: '123456' })).body.err).toBe('operatorLoginFailed');
    const [entry] = await auditOf(t, 'operators.disable');
    expect(entry).toMatchObject({ operator: 'root', subject: 'dan', reason: 'left the company', before: { disabled: false }, after: { disabled: true } });

    await adminPost(t, '/admin/operators/disable', { name: 'dan', disabled: false, reason: 'came back' }, admin);
    const [enabled] = await auditOf(t, 'operators.disable');
    expect(enabled).toMatchObject({ reason: 'came back', before: { disabled: true }, after: { disabled: false } });
    // The old session stays dead; a new log-in works again.
    expect((await adminGet(t, '/admin/me', token)).body.err).toBe('operatorRequired');
    // An admin cannot disable themself.
    expect((await adminPost(t, '/admin/operators/disable', { name: 'root', disabled: true, reason: 'oops' }, admin)).body.err).toBe('operatorForbidden');
  });

  it('resets TOTP: sessions end, recovery codes die, the next log-in enrols again; audited', async () => {
    const token = await operatorSession(t.deps, 'eve', ['content']);
    const reset = await adminPost(t, '/admin/operators/reset-totp', { name: 'eve', reason: 'lost her phone' }, admin);
    expect(reset.body.data).toEqual({ name: 'eve', enrolled: false });
    expect((await adminGet(t, '/admin/me', token)).body.err).toBe('operatorRequired');
    const login = await adminPost(t, '/admin/auth/login', { name: 'eve', password: 'Operator-password-1' });
    expect(login.body.data.stage).toBe('enrol');
    expect(login.body.data.secret).not.toBe('JBSWY3DPEHPK3PXP');
    const enrolled = await adminPost(t, '/admin/auth/enrol', { totp: totpAt(login.body.data.secret, t.clock.now()) }, login.body.data.token);
    expect(enrolled.body.data.recoveryCodes).toHaveLength(10);
    const [entry] = await auditOf(t, 'operators.resetTotp');
    expect(entry).toMatchObject({ operator: 'root', subject: 'eve', reason: 'lost her phone', before: { enrolled: true }, after: { enrolled: false } });
  });

  it('only an admin manages operators', async () => {
    const support = await operatorSession(t.deps, 'sam', ['support']);
    for (const [url, body] of [
      ['/admin/operators/create', { name: 'zed', roles: ['admin'], reason: 'let me in' }],
      ['/admin/operators/roles', { name: 'sam', roles: ['admin'], reason: 'promote me' }],
      ['/admin/operators/disable', { name: 'root', disabled: true, reason: 'coup' }],
      ['/admin/operators/reset-totp', { name: 'root', reason: 'take over' }],
    ] as const) {
      const refused = await adminPost(t, url, body, support);
      expect([url, refused.status, refused.body.err]).toEqual([url, 403, 'operatorForbidden']);
    }
    expect((await adminGet(t, '/admin/operators', support)).body.err).toBe('operatorForbidden');
    expect((await adminGet(t, '/admin/operators')).body.err).toBe('operatorRequired');
  });

  it('searches the audit log by operator, action prefix, subject, text and time, newest first, paged', async () => {
    const all = await adminGet(t, '/admin/audit', admin, { pageSize: 100 });
    expect(ADMIN_AUDIT.response.parse(all.body.data)).toBeTruthy();
    const times = all.body.data.list.map((e: { createdAt: number; id: string }) => [e.createdAt, Number(e.id)]);
    expect(times).toEqual([...times].sort((a, b) => b[0] - a[0] || b[1] - a[1]));

    const byPrefix = await adminGet(t, '/admin/audit', admin, { action: 'operators.', operator: 'root' });
    expect(byPrefix.body.data.list.length).toBeGreaterThanOrEqual(5);
    expect(byPrefix.body.data.list.every((e: { action: string; operator: string }) => e.action.startsWith('operators.') && e.operator === 'root')).toBe(true);

    const byText = await adminGet(t, '/admin/audit', admin, { q: 'FINANCE DESK', action: 'operators.' });
    expect(byText.body.data.list.map((e: { reason: string }) => e.reason)).toEqual(['moved to the finance desk']);
    const bySubject = await adminGet(t, '/admin/audit', admin, { subject: 'EV', action: 'operators.resetTotp' });
    expect(bySubject.body.data.list).toHaveLength(1);
    // LIKE wildcards in a filter match themselves only.
    expect((await adminGet(t, '/admin/audit', admin, { q: '%' })).body.data.totalRow).toBe(0);
    expect((await adminGet(t, '/admin/audit', admin, { action: '_perators' })).body.data.totalRow).toBe(0);

    const future = await adminGet(t, '/admin/audit', admin, { from: t.clock.now() + 1 });
    expect(future.body.data.totalRow).toBe(0);
    const upToNow = await adminGet(t, '/admin/audit', admin, { to: t.clock.now() });
    expect(upToNow.body.data.totalRow).toBe(all.body.data.totalRow);

    const page2 = await adminGet(t, '/admin/audit', admin, { pageSize: 2, pageNo: 2 });
    expect(page2.body.data.list.map((e: { id: string }) => e.id)).toEqual(all.body.data.list.slice(2, 4).map((e: { id: string }) => e.id));
    expect((await adminGet(t, '/admin/audit', admin, { pageSize: 101 })).body.err).toBe('invalidParams');
  });

  it('the audit log is append-only: the database refuses to change or delete an entry', async () => {
    await expect(t.deps.db.updateTable('operator_actions').set({ reason: 'rewritten' }).execute()).rejects.toThrow(/append-only/);
    await expect(t.deps.db.deleteFrom('operator_actions').execute()).rejects.toThrow(/append-only/);
  });
});
