import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import en from '../packages/i18n/locales/web/en-US.json' with { type: 'json' };
import enSeconds from '../packages/i18n/locales/web/seconds/en-US.json' with { type: 'json' };
import enMobileSeconds from '../packages/i18n/locales/web/mobile-seconds/en-US.json' with { type: 'json' };
import enMobileContract from '../packages/i18n/locales/web/mobile-contract/en-US.json' with { type: 'json' };
import enContract from '../packages/i18n/locales/web/contract/en-US.json' with { type: 'json' };
import msg from '../packages/i18n/locales/en-US.json' with { type: 'json' };
import { hasChromium } from './support/chromium';
import { seriousViolations } from './support/axe';
import { expectToast, launchBrowser, loginByApi, newContext, screenshot, toastsGone, watchErrors, closePages } from './support/browser';
import { readyForContracts, ruleOutcome } from './support/contract';
import { startServer, type TServer } from './support/server';

const path = (url: string) => new URL(url).pathname;
/** Matches a whole text ("Buy up" must not match "Buy up now"). */
const exact = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
const s = enSeconds.seconds;
const ms = enMobileSeconds.mSeconds;

type TOrder = { id: number; tradeType: 0 | 1; positionTime: number; entryStatus: 1 | 2; openPrice: string; settlementPrice: string; outcome: string | null };

/** A seconds call of the logged-in user from inside the page (SPEC §7 envelope: code 200, `result`). */
async function secondsApi<T>(page: Page, call: string, params: Record<string, string> = {}): Promise<T> {
  const body = await page.evaluate(
    async ([p, values]) => {
      const res = await fetch(`/bb/app/contract/second/${p}`, {
        method: 'POST',
        headers: { 'X-Access-Token': localStorage.getItem('User-Token') ?? '' },
        body: new URLSearchParams(values),
      });
      return (await res.json()) as { code: number; message: string; result: unknown };
    },
    [call, params] as const,
  );
  if (body.code !== 200) throw new Error(`${call}: ${body.message}`);
  return body.result as T;
}

/** A screenshot once the last toast has gone, so that it shows the screen, not the toast. */
async function calmScreenshot(page: Page, name: string): Promise<void> {
  await page.locator('.adm-toast-main').waitFor({ state: 'hidden' });
  await screenshot(page, name);
}

/** Sets the app's language the way the app stores it, before the next load. */
async function setLanguage(page: Page, lang: string): Promise<void> {
  await page.evaluate((l) => localStorage.setItem('User-Lang', l), lang);
}

/** Buys up or down with the form as it is, through the confirmation; resolves with the server's order. */
async function buy(page: Page, direction: 'up' | 'down', screenshotName?: string, checkLabel = true): Promise<TOrder> {
  await page.getByTestId(`buy-${direction}`).click();
  const dialog = page.locator('.adm-dialog').filter({ has: page.getByTestId('seconds-confirm') });
  await dialog.getByTestId('seconds-confirm').waitFor();
  await expect(dialog.getByTestId('seconds-confirm').getAttribute('data-direction')).resolves.toBe(direction);
  await expect.poll(() => dialog.getByTestId('confirm-summary-cost').textContent()).toMatch(/\d/);
  if (screenshotName) {
    // The kit animates the dialog in with script, not CSS: wait until it is fully shown, and the toasts gone.
    await page.waitForFunction(() => {
      const body = document.querySelector('.msec-confirm-dialog');
      return body?.parentElement != null && getComputedStyle(body.parentElement).opacity === '1';
    });
    await calmScreenshot(page, screenshotName);
  }
  const answer = page.waitForResponse((r) => r.url().endsWith('/bb/app/contract/second/createOrder'));
  // The confirm button (the bold one) says what it buys: checked in English, found by its place in any language.
  const confirm = dialog.locator('.adm-dialog-button-bold');
  if (checkLabel) await expect(confirm.textContent()).resolves.toMatch(exact(direction === 'up' ? s.buyUp : s.buyDown));
  await confirm.click();
  const body = (await (await answer).json()) as { code: number; message: string; result: TOrder };
  expect([body.code, body.message]).toEqual([200, body.message]);
  await page.getByTestId('seconds-confirm').waitFor({ state: 'detached' });
  return body.result;
}

describe.skipIf(!hasChromium)('mobile-style interface: seconds contracts', () => {
  let server: TServer;
  let browser: Browser;
  let user: BrowserContext;
  /** A settled order of the trading test, for the detail screenshots. */
  let settledId = 0;

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

  it('takes a visitor to the seconds screen from Home and from Trade: the durations, the index chart and a log-in prompt', async () => {
    const context = await newContext(browser, 'mobile', server.baseUrl);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/');
    await page.locator('.m-shortcut[href="/seconds"]').filter({ hasText: en.nav.secondContract }).click();
    await page.waitForURL((u) => path(u.href) === '/seconds');
    await page.locator('[data-testid="seconds-chart"] svg path.index-chart__price').waitFor();
    await expect(page.getByTestId('seconds-login').textContent()).resolves.toBe(s.loginToTrade);
    await expect(page.locator('.mc-switch__item[aria-current="page"]').textContent()).resolves.toBe(ms.switch);
    await expect(page.locator('.m-tabbar__item[aria-current="page"]').textContent()).resolves.toBe(en.nav.trade);
    // The durations the server offers, each with its payout rate and minimum; the shortest first and chosen.
    await expect.poll(() => page.locator('.msec-duration').count()).toBe(4);
    await expect(page.locator('.msec-duration').first().textContent()).resolves.toBe(`30 s${s.incomeRate} 80%${ms.minShort} 1`);
    await expect(page.locator('.msec-duration').first().getAttribute('aria-pressed')).resolves.toBe('true');
    // SPEC §9: the mobile default amount is 100; the summary follows the server's fee rate (0.2 %).
    await expect(page.locator('input[name="amount"]').inputValue()).resolves.toBe('100');
    await expect.poll(() => page.getByTestId('seconds-summary-cost').textContent()).toBe('100.2 USDT');
    await expect(page.getByTestId('seconds-summary-payout').textContent()).resolves.toBe('180 USDT');
    await expect(page.getByTestId('seconds-summary-break-even').textContent()).resolves.toBe('55.56%');
    await expect.poll(() => page.getByTestId('index-price').textContent()).toMatch(/^\d{1,3}(,\d{3})*\.\d{2} USDT$/);
    expect(await page.getByTestId('seconds-lists').count()).toBe(0);
    await screenshot(page, 'mobile-seconds-guest');

    // From Trade: the Spot | Contract | Seconds switch keeps a USDT pair.
    await page.goto('/trade?symbol=ethusdt');
    await page.locator('.mt-form').waitFor();
    await page.locator('.mc-switch__item[data-product="seconds"]').click();
    await page.waitForURL((u) => path(u.href) === '/seconds' && u.searchParams.get('symbol') === 'ethusdt');
    await page.getByTestId('seconds-pair').filter({ hasText: 'ETH/USDT' }).waitFor();
    // The pair picker lists the markets getConfig offers, BTC/USDT first.
    await page.getByTestId('seconds-pair').click();
    await expect.poll(() => page.locator('.msec-market').count()).toBe(7);
    await expect(page.locator('.msec-market').first().getAttribute('data-symbol')).resolves.toBe('btcusdt');
    await screenshot(page, 'mobile-seconds-pairs');
    await page.locator('.msec-market[data-symbol="btcusdt"]').click();
    await page.waitForURL((u) => u.searchParams.get('symbol') === 'btcusdt');
    await page.getByTestId('seconds-pair').filter({ hasText: 'BTC/USDT' }).waitFor();
    // Log in comes back to the screen.
    await page.getByTestId('seconds-login').click();
    await page.waitForURL((u) => path(u.href) === '/login');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('accepts the risk disclosure, buys up and down at 30 s, counts down, shows each result and the proof', async () => {
    const page = await user.newPage();
    const errors = watchErrors(page);
    await page.goto('/bb/health');
    await readyForContracts(page);
    await page.goto('/seconds?symbol=btcusdt');
    // The gate: the seconds disclosure first (its own, not the contracts' one), accepted through the screen.
    await page.getByTestId('disclosure').waitFor();
    expect(await page.getByTestId('seconds-form').count()).toBe(0);
    await expect(page.getByTestId('disclosure').textContent()).resolves.toContain('seconds contract');
    await screenshot(page, 'mobile-seconds-disclosure');
    await page.getByTestId('disclosure-read').click();
    await page.getByTestId('disclosure-accept').click();
    await page.getByTestId('seconds-form').waitFor();
    await expect.poll(() => page.getByTestId('seconds-available').textContent()).toBe('1,000');

    // A try with no amount: the rule shows beside the field (and the toast says it); nothing is sent.
    await page.locator('input[name="amount"]').fill('');
    await page.getByTestId('buy-up').click();
    await expectToast(page, msg.secondsEnterAmount);
    await expect(page.getByTestId('amount-error').textContent()).resolves.toBe(msg.secondsEnterAmount);
    expect(await page.locator('.adm-dialog').count()).toBe(0);
    // A preset amount fills the field; the shortest duration is chosen (once the toast has gone from over the form).
    await toastsGone(page);
    // The field shows it once the app has rendered the click (a moment later on a loaded machine).
    await page.locator('.msec-presets .mt-preset[data-amount="10"]').click();
    await expect.poll(() => page.locator('input[name="amount"]').inputValue()).toBe('10');
    await page.locator('.msec-duration[data-second="30"]').click();
    await expect.poll(() => page.getByTestId('seconds-summary-cost').textContent()).toBe('10.02 USDT');

    const up = await buy(page, 'up', 'mobile-seconds-confirm');
    expect([up.tradeType, up.positionTime, up.entryStatus]).toEqual([0, 30, 1]);
    const down = await buy(page, 'down');
    expect([down.tradeType, down.positionTime, down.entryStatus]).toEqual([1, 30, 1]);
    await expect.poll(() => page.getByTestId('seconds-available').textContent()).toBe('979.96');

    // Both open, each counting down to its expiry once its opening tick is recorded.
    const upCard = page.locator(`[data-testid="open-orders"] .msec-card[data-order-id="${up.id}"]`);
    const downCard = page.locator(`[data-testid="open-orders"] .msec-card[data-order-id="${down.id}"]`);
    await upCard.waitFor();
    await downCard.waitFor();
    await expect(downCard.getAttribute('data-direction')).resolves.toBe('down');
    await upCard.getByTestId('countdown').waitFor();
    await expect.poll(async () => Number(await upCard.getByTestId('countdown').getAttribute('data-left'))).toBeGreaterThan(20);
    const first = Number(await upCard.getByTestId('countdown').getAttribute('data-left'));
    await expect.poll(async () => Number(await upCard.getByTestId('countdown').getAttribute('data-left')), { timeout: 5_000 }).toBeLessThan(first);
    await expect(upCard.getByTestId('countdown').textContent()).resolves.toMatch(/^\d+ s left$/);
    await expect.poll(() => upCard.getByTestId('order-open-price').textContent()).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    await page.getByTestId('seconds-lists').evaluate((el) => el.scrollIntoView());
    await calmScreenshot(page, 'mobile-seconds-countdown');

    // Settled: a result for each, with both prices and the outcome (the server's own, from its ticks).
    const seen = new Map<number, string>();
    for (let i = 0; i < 2; i++) {
      const result = page.getByTestId('seconds-result');
      await result.waitFor({ timeout: 60_000 });
      const id = Number(await result.getAttribute('data-order-id'));
      const outcome = (await result.getAttribute('data-outcome')) ?? '';
      expect([up.id, down.id]).toContain(id);
      expect(['win', 'lose', 'draw']).toContain(outcome);
      await expect(result.getByTestId('result-outcome').textContent()).resolves.toBe(s.result[outcome as 'win' | 'lose' | 'draw']);
      await expect(result.getByTestId('result-open-price').textContent()).resolves.toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
      await expect(result.getByTestId('result-settlement-price').textContent()).resolves.toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
      seen.set(id, outcome);
      if (i === 0) {
        await calmScreenshot(page, 'mobile-seconds-result');
        await result.getByTestId('result-close').click();
        await expect.poll(async () => (await page.getByTestId('seconds-result').count()) === 0 || Number(await page.getByTestId('seconds-result').getAttribute('data-order-id')) !== id).toBe(true);
      }
    }
    expect([...seen.keys()].sort()).toEqual([up.id, down.id].sort());
    // Each outcome is the rule applied to that order's own two recorded prices (the two orders were
    // accepted at different moments, so their ticks may differ: both may win, or both lose).
    for (const placed of [up, down]) {
      const settled = await secondsApi<TOrder>(page, 'getContractRecordById', { Id: String(placed.id) });
      expect(seen.get(placed.id)).toBe(ruleOutcome(settled));
    }

    // The second result's link opens its detail: every field, and the proof with both ticks.
    const shownId = Number(await page.getByTestId('seconds-result').getAttribute('data-order-id'));
    await page.getByTestId('result-detail').click();
    await page.waitForURL((u) => path(u.href) === `/seconds/order/${shownId}`);
    await expect(page.getByTestId('detail-id').textContent()).resolves.toBe(String(shownId));
    await expect(page.getByTestId('detail-status').textContent()).resolves.toBe(s.status.settled);
    await expect(page.getByTestId('detail-outcome').textContent()).resolves.toBe(s.outcome[seen.get(shownId) as 'win' | 'lose' | 'draw']);
    await expect(page.getByTestId('open-tick-id').textContent()).resolves.toMatch(/^\d+$/);
    await expect(page.getByTestId('close-tick-id').textContent()).resolves.toMatch(/^\d+$/);
    expect(await page.getByTestId('open-tick-id').textContent()).not.toBe(await page.getByTestId('close-tick-id').textContent());
    await expect(page.getByTestId('open-tick-price').textContent()).resolves.toBe(await page.getByTestId('detail-open-price').textContent());
    await expect(page.getByTestId('close-tick-price').textContent()).resolves.toBe(await page.getByTestId('detail-settlement-price').textContent());
    await expect(page.getByTestId('proof').textContent()).resolves.toContain(s.proof.hint);
    await expect(page.getByTestId('proof-rule').textContent()).resolves.toBe(s.proof.rule.replace('{{version}}', '1'));
    await screenshot(page, 'mobile-seconds-detail');
    // The settlement tick, fetched again from the public call, is the same.
    const check = page.getByTestId('close-tick-check');
    await check.getByRole('button', { name: enContract.contract.proof.verify }).click();
    await expect(check.locator('.mc-check__result').getAttribute('data-same')).resolves.toBe('true');
    await expect(check.locator('.mc-check__result').textContent()).resolves.toBe(enMobileContract.mContract.tickSame);
    settledId = shownId;
    expect(await seriousViolations(page, 'detail en-US')).toEqual([]);
    await page.getByTestId('proof').evaluate((el) => el.scrollIntoView());
    await screenshot(page, 'mobile-seconds-proof');

    // The orders screen: nothing open, both settled.
    await page.goto('/seconds/orders');
    await page.getByText(s.noOpen).waitFor();
    await page.locator('.msec-orders .adm-tabs-tab').filter({ hasText: s.history }).click();
    await page.waitForURL((u) => u.searchParams.get('tab') === 'settled');
    await page.locator(`[data-testid="orders-settled"] .msec-card[data-order-id="${up.id}"]`).waitFor();
    await page.locator(`[data-testid="orders-settled"] .msec-card[data-order-id="${down.id}"]`).waitFor();
    await page.getByText(ms.noMore).waitFor();
    await calmScreenshot(page, 'mobile-seconds-orders');
    // A detail that is not the user's (or does not exist) says so, with a retry.
    await page.goto('/seconds/order/999999');
    await page.getByTestId('detail-retry').waitFor();
    await expect(page.getByTestId('seconds-detail').textContent()).resolves.toContain(msg.noData);
    expect(errors).toEqual([]);
    await page.close();
  }, 150_000);

  it('pages the settled orders 10 at a time with load more, until the total', async () => {
    // Counted with the two of the trading test above: without them this test could only fail, later and less clearly.
    expect(settledId, 'the trading test settled its two orders').toBeGreaterThan(0);
    const page = await user.newPage();
    await page.goto('/bb/health');
    // Nine more 30 s orders over the API: with the two above, over one page once settled.
    const placed: TOrder[] = [];
    for (let i = 0; i < 9; i++) {
      placed.push(await secondsApi<TOrder>(page, 'createOrder', { openAmount: '1', positionTime: '30', tradeType: String(i % 2) }));
    }
    await page.goto('/seconds/orders?tab=settled');
    const cards = page.locator('[data-testid="orders-settled"] .msec-card');
    await expect.poll(() => cards.count(), { timeout: 60_000 }).toBe(10);
    await expect.poll(async () => (await secondsApi<{ totalRow: number }>(page, 'getContractRecord', { entryStatus: '1' })).totalRow, { timeout: 60_000 }).toBe(0);
    await page.reload();
    await expect.poll(() => cards.count()).toBe(10);
    await page.getByTestId('orders-more').click();
    await expect.poll(() => cards.count()).toBe(11);
    await page.getByText(ms.noMore).waitFor();
    expect(await page.getByTestId('orders-more').count()).toBe(0);
    await page.close();
  }, 120_000);

  it('renders the seconds screens in English, Arabic (right to left) and Japanese, with no serious axe violation', async () => {
    expect(settledId, 'the trading test settled an order whose detail this test shows').toBeGreaterThan(0);
    const page = await user.newPage();
    const errors = watchErrors(page);
    await page.goto('/bb/health');
    const found: string[] = [];
    for (const lang of ['en-US', 'ar-AE', 'ja-JP'] as const) {
      await setLanguage(page, lang);
      await page.goto('/seconds?symbol=btcusdt');
      await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar-AE' ? 'rtl' : 'ltr');
      await page.getByTestId('seconds-form').waitFor();
      await page.locator('[data-testid="seconds-chart"] svg').waitFor();
      await page.locator('.msec-duration[data-second="60"]').click();
      await page.locator('input[name="amount"]').fill('25');
      await expect.poll(() => page.getByTestId('seconds-summary-cost').textContent()).toMatch(/\d/);
      await screenshot(page, `mobile-seconds-${lang}`);
      if (lang !== 'ja-JP') found.push(...(await seriousViolations(page, `seconds screen ${lang}`)));
      // An order in this language: its confirmation, then its countdown under the form.
      const order = await buy(page, 'up', `mobile-seconds-confirm-${lang}`, lang === 'en-US');
      const card = page.locator(`[data-testid="open-orders"] .msec-card[data-order-id="${order.id}"]`);
      await card.getByTestId('countdown').waitFor();
      await page.getByTestId('seconds-lists').evaluate((el) => el.scrollIntoView());
      await calmScreenshot(page, `mobile-seconds-lists-${lang}`);
      if (lang !== 'ja-JP') found.push(...(await seriousViolations(page, `open orders ${lang}`)));
      await page.goto('/seconds/orders?tab=settled');
      await page.locator('.msec-card').first().waitFor();
      await screenshot(page, `mobile-seconds-orders-${lang}`);
      if (lang !== 'ja-JP') found.push(...(await seriousViolations(page, `orders ${lang}`)));
      await page.goto(`/seconds/order/${settledId}`);
      await page.getByTestId('close-tick-id').waitFor();
      await screenshot(page, `mobile-seconds-detail-${lang}`);
      if (lang !== 'ja-JP') found.push(...(await seriousViolations(page, `detail ${lang}`)));
      await page.getByTestId('proof').evaluate((el) => el.scrollIntoView());
      await screenshot(page, `mobile-seconds-proof-${lang}`);
    }
    await setLanguage(page, 'en-US');
    expect(found).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
