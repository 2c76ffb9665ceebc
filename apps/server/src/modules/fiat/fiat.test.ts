import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { translate } from '@exchange/i18n';
import { DIALECTS, startTestApp, type TTestApp } from '../../test/test-app.js';
import { adminCall, operatorToken, uploadProof } from '../../test/wallet-helpers.js';
import { runOpsCommand } from '../../cli/ops-commands.js';
import { auditLedger } from '../ledger/audit-ledger.js';
import { frozen, system } from '../ledger/accounts.js';
import { postTransaction } from '../ledger/post-transaction.js';
import { BANK, coin, expectAuditClean, fiatUser, frozenCoin, FUND_PWD, openChannels, reserve, treasury, units, UPI } from './fiat-test-support.js';

const msg = (key: Parameters<typeof translate>[1], vars?: Record<string, string>) => translate('en-US', key, vars);

describe.each(DIALECTS)('fiat quick buy on %s', (dialect) => {
  let t: TTestApp;
  beforeEach(async () => {
    t = await startTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  const ops = (...args: string[]) => runOpsCommand({ db: t.deps.db, clock: t.clock }, args, 'alice');
  const buy = (token: string, usdtAmount: string | number = '100', extra: Record<string, string> = {}) => t.call('/user/cashPay/cashPay', { cashCoin: 'INR', platformEnum: 'BANK_CARD', usdtAmount, ...extra }, { token });
  const orderRow = (id: string) => t.deps.db.selectFrom('fiat_orders').selectAll().where('id', '=', BigInt(id)).executeTakeFirstOrThrow();
  const messages = (userId: bigint) => t.deps.db.selectFrom('user_messages').select(['kind', 'ref']).where('user_id', '=', userId).where('kind', 'like', 'fiat%').orderBy('id').execute();
  const ledgerCount = (type: string) => t.deps.db.selectFrom('ledger_transactions').select('id').where('type', '=', type as never).execute().then((r) => r.length);

  it('starts with both channels off; operators set them (recorded) and fund the treasury once per reference', async () => {
    const list = await t.get('/payPlatform/list');
    expect(list.code).toBe(1);
    expect(list.data.map((c: { platformEnum: string; buyEnabled: boolean; sellEnabled: boolean; treasury: string }) => [c.platformEnum, c.buyEnabled, c.sellEnabled, c.treasury])).toEqual([
      ['BANK_CARD', false, false, '0'],
      ['UPI', false, false, '0'],
    ]);
    const user = await fiatUser(t, 'off@example.com');
    expect(await buy(user.token)).toMatchObject({ code: 0, msg: msg('fiatChannelOff') });

    await expect(ops('fiat:channel', 'BANK_CARD', 'buy', 'on')).rejects.toThrow('set buyRate');
    await expect(ops('fiat:channel', 'SWIFT', 'buyRate', '88')).rejects.toThrow('BANK_CARD, UPI');
    await expect(ops('fiat:channel', 'BANK_CARD', 'buyRate', '-1')).rejects.toThrow('positive rate');
    await expect(ops('fiat:channel', 'BANK_CARD', 'ifsc', 'BAD')).rejects.toThrow('ifsc');
    await expect(ops('fiat:channel', 'BANK_CARD', 'min', '99999')).rejects.toThrow('not be above max');
    await ops('fiat:channel', 'BANK_CARD', 'buyRate', '88.5');
    await ops('fiat:channel', 'BANK_CARD', 'account', '50100123456789');
    await ops('fiat:channel', 'BANK_CARD', 'name', 'Exchange Pvt Ltd');
    await ops('fiat:channel', 'BANK_CARD', 'ifsc', 'hdfc0001234');
    expect(await ops('fiat:channel', 'BANK_CARD', 'buy', 'on')).toMatch(/^BANK_CARD INR \(2 decimals\): buy 88.5 on, sell 0 off, limits 10-5000 USDT; collection: 50100123456789 \/ Exchange Pvt Ltd \/ - \/ HDFC0001234/);
    const actions = await t.deps.db.selectFrom('operator_actions').select(['operator', 'action', 'subject', 'detail']).where('action', '=', 'fiat:channel').orderBy('id').execute();
    expect(actions).toHaveLength(5);
    expect(JSON.parse(actions[0].detail)).toEqual({ field: 'buyRate', before: { buy_rate: '0' }, after: { buy_rate: '8850000000' } });

    // Nothing in the treasury: a buy order cannot be promised.
    expect(await buy(user.token)).toMatchObject({ code: 0, msg: msg('fiatTreasuryShort') });
    expect(await ops('fiat:fund', '500', 'wire-1')).toBe('fiat treasury balance: 500 USDT');
    await expect(ops('fiat:fund', '500', 'wire-1')).rejects.toThrow('already booked');
    await expect(ops('fiat:fund', '0', 'wire-2')).rejects.toThrow('positive');
    expect((await t.get('/payPlatform/list')).data[0]).toMatchObject({ platformEnum: 'BANK_CARD', buyRate: '88.5', buyEnabled: true, treasury: '500', minUsdt: '10', maxUsdt: '5000', fiat: 'INR', fiatDecimals: 2 });
    expect((await buy(user.token)).code).toBe(1);
    expect(await ops('fiat:channels')).toContain('treasury: 400 USDT; reserved for open buy orders: 100 USDT');
    await expectAuditClean(t.deps.db);
  });

  it('validates a buy order and makes it at the channel rate, reserved from the treasury', async () => {
    await openChannels(t.deps.db, t.clock);
    const user = await fiatUser(t, 'buyer@example.com');
    expect(await buy(user.token, '100', { cashCoin: 'USD' })).toMatchObject({ code: 0, msg: msg('fiatChannelNotFound') });
    expect(await buy(user.token, '100', { platformEnum: 'PAYPAL' })).toMatchObject({ code: 0, msg: msg('fiatChannelNotFound') });
    for (const bad of ['', '-5', '0', '  ']) expect(await buy(user.token, bad)).toMatchObject({ code: 0, msg: msg('enterAmount') });
    expect(await t.call('/user/cashPay/cashPay', { cashCoin: 'INR', platformEnum: 'UPI' }, { token: user.token })).toMatchObject({ code: 0, msg: msg('enterAmount') });
    expect(await buy(user.token, '10.123')).toMatchObject({ code: 0, msg: msg('invalidAmount') });
    expect(await buy(user.token, 'abc')).toMatchObject({ code: 0, msg: msg('invalidAmount') });
    expect(await buy(user.token, '9.99')).toMatchObject({ code: 0, msg: msg('fiatBelowMinimum', { min: '10' }) });
    expect(await buy(user.token, '5000.01')).toMatchObject({ code: 0, msg: msg('fiatAboveMaximum', { max: '5000' }) });
    expect(await buy(user.token, '9'.repeat(70))).toMatchObject({ code: 0 });
    expect(await t.call('/user/cashPay/cashPay', { cashCoin: 'INR', platformEnum: 'UPI', usdtAmount: '10' })).toMatchObject({ code: -2 });

    const before = await treasury(t.deps.db);
    const made = await buy(user.token, '12.34', { cashCoin: 'inr', platformEnum: 'UPI' });
    expect(made.code).toBe(1);
    // 12.34 × 88.5 = 1092.09 exactly; the collection details are the UPI channel's.
    expect(made.data).toMatchObject({ side: 'buy', platformEnum: 'UPI', fiat: 'INR', rate: '88.5', usdtAmount: '12.34', fiatAmount: '1092.09', state: 'waiting', utr: '', proof: '', paidAt: null, closedAt: null, payout: null });
    expect(made.data.collection).toEqual({ account: 'demoexchange@okhdfc', name: 'Demo Exchange', bankName: '', ifsc: '' });
    expect(made.data.reference).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(made.data.expiresAt - made.data.createdAt).toBe(15 * 60_000);
    // A rounding case: 10.01 × 88.5 = 885.885, paid rounded up.
    expect((await buy(user.token, '10.01')).data.fiatAmount).toBe('885.89');
    expect(await treasury(t.deps.db)).toBe(before - units('22.35'));
    expect(await reserve(t.deps.db)).toBe(units('22.35'));
    await expectAuditClean(t.deps.db);
  });

  it('moves a buy order through its states: paid, confirmed once; rejected; cancelled; each refused from the wrong state', async () => {
    await openChannels(t.deps.db, t.clock);
    const user = await fiatUser(t, 'states@example.com');
    const other = await fiatUser(t, 'other@example.com');
    const start = await treasury(t.deps.db);
    const a = (await buy(user.token, '100')).data;
    const paid = (body: Record<string, string>, token = user.token) => t.call('/user/cashPay/paid', { orderId: a.id, ...body }, { token });

    // Owner checks: another user's order is no data, for every call.
    expect(await paid({ utr: '123456789012' }, other.token)).toMatchObject({ code: 0, msg: msg('noData') });
    expect(await t.call('/user/cashPay/detail', { orderId: a.id }, { token: other.token })).toMatchObject({ code: 0, msg: msg('noData') });
    expect(await t.call('/user/cashPay/cancel', { orderId: a.id }, { token: other.token })).toMatchObject({ code: 0, msg: msg('noData') });
    expect(await t.call('/user/cashPay/detail', { orderId: 'x' }, { token: user.token })).toMatchObject({ code: 0, msg: msg('noData') });
    expect((await t.call('/user/cashPay/list', {}, { token: other.token })).data.totalRow).toBe(0);

    expect(await paid({ utr: '' })).toMatchObject({ code: 0, msg: msg('fiatEnterUtr') });
    expect(await paid({ utr: '12-34' })).toMatchObject({ code: 0, msg: msg('fiatUtrInvalid') });
    expect(await paid({ utr: '123456789012', proof: await uploadProof(t, other.token) })).toMatchObject({ code: 0, msg: msg('uploadProof') });
    const proof = await uploadProof(t, user.token);
    const marked = await paid({ utr: '123456789012', proof });
    expect(marked.data).toMatchObject({ state: 'paid', utr: '123456789012', proof, paidAt: t.clock.now() });
    expect(await paid({ utr: '123456789012' })).toMatchObject({ code: 0, msg: msg('fiatOrderNotWaiting') });
    expect(await t.call('/user/cashPay/cancel', { orderId: a.id }, { token: user.token })).toMatchObject({ code: 0, msg: msg('fiatOrderNotWaiting') });
    // Paid: not even the expiry touches it.
    t.clock.advance(60 * 60_000);
    await t.deps.jobs.runner.runDue();
    expect((await orderRow(a.id)).state).toBe('paid');

    expect(await ops('fiat:orders')).toContain(`order ${a.id} buy BANK_CARD paid: user ${user.userId}, 100 USDT at 88.5 = 8850 INR`);
    expect(await ops('fiat:confirm', a.id)).toContain(`order ${a.id} buy BANK_CARD confirmed`);
    await expect(ops('fiat:confirm', a.id)).rejects.toThrow('is a buy order confirmed: it cannot be confirmed');
    await expect(ops('fiat:reject', a.id, 'late')).rejects.toThrow('cannot be rejected');
    await expect(ops('fiat:payout', a.id, 'BANKREF123')).rejects.toThrow('cannot be paid out');
    await expect(ops('fiat:confirm', '999999')).rejects.toThrow('no fiat order 999999');
    await expect(ops('fiat:confirm', 'abc')).rejects.toThrow('usage');
    expect(await coin(t.deps.db, user.userId)).toBe(units('100'));
    expect(await ledgerCount('fiat_buy')).toBe(1);

    const b = (await buy(user.token, '50')).data;
    await expect(ops('fiat:reject', b.id)).rejects.toThrow('usage');
    expect(await ops('fiat:reject', b.id, 'no', 'payment', 'received')).toContain('reason: no payment received, by alice');
    const c = (await buy(user.token, '20')).data;
    expect((await t.call('/user/cashPay/cancel', { orderId: c.id }, { token: user.token })).data).toMatchObject({ state: 'cancelled' });
    expect(await t.call('/user/cashPay/cancel', { orderId: c.id }, { token: user.token })).toMatchObject({ code: 0, msg: msg('fiatOrderNotWaiting') });
    expect(await t.call('/user/cashPay/paid', { orderId: c.id, utr: '123456789012' }, { token: user.token })).toMatchObject({ code: 0, msg: msg('fiatOrderNotWaiting') });
    await expect(ops('fiat:confirm', c.id)).rejects.toThrow('cancelled');

    expect(await treasury(t.deps.db)).toBe(start - units('100'));
    expect(await reserve(t.deps.db)).toBe(0n);
    expect((await messages(user.userId)).map((m) => `${m.kind} ${m.ref}`)).toEqual([`fiatConfirmed fiat:${a.id}`, `fiatRejected fiat:${b.id}`]);
    const list = await t.call('/user/cashPay/list', { side: 'buy' }, { token: user.token });
    expect(list.data.list.map((o: { id: string; state: string }) => [o.id, o.state])).toEqual([[c.id, 'cancelled'], [b.id, 'rejected'], [a.id, 'confirmed']]);
    expect((await t.call('/user/cashPay/list', { side: 'sell' }, { token: user.token })).data.totalRow).toBe(0);
    const decided = await t.deps.db.selectFrom('operator_actions').select(['action', 'subject']).where('action', 'in', ['fiat:confirm', 'fiat:reject']).orderBy('id').execute();
    expect(decided).toEqual([{ action: 'fiat:confirm', subject: `fiat-order:${a.id}` }, { action: 'fiat:reject', subject: `fiat-order:${b.id}` }]);
    await expectAuditClean(t.deps.db);
  });

  it('serves the same decisions to operators under /bb/admin/fiat, each once', async () => {
    await openChannels(t.deps.db, t.clock);
    const user = await fiatUser(t, 'admin@example.com', '500');
    await t.call('/user/bankcard/save', { ...UPI, fundPwd: FUND_PWD }, { token: user.token });
    const token = await operatorToken(t, 'bob');
    const a = (await buy(user.token, '40')).data;
    await t.call('/user/cashPay/paid', { orderId: a.id, utr: '123456789012' }, { token: user.token });
    const b = (await buy(user.token, '30')).data;
    const s = (await t.call('/user/cashPay/sell', { platformEnum: 'UPI', usdtAmount: '100', fundPwd: FUND_PWD }, { token: user.token })).data;

    expect(await adminCall(t, null, '/fiat', {}, 'GET')).toMatchObject({ status: 401, body: { code: 0, msg: msg('operatorRequired') } });
    expect(await adminCall(t, 'nope', '/fiat/confirm', { id: a.id })).toMatchObject({ status: 401 });
    const queue = await adminCall(t, token, '/fiat', {}, 'GET');
    expect(queue.body.data.list.map((o: { id: string; userId: string }) => [o.id, o.userId])).toEqual([[a.id, String(user.userId)]]);
    expect((await adminCall(t, token, '/fiat?state=waiting&side=sell', {}, 'GET')).body.data.list.map((o: { id: string }) => o.id)).toEqual([s.id]);
    expect((await adminCall(t, token, '/fiat?state=bogus', {}, 'GET')).body.code).toBe(0);

    expect((await adminCall(t, token, '/fiat/confirm', { id: a.id })).body.data).toMatchObject({ state: 'confirmed', reviewedBy: 'bob' });
    expect((await adminCall(t, token, '/fiat/confirm', { id: a.id })).body).toMatchObject({ code: 0, msg: msg('fiatOrderNotWaiting') });
    expect((await adminCall(t, token, '/fiat/confirm', { id: '424242' })).body).toMatchObject({ code: 0, msg: msg('noData') });
    expect((await adminCall(t, token, '/fiat/confirm', { id: 'x' })).body).toMatchObject({ code: 0, msg: msg('noData') });
    expect((await adminCall(t, token, '/fiat/reject', { id: b.id })).body).toMatchObject({ code: 0, msg: msg('reasonRequired') });
    expect((await adminCall(t, token, '/fiat/reject', { id: b.id, reason: 'no money arrived' })).body.data).toMatchObject({ state: 'rejected', reason: 'no money arrived' });
    expect((await adminCall(t, token, '/fiat/payout', { id: s.id, bankRef: '12' })).body).toMatchObject({ code: 0, msg: msg('fiatUtrInvalid') });
    expect((await adminCall(t, token, '/fiat/payout', { id: b.id, bankRef: 'UPIREF123456' })).body).toMatchObject({ code: 0, msg: msg('fiatOrderNotWaiting') });
    expect((await adminCall(t, token, '/fiat/payout', { id: s.id, bankRef: 'UPIREF123456' })).body.data).toMatchObject({ state: 'confirmed', utr: 'UPIREF123456' });
    expect((await adminCall(t, token, '/fiat/payout-reject', { id: s.id, reason: 'late' })).body).toMatchObject({ code: 0, msg: msg('fiatOrderNotWaiting') });
    expect([await coin(t.deps.db, user.userId), await frozenCoin(t.deps.db, user.userId)]).toEqual([units('440'), 0n]);
    await expectAuditClean(t.deps.db);
  });

  it('makes the ledger audit report frozen USDT or a reserve that open orders do not account for', async () => {
    await openChannels(t.deps.db, t.clock);
    const user = await fiatUser(t, 'audit@example.com', '100');
    await t.call('/user/bankcard/save', { ...BANK, fundPwd: FUND_PWD }, { token: user.token });
    await buy(user.token, '20');
    await t.call('/user/cashPay/sell', { platformEnum: 'BANK_CARD', usdtAmount: '30', fundPwd: FUND_PWD }, { token: user.token });
    await expectAuditClean(t.deps.db);
    // Balanced moves that no order explains: 1 USDT of the reserve and 1 frozen USDT sent elsewhere.
    await postTransaction(t.deps.db, t.clock.now(), { type: 'fiat_release', reference: 'test:leak', postings: [{ account: system('fiat_reserve'), asset: 'USDT', amount: -units('1') }, { account: system('fiat_treasury'), asset: 'USDT', amount: units('1') }] });
    await postTransaction(t.deps.db, t.clock.now(), { type: 'fiat_sell_paid', reference: 'test:leak', postings: [{ account: frozen(user.userId), asset: 'USDT', amount: -units('1') }, { account: system('fiat_treasury'), asset: 'USDT', amount: units('1') }] });
    const report = await auditLedger(t.deps.db);
    expect(report.isConsistent).toBe(false);
    expect(report.frozenMismatches).toEqual([
      { userId: '0', asset: 'fiat_reserve:USDT', frozen: String(units('19')), held: String(units('20')) },
      { userId: String(user.userId), asset: 'USDT', frozen: String(units('29')), held: String(units('30')) },
    ]);
  });

  it('locks the rate in each order: an operator change touches only orders made after it', async () => {
    await openChannels(t.deps.db, t.clock);
    const user = await fiatUser(t, 'lock@example.com');
    const before = (await buy(user.token, '100')).data;
    await ops('fiat:channel', 'BANK_CARD', 'buyRate', '95');
    const after = (await buy(user.token, '100')).data;
    expect([before.rate, before.fiatAmount, after.rate, after.fiatAmount]).toEqual(['88.5', '8850', '95', '9500']);
    expect((await t.call('/user/cashPay/detail', { orderId: before.id }, { token: user.token })).data).toMatchObject({ rate: '88.5', fiatAmount: '8850' });
    // Limits and switches too: the open order is confirmed on its own terms.
    await ops('fiat:channel', 'BANK_CARD', 'max', '50');
    await ops('fiat:channel', 'BANK_CARD', 'buy', 'off');
    await ops('fiat:confirm', before.id);
    expect(await coin(t.deps.db, user.userId)).toBe(units('100'));
    expect(await buy(user.token, '20')).toMatchObject({ code: 0, msg: msg('fiatChannelOff') });
    await expectAuditClean(t.deps.db);
  });

  it('expires an unpaid order by its durable job, once, after the parameter\'s minutes', async () => {
    await openChannels(t.deps.db, t.clock);
    await ops('param:set', 'fiat_order_minutes', '5');
    const user = await fiatUser(t, 'expiry@example.com');
    const start = await treasury(t.deps.db);
    const a = (await buy(user.token, '100')).data;
    expect(a.expiresAt - a.createdAt).toBe(5 * 60_000);
    t.clock.advance(4 * 60_000);
    expect(await t.deps.jobs.runner.runDue()).toBe(0);
    t.clock.advance(60_000);
    // Due, but the job has not run yet: too late to mark it paid.
    expect(await t.call('/user/cashPay/paid', { orderId: a.id, utr: '123456789012' }, { token: user.token })).toMatchObject({ code: 0, msg: msg('fiatOrderNotWaiting') });
    // An order past its lock no longer counts towards the 3 waiting.
    for (let i = 0; i < 3; i += 1) expect((await buy(user.token, '10')).code).toBe(1);
    expect(await t.deps.jobs.runner.runDue()).toBe(1);
    expect((await orderRow(a.id)).state).toBe('expired');
    expect(await treasury(t.deps.db)).toBe(start - units('30'));
    // The job's handler run again (a retry after a crash) changes nothing.
    const { fiatExpireJob } = await import('./fiat-job.js');
    const job = fiatExpireJob({ clock: t.clock });
    await t.deps.db.transaction().execute((tx) => job.run({ id: 0n, kind: 'fiat.expire', key: a.id, payload: { orderId: a.id }, dueAt: 0, attempt: 2, maxAttempts: 50 }, tx, { owner: 'x', signal: new AbortController().signal }));
    expect(await ledgerCount('fiat_release')).toBe(1);
    expect((await messages(user.userId)).map((m) => m.kind)).toEqual(['fiatExpired']);
    await expect(ops('fiat:confirm', a.id)).rejects.toThrow('expired');
    expect(await ops('fiat:run-now')).toBe('fiat expiry jobs run: 0');
    await expectAuditClean(t.deps.db);
  });

  it('pays a confirmation once however many operators confirm at the same time', async () => {
    await openChannels(t.deps.db, t.clock);
    const user = await fiatUser(t, 'twice@example.com');
    const a = (await buy(user.token, '250')).data;
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => ops('fiat:confirm', a.id)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await coin(t.deps.db, user.userId)).toBe(units('250'));
    expect(await ledgerCount('fiat_buy')).toBe(1);
    expect((await messages(user.userId)).map((m) => m.kind)).toEqual(['fiatConfirmed']);
    await expectAuditClean(t.deps.db);
  });

  it('never takes the treasury below zero, even with concurrent orders against a small treasury', async () => {
    await openChannels(t.deps.db, t.clock, '150');
    const users = await Promise.all(Array.from({ length: 10 }, (_, i) => fiatUser(t, `small${i}@example.com`)));
    const answers = await Promise.all(users.map((u) => buy(u.token, '20')));
    expect(answers.filter((a) => a.code === 1)).toHaveLength(7);
    expect(answers.filter((a) => a.code !== 1).map((a) => a.msg)).toEqual(Array(3).fill(msg('fiatTreasuryShort')));
    expect(await treasury(t.deps.db)).toBe(units('10'));
    expect(await reserve(t.deps.db)).toBe(units('140'));
    expect(await buy(users[0].token, '10.01')).toMatchObject({ code: 0, msg: msg('fiatTreasuryShort') });
    expect((await buy(users[0].token, '10')).code).toBe(1);
    expect(await treasury(t.deps.db)).toBe(0n);
    await expectAuditClean(t.deps.db);
  });

  it('keeps at most 3 orders waiting for payment per user, under 10 concurrent creates', async () => {
    await openChannels(t.deps.db, t.clock);
    const user = await fiatUser(t, 'many@example.com');
    const answers = await Promise.all(Array.from({ length: 10 }, () => buy(user.token, '10')));
    expect(answers.filter((a) => a.code === 1)).toHaveLength(3);
    expect(answers.filter((a) => a.code !== 1).map((a) => a.msg)).toEqual(Array(7).fill(msg('fiatTooManyOpen')));
    // A paid order no longer waits for payment: room for one more.
    const first = answers.find((a) => a.code === 1).data;
    await t.call('/user/cashPay/paid', { orderId: first.id, utr: '123456789012' }, { token: user.token });
    expect((await buy(user.token, '10')).code).toBe(1);
    expect(await buy(user.token, '10')).toMatchObject({ code: 0, msg: msg('fiatTooManyOpen') });
    await expectAuditClean(t.deps.db);
  });

  it('validates and saves bank payout details with the fund password, recording each change', async () => {
    const user = await fiatUser(t, 'bank@example.com');
    const noPwd = await fiatUser(t, 'nopwd@example.com', '0', { fundPassword: false });
    const save = (body: Record<string, string>, token = user.token) => t.call('/user/bankcard/save', { fundPwd: FUND_PWD, ...body }, { token });
    const banks = await t.call('/user/bankcard/getBankNameList');
    expect(banks.data).toHaveLength(16);
    expect(banks.data[0]).toEqual({ code: 'SBIN', name: 'State Bank of India' });
    expect((await t.call('/user/bankcard/get', {}, { token: user.token })).data).toBeNull();

    expect(await save({})).toMatchObject({ code: 0, msg: msg('fiatDetailsEmpty') });
    expect(await save({ ...BANK, account: '12345' })).toMatchObject({ code: 0, msg: msg('fiatAccountInvalid') });
    expect(await save({ ...BANK, name: '1' })).toMatchObject({ code: 0, msg: msg('fiatNameInvalid') });
    expect(await save({ ...BANK, bankName: 'NOPE' })).toMatchObject({ code: 0, msg: msg('fiatBankInvalid') });
    expect(await save({ ...BANK, ifsc: 'SBIN1234567' })).toMatchObject({ code: 0, msg: msg('fiatIfscInvalid') });
    expect(await save({ ...BANK, ifsc: '' })).toMatchObject({ code: 0, msg: msg('fiatIfscInvalid') });
    expect(await save({ ...UPI, upiAccount: 'no-at-sign' })).toMatchObject({ code: 0, msg: msg('fiatUpiInvalid') });
    expect(await save({ ...UPI, upiName: '' })).toMatchObject({ code: 0, msg: msg('fiatNameInvalid') });
    // Over the schema's length: the field's own message, not a generic one.
    expect(await save({ ...BANK, ifsc: 'x'.repeat(40) })).toMatchObject({ code: 0, msg: msg('fiatIfscInvalid') });
    expect(await save({ ...UPI, upiName: 'A'.repeat(200) })).toMatchObject({ code: 0, msg: msg('fiatNameInvalid') });
    expect(await save({ ...BANK, fundPwd: '' })).toMatchObject({ code: 0, msg: msg('enterFundPassword') });
    expect(await save({ ...BANK, fundPwd: '111111' })).toMatchObject({ code: 0, msg: msg('fundPasswordIncorrect') });
    expect(await save(BANK, noPwd.token)).toMatchObject({ code: 0, msg: msg('fundPasswordNotSet') });
    expect(await t.call('/user/bankcard/save', BANK)).toMatchObject({ code: -2 });

    const saved = await save({ ...BANK, account: '1234 5678 9012', name: '  Asha   Verma ' });
    expect(saved.data).toMatchObject({ account: '123456789012', name: 'Asha Verma', bankName: 'SBIN', ifsc: 'SBIN0001234', upiAccount: '', upiName: '' });
    const both = await save({ ...BANK, upiAccount: UPI.upiAccount, upiName: UPI.upiName });
    expect((await t.call('/user/bankcard/get', {}, { token: user.token })).data).toEqual(both.data);
    const log = await t.deps.db.selectFrom('bank_details_log').select(['user_id', 'summary']).orderBy('id').execute();
    expect(log).toEqual([
      { user_id: user.userId, summary: 'bank SBIN …9012; upi -' },
      { user_id: user.userId, summary: 'bank SBIN …9012; upi …axis' },
    ]);
  });

  it('sells USDT: frozen, then paid out (to the treasury) or rejected (unfrozen), each decision once', async () => {
    await openChannels(t.deps.db, t.clock);
    const user = await fiatUser(t, 'seller@example.com', '1000');
    const other = await fiatUser(t, 'other2@example.com');
    const sell = (body: Record<string, string> = {}, token = user.token) => t.call('/user/cashPay/sell', { platformEnum: 'BANK_CARD', usdtAmount: '100', fundPwd: FUND_PWD, ...body }, { token });
    expect(await sell()).toMatchObject({ code: 0, msg: msg('fiatNoPayoutDetails') });
    await t.call('/user/bankcard/save', { ...BANK, fundPwd: FUND_PWD }, { token: user.token });
    expect(await sell({ platformEnum: 'UPI' })).toMatchObject({ code: 0, msg: msg('fiatNoPayoutDetails') });
    expect(await sell({ usdtAmount: '-1' })).toMatchObject({ code: 0, msg: msg('enterAmount') });
    expect(await sell({ usdtAmount: '5' })).toMatchObject({ code: 0, msg: msg('fiatBelowMinimum', { min: '10' }) });
    expect(await sell({ fundPwd: '' })).toMatchObject({ code: 0, msg: msg('enterFundPassword') });
    expect(await sell({ fundPwd: '999999' })).toMatchObject({ code: 0, msg: msg('fundPasswordIncorrect') });
    expect(await sell({ usdtAmount: '1000.01' })).toMatchObject({ code: 0, msg: msg('insufficientBalance') });
    const start = await treasury(t.deps.db);

    const a = (await sell({ usdtAmount: '100.01' })).data;
    // 100.01 × 86.9 = 8690.869, received rounded down.
    expect(a).toMatchObject({ side: 'sell', rate: '86.9', usdtAmount: '100.01', fiatAmount: '8690.86', state: 'waiting', collection: null });
    expect(a.payout).toEqual({ account: '123456789012', name: 'Asha Verma', bankName: 'SBIN', ifsc: 'SBIN0001234' });
    expect([await coin(t.deps.db, user.userId), await frozenCoin(t.deps.db, user.userId)]).toEqual([units('899.99'), units('100.01')]);
    await expectAuditClean(t.deps.db);
    // A sell order cannot be marked paid or cancelled by its seller, nor confirmed as a buy.
    expect(await t.call('/user/cashPay/cancel', { orderId: a.id }, { token: user.token })).toMatchObject({ code: 0, msg: msg('fiatOrderNotWaiting') });
    expect(await t.call('/user/cashPay/detail', { orderId: a.id }, { token: other.token })).toMatchObject({ code: 0, msg: msg('noData') });
    await expect(ops('fiat:confirm', a.id)).rejects.toThrow('cannot be confirmed');
    await expect(ops('fiat:payout', a.id, 'x')).rejects.toThrow(msg('fiatUtrInvalid'));
    await expect(ops('fiat:payout', a.id)).rejects.toThrow(msg('fiatEnterUtr'));

    expect(await ops('fiat:payout', a.id, 'HDFCR52026112600001')).toContain('confirmed');
    await expect(ops('fiat:payout', a.id, 'HDFCR52026112600001')).rejects.toThrow('cannot be paid out');
    await expect(ops('fiat:payout-reject', a.id, 'late')).rejects.toThrow('cannot be rejected');
    expect([await frozenCoin(t.deps.db, user.userId), await treasury(t.deps.db)]).toEqual([0n, start + units('100.01')]);
    expect((await t.call('/user/cashPay/detail', { orderId: a.id }, { token: user.token })).data).toMatchObject({ state: 'confirmed', utr: 'HDFCR52026112600001' });

    // Saved details changed later: the order made before keeps its copy.
    await t.call('/user/bankcard/save', { ...BANK, ...UPI, account: BANK.account, name: BANK.name, bankName: 'HDFC', ifsc: 'HDFC0000001', fundPwd: FUND_PWD }, { token: user.token });
    expect((await orderRow(a.id)).bank_name).toBe('SBIN');
    const b = (await sell({ platformEnum: 'UPI', usdtAmount: '50' })).data;
    expect(b.payout).toEqual({ account: 'asha@okaxis', name: 'Asha Verma', bankName: '', ifsc: '' });
    expect(await ops('fiat:payout-reject', b.id, 'name', 'mismatch')).toContain('reason: name mismatch');
    await expect(ops('fiat:payout', b.id, 'HDFCR52026112600002')).rejects.toThrow('cannot be paid out');
    expect([await coin(t.deps.db, user.userId), await frozenCoin(t.deps.db, user.userId)]).toEqual([units('899.99'), 0n]);
    expect((await messages(user.userId)).map((m) => m.kind)).toEqual(['fiatPayoutPaid', 'fiatPayoutRejected']);
    await expectAuditClean(t.deps.db);
  });
});
