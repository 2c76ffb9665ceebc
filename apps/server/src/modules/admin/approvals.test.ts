import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ADMIN_APPROVALS, defineAdminCall, ZReason } from '@exchange/contracts';
import { DIALECTS, startTestApp, type TTestApp } from '../../test/test-app.js';
import { operatorSession } from '../../test/operator-helpers.js';
import { AppError } from '../../platform/errors.js';
import { ADMIN_ROUTES, type TRegistered } from './admin-route.js';
import { requestApproval } from './approvals.js';
import { adminGet, adminPost, auditOf } from './operators-test-support.js';

/**
 * The two-person rule through decideApproval, on a fake action registered beside the real ones: it
 * counts its runs, and fails when asked to (as a withdrawal decided meanwhile would).
 */
const FAKE_PATH = '/admin/test/fake-money-param';
const FAKE_CALL = defineAdminCall({
  method: 'POST',
  path: FAKE_PATH,
  action: 'params.set',
  isWrite: true,
  summary: 'test only',
  request: z.strictObject({ n: z.number().int(), fail: z.boolean().optional(), reason: ZReason }),
  response: z.strictObject({ ran: z.number() }),
});
const runs: number[] = [];
/** The request's status as the action saw it while running (issue 24: approved only when it commits). */
const seenWhileRunning: string[] = [];
const FAKE: TRegistered = {
  call: FAKE_CALL,
  handler: async ({ input, deps }) => {
    const rows = await deps.db.selectFrom('operator_approvals').select('status').where('subject', '=', `param ${input.n}`).execute();
    seenWhileRunning.push(...rows.map((r) => r.status));
    if (input.fail) throw new AppError('insufficientBalance');
    runs.push(input.n);
    return { data: { ran: input.n }, audit: { subject: `param ${input.n}`, before: { value: 0 }, after: { value: input.n } } };
  },
};

describe.each(DIALECTS)('two-person approvals on %s', (dialect) => {
  let t: TTestApp;
  let asker: string;
  let second: string;
  let third: string;
  let finance: string;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    ADMIN_ROUTES.set(FAKE_PATH, FAKE);
    runs.length = 0;
    seenWhileRunning.length = 0;
    asker = await operatorSession(t.deps, 'asker', ['admin']);
    second = await operatorSession(t.deps, 'second', ['admin']);
    third = await operatorSession(t.deps, 'third', ['admin']);
    finance = await operatorSession(t.deps, 'fin', ['finance']);
  });
  afterAll(async () => {
    ADMIN_ROUTES.delete(FAKE_PATH);
    await t.close();
  });

  const ask = (n: number, extra: Record<string, unknown> = {}) =>
    requestApproval(t.deps, { action: 'params.set', path: FAKE_PATH, subject: `param ${n}`, input: { n, reason: `raise it to ${n}`, ...extra }, operator: 'asker', reason: `raise it to ${n}` });

  it('a request waits in the queue, recorded; nothing runs before a second operator approves', async () => {
    const id = await ask(1);
    expect(runs).toEqual([]);
    const queue = await adminGet(t, '/admin/approvals', finance, { status: 'pending' });
    expect(ADMIN_APPROVALS.response.parse(queue.body.data)).toBeTruthy();
    expect(queue.body.data.list).toEqual([
      expect.objectContaining({ id, action: 'params.set', subject: 'param 1', path: FAKE_PATH, input: { n: 1, reason: 'raise it to 1' }, reason: 'raise it to 1', requestedBy: 'asker', status: 'pending', decidedBy: null }),
    ]);
    const [requested] = await auditOf(t, 'approvals.request');
    expect(requested).toMatchObject({ operator: 'asker', subject: 'params.set param 1', reason: 'raise it to 1' });
  });

  it('the requester cannot approve their own request; a role that may not take the action cannot either', async () => {
    const [pending] = (await adminGet(t, '/admin/approvals', second)).body.data.list;
    const self = await adminPost(t, '/admin/approvals/approve', { id: pending.id, reason: 'looks good to me' }, asker);
    expect(self.body.err).toBe('approvalSelf');
    const wrongRole = await adminPost(t, '/admin/approvals/approve', { id: pending.id, reason: 'looks good to me' }, finance);
    expect([wrongRole.status, wrongRole.body.err]).toEqual([403, 'operatorForbidden']);
    expect(runs).toEqual([]);
    expect((await adminGet(t, '/admin/approvals', second)).body.data.list[0].status).toBe('pending');
  });

  it('approving runs the action once, as asked, with the approver recorded beside the requester', async () => {
    const [pending] = (await adminGet(t, '/admin/approvals', second)).body.data.list;
    const approved = await adminPost(t, '/admin/approvals/approve', { id: pending.id, reason: 'checked with the desk' }, second);
    expect(approved.body.data).toEqual({ id: pending.id, status: 'approved', result: { ran: 1 } });
    expect(runs).toEqual([1]);
    // While the action ran, the request was not yet approved: it is marked with the action's audit entry.
    expect(seenWhileRunning).toEqual(['pending']);
    const [entry] = await auditOf(t, 'params.set');
    expect(entry).toMatchObject({ operator: 'asker', approved_by: 'second', subject: 'param 1', reason: 'raise it to 1', before: { value: 0 }, after: { value: 1 } });
    const [decision] = await auditOf(t, 'approvals.approve');
    expect(decision).toMatchObject({ operator: 'second', subject: 'params.set param 1', reason: 'checked with the desk', detail: { approvalId: pending.id, requestedBy: 'asker' } });
    // Decided once.
    const again = await adminPost(t, '/admin/approvals/approve', { id: pending.id, reason: 'approve again' }, third);
    expect(again.body.err).toBe('alreadyReviewed');
    expect((await adminPost(t, '/admin/approvals/reject', { id: pending.id, reason: 'too late' }, third)).body.err).toBe('alreadyReviewed');
    expect(runs).toEqual([1]);
    const decided = await adminGet(t, '/admin/approvals', second, { status: 'decided' });
    expect(decided.body.data.list[0]).toMatchObject({ id: pending.id, status: 'approved', decidedBy: 'second', decisionReason: 'checked with the desk', result: { ran: 1 } });
  });

  it('rejecting does nothing but record the decision', async () => {
    const id = await ask(2);
    const rejected = await adminPost(t, '/admin/approvals/reject', { id, reason: 'not this week' }, second);
    expect(rejected.body.data).toEqual({ id, status: 'rejected', result: null });
    expect(runs).toEqual([1]);
    const [decision] = await auditOf(t, 'approvals.reject');
    expect(decision).toMatchObject({ operator: 'second', reason: 'not this week', detail: { approvalId: id, requestedBy: 'asker' } });
    expect((await adminPost(t, '/admin/approvals/approve', { id, reason: 'changed my mind' }, third)).body.err).toBe('alreadyReviewed');
    expect(runs).toEqual([1]);
  });

  it('two operators approving at once: the action runs once', async () => {
    const id = await ask(3);
    const answers = await Promise.all([
      adminPost(t, '/admin/approvals/approve', { id, reason: 'yes from second' }, second),
      adminPost(t, '/admin/approvals/approve', { id, reason: 'yes from third' }, third),
    ]);
    expect(answers.map((a) => a.body.data?.status ?? a.body.err).sort()).toEqual(['alreadyReviewed', 'approved']);
    expect(runs).toEqual([1, 3]);
    expect((await auditOf(t, 'params.set')).filter((e) => e.subject === 'param 3')).toHaveLength(1);
  });

  it('an action that refuses when approved ends failed, with its reason, and changes nothing', async () => {
    const id = await ask(4, { fail: true });
    const approved = await adminPost(t, '/admin/approvals/approve', { id, reason: 'go ahead' }, second);
    expect(approved.body.data).toEqual({ id, status: 'failed', result: { err: 'insufficientBalance' } });
    expect(runs).toEqual([1, 3]);
    const decided = await adminGet(t, '/admin/approvals', second, { status: 'decided' });
    expect(decided.body.data.list.find((a: { id: string }) => a.id === id)).toMatchObject({ status: 'failed', result: { err: 'insufficientBalance' } });
    expect((await auditOf(t, 'params.set')).filter((e) => e.subject === 'param 4')).toHaveLength(0);
  });

  it('an unknown request: noData', async () => {
    expect((await adminPost(t, '/admin/approvals/approve', { id: '999999', reason: 'who knows' }, second)).body.err).toBe('noData');
    expect((await adminPost(t, '/admin/approvals/approve', { id: '99999999999999999999999', reason: 'who knows' }, second)).body.err).toBe('noData');
  });
});
