import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, DIALECTS, login, startTestApp, type TTestApp } from '../test/test-app.js';
import { adminCall, balances, operatorToken, TRON_ADDRESS } from '../test/wallet-helpers.js';
import { addAddressAs, grantSecurityCode, userIdOf, withdrawAs } from '../modules/withdrawals/withdrawal-test-support.js';

describe.each(DIALECTS)('Idempotency-Key bound to its request on %s', (dialect) => {
  let t: TTestApp;
  let token: string;
  beforeEach(async () => {
    t = await startTestApp(dialect);
    token = await login(t, DEMO.email, DEMO.password);
  });
  afterEach(async () => {
    await t.close();
  });

  const transfer = (amount: string, key: string) =>
    t.call('/contract/transfer', { amount, currency: 'USDT', type: 1 }, { token, headers: { 'idempotency-key': key } });

  it('answers a transfer replay with the first result, and refuses the key for another amount', async () => {
    const first = await transfer('10', 'k-transfer');
    expect(first.code).toBe(1);
    expect(await transfer('10', 'k-transfer')).toEqual(first);
    const before = await balances(t, token);
    const reused = await transfer('25', 'k-transfer');
    expect(reused).toMatchObject({ code: 0, err: 'idempotencyKeyReused', msg: 'This request key was already used for a different request' });
    expect(await balances(t, token)).toEqual(before);
    expect((await balances(t, token, 'contract')).USDT.available).toBe('10');
  });

  const addBookAddress = async () =>
    expect((await addAddressAs(t, token, { currency: 'USDT', chain: 'TRC20', address: TRON_ADDRESS }, DEMO.fundPassword)).code).toBe(1);

  it('answers a withdrawal replay with the first record, and refuses the key for another amount', async () => {
    await addBookAddress();
    const code = await grantSecurityCode(t.deps, await userIdOf(t, token), 'withdraw');
    // The same body each time, code included (a replay of the same request); only the amount differs below.
    const withdraw = (amount: string, fundPwd = DEMO.fundPassword) =>
      t.call(
        '/user/statisticsUser/txPay',
        { currency: 'USDT', chain: 'TRC20', address: TRON_ADDRESS, amount, fundPwd, code },
        { token, headers: { 'idempotency-key': 'k-withdraw' } },
      );
    const first = await withdraw('100');
    expect(first.code).toBe(1);
    const afterFirst = await balances(t, token);
    expect(await withdraw('100')).toEqual(first);
    expect((await withdraw('200')).err).toBe('idempotencyKeyReused');
    expect(await balances(t, token)).toEqual(afterFirst);
    const records = await t.call('/user/statisticsUser/txPage', {}, { token });
    expect(records.data.totalRow).toBe(1);
  });

  it('takes a withdrawal retried under its key with a fresh code after a failure, once; then replays it', async () => {
    await addBookAddress();
    const userId = await userIdOf(t, token);
    const body = { currency: 'USDT', chain: 'TRC20', address: TRON_ADDRESS, amount: '100', fundPwd: DEMO.fundPassword };
    const withdraw = (code: string) => t.call('/user/statisticsUser/txPay', { ...body, code }, { token, headers: { 'idempotency-key': 'k-retry' } });
    // The first try spends its code and then fails (the balance sits in the contract wallet): nothing is stored.
    expect((await t.call('/contract/transfer', { amount: '10000', currency: 'USDT', type: 1 }, { token })).code).toBe(1);
    const spent = await grantSecurityCode(t.deps, userId, 'withdraw');
    expect((await withdraw(spent)).err).toBe('insufficientBalance');
    expect((await withdraw(spent)).err).toBe('codeError');
    expect((await t.call('/contract/transfer', { amount: '10000', currency: 'USDT', type: 2 }, { token })).code).toBe(1);
    // The same key and body with a fresh code is the same request: accepted, once.
    const accepted = await withdraw(await grantSecurityCode(t.deps, userId, 'withdraw'));
    expect(accepted).toMatchObject({ code: 1, data: { amount: '100', status: 0 } });
    const afterAccepted = await balances(t, token);
    expect(afterAccepted.USDT).toEqual({ available: '9899', frozen: '101' });
    // After the success, a retry with yet another code answers the stored record and changes nothing.
    expect(await withdraw(await grantSecurityCode(t.deps, userId, 'withdraw'))).toEqual(accepted);
    expect(await balances(t, token)).toEqual(afterAccepted);
    const records = await t.call('/user/statisticsUser/txPage', {}, { token });
    expect(records.data.totalRow).toBe(1);
  });

  it('refuses an operator key reused to approve another withdrawal', async () => {
    await addBookAddress();
    const body = { currency: 'USDT', chain: 'TRC20', address: TRON_ADDRESS, amount: '100', fundPwd: DEMO.fundPassword };
    const a = (await withdrawAs(t, token, body)).data;
    const b = (await withdrawAs(t, token, body)).data;
    const op = await operatorToken(t);
    const approve = async (id: string, reason = '') => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/bb/admin/withdrawals/approve',
        payload: new URLSearchParams({ id, reason }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-operator-token': op, 'idempotency-key': 'k-review' },
      });
      return response.json();
    };
    const first = await approve(String(a.id));
    expect(first.code).toBe(1);
    expect(await approve(String(a.id))).toEqual(first);
    expect((await approve(String(a.id), 'other reason')).err).toBe('idempotencyKeyReused');
    expect((await approve(String(b.id))).err).toBe('idempotencyKeyReused');
    const pending = await adminCall(t, op, '/withdrawals?status=0', {}, 'GET');
    expect(pending.body.data.totalRow).toBe(1);
  });
});
