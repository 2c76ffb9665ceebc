import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { formatUnits, parseUnits } from '@exchange/contracts';
import { allocate } from '../packages/contracts/src/launchpad/allocate';
import core from '../packages/i18n/locales/web/en-US.json' with { type: 'json' };
import enLaunch from '../packages/i18n/locales/web/launchpad/en-US.json' with { type: 'json' };
import msg from '../packages/i18n/locales/en-US.json' with { type: 'json' };
import { seriousViolations } from './support/axe';
import { hasChromium } from './support/chromium';
import { DEMO, expectToast, freshUser, launchBrowser, loginByApi, newContext, pageApi, screenshot, unique, watchErrors } from './support/browser';
import { runOps } from './support/ops';
import { approvedDeposit } from './support/deposit';
import { startServer, type TServer } from './support/server';

const L = enLaunch.launchpad;
const urlPath = (url: string) => new URL(url).pathname;

/** The project of the test: 100 tokens (2 decimals) at 1 USDT, so that 120 + 45 USDT oversubscribe it. */
const SUPPLY = '100';
const PRICE = '1';
const SCALE = 2;
const COMMIT_DESKTOP = '120';
const COMMIT_MOBILE = '45';



/** The gate's risk disclosure, read and accepted through the screen. */
async function acceptDisclosure(page: Page): Promise<void> {
  await page.getByTestId('disclosure').waitFor();
  await page.getByTestId('disclosure-read').click();
  await page.getByTestId('disclosure-accept').click();
}

type TSub = { projectId: number; committed: string; allocated: string; cost: string; refund: string; state: string };

describe.skipIf(!hasChromium)('new-coin subscriptions on both interfaces', () => {
  let server: TServer;
  let browser: Browser;
  let desktop: BrowserContext;
  let phone: Page;
  let projectId = 0;
  let symbol = '';
  /** The published rule over the two commitments, in the order they were made: what both screens must show. */
  let expected: { desktop: { allocated: string; cost: string; refund: string }; mobile: { allocated: string; cost: string; refund: string } };

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    // The operator offers subscriptions without identity verification on this exchange (the fresh user has none).
    await runOps(server, ['product:set', 'launchpad', 'kyc', '0']);
    symbol = `LP${unique().replace(/[^a-z]/gi, '').slice(-4).toUpperCase().padEnd(4, 'X')}`;
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'launch-e2e-')), 'project.json');
    fs.writeFileSync(
      file,
      JSON.stringify({
        symbol,
        scale: SCALE,
        supply: SUPPLY,
        price: PRICE,
        minCommit: '10',
        buyLimit: '500',
        start: 'now',
        end: '+3m',
        lockDays: 1,
        texts: {
          'en-US': {
            name: 'Test Nova',
            summary: 'A small sale that two users oversubscribe',
            roadshow: 'Nova is a test token.\n\nIts whole supply is escrowed before the window opens.',
            tokenInfo: [{ label: 'Chain', value: 'TRC20' }],
          },
        },
      }),
    );
    const created = await runOps(server, ['launch:create', file]);
    projectId = Number(/launch project (\d+) created/.exec(created)?.[1]);
    expect(projectId).toBeGreaterThan(0);
    desktop = await newContext(browser, 'desktop', server.baseUrl);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('lets a visitor browse the desktop list and a project; the demo user subscribes through the preview', async () => {
    const guest = await (await newContext(browser, 'desktop', server.baseUrl)).newPage();
    const errors = watchErrors(guest);
    await guest.goto('/pc/subcribe');
    const card = guest.locator(`[data-testid="launch-card"][data-id="${projectId}"]`);
    await card.waitFor();
    await expect(card.getByTestId('launch-state').getAttribute('data-state')).resolves.toBe('subscribing');
    await expect(card.getByTestId('launch-countdown').textContent()).resolves.toMatch(new RegExp(`^${L.endsIn} 0d 00:0[0-3]:\\d\\d$`));
    // The demo projects are there too, on their tabs.
    await guest.getByTestId('launch-tab-upcoming').click();
    await guest.locator('[data-testid="launch-list"][data-tab="upcoming"] [data-testid="launch-card"][data-state="upcoming"]').first().waitFor();
    await guest.getByTestId('launch-tab-ended').click();
    await guest.locator('[data-testid="launch-list"][data-tab="ended"] [data-testid="launch-card"]').first().waitFor();
    await guest.getByTestId('launch-tab-subscribing').click();
    await card.waitFor();
    await screenshot(guest, 'launchpad-list-desktop-en-US');
    expect(await seriousViolations(guest, '/pc/subcribe')).toEqual([]);
    await card.getByRole('link', { name: L.subscribe }).click();
    await guest.waitForURL((u) => urlPath(u.href) === '/pc/subcribe/detail' && u.searchParams.get('id') === String(projectId));
    await guest.getByTestId('launch-login').waitFor();
    await expect(guest.getByTestId('launch-roadshow').textContent()).resolves.toContain('Its whole supply is escrowed');
    await expect(guest.getByTestId('launch-price').textContent()).resolves.toBe('1');
    // A wrong id: the page says so.
    await guest.goto('/pc/subcribe/detail?id=999999');
    await guest.locator('[data-testid="launch-detail"][data-state="missing"]').waitFor();
    expect(errors).toEqual([]);
    await guest.context().close();

    const page = await desktop.newPage();
    const userErrors = watchErrors(page);
    await loginByApi(page);
    await page.goto(`/pc/subcribe/detail?id=${projectId}`);
    await acceptDisclosure(page);
    const form = page.locator('[data-testid="launch-form"][data-state="ready"]');
    await form.waitFor();
    await expect.poll(() => page.getByTestId('launch-limit-left').textContent()).toBe('500');
    // A try below the minimum: the rule beside the field and as a toast; nothing is sent.
    await page.locator('input[name="amount"]').fill('5');
    await page.locator('input[name="fundPwd"]').fill(DEMO.fundPassword);
    await page.getByTestId('launch-subscribe').click();
    await expectToast(page, msg.launchBelowMinimum);
    await expect(page.getByTestId('launch-amount-error').textContent()).resolves.toBe(msg.launchBelowMinimum);
    await page.locator('input[name="amount"]').fill(COMMIT_DESKTOP);
    await expect.poll(() => page.getByTestId('summary-max-tokens').textContent()).toBe('120');
    await expect(page.getByTestId('summary-note').getAttribute('data-pro-rata')).resolves.toBe('true');
    // The pointer off the buttons (a hovered button is the kit's lighter blue).
    await page.mouse.move(0, 0);
    await screenshot(page, 'launchpad-detail-desktop-en-US');
    expect(await seriousViolations(page, '/pc/subcribe/detail')).toEqual([]);
    await page.getByTestId('launch-subscribe').click();

    // The preview: what is committed and what it can buy, the pro-rata note, the refund and the lock end.
    await page.waitForURL((u) => urlPath(u.href) === '/pc/subcribe/book' && u.searchParams.get('amount') === COMMIT_DESKTOP);
    await expect.poll(() => page.getByTestId('book-commitment').textContent()).toBe('120');
    await expect(page.locator('input[name="fundPwd"]').inputValue()).resolves.toBe(DEMO.fundPassword);
    await expect(page.getByTestId('summary-refund').textContent()).resolves.toMatch(/^\d/);
    await screenshot(page, 'launchpad-book-desktop-en-US');
    expect(await seriousViolations(page, '/pc/subcribe/book')).toEqual([]);
    const answer = page.waitForResponse((r) => r.url().endsWith('/bb/subscribe/apply'));
    await page.getByTestId('launch-confirm').click();
    expect(((await (await answer).json()) as { code: number }).code).toBe(1);
    await page.waitForURL((u) => urlPath(u.href) === '/pc/subcribe/my');
    const row = page.locator(`[data-testid="my-row"][data-project="${projectId}"]`);
    await row.waitFor();
    await expect(row.getAttribute('data-state')).resolves.toBe('pending');
    await expect(row.getByTestId('my-committed').textContent()).resolves.toBe('120');
    expect(userErrors).toEqual([]);
    await page.close();
  }, 120_000);

  it('lets a fresh user subscribe on the phone from Home, through the sheet', async () => {
    ({ page: phone } = await freshUser(browser, 'mobile', server.baseUrl, 'launch'));
    const errors = watchErrors(phone);
    await approvedDeposit(server, phone, '100');
    await phone.goto('/');
    await phone.locator('.m-shortcut[href="/subscribe"]').waitFor();
    await screenshot(phone, 'launchpad-home-entry-mobile-en-US');
    await phone.locator('.m-shortcut[href="/subscribe"]').filter({ hasText: core.nav.subscribe }).click();
    await phone.waitForURL((u) => urlPath(u.href) === '/subscribe');
    const card = phone.locator(`[data-testid="launch-card"][data-id="${projectId}"]`);
    await card.waitFor();
    await screenshot(phone, 'launchpad-list-mobile-en-US');
    expect(await seriousViolations(phone, '/subscribe')).toEqual([]);
    await card.click();
    await phone.waitForURL((u) => urlPath(u.href) === '/subscribe/detail');
    await phone.getByTestId('launch-open-form').click();
    await acceptDisclosure(phone);
    await phone.locator('[data-testid="launch-form"][data-state="ready"]').waitFor();
    await expect.poll(() => phone.getByTestId('launch-available').textContent()).toBe('100');
    // The acceptance's toast gone, Max: the limit left and the balance, whichever is smaller.
    await phone.locator('.adm-toast-main').waitFor({ state: 'detached' });
    await phone.getByTestId('launch-max').click();
    await expect.poll(() => phone.locator('input[name="amount"]').inputValue()).toBe('100');
    await phone.locator('input[name="amount"]').fill(COMMIT_MOBILE);
    await phone.locator('input[name="fundPwd"]').fill(DEMO.fundPassword);
    await expect.poll(() => phone.getByTestId('summary-max-tokens').textContent()).toBe('45');
    await screenshot(phone, 'launchpad-sheet-mobile-en-US');
    const answer = phone.waitForResponse((r) => r.url().endsWith('/bb/subscribe/apply'));
    await phone.getByTestId('launch-confirm').click();
    expect(((await (await answer).json()) as { code: number }).code).toBe(1);
    await phone.waitForURL((u) => urlPath(u.href) === '/subscribe/my');
    const row = phone.locator(`[data-testid="my-row"][data-project="${projectId}"]`);
    await row.waitFor();
    await expect(row.getAttribute('data-state')).resolves.toBe('pending');
    expect(await seriousViolations(phone, '/subscribe/my')).toEqual([]);
    expect(errors).toEqual([]);
  }, 120_000);

  it('allocates by the published rule after the end, shows the allocation and the refund, then the unlocked tokens', async () => {
    // The rule over the two commitments (the desktop one first): 100 tokens shared 120 : 45.
    const units = (text: string) => parseUnits(text, 8)!;
    const result = allocate({
      supply: parseUnits(SUPPLY, SCALE)!,
      price: units(PRICE),
      scale: SCALE,
      subscriptions: [
        { id: 1n, committed: units(COMMIT_DESKTOP), subscribedAt: 1 },
        { id: 2n, committed: units(COMMIT_MOBILE), subscribedAt: 2 },
      ],
    });
    const line = (i: number) => ({ allocated: formatUnits(result.lines[i].allocated, SCALE), cost: formatUnits(result.lines[i].cost, 8), refund: formatUnits(result.lines[i].refund, 8) });
    expected = { desktop: line(0), mobile: line(1) };
    // 100 × 120/165 = 72.72…, 100 × 45/165 = 27.27…: the last 0.01 goes to the larger remainder.
    expect(expected).toEqual({ desktop: { allocated: '72.73', cost: '72.73', refund: '47.27' }, mobile: { allocated: '27.27', cost: '27.27', refund: '17.73' } });

    // Past the end (the ops clock 5 minutes ahead): the allocation runs once.
    expect(await runOps(server, ['launch:run-now'], { clockAheadMs: 5 * 60_000 })).toMatch(/^launchpad jobs run: [1-9]/);
    expect(await runOps(server, ['launch:run-now'], { clockAheadMs: 5 * 60_000 })).toBe('launchpad jobs run: 0');

    const page = await desktop.newPage();
    const errors = watchErrors(page);
    await page.goto('/pc/subcribe/my');
    const row = page.locator(`[data-testid="my-row"][data-project="${projectId}"][data-state="allocated"]`);
    await row.waitFor();
    await expect(row.getByTestId('my-allocated').textContent()).resolves.toBe(expected.desktop.allocated);
    await expect(row.getByTestId('my-cost').textContent()).resolves.toBe(expected.desktop.cost);
    await expect(row.getByTestId('my-refund').textContent()).resolves.toBe(expected.desktop.refund);
    await screenshot(page, 'launchpad-my-desktop-en-US');
    expect(await seriousViolations(page, '/pc/subcribe/my')).toEqual([]);

    await phone.reload();
    const mine = phone.locator(`[data-testid="my-row"][data-project="${projectId}"][data-state="allocated"]`);
    await mine.waitFor();
    await expect(mine.getByTestId('my-allocated').textContent()).resolves.toBe(expected.mobile.allocated);
    await expect(mine.getByTestId('my-refund').textContent()).resolves.toBe(expected.mobile.refund);
    await screenshot(phone, 'launchpad-my-mobile-en-US');
    // The refund is back in the wallet at once: 100 − 45 + 17.73.
    const before = await pageApi<{ list: { currency: string; available: string; frozen: string }[] }>(phone, '/user/assets', { wallet: 'coin' });
    expect(before.list.find((r) => r.currency === 'USDT')?.available).toBe('72.73');
    expect(before.list.find((r) => r.currency === symbol && r.available !== '0')).toBeUndefined();

    // Past the unlock (a day and 5 minutes ahead): the tokens are released to the coin accounts.
    expect(await runOps(server, ['launch:run-now'], { clockAheadMs: 86_400_000 + 5 * 60_000 })).toMatch(/^launchpad jobs run: [1-9]/);
    await phone.reload();
    await phone.locator(`[data-testid="my-row"][data-project="${projectId}"][data-state="released"]`).waitFor();
    await phone.goto('/assets');
    const coin = phone.locator(`.ma-coin[data-currency="${symbol}"]`);
    await coin.waitFor();
    // The coin list shows summaries with 4 decimals (SPEC §9).
    await expect(coin.locator('.ma-coin__available').textContent()).resolves.toBe(`${expected.mobile.allocated}00`);
    await coin.scrollIntoViewIfNeeded();
    await screenshot(phone, 'launchpad-assets-mobile-en-US');
    const sub = (await pageApi<{ list: TSub[] }>(page, '/subscribe/my', { projectId: String(projectId) })).list[0];
    expect([sub.state, sub.allocated]).toEqual(['released', expected.desktop.allocated]);
    await page.goto('/pc/account/assert');
    await page.getByText(symbol, { exact: true }).first().waitFor();
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('reads right to left in Arabic on the desktop and in Japanese on the phone; deep links load', async () => {
    const page = await desktop.newPage();
    await page.goto('/pc/home');
    await page.evaluate(() => localStorage.setItem('User-Lang', 'ar-AE'));
    await page.goto(`/pc/subcribe/detail?id=${projectId}`);
    await page.locator('[data-testid="launch-detail"][data-state="ready"]').waitFor();
    await expect(page.locator('html').getAttribute('dir')).resolves.toBe('rtl');
    await screenshot(page, 'launchpad-detail-desktop-ar-AE');
    expect(await seriousViolations(page, '/pc/subcribe/detail (ar-AE)')).toEqual([]);
    // The preview's deep link of a project whose window has closed says so.
    await page.goto(`/pc/subcribe/book?id=${projectId}&amount=20`);
    await page.getByTestId('launch-closed').waitFor();
    await page.goto('/pc/subcribe?tab=upcoming');
    await page.locator('[data-testid="launch-list"][data-tab="upcoming"][data-state="ready"]').waitFor();
    await screenshot(page, 'launchpad-list-desktop-ar-AE');
    await page.close();

    await phone.evaluate(() => localStorage.setItem('User-Lang', 'ja-JP'));
    await phone.goto(`/subscribe/detail?id=${projectId}`);
    await phone.locator('[data-testid="launch-detail"][data-state="ready"]').waitFor();
    await phone.getByTestId('launch-closed').waitFor();
    await screenshot(phone, 'launchpad-detail-mobile-ja-JP');
    expect(await seriousViolations(phone, '/subscribe/detail (ja-JP)')).toEqual([]);
    await phone.goto('/subscribe?tab=upcoming');
    await phone.locator('[data-testid="launch-list"][data-tab="upcoming"][data-state="ready"]').waitFor();
    await screenshot(phone, 'launchpad-list-mobile-ja-JP');
    await phone.goto('/subscribe/my');
    await phone.locator(`[data-testid="my-row"][data-project="${projectId}"]`).waitFor();
    await screenshot(phone, 'launchpad-my-mobile-ja-JP');
  }, 90_000);
});
