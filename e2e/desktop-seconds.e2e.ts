import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { latestDisclosureVersion } from '@exchange/i18n';
import secondsEn from '../packages/i18n/locales/web/seconds/en-US.json' with { type: 'json' };
import productsEn from '../packages/i18n/locales/web/products/en-US.json' with { type: 'json' };
import msg from '../packages/i18n/locales/en-US.json' with { type: 'json' };
import { seriousViolations } from './support/axe';
import { hasChromium } from './support/chromium';
import { readyForContracts, ruleOutcome } from './support/contract';
import { expectToast, launchBrowser, loginByApi, modalOpened, newContext, pageApi, screenshot, watchErrors } from './support/browser';
import { startServer, type TServer } from './support/server';

const S = secondsEn.seconds;

type TDuration = { second: number; incomeRate: string; openAmountMin: string };
type TConfig = { code: number; result: TDuration[]; markets: { symbol: string; price: string }[] };
type TOrder = { id: number; tradeType: 0 | 1; entryStatus: 1 | 2; openPrice: string; settlementPrice: string; outcome: string | null; openTick: { id: string } | null; closeTick: { id: string } | null };

/** expect.poll with room for a page that is still loading, or a settlement that waits for its tick. */
const poll = <T>(fn: () => Promise<T> | T, timeout = 15_000) => expect.poll(fn, { timeout, interval: 100 });

/** A display string → number (grouping commas dropped). */
const num = (text: string | null) => Number((text ?? '').replace(/[,+]/g, ''));

/** A seconds call (SPEC §7: envelope code 200 and `result`) from inside the page, with the stored token. */
async function secondsApi<T>(page: Page, path: string, params: Record<string, string> = {}): Promise<T> {
  const body = await page.evaluate(
    async ([p, values]) => {
      const res = await fetch(`/bb/app/contract/second/${p}`, {
        method: 'POST',
        headers: { 'X-Access-Token': localStorage.getItem('User-Token') ?? '' },
        body: new URLSearchParams(values),
      });
      return (await res.json()) as { code: number; message: string; result: unknown };
    },
    [path, params] as const,
  );
  if (body.code !== 200) throw new Error(`${path}: ${body.message}`);
  return body.result as T;
}

describe.skipIf(!hasChromium)('desktop interface: seconds contracts', () => {
  let server: TServer;
  let browser: Browser;
  let durations: TDuration[];

  beforeAll(async () => {
    server = await startServer({ marketMaker: true });
    browser = await launchBrowser();
    // The demo index price is the market's own last trade: wait until the market maker has traded
    // and a tick was recorded.
    const deadline = Date.now() + 90_000;
    for (;;) {
      const res = await fetch(`${server.baseUrl}/bb/app/contract/second/getConfig`, { method: 'POST' });
      const body = (await res.json()) as TConfig;
      if (body.code === 200 && body.markets.find((m) => m.symbol === 'btcusdt')?.price) {
        durations = [...body.result].sort((a, b) => a.second - b.second);
        break;
      }
      if (Date.now() > deadline) throw new Error('no seconds config with a btcusdt index price in 90 s');
      await new Promise((r) => setTimeout(r, 1_000));
    }
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
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

  /** The page drawn: the header with the index price, the chart with its line, the form with the durations. */
  async function expectSecondsPage(page: Page): Promise<void> {
    await poll(() => page.getByTestId('index-price').getAttribute('data-price'), 30_000).not.toBe('');
    await page.locator('[data-testid="seconds-chart"] svg path.index-chart__price').waitFor();
    await page.locator('[data-testid="seconds-form"][data-state="ready"]').waitFor();
    await poll(() => page.locator('[data-testid="seconds-durations"] [data-second]').count()).toBe(durations.length);
  }

  /** A user ready to place: country US, USDT in the contract wallet, the seconds disclosure accepted. */
  async function readyForSeconds(page: Page, usdt = '1000'): Promise<void> {
    await readyForContracts(page, { usdt, accept: false });
    await pageApi(page, '/product/accept', { product: 'seconds', version: String(latestDisclosureVersion('seconds')) });
  }

  /** Chooses a duration and an amount, opens the confirmation with `direction`, confirms; the order the server took. */
  async function placeThroughForm(page: Page, direction: 'up' | 'down', second: number, amount: string): Promise<TOrder> {
    const form = page.getByTestId('seconds-form');
    await form.locator(`[data-testid="seconds-durations"] [data-second="${second}"]`).click();
    await form.locator('input[name="openAmount"]').fill(amount);
    // The summary is worked out before anything is sent, and shown again in the confirmation.
    await poll(() => form.locator('[data-testid="seconds-summary"] [data-row="payout"] dd').textContent()).not.toBe('—');
    await page.getByTestId(`seconds-${direction}`).click();
    const dialog = page.locator(`[data-testid="seconds-confirm-dialog"][data-direction="${direction}"]`);
    await dialog.waitFor();
    // A click while the dialog still zooms in can land beside the button (CI saw "nothing was sent").
    await modalOpened(page);
    expect(await dialog.locator('[data-row="payout"] dd').textContent()).not.toBe('—');
    expect(await dialog.locator('[data-row="breakEven"] dd').textContent()).toMatch(/%$/);
    const sent = () => page.waitForResponse((r) => r.url().endsWith('/bb/app/contract/second/createOrder'), { timeout: 10_000 }).catch(() => null);
    let answer = sent();
    await page.getByTestId('seconds-confirm').click();
    let response = await answer;
    if (!response) {
      // The form sends nothing while the index has no fresh recorded price (it says so, as the server
      // would): on a loaded machine a tick can come late. Confirm again once the price is back.
      const said = await page.locator('.ant-message-notice').allTextContents();
      if (!said.some((text) => text.includes('index price'))) throw new Error(`nothing was sent on confirming; the page said: ${said.join(' | ') || 'nothing'}`);
      await poll(async () => (await page.getByTestId('seconds-confirm').count()) > 0).toBe(true);
      answer = sent();
      await page.getByTestId('seconds-confirm').click();
      response = await answer;
      if (!response) throw new Error('nothing was sent on confirming again');
    }
    const body = (await response.json()) as { code: number; message: string; result: TOrder };
    expect([body.code, body.message]).toEqual([200, msg.secondsCreated]);
    await dialog.waitFor({ state: 'detached' });
    return body.result;
  }

  const openRow = (page: Page, id: number) => page.locator(`[data-testid="seconds-open"] tr[data-order-id="${id}"]`);

  it('shows a visitor the market, the index chart, the durations and the summary, and offers to log in', async () => {
    const { page, errors } = await freshPage();
    await page.goto('/pc/secondContract');
    await expectSecondsPage(page);
    expect(await page.locator('.pcs').getAttribute('data-symbol')).toBe('btcusdt');
    // SPEC §9: the desktop's default open amount is 1.
    expect(await page.locator('input[name="openAmount"]').inputValue()).toBe('1');
    await page.getByTestId('house-balance').filter({ hasText: /USDT$/ }).waitFor();
    expect(await page.getByTestId('seconds-up').count()).toBe(0);
    await page.getByTestId('seconds-login').filter({ hasText: S.loginToTrade }).waitFor();
    await page.getByTestId('seconds-orders').getByText(S.loginToTrade).waitFor();
    await screenshot(page, 'desktop-seconds-visitor');
    await page.getByTestId('seconds-login').click();
    await page.locator('.pc-login-modal').waitFor({ state: 'visible' });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('accepts the disclosure, places up and down at the shortest duration, counts down, and shows the result and its proof', async () => {
    const { page, errors } = await freshPage();
    await loginByApi(page);
    await readyForContracts(page, { accept: false });
    await page.goto('/pc/secondContract');
    // The risk disclosure stands in place of the form until it is accepted.
    const gate = page.locator('[data-testid="seconds-panel"] [data-testid="product-gate"]');
    await poll(() => gate.getAttribute('data-reason')).toBe('disclosure');
    await screenshot(page, 'desktop-seconds-disclosure');
    await gate.getByText(productsEn.products.understood).click();
    await gate.getByTestId('disclosure-accept').click();
    await expectSecondsPage(page);
    await poll(async () => num(await page.getByTestId('seconds-available').textContent())).toBeGreaterThan(0);

    // A try with no amount sends nothing and says why, beside the field and as a toast.
    let sent = 0;
    page.on('request', (r) => r.url().endsWith('/app/contract/second/createOrder') && (sent += 1));
    await page.locator('input[name="openAmount"]').fill('');
    await page.getByTestId('seconds-up').click();
    await poll(() => page.getByTestId('seconds-amount-error').textContent()).toBe(msg.secondsEnterAmount);
    await expectToast(page, msg.secondsEnterAmount);
    expect(await page.getByTestId('seconds-confirm-dialog').count()).toBe(0);
    expect(sent).toBe(0);

    const shortest = durations[0];
    const amount = String(Math.max(10, Number(shortest.openAmountMin)));
    const up = await placeThroughForm(page, 'up', shortest.second, amount);
    const down = await placeThroughForm(page, 'down', shortest.second, amount);
    expect([up.tradeType, down.tradeType]).toEqual([0, 1]);

    // Both count down, each on its own.
    await openRow(page, up.id).waitFor();
    await openRow(page, down.id).waitFor();
    const countdown = page.getByTestId(`countdown-${up.id}`);
    await poll(() => countdown.getAttribute('data-state')).toBe('running');
    const first = Number(await countdown.getAttribute('data-left'));
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(shortest.second);
    await poll(async () => Number(await countdown.getAttribute('data-left')), 5_000).toBeLessThan(first);
    expect(await countdown.textContent()).toMatch(/\d+ s left/);
    expect(Number(await page.getByTestId('seconds-chart').getAttribute('data-lines'))).toBeGreaterThan(0);
    await screenshot(page, 'desktop-seconds-open');

    // The result pops up when one settles: its two prices and outcome, and the way to its proof.
    const result = page.getByTestId('seconds-result');
    await result.waitFor({ timeout: (shortest.second + 20) * 1_000 });
    const id = Number(await result.getAttribute('data-order-id'));
    expect([up.id, down.id]).toContain(id);
    const outcome = await result.getAttribute('data-outcome');
    expect(['win', 'lose', 'draw']).toContain(outcome);
    expect(await result.locator('.pcs-result__outcome').textContent()).toBe(S.result[outcome as 'win']);
    expect(num(await result.locator('[data-row="openPrice"] dd').textContent())).toBeGreaterThan(0);
    expect(num(await result.locator('[data-row="settlementPrice"] dd').textContent())).toBeGreaterThan(0);
    await screenshot(page, 'desktop-seconds-result');
    await page.getByTestId('result-proof').click();
    // The second order may settle while we look: the proof opened is that of the result then shown.
    const detail = page.locator('[data-testid="seconds-detail"][data-status="2"]');
    await detail.waitFor();
    expect([up.id, down.id]).toContain(Number(await detail.getAttribute('data-order-id')));
    const openTick = await detail.getByTestId('open-tick-id').textContent();
    const closeTick = await detail.getByTestId('close-tick-id').textContent();
    expect(openTick).toMatch(/^\d+$/);
    expect(closeTick).toMatch(/^\d+$/);
    expect(BigInt(closeTick!)).toBeGreaterThan(BigInt(openTick!));
    await detail.getByText(S.proof.hint).waitFor();
    expect(Number(await detail.getByTestId('seconds-proof').getAttribute('data-rule'))).toBeGreaterThan(0);
    await detail.getByTestId('seconds-proof').scrollIntoViewIfNeeded();
    await screenshot(page, 'desktop-seconds-detail');
    // Escape closes the topmost dialog: when the other order settles meanwhile, its result pops up
    // over the proof and takes the first Escape. Closed one by one, as a person would.
    await poll(async () => {
      if (await detail.isVisible()) await page.keyboard.press('Escape');
      return detail.count();
    }, 15_000).toBe(0);

    // Both settle and move to the history, with their outcome and payout.
    await poll(() => page.getByTestId('seconds-open').getAttribute('data-total'), 20_000).toBe('0');
    // The other order's result may have popped up meanwhile: closed, as a person would, before going on.
    await poll(async () => {
      if (await result.isVisible()) await page.keyboard.press('Escape');
      return page.locator('.ant-modal-wrap:visible').count();
    }, 10_000).toBe(0);
    await page.locator('.pcs-orders .ant-tabs-tab [data-tab="history"]').click();
    for (const order of [up, down]) {
      const row = page.locator(`[data-testid="seconds-history"] tr[data-order-id="${order.id}"]`);
      await row.waitFor();
      expect(['win', 'lose', 'draw']).toContain(await row.getAttribute('data-outcome'));
    }
    // Each outcome is the rule applied to that order's own two recorded prices (the two orders were
    // accepted at different moments, so their ticks may differ: both may win, or both lose).
    const settled = await Promise.all([up, down].map((o) => secondsApi<TOrder>(page, 'getContractRecordById', { Id: String(o.id) })));
    for (const order of settled) expect(order.outcome).toBe(ruleOutcome(order));
    expect(errors).toEqual([]);
    await page.context().close();
  }, 180_000);

  it('lays the pages out in English, right to left in Arabic, and in Chinese, with no serious accessibility violation', async () => {
    const found: string[] = [];
    const longest = durations[durations.length - 1];
    for (const lang of ['en-US', 'ar-AE', 'zh-CN']) {
      const { page, errors } = await freshPage(lang);
      await loginByApi(page);
      await readyForSeconds(page, '100');
      // An order that stays open through the screenshots (the longest duration).
      const order = await secondsApi<TOrder>(page, 'createOrder', { openAmount: String(Math.max(5, Number(longest.openAmountMin))), positionTime: String(longest.second), tradeType: '0' });
      await page.goto('/pc/secondContract');
      await expectSecondsPage(page);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar-AE' ? 'rtl' : 'ltr');
      await openRow(page, order.id).waitFor();
      await poll(() => page.getByTestId(`countdown-${order.id}`).getAttribute('data-state'), 10_000).toBe('running');
      await page.locator('input[name="openAmount"]').fill('25');
      await screenshot(page, `desktop-seconds-${lang}`);
      if (lang !== 'zh-CN') found.push(...(await seriousViolations(page, `${lang} /pc/secondContract`)));
      await openRow(page, order.id).scrollIntoViewIfNeeded();
      await screenshot(page, `desktop-seconds-orders-${lang}`);
      await page.getByTestId(`detail-${order.id}`).click();
      await page.locator(`[data-testid="seconds-detail"][data-order-id="${order.id}"] [data-testid="seconds-proof"]`).waitFor();
      await screenshot(page, `desktop-seconds-detail-${lang}`);
      if (lang !== 'zh-CN') found.push(...(await seriousViolations(page, `${lang} seconds detail`)));
      await page.goto('/pc/account/secondContract');
      await page.getByTestId('seconds-account-available').waitFor();
      await openRow(page, order.id).waitFor();
      await screenshot(page, `desktop-seconds-account-${lang}`);
      if (lang !== 'zh-CN') found.push(...(await seriousViolations(page, `${lang} /pc/account/secondContract`)));
      expect(errors).toEqual([]);
      await page.context().close();
    }
    expect(found).toEqual([]);
  }, 180_000);
});
