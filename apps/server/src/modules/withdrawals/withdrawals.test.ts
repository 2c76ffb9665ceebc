import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, DIALECTS, latestCode, login, registerByEmail, startTestApp, type TTestApp } from '../../test/test-app.js';
import { adminCall, balances, operatorToken, TRON_ADDRESS } from '../../test/wallet-helpers.js';
import { auditLedger } from '../ledger/audit-ledger.js';
import { reviewWithdrawal } from './review-withdrawal.js';
import { cancelWithdrawal } from './cancel-withdrawal.js';
import { addAddressAs, grantSecurityCode, userIdOf, withdrawAs } from './withdrawal-test-support.js';

const USDT_TRC20 = { currency: 'USDT', chain: 'TRC20', address: TRON_ADDRESS };

describe.each(DIALECTS)('withdrawal security codes on %s', (dialect) => {
  let t: TTestApp;
  let demo: string;
  beforeEach(async () => {
    t = await startTestApp(dialect);
    demo = await login(t, DEMO.email, DEMO.password);
    expect((await addAddressAs(t, demo, USDT_TRC20)).code).toBe(1);
  });
  afterEach(async () => {
    expect((await auditLedger(t.deps.db)).isConsistent).toBe(true);
    await t.close();
  });

  const send = (purpose: string, token = demo) => t.call('/user/sendSecurityCode', { purpose }, { token });
  const txPay = (body: Record<string, string>, headers: Record<string, string> = {}) =>
    t.call('/user/statisticsUser/txPay', { ...USDT_TRC20, amount: '100', fundPwd: DEMO.fundPassword, ...body }, { token: demo, headers });

  it('sends a code to the signed-in user own e-mail, limited like every other code', async () => {
    expect(await send('withdraw')).toMatchObject({ code: 1, msg: 'The verification code has been sent', data: { channel: 'email' } });
    const outbox = await t.get(`/dev/outbox?to=${encodeURIComponent(DEMO.email)}`);
    expect(outbox.data[0]).toMatchObject({ purpose: 'withdraw' });
    expect((await send('withdraw')).err).toBe('codeWait');
    expect((await send('steal')).err).toBe('invalidParams');
    expect((await t.call('/user/sendSecurityCode', { purpose: 'withdraw' })).code).toBe(-2);
  });

  it('asks a user with neither e-mail nor phone to bind one first', async () => {
    const { userId, token } = await registerByEmail(t, 'nocontact@example.com');
    await t.deps.db.updateTable('users').set({ email: null }).where('id', '=', BigInt(userId)).execute();
    expect((await send('address', token)).err).toBe('noSecurityContact');
  });

  it('needs a withdraw code for each withdrawal, spent once, checked after the fund password', async () => {
    expect((await txPay({})).err).toBe('enterCode');
    expect((await txPay({ code: '12' })).err).toBe('enterCode');
    expect((await send('withdraw')).code).toBe(1);
    const code = await latestCode(t, DEMO.email);
    // A wrong fund password does not spend the code; a code for another purpose is refused.
    expect((await txPay({ code, fundPwd: '000000' })).err).toBe('fundPasswordIncorrect');
    expect((await txPay({ code: await grantSecurityCode(t.deps, await userIdOf(t, demo), 'address') })).err).toBe('codeError');
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await txPay({ code: wrong })).err).toBe('codeError');
    const ok = await txPay({ code }, { 'Idempotency-Key': 'wd-1' });
    expect(ok).toMatchObject({ code: 1, data: { status: 0, amount: '100', fee: '1' } });
    // A replay of the same request answers the stored result; the spent code is not asked again.
    expect((await txPay({ code }, { 'Idempotency-Key': 'wd-1' })).data.id).toBe(ok.data.id);
    // The same code without the key is a new withdrawal: refused.
    expect((await txPay({ code })).err).toBe('codeError');
    expect((await balances(t, demo)).USDT).toEqual({ available: '9899', frozen: '101' });
  });

  it('says "Set successfully" the first time a fund password is set, "Modified successfully" after', async () => {
    const { token } = await registerByEmail(t, 'fresh@example.com');
    const first = await t.call('/user/setTransactionPwd', { password: '246810', password1: '246810' }, { token });
    expect(first).toMatchObject({ code: 1, msg: 'Set successfully' });
    const again = await t.call('/user/setTransactionPwd', { password: '135790', password1: '135790', oldPwd: '246810' }, { token, lang: 'zh-CN' });
    expect(again).toMatchObject({ code: 1, msg: '修改成功' });
  });
});

describe.each(DIALECTS)('cancelling a pending withdrawal on %s', (dialect) => {
  let t: TTestApp;
  let demo: string;
  beforeEach(async () => {
    t = await startTestApp(dialect);
    demo = await login(t, DEMO.email, DEMO.password);
    expect((await addAddressAs(t, demo, USDT_TRC20)).code).toBe(1);
  });
  afterEach(async () => {
    const audit = await auditLedger(t.deps.db);
    expect(audit.frozenMismatches).toEqual([]);
    expect(audit.isConsistent).toBe(true);
    await t.close();
  });

  const request = async (amount = '100') => {
    const result = await withdrawAs(t, demo, { ...USDT_TRC20, amount, fundPwd: DEMO.fundPassword });
    expect(result.code).toBe(1);
    return result.data as { id: number };
  };
  const cancel = (id: number, token = demo) => t.call('/user/statisticsUser/txCancel', { id }, { token });

  it('returns amount and fee to available in one transaction with its reason, once', async () => {
    const { id } = await request();
    expect((await balances(t, demo)).USDT).toEqual({ available: '9899', frozen: '101' });
    const cancelled = await cancel(id);
    expect(cancelled).toMatchObject({ code: 1, msg: 'Withdrawal cancelled; the amount and the fee are back in your available balance' });
    expect(cancelled.data).toMatchObject({ id, status: 3, reason: 'cancelled by user' });
    expect((await balances(t, demo)).USDT).toEqual({ available: '10000', frozen: '0' });
    // Again: the same answer, nothing moves a second time.
    expect((await cancel(id)).data).toMatchObject({ id, status: 3 });
    expect((await balances(t, demo)).USDT).toEqual({ available: '10000', frozen: '0' });
    const booked = await t.deps.db.selectFrom('ledger_transactions').selectAll().where('reference', '=', `withdrawal:${id}`).orderBy('id').execute();
    expect(booked.map((b) => [b.type, b.memo])).toEqual([
      ['withdrawal_freeze', ''],
      ['withdrawal_rejected', 'cancelled by user'],
    ]);
    const page = await t.call('/user/statisticsUser/txPage', {}, { token: demo });
    expect(page.data.list[0]).toMatchObject({ id, status: 3 });
    expect(page.data.statuses).toEqual({ pending: 0, finished: 1, rejected: 2, cancelled: 3, sending: 4 });
    // An operator can no longer decide it.
    const op = await operatorToken(t);
    expect((await adminCall(t, op, '/withdrawals/approve', { id })).body.err).toBe('alreadyReviewed');
  });

  it('cannot cancel once an operator decided, nor another user withdrawal, nor an unknown id', async () => {
    const paid = await request();
    const rejected = await request('50');
    const op = await operatorToken(t);
    expect((await adminCall(t, op, '/withdrawals/approve', { id: paid.id, txHash: 'abc' })).body.code).toBe(1);
    expect((await adminCall(t, op, '/withdrawals/reject', { id: rejected.id, reason: 'no' })).body.code).toBe(1);
    expect((await cancel(paid.id)).err).toBe('withdrawalNotCancellable');
    expect((await cancel(rejected.id, demo)).err).toBe('withdrawalNotCancellable');
    const pending = await request('20');
    const { token: mallory } = await registerByEmail(t, 'mallory@example.com');
    expect((await cancel(pending.id, mallory)).err).toBe('noData');
    expect((await cancel(999_999)).err).toBe('noData');
    expect((await cancel(pending.id)).code).toBe(1);
    expect((await t.call('/user/statisticsUser/txCancel', { id: pending.id })).code).toBe(-2);
    // 10000 − (100 + 1) paid − 0 (rejected, returned) − 0 (cancelled, returned).
    expect((await balances(t, demo)).USDT).toEqual({ available: '9899', frozen: '0' });
  });

  it('lets exactly one of a cancel and an approval sent at once win, and the ledger stays whole', async () => {
    const userId = await userIdOf(t, demo);
    let cancels = 0;
    for (let round = 0; round < 6; round++) {
      const { id } = await request('10');
      const approve = reviewWithdrawal(t.deps, { id: BigInt(id), operator: 'alice', approve: true, reason: '', txHash: 'h' });
      const withdraw = cancelWithdrawal(t.deps, userId, BigInt(id));
      // Alternate which one is sent first.
      const [a, b] = round % 2 === 0 ? await Promise.allSettled([approve, withdraw]) : (await Promise.allSettled([withdraw, approve])).reverse();
      const outcomes = [a.status, b.status];
      expect(outcomes.filter((s) => s === 'fulfilled')).toHaveLength(1);
      const loser = (a.status === 'rejected' ? a : b) as PromiseRejectedResult;
      expect(['alreadyReviewed', 'withdrawalNotCancellable']).toContain(loser.reason.key);
      const row = await t.deps.db.selectFrom('withdrawals').select('status').where('id', '=', BigInt(id)).executeTakeFirstOrThrow();
      expect([1, 3]).toContain(Number(row.status));
      if (Number(row.status) === 3) cancels++;
      const booked = await t.deps.db.selectFrom('ledger_transactions').select('type').where('reference', '=', `withdrawal:${id}`).execute();
      expect(booked).toHaveLength(2);
    }
    const report = await auditLedger(t.deps.db);
    expect(report.frozenMismatches).toEqual([]);
    expect(report.isConsistent).toBe(true);
    // Each paid one took 11 USDT; each cancelled one took nothing.
    expect((await balances(t, demo)).USDT).toEqual({ available: String(10000 - 11 * (6 - cancels)), frozen: '0' });
  });

  it('lets the database hold the cancelled and sending statuses and nothing beyond them', async () => {
    const { id } = await request();
    const setStatus = (status: number) => sql`update withdrawals set status = ${status} where id = ${id}`.execute(t.deps.db);
    await expect(setStatus(5)).rejects.toThrow(/withdrawals_status/);
    await expect(setStatus(-1)).rejects.toThrow(/withdrawals_status/);
    // The amount rule of migration 0009 still holds after 0010 replaced the status rule.
    await expect(sql`update withdrawals set amount = 0 where id = ${id}`.execute(t.deps.db)).rejects.toThrow(/withdrawals_amount/);
    expect((await cancel(id)).data.status).toBe(3);
  });
});
