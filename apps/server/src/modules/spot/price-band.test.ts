import { afterEach, describe, expect, it } from 'vitest';
import { DEMO, DIALECTS, login, registerByEmail, startTestApp, type TTestApp } from '../../test/test-app.js';
import { fund } from '../../test/wallet-helpers.js';
import { paramsRepository } from '../params/params.repository.js';
import { priceTicksRepository } from '../prices/price-ticks.repository.js';
import { BAND_TTL_MS } from './price-band.js';

describe.each(DIALECTS)('the price band around the index on %s', (dialect) => {
  let t: TTestApp;
  afterEach(async () => {
    await t.close();
  });

  const limit = (token: string, symbol: string, side: 'buy' | 'sell', price: string, amount: string, lang?: string) =>
    t.call('/spot/order/place', { symbol, side, type: 'LMT', price, amount }, { token, lang });

  it('refuses a limit order more than 10 % from the recorded index on either side, with a localized message', async () => {
    t = await startTestApp(dialect);
    const demo = await login(t, DEMO.email, DEMO.password);
    await priceTicksRepository.insert(t.deps.db, [{ symbol: 'btcusdt', price: 5_000_000n, method: 'median', sources: [{ source: 'test-feed', price: '50000', time: t.clock.now() }], observedAt: t.clock.now() }]);
    await t.deps.priceTicks.step();

    const above = await limit(demo, 'btcusdt', 'buy', '55000.01', '0.001');
    expect(above).toMatchObject({ code: 0, msg: 'The price is more than 10 % away from the index price' });
    expect((await limit(demo, 'btcusdt', 'buy', '55000.01', '0.001', 'de-DE')).msg).toBe('Der Preis weicht um mehr als 10 % vom Indexpreis ab');
    expect((await limit(demo, 'btcusdt', 'buy', '55000', '0.001')).code).toBe(1);
    expect((await limit(demo, 'btcusdt', 'sell', '44999.99', '0.001')).msg).toBe('The price is more than 10 % away from the index price');
    expect((await limit(demo, 'btcusdt', 'sell', '45000', '0.001')).code).toBe(1);

    // The operator narrows the band to 5 %: the same rule, the new width, in the message too.
    await paramsRepository.setRecorded(t.deps, { name: 'spot_price_band_bps', value: '500' }, { operator: 'alice', reason: 'tighter band' });
    t.clock.advance(BAND_TTL_MS);
    expect((await limit(demo, 'btcusdt', 'buy', '52500.01', '0.001')).msg).toBe('The price is more than 5 % away from the index price');
    expect((await limit(demo, 'btcusdt', 'buy', '52500', '0.001')).code).toBe(1);
  });

  it('without a recent index, bands around the last trade; a market with neither is not banded', async () => {
    t = await startTestApp(dialect);
    const demo = await login(t, DEMO.email, DEMO.password);
    const bob = await registerByEmail(t, 'bob@example.com');
    await fund(t, bob.userId, 'ETH', '5');
    // No index and no trade: any price the other rules allow.
    expect((await limit(demo, 'ethusdt', 'buy', '1', '10')).code).toBe(1);
    expect((await limit(bob.token, 'ethusdt', 'sell', '3000', '0.01')).code).toBe(1);
    expect((await limit(demo, 'ethusdt', 'buy', '3000', '0.01')).data.status).toBe('finished');
    expect((await limit(demo, 'ethusdt', 'buy', '3300.01', '0.01')).msg).toBe('The price is more than 10 % away from the index price');
    expect((await limit(bob.token, 'ethusdt', 'sell', '2699.99', '0.01')).msg).toBe('The price is more than 10 % away from the index price');
    expect((await limit(demo, 'ethusdt', 'buy', '3300', '0.01')).code).toBe(1);
  });
});
