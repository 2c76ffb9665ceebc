import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import en from '../packages/i18n/locales/web/en-US.json' with { type: 'json' };
import { DESKTOP_REDIRECTS, DESKTOP_ROUTES, PUBLIC_PATHS, type TDesktopPage } from '../apps/web/src/app/desktop/route-table';
import { hasChromium } from './support/chromium';
import { launchBrowser, loginByApi, navigateInApp, newContext, screenshot, watchErrors, closePages, toastsGone } from './support/browser';
import { startServer, type TServer } from './support/server';

const path = (url: string) => new URL(url).pathname;

/** What each kind of page shows once it has rendered. */
const READY: Record<TDesktopPage, string> = {
  home: '.pc-hero h1',
  trade: '[data-testid="market-header"]',
  help: '.pc-articles a',
  'help-detail': '.pc-article .ant-breadcrumb',
  messages: '.pc-msgs-page .ant-tabs',
  'message-detail': '.pc-msg-detail .ant-breadcrumb',
  about: '.pc-article .content-text',
  'setting-password': '[data-testid="login-password-form"]',
  'setting-verify': '[data-testid="bind-phone-form"]',
  'setting-logger': '[data-testid="login-log"]',
  'setting-api-keys': '[data-testid="api-keys"][data-state="ready"]',
  'setting-totp': '[data-testid="totp-status"]',
  'setting-kyc': '.pc-kyc',
  'account-profile': '.ant-descriptions',
  'account-orders': '[data-testid="spot-orders-page"]',
  contract: '[data-testid="contract-page"]',
  'account-contract': '[data-testid="contract-account"]',
  seconds: '[data-testid="seconds-page"]',
  'account-seconds': '[data-testid="seconds-account"]',
  'launch-list': '[data-testid="launch-list"]',
  'launch-detail': '[data-testid="launch-detail"]',
  'launch-book': '[data-testid="launch-book"]',
  'launch-my': '[data-testid="launch-my"]',
  'account-invite': '[data-testid="invite-page"][data-state="ready"]',
  'account-invite-cashback': '[data-testid="invite-cashback-page"][data-state="ready"]',
  'account-fund': '[data-testid="fund-page"]',
  'account-flash': '[data-testid="flash-page"]',
  'quick-buy': '[data-testid="quick-buy-page"]',
  'fiat-order': '[data-testid="fiat-order-page"]',
  'account-fiat': '[data-testid="fiat-orders-page"]',
  'setting-bank': '[data-testid="bank-page"]',
  'assets-overview': '[data-testid="assets-summary"]',
  'assets-deposit': '[data-testid="deposit-form"]',
  'assets-withdraw': '[data-testid="withdraw-form"]',
  'assets-transfer': '[data-testid="transfer-form"]',
  'address-book': '[data-testid="address-book"]',
  'address-form': '[data-testid="address-form"]',
  transparency: '[data-testid="transparency"]',
};

describe.skipIf(!hasChromium)('desktop route table (SPEC §2)', () => {
  let server: TServer;
  let browser: Browser;
  let guest: BrowserContext;
  let user: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    guest = await newContext(browser, 'desktop', server.baseUrl);
    user = await newContext(browser, 'desktop', server.baseUrl);
    const userPage = await user.newPage();
    await loginByApi(userPage);
    await userPage.close();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  afterEach(() => closePages(guest, user));

  it('lets a logged-out visitor open every public route, and sends every other route to /home with the login modal', async () => {
    page = await guest.newPage();
    const errors = watchErrors(page);
    for (const route of DESKTOP_ROUTES) {
      await page.goto(`/pc${route.path}`);
      if (PUBLIC_PATHS.includes(route.path)) {
        await page.waitForURL((u) => path(u.href) === `/pc${route.path}`);
        await page.locator('.pc-header').waitFor();
      } else {
        await page.waitForURL((u) => path(u.href) === '/pc/home');
        await page.locator('.pc-login-modal').waitFor({ state: 'visible' });
        await page.keyboard.press('Escape');
        await page.locator('.pc-login-modal').waitFor({ state: 'hidden' });
      }
    }
    await page.goto('/pc/no/such/page');
    await page.waitForURL((u) => path(u.href) === '/pc/home');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('applies the default redirects', async () => {
    page = await guest.newPage();
    await page.goto('/pc');
    await page.waitForURL((u) => path(u.href) === '/pc/home');
    await page.goto('/pc/setting');
    await page.waitForURL((u) => path(u.href) === '/pc/setting/password');
    await page.goto('/pc/about?type=10');
    await page.waitForURL((u) => path(u.href) === '/pc/about/us' && u.search === '?type=10');
    await page.goto('/pc/account');
    await page.waitForURL((u) => path(u.href) === '/pc/home');
    await page.close();

    page = await user.newPage();
    await page.goto('/pc/account');
    await page.waitForURL((u) => path(u.href) === '/pc/account/assert');
    await page.goto('/pc/');
    await page.waitForURL((u) => path(u.href) === '/pc/home');
    await page.close();
    expect(Object.keys(DESKTOP_REDIRECTS)).toEqual(['/', '/setting', '/account', '/about']);
  });

  it('renders every route for a logged-in user, with its navigation item lit', async () => {
    page = await user.newPage();
    const errors = watchErrors(page);
    await page.goto('/pc/home');
    for (const route of DESKTOP_ROUTES) {
      // In-app navigation; the deep links themselves are loaded directly in the guest test above.
      await navigateInApp(page, `/pc${route.path}`);
      await page.waitForURL((u) => path(u.href) === `/pc${route.path}`);
      await page.locator('.pc-nav').waitFor();
      expect(path(page.url())).toBe(`/pc${route.path}`);
      await page.locator(READY[route.page]).first().waitFor();
      const lit = page.locator('.pc-nav__item.is-active');
      await expect.poll(() => lit.count()).toBe(route.nav > 0 ? 1 : 0);
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it("shows the next page's frame under the header at once while its code is on the way", async () => {
    // A user (a visitor's navigation items ask to log in first).
    page = await user.newPage();
    const errors = watchErrors(page);
    await page.goto('/pc/home');
    await page.locator(READY.home).waitFor();
    // The trading page's code is held back, as on a slow network.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/static\/trade-page-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.locator('.pc-nav__item').filter({ hasText: en.nav.tradeDetail }).first().click();
    await page.getByTestId('page-skeleton').waitFor({ timeout: 1500 });
    expect(path(page.url())).toBe('/pc/home/detail');
    expect(await page.locator('.pc-hero').count()).toBe(0);
    expect(await page.locator('.pc-nav__item').count()).toBeGreaterThan(0);
    release();
    await page.locator(READY.trade).waitFor();
    expect(await page.getByTestId('page-skeleton').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the header and footer of SPEC §2', async () => {
    page = await user.newPage();
    await page.goto('/pc/home');
    await page.getByTestId('credit-score').waitFor();
    const nav = await page.locator('.pc-nav__item').allTextContents();
    expect(nav).toEqual([en.nav.home, en.nav.subscribe, en.nav.tradeDetail, en.nav.contract, en.nav.secondContract, en.nav.fund, en.nav.quickBuy, en.nav.help]);
    await expect.poll(() => page.getByTestId('credit-score').textContent()).toContain('100');
    const footer = await page.locator('.pc-footer__links a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(footer).toEqual(['/pc/about/us?type=8', '/pc/about/legal?type=10', '/pc/about/protocol?type=9', '/pc/about/connect?type=7', '/pc/help', '/pc/transparency']);
    await expect.poll(() => page.locator('.pc-footer__copy').textContent()).toContain(`2019–${new Date().getFullYear()}`);
    await page.getByTestId('account-menu').click();
    const items = await page.locator('.pc-dd__item').allTextContents();
    expect(items).toEqual([en.pc.myAssets, en.pc.settings, en.nav.transparency, en.auth.logout]);
    await page.locator('.pc-dd__item[data-key="assets"]').click();
    await page.waitForURL((u) => path(u.href) === '/pc/account/assert' && u.search === '?type=2');
    await page.close();
  });

  it('asks a logged-out visitor to log in for every navigation item but home', async () => {
    page = await guest.newPage();
    await page.goto('/pc/home');
    const items = page.locator('.pc-nav__item');
    for (let i = 1; i < 7; i++) {
      // The previous item's "log in first" toast sits over the navigation for a moment: as a person
      // would, wait for it to go before clicking the next item. Gone means no height left: a toast
      // closed while it still opened can stay in the page, faded, on a loaded machine.
      await toastsGone(page);
      await items.nth(i).click();
      await page.locator('.pc-login-modal').waitFor({ state: 'visible' });
      expect(path(page.url())).toBe('/pc/home');
      await page.keyboard.press('Escape');
      await page.locator('.pc-login-modal').waitFor({ state: 'hidden' });
    }
    // The help centre is open to visitors: its item goes to the articles, and an article opens.
    await toastsGone(page);
    await items.nth(7).click();
    await page.waitForURL((u) => path(u.href) === '/pc/help');
    await page.locator('.pc-articles a').first().click();
    await page.waitForURL((u) => path(u.href) === '/pc/help/detail');
    await page.locator('.pc-article .ant-breadcrumb').waitFor();
    expect(await page.locator('.pc-login-modal').isVisible()).toBe(false);
    await page.goto('/pc/home');
    await page.getByTestId('account-menu').click();
    expect(await page.locator('.pc-dd__item').allTextContents()).toEqual([en.pc.myAssets, en.pc.settings, en.nav.transparency, en.auth.loginRegister]);
    await page.close();
  });

  it('saves screenshots of the main desktop pages', async () => {
    page = await guest.newPage();
    await page.goto('/pc/home');
    await page.locator('.pc-hero h1').waitFor();
    await screenshot(page, 'desktop-home-guest');
    await page.locator('.pc-hero .pc-btn').click();
    await page.locator('.pc-login-modal input[name="email"]').waitFor();
    await screenshot(page, 'desktop-login-modal');
    await page.locator('.pc-login-modal .ant-tabs-tab').nth(1).click();
    await page.locator('.pc-login-modal input[name="invitationCode"]').waitFor();
    await screenshot(page, 'desktop-register-modal');
    await page.goto('/pc/setting/password');
    await page.getByTestId('reset-password-form').waitFor();
    await screenshot(page, 'desktop-reset-password');
    await page.close();

    page = await user.newPage();
    const shots: [string, string, string][] = [
      ['/pc/home', '.pc-hero h1', 'desktop-home'],
      ['/pc/setting/password?type=1', '[data-testid="login-password-form"]', 'desktop-setting-password'],
      ['/pc/setting/password?type=2', '[data-testid="fund-password-form"]', 'desktop-setting-fund-password'],
      ['/pc/setting/verify', '[data-testid="bind-phone-form"]', 'desktop-setting-verify'],
      ['/pc/account/profile', '.ant-descriptions', 'desktop-account-profile'],
      ['/pc/account/assert?type=2', '[data-testid="assets-summary"]', 'desktop-account-assets'],
      ['/pc/help', '.pc-articles', 'desktop-help'],
      ['/pc/about/us?type=8', '.content-text', 'desktop-about-us'],
      ['/pc/about/policy', '.content-text', 'desktop-about-policy'],
      // Anyone browses the projects; the access gate stands before subscribing.
      ['/pc/subcribe', '[data-testid="launch-list"][data-state="ready"]', 'desktop-subscribe'],
      ['/pc/home/detail', '[data-testid="market-header"]', 'desktop-trade'],
    ];
    for (const [url, ready, name] of shots) {
      await page.goto(url);
      await page.locator(ready).first().waitFor();
      await screenshot(page, name);
    }
    await page.locator('.pc-articles a').first().click().catch(() => undefined);
    await page.goto('/pc/help');
    await page.locator('.pc-articles a').first().click();
    await page.locator('.pc-article .content-text').waitFor();
    await screenshot(page, 'desktop-help-detail');
    await page.close();
  });
});
