import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock.js';
import { parseHuobiTickers, ReferenceFeed } from './huobi-reference.js';

const fixture = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'fixtures/huobi-market-tickers.json'), 'utf8'));

describe('Huobi reference feed', () => {
  it('reads the closes of listed markets in their price precision, dropping the rest', () => {
    expect(parseHuobiTickers(fixture)).toEqual([
      { symbol: 'btcusdt', price: '68011.37', time: 1795305600000 },
      { symbol: 'ethusdt', price: '3502.46', time: 1795305600000 },
      { symbol: 'dogeusdt', price: '0.151274', time: 1795305600000 },
      { symbol: 'xrpbtc', price: '0.00000819', time: 1795305600000 },
    ]);
    expect(parseHuobiTickers({ status: 'error', 'err-msg': 'invalid' })).toEqual([]);
    expect(parseHuobiTickers(null)).toEqual([]);
  });

  it('stops using quotes once they are older than the staleness limit, and survives a failed fetch', async () => {
    const clock = manualClock(1795305600000);
    let fail = false;
    const feed = new ReferenceFeed(async () => {
      if (fail) throw new Error('network down');
      return fixture;
    }, clock, 60_000);
    expect(await feed.refresh()).toBe(4);
    expect(feed.quote('btcusdt')?.price).toBe('68011.37');
    fail = true;
    clock.advance(30_000);
    expect(await feed.refresh()).toBe(0);
    expect(feed.quote('btcusdt')?.price).toBe('68011.37');
    clock.advance(31_000);
    expect(feed.quote('btcusdt')).toBeNull();
    expect(feed.quote('ltcusdt')).toBeNull();
  });
});
