import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import contractEn from '../packages/i18n/locales/web/contract/en-US.json' with { type: 'json' };
import productsEn from '../packages/i18n/locales/web/products/en-US.json' with { type: 'json' };
import msg from '../packages/i18n/locales/en-US.json' with { type: 'json' };
import { seriousViolations } from './support/axe';
import { hasChromium } from './support/chromium';
import { indexPrice, movePriceBy, readyForContracts } from './support/contract';
import { expectToast, launchBrowser, modalOpened, loginByApi, newContext, pageApi, screenshot, watchErrors } from './support/browser';
import { startServer, type TServer } from './support/server';
import { startOutsideFeeds, type TOutsideFeeds } from './support/outside-feeds';

const C = contractEn.contract;

type TOrder = { orderId: number; status: string; direction: string; multiple: number; stopLoss: string; takeProfit: string; reason: string | null };

/** expect.poll with room for a page that is still loading, or a settlement that waits for its tick. */
const poll = <T>(fn: () => Promise<T> | T, timeout = 15_000) => expect.poll(fn, { timeout, interval: 100 });

/** A display string → number (grouping commas and the sign's "+" dropped). */
const num = (text: string | null) => Number((text ?? '').replace(/[,+]/g, ''));

/** A price at BTC/USDT's 2 decimals, `factor` times the index price. */
const priceAt = (index: string, factor: number) => (Number(index) * factor).toFixed(2);

describe.skipIf(!hasChromium)('desktop interface: leveraged contracts', () => {
  let server: TServer;
  let browser: Browser;
  /** The outside venues of the index: the liquidation test moves them (trades on the exchange cannot). */
  let feeds: TOutsideFeeds;

  beforeAll(async () => {
    feeds = await startOutsideFeeds();
    server = await startServer({ marketMaker: true, env: feeds.env });
    browser = await launchBrowser();
    // Wait until the index (the median of the outside feeds) has a recorded tick.
    const deadline = Date.now() + 90_000;
    for (;;) {
      const res = await fetch(`${server.baseUrl}/bb/contract/config`, { method: 'POST' });
      const body = (await res.json()) as { data?: { markets: { symbol: string; price: string }[] } };
      if (body.data?.markets.find((m) => m.symbol === 'btcusdt')?.price) break;
      if (Date.now() > deadline) throw new Error('no btcusdt index price in 90 s');
      await new Promise((r) => setTimeout(r, 1_000));
    }
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await feeds?.stop();
  });

  async function freshPage(lang?: string): Promise<{ page: Page; errors: string[] }> {
    const context = await newContext(browser, 'desktop', server.baseUrl);
    const page = await context.newPage();
    if (lang) {
      await page.goto('/bb/health');
      await page.evaluate((l) => localStorage.setItem('User-Lang', l), lang);
    }
    return { page, errors: watchErrors(page) };
  }

  /** The page drawn: header with the index price, the chart with its line. */
  async function expectContractPage(page: Page): Promise<void> {
    await poll(() => page.getByTestId('index-price').getAttribute('data-price'), 30_000).not.toBe('');
    await page.locator('[data-testid="contract-chart"] svg path.index-chart__price').waitFor();
  }

  /** Waits for the opening form, ready, with the contract wallet's balance in. */
  async function expectForm(page: Page): Promise<void> {
    await page.locator('[data-testid="contract-form"][data-state="ready"]').waitFor();
    await poll(async () => num(await page.getByTestId('contract-available').textContent())).toBeGreaterThan(0);
  }

  type TOpen = { direction?: 'up' | 'down'; leverage: number; margin: string; type?: 'market' | 'limit'; price?: string; stopLoss?: string; takeProfit?: string; confirm?: 'look' | 'dontAsk' };

  /** Fills the form and opens; returns what the server answered. */
  async function openThroughForm(page: Page, o: TOpen): Promise<TOrder> {
    const form = page.getByTestId('contract-form');
    await form.locator(`[data-testid="contract-direction"] [data-value="${o.direction ?? 'up'}"]`).click();
    await form.locator(`[data-testid="contract-type"] [data-value="${o.type ?? 'market'}"]`).click();
    await form.locator(`[data-testid="contract-leverage"] [data-value="${o.leverage}"]`).click();
    await form.locator('input[name="margin"]').fill(o.margin);
    if (o.type === 'limit') await form.locator('input[name="price"]').fill(o.price ?? '');
    await form.locator('input[name="stopLoss"]').fill(o.stopLoss ?? '');
    await form.locator('input[name="takeProfit"]').fill(o.takeProfit ?? '');
    // The summary is worked out before anything is sent.
    await poll(() => form.locator('[data-row="size"] dd').textContent()).not.toBe('—');
    const answer = page.waitForResponse((r) => r.url().endsWith('/bb/contract/order/open'));
    await page.getByTestId('contract-submit').click();
    // Asked first, until "don't ask again": the terms as they will be sent, stops included.
    if (await page.evaluate(() => localStorage.getItem('contract-confirm-open') !== '0')) {
      const dialog = page.getByTestId('contract-confirm-dialog');
      await dialog.waitFor();
      await modalOpened(page);
      expect(await dialog.getAttribute('data-direction')).toBe(o.direction ?? 'up');
      expect(await dialog.locator('[data-row="leverage"] dd').textContent()).toBe(`${o.leverage}x`);
      expect(await dialog.locator('[data-row="margin"] dd').textContent()).toBe(`${o.margin} USDT`);
      for (const stop of ['stopLoss', 'takeProfit'] as const) {
        const shown = (await dialog.locator(`[data-row="${stop}"] dd`).textContent()) ?? '';
        if (o[stop]) expect(Number(shown.replace(/[^\d.]/g, ''))).toBe(Number(o[stop]));
        else expect(shown).toBe(C.notSet);
      }
      // The liquidation price as asked (the form's own moves on with the index meanwhile).
      const liquidation = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
      const asked = liquidation(await dialog.locator('[data-row="liquidation"] dd').textContent());
      const live = liquidation(await page.getByTestId('contract-form').locator('[data-row="liquidation"] dd').textContent());
      expect(Math.abs(asked - live) / live).toBeLessThan(0.005);
      if (o.confirm === 'look') {
        await screenshot(page, 'desktop-contract-confirm');
        expect(await seriousViolations(page, 'desktop contract confirmation')).toEqual([]);
      }
      if (o.confirm === 'dontAsk') await dialog.getByTestId('contract-confirm-dont-ask').click();
      await page.getByTestId('contract-confirm').click();
    }
    const body = (await (await answer).json()) as { code: number; msg: string; data: TOrder };
    expect([body.code, body.msg]).toEqual([1, body.msg]);
    return body.data;
  }

  const row = (page: Page, status: 'holding' | 'pending' | 'history', orderId: number) =>
    page.locator(`[data-testid="contract-${status}"] tr[data-order-id="${orderId}"]`);

  const showTab = (page: Page, status: 'holding' | 'pending' | 'history') => page.locator(`.pcc-orders .ant-tabs-tab [data-tab="${status}"]`).click();

  it('shows a visitor the market, the index chart and a log-in offer in place of the form', async () => {
    const { page, errors } = await freshPage();
    // The first page of a fresh browser while the other file's server starts beside it: wait on
    // what the page shows (below) rather than on every resource's load event.
    await page.goto('/pc/contract', { waitUntil: 'domcontentloaded' });
    await expectContractPage(page);
    expect(await page.locator('.pcc').getAttribute('data-symbol')).toBe('btcusdt');
    await page.getByTestId('contract-login').filter({ hasText: C.loginToTrade }).waitFor();
    expect(await page.getByTestId('contract-form').count()).toBe(0);
    await page.getByTestId('contract-orders').getByText(C.loginToTrade).waitFor();
    // The pair picker lists the USDT markets and puts the choice in the address.
    await page.getByTestId('contract-pair-trigger').click();
    await poll(() => page.locator('[data-testid="contract-pair-picker"] [data-symbol]').count()).toBe(7);
    await page.locator('[data-testid="contract-pair-picker"] [data-symbol="ethusdt"]').click();
    await page.waitForURL((u) => u.searchParams.get('symbol') === 'ethusdt');
    await poll(() => page.locator('.pcc').getAttribute('data-symbol')).toBe('ethusdt');
    await page.goto('/pc/contract?symbol=btcusdt');
    await expectContractPage(page);
    await screenshot(page, 'desktop-contract-visitor');
    await page.getByTestId('contract-login').click();
    await page.locator('.pc-login-modal').waitFor({ state: 'visible' });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('accepts the disclosure, opens up at 10x with stops, edits them, closes the position and finds it in the history', async () => {
    const { page, errors } = await freshPage();
    await loginByApi(page);
    await readyForContracts(page, { accept: false });
    await page.goto('/pc/contract?symbol=btcusdt');
    await expectContractPage(page);
    // The risk disclosure stands in place of the form until it is accepted.
    const gate = page.locator('[data-testid="contract-panel"] [data-testid="product-gate"]');
    await poll(() => gate.getAttribute('data-reason')).toBe('disclosure');
    await screenshot(page, 'desktop-contract-disclosure');
    await gate.getByText(productsEn.products.understood).click();
    await gate.getByTestId('disclosure-accept').click();
    await expectForm(page);

    // A try with nothing in the margin sends nothing and says why, beside the field and as a toast.
    let opened = 0;
    page.on('request', (r) => r.url().endsWith('/bb/contract/order/open') && (opened += 1));
    await page.getByTestId('contract-submit').click();
    await poll(() => page.getByTestId('contract-margin-error').textContent()).toBe(msg.enterAmount);
    // The house's free capacity is a figure to read, at 4 decimals with its unit, not the asset's 8.
    expect(await page.getByTestId('free-capacity').textContent()).toMatch(/^\d[\d,]*\.\d{4} USDT$/);
    await expectToast(page, msg.enterAmount);
    expect(opened).toBe(0);

    const index = await indexPrice(page);
    const order = await openThroughForm(page, { leverage: 10, margin: '100', stopLoss: priceAt(index, 0.95), takeProfit: priceAt(index, 1.05), confirm: 'look' });
    expect([order.status, order.direction, order.multiple]).toEqual(['holding', 'up', 10]);
    await expectToast(page, msg.contractOpened);
    const position = row(page, 'holding', order.orderId);
    await position.waitFor();
    // Live P/L, signed; entry, stops and liquidation drawn on the chart.
    await poll(async () => /^[+-]?\d[\d,]*\.\d{4}$/.test((await page.getByTestId(`pnl-${order.orderId}`).textContent()) ?? '')).toBe(true);
    // The P/L follows the recorded index as the market trades (the demo market maker's real orders).
    const firstPnl = await page.getByTestId(`pnl-${order.orderId}`).textContent();
    await poll(() => page.getByTestId(`pnl-${order.orderId}`).textContent(), 45_000).not.toBe(firstPnl);
    await poll(() => page.getByTestId('contract-chart').getAttribute('data-lines')).toBe('4');
    expect(await position.textContent()).toContain(C.up);
    await position.scrollIntoViewIfNeeded();
    await screenshot(page, 'desktop-contract-position');

    // Edit the stops: a stop loss above the price is refused beside its field; a good one is saved.
    await page.getByTestId(`edit-stops-${order.orderId}`).click();
    const dialog = page.getByTestId('stops-dialog');
    await dialog.locator('input[name="stopLoss"]').fill(priceAt(index, 1.2));
    await page.getByTestId('stops-save').click();
    await poll(() => dialog.getByTestId('stops-stopLoss-error').textContent()).toBe(msg.contractStopLossInvalid);
    // Above the liquidation price (about 9.5 % under the entry at 10x): a lower one could never fire.
    const stopLoss = priceAt(index, 0.96);
    await dialog.locator('input[name="stopLoss"]').fill(stopLoss);
    await dialog.locator('input[name="takeProfit"]').fill('');
    await screenshot(page, 'desktop-contract-stops');
    await page.getByTestId('stops-save').click();
    await expectToast(page, msg.contractUpdated);
    await dialog.waitFor({ state: 'detached' });
    await poll(async () => num(await position.locator('.pcc-stops__sl').textContent())).toBe(Number(stopLoss));
    expect(await position.locator('.pcc-stops__tp').textContent()).toBe('—');

    // Close, after the confirmation.
    await page.getByTestId(`close-${order.orderId}`).click();
    await page.locator('.ant-popconfirm .ant-btn-primary').filter({ hasText: C.close }).click();
    await expectToast(page, msg.contractClosed);
    await position.waitFor({ state: 'detached' });
    await showTab(page, 'history');
    const closed = row(page, 'history', order.orderId);
    await closed.waitFor();
    expect(await closed.getAttribute('data-status')).toBe('closed');
    expect(await closed.locator('.pcc-status').textContent()).toBe(C.status.closed);
    await closed.scrollIntoViewIfNeeded();
    await screenshot(page, 'desktop-contract-history');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens down, and places a pending limit order and cancels it', async () => {
    const { page, errors } = await freshPage();
    await loginByApi(page);
    await readyForContracts(page);
    await page.goto('/pc/contract?symbol=btcusdt');
    await expectContractPage(page);
    await expectForm(page);
    const down = await openThroughForm(page, { direction: 'down', leverage: 20, margin: '50', confirm: 'dontAsk' });
    expect([down.status, down.direction]).toEqual(['holding', 'down']);
    await row(page, 'holding', down.orderId).waitFor();
    expect(await row(page, 'holding', down.orderId).textContent()).toContain(C.down);

    // A limit up below the price waits as an open order, with its hint under the price.
    const index = await indexPrice(page);
    await page.locator('[data-testid="contract-direction"] [data-value="up"]').click();
    await page.locator('[data-testid="contract-type"] [data-value="limit"]').click();
    await page.getByText(C.limitHintUp).waitFor();
    // After "don't ask again" it is sent at once; the toggle under the button turns the question back on.
    const pending = await openThroughForm(page, { leverage: 5, margin: '20', type: 'limit', price: priceAt(index, 0.8) });
    expect(pending.status).toBe('pending');
    expect(await page.getByTestId('contract-confirm-dialog').count()).toBe(0);
    await page.getByTestId('contract-confirm-toggle').click();
    expect(await page.evaluate(() => localStorage.getItem('contract-confirm-open'))).toBe('1');
    await showTab(page, 'pending');
    await row(page, 'pending', pending.orderId).scrollIntoViewIfNeeded();
    await screenshot(page, 'desktop-contract-pending');
    await page.getByTestId(`cancel-${pending.orderId}`).click();
    await page.locator('.ant-popconfirm .ant-btn-primary').filter({ hasText: C.cancel }).click();
    await expectToast(page, msg.contractCancelled);
    await row(page, 'pending', pending.orderId).waitFor({ state: 'detached' });
    await poll(() => page.getByTestId('contract-pending').getAttribute('data-total')).toBe('0');
    await page.getByTestId('contract-pending').getByText(C.noPending).waitFor();
    await pageApi(page, '/contract/order/close', { orderId: String(down.orderId) });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('liquidates a 100x position when the price falls 1.5 %, and shows the proof of its settlement', async () => {
    const { page, errors } = await freshPage();
    await loginByApi(page);
    await readyForContracts(page);
    await page.goto('/pc/contract?symbol=btcusdt');
    await expectContractPage(page);
    await expectForm(page);
    const order = await openThroughForm(page, { leverage: 100, margin: '20' });
    await row(page, 'holding', order.orderId).waitFor();
    await movePriceBy(page, feeds, -1.5);
    await row(page, 'holding', order.orderId).waitFor({ state: 'detached', timeout: 20_000 });
    await showTab(page, 'history');
    const settled = row(page, 'history', order.orderId);
    await settled.waitFor();
    expect(await settled.getAttribute('data-status')).toBe('liquidated');
    expect(await settled.locator('.pcc-status').textContent()).toBe(C.status.liquidated);
    expect(await settled.locator('.pcc-outcome').textContent()).toBe(C.outcome.lose);

    await page.getByTestId(`detail-${order.orderId}`).click();
    const detail = page.locator(`[data-testid="contract-detail"][data-order-id="${order.orderId}"][data-status="liquidated"]`);
    await detail.waitFor();
    const openTick = await detail.getByTestId('open-tick-id').textContent();
    const closeTick = await detail.getByTestId('close-tick-id').textContent();
    expect(openTick).toMatch(/^\d+$/);
    expect(closeTick).toMatch(/^\d+$/);
    expect(BigInt(closeTick!)).toBeGreaterThan(BigInt(openTick!));
    await detail.getByText(C.proof.hint).waitFor();
    // A closed position shows its settlement price, not a "current price" that no longer concerns it; P/L has its unit.
    await expect(detail.getByText(C.field.settlementPrice, { exact: true }).count()).resolves.toBe(1);
    await expect(detail.getByText(C.field.currentPrice, { exact: true }).count()).resolves.toBe(0);
    expect(await detail.locator('.pcc-pnl').first().textContent()).toMatch(/^[+-]?\d[\d,]*\.\d{4} USDT$/);
    await detail.getByTestId('contract-proof').scrollIntoViewIfNeeded();
    await screenshot(page, 'desktop-contract-detail');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('lays the page out in English, right to left in Arabic, and in Chinese, with no serious accessibility violation', async () => {
    const found: string[] = [];
    for (const lang of ['en-US', 'ar-AE', 'zh-CN']) {
      const { page, errors } = await freshPage(lang);
      await loginByApi(page);
      await readyForContracts(page, { usdt: '100' });
      await page.goto('/pc/contract?symbol=btcusdt');
      await expectContractPage(page);
      await expectForm(page);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar-AE' ? 'rtl' : 'ltr');
      // The chart's axis prices are drawn over the price line (which mostly runs through the middle one), not under it.
      const isAxisOnTop = () => {
        const line = document.querySelector('.index-chart__price');
        const labels = [...document.querySelectorAll('.index-chart__axis text')];
        return line !== null && labels.length === 3 && labels.every((l) => (line.compareDocumentPosition(l) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0);
      };
      await poll(() => page.evaluate(isAxisOnTop)).toBe(true);
      const index = await indexPrice(page);
      const position = await pageApi<TOrder>(page, '/contract/order/open', {
        symbol: 'btcusdt', direction: 'up', multiple: '10', openAmount: '10', type: 'market', stopLoss: priceAt(index, 0.97), takeProfit: priceAt(index, 1.03),
      });
      await row(page, 'holding', position.orderId).waitFor();
      await page.locator('input[name="margin"]').fill('25');
      await screenshot(page, `desktop-contract-${lang}`);
      // The confirmation before opening, in the language: looked at, measured, then left with Escape.
      await poll(() => page.getByTestId('contract-form').locator('[data-row="size"] dd').textContent()).not.toBe('—');
      await page.getByTestId('contract-submit').click();
      await page.getByTestId('contract-confirm-dialog').waitFor();
      await modalOpened(page);
      await screenshot(page, `desktop-contract-confirm-${lang}`);
      found.push(...(await seriousViolations(page, `${lang} contract confirmation`)));
      await page.keyboard.press('Escape');
      await page.getByTestId('contract-confirm-dialog').waitFor({ state: 'detached' });
      if (lang !== 'zh-CN') found.push(...(await seriousViolations(page, `${lang} /pc/contract`)));
      await row(page, 'holding', position.orderId).scrollIntoViewIfNeeded();
      await screenshot(page, `desktop-contract-orders-${lang}`);
      await page.goto('/pc/account/contract');
      await page.getByTestId('contract-equity').waitFor();
      await page.getByTestId('asset-records').locator('.ant-table-row').first().waitFor();
      await screenshot(page, `desktop-contract-account-${lang}`);
      if (lang !== 'zh-CN') found.push(...(await seriousViolations(page, `${lang} /pc/account/contract`)));
      await pageApi(page, '/contract/order/close', { orderId: String(position.orderId) });
      expect(errors).toEqual([]);
      await page.context().close();
    }
    expect(found).toEqual([]);

    // A country whose rules cap leverage (2x in the EU): the form offers 2x alone and says why beside it.
    const { page, errors } = await freshPage();
    await loginByApi(page);
    await readyForContracts(page, { usdt: '10' });
    await pageApi(page, '/user/updateCountry', { country: 'DE' });
    await page.goto('/pc/contract?symbol=btcusdt');
    await expectForm(page);
    await poll(() => page.getByTestId('leverage-cap').textContent()).toBe(C.countryCap.replace('{{country}}', 'Germany').replace('{{max}}', '2x'));
    expect(await page.getByTestId('contract-leverage').getByRole('radio').allTextContents()).toEqual(['2x']);
    await screenshot(page, 'desktop-contract-country-cap');
    await pageApi(page, '/user/updateCountry', { country: 'US' });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
