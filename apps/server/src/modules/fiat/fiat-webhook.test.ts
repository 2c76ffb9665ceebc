import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DIALECTS, startTestApp, type TTestApp } from '../../test/test-app.js';
import { runOpsCommand } from '../../cli/ops-commands.js';
import { coin, expectAuditClean, fiatUser, openChannels, reserve, treasury, units } from './fiat-test-support.js';
import { fakeProvider } from './fake-provider.test-support.js';
import { adminCall, operatorToken } from '../../test/wallet-helpers.js';

const SECRET = 'test-webhook-secret-0123456789';

describe.each(DIALECTS)('fiat payment webhook on %s', (dialect) => {
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

  const events = () => t.deps.db.selectFrom('fiat_webhook_events').select(['event_id', 'reference', 'outcome']).orderBy('id').execute();
  const ledgerCount = (type: string) => t.deps.db.selectFrom('ledger_transactions').select('id').where('type', '=', type as never).execute().then((r) => r.length);

  it('refuses a bad signature, an old or future timestamp, garbage, and a replayed event; a good event confirms once', async () => {
    const provider = fakeProvider(t, SECRET);
    const user = await fiatUser(t, 'hook@example.com');
    const order = (await t.call('/user/cashPay/cashPay', { cashCoin: 'INR', platformEnum: 'UPI', usdtAmount: '100' }, { token: user.token })).data;
    const paying = provider.event(order.reference, '8850');

    expect(await provider.post(paying, { secret: 'wrong-secret' })).toEqual({ status: 401, body: { code: 0, msg: 'bad signature' } });
    expect((await provider.post(paying, { signature: 'zz' })).status).toBe(401);
    expect((await provider.post(paying, { headers: { 'x-fiat-signature': '' } })).status).toBe(401);
    expect(await provider.post(paying, { timestamp: t.clock.now() - 5 * 60_000 - 1 })).toEqual({ status: 401, body: { code: 0, msg: 'timestamp outside the 5-minute window' } });
    expect((await provider.post(paying, { timestamp: t.clock.now() + 6 * 60_000 })).status).toBe(401);
    // Signed, but not a payment event.
    expect(await provider.post('{"hello":')).toEqual({ status: 401, body: { code: 0, msg: 'body is not JSON' } });
    expect(await provider.post('{"eventId":"e"}')).toEqual({ status: 401, body: { code: 0, msg: 'body is not a payment event' } });
    expect((await provider.post('\u0000\u0001', { contentType: 'application/octet-stream' })).status).toBeLessThan(500);
    expect((await provider.post(paying, { provider: 'other' })).status).toBe(404);
    // A body the signature does not cover (tampered amount).
    const signedFor = await provider.post({ ...paying, amount: '1' }, { signature: (await import('./providers/signed-webhook.js')).signWebhook(SECRET, String(t.clock.now()), JSON.stringify(paying)) });
    expect(signedFor.status).toBe(401);
    expect(await events()).toEqual([]);
    expect((await t.call('/user/cashPay/detail', { orderId: order.id }, { token: user.token })).data.state).toBe('waiting');

    // Within the window (4 minutes old): confirmed, as an operator would, recorded as the provider.
    expect(await provider.post(paying, { timestamp: t.clock.now() - 4 * 60_000 })).toEqual({ status: 200, body: { code: 1, msg: `order ${order.id} confirmed` } });
    expect(await provider.post(paying)).toEqual({ status: 409, body: { code: 0, msg: 'event already received' } });
    // Another event for the same order pays nothing more.
    expect((await provider.post(provider.event(order.reference, '8850'))).body.msg).toBe(`order ${order.id} is confirmed: nothing paid`);
    expect(await coin(t.deps.db, user.userId)).toBe(units('100'));
    expect(await ledgerCount('fiat_buy')).toBe(1);
    const detail = (await t.call('/user/cashPay/detail', { orderId: order.id }, { token: user.token })).data;
    expect(detail).toMatchObject({ state: 'confirmed', utr: '401234567890' });
    const row = await t.deps.db.selectFrom('fiat_orders').select('reviewed_by').where('id', '=', BigInt(order.id)).executeTakeFirstOrThrow();
    expect(row.reviewed_by).toBe('provider:hmac');
    expect((await events()).map((e) => e.outcome)).toEqual([`order ${order.id} confirmed`, `order ${order.id} is confirmed: nothing paid`]);
    await expectAuditClean(t.deps.db);
  });

  it('records a short payment, another currency and an unknown reference, and pays nothing', async () => {
    const provider = fakeProvider(t, SECRET);
    const user = await fiatUser(t, 'short@example.com');
    const order = (await t.call('/user/cashPay/cashPay', { cashCoin: 'INR', platformEnum: 'BANK_CARD', usdtAmount: '10.01' }, { token: user.token })).data;
    expect(order.fiatAmount).toBe('885.89');
    expect((await provider.post(provider.event(order.reference, '885.88'))).body).toEqual({ code: 1, msg: 'short payment: 885.88 of the order\'s amount' });
    expect((await provider.post(provider.event(order.reference, '885.89', { currency: 'USD' }))).body.msg).toBe("currency USD is not the order's INR");
    expect((await provider.post(provider.event('ZZZZZZZZ', '885.89'))).body.msg).toBe('unknown reference');
    expect(await coin(t.deps.db, user.userId)).toBe(0n);
    expect(await reserve(t.deps.db)).toBe(units('10.01'));
    expect((await events()).map((e) => e.reference)).toEqual([order.reference, order.reference, 'ZZZZZZZZ']);
    // Paid in full (a lower-case reference, as a payer may type it): confirmed, even after being marked paid.
    await t.call('/user/cashPay/paid', { orderId: order.id, utr: 'AXIS12345678' }, { token: user.token });
    expect((await provider.post(provider.event(order.reference.toLowerCase(), '886'))).body.msg).toBe(`order ${order.id} confirmed`);
    expect(await coin(t.deps.db, user.userId)).toBe(units('10.01'));
    // The UTR the user gave is kept.
    expect((await t.call('/user/cashPay/detail', { orderId: order.id }, { token: user.token })).data.utr).toBe('AXIS12345678');
    // Concurrent deliveries of distinct events for one order: one payment.
    const second = (await t.call('/user/cashPay/cashPay', { cashCoin: 'INR', platformEnum: 'BANK_CARD', usdtAmount: '20' }, { token: user.token })).data;
    const answers = await Promise.all(Array.from({ length: 6 }, () => provider.post(provider.event(second.reference, '1770'))));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect(answers.filter((a) => a.body.msg === `order ${second.id} confirmed`)).toHaveLength(1);
    expect(await coin(t.deps.db, user.userId)).toBe(units('30.01'));
    // The rest of the API still parses its bodies as before.
    expect((await runOpsCommand({ db: t.deps.db, clock: t.clock }, ['fiat:orders', 'confirmed'], 'alice')).split('\n')).toHaveLength(2);
    await expectAuditClean(t.deps.db);
  });
  it('holds a payment that arrives after its order expired for review, where an operator credits or refunds it, once', async () => {
    const provider = fakeProvider(t, SECRET);
    const user = await fiatUser(t, 'late@example.com');
    const ops = (...args: string[]) => runOpsCommand({ db: t.deps.db, clock: t.clock }, args, 'alice');
    const make = async () => (await t.call('/user/cashPay/cashPay', { cashCoin: 'INR', platformEnum: 'UPI', usdtAmount: '100' }, { token: user.token })).data;
    const [first, second] = [await make(), await make()];
    t.clock.advance(first.expiresAt - first.createdAt);
    await t.deps.jobs.runner.runDue();
    expect((await t.call('/user/cashPay/detail', { orderId: first.id }, { token: user.token })).data.state).toBe('expired');
    const treasuryBefore = await treasury(t.deps.db);

    const late = (await provider.post(provider.event(first.reference, '8850'))).body.msg as string;
    expect(late).toMatch(new RegExp(`^order ${first.id} is expired: payment held for review as late payment \\d+$`));
    const lateId = late.split(' ').pop()!;
    const refundId = ((await provider.post(provider.event(second.reference, '8850'))).body.msg as string).split(' ').pop()!;
    expect((await ops('fiat:late')).split('\n')).toEqual([
      expect.stringMatching(new RegExp(`^late payment ${refundId}: order ${second.id}, user ${user.userId}, 8850 INR, UTR 401234567890, received .*, review$`)),
      expect.stringMatching(new RegExp(`^late payment ${lateId}: order ${first.id},`)),
    ]);
    expect(await coin(t.deps.db, user.userId)).toBe(0n);

    // The console's review queue shows both; a reviewer credits the first there.
    const op = await operatorToken(t);
    const queue = await adminCall(t, op, '/fiat/late', {}, 'GET');
    expect(queue.body.data.list.map((l: { id: string; state: string }) => [l.id, l.state])).toEqual([[lateId, 'review'], [refundId, 'review']]);
    const credited = await adminCall(t, op, '/fiat/late/decide', { id: lateId, decision: 'credit', reason: 'paid in full after expiry' });
    expect(credited.body).toMatchObject({ code: 1, data: { id: lateId, state: 'credited', decidedBy: 'alice', reason: 'paid in full after expiry' } });
    expect((await adminCall(t, op, '/fiat/late/decide', { id: lateId, decision: 'credit', reason: 'again' })).body).toMatchObject({ code: 0, msg: 'This late payment has been decided already' });
    await expect(ops('fiat:late-refund', lateId, 'REFUND123456', 'too late')).rejects.toThrow('decided already');
    expect(await ops('fiat:late-refund', refundId, 'REFUND123456', 'the buyer asked for the money back')).toBe(`late payment ${refundId} refunded (bank reference REFUND123456)`);
    await expect(ops('fiat:late-credit', refundId, 'changed my mind')).rejects.toThrow('decided already');
    expect(await coin(t.deps.db, user.userId)).toBe(units('100'));
    expect(await treasury(t.deps.db)).toBe(treasuryBefore - units('100'));
    expect(await ops('fiat:late')).toBe('no late payment waits for review');
    const actions = await t.deps.db.selectFrom('operator_actions').select(['action', 'subject']).where('action', 'like', 'fiat:late-%').orderBy('id').execute();
    expect(actions).toEqual([
      { action: 'fiat:late-credit', subject: `fiat-late:${lateId}` },
      { action: 'fiat:late-refund', subject: `fiat-late:${refundId}` },
    ]);
    await expectAuditClean(t.deps.db);
  });
});

describe('fiat payment webhook without a secret', () => {
  it('is not served', async () => {
    delete process.env.FIAT_WEBHOOK_SECRET;
    const t = await startTestApp('sqlite');
    try {
      const response = await t.app.inject({ method: 'POST', url: '/bb/fiat/webhook/hmac', payload: '{}', headers: { 'content-type': 'application/json' } });
      expect(response.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
