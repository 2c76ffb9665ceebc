import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatUnits, parseUnits, type TFlashQuote, type TFlashRecord } from '@exchange/contracts';
import type { Browser } from 'playwright-core';
import core from '../packages/i18n/locales/web/en-US.json' with { type: 'json' };
import enFlash from '../packages/i18n/locales/web/flash/en-US.json' with { type: 'json' };
import jaFlash from '../packages/i18n/locales/web/flash/ja-JP.json' with { type: 'json' };
import msg from '../packages/i18n/locales/en-US.json' with { type: 'json' };
import { seriousViolations } from './support/axe';
import { hasChromium } from './support/chromium';
import { freshUser, launchBrowser, modalOpened, pageApi, screenshot, watchErrors } from './support/browser';
import { approvedDeposit } from './support/deposit';
import { startServer, type TServer } from './support/server';

const F = enFlash.flash;

type TWallet = { list: { currency: string; available: string }[] };

/** What a conversion left with the user in `currency` (less than one lot of the next leg), in units of 8 decimals. */
function leftOf(record: TFlashRecord, currency: string): bigint {
  return record.left.filter((l) => l.currency === currency).reduce((sum, l) => sum + parseUnits(l.amount, 8)!, 0n);
}

/** The user's available balance of a coin, in units of 8 decimals. */
async function available(page: Page, currency: string): Promise<bigint> {
  const wallet = await pageApi<TWallet>(page, '/user/assets', { wallet: 'coin' });
  return parseUnits(wallet.list.find((r) => r.currency === currency)?.available ?? '0', 8) ?? 0n;
}

/**
 * Waits until the demo market maker's books can take a BTC → ETH conversion (a quote is a record, not
 * an order): directly on the ETH/BTC book, or in two legs through USDT.
 */
async function booksReady(page: Page, amount: string): Promise<void> {
  await expect
    .poll(
      async () => {
        try {
          return (await pageApi<TFlashQuote>(page, '/flash/quote', { from: 'BTC', to: 'ETH', amount })).route.join('>');
        } catch (error) {
          return String(error);
        }
      },
      { timeout: 60_000, interval: 1000 },
    )
    .toMatch(/^BTC>(USDT>)?ETH$/);
}

/**
 * Confirms the quote shown until it is executed. The demo books move: when the price moved (or the
 * quote ran out) nothing is exchanged, the dialog says so and shows a new quote, which is confirmed
 * in turn. Returns the conversion as done.
 */
async function confirmUntilDone(page: Page): Promise<TFlashRecord> {
  for (let attempt = 0; attempt < 5; attempt++) {
    await expect.poll(() => page.getByTestId('flash-confirm').isEnabled()).toBe(true);
    const answer = page.waitForResponse((r) => r.url().endsWith('/bb/flash/execute'));
    await page.getByTestId('flash-confirm').click();
    const body = (await (await answer).json()) as { code: number; msg: string; err?: string; data: TFlashRecord };
    if (body.code === 1) return body.data;
    expect([body.err, body.msg]).toEqual([expect.stringMatching(/^flash(PriceMoved|QuoteExpired)$/), body.msg]);
    await expect.poll(() => page.getByTestId('flash-notice').textContent()).toContain(body.msg);
  }
  throw new Error('not converted in 5 tries');
}

describe.skipIf(!hasChromium)('flash exchange', () => {
  let server: TServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer({ marketMaker: true });
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('desktop: converts BTC to ETH (on the ETH/BTC book, or through USDT), shows the result and the record; BTC goes down and ETH up', async () => {
    const { page } = await freshUser(browser, 'desktop', server.baseUrl, 'flash-d');
    const errors = watchErrors(page);
    await approvedDeposit(server, page, '0.05', { currency: 'BTC', chain: 'BTC' });
    await booksReady(page, '0.004');
    const [btcBefore, ethBefore] = [await available(page, 'BTC'), await available(page, 'ETH')];
    expect(btcBefore).toBe(5_000_000n);

    await page.goto('/pc/account/dui');
    const converter = page.getByTestId('flash-converter');
    await converter.waitFor();
    await page.getByTestId('flash-records').getByText(F.records.empty).waitFor();
    // From BTC, to ETH, with the coin lists.
    const pick = async (side: 'from' | 'to', coin: string) => {
      await converter.locator('.pcx-select').nth(side === 'from' ? 0 : 1).click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: new RegExp(`^${coin}$`) }).click();
      await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
    };
    await pick('from', 'BTC');
    await pick('to', 'ETH');
    await expect.poll(() => page.getByTestId('flash-from-available').textContent()).toBe('0.05 BTC');

    // Checked before a quote is asked for: the balance, then the coin's minimum.
    await page.getByTestId('flash-amount').fill('1');
    await expect.poll(() => page.getByTestId('flash-amount-error').textContent()).toBe('Insufficient available balance');
    await page.getByTestId('flash-amount').fill('0.004');
    const receive = page.getByTestId('flash-receive');
    await expect.poll(() => receive.textContent()).toMatch(/^[\d,.]+ ETH$/);
    await expect(page.getByTestId('flash-route').textContent()).resolves.toMatch(/^BTC → (USDT → )?ETH$/);
    await expect(page.getByTestId('flash-price').textContent()).resolves.toMatch(/^1 BTC = [\d,.]+ ETH1 ETH = [\d,.]+ BTC$/);
    await expect.poll(async () => Number(await page.getByTestId('flash-countdown').getAttribute('data-seconds'))).toBeGreaterThan(0);
    // The least the quote promises, and the published tolerance it allows the market, stated before Convert.
    await expect(page.getByTestId('flash-min-receive').textContent()).resolves.toMatch(/^[\d,.]+ ETH$/);
    await expect(page.getByTestId('flash-tolerance').textContent()).resolves.toBe('0.5 %');
    await expect(page.getByTestId('flash-guarantee').textContent()).resolves.toContain(F.toleranceNote.replace('{{tolerance}}', '0.5 %'));
    expect(await seriousViolations(page, '/pc/account/dui')).toEqual([]);
    await screenshot(page, 'flash-desktop-en-US');

    // Convert → the final figures → Confirm → the result.
    await page.getByTestId('flash-convert').click();
    await page.getByTestId('flash-confirm-dialog').waitFor();
    await modalOpened(page);
    await expect(page.getByTestId('flash-confirm-give').textContent()).resolves.toBe('0.004 BTC');
    expect(await seriousViolations(page, '/pc/account/dui confirmation')).toEqual([]);
    await screenshot(page, 'flash-confirm-desktop-en-US');
    // The books moved between the quote and Confirm (the server's refusal, in its words): nothing was
    // exchanged, the dialog says so and shows a new quote.
    await page.route('**/bb/flash/execute', (route) => route.fulfill({ json: { code: 0, msg: msg.flashPriceMoved, data: null, err: 'flashPriceMoved' } }), { times: 1 });
    const requote = page.waitForResponse((r) => r.url().endsWith('/bb/flash/quote'));
    await page.getByTestId('flash-confirm').click();
    await expect.poll(() => page.getByTestId('flash-notice').textContent()).toBe(`${msg.flashPriceMoved}${F.newQuote}`);
    expect(((await (await requote).json()) as { code: number }).code).toBe(1);
    await expect.poll(() => page.getByTestId('flash-confirm').isEnabled()).toBe(true);
    await screenshot(page, 'flash-moved-desktop-en-US');
    const executed = { data: await confirmUntilDone(page) };
    const result = page.getByTestId('flash-result');
    await result.waitFor();
    await expect(result.getByTestId('flash-result-given').textContent()).resolves.toBe('0.004 BTC');
    const received = parseUnits(executed.data.receive, 8)!;
    expect(received).toBeGreaterThanOrEqual(parseUnits(executed.data.quoted, 8)!);
    await screenshot(page, 'flash-result-desktop-en-US');
    await page.getByTestId('flash-done').click();

    // The record, and the balances: 0.004 BTC less (but what could not buy one more lot), the ETH received more.
    const row = page.locator('[data-testid="flash-records"] tr[data-from="BTC"][data-to="ETH"]');
    await row.waitFor();
    await expect(row.getByTestId('record-given').textContent()).resolves.toBe('0.004 BTC');
    const btcAfter = btcBefore - 400_000n + leftOf(executed.data, 'BTC');
    expect(await available(page, 'BTC')).toBe(btcAfter);
    expect(await available(page, 'ETH')).toBe(ethBefore + received);
    await expect.poll(() => page.getByTestId('flash-from-available').textContent()).toBe(`${formatUnits(btcAfter, 8)} BTC`);

    // Arabic, right to left.
    await page.evaluate(() => localStorage.setItem('User-Lang', 'ar-AE'));
    await page.goto('/pc/account/dui?from=BTC&to=ETH');
    await row.waitFor();
    await expect(page.evaluate(() => document.documentElement.dir)).resolves.toBe('rtl');
    await page.getByTestId('flash-amount').fill('0.005');
    await expect.poll(() => page.getByTestId('flash-receive').textContent()).toMatch(/ETH$/);
    expect(await seriousViolations(page, '/pc/account/dui ar-AE')).toEqual([]);
    await screenshot(page, 'flash-desktop-ar-AE');
    // Japanese: the tolerance and the guarantee in its words, the amounts as it writes them.
    await page.evaluate(() => localStorage.setItem('User-Lang', 'ja-JP'));
    await page.goto('/pc/account/dui?from=BTC&to=ETH');
    await row.waitFor();
    await page.getByTestId('flash-amount').fill('0.005');
    await expect.poll(() => page.getByTestId('flash-min-receive').textContent()).toMatch(/ETH$/);
    await expect(page.getByTestId('flash-guarantee').textContent()).resolves.toContain(jaFlash.flash.toleranceNote.replace('{{tolerance}}', '0.5 %'));
    expect(await seriousViolations(page, '/pc/account/dui ja-JP')).toEqual([]);
    await screenshot(page, 'flash-desktop-ja-JP');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 180_000);

  it('mobile: converts BTC to ETH from Home, with the coin pickers; the result, the record and the balances follow', async () => {
    const { page } = await freshUser(browser, 'mobile', server.baseUrl, 'flash-m');
    const errors = watchErrors(page);
    await approvedDeposit(server, page, '0.02', { currency: 'BTC', chain: 'BTC' });
    await booksReady(page, '0.003');
    const ethBefore = await available(page, 'ETH');

    // Home's shortcut grid leads to the converter.
    await page.goto('/');
    const shortcut = page.getByRole('link', { name: core.pc.account.dui });
    await shortcut.waitFor();
    await screenshot(page, 'flash-home-entry-mobile-en-US');
    await shortcut.click();
    await page.waitForURL((u) => new URL(u.href).pathname === '/flash');
    await page.getByTestId('flash-converter').waitFor();
    const pick = async (side: 'from' | 'to', coin: string) => {
      await page.getByTestId(`flash-${side}`).click();
      const list = page.getByTestId(`flash-${side}-list`);
      await list.waitFor();
      await page.locator('.mx-popup__search input').fill(coin.toLowerCase());
      await list.locator(`[data-coin="${coin}"]`).click();
      await expect.poll(() => page.getByTestId(`flash-${side}`).getAttribute('data-coin')).toBe(coin);
      await list.waitFor({ state: 'detached' });
    };
    await pick('from', 'BTC');
    await pick('to', 'ETH');
    await expect.poll(() => page.getByTestId('flash-from-available').textContent()).toBe('0.02 BTC');
    await page.getByTestId('flash-amount').locator('input').fill('0.003');
    await expect.poll(() => page.getByTestId('flash-receive').textContent()).toMatch(/^[\d,.]+$/);
    await expect(page.getByTestId('flash-route').textContent()).resolves.toMatch(/^BTC → (USDT → )?ETH$/);
    expect(await seriousViolations(page, '/flash')).toEqual([]);
    await screenshot(page, 'flash-mobile-en-US');

    await page.getByTestId('flash-convert').click();
    await page.getByTestId('flash-confirm-dialog').waitFor();
    await expect(page.getByTestId('flash-confirm-give').textContent()).resolves.toBe('0.003 BTC');
    await screenshot(page, 'flash-confirm-mobile-en-US');
    const executed = { data: await confirmUntilDone(page) };
    await page.getByTestId('flash-result').waitFor();
    await expect(page.getByTestId('flash-result-given').textContent()).resolves.toBe('0.003 BTC');
    await screenshot(page, 'flash-result-mobile-en-US');
    expect(await available(page, 'BTC')).toBe(2_000_000n - 300_000n + leftOf(executed.data, 'BTC'));
    expect(await available(page, 'ETH')).toBe(ethBefore + parseUnits(executed.data.receive, 8)!);

    await page.getByTestId('flash-result-records').click();
    await page.waitForURL((u) => new URL(u.href).pathname === '/flash/records');
    const record = page.locator('[data-testid="flash-records"] [data-from="BTC"][data-to="ETH"]');
    await record.waitFor();
    await expect(record.getByTestId('record-given').textContent()).resolves.toBe('0.003 BTC');
    expect(await seriousViolations(page, '/flash/records')).toEqual([]);
    await screenshot(page, 'flash-records-mobile-en-US');

    // Arabic, right to left; the Assets page's entry leads here too.
    await page.evaluate(() => localStorage.setItem('User-Lang', 'ar-AE'));
    await page.goto('/assets');
    const entry = page.locator('a.ma-action[href="/flash"]');
    await entry.waitFor();
    await screenshot(page, 'flash-assets-entry-mobile-ar-AE');
    await entry.click();
    await page.waitForURL((u) => new URL(u.href).pathname === '/flash');
    await page.getByTestId('flash-converter').waitFor();
    await expect(page.evaluate(() => document.documentElement.dir)).resolves.toBe('rtl');
    await pick('from', 'BTC');
    await pick('to', 'ETH');
    await page.getByTestId('flash-amount').locator('input').fill('0.005');
    await expect.poll(() => page.getByTestId('flash-receive').textContent()).toMatch(/\d/);
    expect(await seriousViolations(page, '/flash ar-AE')).toEqual([]);
    await screenshot(page, 'flash-mobile-ar-AE');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 180_000);
});
