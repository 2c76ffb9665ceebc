import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@exchange/i18n';
import type { TPlaceOrder } from '@exchange/contracts';
import { DIALECTS, registerByEmail, startTestApp, type TTestApp } from '../../test/test-app.js';
import { balances, fund } from '../../test/wallet-helpers.js';
import { auditLedger } from '../ledger/audit-ledger.js';
import { injectDatabaseFaults, waitFor, type TDatabaseFaults } from './spot-test-support.js';
import { placeOrder } from './place-order.js';
import type { SpotMarket } from './spot-market.js';
import { marketUnits } from './units.js';

/**
 * A failed commit must never split the book from the database: the market rebuilds inside its
 * writer, pauses (answering everyone at once) while it cannot, and resumes by itself.
 */
describe.each(DIALECTS)('a spot market whose database fails on %s', (dialect) => {
  let t: TTestApp;
  let alice: { userId: number; token: string };
  let bob: { userId: number; token: string };
  let faults: TDatabaseFaults;
  beforeEach(async () => {
    t = await startTestApp(dialect);
    alice = await registerByEmail(t, 'alice@example.com');
    bob = await registerByEmail(t, 'bob@example.com');
    await fund(t, alice.userId, 'BTC', '1');
    await fund(t, bob.userId, 'USDT', '20000');
    faults = injectDatabaseFaults(t.deps);
  });
  afterEach(async () => {
    faults?.restore();
    const audit = await auditLedger(t.deps.db);
    expect(audit.isConsistent, JSON.stringify(audit)).toBe(true);
    await t.close();
  });

  const place = (token: string, body: Record<string, string>, lang?: string) => t.call('/spot/order/place', { symbol: 'btcusdt', type: 'LMT', ...body }, { token, lang });
  /** Straight to the order path, so that orders started in one tick share one batch. */
  const placeNow = (userId: number, order: Partial<TPlaceOrder>) =>
    placeOrder(t.deps, BigInt(userId), { symbol: 'btcusdt', type: 'LMT', timeInForce: 'GTC', ...order } as TPlaceOrder);
  const keyOf = (outcome: PromiseSettledResult<unknown>) => (outcome.status === 'rejected' ? (outcome.reason as { key?: string }).key : 'accepted');

  /** Every open order of the database rests in the book with what it has left, and nothing else does. */
  async function expectBookEqualsDatabase(market: SpotMarket) {
    const open = await t.deps.db.selectFrom('spot_orders').selectAll().where('symbol', '=', 'btcusdt').where('status', '=', 'unfinished').execute();
    const units = marketUnits(market.market);
    expect(market.book.size).toBe(open.length);
    for (const row of open) expect(market.book.get(Number(row.id))?.remaining, `order ${row.id}`).toBe(Number(units.lotsOf(row.amount - row.filled)));
    expect(market.published).toEqual(market.book.depth(150));
  }

  it('answers everyone with "paused" while it cannot rebuild, then resumes by itself with the book equal to the database', async () => {
    const market = t.deps.spot.market('btcusdt')!;
    const ask = await place(alice.token, { side: 'sell', price: '60000', amount: '0.1' });
    expect(ask.data.status).toBe('unfinished');

    // The next commit fails after matching, and so does every rebuild until the fault clears.
    faults.commits = 1;
    faults.reads = Infinity;
    const held = faults.holdCommit();
    // One batch: a buy that fills part of Alice's ask (her row is changed in memory), and a bid that would rest.
    const batch = [placeNow(bob.userId, { side: 'buy', price: '60000', amount: '0.04' }), placeNow(bob.userId, { side: 'buy', price: '50000', amount: '0.01' })];
    await held.reached;
    // Queued behind it while it commits: a cancel of the maker it matched, and another order.
    const queued = [
      market.submit(t.deps, { kind: 'cancel', userId: BigInt(alice.userId), orderId: BigInt(ask.data.orderId) }),
      placeNow(bob.userId, { side: 'buy', price: '40000', amount: '0.01' }),
    ];
    held.release();
    // Nobody is left waiting: each caller is told the market is paused.
    const outcomes = await Promise.allSettled([...batch, ...queued]);
    expect(outcomes.map(keyOf)).toEqual(['marketPaused', 'marketPaused', 'marketPaused', 'marketPaused']);
    expect(market.isPaused).toBe(true);

    // New orders are refused at once, in the caller's language, and never as a server error.
    const response = await t.app.inject({
      method: 'POST',
      url: '/bb/spot/order/place',
      payload: new URLSearchParams({ symbol: 'btcusdt', side: 'buy', type: 'LMT', price: '60000', amount: '0.01' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-access-token': bob.token, 'accept-language': 'de-DE' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 0, msg: MESSAGES['de-DE'].marketPaused });
    // Readers still see the last committed depth: Alice's whole ask, no bid.
    const depth = await t.call('/huobi/getHuobiContractDepthV2', { symbol: 'btcusdt', size: 5 });
    expect(depth.tick).toMatchObject({ asks: [[60000, 0.1]], bids: [] });

    // It keeps trying in the background; once the database answers again it resumes on its own.
    const failedSoFar = faults.failedReads;
    await waitFor(() => faults.failedReads >= failedSoFar + 2, 'background rebuilds to be retried');
    expect(market.isPaused).toBe(true);
    faults.reads = 0;
    await waitFor(() => !market.isPaused, 'the market to resume');
    await expectBookEqualsDatabase(market);

    // The maker matched by the failed batch is back whole, its funds still frozen; nothing of the batch happened.
    expect(await balances(t, alice.token)).toMatchObject({ BTC: { available: '0.9', frozen: '0.1' } });
    expect(await balances(t, bob.token)).toMatchObject({ USDT: { available: '20000', frozen: '0' } });
    const maker = await t.call('/spot/order/detail', { orderId: ask.data.orderId }, { token: alice.token });
    expect(maker.data).toMatchObject({ status: 'unfinished', filled: '0' });

    // Orders work again, and the maker trades from its committed state, in full.
    const take = await place(bob.token, { side: 'buy', price: '60000', amount: '0.1' });
    expect(take).toMatchObject({ code: 1, data: { status: 'finished', filled: '0.1', filledQuote: '6000' } });
    expect((await t.call('/spot/order/detail', { orderId: ask.data.orderId }, { token: alice.token })).data).toMatchObject({ status: 'finished', filled: '0.1' });
    expect(await balances(t, alice.token)).toMatchObject({ BTC: { available: '0.9', frozen: '0' }, USDT: { available: '5994' } });
    await expectBookEqualsDatabase(market);
  });

  it('retries the commands of a batch one by one when only its commit failed, filling the maker once', async () => {
    const market = t.deps.spot.market('btcusdt')!;
    const ask = await place(alice.token, { side: 'sell', price: '60000', amount: '0.1' });
    faults.commits = 1;
    const results = await Promise.all([
      placeNow(bob.userId, { side: 'buy', price: '60000', amount: '0.04' }),
      placeNow(bob.userId, { side: 'buy', price: '60000', amount: '0.03' }),
    ]);
    expect(faults.failedCommits).toBe(1);
    expect(market.isPaused).toBe(false);
    expect(results.map((r) => r.status)).toEqual(['finished', 'finished']);
    const maker = await t.call('/spot/order/detail', { orderId: ask.data.orderId }, { token: alice.token });
    expect(maker.data).toMatchObject({ status: 'unfinished', filled: '0.07' });
    expect(await balances(t, alice.token)).toMatchObject({ BTC: { available: '0.9', frozen: '0.03' } });
    await expectBookEqualsDatabase(market);
  });
});
