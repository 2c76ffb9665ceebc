import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MARKETS } from '@exchange/contracts';
import { DEMO, DIALECTS, login, startTestApp, type TTestApp } from '../../test/test-app.js';
import { auditLedger } from '../ledger/audit-ledger.js';
import { createMarketMaker } from './market-maker.js';
import { randomWalk, seededRandom } from './random-walk.js';
import { backfillMarket, historyBuckets, HISTORY_CANDLES } from './backfill.js';

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

    // Its money came in through recorded ledger transactions from the market_maker system account.
    const funding = await t.deps.db.selectFrom('ledger_transactions').select(['type', 'memo']).where('type', '=', 'market_making').execute();
    expect(funding.length).toBeGreaterThan(0);
    const audit = await auditLedger(t.deps.db);
    expect(audit.isConsistent, JSON.stringify(audit)).toBe(true);
    // Nobody can log in as the market maker.
    expect((await t.call('/user/login', { account: '00000001', password: 'anything1' })).code).toBe(0);
  });

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
    for (const seconds of [60, 300, 900, 1800, 86_400]) {
      const current = Math.floor(now / seconds) * seconds;
      for (let i = 0; i < HISTORY_CANDLES; i += 1) {
        const start = current - i * seconds;
        expect(buckets.some((b) => b.start >= start && b.start < start + seconds), `${seconds}s bucket ${i}`).toBe(true);
      }
    }
    expect(buckets.length).toBeLessThan(1200);
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
