import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderBook } from '@exchange/engine';
import type { TPlaceOrder } from '@exchange/contracts';
import { DIALECTS, registerByEmail, startTestApp, type TTestApp } from '../../test/test-app.js';
import { balances, fund } from '../../test/wallet-helpers.js';
import { auditLedger } from '../ledger/audit-ledger.js';
import { placeOrder } from './place-order.js';
import { widenPriceBand } from './spot-test-support.js';

/** Orders that arrive together are committed together (group commit): each still stands alone. */
describe.each(DIALECTS)('spot orders arriving together on %s', (dialect) => {
  let t: TTestApp;
  let alice: { userId: number; token: string };
  let bob: { userId: number; token: string };
  beforeEach(async () => {
    t = await startTestApp(dialect);
    alice = await registerByEmail(t, 'alice@example.com');
    bob = await registerByEmail(t, 'bob@example.com');
    await widenPriceBand(t);
  });
  afterEach(async () => {
    const audit = await auditLedger(t.deps.db);
    expect(audit.isConsistent, JSON.stringify(audit)).toBe(true);
    await t.close();
  });

  const place = (token: string, body: Record<string, string>) => t.call('/spot/order/place', body, { token });
  /** Straight to the order path, so that orders started in one tick share one batch. */
  const placeNow = (userId: number, order: Partial<TPlaceOrder>) =>
    placeOrder(t.deps, BigInt(userId), { symbol: 'btcusdt', type: 'LMT', timeInForce: 'GTC', ...order } as TPlaceOrder).then(
      (data) => ({ data, err: null as string | null }),
      (error: { key?: string }) => ({ data: null, err: error.key ?? 'error' }),
    );

  it('accepts exactly the orders the balance covers when 40 arrive at once, and never double-spends', async () => {
    await fund(t, alice.userId, 'USDT', '1000');
    // 40 bids of 100 USDT each against 1000 USDT: exactly 10 can be frozen.
    const results = await Promise.all(
      Array.from({ length: 40 }, () => place(alice.token, { symbol: 'btcusdt', side: 'buy', type: 'LMT', price: '50000', amount: '0.002' })),
    );
    const accepted = results.filter((r) => r.code === 1);
    expect(accepted).toHaveLength(10);
    expect(results.filter((r) => r.code !== 1).every((r) => r.err === 'insufficientBalance')).toBe(true);
    expect((await balances(t, alice.token)).USDT).toEqual({ available: '0', frozen: '1000' });
    // Every acknowledged order is stored, resting in the book.
    const stored = await t.deps.db.selectFrom('spot_orders').select(['id', 'status']).where('user_id', '=', BigInt(alice.userId)).execute();
    expect(stored.map((o) => Number(o.id)).sort()).toEqual(accepted.map((r) => r.data.orderId).sort());
    const market = t.deps.spot.market('btcusdt')!;
    expect(market.book.size).toBe(10);
    // They were committed in fewer transactions than commands.
    expect(market.stats.commands).toBe(40);
    expect(market.stats.batches).toBeLessThan(40);
  });

  it('matches orders of one batch against each other in arrival order, with fills and fees as if one by one', async () => {
    await fund(t, alice.userId, 'USDT', '10000');
    await fund(t, bob.userId, 'BTC', '1');
    const [bid, ask, cancelled] = await Promise.all([
      placeNow(alice.userId, { side: 'buy', price: '60000', amount: '0.1' }),
      placeNow(bob.userId, { side: 'sell', price: '59000', amount: '0.04' }),
      placeNow(bob.userId, { side: 'sell', price: '70000', amount: '0.5' }),
    ]);
    expect(t.deps.spot.market('btcusdt')!.stats.batches).toBe(1);
    expect(bid.data).toMatchObject({ status: 'unfinished', filled: '0.04', filledQuote: '2400' });
    expect(ask.data).toMatchObject({ status: 'finished', filled: '0.04', filledQuote: '2400', avgPrice: '60000', fee: '2.4' });
    expect(cancelled.data!.status).toBe('unfinished');
    expect(await balances(t, alice.token)).toMatchObject({ USDT: { available: '4000', frozen: '3600' }, BTC: { available: '0.03996' } });
    expect(await balances(t, bob.token)).toMatchObject({ USDT: { available: '2397.6' }, BTC: { available: '0.46', frozen: '0.5' } });
    const trades = await t.deps.db.selectFrom('spot_trades').selectAll().execute();
    expect(trades).toHaveLength(1);
    expect(trades[0]).toMatchObject({ maker_order_id: BigInt(bid.data!.orderId), taker_order_id: BigInt(ask.data!.orderId), taker_side: 'sell' });
    // A cancel and then a crossing bid, in one batch.
    const [cancel, take] = await Promise.all([
      t.deps.spot.market('btcusdt')!.submit(t.deps, { kind: 'cancel', userId: BigInt(bob.userId), orderId: BigInt(cancelled.data!.orderId) }),
      placeNow(alice.userId, { side: 'buy', price: '70000', amount: '0.01' }),
    ]);
    expect(cancel.status).toBe('cancelled');
    // The ask was cancelled before the bid arrived: the bid rests instead of trading.
    expect(take.data).toMatchObject({ status: 'unfinished', filled: '0' });
    expect(t.deps.spot.market('btcusdt')!.stats.batches).toBe(2);
    expect((await balances(t, bob.token)).BTC).toEqual({ available: '0.96', frozen: '0' });
  });

  it('keeps the others when one command of a batch fails, and the book matches what was committed', async () => {
    await fund(t, alice.userId, 'USDT', '1000');
    const market = t.deps.spot.market('btcusdt')!;
    // One command (the bid for 0.003) breaks its batch with an internal failure: only it is refused.
    const original = OrderBook.prototype.place;
    vi.spyOn(OrderBook.prototype, 'place').mockImplementation(function (this: OrderBook, order) {
      const result = original.call(this, order);
      if (order.quantity === 3000) Object.assign(result, { fills: [{ makerId: 999_999, takerId: order.id, price: 1, quantity: 1, isMakerDone: true }] });
      return result;
    });
    const results = await Promise.all(
      ['0.002', '0.002', '0.003', '0.002'].map((amount) => placeNow(alice.userId, { side: 'buy', price: '50000', amount })),
    );
    vi.restoreAllMocks();
    expect(results.map((r) => r.err)).toEqual([null, null, 'error', null]);
    expect((await balances(t, alice.token)).USDT).toEqual({ available: '700', frozen: '300' });
    expect(market.book.size).toBe(3);
    expect(market.openOrders.size).toBe(3);
  });
});
