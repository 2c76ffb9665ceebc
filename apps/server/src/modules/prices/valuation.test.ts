import { afterEach, describe, expect, it } from 'vitest';
import { findMarket } from '@exchange/contracts';
import { DEMO, DIALECTS, login, startTestApp, type TTestApp } from '../../test/test-app.js';
import { getAssets } from '../wallets/get-assets.js';
import { medianIndex } from './index-price.js';
import { createPriceRecorder } from './price-recorder.js';
import { movingFeeds } from './prices-test-support.js';

describe.each(DIALECTS)('valuation from recorded ticks on %s', (dialect) => {
  let t: TTestApp;
  afterEach(async () => {
    await t.close();
  });

  it('demo mode: values BTC at the recorded demo-reference tick and cites it; the reference table only before it and once it is old', async () => {
    t = await startTestApp(dialect);
    const demo = await login(t, DEMO.email, DEMO.password);
    const btcLine = async () => (await t.call('/user/assets', { wallet: 'coin' }, { token: demo })).data.list.find((l: any) => l.currency === 'BTC');
    expect(await btcLine()).toMatchObject({ price: '68000', priceSource: 'reference' });

    // The demo reference steps: a quote alone values nothing, only a recorded index price does.
    t.deps.demoReference!.step();
    const quote = t.deps.demoReference!.quote('btcusdt')!;
    expect(await btcLine()).toMatchObject({ priceSource: 'reference' });
    t.clock.advance(400);
    const ticks = await t.deps.priceTicks.recordNow();
    const tick = ticks.find((x) => x.symbol === 'btcusdt')!;
    expect(tick).toMatchObject({ method: 'demo', sources: [{ source: 'demo-reference', price: quote.price, time: quote.time }] });
    expect(await btcLine()).toMatchObject({ price: quote.price, priceSource: 'index', priceTickId: String(tick.id), priceTime: quote.time + 400 });
    // The price the valuation used names its tick, and anyone can look that tick up in the public record.
    const cited = t.deps.prices.usdtPrice('BTC');
    expect(cited).toEqual({ price: quote.price, source: 'index', time: quote.time + 400, tickId: String(tick.id) });
    const record = await t.call('/market/priceTicks', { symbol: 'btcusdt', from: quote.time, to: quote.time + 1_000 });
    expect(record.data.list).toEqual([
      { id: cited!.tickId, symbol: 'btcusdt', price: quote.price, method: 'demo', sources: [{ source: 'demo-reference', price: quote.price, time: quote.time }], time: quote.time + 400 },
    ]);

    // 16 minutes without a step (the feed stopped): no index price, no tick, and the last tick is
    // too old to value anything.
    t.clock.advance(16 * 60_000);
    expect(await t.deps.priceTicks.recordNow()).toEqual([]);
    expect(await btcLine()).toMatchObject({ price: '68000', priceSource: 'reference', priceTickId: null, priceTime: null });
    expect(t.deps.prices.usdtPrice('BTC')?.tickId).toBeUndefined();
  });

  it('production mode: no price before the first median tick (never the reference table), then the median, cited', async () => {
    t = await startTestApp(dialect, { isDemo: false });
    const btc = (await getAssets(t.deps, 1n, 'coin')).list.find((l) => l.currency === 'BTC');
    expect(btc).toMatchObject({ price: '0', priceSource: 'none', usdtValue: '0' });
    expect(t.deps.prices.usdtPrice('BTC')).toBeNull();
    // The feeds record through a recorder of their own; the app reads the table as it does at start-up.
    const { feeds, refresh } = movingFeeds(t.clock);
    const recorder = createPriceRecorder({ db: t.deps.db, clock: t.clock, index: medianIndex(feeds, 1_000), heartbeatMs: 10_000, markets: [findMarket('btcusdt')!], owner: 'valuation-test' });
    await refresh();
    const [tick] = await recorder.recordNow();
    await t.deps.priceTicks.load();
    const valued = await getAssets(t.deps, 1n, 'coin');
    expect(valued.list.find((l) => l.currency === 'BTC')).toMatchObject({ price: '68000.02', priceSource: 'index' });
    expect(t.deps.prices.usdtPrice('BTC')).toEqual({ price: '68000.02', source: 'index', time: t.clock.now(), tickId: String(tick.id) });
    // ETH has no tick, and production never falls back to a made-up price.
    expect(valued.list.find((l) => l.currency === 'ETH')).toMatchObject({ price: '0', priceSource: 'none' });
    expect(valued.list.find((l) => l.currency === 'USDT')).toMatchObject({ price: '1', priceSource: 'par' });
  });
});
