import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { hasChromium } from './support/chromium';
import { launchBrowser, loginByApi, newContext, screenshot, watchErrors, closePages } from './support/browser';
import { startServer, type TServer } from './support/server';

const path = (url: string) => new URL(url).pathname;

/** The mobile-style interface's screens (SPEC §2 names them; the paths are the app's own). */
const PUBLIC = [
  '/', '/market', '/trade', '/trade/chart?symbol=ethusdt', '/contract?symbol=ethusdt', '/seconds?symbol=ethusdt', '/my', '/forgot-password', '/language', '/help',
  '/about/us', '/about/policy', '/about/protocol', '/about/legal', '/about/connect', '/messages', '/messages/n1',
];
const GUEST_ONLY = ['/login', '/register'];
const PRIVATE = [
  '/assets', '/assets/deposit?coin=USDT', '/assets/withdraw?coin=USDT', '/assets/transfer', '/assets/address-book',
  '/assets/address/new', '/assets/records', '/assets/coin/BTC', '/trade/orders', '/contract/orders', '/contract/order/1',
  '/seconds/orders', '/seconds/order/1',
  '/profile', '/security', '/security/login-password', '/security/fund-password', '/security/bind?type=phone', '/security/sessions', '/security/totp', '/security/api-keys', '/score', '/kyc',
];

describe.skipIf(!hasChromium)('mobile-style interface routes', () => {
  let server: TServer;
  let browser: Browser;
  let guest: BrowserContext;
  let user: BrowserContext;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    guest = await newContext(browser, 'mobile', server.baseUrl);
    user = await newContext(browser, 'mobile', server.baseUrl);
    const p = await user.newPage();
    await loginByApi(p);
    await p.close();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  afterEach(() => closePages(guest, user));

  it("shows the next screen's frame at once while its code is on the way, then the screen", async () => {
    const page = await guest.newPage();
    const errors = watchErrors(page);
    await page.goto('/');
    await page.locator('.m-hero h1').waitFor();
    // The register screen's code is held back, as on a slow network.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/static\/auth-group-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.locator('.m-hero__btn--solid').click();
    // At once: the new screen's frame, not the old screen.
    await page.getByTestId('screen-skeleton').waitFor({ timeout: 1500 });
    expect(path(page.url())).toBe('/register');
    expect(await page.locator('.m-hero').count()).toBe(0);
    release();
    await page.locator('.m-subpage, .m-page').first().waitFor();
    expect(await page.getByTestId('screen-skeleton').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('shows the public screens to a visitor and sends the private ones to log in, then back', async () => {
    const page = await guest.newPage();
    const errors = watchErrors(page);
    for (const url of [...PUBLIC, ...GUEST_ONLY]) {
      await page.goto(url);
      await page.locator('.m-page, .m-subpage').first().waitFor();
      expect(path(page.url())).toBe(url.split('?')[0]);
    }
    for (const url of PRIVATE) {
      await page.goto(url);
      await page.waitForURL((u) => path(u.href) === '/login');
    }
    await page.goto('/nowhere');
    await page.waitForURL((u) => path(u.href) === '/');
    await page.goto('/register/code'); // the code step without a form to finish
    await page.waitForURL((u) => path(u.href) === '/register');
    // The bottom tabs.
    await page.goto('/');
    await page.locator('.m-tabbar__title').first().waitFor();
    const tabs = await page.locator('.m-tabbar__title').allTextContents();
    expect(tabs).toEqual(['Home', 'Market', 'Trade', 'Assets', 'My']);
    await page.locator('.m-tabbar__item').nth(3).click();
    await page.waitForURL((u) => path(u.href) === '/login');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('serves the files a browser asks for by name, never the app in their place', async () => {
    const robots = await fetch(`${server.baseUrl}/robots.txt`);
    expect(robots.headers.get('content-type')).toContain('text/plain');
    expect(await robots.text()).toContain('User-agent');
    const icon = await fetch(`${server.baseUrl}/favicon.ico`);
    expect(icon.headers.get('content-type')).toMatch(/icon/);
    expect(await fetch(`${server.baseUrl}/static/no-such-chunk.js`).then((r) => r.status)).toBe(404);
  });

  it('shows every screen to a logged-in user on a fresh load of its link, and keeps them off log in and register', async () => {
    const page = await user.newPage();
    const errors = watchErrors(page);
    for (const url of [...PUBLIC, ...PRIVATE]) {
      await page.goto(url);
      await page.locator('.m-page, .m-subpage').first().waitFor();
      expect(path(page.url())).toBe(url.split('?')[0]);
    }
    for (const url of GUEST_ONLY) {
      await page.goto(url);
      await page.waitForURL((u) => path(u.href) === '/');
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it('saves screenshots of the main mobile screens', async () => {
    const page = await guest.newPage();
    const guestShots: [string, string, string][] = [
      ['/', '.m-hero', 'mobile-home-guest'],
      ['/my', '.m-my__guest', 'mobile-my-guest'],
      ['/login', 'input[name="email"]', 'mobile-login'],
      ['/register', 'input[name="invitationCode"]', 'mobile-register'],
      ['/forgot-password', 'input[name="code"]', 'mobile-forgot-password'],
    ];
    for (const [url, ready, name] of guestShots) {
      await page.goto(url);
      await page.locator(ready).first().waitFor();
      await screenshot(page, name);
    }
    await page.goto('/login');
    await page.locator('.m-mode-tabs .adm-tabs-tab').nth(1).click();
    await page.locator('.m-area-btn').click();
    await page.locator('.m-area-list .adm-list-item').first().waitFor();
    await screenshot(page, 'mobile-area-code-picker');
    await page.close();

    const userPage = await user.newPage();
    const userShots: [string, string, string][] = [
      ['/', '.m-hero__score', 'mobile-home'],
      ['/market', '.mt-list .mt-row', 'mobile-market'],
      ['/trade', '.mt-form', 'mobile-trade'],
      ['/assets', '[data-testid="assets-total"]', 'mobile-assets'],
      ['/my', '.m-my__user', 'mobile-my'],
      ['/profile', '.adm-avatar', 'mobile-profile'],
      ['/security', '.m-list', 'mobile-security'],
      ['/security/login-password', 'input[name="oldPwd"]', 'mobile-login-password'],
      ['/security/fund-password', 'input[name="password1"]', 'mobile-fund-password'],
      ['/security/bind?type=phone', 'input[name="phone"]', 'mobile-bind-phone'],
      ['/language', '.adm-check-list', 'mobile-language'],
      ['/help', '.m-list .adm-list-item', 'mobile-help'],
      ['/about/us', '.content-text', 'mobile-about-us'],
      ['/about/policy', '.content-text', 'mobile-privacy-policy'],
      ['/about/protocol', '.content-text', 'mobile-user-agreement'],
      ['/about/legal', '.content-text', 'mobile-legal-statement'],
      ['/about/connect', '.content-text', 'mobile-contact-us'],
    ];
    for (const [url, ready, name] of userShots) {
      await userPage.goto(url);
      await userPage.locator(ready).first().waitFor();
      await screenshot(userPage, name);
    }
    await userPage.goto('/help');
    await userPage.locator('.m-list .adm-list-item').first().click();
    await userPage.locator('.m-article .content-text').waitFor();
    await screenshot(userPage, 'mobile-help-detail');
    await userPage.close();
  });
});
