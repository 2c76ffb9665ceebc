import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ACTIONS, OPERATOR_ROLES, type TOperatorRole } from '@exchange/contracts';
import { DIALECTS, registerByEmail, startTestApp, type TTestApp } from '../../test/test-app.js';
import { operatorSession } from '../../test/operator-helpers.js';
import { ADMIN_ROUTES } from './admin-route.js';
import { createOperatorAccount } from './operator-accounts.js';
import { createOperatorSession } from './operator-sessions.js';
import { ADMIN_POLICY, mayTake } from './policy.js';

async function callAs(t: TTestApp, method: 'GET' | 'POST', path: string, headers: Record<string, string>) {
  const response = await t.app.inject({ method, url: `/bb${path}`, headers, ...(method === 'POST' ? { payload: {} } : {}) });
  return { status: response.statusCode, body: response.json() as { err?: string } };
}

describe('the policy', () => {
  it('names every action, each for at least one role; unknown roles take nothing', () => {
    expect(Object.keys(ADMIN_POLICY).sort()).toEqual([...ADMIN_ACTIONS].sort());
    for (const action of ADMIN_ACTIONS) expect([action, ADMIN_POLICY[action].length > 0]).toEqual([action, true]);
    expect(ADMIN_ACTIONS.some((action) => mayTake([], action))).toBe(false);
  });

  it('keeps duties apart: reviews are not decided by admin or finance, funding is not moved by admin or reviewer', () => {
    for (const action of ['deposits.decide', 'withdrawals.decide', 'kyc.decide', 'fiat.decide'] as const) {
      expect(mayTake(['admin'], action)).toBe(false);
      expect(mayTake(['finance'], action)).toBe(false);
    }
    expect(mayTake(['admin'], 'funding.transfer')).toBe(false);
    expect(mayTake(['reviewer'], 'funding.transfer')).toBe(false);
    for (const role of ['support', 'reviewer', 'finance', 'content'] as const) expect(mayTake([role], 'operators.create')).toBe(false);
  });
});

describe.each(DIALECTS)('every role against every operator call on %s', (dialect) => {
  let t: TTestApp;
  const tokens = {} as Record<TOperatorRole, string>;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    for (const role of OPERATOR_ROLES) tokens[role] = await operatorSession(t.deps, `only-${role}`, [role]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('ADMIN_ROUTES holds the calls the app declared', () => {
    expect(ADMIN_ROUTES.size).toBeGreaterThan(10);
  });

  it('403 operatorForbidden exactly when the policy refuses the role, never otherwise', async () => {
    const checked: string[] = [];
    for (const { call } of ADMIN_ROUTES.values()) {
      if (!call.action || call.isPublic) continue;
      for (const role of OPERATOR_ROLES) {
        const answer = await callAs(t, call.method, call.path, { 'x-operator-token': tokens[role] });
        const isForbidden = answer.body.err === 'operatorForbidden';
        // An allowed call with an empty input may fail its own way (invalidParams, noData), never as forbidden.
        expect({ path: call.path, action: call.action, role, isForbidden }).toEqual({ path: call.path, action: call.action, role, isForbidden: !mayTake([role], call.action) });
        if (isForbidden) expect(answer.status).toBe(403);
        checked.push(`${call.action} ${role}`);
      }
    }
    expect(checked.length).toBeGreaterThanOrEqual(10 * OPERATOR_ROLES.length);
  });

  it('without a session: 401 operatorRequired; a user session is no operator session; an enrolling session may only enrol', async () => {
    const user = await registerByEmail(t, 'policy-user@example.com');
    const enrolling = await createOperatorAccount(t.deps.db, t.clock, { name: 'newbie', roles: ['admin'], createdBy: 'test', reason: 'policy test' });
    const row = await t.deps.db.selectFrom('operator_accounts').select('id').where('name', '=', enrolling.name).executeTakeFirstOrThrow();
    const enrolToken = await createOperatorSession(t.deps, row.id, 'enrol', { ip: '127.0.0.1', userAgent: 'test' });
    for (const { call } of ADMIN_ROUTES.values()) {
      if (call.isPublic) continue;
      const none = await callAs(t, call.method, call.path, {});
      expect([call.path, none.status, none.body.err]).toEqual([call.path, 401, 'operatorRequired']);
      const asUser = await callAs(t, call.method, call.path, { 'x-operator-token': user.token, 'x-access-token': user.token });
      expect([call.path, asUser.status, asUser.body.err]).toEqual([call.path, 401, 'operatorRequired']);
      if (!call.isEnrolStage) {
        const asEnrolling = await callAs(t, call.method, call.path, { 'x-operator-token': enrolToken });
        expect([call.path, asEnrolling.status, asEnrolling.body.err]).toEqual([call.path, 403, 'totpEnrolRequired']);
      }
    }
  });
});
