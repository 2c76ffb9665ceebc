import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { hasChromium } from './support/chromium';
import { seriousViolations } from './support/axe';
import { launchBrowser, loginByApi, newContext, settle } from './support/browser';
import { startServer, type TServer } from './support/server';

/** A page, and what shows once it has rendered its content (not just its frame). */
type TScreen = { url: string; ready: string };

/** The main screens of the mobile-style interface, for a visitor and for a logged-in user. */
const MOBILE_GUEST: TScreen[] = [
  { url: '/', ready: '.m-hero' },
  { url: '/market', ready: '.mt-list .mt-row' },
  { url: '/trade?symbol=btcusdt', ready: '.mt-form' },
  { url: '/trade/chart?symbol=btcusdt', ready: '[data-testid="kline-chart"]' },
  { url: '/login', ready: 'input[name="email"]' },
  { url: '/register', ready: 'input[name="invitationCode"]' },
  { url: '/help', ready: '.m-list .adm-list-item' },
];
const MOBILE_USER: TScreen[] = [
  { url: '/assets', ready: '[data-testid="assets-total"]' },
  { url: '/assets/deposit?coin=USDT', ready: '[data-testid="deposit-address"]' },
  { url: '/assets/withdraw?coin=USDT', ready: 'input[name="amount"]' },
  { url: '/assets/transfer', ready: '[data-testid="transfer-from"]' },
  { url: '/assets/coin/BTC', ready: '.ma-detail' },
  { url: '/assets/records', ready: '.m-subpage' },
  { url: '/trade/orders', ready: '.m-subpage' },
  { url: '/my', ready: '.m-my__user' },
  { url: '/profile', ready: '[data-testid="profile-country"]' },
  { url: '/security', ready: '.m-list' },
  { url: '/kyc', ready: '.m-kyc' },
];
/** The desktop interface's main screens. */
const DESKTOP_GUEST: TScreen[] = [
  { url: '/pc/home', ready: '[data-testid="market-list"] tbody tr' },
  { url: '/pc/home/detail?symbol=btcusdt', ready: '[data-testid="market-header"]' },
  { url: '/pc/about/us', ready: '.pc-article .content-text' },
];
const DESKTOP_USER: TScreen[] = [
  { url: '/pc/account/assert', ready: '[data-testid="assets-summary"]' },
  { url: '/pc/account/recharge', ready: '[data-testid="deposit-form"]' },
  { url: '/pc/account/withdrawel', ready: '[data-testid="withdraw-form"]' },
  { url: '/pc/account/transfer', ready: '[data-testid="transfer-form"]' },
  { url: '/pc/account/trade', ready: '[data-testid="spot-orders-page"]' },
  { url: '/pc/account/profile', ready: '[data-testid="profile-country"]' },
  { url: '/pc/setting/verify', ready: '.pc-bound' },
  { url: '/pc/setting/kyc', ready: '.pc-kyc' },
  { url: '/pc/setting/password', ready: '[data-testid="login-password-form"]' },
  { url: '/pc/help', ready: '.pc-articles a' },
];

/** The critical and serious violations of each screen, in a form that says where they are. */
async function auditScreens(context: BrowserContext, screens: TScreen[], lang: string): Promise<string[]> {
  const page = await context.newPage();
  await page.addInitScript((l) => localStorage.setItem('User-Lang', l), lang);
  const found: string[] = [];
  for (const screen of screens) {
    await page.goto(screen.url);
    await page.locator(screen.ready).first().waitFor();
    await settle(page);
    found.push(...(await seriousViolations(page, `${lang} ${screen.url}`)));
    // Every main page names itself with one visible level-1 heading (axe's page-has-heading-one).
    if ((await page.locator('h1').count()) === 0) found.push(`${lang} ${screen.url}: no <h1>`);
  }
  await page.close();
  return found;
}

describe.skipIf(!hasChromium)('accessibility (axe-core): no critical or serious violation on the main screens', () => {
  let server: TServer;
  let browser: Browser;

  beforeAll(async () => {
    // Live markets (books, trades, rising and falling prices), so every colour of a price is checked.
    server = await startServer({ marketMaker: true });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const kind of ['mobile', 'desktop'] as const) {
    it(`${kind} interface, as a visitor and logged in, in English and Arabic`, async () => {
      const guest = await newContext(browser, kind, server.baseUrl);
      const user = await newContext(browser, kind, server.baseUrl);
      const login = await user.newPage();
      await loginByApi(login);
      await login.close();
      const found: string[] = [];
      for (const lang of ['en-US', 'ar-AE']) {
        found.push(...(await auditScreens(guest, kind === 'mobile' ? MOBILE_GUEST : DESKTOP_GUEST, lang)));
        found.push(...(await auditScreens(user, kind === 'mobile' ? MOBILE_USER : DESKTOP_USER, lang)));
      }
      await guest.close();
      await user.close();
      expect(found, found.join('\n')).toEqual([]);
    });
  }
});
