import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DIALECTS, registerByEmail, startTestApp, type TTestApp } from '../../test/test-app.js';
import { operatorSession } from '../../test/operator-helpers.js';
import { raiseOperatorAlert, resolveOperatorAlert } from '../../platform/jobs/operator-alerts.js';
import { runOpsCommand } from '../../cli/ops-commands.js';
import { adminGet } from './operators-test-support.js';

describe.each(DIALECTS)('operator alerts in the console on %s', (dialect) => {
  let t: TTestApp;
  beforeEach(async () => {
    t = await startTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  it('lists the open alerts to every role that sees the dashboard, not the resolved ones, and refuses anyone else', async () => {
    const support = await operatorSession(t.deps, 'sam', ['support']);
    expect((await adminGet(t, '/admin/alerts', support)).body.data).toEqual({ total: 0, list: [] });
    expect(await runOpsCommand({ db: t.deps.db, clock: t.clock }, ['alert:list'], 'sam')).toBe('(none)');

    const since = t.clock.now();
    await raiseOperatorAlert(t.deps.db, { subject: 'contract-unpaid:41', kind: 'house-shortfall', detail: 'contract order 41 (btcusdt) crossed at tick 9; the house cannot pay it', now: since });
    await raiseOperatorAlert(t.deps.db, { subject: 'job:contract-trigger:7', kind: 'settlement-job', detail: 'contract-trigger 7: try 1 failed: boom', now: since });
    await raiseOperatorAlert(t.deps.db, { subject: 'contract-unpaid:41', kind: 'house-shortfall', detail: 'contract order 41 (btcusdt) closed at tick 12; the house cannot pay it', now: since + 5_000 });
    await resolveOperatorAlert(t.deps.db, 'job:contract-trigger:7', since + 6_000);

    const answer = await adminGet(t, '/admin/alerts', support);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      total: 1,
      list: [
        { id: expect.any(String), kind: 'house-shortfall', subject: 'contract-unpaid:41', message: 'contract order 41 (btcusdt) closed at tick 12; the house cannot pay it', count: 2, firstAt: since, lastAt: since + 5_000 },
      ],
    });
    const printed = await runOpsCommand({ db: t.deps.db, clock: t.clock }, ['alert:list'], 'sam');
    expect(printed).toContain('1 open');
    expect(printed).toContain(`house-shortfall contract-unpaid:41 since=${new Date(since).toISOString()}`);
    expect(printed).not.toContain('job:contract-trigger:7');

    // Without an operator session (a user's own token is not one), or with no role that reads the dashboard: refused.
    const user = await registerByEmail(t, 'curious@example.com');
    expect(await adminGet(t, '/admin/alerts')).toMatchObject({ status: 401, body: { err: 'operatorRequired' } });
    const asUser = await t.app.inject({ method: 'GET', url: '/bb/admin/alerts', headers: { 'x-access-token': user.token } });
    expect([asUser.statusCode, asUser.json().err]).toEqual([401, 'operatorRequired']);
    // Every role reads the dashboard; a role the policy does not name (one of an older release) reads nothing.
    const stale = await operatorSession(t.deps, 'nora', ['support']);
    await t.deps.db.updateTable('operator_accounts').set({ roles: 'auditor' }).where('name', '=', 'nora').execute();
    expect(await adminGet(t, '/admin/alerts', stale)).toMatchObject({ status: 403, body: { err: 'operatorForbidden' } });
  });
});
