import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, DIALECTS, login, registerByEmail, startTestApp, type TTestApp } from '../../test/test-app.js';
import { fund } from '../../test/wallet-helpers.js';

describe.each(DIALECTS)('market data on %s', (dialect) => {
  let t: TTestApp;
  let demo: string;
  let bob: string;
  beforeEach(async () => {
    t = await startTestApp(dialect);
    demo = await login(t, DEMO.email, DEMO.password);
    const registered = await registerByEmail(t, 'bob@example.com');
    await fund(t, registered.userId, 'BTC', '2');
    bob = registered.token;
  });
  afterEach(async () => {
    await t.close();
  });

  /** One trade: Bob rests a sell, the demo user takes it. */
  async function trade(price: string, amount: string) {
    await t.call('/spot/order/place', { symbol: 'btcusdt', side: 'sell', type: 'LMT', price, amount }, { token: bob });
    const taken = await t.call('/spot/order/place', { symbol: 'btcusdt', side: 'buy', type: 'LMT', price, amount }, { token: demo });
    expect(taken.data.status).toBe('finished');
  }

  it('draws candles only from trades, bucketed by the timer', async () => {
    const start = Math.ceil(t.clock.now() / 300_000) * 300_000;
    t.clock.advance(start - t.clock.now());
    await trade('60000', '0.01');
    t.clock.advance(30_000);
    await trade('60100', '0.02');
    t.clock.advance(60_000);
    await trade('59900', '0.01');
    const oneMinute = await t.call('/huobi/getKline', { symbol: 'btcusdt', timer: '1min', size: 600 });
    expect(oneMinute.status).toBe('ok');
    expect(oneMinute.data.map((k: any) => [k.id, k.open, k.close, k.high, k.low, k.vol, k.count])).toEqual([
      [start / 1000, 60000, 60100, 60100, 60000, 0.03, 2],
      [start / 1000 + 60, 59900, 59900, 59900, 59900, 0.01, 1],
    ]);
    const fiveMinutes = await t.call('/huobi/getKline', { symbol: 'btcusdt', timer: '5min', size: 10 });
    expect(fiveMinutes.data).toHaveLength(1);
    expect(fiveMinutes.data[0]).toMatchObject({ open: 60000, close: 59900, high: 60100, low: 59900, count: 3 });
    expect((await t.call('/huobi/getKline', { symbol: 'btcusdt', timer: '2min' })).err).toBe('invalidParams');
    expect((await t.call('/huobi/getKline', { symbol: 'nope' })).msg).toBe('This trading pair does not exist');
  });

  it('starts 4hour candles on whole UTC hours and 1week candles on Monday 00:00 UTC, live and stored alike', async () => {
    // Sunday 2026-11-22 23:59:30 UTC: the last half minute of an ISO week.
    const sunday = Date.UTC(2026, 10, 22, 23, 59, 30);
    expect(new Date(sunday).getUTCDay()).toBe(0);
    t.clock.advance(sunday - t.clock.now());
    const live: Record<string, any[]> = { '4hour': [], '1week': [], '60min': [] };
    for (const timer of Object.keys(live)) t.deps.bus.subscribe(`market.btcusdt.kline.${timer}`, (m) => live[timer].push(m));
    await trade('60000', '0.01');
    t.clock.advance(60_000); // Monday 00:00:30
    await trade('61000', '0.01');
    t.clock.advance(4 * 3_600_000 - 31_000); // Monday 03:59:59
    await trade('62000', '0.01');
    t.clock.advance(1_000); // Monday 04:00:00
    await trade('63000', '0.01');
    const monday = Date.UTC(2026, 10, 23) / 1000;
    const week = await t.call('/huobi/getKline', { symbol: 'btcusdt', timer: '1week', size: 10 });
    expect(week.data.map((k: any) => [k.id, k.open, k.close, k.count])).toEqual([
      [monday - 7 * 86_400, 60000, 60000, 1],
      [monday, 61000, 63000, 3],
    ]);
    const fourHours = await t.call('/huobi/getKline', { symbol: 'btcusdt', timer: '4hour', size: 10 });
    expect(fourHours.data.map((k: any) => [k.id, k.open, k.close, k.count])).toEqual([
      [monday - 4 * 3600, 60000, 60000, 1],
      [monday, 61000, 62000, 2],
      [monday + 4 * 3600, 63000, 63000, 1],
    ]);
    const hours = await t.call('/huobi/getKline', { symbol: 'btcusdt', timer: '60min', size: 3 });
    expect(hours.data.map((k: any) => k.id)).toEqual([monday + 3 * 3600, monday + 4 * 3600]);
    // The live candles pushed after each trade agree with the stored ones.
    expect(live['1week'].map((k) => [k.id, k.close, k.count])).toEqual([
      [monday - 7 * 86_400, 60000, 1],
      [monday, 61000, 1],
      [monday, 62000, 2],
      [monday, 63000, 3],
    ]);
    expect(live['4hour'].at(-1)).toMatchObject({ id: monday + 4 * 3600, open: 63000, count: 1 });
    expect(live['60min'].at(-1)).toMatchObject({ id: monday + 4 * 3600, close: 63000 });
  });

  it('gives 24 h tickers per quote coin, and nothing invented for markets without trades', async () => {
    await trade('60000', '0.01');
    t.clock.advance(3_600_000);
    await trade('61000', '0.01');
    const usdt = await t.call('/huobi/getHuobiDetailsByQuoteCoin', { quoteCoin: 'USDT' });
    const btc = usdt.data.find((m: any) => m.baseCoin === 'BTC');
    expect(btc).toMatchObject({ quoteCoin: 'USDT', logo: '/bb/coin/btc.svg', tick: { open: 60000, close: 61000, high: 61000, low: 60000, count: 2 } });
    expect(usdt.data.find((m: any) => m.baseCoin === 'ETH').tick.close).toBe(0);
    expect(usdt.data).toHaveLength(7);
    t.clock.advance(24 * 3_600_000);
    const later = await t.call('/huobi/getHuobiDetailsByQuoteCoin', { quoteCoin: 'usdt' });
    expect(later.data.find((m: any) => m.baseCoin === 'BTC').tick.count).toBe(0);
    const logo = await t.app.inject({ method: 'GET', url: '/bb/coin/btc.svg' });
    expect(logo.headers['content-type']).toContain('image/svg+xml');
  });

  it('shows committed depth best first, and recent trades newest first with the taker side', async () => {
    await t.call('/spot/order/place', { symbol: 'btcusdt', side: 'buy', type: 'LMT', price: '50000', amount: '0.01' }, { token: demo });
    await t.call('/spot/order/place', { symbol: 'btcusdt', side: 'buy', type: 'LMT', price: '50001.5', amount: '0.02' }, { token: demo });
    await t.call('/spot/order/place', { symbol: 'btcusdt', side: 'sell', type: 'LMT', price: '52000', amount: '0.5' }, { token: bob });
    const depth = await t.call('/huobi/getHuobiContractDepthV2', { symbol: 'btcusdt', size: 20 });
    expect(depth.status).toBe('ok');
    expect(depth.tick.bids).toEqual([
      [50001.5, 0.02],
      [50000, 0.01],
    ]);
    expect(depth.tick.asks).toEqual([[52000, 0.5]]);
    await t.call('/spot/order/place', { symbol: 'btcusdt', side: 'sell', type: 'MKT', amount: '0.015' }, { token: bob });
    const trades = await t.call('/huobi/getMarketTrade', { symbol: 'btcusdt' });
    expect(trades.data.map((d: any) => [d.price, d.amount, d.direction])).toEqual([[50001.5, 0.015, 'sell']]);
    await t.call('/spot/order/place', { symbol: 'btcusdt', side: 'sell', type: 'MKT', amount: '0.01' }, { token: bob });
    const newest = await t.call('/huobi/getMarketTrade', { symbol: 'btcusdt' });
    expect(newest.data.map((d: any) => [d.price, d.amount])).toEqual([
      [50000, 0.005],
      [50001.5, 0.005],
      [50001.5, 0.015],
    ]);
    const after = await t.call('/huobi/getHuobiContractDepthV2', { symbol: 'btcusdt' });
    expect(after.tick.bids).toEqual([[50000, 0.005]]);
  });
});
