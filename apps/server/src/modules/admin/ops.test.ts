import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { unitsOf } from '@exchange/contracts';
import { DEMO, DIALECTS, login, registerByEmail, startTestApp, TEST_PASSWORD, type TTestApp } from '../../test/test-app.js';
import { operatorSession } from '../../test/operator-helpers.js';
import { PNG, TRON_ADDRESS } from '../../test/wallet-helpers.js';
import { addAddressAs, userIdOf, withdrawAs } from '../withdrawals/withdrawal-test-support.js';
import { auditLedger } from '../ledger/audit-ledger.js';
import { paramsRepository } from '../params/params.repository.js';
import { APPROVAL_THRESHOLD_PARAM } from './ops-reviews.js';
import { FUND_PWD, fiatUser, openChannels, UPI } from '../fiat/fiat-test-support.js';

/** An operator call: GET with a query, POST as JSON (as the console sends) or a form (as the old queue's clients). */
async function op(t: TTestApp, token: string | null, method: 'GET' | 'POST', url: string, body: Record<string, unknown> = {}, form = false) {
  const query = method === 'GET' && Object.keys(body).length ? `?${new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)]))}` : '';
  const response = await t.app.inject({
    method,
    url: `/bb${url}${query}`,
    payload: method === 'POST' ? (form ? new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString() : (body as object)) : undefined,
    headers: { ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}), ...(token ? { 'x-operator-token': token } : {}) },
  });
  return { status: response.statusCode, ...response.json() };
}

async function actions(t: TTestApp, action: string) {
  const rows = await t.deps.db.selectFrom('operator_actions').selectAll().where('action', '=', action).orderBy('id').execute();
  return rows.map((r) => ({ operator: r.operator, subject: r.subject, reason: r.reason, before: JSON.parse(r.before), after: JSON.parse(r.after), approvedBy: r.approved_by }));
}

async function expectLedgerBalanced(t: TTestApp) {
  const report = await auditLedger(t.deps.db);
  expect(report.unbalanced).toEqual([]);
  expect(report.negative).toEqual([]);
}

/** A pending deposit with a proof image uploaded by its user (as the deposit form does). */
async function pendingDeposit(t: TTestApp, user: { userId: number; token: string }, amount: string, currency = 'USDT') {
  const boundary = '----proof';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const upload = await t.app.inject({ method: 'POST', url: '/bb/file/upload?type=proof', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-access-token': user.token } });
  const proof = upload.json().data.url as string;
  const row = await t.deps.db
    .insertInto('deposits')
    .values({ user_id: BigInt(user.userId), currency, chain: 'TRC20', address: 'test', amount: unitsOf(amount, currency), proof, tx_hash: '', status: 0n, reason: '', reviewed_by: null, reviewed_at: null, created_at: BigInt(t.clock.now()) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), proof };
}

describe.each(DIALECTS)('operator console: dashboard, users, reviews on %s', (dialect) => {
  let t: TTestApp;
  let reviewer: string;
  let reviewer2: string;
  let support: string;
  let finance: string;
  beforeEach(async () => {
    t = await startTestApp(dialect);
    reviewer = await operatorSession(t.deps, 'rita', ['reviewer']);
    reviewer2 = await operatorSession(t.deps, 'remy', ['reviewer']);
    support = await operatorSession(t.deps, 'sam', ['support']);
    finance = await operatorSession(t.deps, 'fay', ['finance']);
  });
  afterEach(async () => {
    await t.close();
  });

  it('refuses every call without a session, and each role the policy does not name', async () => {
    expect(await op(t, null, 'GET', '/admin/dashboard')).toMatchObject({ status: 401, err: 'operatorRequired' });
    expect(await op(t, null, 'POST', '/admin/deposits/approve', { id: 1 }, true)).toMatchObject({ status: 401, err: 'operatorRequired' });
    expect(await op(t, support, 'GET', '/admin/deposits')).toMatchObject({ status: 403, err: 'operatorForbidden' });
    expect(await op(t, support, 'GET', '/admin/kyc')).toMatchObject({ status: 403, err: 'operatorForbidden' });
    expect(await op(t, finance, 'POST', '/admin/withdrawals/approve', { id: 1 })).toMatchObject({ status: 403, err: 'operatorForbidden' });
    expect(await op(t, finance, 'POST', '/admin/fiat/payout', { id: '1', bankRef: 'UPIREF123456' })).toMatchObject({ status: 403, err: 'operatorForbidden' });
    expect(await op(t, reviewer, 'POST', '/admin/users/login', { id: 1, enabled: false, reason: 'fraud report' })).toMatchObject({ status: 403, err: 'operatorForbidden' });
    expect(await op(t, reviewer, 'GET', '/admin/users/messages', { id: 1 })).toMatchObject({ status: 403, err: 'operatorForbidden' });
    // Finance reads the queues (to see what will be paid) but decides nothing.
    expect(await op(t, finance, 'GET', '/admin/withdrawals')).toMatchObject({ status: 200, code: 1 });
    expect(await op(t, support, 'GET', '/admin/dashboard')).toMatchObject({ status: 200, code: 1 });
  });

  it('shows queues, liabilities, today’s volume and fees that equal the hand-computed sums', async () => {
    const before = (await op(t, finance, 'GET', '/admin/dashboard')).data;
    const usdtUsers = (d: any) => unitsOf(d.liabilities.find((l: any) => l.asset === 'USDT')?.users ?? '0', 'USDT');
    const a = await registerByEmail(t, 'dash-a@example.com');
    const b = await registerByEmail(t, 'dash-b@example.com');
    const d1 = await pendingDeposit(t, a, '120.5');
    const d2 = await pendingDeposit(t, b, '30');
    await pendingDeposit(t, b, '7');
    expect((await op(t, reviewer, 'POST', '/admin/deposits/approve', { id: d1.id, reason: 'payment seen on chain' })).code).toBe(1);
    expect((await op(t, reviewer, 'POST', '/admin/deposits/approve', { id: d2.id, reason: 'payment seen on chain' })).code).toBe(1);
    // A withdrawal paid today puts its fee (1 USDT on TRC20) in the fees account.
    const demo = await login(t, DEMO.email, DEMO.password);
    expect((await addAddressAs(t, demo, { currency: 'USDT', chain: 'TRC20', address: TRON_ADDRESS }, DEMO.fundPassword)).code).toBe(1);
    const w = (await withdrawAs(t, demo, { currency: 'USDT', chain: 'TRC20', address: TRON_ADDRESS, amount: '40', fundPwd: DEMO.fundPassword })).data;
    const fee = unitsOf(w.fee, 'USDT');
    expect((await op(t, reviewer, 'POST', '/admin/withdrawals/approve', { id: w.id, reason: 'address checked' })).code).toBe(1);
    // Two trades of today and one of yesterday (the spot engine's records; the dashboard only reads them).
    const dayStart = t.clock.now() - (t.clock.now() % 86_400_000);
    const order = (side: 'buy' | 'sell') => ({
      user_id: BigInt(a.userId),
      symbol: 'btcusdt',
      side,
      type: 'LMT' as const,
      time_in_force: 'GTC' as const,
      price: 60_000n,
      amount: 1_000_000n,
      quote_amount: 0n,
      filled: 0n,
      filled_quote: 0n,
      filled_tick_lots: 0n,
      fee: 0n,
      frozen: 0n,
      frozen_used: 0n,
      status: 'finished' as const,
      created_at: BigInt(t.clock.now()),
      updated_at: BigInt(t.clock.now()),
      client_order_id: '',
      client_type: '',
    });
    const [maker, taker] = await t.deps.db.insertInto('spot_orders').values([order('sell'), order('buy')]).returning('id').execute();
    const trade = (at: number, quantity: string, quote: string) => ({
      symbol: 'btcusdt',
      price: unitsOf('60000', 'USDT'),
      quantity: unitsOf(quantity, 'BTC'),
      quote_quantity: unitsOf(quote, 'USDT'),
      taker_side: 'buy' as const,
      maker_order_id: maker.id,
      taker_order_id: taker.id,
      buyer_fee: 0n,
      seller_fee: 0n,
      created_at: BigInt(at),
    });
    await t.deps.db.insertInto('spot_trades').values([trade(t.clock.now(), '0.5', '30000'), trade(t.clock.now(), '0.25', '15000'), trade(dayStart - 1, '9', '9')]).execute();

    const after = (await op(t, finance, 'GET', '/admin/dashboard')).data;
    expect(after.dayStart).toBe(dayStart);
    expect(after.queues).toMatchObject({ deposits: before.queues.deposits + 1, withdrawals: before.queues.withdrawals, approvals: 0 });
    // Users hold what came in (150.5) less what went out (40 and its fee).
    expect(usdtUsers(after) - usdtUsers(before)).toBe(unitsOf('150.5', 'USDT') - unitsOf('40', 'USDT') - fee);
    const btc = after.volume.find((v: any) => v.symbol === 'btcusdt');
    expect(btc).toEqual({ symbol: 'btcusdt', trades: 2, base: '0.75', quote: '45000', quoteAsset: 'USDT' });
    const feesBefore = unitsOf(before.fees.find((f: any) => f.asset === 'USDT')?.amount ?? '0', 'USDT');
    expect(unitsOf(after.fees.find((f: any) => f.asset === 'USDT').amount, 'USDT') - feesBefore).toBe(fee);
    // Liabilities and backing read straight from the ledger accounts, as exact decimals.
    const rows = await t.deps.db.selectFrom('ledger_accounts').select(['key', 'asset', 'balance', 'is_user']).execute();
    const usersUsdt = rows.filter((r) => r.is_user === 1n && r.asset === 'USDT').reduce((s, r) => s + r.balance, 0n);
    expect(usdtUsers(after)).toBe(usersUsdt);
    expect(after.products.map((p: any) => p.code)).toContain('spot');
    await expectLedgerBalanced(t);
  });

  it('finds users by e-mail, uid and phone prefix; shows profile, balances, ledger, sessions and messages', async () => {
    const a = await registerByEmail(t, 'findme.alpha@example.com', { country: 'DE' });
    await registerByEmail(t, 'other@example.com');
    const uid = (await t.deps.db.selectFrom('users').select('uid').where('id', '=', BigInt(a.userId)).executeTakeFirstOrThrow()).uid;
    const byEmail = (await op(t, support, 'GET', '/admin/users', { q: 'FINDME' })).data;
    expect(byEmail.list.map((u: any) => u.id)).toEqual([String(a.userId)]);
    expect((await op(t, support, 'GET', '/admin/users', { q: uid })).data.list.map((u: any) => u.id)).toEqual([String(a.userId)]);
    expect((await op(t, support, 'GET', '/admin/users', { q: 'nobody%' })).data.totalRow).toBe(0);
    await t.deps.db.updateTable('users').set({ phone: '9876501234', area_code: '91' }).where('id', '=', BigInt(a.userId)).execute();
    expect((await op(t, support, 'GET', '/admin/users', { q: '98765' })).data.list.map((u: any) => [u.id, u.phone])).toEqual([[String(a.userId), '9876501234']]);
    expect((await op(t, support, 'GET', '/admin/users')).data.totalRow).toBeGreaterThanOrEqual(3);

    const d = await pendingDeposit(t, a, '25');
    await op(t, reviewer, 'POST', '/admin/deposits/approve', { id: d.id, reason: 'payment seen' });
    const detail = (await op(t, support, 'GET', '/admin/users/detail', { id: a.userId })).data;
    expect(detail.profile).toMatchObject({ id: String(a.userId), uid, email: 'findme.alpha@example.com', country: 'DE', loginDisabled: false, kycStatus: 0 });
    expect(detail.balances).toContainEqual({ wallet: 'coin', asset: 'USDT', available: '25', frozen: '0' });
    expect(detail.sessions).toHaveLength(1);
    expect(detail.kyc).toBeNull();
    const ledger = (await op(t, reviewer, 'GET', '/admin/users/ledger', { id: a.userId, asset: 'usdt' })).data;
    expect(ledger.list[0]).toMatchObject({ type: 'deposit', asset: 'USDT', amount: '25', balanceAfter: '25', reference: `deposit:${d.id}`, wallet: 'coin', bucket: 'available' });
    const messages = (await op(t, support, 'GET', '/admin/users/messages', { id: a.userId })).data;
    expect(messages.list[0]).toMatchObject({ kind: 'depositCredited', ref: `deposit:${d.id}` });
    expect(await op(t, support, 'GET', '/admin/users/detail', { id: 987654 })).toMatchObject({ err: 'noData' });
    expect(await op(t, support, 'GET', '/admin/users/ledger', { id: 'x' })).toMatchObject({ err: 'noData' });
  });

  it('disables a login with a reason: sessions end, log-in is refused, audited; enabling restores it', async () => {
    const a = await registerByEmail(t, 'disable-me@example.com');
    expect(await op(t, support, 'POST', '/admin/users/login', { id: a.userId, enabled: false, reason: '' })).toMatchObject({ code: 0 });
    const off = await op(t, support, 'POST', '/admin/users/login', { id: a.userId, enabled: false, reason: 'account reported stolen' });
    expect(off.data).toEqual({ id: String(a.userId), loginDisabled: true, loginDisabledReason: 'account reported stolen', sessionsEnded: 1 });
    expect((await t.call('/user/info', {}, { token: a.token })).code).not.toBe(1);
    expect(await t.call('/user/login', { account: 'disable-me@example.com', password: TEST_PASSWORD })).toMatchObject({ code: 0, err: 'loginDisabled' });
    // A wrong password is told as before: the disabled state is said only to who knows the password.
    expect(await t.call('/user/login', { account: 'disable-me@example.com', password: 'Wrong-pass-99' })).toMatchObject({ code: 0, err: 'loginFailed' });
    expect((await op(t, support, 'GET', '/admin/users/detail', { id: a.userId })).data.profile).toMatchObject({ loginDisabled: true, loginDisabledReason: 'account reported stolen' });
    const on = await op(t, support, 'POST', '/admin/users/login', { id: a.userId, enabled: 'true', reason: 'owner identified by video call' }, true);
    expect(on.data).toMatchObject({ loginDisabled: false, sessionsEnded: 0 });
    expect((await t.call('/user/login', { account: 'disable-me@example.com', password: TEST_PASSWORD })).code).toBe(1);
    expect(await actions(t, 'users.login')).toEqual([
      { operator: 'sam', subject: `user:${a.userId}`, reason: 'account reported stolen', before: { loginDisabled: false, loginDisabledReason: '' }, after: { loginDisabled: true, loginDisabledReason: 'account reported stolen', sessionsEnded: 1 }, approvedBy: null },
      { operator: 'sam', subject: `user:${a.userId}`, reason: 'owner identified by video call', before: { loginDisabled: true, loginDisabledReason: 'account reported stolen' }, after: { loginDisabled: false, loginDisabledReason: '', sessionsEnded: 0 }, approvedBy: null },
    ]);
    expect(await op(t, support, 'POST', '/admin/users/login', { id: 999999, enabled: false, reason: 'not a user' })).toMatchObject({ err: 'noData' });
  });

  it('reviews deposits with the proof image: rejected needs a reason, decided once even when two decide at once, audited', async () => {
    const a = await registerByEmail(t, 'dep@example.com');
    const d1 = await pendingDeposit(t, a, '10');
    const d2 = await pendingDeposit(t, a, '20');
    const queue = (await op(t, finance, 'GET', '/admin/deposits', { status: 0 })).data;
    expect(queue.list.map((d: any) => [d.id, d.userId, d.amount, d.proof])).toEqual([
      [d1.id, String(a.userId), '10', d1.proof],
      [d2.id, String(a.userId), '20', d2.proof],
    ]);
    // The proof is served to an operator who reads deposits, with the operator's token.
    const image = await t.app.inject({ method: 'GET', url: d1.proof, headers: { 'x-operator-token': reviewer } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/png');

    expect(await op(t, reviewer, 'POST', '/admin/deposits/reject', { id: d1.id }, true)).toMatchObject({ err: 'reasonRequired' });
    const [x, y] = await Promise.all([
      op(t, reviewer, 'POST', '/admin/deposits/approve', { id: d1.id, reason: 'seen on chain' }),
      op(t, reviewer2, 'POST', '/admin/deposits/approve', { id: d1.id, reason: 'seen on chain too' }),
    ]);
    expect([x.code, y.code].sort()).toEqual([0, 1]);
    expect([x, y].find((r) => r.code === 0)!.err).toBe('alreadyReviewed');
    expect(await op(t, reviewer, 'POST', '/admin/deposits/reject', { id: d2.id, reason: 'no such payment' }, true)).toMatchObject({ code: 1, data: { status: 2 } });
    expect(await op(t, reviewer, 'POST', '/admin/deposits/approve', { id: d2.id }, true)).toMatchObject({ err: 'alreadyReviewed' });
    expect(await op(t, reviewer, 'POST', '/admin/deposits/approve', { id: 424242 })).toMatchObject({ err: 'noData' });
    const credited = (await t.deps.db.selectFrom('ledger_accounts').select('balance').where('key', '=', `user:${a.userId}:coin:available`).where('asset', '=', 'USDT').executeTakeFirstOrThrow()).balance;
    expect(credited).toBe(unitsOf('10', 'USDT'));
    const approved = (await actions(t, 'deposit:approve')).filter((e) => e.subject === `deposit:${d1.id}`);
    expect(approved).toHaveLength(1);
    expect(approved[0]).toMatchObject({ subject: `deposit:${d1.id}`, before: { status: 'pending', amount: '10' }, after: { id: d1.id, status: 1 }, approvedBy: null });
    expect(['rita', 'remy']).toContain(approved[0].operator);
    expect((await actions(t, 'deposit:reject')).filter((e) => e.operator !== 'test' && e.operator !== 'seed')).toEqual([
      { operator: 'rita', subject: `deposit:${d2.id}`, reason: 'no such payment', before: { status: 'pending', amount: '20', currency: 'USDT' }, after: expect.objectContaining({ status: 2, reason: 'no such payment' }), approvedBy: null },
    ]);
    expect((await op(t, finance, 'GET', '/admin/deposits', { status: 1 })).data.list[0]).toMatchObject({ id: d1.id, reviewedBy: approved[0].operator });
    await expectLedgerBalanced(t);
  });

  it('holds a withdrawal above the threshold for a second reviewer, who pays it once; below it pays at once', async () => {
    await paramsRepository.set(t.deps.db, APPROVAL_THRESHOLD_PARAM, '50', 'test', t.clock.now());
    const demo = await login(t, DEMO.email, DEMO.password);
    const userId = await userIdOf(t, demo);
    expect((await addAddressAs(t, demo, { currency: 'USDT', chain: 'TRC20', address: TRON_ADDRESS }, DEMO.fundPassword)).code).toBe(1);
    const body = { currency: 'USDT', chain: 'TRC20', address: TRON_ADDRESS, fundPwd: DEMO.fundPassword };
    const small = (await withdrawAs(t, demo, { ...body, amount: '30' })).data;
    const big = (await withdrawAs(t, demo, { ...body, amount: '100' })).data;
    const rejected = (await withdrawAs(t, demo, { ...body, amount: '60' })).data;

    expect(await op(t, reviewer, 'POST', '/admin/withdrawals/approve', { id: small.id, txHash: '0xabc' }, true)).toMatchObject({ code: 1, data: { id: small.id, status: 1, txHash: '0xabc' } });
    const held = await op(t, reviewer, 'POST', '/admin/withdrawals/approve', { id: big.id, reason: 'large, address known' });
    expect(held).toMatchObject({ code: 1, data: { pending: true } });
    expect((await t.deps.db.selectFrom('withdrawals').select('status').where('id', '=', BigInt(big.id)).executeTakeFirstOrThrow()).status).toBe(0n);
    const queue = (await op(t, reviewer2, 'GET', '/admin/withdrawals', { status: 0 })).data.list;
    expect(queue.map((w: any) => [w.id, w.awaitingApproval, w.usdtValue])).toEqual([
      [big.id, held.data.approvalId, '100'],
      [rejected.id, null, '60'],
    ]);
    // Nobody asks twice; the asker cannot approve it.
    expect(await op(t, reviewer2, 'POST', '/admin/withdrawals/approve', { id: big.id, reason: 'me too' })).toMatchObject({ err: 'approvalAlreadyPending' });
    expect(await op(t, reviewer, 'POST', '/admin/approvals/approve', { id: held.data.approvalId, reason: 'self' })).toMatchObject({ err: 'approvalSelf' });
    const [p, q] = await Promise.all([
      op(t, reviewer2, 'POST', '/admin/approvals/approve', { id: held.data.approvalId, reason: 'checked the address book' }),
      op(t, reviewer2, 'POST', '/admin/approvals/approve', { id: held.data.approvalId, reason: 'checked the address book' }),
    ]);
    expect([p.code, q.code].sort()).toEqual([0, 1]);
    expect([p, q].find((r) => r.code === 1)!.data).toMatchObject({ status: 'approved', result: { id: big.id, status: 1 } });
    expect(await op(t, reviewer, 'POST', '/admin/withdrawals/reject', { id: rejected.id }, true)).toMatchObject({ err: 'reasonRequired' });
    expect(await op(t, reviewer, 'POST', '/admin/withdrawals/reject', { id: rejected.id, reason: 'address on a sanctions list' })).toMatchObject({ code: 1, data: { status: 2 } });
    expect(await op(t, reviewer2, 'POST', '/admin/withdrawals/approve', { id: big.id, reason: 'again' })).toMatchObject({ err: 'alreadyReviewed' });

    const paid = await actions(t, 'withdrawal:approve');
    expect(paid.map((a) => [a.operator, a.subject, a.reason, a.approvedBy, a.before.status, a.after.status])).toEqual([
      ['rita', `withdrawal:${small.id}`, '', null, 'pending', 1],
      ['rita', `withdrawal:${big.id}`, 'large, address known', 'remy', 'pending', 1],
    ]);
    expect((await actions(t, 'withdrawal:reject'))[0]).toMatchObject({ operator: 'rita', reason: 'address on a sanctions list', before: { status: 'pending', amount: '60' }, after: { status: 2 } });
    const entries = await t.deps.db.selectFrom('ledger_transactions').select('type').where('reference', '=', `withdrawal:${big.id}`).execute();
    expect(entries.map((e) => e.type)).toEqual(['withdrawal_freeze', 'withdrawal_paid']);
    const frozen = await t.deps.db.selectFrom('ledger_accounts').select('balance').where('key', '=', `user:${userId}:coin:frozen`).where('asset', '=', 'USDT').executeTakeFirstOrThrow();
    expect(frozen.balance).toBe(0n);
    await expectLedgerBalanced(t);
  });

  it('holds a value it cannot price (no recorded index price) for a second reviewer', async () => {
    const { holdAboveThreshold } = await import('./ops-reviews.js');
    expect(await holdAboveThreshold(t.deps, 'withdrawals.decide', 'withdrawal:77', 'BTC', 1n)).toEqual({ subject: 'withdrawal:77' });
    expect(await holdAboveThreshold(t.deps, 'withdrawals.decide', 'withdrawal:78', 'USDT', unitsOf('10000', 'USDT'))).toBeNull();
    expect(await holdAboveThreshold(t.deps, 'withdrawals.decide', 'withdrawal:79', 'USDT', unitsOf('10000.000001', 'USDT'))).toEqual({ subject: 'withdrawal:79' });
  });

  it('holds a fiat payout and a buy confirmation above the threshold for a second reviewer; audits both', async () => {
    await paramsRepository.set(t.deps.db, APPROVAL_THRESHOLD_PARAM, '50', 'test', t.clock.now());
    await openChannels(t.deps.db, t.clock);
    const user = await fiatUser(t, 'fiat-ops@example.com', '500');
    await t.call('/user/bankcard/save', { ...UPI, fundPwd: FUND_PWD }, { token: user.token });
    const buy = (await t.call('/user/cashPay/cashPay', { cashCoin: 'INR', platformEnum: 'BANK_CARD', usdtAmount: '100' }, { token: user.token })).data;
    await t.call('/user/cashPay/paid', { orderId: buy.id, utr: '123456789012' }, { token: user.token });
    const sell = (await t.call('/user/cashPay/sell', { platformEnum: 'UPI', usdtAmount: '100', fundPwd: FUND_PWD }, { token: user.token })).data;

    // Confirming a buy above the threshold credits USDT: it waits for a second reviewer too (issue 24).
    const confirm = await op(t, reviewer, 'POST', '/admin/fiat/confirm', { id: buy.id, reason: 'UTR matches the bank statement' });
    expect(confirm).toMatchObject({ code: 1, data: { pending: true } });
    expect(await op(t, reviewer2, 'POST', '/admin/approvals/approve', { id: confirm.data.approvalId, reason: 'statement checked' })).toMatchObject({ code: 1, data: { status: 'approved', result: { state: 'confirmed', reviewedBy: 'rita' } } });
    expect(await op(t, reviewer, 'POST', '/admin/fiat/payout', { id: sell.id, bankRef: '12', reason: 'paid' })).toMatchObject({ err: 'fiatUtrInvalid' });
    const held = await op(t, reviewer, 'POST', '/admin/fiat/payout', { id: sell.id, bankRef: 'UPIREF123456', reason: 'paid from the ops account' });
    expect(held).toMatchObject({ code: 1, data: { pending: true } });
    const queue = (await op(t, finance, 'GET', '/admin/fiat', { state: 'waiting', side: 'sell' })).data.list;
    expect(queue.map((o: any) => [o.id, o.awaitingApproval, o.uid !== ''])).toEqual([[sell.id, held.data.approvalId, true]]);
    expect(await op(t, reviewer2, 'POST', '/admin/fiat/payout', { id: sell.id, bankRef: 'UPIREF999999', reason: 'also paid' })).toMatchObject({ err: 'approvalAlreadyPending' });
    expect(await op(t, reviewer2, 'POST', '/admin/approvals/approve', { id: held.data.approvalId, reason: 'bank statement checked' })).toMatchObject({ code: 1, data: { status: 'approved', result: { state: 'confirmed', utr: 'UPIREF123456' } } });
    expect(await op(t, reviewer2, 'POST', '/admin/fiat/payout', { id: sell.id, bankRef: 'UPIREF123456', reason: 'again' })).toMatchObject({ err: 'fiatOrderNotWaiting' });
    const confirmed = await actions(t, 'fiat:confirm');
    expect(confirmed).toEqual([{ operator: 'rita', subject: `fiat-order:${buy.id}`, reason: 'UTR matches the bank statement', before: { state: 'paid', side: 'buy', usdtAmount: '100' }, after: expect.objectContaining({ state: 'confirmed' }), approvedBy: 'remy' }]);
    const paid = await actions(t, 'fiat:payout');
    expect(paid).toEqual([{ operator: 'rita', subject: `fiat-order:${sell.id}`, reason: 'paid from the ops account', before: { state: 'waiting', side: 'sell', usdtAmount: '100' }, after: expect.objectContaining({ state: 'confirmed', utr: 'UPIREF123456' }), approvedBy: 'remy' }]);
    await expectLedgerBalanced(t);
  });

  it('decides an identity file from the console, once, with the reason and before/after in the audit', async () => {
    const u = await registerByEmail(t, 'kyc-ops@example.com', { country: 'DE' });
    const upload = async () => {
      const boundary = '----kyc';
      const payload = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="id.png"\r\nContent-Type: image/png\r\n\r\n`), PNG, Buffer.from(`\r\n--${boundary}--\r\n`)]);
      const r = await t.app.inject({ method: 'POST', url: '/bb/file/upload?type=kyc', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-access-token': u.token } });
      return r.json().data.id as string;
    };
    expect((await t.call('/user/realNameAuthentication', { realName: 'Anna Schmidt', idNumber: 'L01X00T47', frontImage: await upload(), backImage: await upload() }, { token: u.token })).code).toBe(1);
    const file = (await op(t, reviewer, 'GET', '/admin/kyc')).data.list.find((f: any) => f.userId === u.userId);
    expect(file).toMatchObject({ status: 1, idNumber: 'L01X00T47', frontImage: expect.stringMatching(/^\/bb\/file\//) });
    expect((await t.app.inject({ method: 'GET', url: file.frontImage, headers: { 'x-operator-token': reviewer } })).statusCode).toBe(200);
    expect(await op(t, reviewer, 'POST', '/admin/kyc/reject', { id: file.id })).toMatchObject({ err: 'reasonRequired' });
    const [a, b] = await Promise.all([
      op(t, reviewer, 'POST', '/admin/kyc/approve', { id: file.id, reason: 'document and selfie match' }),
      op(t, reviewer2, 'POST', '/admin/kyc/reject', { id: file.id, reason: 'photo blurred' }),
    ]);
    expect([a.code, b.code].sort()).toEqual([0, 1]);
    expect([a, b].find((r) => r.code === 0)!.err).toBe('alreadyReviewed');
    const entries = [...(await actions(t, 'kyc:approve')), ...(await actions(t, 'kyc:reject'))];
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ subject: `kyc:${file.id}`, before: { status: 'review', userId: String(u.userId) } });
    expect(entries[0].reason).toBe(entries[0].operator === 'rita' ? 'document and selfie match' : 'photo blurred');
  });
});
