import { describe, expect, it } from 'vitest';
import { findMarket } from '@exchange/contracts';
import { manualClock } from '../../platform/clock.js';
import { DIALECTS, startTestApp } from '../../test/test-app.js';
import { paramsRepository } from '../params/params.repository.js';
import { assertFeedHosts } from './create-prices.js';
import { medianIndex } from './index-price.js';
import { parseBinanceTickers } from './binance-tickers.js';
import { loadPriceConfig } from './price-config.js';
import { PriceFeed } from './price-feed.js';

describe('feed hosts', () => {
  it('records each source with the host it was read from', async () => {
    const clock = manualClock(1795305600000);
    const feeds = ['mirror.example.net', 'data-api.binance.vision'].map(
      (host, i) =>
        new PriceFeed({ name: `f${i}`, host, parse: parseBinanceTickers, clock, maxAgeMs: 10_000, fetch: async () => [{ symbol: 'BTCUSDT', price: '68000.5' }] }),
    );
    await Promise.all(feeds.map((feed) => feed.refresh()));
    const result = medianIndex(feeds, 1_000).compute(findMarket('btcusdt')!);
    expect(result?.sources.map((s) => s.host)).toEqual(['mirror.example.net', 'data-api.binance.vision']);
  });

  it('reads each feed host from its URL', () => {
    const config = loadPriceConfig({ PRICE_FEED_OKX_URL: 'https://aws.okx.com/api/v5/market/tickers?instType=SPOT' });
    expect(config.feeds.map((f) => [f.name, f.host])).toEqual([
      ['htx', 'api.huobi.pro'],
      ['binance', 'data-api.binance.vision'],
      ['okx', 'aws.okx.com'],
    ]);
  });
});

describe.each(DIALECTS)('production start-up with a feed pointed elsewhere on %s', (dialect) => {
  it('stops unless an operator allowed the host, and that allowance is in the operator log', async () => {
    const t = await startTestApp(dialect, { isDemo: false });
    try {
      const known = loadPriceConfig({});
      await expect(assertFeedHosts(t.deps.db, false, known)).resolves.toBeUndefined();
      const moved = loadPriceConfig({ PRICE_FEED_BINANCE_URL: 'https://prices.attacker.example/api/v3/ticker/price' });
      await expect(assertFeedHosts(t.deps.db, false, moved)).rejects.toThrow(
        'PRICE_FEED_BINANCE_URL: host "prices.attacker.example" is not binance\'s known host "data-api.binance.vision"',
      );
      // Demo mode reads no outside feed: nothing to check.
      await expect(assertFeedHosts(t.deps.db, true, moved)).resolves.toBeUndefined();
      await paramsRepository.setRecorded(t.deps, { name: 'price_feed_hosts', value: 'prices.attacker.example' }, { operator: 'alice', reason: 'regional mirror' });
      await expect(assertFeedHosts(t.deps.db, false, moved)).resolves.toBeUndefined();
      const logged = await t.deps.db.selectFrom('operator_actions').select(['operator', 'subject']).where('subject', '=', 'price_feed_hosts').execute();
      expect(logged).toEqual([{ operator: 'alice', subject: 'price_feed_hosts' }]);
    } finally {
      await t.close();
    }
  });
});
