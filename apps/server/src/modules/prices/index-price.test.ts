import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, DIALECTS, login, registerByEmail, startTestApp, type TTestApp } from '../../test/test-app.js';
import { fund } from '../../test/wallet-helpers.js';
import { ReferenceFeed } from './huobi-reference.js';
import { indexPriceSource } from './index-price.js';

const fixture = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'fixtures/huobi-market-tickers.json'), 'utf8'));

describe.each(DIALECTS)('index prices on %s', (dialect) => {
  let t: TTestApp;
  beforeEach(async () => {
    t = await startTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  it('follows the last committed trade, ages it out, and values wallets with it', async () => {
    const demo = await login(t, DEMO.email, DEMO.password);
    const bob = await registerByEmail(t, 'bob@example.com');
    await fund(t, bob.userId, 'BTC', '1');
    const prices = indexPriceSource({ spot: t.deps.spot, clock: t.clock });
    expect(prices.index('btcusdt')).toBeNull();
    await t.call('/spot/order/place', { symbol: 'btcusdt', side: 'sell', type: 'LMT', price: '64000.5', amount: '0.01' }, { token: bob.token });
    await t.call('/spot/order/place', { symbol: 'btcusdt', side: 'buy', type: 'LMT', price: '64000.5', amount: '0.01' }, { token: demo });
    expect(prices.index('btcusdt')).toEqual({ price: '64000.5', source: 'last-trade', time: t.clock.now() });
    // The app's own valuation uses the index price for BTC now.
    const assets = await t.call('/user/assets', { wallet: 'coin' }, { token: demo });
    expect(assets.data.list.find((l: any) => l.currency === 'BTC')).toMatchObject({ price: '64000.5', priceSource: 'last-trade' });
    t.clock.advance(16 * 60_000);
    expect(prices.index('btcusdt')).toBeNull();
    expect(prices.usdtPrice('USDT')?.price).toBe('1');
  });

  it('blends a fresh reference quote with the last trade, and uses the reference alone when it is all there is', async () => {
    const clock = { now: () => 1795305600000 + 5_000 };
    const feed = new ReferenceFeed(async () => fixture, clock);
    await feed.refresh();
    t.deps.spot.market('btcusdt')!.lastTrade = { ticks: 6800000, time: clock.now() };
    const prices = indexPriceSource({ spot: t.deps.spot, clock, reference: feed });
    // (68000.00 + 68011.37) / 2, cut to the market's 2 decimals.
    expect(prices.index('btcusdt')).toMatchObject({ price: '68005.68', source: 'blend' });
    expect(prices.index('ethusdt')).toMatchObject({ price: '3502.46', source: 'reference' });
    expect(prices.index('eosusdt')).toBeNull();
  });
});
