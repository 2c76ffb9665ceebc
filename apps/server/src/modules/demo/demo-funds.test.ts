import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_FUNDS, unitsOf } from '@exchange/contracts';
import { DIALECTS, registerByEmail, startTestApp, type TTestApp } from '../../test/test-app.js';
import { balances } from '../../test/wallet-helpers.js';
import { auditLedger } from '../ledger/audit-ledger.js';
import { balanceOf } from '../ledger/ledger.repository.js';
import { postTransaction } from '../ledger/post-transaction.js';
import { system } from '../ledger/accounts.js';
import { claimDemoFunds, DEMO_FAUCET, demoFundsStatus } from './demo-funds.js';

const DAY_MS = 86_400_000;
const paid = (currency: string) => DEMO_FUNDS.find((f) => f.currency === currency)!.amount;

describe.each(DIALECTS)('demo funds on %s', (dialect) => {
  let t: TTestApp;
  let token: string;
  beforeEach(async () => {
    t = await startTestApp(dialect);
    ({ token } = await registerByEmail(t, `new-${Math.random().toString(36).slice(2)}@example.com`));
  });
  afterEach(async () => {
    expect((await auditLedger(t.deps.db)).isConsistent).toBe(true);
    await t.close();
  });

  it('pays a new account its demo funds from the faucet once a UTC day, with a record, and refuses a second claim that day', async () => {
    const before = await balances(t, token);
    expect(before.USDT.available).toBe('0');
    const status = await t.call('/user/demoFunds', {}, { token });
    expect(status.data).toEqual({ offered: true, amounts: DEMO_FUNDS.map((f) => ({ ...f })), nextAt: null });
    const faucetBefore = await balanceOf(t.deps.db, DEMO_FAUCET, 'USDT');

    const claimed = await t.call('/user/demoFunds/claim', {}, { token });
    expect(claimed.code).toBe(1);
    expect(claimed.msg).toBe('Demo funds received');
    const midnight = Math.floor(t.clock.now() / DAY_MS) * DAY_MS + DAY_MS;
    expect(claimed.data.nextAt).toBe(midnight);
    const after = await balances(t, token);
    for (const f of DEMO_FUNDS) expect(after[f.currency].available).toBe(f.amount);
    // Paid from the faucet, not minted.
    expect(await balanceOf(t.deps.db, DEMO_FAUCET, 'USDT')).toBe(faucetBefore - unitsOf(paid('USDT'), 'USDT'));
    const records = await t.call('/contract/getAssetsRecord', { currency: 'USDT', pageNo: 1, pageSize: 10 }, { token });
    expect(records.data.list[0]).toMatchObject({ type: 'demo_funds', amount: paid('USDT'), balance: paid('USDT'), tradeType: 0 });

    const again = await t.call('/user/demoFunds/claim', {}, { token });
    expect(again.code).not.toBe(1);
    expect(again.msg).toBe("You have received today's demo funds; you can get more after 00:00 UTC");
    expect((await balances(t, token)).USDT.available).toBe(paid('USDT'));
    expect((await t.call('/user/demoFunds', {}, { token })).data.nextAt).toBe(midnight);

    // A minute before midnight: still today's. At midnight: a new day, a new claim.
    t.clock.advance(midnight - 60_000 - t.clock.now());
    expect((await t.call('/user/demoFunds/claim', {}, { token })).code).not.toBe(1);
    t.clock.advance(60_000);
    expect((await t.call('/user/demoFunds', {}, { token })).data.nextAt).toBeNull();
    expect((await t.call('/user/demoFunds/claim', {}, { token })).code).toBe(1);
    expect((await balances(t, token)).USDT.available).toBe(String(2 * Number(paid('USDT'))));
  });

  it('pays exactly one of many claims sent at once', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => t.call('/user/demoFunds/claim', {}, { token })));
    expect(results.filter((r) => r.code === 1)).toHaveLength(1);
    for (const f of DEMO_FUNDS) expect((await balances(t, token))[f.currency].available).toBe(f.amount);
  });

  it('pays nothing, not even the assets it still holds, when the faucet is short of one', async () => {
    // What an operator would do by a funding transfer out: the faucet keeps less USDT than a claim pays.
    const held = await balanceOf(t.deps.db, DEMO_FAUCET, 'USDT');
    await t.deps.db.transaction().execute((tx) =>
      postTransaction(tx, t.clock.now(), {
        type: 'funding_transfer',
        reference: 'test:drain-faucet',
        memo: 'drain',
        postings: [
          { account: DEMO_FAUCET, asset: 'USDT', amount: -(held - 1n) },
          { account: system('operator_funding'), asset: 'USDT', amount: held - 1n },
        ],
      }),
    );
    const refused = await t.call('/user/demoFunds/claim', {}, { token });
    expect(refused.code).not.toBe(1);
    expect(refused.msg).toBe('The demo funds are used up for now; please try again later');
    const after = await balances(t, token);
    for (const f of DEMO_FUNDS) expect(after[f.currency].available).toBe('0');
    expect((await t.call('/user/demoFunds', {}, { token })).data.nextAt).toBeNull();
  });

  it('answers in the caller\'s language', async () => {
    await t.call('/user/demoFunds/claim', {}, { token });
    const again = await t.call('/user/demoFunds/claim', {}, { token, lang: 'ja-JP' });
    expect(again.msg).toBe('本日のデモ資金は受け取り済みです。UTC 00:00 以降に再度受け取れます');
  });
});

describe.each(DIALECTS)('demo funds in production on %s', (dialect) => {
  let t: TTestApp;
  beforeEach(async () => {
    t = await startTestApp(dialect, { isDemo: false });
  });
  afterEach(async () => {
    await t.close();
  });

  it('offers none and pays none: no faucet outside demo mode', async () => {
    // Production has no outbox to register through: the use cases are called as the routes call them.
    const userId = 1n;
    expect(await demoFundsStatus(t.deps, userId)).toEqual({ offered: false, amounts: [], nextAt: null });
    await expect(claimDemoFunds(t.deps, userId)).rejects.toMatchObject({ key: 'demoFundsOff' });
    expect(await balanceOf(t.deps.db, DEMO_FAUCET, 'USDT')).toBe(0n);
    // The calls exist (the web asks them in every mode) and need a session.
    expect((await t.call('/user/demoFunds/claim', {})).code).toBe(-2);
  });
});
