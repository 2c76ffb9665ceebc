import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DIALECTS, startTestApp, type TTestApp } from '../../test/test-app.js';
import { operatorSession } from '../../test/operator-helpers.js';
import { paramsRepository } from '../params/params.repository.js';
import { APPROVAL_THRESHOLD_PARAM } from '../admin/ops-reviews.js';
import { adminGet, adminPost } from '../admin/operators-test-support.js';
import { coin, fiatUser, openChannels } from './fiat-test-support.js';
import { fakeProvider } from './fake-provider.test-support.js';

const SECRET = 'test-webhook-secret-0123456789';

describe.each(DIALECTS)('a late fiat payment credited above the two-person threshold on %s', (dialect) => {
  let t: TTestApp;
  beforeAll(() => {
    process.env.FIAT_WEBHOOK_SECRET = SECRET;
  });
  afterAll(() => {
    delete process.env.FIAT_WEBHOOK_SECRET;
  });
  beforeEach(async () => {
    t = await startTestApp(dialect);
    await openChannels(t.deps.db, t.clock);
  });
  afterEach(async () => {
    await t.close();
  });

  it('waits for a second reviewer, and the queue shows which approval it waits on until then', async () => {
    const user = await fiatUser(t, 'late-held@example.com');
    const order = (await t.call('/user/cashPay/cashPay', { cashCoin: 'INR', platformEnum: 'UPI', usdtAmount: '100' }, { token: user.token })).data;
    t.clock.advance(order.expiresAt - order.createdAt);
    await t.deps.jobs.runner.runDue();
    const lateId = ((await fakeProvider(t, SECRET).post(fakeProvider(t, SECRET).event(order.reference, '8850'))).body.msg as string).split(' ').pop()!;
    await paramsRepository.set(t.deps.db, APPROVAL_THRESHOLD_PARAM, '50', 'test', t.clock.now());
    const rita = await operatorSession(t.deps, 'rita', ['reviewer']);
    const remy = await operatorSession(t.deps, 'remy', ['reviewer']);

    expect((await adminGet(t, '/admin/fiat/late', rita)).body.data.list).toEqual([expect.objectContaining({ id: lateId, state: 'review', awaitingApproval: null })]);
    const asked = await adminPost(t, '/admin/fiat/late/decide', { id: lateId, decision: 'credit', reason: 'paid in full after expiry' }, rita);
    expect(asked.body.data).toEqual({ approvalId: expect.any(String), pending: true });
    expect((await adminGet(t, '/admin/fiat/late', rita)).body.data.list).toEqual([expect.objectContaining({ id: lateId, state: 'review', awaitingApproval: asked.body.data.approvalId })]);
    expect(await coin(t.deps.db, user.userId)).toBe(0n);

    const approved = await adminPost(t, '/admin/approvals/approve', { id: asked.body.data.approvalId, reason: 'checked the bank statement' }, remy);
    expect(approved.body.data.status).toBe('approved');
    expect((await adminGet(t, '/admin/fiat/late', rita, { state: 'credited' })).body.data.list).toEqual([expect.objectContaining({ id: lateId, decidedBy: 'rita', awaitingApproval: null })]);
    expect(await coin(t.deps.db, user.userId)).toBeGreaterThan(0n);
  });
});
