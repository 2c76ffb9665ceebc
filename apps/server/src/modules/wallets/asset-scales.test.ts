import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DIALECTS, registerByEmail, startTestApp, type TTestApp } from '../../test/test-app.js';
import { adminCall, balances, operatorToken, TRON_ADDRESS, uploadProof } from '../../test/wallet-helpers.js';
import { auditLedger } from '../ledger/audit-ledger.js';
import { addAddressAs, withdrawAs } from '../withdrawals/withdrawal-test-support.js';

/** A new user with a fund password and no USDC yet (the demo user starts with some). */
const USER = { email: 'usdc@example.com', fundPassword: '246813' };

/** USDC has 6 decimals: every flow must read, store and print its amounts at 6, not at 8. */
describe.each(DIALECTS)('a 6-decimal asset (USDC) on %s', (dialect) => {
  let t: TTestApp;
  let token: string;
  beforeEach(async () => {
    t = await startTestApp(dialect);
    token = (await registerByEmail(t, USER.email)).token;
    const set = await t.call('/user/setTransactionPwd', { password: USER.fundPassword, password1: USER.fundPassword }, { token });
    expect(set.code).toBe(1);
  });
  afterEach(async () => {
    expect((await auditLedger(t.deps.db)).isConsistent).toBe(true);
    await t.close();
  });

  const usdcUnits = async () => {
    const row = await t.deps.db
      .selectFrom('ledger_accounts as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select('a.balance')
      .where('u.email', '=', USER.email)
      .where('a.asset', '=', 'USDC')
      .where('a.wallet', '=', 'coin')
      .where('a.bucket', '=', 'available')
      .executeTakeFirst();
    return row?.balance;
  };

  /**
   * Approves a deposit: USDC has no recorded index price here, so its value is unknown and the
   * approval waits for a second reviewer (two-person rule), who then credits it.
   */
  const approveDeposit = async (op: string, id: number) => {
    const held = await adminCall(t, op, '/deposits/approve', { id, reason: 'proof checked' });
    expect(held.body.data).toMatchObject({ pending: true });
    const reviewer2 = await operatorToken(t, 'bob');
    expect((await adminCall(t, reviewer2, '/approvals/approve', { id: held.body.data.approvalId, reason: 'proof checked' })).body.code).toBe(1);
  };

  const deposit = async (amount: string) => {
    const proof = await uploadProof(t, token);
    return t.call('/user/deposit/apply', { currency: 'USDC', chain: 'TRC20', amount, proof }, { token });
  };

  it('takes deposits of 6 decimals, refuses 7, and credits them at 6 once approved', async () => {
    expect((await deposit('12.1234567')).err).toBe('invalidAmount');
    const applied = await deposit('1234.123456');
    expect(applied.data).toMatchObject({ currency: 'USDC', status: 0, amount: '1234.123456' });
    const op = await operatorToken(t);
    await approveDeposit(op, applied.data.id);
    expect((await balances(t, token)).USDC).toEqual({ available: '1234.123456', frozen: '0' });
    expect(await usdcUnits()).toBe(1_234_123_456n);
    const list = await t.call('/user/deposit/list', { currency: 'USDC' }, { token });
    expect(list.data.list.map((d: any) => [d.amount, d.status])).toEqual([['1234.123456', 1]]);
    const assets = await t.call('/user/assets', { wallet: 'coin' }, { token });
    expect(assets.data.list.map((l: any) => l.currency)).toContain('USDC');
  });

  it('transfers 6-decimal amounts between wallets and lists them in the asset records', async () => {
    const op = await operatorToken(t);
    await approveDeposit(op, (await deposit('500')).data.id);
    const transfer = (amount: string, type: number) => t.call('/contract/transfer', { amount, currency: 'USDC', type }, { token });
    expect((await transfer('0.0000001', 1)).err).toBe('invalidAmount');
    expect((await transfer('100.1234567', 1)).err).toBe('invalidAmount');
    expect(await transfer('200.000001', 1)).toMatchObject({ code: 1, data: { currency: 'USDC', amount: '200.000001' } });
    expect((await transfer('0.5', 2)).code).toBe(1);
    expect((await balances(t, token, 'contract')).USDC).toEqual({ available: '199.500001', frozen: '0' });
    expect((await balances(t, token)).USDC).toEqual({ available: '300.499999', frozen: '0' });
    const records = await t.call('/contract/getAssetsRecord', { currency: 'USDC', tradeType: 2 }, { token });
    expect(records.data.list.map((r: any) => r.amount).sort()).toEqual(['-0.5', '-200.000001', '0.5', '200.000001']);
    const all = await t.call('/contract/getAssetsRecord', { currency: 'USDC' }, { token });
    expect(all.data.list.find((r: any) => r.wallet === 'coin')).toMatchObject({ amount: '0.5', balance: '300.499999' });
    expect(all.data.list.find((r: any) => r.wallet === 'contract')).toMatchObject({ amount: '-0.5', balance: '199.500001' });
    expect(all.data.sum).toBe('500');
  });

  it('withdraws 6-decimal amounts with the chain fee; approval pays, rejection unfreezes', async () => {
    const op = await operatorToken(t);
    await approveDeposit(op, (await deposit('1000')).data.id);
    expect((await addAddressAs(t, token, { currency: 'USDC', chain: 'TRC20', address: TRON_ADDRESS }, USER.fundPassword)).code).toBe(1);
    const withdraw = (amount: string) => withdrawAs(t, token, { currency: 'USDC', chain: 'TRC20', address: TRON_ADDRESS, amount, fundPwd: USER.fundPassword });
    expect((await withdraw('100.1234567')).err).toBe('invalidAmount');
    expect((await withdraw('9.999999')).err).toBe('amountBelowMinimum');
    expect((await withdraw('100000.000001')).err).toBe('amountAboveMaximum');
    const first = await withdraw('100.123456');
    expect(first.data).toMatchObject({ amount: '100.123456', fee: '0.8', total: '100.923456', arrival: '100.123456', status: 0 });
    const second = await withdraw('10.000001');
    expect((await balances(t, token)).USDC).toEqual({ available: '888.276543', frozen: '111.723457' });
    // USDC has no recorded index price here, so its value is unknown: the approval waits for a
    // second reviewer (two-person rule, modules/admin/ops-reviews.ts), who then pays it.
    const held = await adminCall(t, op, '/withdrawals/approve', { id: first.data.id, txHash: 'abc' });
    expect(held.body.data).toMatchObject({ pending: true });
    expect((await adminCall(t, await operatorToken(t, 'bob'), '/approvals/approve', { id: held.body.data.approvalId, reason: 'checked the address' })).body.code).toBe(1);
    await adminCall(t, op, '/withdrawals/reject', { id: second.data.id, reason: 'test' });
    expect((await balances(t, token)).USDC).toEqual({ available: '899.076544', frozen: '0' });
    const fees = await t.deps.db.selectFrom('ledger_accounts').select('balance').where('key', '=', 'system:fees').where('asset', '=', 'USDC').executeTakeFirst();
    expect(fees?.balance).toBe(800_000n);
  });
});
