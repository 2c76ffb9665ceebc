import { afterEach, describe, expect, it } from 'vitest';
import { findMarket } from '@exchange/contracts';
import { DEMO, DIALECTS, login, registerByEmail, startTestApp, type TTestApp } from '../../test/test-app.js';
import { fund } from '../../test/wallet-helpers.js';
import { getAssets } from '../wallets/get-assets.js';
import { medianIndex } from './index-price.js';
import { createPriceRecorder } from './price-recorder.js';
import { movingFeeds } from './prices-test-support.js';

describe.each(DIALECTS)('valuation from recorded ticks on %s', (dialect) => {
  let t: TTestApp;
  afterEach(async () => {
    await t.close();
  });

  it('demo mode: values BTC at the recorded own-market tick and cites it; the reference table only before it and once it is old', async () => {
    t = await startTestApp(dialect);
    const demo = await login(t, DEMO.email, DEMO.password);
    const btcLine = async () => (await t.call('/user/assets', { wallet: 'coin' }, { token: demo })).data.list.find((l: any) => l.currency === 'BTC');
    expect(await btcLine()).toMatchObject({ price: '68000', priceSource: 'reference' });

    const bob = await registerByEmail(t, 'bob@example.com');
    await fund(t, bob.userId, 'BTC', '1');
    await t.call('/spot/order/place', { symbol: 'btcusdt', side: 'sell', type: 'LMT', price: '64000.5', amount: '0.01' }, { token: bob.token });
    await t.call('/spot/order/place', { symbol: 'btcusdt', side: 'buy', type: 'LMT', price: '64000.5', amount: '0.01' }, { token: demo });
    const tradedAt = t.clock.now();
    // A trade alone values nothing: only a recorded index price does.
    expect(await btcLine()).toMatchObject({ priceSource: 'reference' });
    t.clock.advance(400);
    const [tick] = await t.deps.priceTicks.recordNow();
    expect(tick).toMatchObject({ symbol: 'btcusdt', price: 6400050n, method: 'demo', sources: [{ source: 'own-market', price: '64000.5', time: tradedAt }] });

    // The demo user holds 1 BTC + 0.01 bought − 0.1 % fee, valued at the tick's price, rounded down.
    expect(await btcLine()).toMatchObject({
      available: '1.00999',
      price: '64000.5',
      priceSource: 'index',
      usdtValue: '64639.864995',
      priceTickId: String(tick.id),
      priceTime: tradedAt + 400,
    });
    // The price the valuation used names its tick, and anyone can look that tick up in the public record.
    const cited = t.deps.prices.usdtPrice('BTC');
    expect(cited).toEqual({ price: '64000.5', source: 'index', time: tradedAt + 400, tickId: String(tick.id) });
    const record = await t.call('/market/priceTicks', { symbol: 'btcusdt', from: tradedAt, to: tradedAt + 1_000 });
    expect(record.data.list).toEqual([
      { id: cited!.tickId, symbol: 'btcusdt', price: '64000.5', method: 'demo', sources: [{ source: 'own-market', price: '64000.5', time: tradedAt }], time: tradedAt + 400 },
    ]);

    // 16 minutes without a trade: the own market has no index price, no tick is written, and the
    // last tick is too old to value anything.
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
