import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MARKETS } from '@exchange/contracts';
import { DEMO, DIALECTS, login, startTestApp, type TTestApp } from '../../test/test-app.js';
import { auditLedger } from '../ledger/audit-ledger.js';
import { createMarketMaker } from './market-maker.js';
import { randomWalk, seededRandom } from './random-walk.js';

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
    await mm.start({ isTimerless: true });
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
    await mm.start({ isTimerless: true });
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
