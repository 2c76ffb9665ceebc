import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, DIALECTS, startTestApp, type TTestApp } from '../../test/test-app.js';
import { available, system } from './accounts.js';
import { postTransaction } from './post-transaction.js';

describe.each(DIALECTS)('database constraints on %s', (dialect) => {
  let t: TTestApp;
  let userId: bigint;
  beforeEach(async () => {
    t = await startTestApp(dialect);
    userId = (await t.deps.db.selectFrom('users').select('id').where('email', '=', DEMO.email).executeTakeFirstOrThrow()).id;
  });
  afterEach(async () => {
    await t.close();
  });

  const now = () => BigInt(t.clock.now());
  const order = (over: Record<string, unknown> = {}) => ({
    user_id: userId, symbol: 'BTC/USDT', side: 'buy' as const, type: 'LMT' as const, time_in_force: 'GTC' as const, price: 100n, amount: 10n,
    quote_amount: 0n, filled: 0n, filled_quote: 0n, filled_tick_lots: 0n, fee: 0n, frozen: 1000n, frozen_used: 0n,
    status: 'unfinished' as const, created_at: now(), updated_at: now(), client_order_id: '', client_type: '', ...over,
  });
  const flow = (over: Record<string, unknown> = {}) => ({
    user_id: userId, currency: 'USDT', chain: 'TRC20', address: 'a', amount: 5n, status: 0n, reason: '', tx_hash: '',
    reviewed_by: null, reviewed_at: null, created_at: now(), ...over,
  });
  const insertOrder = (over: Record<string, unknown>) => t.deps.db.insertInto('spot_orders').values(order(over) as any).execute();
  const insertDeposit = (over: Record<string, unknown>) => t.deps.db.insertInto('deposits').values({ ...flow(over), proof: '' } as any).execute();
  const insertWithdrawal = (over: Record<string, unknown>) =>
    t.deps.db.insertInto('withdrawals').values({ memo: '', remark: '', fee: 1n, ...flow(over) } as any).execute();

  it('refuses impossible orders, inserted or updated, and keeps valid ones including a market buy', async () => {
    await insertOrder({});
    await insertOrder({ type: 'MKT', amount: 0n, quote_amount: 500n, price: 0n });
    for (const bad of [
      { amount: 0n },
      { amount: -1n },
      { filled: 11n },
      { fee: -1n },
      { frozen_used: 1001n },
      { status: 'open' },
      { side: 'sell', type: 'MKT', amount: 0n, quote_amount: 500n },
    ]) {
      await expect(insertOrder(bad), JSON.stringify(bad, (_k, v) => (typeof v === 'bigint' ? String(v) : v))).rejects.toThrow();
    }
    const update = t.deps.db.updateTable('spot_orders').set({ frozen_used: 2000n }).where('user_id', '=', userId).execute();
    await expect(update).rejects.toThrow();
    const rows = await t.deps.db.selectFrom('spot_orders').select(['frozen_used', 'amount']).where('user_id', '=', userId).execute();
    expect(rows.map((r) => r.frozen_used)).toEqual([0n, 0n]);
  });

  it('refuses deposits and withdrawals of no amount, a negative fee, or an unknown status', async () => {
    await insertDeposit({});
    await insertWithdrawal({});
    await expect(insertDeposit({ amount: 0n })).rejects.toThrow();
    await expect(insertDeposit({ status: 3n })).rejects.toThrow();
    await expect(insertWithdrawal({ amount: 0n })).rejects.toThrow();
    await expect(insertWithdrawal({ fee: -1n })).rejects.toThrow();
    await expect(insertWithdrawal({ status: 7n })).rejects.toThrow();
    await expect(t.deps.db.updateTable('deposits').set({ status: 9n }).where('user_id', '=', userId).execute()).rejects.toThrow();
  });

  it('refuses a trade of no quantity or with a negative fee', async () => {
    await insertOrder({});
    await insertOrder({ side: 'sell', frozen: 10n });
    const [maker, taker] = await t.deps.db.selectFrom('spot_orders').select('id').orderBy('id').execute();
    const trade = (over: Record<string, unknown>) =>
      t.deps.db
        .insertInto('spot_trades')
        .values({
          symbol: 'BTC/USDT', price: 100n, quantity: 1n, quote_quantity: 100n, taker_side: 'sell', maker_order_id: maker.id, taker_order_id: taker.id,
          buyer_fee: 0n, seller_fee: 0n, created_at: now(), ...over,
        } as any)
        .execute();
    await trade({});
    await expect(trade({ quantity: 0n })).rejects.toThrow();
    await expect(trade({ seller_fee: -1n })).rejects.toThrow();
  });

  it('never books the same (type, reference) twice: the second posting fails and moves nothing', async () => {
    const credit = () =>
      t.deps.db.transaction().execute((tx) =>
        postTransaction(tx, t.clock.now(), {
          type: 'deposit',
          reference: 'deposit:test-1',
          userId,
          postings: [
            { account: system('deposit_clearing'), asset: 'USDT', amount: -7n },
            { account: available(userId), asset: 'USDT', amount: 7n },
          ],
        }),
      );
    const balance = async () =>
      (await t.deps.db.selectFrom('ledger_accounts').select('balance').where('key', '=', `user:${userId}:coin:available`).where('asset', '=', 'USDT').executeTakeFirstOrThrow()).balance;
    const before = await balance();
    await credit();
    await expect(credit()).rejects.toThrow();
    expect(await balance()).toBe(before + 7n);
    // The same reference under another type is another posting (a withdrawal's freeze, then its payment).
    await t.deps.db.transaction().execute((tx) =>
      postTransaction(tx, t.clock.now(), {
        type: 'withdrawal_freeze',
        reference: 'deposit:test-1',
        userId,
        postings: [
          { account: available(userId), asset: 'USDT', amount: -7n },
          { account: system('withdrawal_clearing'), asset: 'USDT', amount: 7n },
        ],
      }),
    );
  });
});
