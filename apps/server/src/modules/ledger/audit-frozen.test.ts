import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, DIALECTS, login, startTestApp, type TTestApp } from '../../test/test-app.js';
import { adminCall, fund, operatorToken, TRON_ADDRESS } from '../../test/wallet-helpers.js';
import { accountsRepository } from '../accounts/accounts.repository.js';
import { hashPassword } from '../accounts/passwords.js';
import { addAddressAs, withdrawAs } from '../withdrawals/withdrawal-test-support.js';
import { available, frozen } from './accounts.js';
import { auditLedger } from './audit-ledger.js';
import { postTransaction } from './post-transaction.js';

/** A second trader, made directly (the audit, not sign-up, is under test) and logged in over HTTP. */
async function trader(t: TTestApp, email: string): Promise<{ userId: bigint; token: string }> {
  const now = BigInt(t.clock.now());
  const password = 'Audit-Trader-93kq';
  const userId = await accountsRepository.insertUser(t.deps.db, {
    uid: '7777001', email, area_code: null, phone: null, phone_account: null, password_hash: await hashPassword(password),
    fund_password_hash: null, invitation_code: 'AUDIT1', referrer_id: null, icon: null, kyc_status: 0n, score: 100n, created_at: now, updated_at: now,
  });
  return { userId, token: await login(t, email, password) };
}

describe.each(DIALECTS)('ledger audit of frozen balances on %s', (dialect) => {
  let t: TTestApp;
  let demo: string;
  let demoId: bigint;
  let bob: { userId: bigint; token: string };
  let restingBuy: string;
  beforeEach(async () => {
    t = await startTestApp(dialect);
    demo = await login(t, DEMO.email, DEMO.password);
    demoId = (await t.deps.db.selectFrom('users').select('id').where('email', '=', DEMO.email).executeTakeFirstOrThrow()).id;
    bob = await trader(t, 'bob@example.com');
    await fund(t, Number(bob.userId), 'USDT', '20000');

    const place = (token: string, body: Record<string, string>) => t.call('/spot/order/place', { symbol: 'btcusdt', type: 'LMT', ...body }, { token });
    // Resting, untouched.
    restingBuy = (await place(demo, { side: 'buy', price: '60000', amount: '0.1' })).data.orderId;
    // Resting, then partly filled by a taker that fills at once and so never freezes.
    expect((await place(demo, { side: 'sell', price: '70000', amount: '0.2' })).code).toBe(1);
    expect((await place(bob.token, { side: 'buy', price: '70000', amount: '0.05' })).data.status).toBe('finished');
    // Resting, then cancelled (inside the price band around the last trade).
    const cancelled = (await place(demo, { side: 'buy', price: '65000', amount: '0.01' })).data.orderId;
    expect((await t.call('/spot/order/cancel', { orderId: cancelled }, { token: demo })).code).toBe(1);

    expect((await addAddressAs(t, demo, { currency: 'USDT', chain: 'TRC20', address: TRON_ADDRESS }, DEMO.fundPassword)).code).toBe(1);
    const withdraw = async () =>
      (await withdrawAs(t, demo, { currency: 'USDT', chain: 'TRC20', address: TRON_ADDRESS, amount: '100', fundPwd: DEMO.fundPassword })).data;
    const [, paid, rejected] = [await withdraw(), await withdraw(), await withdraw()];
    const op = await operatorToken(t);
    expect((await adminCall(t, op, '/withdrawals/approve', { id: paid.id, txHash: 'abc' })).body.code).toBe(1);
    expect((await adminCall(t, op, '/withdrawals/reject', { id: rejected.id, reason: 'test' })).body.code).toBe(1);
  });
  afterEach(async () => {
    await t.close();
  });

  it('finds frozen balances equal to what open orders and pending withdrawals hold', async () => {
    const report = await auditLedger(t.deps.db);
    expect(report.frozenMismatches).toEqual([]);
    expect(report.isConsistent).toBe(true);
    // 6000 USDT for the resting buy, 100 + 1 fee for the pending withdrawal; 0.15 BTC still offered.
    const held = await t.deps.db.selectFrom('ledger_accounts').select(['asset', 'balance']).where('key', '=', `user:${demoId}:coin:frozen`).orderBy('asset').execute();
    expect(held.map((r) => [r.asset, r.balance])).toEqual([
      ['BTC', 15_000_000n],
      ['USDT', 610_100_000_000n],
    ]);
  });

  it('reports an open order whose frozen_used was changed behind the ledger', async () => {
    await t.deps.db.updateTable('spot_orders').set((eb) => ({ frozen_used: eb('frozen_used', '+', 1n) })).where('id', '=', BigInt(restingBuy)).execute();
    const report = await auditLedger(t.deps.db);
    expect(report.isConsistent).toBe(false);
    expect(report.frozenMismatches).toEqual([{ userId: String(demoId), asset: 'USDT', frozen: '610100000000', held: '610099999999' }]);
  });

  it('reports a frozen balance moved by a balanced entry pair that no order or withdrawal holds', async () => {
    await t.deps.db.transaction().execute((tx) =>
      postTransaction(tx, t.clock.now(), {
        type: 'freeze',
        reference: 'manual:1',
        userId: bob.userId,
        postings: [
          { account: available(bob.userId), asset: 'BTC', amount: -1000n },
          { account: frozen(bob.userId), asset: 'BTC', amount: 1000n },
        ],
      }),
    );
    const report = await auditLedger(t.deps.db);
    expect(report.unbalanced).toEqual([]);
    expect(report.mismatched).toEqual([]);
    expect(report.frozenMismatches).toEqual([{ userId: String(bob.userId), asset: 'BTC', frozen: '1000', held: '0' }]);
    expect(report.isConsistent).toBe(false);
  });
});
