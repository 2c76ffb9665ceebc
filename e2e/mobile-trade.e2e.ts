import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import en from '../packages/i18n/locales/web/en-US.json' with { type: 'json' };
import enAmounts from '../packages/i18n/locales/web/amounts/en-US.json' with { type: 'json' };
import enTrade from '../packages/i18n/locales/web/trade/en-US.json' with { type: 'json' };
import enMobileTrade from '../packages/i18n/locales/web/mobile-trade/en-US.json' with { type: 'json' };
import msg from '../packages/i18n/locales/en-US.json' with { type: 'json' };
import confirmEn from '../packages/i18n/locales/web/order-confirm/en-US.json' with { type: 'json' };
import { hasChromium } from './support/chromium';
import { DEMO, expectToast, launchBrowser, loginByApi, pageApi, newContext, screenshot, watchErrors, closePages } from './support/browser';
import { startServer, type TServer } from './support/server';

const path = (url: string) => new URL(url).pathname;
/** Matches a whole text ("Finished" must not match "Unfinished"). */
const exact = (text: string) => new RegExp(`^${text}$`);
const { market: mk, trade: tr } = enTrade;
const mt = enMobileTrade.mtrade;
const oc = confirmEn.orderConfirm;

type TOrder = { orderId: number; status: string; price: string };

/** A side of the btcusdt book as the API gives it (best first). */
async function bookTop(page: Page): Promise<{ bid: number; ask: number }> {
  return page.evaluate(async () => {
    const res = await fetch('/bb/huobi/getHuobiContractDepthV2', { method: 'POST', body: new URLSearchParams({ symbol: 'btcusdt', size: '5' }) });
    const body = (await res.json()) as { tick: { bids: [number, number][]; asks: [number, number][] } };
    return { bid: body.tick.bids[0][0], ask: body.tick.asks[0][0] };
  });
}

/** Says yes to the confirmation, unless this browser said "don't ask again". */
async function confirmIfAsked(page: Page): Promise<void> {
  if (await page.evaluate(() => localStorage.getItem('trade.confirmOrders') === '0')) return;
  await page.locator('.adm-dialog .adm-dialog-button').filter({ hasText: exact(oc.confirm) }).click();
}

/** Submits the order form as it is; resolves with the order the server answered. */
async function submitOrder(page: Page): Promise<TOrder> {
  const answer = page.waitForResponse((r) => r.url().endsWith('/bb/spot/order/place'));
  await page.locator('.mt-form .mt-submit').click();
  await confirmIfAsked(page);
  const body = (await (await answer).json()) as { code: number; data: TOrder };
  expect(body.code).toBe(1);
  await expectToast(page, msg.orderPlaced);
  return body.data;
}

/** Fills the form with a limit buy and places it. */
async function placeLimitBuy(page: Page, price: string, amount: string): Promise<TOrder> {
  await page.locator('.mt-side--buy').click();
  await page.locator('.mt-type').filter({ hasText: tr.limit }).click();
  await page.locator('input[name="price"]').fill(price);
  await page.locator('input[name="amount"]').fill(amount);
  return submitOrder(page);
}

/** A screenshot once the last toast (2 s) has gone, so that it shows the screen, not the toast. */
async function calmScreenshot(page: Page, name: string): Promise<void> {
  await page.locator('.adm-toast-main').waitFor({ state: 'hidden' });
  await screenshot(page, name);
}

/** The available balance the form shows, as a number (display only: "9,986.2000 USDT" → 9986.2). */
async function shownAvailable(page: Page): Promise<number> {
  const text = (await page.locator('[data-testid="available"]').textContent()) ?? '';
  return Number(text.replace(/[^\d.]/g, ''));
}

describe.skipIf(!hasChromium)('mobile-style interface: market and trade', () => {
  let server: TServer;
  let browser: Browser;
  let user: BrowserContext;

  beforeAll(async () => {
    server = await startServer({ marketMaker: true });
    browser = await launchBrowser();
    user = await newContext(browser, 'mobile', server.baseUrl);
    const p = await user.newPage();
    await loginByApi(p);
    await p.close();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  afterEach(() => closePages(user));

  it('shows a visitor the live market list, with search and quote tabs, that opens the trade screen', async () => {
    const context = await newContext(browser, 'mobile', server.baseUrl);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/market');
    const rows = page.locator('.mt-list .mt-row');
    await expect.poll(() => rows.count()).toBe(7);
    // Live prices in the market's precision (BTC/USDT: 2 decimals) and a coloured change.
    await expect.poll(() => page.locator('.mt-row[data-symbol="btcusdt"] .mt-row__price').textContent()).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    await expect(page.locator('.mt-row[data-symbol="btcusdt"] .mt-row__change').textContent()).resolves.toMatch(/^[+-]?\d+\.\d{2}%$/);
    await screenshot(page, 'mobile-market-list');
    // Search filters the list; a search that finds nothing says so.
    await page.locator('.mt-search input').fill('eth');
    await expect.poll(() => rows.count()).toBe(1);
    await expect(rows.first().getAttribute('data-symbol')).resolves.toBe('ethusdt');
    await page.locator('.mt-search input').fill('zzz');
    await page.getByText(mk.noMatch).waitFor();
    await page.locator('.mt-search input').fill('');
    // Quote tabs switch the list (and the URL keeps the tab).
    await page.locator('.mt-quote-tabs .adm-tabs-tab').filter({ hasText: 'BTC' }).click();
    await expect.poll(() => rows.count()).toBe(6);
    expect(new URL(page.url()).searchParams.get('quote')).toBe('BTC');
    await expect.poll(() => page.locator('.mt-row[data-symbol="xrpbtc"] .mt-row__price').textContent()).toMatch(/^0\.\d{9}$/);
    await page.locator('.mt-quote-tabs .adm-tabs-tab').filter({ hasText: 'ETH' }).click();
    await expect.poll(() => rows.count()).toBe(3);
    await page.locator('.mt-row[data-symbol="eoseth"]').click();
    await page.waitForURL((u) => path(u.href) === '/trade' && u.searchParams.get('symbol') === 'eoseth');
    await page.locator('.mt-pair-btn').filter({ hasText: 'EOS/ETH' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a visitor the trade screen with the 5-row book, a pair switcher, and log in that comes back', async () => {
    const context = await newContext(browser, 'mobile', server.baseUrl);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/trade');
    await page.locator('.mt-pair-btn').filter({ hasText: 'BTC/USDT' }).waitFor();
    const book = page.locator('[data-testid="compact-book"]');
    await expect.poll(() => book.locator('.mt-cbook__asks .mt-brow:not(.mt-brow--empty)').count()).toBe(5);
    await expect.poll(() => book.locator('.mt-cbook__bids .mt-brow:not(.mt-brow--empty)').count()).toBe(5);
    // Prices in the market's precision; the form starts at the last price.
    await expect(book.locator('.mt-brow__price').first().textContent()).resolves.toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    await expect.poll(() => page.locator('input[name="price"]').inputValue()).toMatch(/^\d+\.\d{2}$/);
    // A tap on a level puts its price in the form.
    const bidPrice = (await book.locator('.mt-cbook__bids .mt-brow__price').first().textContent())!.replace(/,/g, '');
    await book.locator('.mt-cbook__bids .mt-brow').first().click();
    await expect.poll(() => page.locator('input[name="price"]').inputValue()).toBe(bidPrice);
    await expect(page.locator('[data-testid="open-orders"]').textContent()).resolves.toContain(tr.loginForOrders);
    await screenshot(page, 'mobile-trade-guest');

    // The pair switcher: search, quote tabs, pick.
    await page.locator('.mt-pair-btn').click();
    await page.locator('.mt-switcher .mt-row').first().waitFor();
    await screenshot(page, 'mobile-trade-pair-switcher');
    await page.locator('.mt-switcher .adm-tabs-tab').filter({ hasText: 'BTC' }).click();
    await page.locator('.mt-switcher .mt-search input').fill('ltc');
    await page.locator('.mt-switcher .mt-row[data-symbol="ltcbtc"]').click();
    await page.waitForURL((u) => u.searchParams.get('symbol') === 'ltcbtc');
    await page.locator('.mt-pair-btn').filter({ hasText: 'LTC/BTC' }).waitFor();
    await expect.poll(() => book.locator('.mt-cbook__asks .mt-brow__price').first().textContent()).toMatch(/^0\.\d{6}$/);

    // Log in instead of submit: to /login and back to this pair.
    await page.locator('.mt-form .mt-submit').filter({ hasText: en.auth.login }).click();
    await page.waitForURL((u) => path(u.href) === '/login');
    await page.locator('input[name="email"]').fill(DEMO.email);
    await page.locator('input[name="password"]').fill(DEMO.password);
    await page.getByRole('button', { name: en.auth.login, exact: true }).click();
    await page.waitForURL((u) => path(u.href) === '/trade' && u.searchParams.get('symbol') === 'ltcbtc');
    await page.locator('.mt-form .mt-submit').filter({ hasText: tr.buyCoin.replace('{{coin}}', 'LTC') }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the chart screen: candles, time frames, indicators, the 20-row book and recent trades', async () => {
    const page = await user.newPage();
    const errors = watchErrors(page);
    await page.goto('/trade?symbol=btcusdt');
    await page.locator('[data-testid="chart-link"]').click();
    await page.waitForURL((u) => path(u.href) === '/trade/chart');
    const chart = page.locator('[data-testid="kline-chart"]');
    await expect.poll(async () => Number(await chart.getAttribute('data-candles'))).toBeGreaterThan(100);
    await expect(chart.locator('canvas').count()).resolves.toBeGreaterThan(0);
    const chips = page.locator('.mt-chip');
    expect(await chips.allTextContents()).toEqual(['1M', '5M', '15M', '30M', '1H', '4H', '1D', '1W', 'MA', 'EMA', 'BOLL', 'VOL', 'MACD', 'KDJ', 'RSI']);
    await chips.filter({ hasText: /^1D$/ }).click();
    await expect(chips.filter({ hasText: /^1D$/ }).getAttribute('aria-pressed')).resolves.toBe('true');
    await expect.poll(async () => Number(await chart.getAttribute('data-candles'))).toBeGreaterThan(0);
    await chips.filter({ hasText: /^5M$/ }).click();
    await chips.filter({ hasText: /^BOLL$/ }).click();
    await chips.filter({ hasText: /^MACD$/ }).click();
    await expect(chips.filter({ hasText: /^BOLL$/ }).getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(chips.filter({ hasText: /^MA$/ }).getAttribute('aria-pressed')).resolves.toBe('false');
    const fullBook = page.locator('[data-testid="full-book"]');
    await expect.poll(() => fullBook.locator('.mt-brow--bid').count()).toBe(20);
    await expect.poll(() => fullBook.locator('.mt-brow--ask').count()).toBe(20);
    await screenshot(page, 'mobile-chart');
    await page.locator('.mt-tabs .adm-tabs-tab').filter({ hasText: mk.recentTrades }).click();
    await expect.poll(() => page.locator('[data-testid="recent-trades"] .mt-trades__row').count()).toBeGreaterThan(5);
    await screenshot(page, 'mobile-chart-trades');
    // Sell opens the form on the sell side of this pair.
    await page.locator('.mt-actionbar .mt-submit--sell').click();
    await page.waitForURL((u) => path(u.href) === '/trade' && u.searchParams.get('symbol') === 'btcusdt');
    await expect(page.locator('.mt-side--sell').getAttribute('aria-pressed')).resolves.toBe('true');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('checks the form with the SPEC §5 messages before sending', async () => {
    const page = await user.newPage();
    await page.goto('/trade?symbol=btcusdt');
    await page.locator('.mt-side--buy').click();
    await expect.poll(() => page.locator('input[name="price"]').inputValue()).not.toBe('');
    await page.locator('input[name="amount"]').fill('');
    await page.locator('.mt-form .mt-submit').click();
    await expectToast(page, msg.enterQuantity);
    await page.locator('input[name="amount"]').fill('0.000001');
    await page.locator('.mt-form .mt-submit').click();
    await expectToast(page, msg.orderValueTooSmall.replace('{{min}}', '5').replace('{{coin}}', 'USDT'));
    await page.locator('input[name="amount"]').fill('5');
    await page.locator('.mt-form .mt-submit').click();
    await expectToast(page, msg.insufficientBalance);
    await page.locator('input[name="price"]').fill('0');
    await page.locator('.mt-form .mt-submit').click();
    await expectToast(page, msg.enterProperPrice);
    // More decimals than the market accepts (2 price, 6 quantity) are refused under the field, never cut.
    await page.locator('input[name="price"]').fill('123.456');
    await expect(page.locator('[data-testid="price-echo"]').textContent()).resolves.toBe(enAmounts.amounts.tooManyDecimals.replace('{{decimals}}', '2'));
    await page.locator('input[name="amount"]').fill('0.1234567');
    await expect(page.locator('[data-testid="amount-echo"]').textContent()).resolves.toBe(enAmounts.amounts.tooManyDecimals.replace('{{decimals}}', '6'));
    await page.locator('input[name="price"]').fill('123.45');
    await expect(page.locator('[data-testid="price-echo"]').textContent()).resolves.toBe('= 123.45 USDT');
    // The price stepper moves one tick.
    await page.locator('.mt-step').last().click();
    await expect.poll(() => page.locator('input[name="price"]').inputValue()).toBe('123.46');
    // A preset fills the amount from the available balance (25 % of 10,000 USDT at 123.46).
    await page.locator('.mt-preset').first().click();
    await expect.poll(() => page.locator('input[name="amount"]').inputValue()).toBe('20.249473');
    await page.close();
  });

  it('fills a limit buy at the best ask: it leaves current orders, shows as finished, and the balance changes', async () => {
    const page = await user.newPage();
    const errors = watchErrors(page);
    await page.goto('/trade?symbol=btcusdt');
    await expect.poll(() => shownAvailable(page)).toBeGreaterThan(0);
    const before = await shownAvailable(page);
    const { ask } = await bookTop(page);
    const order = await placeLimitBuy(page, (ask * 1.01).toFixed(2), '0.0002');
    expect(order.status).toBe('finished');
    await expect.poll(() => shownAvailable(page)).toBeLessThan(before);
    await expect(page.locator(`[data-testid="open-orders"] .mt-ocard[data-order-id="${order.orderId}"]`).count()).resolves.toBe(0);
    await calmScreenshot(page, 'mobile-trade-user');
    await page.locator('[data-testid="orders-link"]').click();
    await page.waitForURL((u) => path(u.href) === '/trade/orders');
    await page.locator('.mt-orders .adm-tabs-tab').filter({ hasText: exact(tr.status.finished) }).click();
    const card = page.locator(`.mt-ocard[data-order-id="${order.orderId}"]`);
    await card.waitFor();
    await expect(card.getAttribute('data-status')).resolves.toBe('finished');
    await expect(card.textContent()).resolves.toContain(tr.status.finished);
    await calmScreenshot(page, 'mobile-orders-finished');

    // A market buy: the amount is the USDT to spend, at the best prices on the book.
    await page.goBack();
    await page.waitForURL((u) => path(u.href) === '/trade');
    await page.locator('.mt-type').filter({ hasText: exact(tr.marketPriceShort) }).click();
    await expect(page.locator('.mt-field--static').textContent()).resolves.toBe(tr.marketPrice);
    await expect(page.locator('input[name="amount"]').getAttribute('placeholder')).resolves.toBe(tr.spend);
    await page.locator('input[name="amount"]').fill('12.5');
    await calmScreenshot(page, 'mobile-trade-market-order');
    const marketBuy = await submitOrder(page);
    expect(marketBuy.status).toBe('finished');
    await page.locator('[data-testid="orders-link"]').click();
    await page.locator('.mt-orders .adm-tabs-tab').filter({ hasText: exact(tr.status.finished) }).click();
    await page.locator(`.mt-ocard[data-order-id="${marketBuy.orderId}"]`).filter({ hasText: tr.spend }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('places a resting order, shows it under current orders, cancels it, and finds it under cancelled', async () => {
    const page = await user.newPage();
    const errors = watchErrors(page);
    await page.goto('/trade?symbol=btcusdt');
    await expect.poll(() => shownAvailable(page)).toBeGreaterThan(0);
    const { bid } = await bookTop(page);
    const resting = await placeLimitBuy(page, (bid * 0.93).toFixed(2), '0.0005');
    expect(resting.status).toBe('unfinished');
    const open = page.locator(`[data-testid="open-orders"] .mt-ocard[data-order-id="${resting.orderId}"]`);
    await open.waitFor();
    // A second one stays open for the screenshots of the orders screen.
    const kept = await placeLimitBuy(page, (bid * 0.94).toFixed(2), '0.0005');
    await page.locator(`[data-testid="open-orders"] .mt-ocard[data-order-id="${kept.orderId}"]`).waitFor();
    await calmScreenshot(page, 'mobile-trade-open-orders');
    const beforeCancel = await shownAvailable(page);
    await open.locator('.mt-cancel').click();
    await page.locator('.adm-dialog-button').filter({ hasText: tr.cancelOrder }).click();
    await expectToast(page, msg.orderCancelled);
    await open.waitFor({ state: 'detached' });
    await expect.poll(() => shownAvailable(page)).toBeGreaterThan(beforeCancel);
    await page.locator('.mt-open__all').click();
    await page.waitForURL((u) => path(u.href) === '/trade/orders');
    await page.locator(`.mt-ocard[data-order-id="${kept.orderId}"]`).waitFor();
    await calmScreenshot(page, 'mobile-orders-unfinished');
    await page.locator('.mt-orders .adm-tabs-tab').filter({ hasText: exact(tr.status.cancelled) }).click();
    const cancelled = page.locator(`.mt-ocard[data-order-id="${resting.orderId}"]`);
    await cancelled.waitFor();
    await expect(cancelled.getAttribute('data-status')).resolves.toBe('cancelled');
    await calmScreenshot(page, 'mobile-orders-cancelled');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('pages the order history with load more until the total', async () => {
    const page = await user.newPage();
    // Eleven more resting orders, placed over the API: with the two above, over one page of 10.
    await page.goto('/bb/health');
    const { bid } = await bookTop(page);
    for (let i = 0; i < 11; i++) {
      await pageApi(page, '/spot/order/place', { symbol: 'btcusdt', side: 'buy', type: 'LMT', price: (bid * (0.92 + i * 0.005)).toFixed(2), amount: '0.0002' });
    }
    await page.goto('/trade/orders');
    const cards = page.locator('[data-testid="orders-unfinished"] .mt-ocard');
    await expect.poll(() => cards.count()).toBe(10);
    await page.getByRole('button', { name: mt.loadMore }).click();
    await expect.poll(() => cards.count()).toBeGreaterThan(10);
    await page.getByText(mt.noMore).waitFor();
    await page.close();
  });

  it('says when the live connection is down, keeps the data fresh by polling, and resubscribes', async () => {
    const page = await user.newPage();
    let isCut = false;
    const subs: string[] = [];
    await page.routeWebSocket(/\/bb\/ws$/, (ws) => {
      if (isCut) {
        ws.close();
        return;
      }
      const upstream = ws.connectToServer();
      ws.onMessage((message) => {
        const text = String(message);
        const sub = /"sub":"([^"]+)"/.exec(text);
        if (sub) subs.push(sub[1]);
        upstream.send(message);
      });
    });
    await page.goto('/trade?symbol=btcusdt');
    await expect.poll(() => subs).toContain('market.btcusdt.depth.step0');
    await expect.poll(() => page.evaluate(() => (globalThis as { __marketSocket?: unknown }).__marketSocket !== undefined)).toBe(true);
    await expect(page.locator('[data-testid="socket-status"]').count()).resolves.toBe(0);

    isCut = true;
    subs.length = 0;
    await page.evaluate(() => (globalThis as unknown as { __marketSocket: { drop: () => void } }).__marketSocket.drop());
    const status = page.locator('[data-testid="socket-status"]');
    await status.waitFor();
    await expect(status.getAttribute('data-status')).resolves.toBe('reconnecting');
    await expect(status.textContent()).resolves.toContain(mk.socketDown);
    // While down, the book is polled over HTTP and keeps changing.
    const versions = new Set<number>();
    const onResponse = async (response: { url: () => string; json: () => Promise<unknown> }) => {
      if (!response.url().endsWith('/bb/huobi/getHuobiContractDepthV2')) return;
      const body = (await response.json().catch(() => null)) as { tick?: { version: number } } | null;
      if (body?.tick) versions.add(body.tick.version);
    };
    page.on('response', onResponse);
    await expect.poll(() => versions.size, { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
    // A bid placed meanwhile (as another client of the account would) reaches the screen by polling.
    const { bid } = await bookTop(page);
    const placed = await pageApi<TOrder>(page, '/spot/order/place', { symbol: 'btcusdt', side: 'buy', type: 'LMT', price: (bid * 0.95).toFixed(2), amount: '0.0002' });
    await expect.poll(() => versions.size, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    page.off('response', onResponse);
    await pageApi(page, '/spot/order/cancel', { orderId: String(placed.orderId) });
    await screenshot(page, 'mobile-trade-offline');

    // Back online: the notice goes and every topic is subscribed again.
    isCut = false;
    await status.waitFor({ state: 'detached', timeout: 30_000 });
    await expect.poll(() => subs).toContain('market.btcusdt.depth.step0');
    await expect.poll(() => subs).toContain('market.btcusdt.trade.detail');
    await page.close();
  });

  it('shows home with live market cards and top lists that open a pair', async () => {
    const page = await user.newPage();
    const errors = watchErrors(page);
    await page.goto('/');
    await expect.poll(() => page.locator('.mt-hcard[data-symbol]').count()).toBe(3);
    // Top gainers: only markets that rose (at most 5), or a line saying none did.
    const gainers = async () => {
      const trends = await page.locator('[data-testid="home-top"] .mt-row .mt-row__change').evaluateAll((els) => els.map((e) => e.getAttribute('data-trend')));
      const isNoneUp = (await page.getByText(mt.home.noGainers).count()) > 0;
      return isNoneUp || (trends.length > 0 && trends.length <= 5 && trends.every((trend) => trend === 'up'));
    };
    await expect.poll(gainers).toBe(true);
    await screenshot(page, 'mobile-home-markets');
    await page.locator('.mt-seg__btn').filter({ hasText: mt.home.volume }).click();
    await expect(page.locator('.mt-seg__btn').filter({ hasText: mt.home.volume }).getAttribute('aria-pressed')).resolves.toBe('true');
    await expect.poll(() => page.locator('[data-testid="home-top"] .mt-row').count()).toBe(5);
    await page.locator('.mt-hcard[data-symbol="ethusdt"]').click();
    await page.waitForURL((u) => path(u.href) === '/trade' && u.searchParams.get('symbol') === 'ethusdt');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the fee and a market order estimate, confirms, and respects "don\'t ask again" until turned back on', async () => {
    const context = await newContext(browser, 'mobile', server.baseUrl);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await loginByApi(page);
    await page.goto('/trade?symbol=btcusdt');
    await expect.poll(() => shownAvailable(page)).toBeGreaterThan(0);
    let placed = 0;
    page.on('request', (r) => r.url().endsWith('/bb/spot/order/place') && (placed += 1));
    const line = (id: string) => page.locator(`.mt-form [data-testid="order-summary"] [data-row="${id}"] .order-summary__value`);
    const value = async (id: string) => Number(((await line(id).textContent()) ?? '').replace(/[^\d.]/g, '') || NaN);

    // A limit sell of 0.001 BTC at 50,000: the 0.1 % fee comes off the 50 USDT received.
    await page.locator('.mt-side--sell').click();
    await page.locator('input[name="price"]').fill('50000');
    await page.locator('input[name="amount"]').fill('0.001');
    await expect.poll(() => line('fee').textContent()).toBe('0.0500 USDT');
    await expect.poll(() => line('receive').textContent()).toBe('49.9500 USDT');

    // A 20 USDT market buy: the estimate from the live asks, within the 2 % price limit.
    await page.locator('.mt-side--buy').click();
    await page.locator('.mt-type').filter({ hasText: exact(tr.marketPriceShort) }).click();
    await page.locator('input[name="amount"]').fill('20');
    await expect.poll(() => value('avg')).toBeGreaterThan(0);
    const { ask } = await bookTop(page);
    expect(await value('worst')).toBeGreaterThanOrEqual(await value('avg'));
    expect(await value('worst')).toBeLessThanOrEqual(await value('limit'));
    expect(await value('avg')).toBeGreaterThan(ask * 0.95);
    await expect(line('receive').textContent()).resolves.toMatch(/ BTC$/);
    await calmScreenshot(page, 'mobile-trade-market-estimate');

    // The confirmation repeats the order; "don't ask again" is remembered in this browser.
    await page.locator('.mt-form .mt-submit').click();
    const dialog = page.locator('.adm-dialog');
    await dialog.getByText(oc.title).waitFor();
    const confirmLine = (id: string) => dialog.locator(`[data-row="${id}"] .order-summary__value`);
    await expect(confirmLine('side').textContent()).resolves.toBe(tr.buy);
    await expect(confirmLine('pair').textContent()).resolves.toBe('BTC/USDT');
    await expect(confirmLine('type').textContent()).resolves.toBe(tr.market);
    await expect(confirmLine('amount').textContent()).resolves.toBe('20.0000 USDT');
    await expect(confirmLine('fee').textContent()).resolves.toMatch(/ BTC$/);
    expect(placed).toBe(0);
    await screenshot(page, 'mobile-trade-confirm');
    await dialog.getByText(oc.dontAsk).click();
    const answer = page.waitForResponse((r) => r.url().endsWith('/bb/spot/order/place'));
    await dialog.locator('.adm-dialog-button').filter({ hasText: exact(oc.confirm) }).click();
    expect(((await (await answer).json()) as { code: number }).code).toBe(1);
    await expect(page.evaluate(() => localStorage.getItem('trade.confirmOrders'))).resolves.toBe('0');
    await expect.poll(() => page.getByTestId('confirm-orders-toggle').getAttribute('aria-checked')).toBe('false');

    // Now an order goes at once, without asking.
    await expect.poll(() => page.locator('input[name="amount"]').inputValue()).toBe('');
    await page.locator('input[name="amount"]').fill('10');
    const direct = page.waitForResponse((r) => r.url().endsWith('/bb/spot/order/place'));
    await page.locator('.mt-form .mt-submit').click();
    expect(((await (await direct).json()) as { code: number }).code).toBe(1);
    expect(placed).toBe(2);
    expect(await page.locator('.adm-dialog:visible').count()).toBe(0);

    // Turned back on, it asks again; cancelling sends nothing.
    await page.getByTestId('confirm-orders-toggle').click();
    await page.locator('input[name="amount"]').fill('10');
    await page.locator('.mt-form .mt-submit').click();
    await dialog.getByText(oc.title).waitFor();
    await dialog.locator('.adm-dialog-button').filter({ hasText: exact(oc.cancel) }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(placed).toBe(2);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const lang of ['ar-AE', 'ja-JP'] as const) {
    it(`renders the market and trade screens in ${lang}`, async () => {
      const page = await user.newPage();
      const errors = watchErrors(page);
      await page.goto('/bb/health');
      await page.evaluate((l) => localStorage.setItem('User-Lang', l), lang);
      await page.goto('/market');
      await expect.poll(() => page.locator('.mt-list .mt-row').count()).toBe(7);
      await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar-AE' ? 'rtl' : 'ltr');
      await screenshot(page, `mobile-market-list-${lang}`);
      await page.goto('/trade?symbol=btcusdt');
      await expect.poll(() => page.locator('.mt-cbook__bids .mt-brow:not(.mt-brow--empty)').count()).toBe(5);
      await page.locator('[data-testid="open-orders"] .mt-ocard').first().waitFor();
      await screenshot(page, `mobile-trade-user-${lang}`);
      await page.goto('/trade/chart?symbol=btcusdt');
      await expect.poll(async () => Number(await page.locator('[data-testid="kline-chart"]').getAttribute('data-candles'))).toBeGreaterThan(0);
      await screenshot(page, `mobile-chart-${lang}`);
      await page.evaluate(() => localStorage.setItem('User-Lang', 'en-US'));
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});
