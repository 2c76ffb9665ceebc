import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO, DIALECTS, login, startTestApp, type TTestApp } from '../../test/test-app.js';
import { balances, TRON_ADDRESS } from '../../test/wallet-helpers.js';
import { addAddressAs, grantSecurityCode, userIdOf } from '../withdrawals/withdrawal-test-support.js';
import { auditLedger } from './audit-ledger.js';

/**
 * Each withdrawal needs a 'withdraw' code, spent once, and only a user's newest code is live: 50
 * concurrent withdrawals of one user cannot each bring their own. What the balance race proves is
 * that the balance is never spent twice, so there every request carries the fund password and the
 * one code granted for the race (`shared`), which passes without being spent: the requests meet at
 * the balance, not at the code. Every other call, and the test that one code is spent once by
 * concurrent requests, checks and spends codes for real.
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

describe.each(DIALECTS)('concurrent spending on %s', (dialect) => {
  let t: TTestApp;
  let token: string;
  beforeEach(async () => {
    t = await startTestApp(dialect);
    token = await login(t, DEMO.email, DEMO.password);
  });
  afterEach(async () => {
    race.shared = null;
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

  const withdrawal = { currency: 'USDT', chain: 'TRC20', address: TRON_ADDRESS, fundPwd: DEMO.fundPassword };

  it('accepts exactly k of 50 concurrent withdrawals when the balance covers k', async () => {
    expect((await addAddressAs(t, token, { currency: 'USDT', chain: 'TRC20', address: TRON_ADDRESS }, DEMO.fundPassword)).code).toBe(1);
    race.shared = await grantSecurityCode(t.deps, await userIdOf(t, token), 'withdraw');
    // Each freezes 1,000 + 1 fee: 10,000 USDT covers 9.
    const results = await Promise.all(
      Array.from({ length: 50 }, () => t.call('/user/statisticsUser/txPay', { ...withdrawal, amount: '1000', code: race.shared! }, { token })),
    );
    expect(results.filter((r) => r.code === 1)).toHaveLength(9);
    expect(results.filter((r) => r.code !== 1).every((r) => r.err === 'insufficientBalance')).toBe(true);
    expect((await balances(t, token)).USDT).toEqual({ available: '991', frozen: '9009' });
    const records = await t.call('/user/statisticsUser/txPage', { pageSize: 100 }, { token });
    expect(records.data.totalRow).toBe(9);
  });

  it('spends one withdraw code once, however many concurrent withdrawals carry it', async () => {
    expect((await addAddressAs(t, token, { currency: 'USDT', chain: 'TRC20', address: TRON_ADDRESS }, DEMO.fundPassword)).code).toBe(1);
    const code = await grantSecurityCode(t.deps, await userIdOf(t, token), 'withdraw');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => t.call('/user/statisticsUser/txPay', { ...withdrawal, amount: '100', code }, { token })),
    );
    expect(results.filter((r) => r.code === 1)).toHaveLength(1);
    // The losers found it spent, or its five tries taken by the twins checking it at the same moment.
    expect(results.filter((r) => r.code !== 1).every((r) => r.err === 'codeError' || r.err === 'codeExpired')).toBe(true);
    expect((await balances(t, token)).USDT).toEqual({ available: '9899', frozen: '101' });
    expect((await t.call('/user/statisticsUser/txPay', { ...withdrawal, amount: '100', code }, { token })).err).toBe('codeError');
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
