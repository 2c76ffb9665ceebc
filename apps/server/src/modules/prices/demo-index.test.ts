import { afterEach, describe, expect, it } from 'vitest';
import { DEMO, DIALECTS, login, startTestApp, type TTestApp } from '../../test/test-app.js';
import { createMarketMaker } from '../market-maker/market-maker.js';

describe.each(DIALECTS)('the demo index on %s', (dialect) => {
  let t: TTestApp;
  afterEach(async () => {
    await t.close();
  });

  it('stays on the demo reference path while a user sweeping the asks moves the last price by more than 1 %', async () => {
    t = await startTestApp(dialect);
    const step = async () => {
      t.clock.advance(1_000);
      t.deps.demoReference?.step();
      return (await t.deps.priceTicks.recordNow()).find((tick) => tick.symbol === 'btcusdt');
    };
    await step();
    const mm = createMarketMaker(t.deps);
    await mm.start({ isTimerless: true, isHistoryOff: true });
    const book = t.deps.spot.market('btcusdt')!;
    const bestAsk = book.published.asks[0][0];

    // The demo user sweeps every ask of the market maker with a limit buy well above them.
    const demo = await login(t, DEMO.email, DEMO.password);
    const top = book.published.asks[book.published.asks.length - 1][0];
    const swept = await t.call('/spot/order/place', { symbol: 'btcusdt', side: 'buy', type: 'LMT', price: (top / 100 + 10).toFixed(2), amount: '0.05' }, { token: demo });
    expect(swept.code, swept.msg).toBe(1);
    const last = book.lastTrade!.ticks;
    expect(last / bestAsk - 1).toBeGreaterThan(0.01);

    // The recorded index does not follow: it is the demo reference's walk, cited as such.
    const tick = (await step())!;
    const quote = t.deps.demoReference?.quote('btcusdt');
    expect(tick.method).toBe('demo');
    expect(tick.sources).toEqual([{ source: 'demo-reference', price: quote?.price, time: t.clock.now() }]);
    expect(Math.abs(Number(tick.price) / bestAsk - 1)).toBeLessThan(0.005);
    const record = await t.call('/market/priceTicks', { symbol: 'btcusdt', from: t.clock.now() - 5_000, to: t.clock.now() });
    expect(record.data.list.every((x: { sources: { source: string }[] }) => x.sources[0].source === 'demo-reference')).toBe(true);
  });
});
