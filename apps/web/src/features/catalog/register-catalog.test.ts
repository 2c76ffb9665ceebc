import { afterEach, describe, expect, it, vi } from 'vitest';
import { findAsset, findMarket, formatUnits, parseUnits } from '@exchange/contracts';
import { marketOrDefault, marketsOf } from '../market/market-info';
import { assetScale } from '../assets/catalog';
import { loadCatalog, registerCatalog } from './register-catalog';

const CATALOG = {
  assets: [{ currency: 'WEBTK', name: 'Web token', scale: 4 }],
  markets: [
    { symbol: 'webtkusdt', base: 'WEBTK', quote: 'USDT', pricePrecision: 5, quantityPrecision: 2, minOrderValue: '5', maxOrderValue: '1000000', makerFee: '0.001', takerFee: '0.002' },
  ],
};

function answer(body: unknown, delayMs = 0) {
  const fetch = vi.fn(async (url: string) => {
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json', 'x-url': url } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('the run-time catalogue at start-up', () => {
  it('registers the tokens and markets /market/catalog answers before the first render', async () => {
    const fetch = answer({ code: 1, msg: 'Success', data: CATALOG });
    expect(findMarket('webtkusdt')).toBeUndefined();
    await loadCatalog();
    expect(String(fetch.mock.calls[0][0])).toBe('/bb/market/catalog');
    // The token's balance reads at its own scale, not the catalogue's finest.
    expect(assetScale('WEBTK')).toBe(4);
    expect(formatUnits(parseUnits('1.2345', assetScale('WEBTK'))!, 4)).toBe('1.2345');
    // Its market is in the USDT list and its trade page's deep link opens it (any spelling).
    expect(marketsOf('USDT').map((m) => m.symbol)).toContain('webtkusdt');
    expect(marketOrDefault('webtkusdt')).toMatchObject({ base: 'WEBTK', pricePrecision: 5, quantityPrecision: 2, takerFee: '0.002' });
    expect(marketOrDefault('WEBTK/USDT').symbol).toBe('webtkusdt');
    // Again (a second load, a catalogue listing a fixed market): nothing is listed twice.
    expect(registerCatalog({ ...CATALOG, markets: [...CATALOG.markets, { ...CATALOG.markets[0], symbol: 'btcusdt', base: 'BTC' }] })).toEqual([]);
    expect(marketsOf('USDT').filter((m) => m.symbol === 'webtkusdt' || m.symbol === 'btcusdt')).toHaveLength(2);
  });

  it('starts without the catalogue when the call fails or answers a shape it cannot read, and waits only so long', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(loadCatalog()).resolves.toBeUndefined();
    answer({ code: 1, msg: 'Success', data: { assets: [{ currency: 'BADTK' }], markets: [] } });
    await expect(loadCatalog()).resolves.toBeUndefined();
    expect(findAsset('BADTK')).toBeUndefined();
    // A market of a coin nobody listed is left out rather than half-listed.
    expect(registerCatalog({ assets: [], markets: [{ ...CATALOG.markets[0], symbol: 'ghostusdt', base: 'GHOST' }] })).toEqual([]);
    expect(findMarket('ghostusdt')).toBeUndefined();

    // A slow answer: the start goes on after the wait, and the answer is registered when it comes.
    answer({ code: 1, msg: 'Success', data: { assets: [{ currency: 'SLOWTK', name: 'Slow', scale: 2 }], markets: [] } }, 200);
    const started = Date.now();
    await loadCatalog(20);
    expect(Date.now() - started).toBeLessThan(190);
    expect(findAsset('SLOWTK')).toBeUndefined();
    await vi.waitFor(() => expect(findAsset('SLOWTK')?.scale).toBe(2));
  });
});
