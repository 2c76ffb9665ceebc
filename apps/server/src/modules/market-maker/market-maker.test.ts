import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KLINE_TIMERS, MARKETS, type TPlaceOrder } from '@exchange/contracts';
import { DEMO, DIALECTS, login, startTestApp, type TTestApp } from '../../test/test-app.js';
import { auditLedger } from '../ledger/audit-ledger.js';
import { createMarketMaker } from './market-maker.js';
import { randomWalk, seededRandom } from './random-walk.js';
import { backfillMarket, historyBuckets, historyCandlesOf } from './backfill.js';
import { bucketStart, TIMER_SECONDS } from '../market-data/klines.js';
import { injectDatabaseFaults, waitFor } from '../spot/spot-test-support.js';
import { placeOrder } from '../spot/place-order.js';

describe('seeded random walk', () => {
  it('repeats itself for the same seed and stays near where it started', () => {
    const a = randomWalk(100, seededRandom(7));
    const b = randomWalk(100, seededRandom(7));
    const pathA = Array.from({ length: 5000 }, () => a.step());
    expect(Array.from({ length: 5000 }, () => b.step())).toEqual(pathA);
    expect(Math.max(...pathA)).toBeLessThan(200);
    expect(Math.min(...pathA)).toBeGreaterThan(50);
  });
});

describe.each(DIALECTS)('demo market maker on %s', (dialect) => {
  let t: TTestApp;
  beforeEach(async () => {
    t = await startTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  it('keeps every book at least 20 levels deep and trades through the engine, with its own recorded capital', async () => {
    const mm = createMarketMaker(t.deps);
    await mm.start({ isTimerless: true, isHistoryOff: true });
    for (const market of MARKETS) {
      const book = t.deps.spot.market(market.symbol)!.published;
      expect(book.bids.length, market.symbol).toBeGreaterThanOrEqual(20);
      expect(book.asks.length, market.symbol).toBeGreaterThanOrEqual(20);
      expect(book.bids[0][0]).toBeLessThan(book.asks[0][0]);
    }
    for (let i = 0; i < 12; i += 1) {
      t.clock.advance(5_000);
      await mm.cycle('btcusdt');
    }
    const trades = await t.deps.db.selectFrom('spot_trades').selectAll().where('symbol', '=', 'btcusdt').execute();
    expect(trades.length).toBeGreaterThan(3);
    const depth = await t.call('/huobi/getHuobiContractDepthV2', { symbol: 'btcusdt', size: 20 });
    expect(depth.tick.bids).toHaveLength(20);
    expect(depth.tick.asks).toHaveLength(20);
    const klines = await t.call('/huobi/getKline', { symbol: 'btcusdt', timer: '1min', size: 10 });
    expect(klines.data.length).toBeGreaterThan(0);

    const audit = await auditLedger(t.deps.db);
    expect(audit.isConsistent, JSON.stringify(audit)).toBe(true);
    const { maker, taker } = mm.accounts()!;
    // Nobody can log in as the market maker: login takes an e-mail or a phone, and its accounts have neither.
    const identities = await t.deps.db.selectFrom('users').select(['email', 'area_code', 'phone', 'phone_account']).where('id', 'in', [maker, taker]).execute();
    expect(identities).toEqual(Array(2).fill({ email: null, area_code: null, phone: null, phone_account: null }));
    // Every order on the books comes from its two accounts (nobody else trades in this test) ...
    const owners = await t.deps.db.selectFrom('spot_orders').select('user_id').distinct().execute();
    expect(owners.map((o) => o.user_id).every((id) => id === maker || id === taker)).toBe(true);
    // ... and their money came only from recorded transfers out of the market_maker system account;
    // everything else on those accounts is trading.
    const moves = await t.deps.db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .innerJoin('ledger_transactions as x', 'x.id', 'e.transaction_id')
      .select(['x.type'])
      .distinct()
      .where('a.user_id', 'in', [maker, taker])
      .execute();
    expect(moves.map((m) => m.type).sort()).toEqual(['freeze', 'market_making', 'trade', 'unfreeze']);
    const funding = await t.deps.db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .innerJoin('ledger_transactions as x', 'x.id', 'e.transaction_id')
      .select(['a.key', 'e.amount'])
      .where('x.type', '=', 'market_making')
      .execute();
    expect(funding.filter((f) => f.amount > 0n).every((f) => f.key === `user:${maker}:coin:available` || f.key === `user:${taker}:coin:available`)).toBe(true);
    expect(funding.filter((f) => f.amount < 0n).every((f) => f.key === 'system:market_maker')).toBe(true);
    expect(funding.length).toBeGreaterThan(0);
  });

  it('back-fills history inside the market writer, so an order committing meanwhile stays in the book', async () => {
    const mm = createMarketMaker(t.deps);
    await mm.start({ isTimerless: true, isHistoryOff: true });
    const market = t.deps.spot.market('btcusdt')!;
    expect(market.lastTrade).toBeNull();
    const demo = await login(t, DEMO.email, DEMO.password);
    const demoId = (await t.deps.db.selectFrom('users').select('id').where('email', '=', DEMO.email).executeTakeFirstOrThrow()).id;
    const faults = injectDatabaseFaults(t.deps);
    try {
      // A user's bid is matched and waits at its commit while the history step of that market starts.
      const held = faults.holdCommit();
      const bid = placeOrder(t.deps, demoId, { symbol: 'btcusdt', side: 'buy', type: 'LMT', price: '1000', amount: '0.02', timeInForce: 'GTC' } as TPlaceOrder);
      await held.reached;
      let isDone = false;
      const history = mm.backfill('btcusdt').finally(() => {
        isDone = true;
      });
      try {
        await waitFor(() => isDone || market.pending > 0, 'the history step to finish or to queue behind the order');
      } finally {
        held.release();
      }
      await history;
      const placed = await bid;
      expect(placed.status).toBe('unfinished');
      expect(market.lastTrade).not.toBeNull();
    } finally {
      faults.restore();
    }
    // The committed bid is in the depth everyone sees, and its owner can cancel it.
    const depth = await t.call('/huobi/getHuobiContractDepthV2', { symbol: 'btcusdt', size: 150 });
    expect(depth.tick.bids).toContainEqual([1000, 0.02]);
    const open = await t.call('/spot/order/list', { status: 'unfinished', symbol: 'btcusdt' }, { token: demo });
    const cancelled = await t.call('/spot/order/cancel', { orderId: String(open.data.list[0].orderId) }, { token: demo });
    expect(cancelled.code).toBe(1);
    expect((await auditLedger(t.deps.db)).isConsistent).toBe(true);
  }, 60_000);

  it('fills a user order at the book price like any other participant', async () => {
    const mm = createMarketMaker(t.deps);
    await mm.start({ isTimerless: true, isHistoryOff: true });
    const demo = await login(t, DEMO.email, DEMO.password);
    const bestAsk = t.deps.spot.market('ethusdt')!.published.asks[0][0] / 100;
    const bought = await t.call('/spot/order/place', { symbol: 'ethusdt', side: 'buy', type: 'MKT', amount: '100' }, { token: demo });
    expect(bought.data.status).toBe('finished');
    // 100 USDT walks up a few of the maker's small levels, starting at the best ask.
    expect(Number(bought.data.avgPrice)).toBeGreaterThanOrEqual(bestAsk);
    expect(Number(bought.data.avgPrice)).toBeLessThan(bestAsk * 1.01);
    expect((await auditLedger(t.deps.db)).isConsistent).toBe(true);
  });
});

describe('history buckets', () => {
  it('cover 300 candles of every timer with the fewest buckets, finest first', () => {
    const now = Date.UTC(2026, 10, 22, 12, 34, 56) / 1000;
    const buckets = historyBuckets(now);
    for (const timer of KLINE_TIMERS) {
      const seconds = TIMER_SECONDS[timer];
      let start = bucketStart(timer, now);
      for (let i = 0; i < historyCandlesOf(timer); i += 1, start = bucketStart(timer, start - 1)) {
        expect(buckets.some((b) => b.start >= start && b.start < start + seconds), `${timer} candle ${i}`).toBe(true);
      }
    }
    // One bucket per candle of every timer would be 2,204; finer buckets cover the coarser ones.
    expect(buckets.length).toBeLessThan(1600);
  });
});

describe.each(DIALECTS)('history backfill on %s', (dialect) => {
  it('gives every timer 300 candles from real matched trades, with a consistent ledger', async () => {
    const t = await startTestApp(dialect);
    try {
      const mm = createMarketMaker(t.deps);
      await mm.start({ isTimerless: true, isHistoryOff: true });
      const market = MARKETS.find((m) => m.symbol === 'ethbtc')!;
      const last = await backfillMarket(t.deps, market, mm.accounts()!, randomWalk(0.05, seededRandom(3)), seededRandom(4));
      expect(last).toBeGreaterThan(0);
      for (const timer of ['1min', '5min', '15min', '30min', '1day']) {
        const klines = await t.call('/huobi/getKline', { symbol: 'ethbtc', timer, size: 600 });
        expect(klines.data.length, timer).toBeGreaterThanOrEqual(300);
        const candle = klines.data[klines.data.length - 2];
        expect(candle.high).toBeGreaterThanOrEqual(Math.max(candle.open, candle.close));
        expect(candle.low).toBeLessThanOrEqual(Math.min(candle.open, candle.close));
      }
      // Every history trade is a maker order matched by a taker order, both finished, both the market maker's.
      const orphan = await t.deps.db
        .selectFrom('spot_trades as t')
        .leftJoin('spot_orders as m', 'm.id', 't.maker_order_id')
        .leftJoin('spot_orders as k', 'k.id', 't.taker_order_id')
        .select('t.id')
        .where('t.symbol', '=', 'ethbtc')
        .where((eb) => eb.or([eb('m.status', '!=', 'finished'), eb('k.status', '!=', 'finished'), eb('m.id', 'is', null), eb('k.id', 'is', null)]))
        .execute();
      expect(orphan).toEqual([]);
      expect((await auditLedger(t.deps.db)).isConsistent).toBe(true);
    } finally {
      await t.close();
    }
  }, 60_000);
});
