import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { INTL_TAGS, LANGUAGE_NAMES, LOCALES, type TLocale } from '@exchange/i18n';
import { hasChromium } from './support/chromium';
import { launchBrowser, loginByApi, navigateInApp, newContext, screenshot } from './support/browser';
import { startServer, type TServer } from './support/server';

const require = createRequire(import.meta.url);

type TTree = { [key: string]: string | TTree };

/** A web catalog message ("language.title") in a language. */
function web(lang: TLocale, key: string): string {
  const tree = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../packages/i18n/locales/web/${lang}.json`), 'utf8')) as TTree;
  return key.split('.').reduce<string | TTree>((node, part) => (node as TTree)[part], tree) as string;
}

/** The UI kits' own strings the app should show in each language (see the kit-locale loaders). */
const ANTD_MOBILE: Record<TLocale, string> = {
  'zh-CN': 'zh-CN', 'en-US': 'en-US', 'ko-KR': 'ko-KR', 'ja-JP': 'ja-JP', 'fr-FR': 'fr-FR', 'es-ES': 'es-ES', 'pt-PT': 'pt-BR',
  'zh-CNT': 'zh-TW', 'ar-AE': 'ar-SA', hi: 'hi', 'de-DE': 'de-DE', 'tr-TR': 'tr-TR', 'ru-RU': 'ru-RU', ms: 'ms-MY',
};
const ANTD: Record<TLocale, string> = {
  'zh-CN': 'zh_CN', 'en-US': 'en_US', 'ko-KR': 'ko_KR', 'ja-JP': 'ja_JP', 'fr-FR': 'fr_FR', 'es-ES': 'es_ES', 'pt-PT': 'pt_PT',
  'zh-CNT': 'zh_TW', 'ar-AE': 'ar_EG', hi: 'hi_IN', 'de-DE': 'de_DE', 'tr-TR': 'tr_TR', 'ru-RU': 'ru_RU', ms: 'ms_MY',
};

async function mobileCancelText(lang: TLocale): Promise<string> {
  if (lang === 'hi') return (await import('../apps/web/src/app/mobile/hi-locale')).default.common.cancel;
  return require(`antd-mobile/cjs/locales/${ANTD_MOBILE[lang]}`).default.common.cancel;
}

function antdEmptyText(lang: TLocale): string {
  return require(`antd/lib/locale/${ANTD[lang]}`).default.Empty.description;
}

async function expectDocumentLanguage(page: Page, lang: TLocale): Promise<void> {
  await page.waitForFunction((tag) => document.documentElement.lang === tag, INTL_TAGS[lang]);
  expect(await page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar-AE' ? 'rtl' : 'ltr');
  expect(await page.evaluate(() => localStorage.getItem('User-Lang'))).toBe(lang);
}

describe.skipIf(!hasChromium)('the language switch, in all 14 languages', () => {
  let server: TServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('mobile: switches the UI, antd-mobile, <html lang/dir>, storage and Accept-Language', async () => {
    const page = await (await newContext(browser, 'mobile', server.baseUrl)).newPage();
    await loginByApi(page);
    let previousHelpTab = '';
    for (const lang of LOCALES) {
      await page.goto('/language');
      await page.locator('.adm-check-list-item').filter({ hasText: LANGUAGE_NAMES[lang] }).click();
      await expectDocumentLanguage(page, lang);
      await expect.poll(() => page.locator('.m-navbar__title').textContent()).toBe(web(lang, 'language.title'));

      // After a reload the stored language applies, and every call carries it.
      const helpCall = page.waitForRequest((r) => r.url().endsWith('/bb/index/helpCenterTab'));
      await page.goto('/help');
      expect((await helpCall).headers()['accept-language']).toBe(lang);
      const tab = (await page.locator('.m-help-tabs .adm-tabs-tab').first().textContent()) ?? '';
      expect(tab).not.toBe(previousHelpTab); // the server's content follows the language
      previousHelpTab = tab;

      await navigateInApp(page, '/my');
      await page.locator('.m-my__user').waitFor();
      await expect.poll(() => page.locator('.m-tabbar__title').first().textContent()).toBe(web(lang, 'nav.home'));
      await screenshot(page, `mobile-my-${lang}`);

      // antd-mobile's own strings: the search box of the area-code picker.
      await navigateInApp(page, '/forgot-password');
      await page.locator('.m-mode-tabs .adm-tabs-tab').nth(1).click();
      await page.locator('.m-area-btn').click();
      await page.locator('.m-area-search input').focus();
      await expect.poll(() => page.locator('.m-area-search .adm-search-bar-suffix').textContent()).toBe(await mobileCancelText(lang));
    }
    await page.context().close();
  });

  it('desktop: switches the UI, antd, <html lang/dir>, storage and Accept-Language', async () => {
    const page = await (await newContext(browser, 'desktop', server.baseUrl)).newPage();
    for (const lang of LOCALES) {
      await page.goto('/pc/home');
      await page.getByTestId('language-menu').click();
      await page.locator('.pc-dd__item').filter({ hasText: LANGUAGE_NAMES[lang] }).click();
      await expectDocumentLanguage(page, lang);
      await expect.poll(() => page.locator('.pc-nav__item').first().textContent()).toBe(web(lang, 'nav.home'));
      await expect.poll(() => page.locator('.pc-hero h1').textContent()).toBe(web(lang, 'home.headline'));
      await screenshot(page, `desktop-home-${lang}`);

      // antd's own strings and direction: the empty result of the area-code search in the login modal.
      await page.locator('.pc-hero .pc-btn').click();
      const pane = page.locator('.pc-login-modal .pc-form').first();
      await pane.locator('input[name="email"]').waitFor();
      const call = page.waitForRequest((r) => r.url().endsWith('/bb/index/getArea'));
      // A click while the modal is still zooming in can miss the switch: click until phone shows.
      await expect
        .poll(async () => {
          await pane.locator('.pc-mode .ant-segmented-item').nth(1).click();
          return pane.locator('input[name="phone"]').count();
        })
        .toBe(1);
      expect((await call).headers()['accept-language']).toBe(lang);
      await pane.locator('.pc-area').click();
      await page.keyboard.type('zzzz');
      await expect.poll(() => page.locator('.ant-select-dropdown .ant-empty-description').textContent()).toBe(antdEmptyText(lang));
      const isRtl = await page.locator('.pc-login-modal').evaluate((e) => getComputedStyle(e).direction === 'rtl');
      expect(isRtl).toBe(lang === 'ar-AE');
      await page.keyboard.press('Escape');
    }
    await page.context().close();
  });

  it('saves the main pages in Arabic (right-to-left) and in Chinese', async () => {
    for (const lang of ['ar-AE', 'zh-CN'] as const) {
      const mobile = await (await newContext(browser, 'mobile', server.baseUrl)).newPage();
      await mobile.goto('/bb/health');
      await mobile.evaluate((l) => localStorage.setItem('User-Lang', l), lang);
      const guestShots: [string, string, string][] = [
        ['/', '.m-hero', 'home-guest'],
        ['/login', 'input[name="email"]', 'login'],
        ['/register', 'input[name="invitationCode"]', 'register'],
      ];
      for (const [url, ready, name] of guestShots) {
        await mobile.goto(url);
        await mobile.locator(ready).first().waitFor();
        await screenshot(mobile, `mobile-${name}-${lang}`);
      }
      await loginByApi(mobile);
      const userShots: [string, string, string][] = [
        ['/', '.m-hero__score', 'home'],
        ['/security', '.m-list', 'security'],
        ['/security/fund-password', 'input[name="password1"]', 'fund-password'],
        ['/profile', '.adm-avatar', 'profile'],
        ['/help', '.m-list .adm-list-item', 'help'],
        ['/about/us', '.content-text', 'about-us'],
        ['/assets', '[data-testid="assets-total"]', 'assets'],
        ['/market', '.mt-list .mt-row', 'market'],
        ['/trade', '.mt-form', 'trade'],
      ];
      for (const [url, ready, name] of userShots) {
        await mobile.goto(url);
        await mobile.locator(ready).first().waitFor();
        await screenshot(mobile, `mobile-${name}-${lang}`);
      }
      await mobile.context().close();

      const desktop = await (await newContext(browser, 'desktop', server.baseUrl)).newPage();
      await desktop.goto('/bb/health');
      await desktop.evaluate((l) => localStorage.setItem('User-Lang', l), lang);
      await desktop.goto('/pc/home');
      await desktop.locator('.pc-hero .pc-btn').click();
      await desktop.locator('.pc-login-modal input[name="email"]').waitFor();
      await screenshot(desktop, `desktop-login-modal-${lang}`);
      await loginByApi(desktop);
      const desktopShots: [string, string, string][] = [
        ['/pc/home', '.pc-hero h1', 'home'],
        ['/pc/setting/password', '[data-testid="login-password-form"]', 'setting-password'],
        ['/pc/setting/verify', '[data-testid="bind-phone-form"]', 'setting-verify'],
        ['/pc/account/profile', '.ant-descriptions', 'account-profile'],
        ['/pc/help', '.pc-articles', 'help'],
        ['/pc/about/legal?type=10', '.content-text', 'about-legal'],
        ['/pc/contract', '[data-testid="contract-page"] [data-testid="product-gate"]:not(.pc-gate--pending)', 'contract'],
        ['/pc/account/assert', '[data-testid="assets-summary"]', 'assets'],
        ['/pc/home/detail', '[data-testid="market-header"]', 'trade'],
      ];
      for (const [url, ready, name] of desktopShots) {
        await desktop.goto(url);
        await desktop.locator(ready).first().waitFor();
        await screenshot(desktop, `desktop-${name}-${lang}`);
      }
      await desktop.context().close();
    }
  });
});
