import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { hasChromium } from './support/chromium';
import { seriousViolations } from './support/axe';
import { indexPrice } from './support/contract';
import { launchBrowser, loginByApi, newContext, pageApi, screenshot, watchErrors } from './support/browser';
import { startServer, type TServer } from './support/server';

type TDepth = { bids: [number, number][]; asks: [number, number][] };
type TTick = { id: string; price: string; method: string; sources: { source: string; price: string; time: number }[]; time: number };

/** Waits until a market's generated demo history is written (the first start's back-fill). */
async function waitForHistory(server: TServer, symbol: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${server.baseUrl}/bb/market/generatedHistory`, { method: 'POST', body: new URLSearchParams({ symbol }) }).catch(() => null);
    const body = res ? ((await res.json()) as { data?: { until: number | null } }) : null;
    if (body?.data?.until) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`no generated history for ${symbol} in 120 s`);
}

/** Issue 24: in demo mode the index is the demo reference feed; a user trading on the book cannot move it. */
describe.skipIf(!hasChromium)('demo index: the demo reference, never the book', () => {
  let server: TServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer({ marketMaker: true });
    browser = await launchBrowser();
    // The first start generates every market's demo history (the last market listed is ETH's DOGE pair).
    await waitForHistory(server, 'dogeeth');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  describe('generated demo history: the charts say so', () => {
    for (const [kind, url, shot] of [
      ['desktop', '/pc/home/detail?symbol=btcusdt', 'desktop-chart-generated-history'],
      ['mobile', '/trade/chart?symbol=btcusdt', 'mobile-chart-generated-history'],
    ] as const) {
      it(`labels the generated candles under the ${kind} chart`, async () => {
        const context = await newContext(browser, kind, server.baseUrl);
        const page = await context.newPage();
        const errors = watchErrors(page);
        await page.goto(url);
        const note = page.getByTestId('generated-history-note');
        await note.waitFor({ timeout: 30_000 });
        const until = Number(await note.getAttribute('data-until'));
        expect(until).toBeGreaterThan(0);
        expect(until).toBeLessThanOrEqual(Date.now());
        expect(await note.textContent()).toMatch(/^Candles before .+ are generated demo history$/);
        await screenshot(page, shot);
        expect(await seriousViolations(page, `${kind} chart with its generated-history note`)).toEqual([]);
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  });

  // After the charts: the sweep leaves the user's large bid in the book.
  it('keeps the contract screen index on the reference walk while a user sweeps the asks and the last price jumps', async () => {
    const context = await newContext(browser, 'desktop', server.baseUrl);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await loginByApi(page);
    await page.goto('/pc/contract?symbol=btcusdt');
    const shown = page.getByTestId('index-price');
    await expect.poll(() => shown.getAttribute('data-price'), { timeout: 30_000 }).not.toBe('');
    // The market maker quotes around the index.
    await expect.poll(async () => (await pageApi<TDepth>(page, '/huobi/getHuobiContractDepthV2', { symbol: 'btcusdt', size: '20' })).asks.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(20);
    const before = Number(await indexPrice(page));
    const sweptAt = Date.now();

    // The user takes every ask with a limit buy 2 % above the best ask (inside the 10 % band).
    const depth = await pageApi<TDepth>(page, '/huobi/getHuobiContractDepthV2', { symbol: 'btcusdt', size: '20' });
    await pageApi(page, '/spot/order/place', { symbol: 'btcusdt', side: 'buy', type: 'LMT', price: (depth.asks[0][0] * 1.02).toFixed(2), amount: '0.05' });
    const trades = await pageApi<{ price: number }[]>(page, '/huobi/getMarketTrade', { symbol: 'btcusdt' });
    const last = Math.max(...trades.map((trade) => trade.price));
    expect(last / before - 1).toBeGreaterThan(0.01);

    // For the next seconds, the index on the screen and every recorded tick stay on the walk:
    // within a fraction of the jump, each one a demo-reference quote.
    const until = Date.now() + 4_000;
    while (Date.now() < until) {
      const onScreen = Number(await shown.getAttribute('data-price'));
      expect(Math.abs(onScreen / before - 1)).toBeLessThan(0.004);
      await page.waitForTimeout(250);
    }
    const record = await pageApi<{ list: TTick[] }>(page, '/market/priceTicks', { symbol: 'btcusdt', from: String(sweptAt - 2_000), to: String(Date.now()) });
    expect(record.list.length).toBeGreaterThanOrEqual(3);
    for (const tick of record.list) {
      expect(tick.method).toBe('demo');
      expect(tick.sources.map((s) => s.source)).toEqual(['demo-reference']);
      expect(tick.sources[0].price).toBe(tick.price);
      expect(Math.abs(Number(tick.price) / before - 1)).toBeLessThan(0.004);
    }
    // Each source carries its own observation time (when the walk stepped), not the tick's.
    expect(record.list.every((tick) => tick.sources[0].time <= tick.time && tick.time - tick.sources[0].time < 5_000)).toBe(true);
    await screenshot(page, 'desktop-contract-demo-index');
    expect(await seriousViolations(page, 'desktop contract after a sweep')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
