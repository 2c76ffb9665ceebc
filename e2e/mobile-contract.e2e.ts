import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import en from '../packages/i18n/locales/web/en-US.json' with { type: 'json' };
import enContract from '../packages/i18n/locales/web/contract/en-US.json' with { type: 'json' };
import enMobileContract from '../packages/i18n/locales/web/mobile-contract/en-US.json' with { type: 'json' };
import enMobileTrade from '../packages/i18n/locales/web/mobile-trade/en-US.json' with { type: 'json' };
import msg from '../packages/i18n/locales/en-US.json' with { type: 'json' };
import { hasChromium } from './support/chromium';
import { seriousViolations } from './support/axe';
import { DEMO, dialogOpened, expectToast, launchBrowser, loginByApi, newContext, pageApi, screenshot, watchErrors, closePages } from './support/browser';
import { indexPrice, movePriceBy, readyForContracts } from './support/contract';
import { startServer, type TServer } from './support/server';
import { startOutsideFeeds, type TOutsideFeeds } from './support/outside-feeds';

const path = (url: string) => new URL(url).pathname;
/** Matches a whole text ("Cancel" must not match "Cancelled"). */
const exact = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
const c = enContract.contract;
const mc = enMobileContract.mContract;

type TOrder = { orderId: number; status: string; direction: string; stopLoss: string; takeProfit: string };

/** A shown number back to plain digits ("63,840.12" → "63840.12"): display only. */
const plain = (text: string | null) => (text ?? '').replace(/[^\d.-]/g, '');

/** A screenshot once the last toast has gone, so that it shows the screen, not the toast. */
async function calmScreenshot(page: Page, name: string): Promise<void> {
  await page.locator('.adm-toast-main').waitFor({ state: 'hidden' });
  await screenshot(page, name);
}

/** Opens the contract screen of a market and waits for its form (the gate open). */
async function openScreen(page: Page, symbol = 'btcusdt'): Promise<void> {
  await page.goto(`/contract?symbol=${symbol}`);
  await page.getByTestId('contract-form').waitFor();
  await expect.poll(() => page.getByTestId('contract-available').textContent()).toMatch(/\d/);
}

/** Fills the form (market unless a limit price is given) and opens; resolves with the server's order. */
async function openPosition(
  page: Page,
  input: { direction: 'up' | 'down'; leverage: number; margin: string; price?: string; stopLoss?: string; takeProfit?: string; confirm?: 'look' | 'dontAsk' },
): Promise<TOrder> {
  const form = page.getByTestId('contract-form');
  await form.locator(`.mc-dir--${input.direction}`).click();
  await form.locator('.mt-type').filter({ hasText: exact(input.price ? c.limit : c.market) }).click();
  await form.locator(`.mc-chip[data-leverage="${input.leverage}"]`).click();
  await expect(form.locator(`.mc-chip[data-leverage="${input.leverage}"]`).getAttribute('aria-pressed')).resolves.toBe('true');
  if (input.price) await form.locator('input[name="price"]').fill(input.price);
  await form.locator('input[name="margin"]').fill(input.margin);
  await form.locator('input[name="stopLoss"]').fill(input.stopLoss ?? '');
  await form.locator('input[name="takeProfit"]').fill(input.takeProfit ?? '');
  await expect.poll(() => page.getByTestId('summary-cost').textContent()).toMatch(/\d/);
  const answer = page.waitForResponse((r) => r.url().endsWith('/bb/contract/order/open'));
  await page.getByTestId('contract-submit').click();
  // Asked first, until "don't ask again": the terms as they will be sent, stops included.
  if (await page.evaluate(() => localStorage.getItem('contract-confirm-open') !== '0')) {
    const dialog = page.getByTestId('contract-confirm-dialog');
    await dialog.waitFor();
    await dialogOpened(page);
    expect(await dialog.getAttribute('data-direction')).toBe(input.direction);
    expect(await dialog.locator('[data-row="leverage"] dd').textContent()).toBe(`${input.leverage}x`);
    expect(await dialog.locator('[data-row="margin"] dd').textContent()).toBe(`${input.margin} USDT`);
    for (const stop of ['stopLoss', 'takeProfit'] as const) {
      const shown = (await dialog.locator(`[data-row="${stop}"] dd`).textContent()) ?? '';
      if (input[stop]) expect(Number(shown.replace(/[^\d.]/g, ''))).toBe(Number(input[stop]));
      else expect(shown).toBe(c.notSet);
    }
    // The liquidation price as asked (the form's own moves on with the index meanwhile).
    const liquidation = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
    const asked = liquidation(await dialog.getByTestId('summary-liquidation').textContent());
    const live = liquidation(await page.getByTestId('contract-form').getByTestId('summary-liquidation').textContent());
    expect(Math.abs(asked - live) / live).toBeLessThan(0.005);
    if (input.confirm === 'look') {
      await calmScreenshot(page, 'mobile-contract-confirm');
      expect(await seriousViolations(page, 'mobile contract confirmation')).toEqual([]);
    }
    if (input.confirm === 'dontAsk') await dialog.getByTestId('contract-confirm-dont-ask').click();
    await page.locator('.adm-dialog-button').filter({ hasText: exact(input.direction === 'up' ? c.openUp : c.openDown) }).click();
  }
  const body = (await (await answer).json()) as { code: number; msg: string; data: TOrder };
  expect([body.code, body.msg]).toEqual([1, body.msg]);
  return body.data;
}

/** Says yes in the confirmation dialog whose confirm button reads `label`. */
async function confirmDialog(page: Page, title: string, label: string): Promise<void> {
  const dialog = page.locator('.adm-dialog').filter({ hasText: title });
  await dialog.locator('.adm-dialog-button').filter({ hasText: exact(label) }).click();
  await page.locator('.adm-dialog-title').filter({ hasText: title }).waitFor({ state: 'hidden' });
}

/** Sets the app's language the way the app stores it, before the next load. */
async function setLanguage(page: Page, lang: string): Promise<void> {
  await page.evaluate((l) => localStorage.setItem('User-Lang', l), lang);
}

describe.skipIf(!hasChromium)('mobile-style interface: leveraged contracts', () => {
  let server: TServer;
  let browser: Browser;
  /** The outside venues of the index: the liquidation test moves them (trades on the exchange cannot). */
  let feeds: TOutsideFeeds;
  let user: BrowserContext;
  /** The liquidated position of the price-move test, for the detail screenshots. */
  let liquidatedId = 0;

  beforeAll(async () => {
    feeds = await startOutsideFeeds();
    server = await startServer({ marketMaker: true, env: feeds.env });
    browser = await launchBrowser();
    user = await newContext(browser, 'mobile', server.baseUrl);
    const p = await user.newPage();
    await loginByApi(p);
    await p.close();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await feeds?.stop();
  });

  afterEach(() => closePages(user));

  it('takes a visitor to the contract screen from Home and from Trade: the index chart, the form and a log-in prompt', async () => {
    const context = await newContext(browser, 'mobile', server.baseUrl);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/');
    await page.locator('.mt-hcard:not(.mt-hcard--loading)').first().waitFor();
    await screenshot(page, 'mobile-contract-home-entry');
    await page.locator('.m-shortcut[href="/contract"]').filter({ hasText: en.nav.contract }).click();
    await page.waitForURL((u) => path(u.href) === '/contract');
    await page.locator('[data-testid="contract-chart"] svg path.index-chart__price').waitFor();
    await expect(page.getByTestId('contract-login').textContent()).resolves.toBe(c.loginToTrade);
    await expect(page.locator('.mc-switch__item[aria-current="page"]').textContent()).resolves.toBe(mc.contract);
    // The leverages the market offers, and the index price, without an account.
    await expect.poll(() => page.locator('.mc-chip').count()).toBe(5);
    await expect.poll(() => page.getByTestId('index-price').textContent()).toMatch(/^\d{1,3}(,\d{3})*\.\d{2} USDT$/);
    expect(await page.getByTestId('contract-lists').count()).toBe(0);
    await screenshot(page, 'mobile-contract-guest');

    // From Trade: the Spot | Contract switch keeps a USDT pair.
    await page.goto('/trade?symbol=ethusdt');
    await page.locator('.mt-form').waitFor();
    await expect(page.locator('.mc-switch__item[aria-current="page"]').textContent()).resolves.toBe(mc.spot);
    await screenshot(page, 'mobile-contract-trade-entry');
    await page.locator('.mc-switch__item[data-product="contract"]').click();
    await page.waitForURL((u) => path(u.href) === '/contract' && u.searchParams.get('symbol') === 'ethusdt');
    await page.getByTestId('contract-pair').filter({ hasText: 'ETH/USDT' }).waitFor();
    await page.locator('[data-testid="contract-chart"] svg').waitFor();
    // The pair switcher lists the USDT markets only.
    await page.getByTestId('contract-pair').click();
    await expect.poll(() => page.locator('.mt-switcher .mt-row').count()).toBe(7);
    await page.locator('.mt-switcher .mt-row[data-symbol="btcusdt"]').click();
    await page.waitForURL((u) => u.searchParams.get('symbol') === 'btcusdt');
    // Log in comes back to the screen.
    await page.getByTestId('contract-login').click();
    await page.waitForURL((u) => path(u.href) === '/login');
    await page.locator('input[name="email"]').fill(DEMO.email);
    await page.locator('input[name="password"]').fill(DEMO.password);
    await page.getByRole('button', { name: en.auth.login, exact: true }).click();
    await page.waitForURL((u) => path(u.href) === '/contract' && u.searchParams.get('symbol') === 'btcusdt');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('accepts the risk disclosure, opens up at 10x with SL/TP, edits them, closes it and finds it in history', async () => {
    const page = await user.newPage();
    const errors = watchErrors(page);
    await page.goto('/bb/health');
    await readyForContracts(page, { accept: false });
    await page.goto('/contract?symbol=btcusdt');
    // The gate: the disclosure first, accepted through the screen.
    await page.getByTestId('disclosure').waitFor();
    expect(await page.getByTestId('contract-form').count()).toBe(0);
    await screenshot(page, 'mobile-contract-disclosure');
    await page.getByTestId('disclosure-read').click();
    await page.getByTestId('disclosure-accept').click();
    await page.getByTestId('contract-form').waitFor();
    await expect.poll(() => page.getByTestId('contract-available').textContent()).toBe('1,000');

    // A try with no margin: the rule shows beside the field (and the toast says it).
    await page.getByTestId('contract-submit').click();
    await expectToast(page, msg.enterAmount);
    await expect(page.getByTestId('margin-error').textContent()).resolves.toBe(msg.enterAmount);

    const price = Number(await indexPrice(page));
    const order = await openPosition(page, {
      direction: 'up',
      leverage: 10,
      margin: '100',
      stopLoss: (price * 0.97).toFixed(2),
      takeProfit: (price * 1.03).toFixed(2),
      confirm: 'look',
    });
    expect(order.status).toBe('holding');
    await expectToast(page, msg.contractOpened);
    const card = page.locator(`[data-testid="positions"] .mc-card[data-order-id="${order.orderId}"]`);
    await card.waitFor();
    // Live P/L, the liquidation price and the margin ratio; the chart draws the position's levels.
    await expect.poll(() => card.getByTestId('position-pnl').textContent()).toMatch(/^[+-]?\d+\.\d{4} USDT$/);
    // The P/L follows the recorded index as the market trades (the demo market maker's real orders).
    const firstPnl = await card.getByTestId('position-pnl').textContent();
    await expect.poll(() => card.getByTestId('position-pnl').textContent(), { timeout: 45_000 }).not.toBe(firstPnl);
    await expect.poll(() => card.getByTestId('position-liquidation').textContent()).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    await expect.poll(() => card.getByTestId('position-ratio').textContent()).toMatch(/^\d+\.\d{2}%$/);
    await page.locator('.index-chart__key--entry').waitFor();
    await page.locator('.index-chart__key--stopLoss').waitFor();
    await expect.poll(() => page.getByTestId('contract-available').textContent()).toMatch(/^899\.\d+$/);
    await calmScreenshot(page, 'mobile-contract-position');

    // Edit SL/TP: a stop loss above the price is refused beside the field; a right one is saved.
    await card.getByTestId('edit-stops').click();
    const sheet = page.getByTestId('stops-form');
    await sheet.waitFor();
    await expect(sheet.locator('input[name="editStopLoss"]').inputValue()).resolves.toBe(order.stopLoss);
    await sheet.locator('input[name="editStopLoss"]').fill((price * 1.2).toFixed(2));
    await sheet.getByTestId('stops-save').click();
    await expect(sheet.getByTestId('editStopLoss-error').textContent()).resolves.toBe(msg.contractStopLossInvalid);
    await screenshot(page, 'mobile-contract-stops');
    const newStop = (price * 0.95).toFixed(2);
    await sheet.locator('input[name="editStopLoss"]').fill(newStop);
    await sheet.locator('input[name="editTakeProfit"]').fill('');
    const updated = page.waitForResponse((r) => r.url().endsWith('/bb/contract/order/update'));
    await sheet.getByTestId('stops-save').click();
    expect(((await (await updated).json()) as { code: number }).code).toBe(1);
    await expectToast(page, msg.contractUpdated);
    await sheet.waitFor({ state: 'detached' });
    await expect.poll(async () => plain(await card.getByTestId('position-sl').textContent())).toBe(newStop);
    await expect.poll(() => card.getByTestId('position-tp').textContent()).toBe('--');

    // Close, after the confirmation.
    const closed = page.waitForResponse((r) => r.url().endsWith('/bb/contract/order/close'));
    await card.getByTestId('close-position').click();
    await confirmDialog(page, c.closeTitle, c.close);
    expect(((await (await closed).json()) as { code: number }).code).toBe(1);
    await expectToast(page, msg.contractClosed);
    await card.waitFor({ state: 'detached' });

    await page.getByTestId('history-link').click();
    await page.waitForURL((u) => path(u.href) === '/contract/orders');
    const row = page.locator(`.mc-hcard[data-order-id="${order.orderId}"]`);
    await row.waitFor();
    await expect(row.getAttribute('data-status')).resolves.toBe('closed');
    await expect(row.getByTestId('history-status').textContent()).resolves.toBe(c.status.closed);
    await expect(row.getByTestId('history-outcome').textContent()).resolves.toMatch(new RegExp(`^(${c.outcome.win}|${c.outcome.lose})$`));
    await calmScreenshot(page, 'mobile-contract-history');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens down, and places a pending limit order that it then cancels', async () => {
    const page = await user.newPage();
    const errors = watchErrors(page);
    await openScreen(page);
    const down = await openPosition(page, { direction: 'down', leverage: 20, margin: '50', confirm: 'dontAsk' });
    expect([down.status, down.direction]).toEqual(['holding', 'down']);
    const downCard = page.locator(`[data-testid="positions"] .mc-card[data-order-id="${down.orderId}"]`);
    await downCard.waitFor();
    await expect(downCard.getAttribute('data-direction')).resolves.toBe('down');
    await expect(downCard.locator('.mc-tag--down').textContent()).resolves.toBe(c.down);

    // A limit up above the price is refused beside the price field; below it, it waits.
    const price = Number(await indexPrice(page));
    const form = page.getByTestId('contract-form');
    await form.locator('.mc-dir--up').click();
    await form.locator('.mt-type').filter({ hasText: exact(c.limit) }).click();
    await form.locator('input[name="price"]').fill((price * 1.1).toFixed(2));
    await form.locator('input[name="margin"]').fill('20');
    await page.getByTestId('contract-submit').click();
    await expect.poll(() => form.getByTestId('price-error').textContent()).toMatch(/^For up, the limit price must be below/);
    const pending = await openPosition(page, { direction: 'up', leverage: 5, margin: '20', price: (price * 0.9).toFixed(2) });
    expect(pending.status).toBe('pending');
    await page.locator('.mc-lists .adm-tabs-tab').filter({ hasText: c.pending }).click();
    const pendingCard = page.locator(`[data-testid="pending-orders"] .mc-card[data-order-id="${pending.orderId}"]`);
    await pendingCard.waitFor();
    await expect.poll(async () => plain(await pendingCard.getByTestId('pending-price').textContent())).toBe((price * 0.9).toFixed(2));
    await calmScreenshot(page, 'mobile-contract-pending');
    const cancelled = page.waitForResponse((r) => r.url().endsWith('/bb/contract/order/cancel'));
    await pendingCard.getByTestId('cancel-order').click();
    await confirmDialog(page, c.cancelTitle, c.cancel);
    expect(((await (await cancelled).json()) as { code: number }).code).toBe(1);
    await expectToast(page, msg.contractCancelled);
    await pendingCard.waitFor({ state: 'detached' });
    await page.getByText(c.noPending).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('liquidates an up position at 100x when the price falls 1.5 %, with the proof ticks in its detail', async () => {
    const page = await user.newPage();
    const errors = watchErrors(page);
    await openScreen(page);
    const order = await openPosition(page, { direction: 'up', leverage: 100, margin: '10' });
    expect(order.status).toBe('holding');
    const card = page.locator(`[data-testid="positions"] .mc-card[data-order-id="${order.orderId}"]`);
    await card.waitFor();
    // A fall of 1.5 % on the outside venues the index follows.
    await movePriceBy(page, feeds, -1.5);
    // The settlement runs on the tick that crossed the liquidation price; the card leaves the list.
    await card.waitFor({ state: 'detached', timeout: 30_000 });

    await page.goto('/contract/orders');
    const row = page.locator(`.mc-hcard[data-order-id="${order.orderId}"]`);
    await row.waitFor();
    await expect(row.getAttribute('data-status')).resolves.toBe('liquidated');
    await expect(row.getByTestId('history-status').textContent()).resolves.toBe(c.status.liquidated);
    await expect(row.getByTestId('history-outcome').textContent()).resolves.toBe(c.outcome.lose);
    await row.getByTestId('history-detail').click();
    await page.waitForURL((u) => path(u.href) === `/contract/order/${order.orderId}`);
    await expect(page.getByTestId('detail-status').textContent()).resolves.toBe(c.status.liquidated);
    await expect(page.getByTestId('detail-order-id').textContent()).resolves.toBe(String(order.orderId));
    await expect(page.getByTestId('open-tick-id').textContent()).resolves.toMatch(/^\d+$/);
    await expect(page.getByTestId('close-tick-id').textContent()).resolves.toMatch(/^\d+$/);
    await expect(page.getByTestId('proof').textContent()).resolves.toContain(c.proof.hint);
    // Each tick is fetched again from the public call, which answers the same.
    const check = page.getByTestId('close-tick-check');
    await check.getByRole('button', { name: c.proof.verify }).click();
    await expect(check.locator('.mc-check__result').getAttribute('data-same')).resolves.toBe('true');
    await expect(check.locator('.mc-check__json').textContent()).resolves.toContain(`"id": "${await page.getByTestId('close-tick-id').textContent()}"`);
    await expect(page.getByTestId('detail-settlement-price').textContent()).resolves.toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    liquidatedId = order.orderId;
    await screenshot(page, 'mobile-contract-detail');
    expect(await seriousViolations(page, 'detail en-US')).toEqual([]);
    // A detail that is not the user's (or does not exist) says so, with a retry.
    await page.goto('/contract/order/999999');
    await page.getByTestId('detail-retry').waitFor();
    await expect(page.getByTestId('contract-detail').textContent()).resolves.toContain(msg.noData);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('pages the history 10 at a time with load more, until the total', async () => {
    const page = await user.newPage();
    await page.goto('/bb/health');
    // Eight more orders in the history (pending, then cancelled), over the API: with those above, over one page.
    const price = Number(await indexPrice(page));
    for (let i = 0; i < 8; i++) {
      const placed = await pageApi<TOrder>(page, '/contract/order/open', {
        symbol: 'btcusdt', direction: 'up', multiple: '5', openAmount: '2', type: 'limit', price: (price * (0.8 - i * 0.01)).toFixed(2),
      });
      await pageApi(page, '/contract/order/cancel', { orderId: String(placed.orderId) });
    }
    await page.goto('/contract/orders');
    const cards = page.locator('[data-testid="contract-history"] .mc-hcard');
    await expect.poll(() => cards.count()).toBe(10);
    await page.getByTestId('history-more').click();
    await expect.poll(() => cards.count()).toBeGreaterThan(10);
    await page.getByText(enMobileTrade.mtrade.noMore).waitFor();
    expect(await page.getByTestId('history-more').count()).toBe(0);
    await page.close();
  });

  it('renders the contract screens in English, Arabic (right to left) and Japanese, with no serious axe violation', async () => {
    const page = await user.newPage();
    const errors = watchErrors(page);
    await page.goto('/bb/health');
    const found: string[] = [];
    for (const lang of ['en-US', 'ar-AE', 'ja-JP'] as const) {
      await setLanguage(page, lang);
      await page.goto('/contract?symbol=btcusdt');
      await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar-AE' ? 'rtl' : 'ltr');
      await page.getByTestId('contract-form').waitFor();
      await page.locator('[data-testid="contract-chart"] svg').waitFor();
      await page.locator('[data-testid="positions"] .mc-card').first().waitFor();
      await page.locator('input[name="margin"]').fill('25');
      await expect.poll(() => page.getByTestId('summary-cost').textContent()).toMatch(/\d/);
      await screenshot(page, `mobile-contract-${lang}`);
      if (lang !== 'ja-JP') found.push(...(await seriousViolations(page, `contract screen ${lang}`)));
      await page.getByTestId('contract-lists').evaluate((el) => el.scrollIntoView());
      await screenshot(page, `mobile-contract-lists-${lang}`);
      await page.locator('.mc-card').first().getByTestId('edit-stops').click();
      await page.getByTestId('stops-form').waitFor();
      await screenshot(page, `mobile-contract-stops-${lang}`);
      await page.goto('/contract/orders');
      await page.locator('.mc-hcard').first().waitFor();
      await screenshot(page, `mobile-contract-history-${lang}`);
      await page.goto(`/contract/order/${liquidatedId}`);
      await page.getByTestId('open-tick-id').waitFor();
      await screenshot(page, `mobile-contract-detail-${lang}`);
      if (lang !== 'ja-JP') found.push(...(await seriousViolations(page, `detail ${lang}`)));
      await page.getByTestId('open-tick-check').getByRole('button').click();
      await page.getByTestId('open-tick-check').locator('.mc-check__json').waitFor();
      await page.getByTestId('proof').evaluate((el) => el.scrollIntoView());
      await screenshot(page, `mobile-contract-proof-${lang}`);
      if (lang !== 'ja-JP') found.push(...(await seriousViolations(page, `proof ${lang}`)));
    }
    await setLanguage(page, 'en-US');
    expect(found).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
