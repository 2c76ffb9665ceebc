import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import msg from '../packages/i18n/locales/en-US.json' with { type: 'json' };
import sl from '../packages/i18n/locales/web/security-log/en-US.json' with { type: 'json' };
import { seriousViolations } from './support/axe';
import { hasChromium } from './support/chromium';
import { dialogOpened, latestCode, launchBrowser, loginByApi, newContext, screenshot, unique, watchErrors } from './support/browser';
import { runOps } from './support/ops';
import { startServer, type TServer } from './support/server';

const path = (url: string) => new URL(url).pathname;

/** A call with the token a page stored: the envelope's code (-2 once the session is gone). */
const codeOf = (page: Page, apiPath: string) =>
  page.evaluate(async (p) => {
    const res = await fetch(`/bb${p}`, { method: 'POST', headers: { 'X-Access-Token': localStorage.getItem('User-Token') ?? '' } });
    return ((await res.json()) as { code: number }).code;
  }, apiPath);

describe.skipIf(!hasChromium)('login log and credit score', () => {
  let server: TServer;
  let browser: Browser;
  const email = `log-${unique()}@example.com`;
  const password = 'Fresh1234';
  const contexts: BrowserContext[] = [];

  /** A page of a new browser profile, logged in as the test user (a new session each), in a language. */
  async function loggedIn(kind: 'desktop' | 'mobile', lang = 'en-US'): Promise<{ page: Page; errors: string[] }> {
    const context = await newContext(browser, kind, server.baseUrl);
    contexts.push(context);
    const page = await context.newPage();
    await page.goto('/bb/health');
    await page.evaluate((l) => localStorage.setItem('User-Lang', l), lang);
    await loginByApi(page, email, password);
    return { page, errors: watchErrors(page) };
  }

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    // Registered without logging in, so the user's only sessions are the browsers' below.
    const post = (p: string, body: Record<string, string>) =>
      fetch(`${server.baseUrl}/bb${p}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body) }).then((r) => r.json());
    await post('/user/sendEmailCode', { email });
    const code = await latestCode(server.baseUrl, email, 'register');
    const registered = (await post('/user/register', { email, password, password1: password, invitationCode: 'DEMO01', code })) as { code: number; msg: string };
    if (registered.code !== 1) throw new Error(`register: ${registered.msg}`);
    // Someone tries a wrong password: the owner sees it marked in the login log.
    expect(((await post('/user/login', { account: email, password: 'Wrong9876' })) as { code: number }).code).toBe(0);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('lists two browsers as two sessions, marks this one, and ends the other: its next call is logged out', async () => {
    const other = await loggedIn('desktop');
    const { page, errors } = await loggedIn('desktop');
    expect(await codeOf(other.page, '/user/info')).toBe(1);
    await page.goto('/pc/setting/logger');
    const table = page.locator('[data-testid="login-log"][data-state="ready"]');
    await table.waitFor();
    await expect.poll(() => table.getAttribute('data-total')).toBe('2');
    const rows = table.locator('tr[data-session-id]');
    await expect.poll(() => rows.count()).toBe(2);
    const current = table.locator('tr[data-current="true"]');
    await expect.poll(() => current.count()).toBe(1);
    expect(await current.textContent()).toContain(sl.securityLog.current);
    expect(await current.textContent()).toContain('Chrome');
    const failures = page.locator('[data-testid="login-failures"][data-state="ready"]');
    await expect.poll(() => failures.getAttribute('data-total')).toBe('1');
    expect(await failures.locator('tbody').textContent()).toContain(sl.securityLog.failures.tag);
    await screenshot(page, 'security-log-desktop-en-US');
    expect(await seriousViolations(page, 'login log')).toEqual([]);

    const otherRow = table.locator('tr[data-current="false"][data-status="active"]');
    const otherId = await otherRow.getAttribute('data-session-id');
    await otherRow.getByRole('button', { name: sl.securityLog.end }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(sl.securityLog.endTitle).waitFor();
    await screenshot(page, 'security-log-desktop-confirm');
    await dialog.getByRole('button', { name: sl.securityLog.end }).click();
    await table.locator(`tr[data-session-id="${otherId}"][data-status="ended"]`).waitFor();
    expect(await codeOf(other.page, '/user/info')).toBe(-2);
    expect(await codeOf(page, '/user/info')).toBe(1);
    // The ended browser's own screens log it out.
    await other.page.goto('/pc/account/profile');
    await other.page.waitForURL((u) => path(u.href) === '/pc/home');
    expect(errors).toEqual([]);
  }, 90_000);

  it('shows the rule table and the history after an operator adjustment, in English, Arabic and Chinese', async () => {
    expect(await runOps(server, ['score:adjust', email, '-15', 'Chargeback on a card payment'])).toContain('score 80');
    const found: string[] = [];
    for (const lang of ['en-US', 'ar-AE', 'zh-CN']) {
      const { page, errors } = await loggedIn('desktop', lang);
      await page.goto('/pc/account/profile');
      const section = page.getByTestId('score-section');
      await section.locator('[data-testid="score-history"][data-state="ready"]').waitFor();
      await expect.poll(() => page.getByTestId('score-value').textContent()).toMatch(/80|٨٠/);
      await section.getByTestId('score-rules').waitFor();
      expect(await section.textContent()).toContain('Chargeback on a card payment');
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar-AE' ? 'rtl' : 'ltr');
      await section.scrollIntoViewIfNeeded();
      await screenshot(page, `score-desktop-${lang}`);
      if (lang !== 'zh-CN') found.push(...(await seriousViolations(page, `profile score ${lang}`)));
      expect(errors).toEqual([]);
      await page.context().close();
    }
    expect(found).toEqual([]);
  }, 120_000);

  it('shows the sessions and the score on mobile; ending the current session there logs out', async () => {
    const found: string[] = [];
    for (const lang of ['en-US', 'ar-AE']) {
      const { page, errors } = await loggedIn('mobile', lang);
      await page.goto('/score');
      await page.locator('[data-testid="score-history"][data-total="1"]').waitFor();
      await expect.poll(() => page.getByTestId('score-value').textContent()).toMatch(/80|٨٠/);
      await screenshot(page, `score-mobile-${lang}`);
      found.push(...(await seriousViolations(page, `mobile score ${lang}`)));
      await page.goto('/security/sessions');
      await page.locator('[data-testid="login-log"] [data-current="true"]').waitFor();
      await screenshot(page, `security-log-mobile-${lang}`);
      found.push(...(await seriousViolations(page, `mobile sessions ${lang}`)));
      expect(errors).toEqual([]);
      if (lang === 'ar-AE') await page.context().close();
      else {
        // From My, the score line leads to the score screen.
        await page.goto('/my');
        await page.locator('.adm-list-item').filter({ hasText: 'Credit score' }).click();
        await page.waitForURL((u) => path(u.href) === '/score');
        // End this very session: a confirmation, then logged out.
        await page.goto('/security/sessions');
        const card = page.locator('[data-testid="login-log"] [data-current="true"]');
        await card.getByRole('button', { name: sl.securityLog.end }).click();
        await page.locator('.adm-dialog').getByText(sl.securityLog.endTitle).waitFor();
        await dialogOpened(page);
        await page.locator('.adm-dialog').getByRole('button', { name: sl.securityLog.end }).click();
        // Logged out, always home: whichever ends the session here first (the answer, or a live
        // call meeting the ended session), it is never the log-in screen.
        await page.getByText(msg.exited, { exact: true }).first().waitFor();
        expect(path(page.url())).toBe('/');
        expect(await codeOf(page, '/user/info')).toBe(-2);
        // The exit is over: a screen that needs a session now asks to log in, as for any visitor.
        await page.locator('.m-tabbar__item').nth(3).click();
        await page.waitForURL((u) => path(u.href) === '/login');
      }
    }
    expect(found).toEqual([]);
  }, 120_000);
});
