import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import ordersEn from '../packages/i18n/locales/web/account-orders/en-US.json' with { type: 'json' };
import ordersAr from '../packages/i18n/locales/web/account-orders/ar-AE.json' with { type: 'json' };
import tradeEn from '../packages/i18n/locales/web/trade/en-US.json' with { type: 'json' };
import tradeAr from '../packages/i18n/locales/web/trade/ar-AE.json' with { type: 'json' };
import webEn from '../packages/i18n/locales/web/en-US.json' with { type: 'json' };
import msg from '../packages/i18n/locales/en-US.json' with { type: 'json' };
import { hasChromium } from './support/chromium';
import { expectToast, launchBrowser, loginByApi, newContext, pageApi, screenshot as save, watchErrors } from './support/browser';
import { startServer, type TServer } from './support/server';

type TDepth = { bids: [number, number][]; asks: [number, number][] };
type TOrder = { orderId: number; status: string; filled: string };
type TFill = { tradeId: number; price: string; quantity: string; role: string; fee: string };
type TDetail = TOrder & { fills: TFill[] };

const O = ordersEn.spotOrders;
const T = tradeEn.trade;

/** expect.poll with room for a page that is still loading (its default gives up after 1 s). */
const poll = <T>(fn: () => Promise<T> | T, timeout = 10_000) => expect.poll(fn, { timeout, interval: 100 });

/** A decimal string cut (never rounded) to 8 places, as money is shown (SPEC §9). */
const cut8 = (value: string) => {
  const [int, fraction = ''] = value.split('.');
  return `${int}.${fraction.slice(0, 8).padEnd(8, '0')}`;
};

const list = (page: Page, status: string) => page.getByTestId(`orders-${status}`);
const row = (page: Page, status: string, orderId: number) => list(page, status).locator(`[data-order-id="${orderId}"]`);
const detail = (page: Page) => page.getByTestId('order-detail');

/** A screenshot of the screen itself: the toasts of earlier steps (checked already) are hidden for it. */
async function screenshot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.querySelectorAll<HTMLElement>('.ant-message').forEach((e) => (e.style.visibility = 'hidden')));
  await save(page, name);
  await page.evaluate(() => document.querySelectorAll<HTMLElement>('.ant-message').forEach((e) => (e.style.visibility = '')));
}

/** Opens the order history and picks finished or cancelled. */
async function showHistory(page: Page, status: 'finished' | 'cancelled', labels = T): Promise<void> {
  await page.locator('.pc-account-orders .ant-tabs-tab').filter({ hasText: labels.orderHistory }).click();
  await page.locator('.pc-orders__status .ant-segmented-item').filter({ hasText: labels.status[status] }).click();
}

async function showOpen(page: Page, labels = T): Promise<void> {
  await page.locator('.pc-account-orders .ant-tabs-tab').filter({ hasText: labels.openOrders }).click();
}

/** Picks one pair (typed, as a user searching the list would) or every market. */
async function choosePair(page: Page, label: string): Promise<void> {
  await page.getByTestId('pair-filter').click();
  await page.keyboard.type(label);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: new RegExp(`^${label.replace('/', '\\/')}$`) }).click();
}

describe.skipIf(!hasChromium)('desktop interface: the account spot orders page', () => {
  let server: TServer;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let resting: TOrder;
  let filled: TOrder;

  async function depth(symbol = 'btcusdt'): Promise<TDepth> {
    const res = await fetch(`${server.baseUrl}/bb/huobi/getHuobiContractDepthV2`, { method: 'POST', body: new URLSearchParams({ symbol }) });
    return ((await res.json()) as { data: TDepth }).data;
  }

  /** A BTC/USDT limit buy 5 % under the best bid (inside the 10 % price band): it rests, and nothing fills it. */
  const placeResting = async () =>
    pageApi<TOrder>(page, '/spot/order/place', { symbol: 'btcusdt', side: 'buy', type: 'LMT', price: Math.floor((await depth()).bids[0][0] * 0.95).toFixed(2), amount: '0.001' });

  beforeAll(async () => {
    // The market maker fills the demo user's crossing order (no one trades with themselves).
    server = await startServer({ marketMaker: true });
    browser = await launchBrowser();
    const deadline = Date.now() + 90_000;
    for (let book = await depth(); book.asks.length < 5 || book.bids.length < 5; book = await depth()) {
      if (Date.now() > deadline) throw new Error('the market maker did not fill the btcusdt book in 90 s');
      await new Promise((r) => setTimeout(r, 1_000));
    }
    page = await (await newContext(browser, 'desktop', server.baseUrl)).newPage();
    errors = watchErrors(page);
    await loginByApi(page);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('lists an open order, shows its detail, cancels it (confirmed) and finds it under cancelled', async () => {
    resting = await placeResting();
    expect(resting.status).toBe('unfinished');
    // 1 % above the best ask, so the order still crosses if the market moves meanwhile.
    filled = await pageApi<TOrder>(page, '/spot/order/place', { symbol: 'btcusdt', side: 'buy', type: 'LMT', price: ((await depth()).asks[0][0] * 1.01).toFixed(2), amount: '0.001' });
    expect(filled.status).toBe('finished');

    await page.goto('/pc/account/trade');
    await page.getByTestId('spot-orders-page').waitFor();
    expect(await page.locator('h1.pc-page__title').textContent()).toBe(webEn.pc.account.trade);
    await row(page, 'unfinished', resting.orderId).waitFor();
    expect(await row(page, 'unfinished', filled.orderId).count()).toBe(0);
    await expect(row(page, 'unfinished', resting.orderId).textContent()).resolves.toContain('BTC/USDT');
    await screenshot(page, 'desktop-orders-open');

    await page.getByTestId(`detail-${resting.orderId}`).click();
    await poll(() => detail(page).getAttribute('data-status')).toBe('unfinished');
    await expect(detail(page).textContent()).resolves.toContain(String(resting.orderId));
    await detail(page).getByText(O.noFills).waitFor();
    await page.locator('.ant-modal-footer').getByRole('button', { name: O.close }).click();
    await detail(page).waitFor({ state: 'detached' });

    // The cancel asks first; "Cancel" in the question keeps the order.
    await page.getByTestId(`cancel-${resting.orderId}`).click();
    await page.locator('.ant-popconfirm').getByText(T.cancelConfirm).waitFor();
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    await expectToast(page, msg.orderCancelled);
    await row(page, 'unfinished', resting.orderId).waitFor({ state: 'detached' });
    await showHistory(page, 'cancelled');
    await row(page, 'cancelled', resting.orderId).waitFor();
    await expect(row(page, 'cancelled', resting.orderId).locator('[data-status]').textContent()).resolves.toBe(T.status.cancelled);
    expect(errors).toEqual([]);
  });

  it('shows the filled order under finished, with its fills in the detail', async () => {
    await showHistory(page, 'finished');
    await row(page, 'finished', filled.orderId).waitFor();
    await expect(row(page, 'finished', filled.orderId).locator('[data-status]').textContent()).resolves.toBe(T.status.finished);
    await screenshot(page, 'desktop-orders-finished');

    const server = await pageApi<TDetail>(page, '/spot/order/detail', { orderId: String(filled.orderId) });
    expect(server.fills.length).toBeGreaterThan(0);
    await page.getByTestId(`detail-${filled.orderId}`).click();
    await poll(() => detail(page).getAttribute('data-status')).toBe('finished');
    const fills = detail(page).locator('[data-testid="order-fills"] [data-trade-id]');
    await poll(() => fills.count()).toBe(server.fills.length);
    // Each fill as the server has it, oldest first: price (2 decimals, grouped), quantity with the
    // coin (6 decimals), role, and the fee in the order's fee coin, cut to at most 8 decimals.
    for (const [i, fill] of server.fills.entries()) {
      const cells = await fills.nth(i).locator('td').allInnerTexts();
      expect(cells[1]).toBe(Number(fill.price).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
      expect(cells[2]).toBe(`${Number(fill.quantity).toFixed(6)} BTC`);
      expect(cells[3]).toBe(fill.role === 'taker' ? O.taker : O.maker);
      expect(cells[4]).toMatch(/^0\.\d{1,8} BTC$/);
      expect(Number(cells[4].replace(' BTC', ''))).toBe(Number(cut8(fill.fee)));
    }
    await screenshot(page, 'desktop-orders-detail');
    await page.keyboard.press('Escape');
    await detail(page).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('filters by pair: an empty state for a pair without orders, kept on reload', async () => {
    await choosePair(page, 'ETH/BTC');
    await page.waitForURL((u) => u.searchParams.get('symbol') === 'ethbtc');
    await list(page, 'finished').getByText(O.empty.finished).waitFor();
    await showOpen(page);
    await list(page, 'unfinished').getByText(O.empty.unfinished).waitFor();
    await screenshot(page, 'desktop-orders-empty');
    await page.reload();
    await list(page, 'unfinished').getByText(O.empty.unfinished).waitFor();
    await poll(() => page.getByTestId('pair-filter').textContent()).toContain('ETH/BTC');

    await choosePair(page, 'BTC/USDT');
    await showHistory(page, 'finished');
    await row(page, 'finished', filled.orderId).waitFor();
    await choosePair(page, tradeEn.market.allMarkets);
    await page.waitForURL((u) => !u.searchParams.has('symbol'));
    await row(page, 'finished', filled.orderId).waitFor();
    expect(errors).toEqual([]);
  });

  it('follows the orders push live, and pages open orders 10 at a time', async () => {
    await showOpen(page);
    await list(page, 'unfinished').getByText(O.empty.unfinished).waitFor();
    // Orders placed elsewhere (another tab, over HTTP) appear without a reload.
    const placed: TOrder[] = [];
    for (let i = 0; i < 11; i++) placed.push(await placeResting());
    await poll(() => list(page, 'unfinished').getAttribute('data-total')).toBe('11');
    await poll(() => list(page, 'unfinished').locator('[data-order-id]').count()).toBe(10);
    // Newest first: the last one placed heads page 1, the first one is alone on page 2.
    await row(page, 'unfinished', placed[10].orderId).waitFor();
    await list(page, 'unfinished').locator('.ant-pagination-item-2').click();
    await poll(() => list(page, 'unfinished').locator('[data-order-id]').count()).toBe(1);
    await row(page, 'unfinished', placed[0].orderId).waitFor();
    await screenshot(page, 'desktop-orders-page-2');
    // Cancelled elsewhere: page 2 empties, and the list steps back to page 1.
    await pageApi(page, '/spot/order/cancel', { orderId: String(placed[0].orderId) });
    await poll(() => list(page, 'unfinished').getAttribute('data-total')).toBe('10');
    await poll(() => list(page, 'unfinished').locator('[data-order-id]').count()).toBe(10);
    await poll(() => list(page, 'unfinished').locator('.ant-pagination').count()).toBe(0);
    for (const order of placed.slice(1)) await pageApi(page, '/spot/order/cancel', { orderId: String(order.orderId) });
    await list(page, 'unfinished').getByText(O.empty.unfinished).waitFor();
    expect(errors).toEqual([]);
  });

  it('says when the list cannot load, and loads it again on retry', async () => {
    await page.route('**/bb/spot/order/list', (route) => route.fulfill({ status: 502, body: '' }));
    await page.reload();
    const failed = list(page, 'unfinished');
    await poll(() => failed.getAttribute('data-state'), 20_000).toBe('error');
    await screenshot(page, 'desktop-orders-error');
    await page.unroute('**/bb/spot/order/list');
    await failed.getByRole('button').click();
    await list(page, 'unfinished').getByText(O.empty.unfinished).waitFor();
    expect(errors).toEqual([]);
  });

  it('lays the page and the detail out right to left in Arabic', async () => {
    const ar = await (await newContext(browser, 'desktop', server.baseUrl)).newPage();
    const arErrors = watchErrors(ar);
    await ar.goto('/bb/health');
    await ar.evaluate(() => localStorage.setItem('User-Lang', 'ar-AE'));
    await loginByApi(ar);
    await ar.goto('/pc/account/trade');
    await ar.getByTestId('spot-orders-page').waitFor();
    expect(await ar.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await ar.locator('.pc-account-orders .ant-tabs-tab').filter({ hasText: tradeAr.trade.orderHistory }).click();
    await ar.locator('.pc-orders__status .ant-segmented-item').filter({ hasText: tradeAr.trade.status.finished }).click();
    await row(ar, 'finished', filled.orderId).waitFor();
    await screenshot(ar, 'desktop-orders-ar-AE');
    await ar.getByTestId(`detail-${filled.orderId}`).click();
    await detail(ar).locator('[data-testid="order-fills"] [data-trade-id]').first().waitFor();
    await detail(ar).getByText(ordersAr.spotOrders.fills).waitFor();
    await screenshot(ar, 'desktop-orders-detail-ar-AE');
    expect(arErrors).toEqual([]);
    await ar.context().close();
  });
});
