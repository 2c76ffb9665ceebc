import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import messagesEn from '../packages/i18n/locales/web/messages/en-US.json' with { type: 'json' };
import { seriousViolations } from './support/axe';
import { hasChromium } from './support/chromium';
import { freshUser, launchBrowser, loginByApi, newContext, screenshot, watchErrors } from './support/browser';
import { approvedDeposit } from './support/deposit';
import { startServer, type TServer } from './support/server';

const M = messagesEn.messages;

/** expect.poll with room for a page that is still loading or a push that is on its way. */
const poll = <T>(fn: () => Promise<T> | T, timeout = 15_000) => expect.poll(fn, { timeout, interval: 100 });

/** The unread count the bell shows (its data-unread attribute). */
const bellCount = (page: Page) => page.locator('[data-testid="messages-bell"]').first().getAttribute('data-unread').then(Number);


describe.skipIf(!hasChromium)('messages, notices and the home banners', () => {
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

  it('desktop then mobile: a deposit approved by an operator arrives live, the badge counts it, reading drops the badge', async () => {
    const { page, email } = await freshUser(browser, 'desktop', server.baseUrl, 'msg');
    const errors = watchErrors(page);
    await page.goto('/pc/home');
    // A new user has the two demo site notices unread.
    await poll(() => bellCount(page)).toBe(2);
    const depositId = await approvedDeposit(server, page, '25');
    // Pushed over the socket (the feed reads what the ops process committed): no reload.
    await poll(() => bellCount(page)).toBe(3);
    await page.locator('[data-testid="unread-badge"]').first().waitFor();

    await page.locator('[data-testid="messages-bell"]').first().click();
    await page.waitForURL(/\/pc\/help\/message/);
    const first = page.locator('[data-testid="messages-list"] li').first();
    await first.locator('.pc-msgs__title').filter({ hasText: 'Deposit credited' }).waitFor();
    expect(await first.getAttribute('class')).toContain('is-unread');
    await screenshot(page, 'desktop-messages');
    expect(await seriousViolations(page, 'desktop messages')).toEqual([]);
    await page.getByRole('tab', { name: M.personal }).click();
    await poll(() => page.locator('[data-testid="messages-list"] li').count()).toBe(1);
    await page.locator('[data-testid="messages-list"] li a').first().click();
    await page.locator('[data-testid="message-title"]').filter({ hasText: 'Deposit credited' }).waitFor();
    await page.getByText(`25 USDT has been credited to your account (deposit ${depositId}).`).waitFor();
    await poll(() => bellCount(page)).toBe(2);
    await screenshot(page, 'desktop-message-detail');
    expect(await seriousViolations(page, 'desktop message detail')).toEqual([]);
    await page.getByRole('link', { name: M.backToList }).click();
    await page.getByRole('button', { name: M.markAllRead }).click();
    await poll(() => bellCount(page)).toBe(0);
    // The count and the badge are two renders apart: wait for the badge to go too.
    await poll(() => page.locator('[data-testid="unread-badge"]').count()).toBe(0);
    expect(errors).toEqual([]);

    // The same user on a phone: a second deposit, the bell on Home and the badge on My, read on the messages screen.
    const phone = await (await newContext(browser, 'mobile', server.baseUrl)).newPage();
    const phoneErrors = watchErrors(phone);
    await loginByApi(phone, email, 'Fresh1234');
    await phone.goto('/');
    await poll(() => bellCount(phone)).toBe(0);
    await approvedDeposit(server, phone, '7.5');
    await poll(() => bellCount(phone)).toBe(1);
    await phone.locator('.m-tabbar [data-testid="unread-badge"]').filter({ hasText: '1' }).waitFor();
    await screenshot(phone, 'mobile-home-messages');
    await phone.locator('.m-tabbar__item').nth(4).click();
    await phone.locator('[data-testid="my-messages"]').click();
    await phone.waitForURL((u) => u.pathname === '/messages');
    await phone.locator('.mm-row.is-unread .mm-row__title').filter({ hasText: 'Deposit credited' }).waitFor();
    await screenshot(phone, 'mobile-messages');
    expect(await seriousViolations(phone, 'mobile messages')).toEqual([]);
    await phone.locator('.mm-row.is-unread a').first().click();
    await phone.getByText('7.5 USDT has been credited to your account', { exact: false }).waitFor();
    await screenshot(phone, 'mobile-message-detail');
    expect(await seriousViolations(phone, 'mobile message detail')).toEqual([]);
    await phone.locator('.m-navbar__back').click();
    await phone.waitForURL((u) => u.pathname === '/messages');
    await poll(() => phone.locator('.mm-row.is-unread').count()).toBe(0);
    await phone.goto('/');
    await poll(() => bellCount(phone)).toBe(0);
    expect(phoneErrors).toEqual([]);
    await phone.context().close();
    await page.context().close();
  });

  it('a visitor sees the site notices and the home banners in both interfaces; Arabic right to left and Japanese', async () => {
    const desktop = await (await newContext(browser, 'desktop', server.baseUrl)).newPage();
    const errors = watchErrors(desktop);
    await desktop.goto('/pc/home');
    await desktop.locator('[data-testid="home-notices"] .msg-home__banner').first().waitFor();
    expect(await desktop.locator('.msg-home__notice strong').allTextContents()).toEqual(['Every price used is recorded', 'Keep your account safe']);
    await screenshot(desktop, 'desktop-home-notices');
    await desktop.goto('/pc/help/message');
    await poll(() => desktop.locator('[data-testid="messages-list"] li').count()).toBe(2);
    expect(await desktop.locator('.pc-msgs__dot').count()).toBe(0);
    expect(await desktop.getByRole('button', { name: M.markAllRead }).count()).toBe(0);
    await desktop.getByRole('tab', { name: M.personal }).click();
    await desktop.getByText(M.loginForPersonal).waitFor();
    expect(await seriousViolations(desktop, 'desktop messages (visitor)')).toEqual([]);
    // Japanese (a CJK screenshot): the notices in the operator's Japanese text.
    await desktop.evaluate(() => localStorage.setItem('User-Lang', 'ja-JP'));
    await desktop.goto('/pc/help/message');
    await desktop.locator('.pc-msgs__title').filter({ hasText: 'デモ取引所へようこそ' }).waitFor();
    await screenshot(desktop, 'desktop-messages-ja');
    expect(errors).toEqual([]);

    const phone = await (await newContext(browser, 'mobile', server.baseUrl)).newPage();
    await phone.addInitScript(() => localStorage.setItem('User-Lang', 'ar-AE'));
    await phone.goto('/');
    await phone.locator('[data-testid="home-notices"] .msg-home__banner').first().waitFor();
    expect(await phone.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await phone.locator('.msg-home__banner-title').filter({ hasText: 'التداول الفوري والعقود وعقود الثواني في حساب واحد' }).waitFor();
    await screenshot(phone, 'mobile-home-notices-ar');
    await phone.locator('[data-testid="messages-bell"]').click();
    await phone.locator('.mm-row__title').filter({ hasText: 'مرحبًا بك في منصة التداول التجريبية' }).waitFor();
    await screenshot(phone, 'mobile-messages-ar');
    expect(await seriousViolations(phone, 'mobile messages (visitor, Arabic)')).toEqual([]);
    await phone.locator('.mm-row a').first().click();
    await phone.locator('[data-testid="message-title"]').waitFor();
    await screenshot(phone, 'mobile-message-detail-ar');
    await desktop.context().close();
    await phone.context().close();
  });
});
