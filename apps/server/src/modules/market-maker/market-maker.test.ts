import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KLINE_TIMERS, MARKETS, type TPlaceOrder } from '@exchange/contracts';
import { DEMO, DIALECTS, login, startTestApp, type TTestApp } from '../../test/test-app.js';
import { auditLedger } from '../ledger/audit-ledger.js';
import { createMarketMaker } from './market-maker.js';
import { randomWalk, seededRandom } from '../prices/random-walk.js';
import { hasDemoReference } from '../prices/demo-reference.js';
import { priceTicksRepository } from '../prices/price-ticks.repository.js';
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

/** The demo reference steps and the recorder records it (what the running app does each second). */
async function stepIndex(t: TTestApp) {
  t.deps.demoReference!.step();
  await t.deps.priceTicks.recordNow();
}

/** Every posting of the market maker's funding transactions. */
function fundingPostings(t: TTestApp) {
  return t.deps.db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .innerJoin('ledger_transactions as x', 'x.id', 'e.transaction_id')
    .select(['a.key', 'e.amount'])
    .where('x.type', '=', 'market_making')
    .execute();
}

describe.each(DIALECTS)('demo market maker on %s', (dialect) => {
  let t: TTestApp;
  beforeEach(async () => {
    t = await startTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  it('keeps every book at least 20 levels deep around the recorded index, never trades with itself, with capital paid in by the operator', async () => {
    await stepIndex(t);
    const mm = createMarketMaker(t.deps);
    await mm.start({ isTimerless: true, isHistoryOff: true });
    for (const market of MARKETS.filter(hasDemoReference)) {
      const book = t.deps.spot.market(market.symbol)!.published;
      const index = Number(t.deps.priceTicks.latest(market.symbol)!.price);
      // 20 levels, or as many as the ±10 % price band holds at the market's tick (XRP/USDT: 5).
      const levels = Math.min(20, Math.floor(index / 10));
      expect(book.bids.length, market.symbol).toBeGreaterThanOrEqual(levels);
      expect(book.asks.length, market.symbol).toBeGreaterThanOrEqual(levels);
      // Its quotes straddle the recorded index.
      expect(book.bids[0][0], market.symbol).toBeLessThan(index);
      expect(book.asks[0][0], market.symbol).toBeGreaterThan(index);
    }
    // Many cycles while the index walks: its quotes follow, and none of them ever meets another of its own.
    for (let i = 0; i < 40; i += 1) {
      t.clock.advance(1_000);
      await stepIndex(t);
      await mm.cycle('btcusdt');
      await mm.cycle('ethusdt');
    }
    // Wherever the walk went, its quotes still straddle the newest recorded index (the ones it
    // crossed were withdrawn), never the ones it placed at the start.
    const now = Number(t.deps.priceTicks.latest('btcusdt')!.price);
    const after = t.deps.spot.market('btcusdt')!.published;
    expect(after.bids[0][0]).toBeLessThan(now);
    expect(after.asks[0][0]).toBeGreaterThan(now);
    const { maker, taker } = mm.accounts()!;
    const selfTrades = await t.deps.db
      .selectFrom('spot_trades as t')
      .innerJoin('spot_orders as m', 'm.id', 't.maker_order_id')
      .innerJoin('spot_orders as k', 'k.id', 't.taker_order_id')
      .select('t.id')
      .where('m.user_id', 'in', [maker, taker])
      .where('k.user_id', 'in', [maker, taker])
      .execute();
    expect(selfTrades).toEqual([]);
    const depth = await t.call('/huobi/getHuobiContractDepthV2', { symbol: 'btcusdt', size: 20 });
    expect(depth.tick.bids).toHaveLength(20);
    expect(depth.tick.asks).toHaveLength(20);

    const audit = await auditLedger(t.deps.db);
    expect(audit.isConsistent, JSON.stringify(audit)).toBe(true);
    // Nobody can log in as the market maker: login takes an e-mail or a phone, and its accounts have neither.
    const identities = await t.deps.db.selectFrom('users').select(['email', 'area_code', 'phone', 'phone_account']).where('id', 'in', [maker, taker]).execute();
    expect(identities).toEqual(Array(2).fill({ email: null, area_code: null, phone: null, phone_account: null }));
    // Every order on the books is the quoting account's (nobody else trades in this test).
    const owners = await t.deps.db.selectFrom('spot_orders').select('user_id').distinct().execute();
    expect(owners.map((o) => o.user_id)).toEqual([maker]);
    // Its capital was paid in as operator capital and moved out of operator_funding (guarded): no
    // posting debits an unlimited account to fund it, and the market_maker account never moved.
    const funding = await fundingPostings(t);
    expect(funding.length).toBeGreaterThan(0);
    expect(funding.filter((f) => f.amount > 0n).every((f) => f.key === `user:${maker}:coin:available` || f.key === `user:${taker}:coin:available`)).toBe(true);
    expect(funding.filter((f) => f.amount < 0n).map((f) => f.key)).toEqual(funding.filter((f) => f.amount < 0n).map(() => 'system:operator_funding'));
    const paidIn = await t.deps.db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .innerJoin('ledger_transactions as x', 'x.id', 'e.transaction_id')
      .select(['a.key', 'x.reference'])
      .where('x.type', '=', 'operator_capital')
      // The market maker's own (the demo seed also pays capital into the demo faucet).
      .where('x.reference', 'like', 'operator-capital:market-maker:%')
      .where('e.amount', '>', 0n)
      .execute();
    expect(paidIn.length).toBe(funding.filter((f) => f.amount < 0n).length);
    expect(paidIn.every((p) => p.key === 'system:operator_funding' && p.reference.startsWith('operator-capital:market-maker:'))).toBe(true);
    const minted = await t.deps.db.selectFrom('ledger_accounts').select('balance').where('key', '=', 'system:market_maker').execute();
    expect(minted.every((m) => m.balance === 0n)).toBe(true);
    // A second start (a restart on this database) books nothing twice.
    await createMarketMaker(t.deps).start({ isTimerless: true, isHistoryOff: true });
    expect((await fundingPostings(t)).length).toBe(funding.length);
    expect((await auditLedger(t.deps.db)).isConsistent).toBe(true);
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
    await stepIndex(t);
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

describe.each(DIALECTS)('market maker in production mode on %s', (dialect) => {
  it('never back-fills history, even when an operator turns it on', async () => {
    const t = await startTestApp(dialect, { isDemo: false });
    try {
      await priceTicksRepository.insert(t.deps.db, [{ symbol: 'btcusdt', price: 6_800_000n, method: 'median', sources: [{ source: 'test-feed', price: '68000', time: t.clock.now() }], observedAt: t.clock.now() }]);
      await t.deps.priceTicks.load();
      const mm = createMarketMaker(t.deps);
      await mm.start({ isTimerless: true });
      expect(await t.deps.db.selectFrom('spot_trades').select('id').execute()).toEqual([]);
      // It quotes around the recorded median, and only the market with a tick.
      expect(t.deps.spot.market('btcusdt')!.published.asks.length).toBeGreaterThanOrEqual(20);
      expect(t.deps.spot.market('ethusdt')!.published.asks).toEqual([]);
    } finally {
      await t.close();
    }
  }, 30_000);
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
      // The public call tells a chart up to when the candles are generated; a market without history has none.
      const newest = await t.deps.db.selectFrom('spot_trades').select('created_at').where('symbol', '=', 'ethbtc').orderBy('created_at', 'desc').limit(1).executeTakeFirstOrThrow();
      expect((await t.call('/market/generatedHistory', { symbol: 'ethbtc' })).data).toEqual({ symbol: 'ethbtc', until: Number(newest.created_at) + 1 });
      expect((await t.call('/market/generatedHistory', { symbol: 'btcusdt' })).data).toEqual({ symbol: 'btcusdt', until: null });
    } finally {
      await t.close();
    }
  }, 60_000);
});
