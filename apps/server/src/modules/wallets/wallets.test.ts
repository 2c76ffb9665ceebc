import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO, DIALECTS, login, registerByEmail, startTestApp, type TTestApp } from '../../test/test-app.js';
import { adminCall, balances, operatorToken, TRON_ADDRESS, uploadProof } from '../../test/wallet-helpers.js';
import { auditLedger } from '../ledger/audit-ledger.js';
import { addAddressAs, grantSecurityCode, userIdOf, withdrawAs } from '../withdrawals/withdrawal-test-support.js';
import { DEMO_FUNDING } from '../demo/seed.js';

/**
 * A security code is spent once and only the newest one is live, so N concurrent requests of one
 * user cannot each carry their own. The race test below lets the one code it granted pass without
 * being spent (`shared`), so that the race is on the address book's unique index, not on the code;
 * every other call checks and spends codes for real (single use under concurrency is tested in
 * ledger/concurrency.test.ts).
 */
const race = vi.hoisted(() => ({ shared: null as string | null }));
vi.mock('../accounts/verification-codes.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../accounts/verification-codes.js')>();
  return {
    ...actual,
    consumeSecurityCode: async (...args: Parameters<typeof actual.consumeSecurityCode>) =>
      race.shared !== null && args[3] === race.shared ? undefined : actual.consumeSecurityCode(...args),
  };
});

describe.each(DIALECTS)('wallets and asset flows on %s', (dialect) => {
  let t: TTestApp;
  let demo: string;
  beforeEach(async () => {
    t = await startTestApp(dialect);
    demo = await login(t, DEMO.email, DEMO.password);
  });
  afterEach(async () => {
    expect((await auditLedger(t.deps.db)).isConsistent).toBe(true);
    await t.close();
  });

  it('funds the demo user through approved ledger deposits and values the wallet in USDT', async () => {
    const result = await t.call('/user/assets', { wallet: 'coin' }, { token: demo });
    const usdt = result.data.list.find((l: any) => l.currency === 'USDT');
    const btc = result.data.list.find((l: any) => l.currency === 'BTC');
    expect(usdt).toMatchObject({ available: '10000', frozen: '0', price: '1', usdtValue: '10000' });
    expect(btc).toMatchObject({ available: '1', price: '68000', usdtValue: '68000' });
    expect(result.data.list.map((l: any) => l.currency)).toEqual(['USDT', 'BTC', 'ETH', 'LTC', 'EOS', 'ADA', 'XRP', 'DOGE', 'LBR', 'USDC']);
    expect(Number(result.data.totalUsdt)).toBeGreaterThan(100_000);
    const deposits = await t.call('/user/deposit/list', {}, { token: demo });
    expect(deposits.data.totalRow).toBe(DEMO_FUNDING.length);
    expect(deposits.data.list[0].status).toBe(1);
  });

  it('transfers between coin and contract accounts, refusing more than is available', async () => {
    const there = await t.call('/contract/transfer', { amount: '2500.5', currency: 'USDT', type: 1 }, { token: demo });
    expect(there).toMatchObject({ code: 1, msg: 'Transfer successful' });
    expect((await balances(t, demo, 'contract')).USDT.available).toBe('2500.5');
    expect((await balances(t, demo, 'coin')).USDT.available).toBe('7499.5');
    const back = await t.call('/contract/transfer', { amount: '0.5', currency: 'USDT', type: 2 }, { token: demo });
    expect(back.code).toBe(1);
    const tooMuch = await t.call('/contract/transfer', { amount: '2500.00000001', currency: 'USDT', type: 2 }, { token: demo, lang: 'zh-CN' });
    expect(tooMuch).toMatchObject({ code: 0, err: 'insufficientBalance' });
    expect((await balances(t, demo, 'contract')).USDT.available).toBe('2500');
  });

  it('checks transfer input: amount required, a number, at least 0.00001, a known currency', async () => {
    const transfer = (body: Record<string, string | number>) => t.call('/contract/transfer', body, { token: demo });
    expect((await transfer({ amount: '', currency: 'USDT' })).msg).toBe('Please enter the amount');
    expect((await transfer({ amount: '1e5', currency: 'USDT' })).msg).toBe('Please enter a valid amount');
    expect((await transfer({ amount: '0.000000001', currency: 'USDT' })).msg).toBe('Please enter a valid amount');
    expect((await transfer({ amount: '0.000009', currency: 'USDT' })).msg).toBe('The amount is below the minimum');
    expect((await transfer({ amount: '1', currency: 'SHIB' })).msg).toBe('This currency is not supported');
    expect((await transfer({ amount: '0.00001', currency: 'btc' })).code).toBe(1);
  });

  it('lists asset records by currency and record type, newest first, with the sum', async () => {
    await t.call('/contract/transfer', { amount: '100', currency: 'USDT', type: 1 }, { token: demo });
    await t.call('/contract/transfer', { amount: '40', currency: 'USDT', type: 2 }, { token: demo });
    const transfers = await t.call('/contract/getAssetsRecord', { currency: 'USDT', tradeType: 2, pageNo: 1, pageSize: 10 }, { token: demo });
    expect(transfers.data.totalRow).toBe(4);
    const amounts = transfers.data.list.map((r: any) => r.amount);
    expect(amounts.slice(0, 2).sort()).toEqual(['-40', '40']);
    expect(amounts.slice(2).sort()).toEqual(['-100', '100']);
    expect(transfers.data.sum).toBe('0');
    const deposits = await t.call('/contract/getAssetsRecord', { currency: 'USDT', tradeType: 0 }, { token: demo });
    expect(deposits.data.list).toHaveLength(1);
    expect(deposits.data.list[0]).toMatchObject({ amount: '10000', type: 'deposit', tradeType: 0, balance: '10000' });
    const page2 = await t.call('/contract/getAssetsRecord', { pageNo: 2, pageSize: 5 }, { token: demo });
    expect(page2.data.list).toHaveLength(5);
    // The demo funding deposits and the four transfers above.
    expect(page2.data.totalRow).toBe(DEMO_FUNDING.length + 4);
  });

  it('keeps an address book with per-chain checks, and withdraws only to its addresses', async () => {
    const add = (body: Record<string, string>) => addAddressAs(t, demo, body, DEMO.fundPassword);
    expect((await add({ currency: 'USDT', chain: 'TRC20', address: '0x123' })).msg).toBe('The address is not valid for this network');
    expect((await add({ currency: 'USDT', chain: 'SOL', address: TRON_ADDRESS })).err).toBe('chainNotSupported');
    expect((await add({ currency: 'XRP', chain: 'XRP', address: 'rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh' })).err).toBe('memoRequired');
    const added = await add({ currency: 'USDT', chain: 'TRC20', address: TRON_ADDRESS, remark: 'cold wallet' });
    expect(added).toMatchObject({ code: 1, data: { address: TRON_ADDRESS, remark: 'cold wallet' } });
    expect((await add({ currency: 'USDT', chain: 'TRC20', address: TRON_ADDRESS })).err).toBe('addressExists');
    const edited = await t.call('/user/address/edit', { id: added.data.id, remark: 'exchange' }, { token: demo });
    expect(edited.data.remark).toBe('exchange');
    expect((await t.call('/user/address/list', { currency: 'USDT' }, { token: demo })).data).toHaveLength(1);

    const withdraw = (body: Record<string, string>) =>
      withdrawAs(t, demo, { currency: 'USDT', chain: 'TRC20', address: TRON_ADDRESS, amount: '100', fundPwd: DEMO.fundPassword, ...body });
    expect((await withdraw({ address: 'TXYZ' })).msg).toBe('Please choose an address from your address book');
    expect((await withdraw({ fundPwd: '' })).msg).toBe('Please enter the fund password');
    expect((await withdraw({ fundPwd: '000000' })).msg).toBe('The fund password is incorrect');
    expect((await withdraw({ amount: '9' })).err).toBe('amountBelowMinimum');
    expect((await withdraw({ amount: '100001' })).err).toBe('amountAboveMaximum');
    expect((await withdraw({ amount: '10000' })).err).toBe('insufficientBalance');
    const ok = await withdraw({ remark: 'rent' });
    expect(ok).toMatchObject({ code: 1, msg: 'Submitted, pending review', data: { amount: '100', fee: '1', arrival: '100', total: '101', status: 0 } });
    expect((await balances(t, demo)).USDT).toEqual({ available: '9899', frozen: '101' });
    const records = await t.call('/user/statisticsUser/txPage', { pageNo: 1, pageSize: 10 }, { token: demo });
    expect(records.data).toMatchObject({ totalRow: 1, list: [{ status: 0, remark: 'rent', fee: '1' }] });

    expect((await t.call('/user/address/delete', { id: added.data.id }, { token: demo })).msg).toBe('Deleted successfully');
    expect((await withdraw({})).err).toBe('addressNotInBook');
  });

  it('pays an approved withdrawal through clearing and the fee account; a rejection unfreezes', async () => {
    expect((await addAddressAs(t, demo, { currency: 'USDT', chain: 'TRC20', address: TRON_ADDRESS }, DEMO.fundPassword)).code).toBe(1);
    const body = { currency: 'USDT', chain: 'TRC20', address: TRON_ADDRESS, amount: '100', fundPwd: DEMO.fundPassword };
    const first = (await withdrawAs(t, demo, body)).data;
    const second = (await withdrawAs(t, demo, body)).data;
    const op = await operatorToken(t);
    expect((await adminCall(t, null, '/withdrawals/approve', { id: first.id })).status).toBe(401);
    expect((await adminCall(t, demo, '/withdrawals/approve', { id: first.id })).status).toBe(401);
    const queue = await adminCall(t, op, '/withdrawals?status=0', {}, 'GET');
    expect(queue.body.data.totalRow).toBe(2);
    const paid = await adminCall(t, op, '/withdrawals/approve', { id: first.id, txHash: 'abc123' });
    expect(paid.body).toMatchObject({ code: 1, data: { status: 1, txHash: 'abc123' } });
    expect((await adminCall(t, op, '/withdrawals/approve', { id: first.id })).body.err).toBe('alreadyReviewed');
    expect((await adminCall(t, op, '/withdrawals/reject', { id: second.id })).body.err).toBe('reasonRequired');
    const rejected = await adminCall(t, op, '/withdrawals/reject', { id: second.id, reason: 'address on a sanctions list' });
    expect(rejected.body.data).toMatchObject({ status: 2, reason: 'address on a sanctions list' });
    expect((await balances(t, demo)).USDT).toEqual({ available: '9899', frozen: '0' });
    const fees = await t.deps.db.selectFrom('ledger_accounts').select('balance').where('key', '=', 'system:fees').where('asset', '=', 'USDT').executeTakeFirst();
    expect(fees?.balance).toBe(100_000_000n);
    const audit = await t.deps.db.selectFrom('operator_actions').selectAll().where('operator', '=', 'alice').execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['withdrawal:approve', 'withdrawal:reject']);
  });

  it('takes a deposit with an address, a QR content and a proof; credits it only when approved', async () => {
    const { token } = await registerByEmail(t, 'dep@example.com');
    const address = await t.call('/user/deposit/address', { currency: 'USDT', chain: 'TRC20' }, { token });
    expect(address.data).toMatchObject({ chain: 'TRC20', confirmations: 12, minDeposit: '1' });
    expect(address.data.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(address.data.qrContent).toBe(address.data.address);
    const again = await t.call('/user/deposit/address', { currency: 'USDT', chain: 'TRC20' }, { token });
    expect(again.data.address).toBe(address.data.address);
    expect((await t.call('/user/deposit/address', { currency: 'USDT', chain: 'TRC20' }, { token: demo })).data.address).not.toBe(address.data.address);

    expect((await t.call('/user/deposit/apply', { currency: 'USDT', chain: 'TRC20', amount: '50' }, { token })).msg).toBe('Please upload proof');
    const proof = await uploadProof(t, token);
    expect((await t.call('/user/deposit/apply', { currency: 'USDT', chain: 'TRC20', amount: '0.5', proof }, { token })).err).toBe('amountBelowMinimum');
    const demoProof = await uploadProof(t, demo);
    expect((await t.call('/user/deposit/apply', { currency: 'USDT', chain: 'TRC20', amount: '50', proof: demoProof }, { token })).err).toBe('uploadProof');
    const applied = await t.call('/user/deposit/apply', { currency: 'USDT', chain: 'TRC20', amount: '50', proof }, { token });
    expect(applied.data).toMatchObject({ status: 0, amount: '50' });
    const rejectedOne = await t.call('/user/deposit/apply', { currency: 'USDT', chain: 'TRC20', amount: '70', proof }, { token });
    expect((await balances(t, token)).USDT.available).toBe('0');

    const op = await operatorToken(t);
    await adminCall(t, op, '/deposits/approve', { id: applied.data.id });
    await adminCall(t, op, '/deposits/reject', { id: rejectedOne.data.id, reason: 'no such transaction on chain' });
    expect((await balances(t, token)).USDT.available).toBe('50');
    const list = await t.call('/user/deposit/list', {}, { token });
    expect(list.data.list.map((d: any) => [d.amount, d.status, d.reason])).toEqual([
      ['70', 2, 'no such transaction on chain'],
      ['50', 1, ''],
    ]);
  });

  it('answers a replayed Idempotency-Key with the first result and one effect', async () => {
    const headers = { 'idempotency-key': 'transfer-0001' };
    const first = await t.call('/contract/transfer', { amount: '10', currency: 'USDT', type: 1 }, { token: demo, headers });
    const again = await t.call('/contract/transfer', { amount: '10', currency: 'USDT', type: 1 }, { token: demo, headers });
    expect(again).toEqual(first);
    expect((await balances(t, demo, 'contract')).USDT.available).toBe('10');
    expect((await addAddressAs(t, demo, { currency: 'USDT', chain: 'TRC20', address: TRON_ADDRESS }, DEMO.fundPassword)).code).toBe(1);
    const reused = await withdrawAs(t, demo, { currency: 'USDT', chain: 'TRC20', address: TRON_ADDRESS, amount: '20', fundPwd: DEMO.fundPassword }, headers);
    expect(reused.err).toBe('idempotencyKeyReused');
    const other = await registerByEmail(t, 'keys@example.com');
    const sameKeyOtherUser = await t.call('/contract/transfer', { amount: '10', currency: 'USDT', type: 1 }, { token: other.token, headers });
    expect(sameKeyOtherUser.err).toBe('insufficientBalance');
  });

  it('never lets one user read or touch another user addresses or records', async () => {
    const added = await addAddressAs(t, demo, { currency: 'USDT', chain: 'TRC20', address: TRON_ADDRESS }, DEMO.fundPassword);
    expect(added.code).toBe(1);
    const mallory = (await registerByEmail(t, 'mallory@example.com')).token;
    expect((await t.call('/user/address/list', {}, { token: mallory })).data).toEqual([]);
    expect((await t.call('/user/address/edit', { id: added.data.id, remark: 'mine' }, { token: mallory })).err).toBe('noData');
    expect((await t.call('/user/address/delete', { id: added.data.id }, { token: mallory })).err).toBe('noData');
    const withdraw = await withdrawAs(t, mallory, { currency: 'USDT', chain: 'TRC20', address: TRON_ADDRESS, amount: '20', fundPwd: '123456' });
    expect(withdraw.err).toBe('fundPasswordNotSet');
    expect((await t.call('/user/statisticsUser/txPage', {}, { token: mallory })).data.totalRow).toBe(0);
    expect((await t.call('/user/deposit/list', {}, { token: mallory })).data.totalRow).toBe(0);
    expect((await t.call('/contract/getAssetsRecord', {}, { token: mallory })).data.totalRow).toBe(0);
    for (const url of ['/user/assets', '/contract/transfer', '/user/address/list', '/user/statisticsUser/txPage', '/user/deposit/list']) {
      expect((await t.call(url, { amount: '1', currency: 'USDT' })).code).toBe(-2);
    }
  });
});

describe.each(DIALECTS)('address book races on %s', (dialect) => {
  it('adds one of ten concurrent identical addresses and tells the others it exists', async () => {
    const t = await startTestApp(dialect);
    try {
      const token = await login(t, DEMO.email, DEMO.password);
      // Every request carries the fund password and the one code granted, which the race lets pass unspent (see `race`).
      race.shared = await grantSecurityCode(t.deps, await userIdOf(t, token), 'address');
      const body = { currency: 'USDT', chain: 'TRC20', address: TRON_ADDRESS, fundPwd: DEMO.fundPassword, code: race.shared };
      const results = await Promise.all(Array.from({ length: 10 }, () => t.call('/user/address/add', body, { token })));
      expect(results.filter((r) => r.code === 1)).toHaveLength(1);
      expect(results.filter((r) => r.code !== 1).every((r) => r.err === 'addressExists')).toBe(true);
      expect((await t.call('/user/address/list', {}, { token })).data).toHaveLength(1);
    } finally {
      race.shared = null;
      await t.close();
    }
  });
});
