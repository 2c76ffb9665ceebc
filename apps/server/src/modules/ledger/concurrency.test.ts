import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, DIALECTS, login, startTestApp, type TTestApp } from '../../test/test-app.js';
import { balances, TRON_ADDRESS } from '../../test/wallet-helpers.js';
import { auditLedger } from './audit-ledger.js';

describe.each(DIALECTS)('concurrent spending on %s', (dialect) => {
  let t: TTestApp;
  let token: string;
  beforeEach(async () => {
    t = await startTestApp(dialect);
    token = await login(t, DEMO.email, DEMO.password);
  });
  afterEach(async () => {
    expect((await auditLedger(t.deps.db)).isConsistent).toBe(true);
    await t.close();
  });

  it('accepts exactly k of 50 concurrent transfers when the balance covers k', async () => {
    // 10,000 USDT covers 13 transfers of 750.
    const results = await Promise.all(
      Array.from({ length: 50 }, () => t.call('/contract/transfer', { amount: '750', currency: 'USDT', type: 1 }, { token })),
    );
    expect(results.filter((r) => r.code === 1)).toHaveLength(13);
    expect(results.filter((r) => r.code !== 1).every((r) => r.err === 'insufficientBalance')).toBe(true);
    expect((await balances(t, token)).USDT.available).toBe('250');
    expect((await balances(t, token, 'contract')).USDT.available).toBe('9750');
  });

  it('accepts exactly k of 50 concurrent withdrawals when the balance covers k', async () => {
    await t.call('/user/address/add', { currency: 'USDT', chain: 'TRC20', address: TRON_ADDRESS }, { token });
    // Each freezes 1,000 + 1 fee: 10,000 USDT covers 9.
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.call('/user/statisticsUser/txPay', { currency: 'USDT', chain: 'TRC20', address: TRON_ADDRESS, amount: '1000', fundPwd: DEMO.fundPassword }, { token }),
      ),
    );
    expect(results.filter((r) => r.code === 1)).toHaveLength(9);
    expect((await balances(t, token)).USDT).toEqual({ available: '991', frozen: '9009' });
    const records = await t.call('/user/statisticsUser/txPage', { pageSize: 100 }, { token });
    expect(records.data.totalRow).toBe(9);
  });

  it('applies one of 20 concurrent requests that share an Idempotency-Key', async () => {
    const headers = { 'idempotency-key': 'same-key' };
    const results = await Promise.all(
      Array.from({ length: 20 }, () => t.call('/contract/transfer', { amount: '100', currency: 'USDT', type: 1 }, { token, headers })),
    );
    expect(results.every((r) => r.code === 1)).toBe(true);
    expect(new Set(results.map((r) => r.data.id)).size).toBe(1);
    expect((await balances(t, token, 'contract')).USDT.available).toBe('100');
  });
});
