import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import en from '../packages/i18n/locales/web/invite/en-US.json' with { type: 'json' };
import ar from '../packages/i18n/locales/web/invite/ar-AE.json' with { type: 'json' };
import core from '../packages/i18n/locales/web/en-US.json' with { type: 'json' };
import { seriousViolations } from './support/axe';
import { hasChromium } from './support/chromium';
import { freshUser, latestCode, launchBrowser, loginByApi, newContext, pageApi, screenshot, settle, unique, watchErrors } from './support/browser';
import { runOps, untilTomorrowMorning } from './support/ops';
import { approvedDeposit } from './support/deposit';
import { indexPrice } from './support/contract';
import { startServer, type TServer } from './support/server';

const ROOT = path.resolve(import.meta.dirname, '..');



describe.skipIf(!hasChromium)('invites', () => {
  let server: TServer;
  let browser: Browser;
  let inviter: Page;
  let inviterEmail: string;
  let link = '';

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    ({ page: inviter, email: inviterEmail } = await freshUser(browser, 'desktop', server.baseUrl, 'inviter'));
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the inviter their code, link and poster, and a friend who registers by the link is on level 1', async () => {
    const errors = watchErrors(inviter);
    await inviter.goto('/pc/account/invite');
    await inviter.locator('[data-testid="invite-page"][data-state="ready"]').waitFor();
    const code = (await inviter.getByTestId('invite-code').textContent())!.trim();
    link = (await inviter.getByTestId('invite-link').textContent())!.trim();
    expect(link).toBe(`${server.baseUrl}/register?code=${code}`);
    await inviter.locator('[data-testid="invite-poster"][data-ready="true"]').waitFor();
    expect(await seriousViolations(inviter, '/pc/account/invite')).toEqual([]);
    // The poster is a real picture: its canvas holds a PNG the user can download.
    const download = inviter.waitForEvent('download');
    await inviter.getByTestId('poster-download').click();
    expect((await download).suggestedFilename()).toBe(`invite-${code}.png`);
    await expect(inviter.getByTestId('invite-friends').getAttribute('data-total')).resolves.toBe('0');
    await screenshot(inviter, 'invite-desktop-en-US');
    await inviter.getByTestId('invite-poster-canvas').screenshot({ path: path.join(ROOT, 'e2e/screenshots/invite-poster-en-US.png') });

    // On a computer, the link to the desktop interface opens the registration form with the code in it.
    const visitor = await (await newContext(browser, 'desktop', server.baseUrl)).newPage();
    await visitor.goto(`/pc/home?code=${code}`);
    await expect.poll(() => visitor.locator('.pc-login-modal input[name="invitationCode"]').inputValue()).toBe(code);
    await visitor.context().close();

    // The friend opens the link on a phone and registers; the code is already filled in.
    const friend = await (await newContext(browser, 'mobile', server.baseUrl)).newPage();
    const friendEmail = `friend-${unique()}@example.com`;
    await friend.goto(link);
    await expect(friend.locator('input[name="invitationCode"]').inputValue()).resolves.toBe(code);
    await friend.locator('input[name="email"]').fill(friendEmail);
    await friend.locator('input[name="password"]').fill('Friend1234');
    await friend.locator('input[name="password1"]').fill('Friend1234');
    await friend.getByRole('button', { name: core.common.next }).click();
    await friend.waitForURL((u) => new URL(u.href).pathname === '/register/code');
    await friend.getByLabel(core.auth.code, { exact: true }).pressSequentially(await latestCode(server.baseUrl, friendEmail, 'register'));
    await friend.waitForURL((u) => new URL(u.href).pathname === '/');

    await inviter.reload();
    await inviter.locator('[data-testid="invite-levels"] [data-level="1"][data-friends="1"]').waitFor();
    await inviter.locator('[data-testid="invite-friends"][data-total="1"] tr[data-level="1"]').filter({ hasText: friendEmail.slice(0, 2) }).waitFor();

    // The friend trades spot: a limit buy that meets the demo user's limit sell. The friend pays the buyer's fee in BTC.
    await approvedDeposit(server, friend, '1000');
    const demo = await (await newContext(browser, 'desktop', server.baseUrl)).newPage();
    await loginByApi(demo);
    // At the index price: a limit order further than 10 % from it is refused.
    await expect.poll(() => indexPrice(demo), { timeout: 30_000 }).not.toBe('');
    const price = Number(await indexPrice(demo)).toFixed(2);
    await pageApi(demo, '/spot/order/place', { symbol: 'btcusdt', side: 'sell', type: 'LMT', price, amount: '0.01' });
    await pageApi(friend, '/spot/order/place', { symbol: 'btcusdt', side: 'buy', type: 'LMT', price, amount: '0.01' });

    // The next morning's window: the operator runs what is due (nothing else can pay it).
    expect(await runOps(server, ['invite:pay-now'], { clockAheadMs: untilTomorrowMorning() })).toMatch(/^payout jobs run: [1-9]/);
    // Paid once: running it again finds nothing due.
    expect(await runOps(server, ['invite:pay-now'], { clockAheadMs: untilTomorrowMorning() })).toBe('payout jobs run: 0');

    await inviter.goto('/pc/account/inviteCashback');
    await inviter.locator('[data-testid="invite-cashback-page"][data-state="ready"]').waitFor();
    // 0.01 BTC × 0.1 % fee = 0.00001 BTC; level 1 gets 20 % of it.
    await expect(inviter.getByTestId('rebate-1').textContent()).resolves.toBe('0.000002 BTC');
    await inviter.locator('[data-testid="invite-rewards"][data-total="1"] tr[data-kind="rebate"]').waitFor();
    await screenshot(inviter, 'invite-cashback-desktop-en-US');
    expect(await seriousViolations(inviter, '/pc/account/inviteCashback')).toEqual([]);
    expect(errors).toEqual([]);
    expect(inviterEmail).toContain('@');
    await friend.context().close();
    await demo.context().close();
  }, 180_000);

  it('shows the mobile invite screen with the poster, link, levels and rewards, in Arabic right to left and in Chinese', async () => {
    const page = await (await newContext(browser, 'mobile', server.baseUrl)).newPage();
    const token = await inviter.evaluate(() => localStorage.getItem('User-Token'));
    await page.goto('/bb/health');
    await page.evaluate((tk) => {
      localStorage.setItem('User-Token', tk ?? '');
      localStorage.setItem('User-Login', 'true');
      localStorage.setItem('User-Lang', 'en-US');
    }, token);
    await page.goto('/my');
    await page.getByText(core.pc.account.invite).click();
    await page.locator('[data-testid="invite-page"][data-state="ready"]').waitFor();
    await page.locator('[data-testid="invite-poster"][data-ready="true"]').waitFor();
    await expect(page.getByTestId('invite-link').textContent()).resolves.toBe(link);
    await expect(page.getByTestId('rebate-1').textContent()).resolves.toBe('0.000002 BTC');
    // Each level box says what its amount is, nothing earned included.
    await expect(page.locator('.mi-level[data-level="1"] .mi-level__earned').textContent()).resolves.toBe(`${en.invite.earnedLabel} 0.000002 BTC`);
    await expect(page.locator('.mi-level[data-level="2"] .mi-level__earned').textContent()).resolves.toBe(`${en.invite.earnedLabel} 0`);
    await page.locator('[data-testid="invite-rewards"][data-total="1"]').waitFor();
    await expect(page.getByText(en.invite.tradeRebate).first().isVisible()).resolves.toBe(true);
    await screenshot(page, 'invite-mobile-en-US');
    await page.screenshot({ path: path.join(ROOT, 'e2e/screenshots/invite-mobile-en-US-full.png'), fullPage: true });
    expect(await seriousViolations(page, '/invite')).toEqual([]);

    for (const lang of ['ar-AE', 'zh-CN']) {
      await page.evaluate((l) => localStorage.setItem('User-Lang', l), lang);
      await page.reload();
      await page.locator('[data-testid="invite-page"][data-state="ready"]').waitFor();
      await page.locator('[data-testid="invite-poster"][data-ready="true"]').waitFor();
      if (lang === 'ar-AE') {
        await expect(page.evaluate(() => document.documentElement.dir)).resolves.toBe('rtl');
        await expect(page.getByText(ar.invite.rewards).first().isVisible()).resolves.toBe(true);
      }
      await settle(page);
      await screenshot(page, `invite-mobile-${lang}`);
      await page.screenshot({ path: path.join(ROOT, `e2e/screenshots/invite-mobile-${lang}-full.png`), fullPage: true });
      await page.getByTestId('invite-poster-canvas').screenshot({ path: path.join(ROOT, `e2e/screenshots/invite-poster-${lang}.png`) });
      expect(await seriousViolations(page, `/invite ${lang}`)).toEqual([]);
    }
    await page.context().close();

    // The desktop pages in Arabic: right to left, poster included.
    await inviter.evaluate(() => localStorage.setItem('User-Lang', 'ar-AE'));
    await inviter.goto('/pc/account/invite');
    await inviter.locator('[data-testid="invite-poster"][data-ready="true"]').waitFor();
    await expect(inviter.evaluate(() => document.documentElement.dir)).resolves.toBe('rtl');
    await screenshot(inviter, 'invite-desktop-ar-AE');
    expect(await seriousViolations(inviter, '/pc/account/invite ar-AE')).toEqual([]);
  }, 120_000);
});
