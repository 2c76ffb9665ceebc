import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, WebSocketRoute } from 'playwright-core';
import enAmounts from '../packages/i18n/locales/web/amounts/en-US.json' with { type: 'json' };
import tradeEn from '../packages/i18n/locales/web/trade/en-US.json' with { type: 'json' };
import msg from '../packages/i18n/locales/en-US.json' with { type: 'json' };
import confirmEn from '../packages/i18n/locales/web/order-confirm/en-US.json' with { type: 'json' };
import { hasChromium } from './support/chromium';
import { DEMO, expectToast, launchBrowser, loginByApi, pageApi, newContext, screenshot, watchErrors } from './support/browser';
import { startServer, type TServer } from './support/server';

type TDepth = { bids: [number, number][]; asks: [number, number][] };
type TOrder = { orderId: number; status: string };

const path = (url: string) => new URL(url).pathname;

/** The text a `{{placeholder}}` message reads with its values. */
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k]);

/** expect.poll with room for a page that is still loading (its default gives up after 1 s). */
const poll = <T>(fn: () => Promise<T> | T, timeout = 10_000) => expect.poll(fn, { timeout, interval: 100 });

/** A decimal string → number (display strings: grouping commas dropped). */
const num = (text: string | null) => Number((text ?? '').replace(/,/g, ''));

describe.skipIf(!hasChromium)('desktop interface: markets and spot trading', () => {
  let server: TServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer({ marketMaker: true });
    browser = await launchBrowser();
    // The market maker back-fills history first; wait until the btcusdt book is full.
    const deadline = Date.now() + 90_000;
    for (let book = await depth(); book.asks.length < 20 || book.bids.length < 20; book = await depth()) {
      if (Date.now() > deadline) throw new Error('the market maker did not fill the btcusdt book in 90 s');
      await new Promise((r) => setTimeout(r, 1_000));
    }
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function depth(symbol = 'btcusdt'): Promise<TDepth> {
    const res = await fetch(`${server.baseUrl}/bb/huobi/getHuobiContractDepthV2`, { method: 'POST', body: new URLSearchParams({ symbol }) });
    return ((await res.json()) as { data: TDepth }).data;
  }

  async function freshPage(lang?: string): Promise<{ page: Page; errors: string[] }> {
    const context = await newContext(browser, 'desktop', server.baseUrl);
    const page = await context.newPage();
    if (lang) {
      await page.goto('/bb/health');
      await page.evaluate((l) => localStorage.setItem('User-Lang', l), lang);
    }
    return { page, errors: watchErrors(page) };
  }

  /** The trading page drawn: chart with candles, 20 levels a side, trades, and the socket live. */
  async function expectTradingPage(page: Page): Promise<void> {
    await poll(() => page.getByTestId('kline-chart').getAttribute('data-bars'), 20_000).not.toBe('0');
    await page.locator('[data-testid="kline-chart"] canvas').first().waitFor();
    await poll(() => page.getByTestId('book-asks').getAttribute('data-levels')).toBe('20');
    await poll(() => page.getByTestId('book-bids').getAttribute('data-levels')).toBe('20');
    await poll(() => page.locator('.pc-book__row.is-ask').count()).toBe(20);
    await poll(() => page.locator('.pc-book__row.is-bid').count()).toBe(20);
    await poll(async () => num(await page.locator('.pc-trades__list').getAttribute('data-count'))).toBeGreaterThan(0);
    await poll(() => page.getByTestId('socket-status').getAttribute('data-status')).toBe('connected');
  }

  /** Places an order through the form and returns what the server answered. */
  async function placeThroughForm(page: Page, side: 'buy' | 'sell', price: string, amount: string): Promise<TOrder> {
    const form = page.getByTestId(`order-form-${side}`);
    await form.locator('input[name="price"]').fill(price);
    await form.locator('input[name="amount"]').fill(amount);
    const answer = page.waitForResponse((r) => r.url().endsWith('/bb/spot/order/place'));
    await form.locator('button[type=submit]').click();
    // A fresh browser asks to confirm (until "don't ask again").
    await page.locator('.ant-modal .order-confirm-ok').click();
    const body = (await (await answer).json()) as { code: number; data: TOrder };
    expect(body.code).toBe(1);
    await expectToast(page, msg.orderPlaced);
    return body.data;
  }

  const row = (page: Page, status: string, orderId: number) => page.locator(`[data-testid="orders-${status}"] [data-order-id="${orderId}"]`);

  async function showHistory(page: Page, status: 'finished' | 'cancelled'): Promise<void> {
    await page.locator('.pc-orders .ant-tabs-tab').filter({ hasText: tradeEn.trade.orderHistory }).click();
    await page.locator('.pc-orders__status .ant-segmented-item').filter({ hasText: tradeEn.trade.status[status] }).click();
  }

  it('shows a visitor the live market list with search and quote tabs, and the trading page without the form', async () => {
    const { page, errors } = await freshPage();
    await page.goto('/pc/home');
    const list = page.getByTestId('market-list');
    await poll(() => list.locator('tbody tr').count()).toBe(7);
    await poll(() => page.locator('[data-testid="market-cards"] .pc-cards__card[data-symbol]').count()).toBe(4);
    await poll(() => list.locator('tr[data-symbol="btcusdt"] td').first().textContent()).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    await page.getByTestId('socket-status').filter({ hasText: tradeEn.market.socketLive }).waitFor();
    await screenshot(page, 'desktop-trade-home');

    await list.getByTestId('pair-search').fill('et');
    await poll(() => list.locator('tbody tr').count()).toBe(1);
    await list.getByTestId('pair-search').fill('zzz');
    await list.getByText(tradeEn.market.noMatch).waitFor();
    await list.getByTestId('pair-search').fill('');
    await list.getByRole('tab', { name: 'BTC' }).click();
    await poll(() => list.locator('tbody tr').count()).toBe(6);
    await list.locator('tr[data-symbol="ethbtc"]').waitFor();
    await list.getByRole('tab', { name: 'USDT' }).click();

    await list.locator('tr[data-symbol="ethusdt"]').click();
    await page.waitForURL((u) => path(u.href) === '/pc/home/detail' && u.searchParams.get('symbol') === 'ethusdt');
    await expectTradingPage(page);
    await page.getByTestId('trade-login').waitFor();
    expect(await page.getByTestId('order-form-buy').count()).toBe(0);
    // The pair picker switches market.
    await page.getByTestId('pair-trigger').click();
    await page.getByTestId('pair-picker').getByTestId('pair-search').fill('btc');
    await poll(() => page.locator('[data-testid="pair-picker"] [data-symbol]').count()).toBe(1);
    await screenshot(page, 'desktop-trade-pair-picker');
    await page.locator('[data-testid="pair-picker"] [data-symbol="btcusdt"]').click();
    await page.waitForURL((u) => u.searchParams.get('symbol') === 'btcusdt');
    await expectTradingPage(page);
    // Pushed trades are listed once each, as the server has them (newest first): wait for a push
    // to change the list, then compare it with the server's.
    const shownTrades = () =>
      page.locator('.pc-trades__row').evaluateAll((rows) => rows.slice(0, 8).map((r) => [...r.children].slice(0, 2).map((c) => c.textContent).join(' ')));
    await poll(async () => (await shownTrades()).length, 20_000).toBeGreaterThan(0);
    const before = JSON.stringify(await shownTrades());
    // Another client trades (the market maker only quotes, it never trades with itself): its trade is pushed here.
    const post = async (url: string, body: Record<string, string>, token = '') =>
      (await fetch(`${server.baseUrl}/bb${url}`, { method: 'POST', headers: { 'x-access-token': token }, body: new URLSearchParams(body) })).json() as Promise<{ code: number; data: { token: string } }>;
    const other = await post('/user/login', { account: DEMO.email, password: DEMO.password });
    expect((await post('/spot/order/place', { symbol: 'btcusdt', side: 'buy', type: 'MKT', amount: '20' }, other.data.token)).code).toBe(1);
    await poll(async () => JSON.stringify(await shownTrades()), 30_000).not.toBe(before);
    const serverTrades = async () => {
      const res = await fetch(`${server.baseUrl}/bb/huobi/getMarketTrade`, { method: 'POST', body: new URLSearchParams({ symbol: 'btcusdt' }) });
      const http = ((await res.json()) as { data: { price: number; amount: number }[] }).data.slice(0, 8);
      return http.map((t) => `${t.price.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${t.amount.toFixed(6)}`);
    };
    await poll(async () => JSON.stringify(await shownTrades()) === JSON.stringify(await serverTrades())).toBe(true);
    // Every book price has the market's 2 decimals.
    for (const text of await page.locator('.pc-book__row .pc-book__price').allTextContents()) expect(text).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    await screenshot(page, 'desktop-trade-logged-out');
    // The form's log-in button opens the login modal.
    await page.getByTestId('trade-login').click();
    await page.locator('.pc-login-modal').waitFor({ state: 'visible' });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('fills a limit buy at the best ask: the order goes to history as finished and the balances change', async () => {
    const { page, errors } = await freshPage();
    await loginByApi(page);
    await page.goto('/pc/home/detail?symbol=btcusdt');
    await expectTradingPage(page);
    const usdt = page.getByTestId('available-buy');
    const btc = page.getByTestId('available-sell');
    await poll(async () => num(await usdt.textContent())).toBeGreaterThan(0);
    const usdtBefore = num(await usdt.textContent());
    const btcBefore = num(await btc.textContent());

    // 1 % above the best ask, so the order still crosses if the market moves meanwhile.
    const bestAsk = (await depth()).asks[0][0];
    const order = await placeThroughForm(page, 'buy', (bestAsk * 1.01).toFixed(2), '0.001');
    expect(order.status).toBe('finished');
    await poll(async () => num(await usdt.textContent())).toBeLessThan(usdtBefore);
    await poll(async () => num(await btc.textContent())).toBeGreaterThan(btcBefore);
    expect(await row(page, 'unfinished', order.orderId).count()).toBe(0);
    await showHistory(page, 'finished');
    await row(page, 'finished', order.orderId).waitFor();
    await expect(row(page, 'finished', order.orderId).textContent()).resolves.toContain(tradeEn.trade.status.finished);
    await screenshot(page, 'desktop-trade-history');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('rests a limit order far from the market, shows it under open orders, and cancels it', async () => {
    const { page, errors } = await freshPage();
    await loginByApi(page);
    await page.goto('/pc/home/detail?symbol=btcusdt');
    await expectTradingPage(page);
    const usdt = page.getByTestId('available-buy');
    await poll(async () => num(await usdt.textContent())).toBeGreaterThan(0);
    const usdtBefore = num(await usdt.textContent());

    // Well under the book, yet inside the 10 % price band around the index.
    const farBelow = Math.floor((await depth()).bids[0][0] * 0.95).toFixed(2);
    const order = await placeThroughForm(page, 'buy', farBelow, '0.001');
    expect(order.status).toBe('unfinished');
    await row(page, 'unfinished', order.orderId).waitFor();
    // The frozen value leaves the available balance.
    await poll(async () => num(await usdt.textContent())).toBeLessThan(usdtBefore);
    await screenshot(page, 'desktop-trade-open-orders');
    await page.evaluate(() => scrollTo(0, 0));
    await screenshot(page, 'desktop-trade-logged-in');

    await page.getByTestId(`cancel-${order.orderId}`).click();
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    await expectToast(page, msg.orderCancelled);
    await row(page, 'unfinished', order.orderId).waitFor({ state: 'detached' });
    await poll(async () => num(await usdt.textContent())).toBe(usdtBefore);
    await showHistory(page, 'cancelled');
    await row(page, 'cancelled', order.orderId).waitFor();
    await screenshot(page, 'desktop-trade-history-cancelled');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the SPEC message of a bad input and sends nothing', async () => {
    const { page } = await freshPage();
    await loginByApi(page);
    await page.goto('/pc/home/detail?symbol=btcusdt');
    await expectTradingPage(page);
    let placed = 0;
    page.on('request', (r) => r.url().endsWith('/bb/spot/order/place') && (placed += 1));
    const form = page.getByTestId('order-form-buy');
    const alert = form.getByRole('alert');

    await form.locator('input[name="price"]').fill('');
    await form.locator('input[name="amount"]').fill('0.01');
    await form.locator('button[type=submit]').click();
    await poll(() => alert.textContent()).toBe(msg.enterProperPrice);
    await expectToast(page, msg.enterProperPrice);

    await form.locator('input[name="price"]').fill('100');
    await form.locator('input[name="amount"]').fill('');
    await form.locator('button[type=submit]').click();
    await poll(() => alert.textContent()).toBe(msg.enterQuantity);

    await form.locator('input[name="amount"]').fill('0.0001');
    await form.locator('button[type=submit]').click();
    await poll(() => alert.textContent()).toBe(fill(msg.orderValueTooSmall, { min: '5', coin: 'USDT' }));

    await form.locator('input[name="price"]').fill('100000');
    await form.locator('input[name="amount"]').fill('5');
    await form.locator('button[type=submit]').click();
    await poll(() => alert.textContent()).toBe(msg.insufficientBalance);

    // More price decimals than the market's 2 are refused under the field (never cut); a thousands separator too.
    await form.locator('input[name="price"]').fill('123.4567');
    await expect(form.getByTestId('price-echo-buy').textContent()).resolves.toBe(enAmounts.amounts.tooManyDecimals.replace('{{decimals}}', '2'));
    await form.locator('input[name="price"]').fill('1,000');
    await expect(form.getByTestId('price-echo-buy').textContent()).resolves.toBe(enAmounts.amounts.noGrouping.replace('{{point}}', '.'));
    await form.locator('input[name="price"]').fill('123.45');
    await expect(form.getByTestId('price-echo-buy').textContent()).resolves.toBe('= 123.45 USDT');
    // A market buy's amount is the quote to spend.
    await page.locator('.pc-order__tab[data-type="MKT"]').click();
    await expect(form.locator('.ant-input-suffix').nth(1).textContent()).resolves.toBe('USDT');
    await form.locator('.pc-order__presets button').nth(1).click();
    await poll(async () => num(await form.locator('input[name="amount"]').inputValue())).toBeGreaterThan(0);
    expect(placed).toBe(0);
    await page.context().close();
  });

  it('shows the fee and a market order estimate, confirms, and respects "don\'t ask again" until turned back on', async () => {
    const { page, errors } = await freshPage();
    await loginByApi(page);
    await page.goto('/pc/home/detail?symbol=btcusdt');
    await expectTradingPage(page);
    let placed = 0;
    page.on('request', (r) => r.url().endsWith('/bb/spot/order/place') && (placed += 1));
    const form = page.getByTestId('order-form-buy');
    const line = (id: string) => form.locator(`[data-testid="order-summary"] [data-row="${id}"] .order-summary__value`);
    /** A summary value as a number ("60,059.42 USDT" → 60059.42). */
    const value = async (id: string) => Number(((await line(id).textContent()) ?? '').replace(/[^\d.]/g, '') || NaN);

    // A limit buy of 0.001 BTC: the taker fee of 0.1 % is taken from the BTC received.
    await form.locator('input[name="price"]').fill('50000');
    await form.locator('input[name="amount"]').fill('0.001');
    await poll(() => line('fee').textContent()).toBe('0.00000100 BTC');
    await poll(() => line('receive').textContent()).toBe('0.00099900 BTC');

    // A 50 USDT market buy: estimated average and worst price from the live asks, within the 2 % limit.
    await page.locator('.pc-order__tab[data-type="MKT"]').click();
    await form.locator('input[name="amount"]').fill('50');
    await poll(() => value('avg')).toBeGreaterThan(0);
    const bestAsk = (await depth()).asks[0][0];
    const avg = await value('avg');
    const worst = await value('worst');
    expect(worst).toBeGreaterThanOrEqual(avg);
    expect(worst).toBeLessThanOrEqual(await value('limit'));
    expect(avg).toBeGreaterThan(bestAsk * 0.95);
    expect(await line('fee').textContent()).toMatch(/ BTC$/);
    await screenshot(page, 'desktop-trade-market-estimate');

    // The confirmation repeats the order; "don't ask again" is remembered in this browser.
    await form.locator('button[type=submit]').click();
    const modal = page.locator('.ant-modal');
    await modal.getByText(confirmEn.orderConfirm.title).waitFor();
    const confirmLine = (id: string) => modal.locator(`[data-row="${id}"] .order-summary__value`);
    await expect(confirmLine('side').textContent()).resolves.toBe(tradeEn.trade.buy);
    await expect(confirmLine('pair').textContent()).resolves.toBe('BTC/USDT');
    await expect(confirmLine('type').textContent()).resolves.toBe(tradeEn.trade.market);
    await expect(confirmLine('amount').textContent()).resolves.toBe('50.0000 USDT');
    await expect(confirmLine('fee').textContent()).resolves.toMatch(/ BTC$/);
    expect(placed).toBe(0);
    await screenshot(page, 'desktop-trade-confirm');
    await modal.getByText(confirmEn.orderConfirm.dontAsk).click();
    const answer = page.waitForResponse((r) => r.url().endsWith('/bb/spot/order/place'));
    await modal.locator('.order-confirm-ok').click();
    expect(((await (await answer).json()) as { code: number }).code).toBe(1);
    await expect(page.evaluate(() => localStorage.getItem('trade.confirmOrders'))).resolves.toBe('0');
    await poll(() => page.getByTestId('confirm-orders-toggle').getAttribute('aria-checked')).toBe('false');

    // Now an order goes at once, without asking.
    await poll(() => form.locator('input[name="amount"]').inputValue()).toBe('');
    await form.locator('input[name="amount"]').fill('10');
    const direct = page.waitForResponse((r) => r.url().endsWith('/bb/spot/order/place'));
    await form.locator('button[type=submit]').click();
    expect(((await (await direct).json()) as { code: number }).code).toBe(1);
    expect(placed).toBe(2);
    expect(await page.locator('.ant-modal-wrap:visible').count()).toBe(0);

    // Turned back on, it asks again; cancelling sends nothing.
    await page.getByTestId('confirm-orders-toggle').click();
    await form.locator('input[name="amount"]').fill('10');
    await form.locator('button[type=submit]').click();
    await modal.getByText(confirmEn.orderConfirm.title).waitFor();
    await modal.locator('.ant-modal-footer .ant-btn').filter({ hasText: confirmEn.orderConfirm.cancel }).click();
    await modal.waitFor({ state: 'hidden' });
    expect(placed).toBe(2);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('says when the socket drops, keeps the data fresh by polling, and goes live again', async () => {
    const { page, errors } = await freshPage();
    let isBlocked = false;
    let pings = 0;
    const pageSockets: WebSocketRoute[] = [];
    await page.routeWebSocket(/\/bb\/ws$/, (ws) => {
      if (isBlocked) {
        void ws.close();
        return;
      }
      pageSockets.push(ws);
      const toServer = ws.connectToServer();
      // Forwarded by hand, so the test can count the server's heartbeat pings.
      toServer.onMessage((message) => {
        if (typeof message === 'string' && message.startsWith('{"ping"')) pings += 1;
        ws.send(message);
      });
    });
    await loginByApi(page);
    await page.goto('/pc/home/detail?symbol=btcusdt');
    await expectTradingPage(page);
    const status = page.getByTestId('socket-status');

    isBlocked = true;
    for (const ws of pageSockets) await ws.close();
    await status.filter({ hasText: tradeEn.market.socketDown }).waitFor();
    expect(await status.getAttribute('data-status')).toBe('reconnecting');
    // While down, the book and trades come from HTTP every few seconds.
    const polled = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/bb/huobi/getHuobiContractDepthV2'), { timeout: 10_000 }),
      page.waitForResponse((r) => r.url().endsWith('/bb/huobi/getMarketTrade'), { timeout: 10_000 }),
    ]);
    expect(polled.every((r) => r.ok())).toBe(true);
    // …and what is shown still changes: a bid placed now (over HTTP, by another client) shows up without the socket.
    const book = await depth();
    const bidPrice = (Math.floor(book.bids[0][0]) - 1.37).toFixed(2);
    const bid = await pageApi<TOrder>(page, '/spot/order/place', { symbol: 'btcusdt', side: 'buy', type: 'LMT', price: bidPrice, amount: '0.000731' });
    await poll(() => page.getByTestId('book-bids').innerText(), 15_000).toContain(Number(bidPrice).toLocaleString('en-US', { minimumFractionDigits: 2 }));
    expect(await status.getAttribute('data-status')).toBe('reconnecting');
    await pageApi(page, '/spot/order/cancel', { orderId: String(bid.orderId) });
    await screenshot(page, 'desktop-trade-socket-down');

    isBlocked = false;
    await status.filter({ hasText: tradeEn.market.socketLive }).waitFor({ timeout: 30_000 });
    // Live again: polling stops, after the one reload that follows a reconnect. Two server
    // heartbeats (5 s apart) span more than a 3 s poll interval: still polling would ask at least
    // once more besides that reload.
    let depthCalls = 0;
    page.on('request', (r) => r.url().endsWith('/bb/huobi/getHuobiContractDepthV2') && (depthCalls += 1));
    const pingsAtLive = pings;
    await poll(() => pings - pingsAtLive, 20_000).toBeGreaterThanOrEqual(2);
    expect(depthCalls).toBeLessThanOrEqual(1);
    const callsWhileLive = depthCalls;
    // And pushes arrive again: a new bid shows up without any HTTP call.
    const livePrice = (Math.floor((await depth()).bids[0][0]) - 2.41).toFixed(2);
    const liveBid = await pageApi<TOrder>(page, '/spot/order/place', { symbol: 'btcusdt', side: 'buy', type: 'LMT', price: livePrice, amount: '0.000731' });
    await poll(() => page.getByTestId('book-bids').innerText(), 15_000).toContain(Number(livePrice).toLocaleString('en-US', { minimumFractionDigits: 2 }));
    expect(depthCalls).toBe(callsWhileLive);
    await pageApi(page, '/spot/order/cancel', { orderId: String(liveBid.orderId) });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('lays the trading page out right to left in Arabic, and in Chinese', async () => {
    for (const lang of ['ar-AE', 'zh-CN']) {
      const { page, errors } = await freshPage(lang);
      await loginByApi(page);
      await page.goto('/pc/home/detail?symbol=btcusdt');
      await expectTradingPage(page);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar-AE' ? 'rtl' : 'ltr');
      await screenshot(page, `desktop-trade-${lang}`);
      await page.goto('/pc/home');
      await page.locator('[data-testid="market-list"] tbody tr').first().waitFor();
      await page.getByTestId('market-list').scrollIntoViewIfNeeded();
      await screenshot(page, `desktop-trade-home-${lang}`);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });
});
