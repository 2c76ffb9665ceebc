import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import en from '../packages/i18n/locales/web/en-US.json' with { type: 'json' };
import msg from '../packages/i18n/locales/en-US.json' with { type: 'json' };
import { hasChromium } from './support/chromium';
import { DEMO, expectToast, latestCode, launchBrowser, loginByApi, newContext, screenshot, unique } from './support/browser';
import { startServer, type TServer } from './support/server';

const path = (url: string) => new URL(url).pathname;

// Submit buttons are found by type: after a request antd can leave an invisible "loading" icon in a
// button, which changes its accessible name.

/** A 1×1 PNG, for the avatar upload. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** The message a field is marked with (aria-invalid, and aria-describedby naming the message), or null. */
async function fieldError(input: Locator): Promise<string | null> {
  if ((await input.getAttribute('aria-invalid')) !== 'true') return null;
  const id = await input.getAttribute('aria-describedby');
  return id ? input.page().locator(`[id="${id}"]`).textContent() : null;
}

describe.skipIf(!hasChromium)('desktop interface: accounts', () => {
  let server: TServer;
  let browser: Browser;
  const id = unique();
  const email = `d-${id}@example.com`;
  const phone = `2025${String(Date.now()).slice(-6)}`;
  const password = 'Desktop1234';

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function freshPage(): Promise<Page> {
    const context = await newContext(browser, 'desktop', server.baseUrl);
    return context.newPage();
  }

  /** The Login or the Register tab of the login modal. */
const pane = (page: Page, tab: 'login' | 'register') =>
  page.locator('.pc-login-modal').getByRole('tabpanel', { name: tab === 'login' ? en.auth.login : en.auth.register, exact: true });
const modalRoot = (page: Page) => page.locator('.pc-login-modal');

/** Switches a form to phone mode (a click while the modal still zooms in can miss: retried). */
async function choosePhone(form: Locator): Promise<void> {
  await expect
    .poll(async () => {
      await form.locator('.pc-mode .ant-segmented-item').filter({ hasText: en.auth.byPhone }).click();
      return form.locator('input[name="phone"]').count();
    })
    .toBe(1);
}

  async function openModal(page: Page, tab: 'login' | 'register'): Promise<void> {
    await page.goto('/pc/home');
    await page.locator('.pc-hero .pc-btn').click();
    await modalRoot(page).waitFor();
    await expect(modalRoot(page).evaluate((e) => getComputedStyle(e).width)).resolves.toBe('550px');
    // A click while the modal still zooms in can miss: clicked until the tab is the active one.
    const wanted = modalRoot(page).locator('.ant-tabs-tab').nth(tab === 'login' ? 0 : 1);
    await expect
      .poll(async () => {
        await wanted.click();
        return wanted.getAttribute('class');
      })
      .toContain('ant-tabs-tab-active');
  }

  /** The account the header's account menu names. */
  async function whoIsLoggedIn(page: Page): Promise<string | null> {
    await page.getByTestId('account-menu').click();
    const who = await page.locator('.pc-dd__heading .pc-header__who').textContent();
    await page.keyboard.press('Escape');
    return who;
  }

  async function logOut(page: Page): Promise<void> {
    await page.getByTestId('account-menu').click();
    await page.locator('.pc-dd__item[data-key="logout"]').click();
    await expectToast(page, msg.exited);
    await page.waitForURL((u) => path(u.href) === '/pc/home');
    expect(await page.evaluate(() => localStorage.getItem('User-Token'))).toBeNull();
  }

  it('registers by e-mail in the modal (invitation code from ?code=), logs in at once and goes home', async () => {
    const page = await freshPage();
    // An invitation link opens the modal by itself, on Register, the code filled in.
    await page.goto('/pc/home?code=DEMO01');
    const form = pane(page, 'register');
    await expect(form.locator('input[name="invitationCode"]').inputValue()).resolves.toBe('DEMO01');
    await form.locator('input[name="email"]').fill(email);
    await form.locator('input[name="password"]').fill(password);
    await form.locator('input[name="password1"]').fill(password);
    await form.locator('.pc-code-btn').click();
    await expectToast(page, msg.codeSent);
    await expect.poll(() => form.locator('.pc-code-btn').textContent()).toMatch(/Resend in (59|60) s/);
    await form.locator('input[name="code"]').fill('000000');
    await form.locator('button[type=submit]').click();
    await expectToast(page, msg.codeError);
    await form.locator('input[name="code"]').fill(await latestCode(server.baseUrl, email, 'register'));
    await form.locator('button[type=submit]').click();
    await expectToast(page, msg.registerSuccess);
    await modalRoot(page).waitFor({ state: 'hidden' });
    await page.waitForURL((u) => path(u.href) === '/pc/home');
    await expect(whoIsLoggedIn(page)).resolves.toBe(email);
    await logOut(page);
    await page.context().close();
  });

  it('asks for the code with a valid e-mail alone, and marks each refused field under it', async () => {
    const page = await freshPage();
    await openModal(page, 'register');
    const form = pane(page, 'register');
    const field = (name: string) => form.locator(`input[name="${name}"]`);
    await field('invitationCode').fill('');
    // No e-mail: only the e-mail field is marked, with its own message.
    await form.locator('.pc-code-btn').click();
    await expectToast(page, msg.emailError);
    await expect(fieldError(field('email'))).resolves.toBe(msg.emailError);
    await expect(fieldError(field('password'))).resolves.toBeNull();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
    // A valid e-mail is enough for a code, with password, repeat and invitation code still empty.
    const early = `early-${id}@example.com`;
    await field('email').fill(early);
    await expect(fieldError(field('email'))).resolves.toBeNull();
    await form.locator('.pc-code-btn').click();
    await expectToast(page, msg.codeSent);
    await expect(latestCode(server.baseUrl, early, 'register')).resolves.toMatch(/^\d{6}$/);
    // Submitting marks every refused field with its own message; the first (SPEC §5 order) is announced.
    await field('password').fill('12345678');
    await field('password1').fill('Desktop9999');
    await form.locator('button[type=submit]').click();
    await expectToast(page, msg.passwordError);
    await expect(fieldError(field('password'))).resolves.toBe(msg.passwordError);
    await expect(fieldError(field('password1'))).resolves.toBeNull();
    await expect(fieldError(field('invitationCode'))).resolves.toBe(msg.enterInvitationCode);
    await expect(fieldError(field('code'))).resolves.toBe(msg.enterCode);
    await expect(page.locator('.pc-row__error').first().evaluate((e) => getComputedStyle(e).color)).resolves.toBe('rgb(198, 40, 40)');
    // Fixing a field clears its mark as it is typed; a mismatch is the repeat's.
    await field('password').fill(password);
    await expect(fieldError(field('password'))).resolves.toBeNull();
    await expect(fieldError(field('password1'))).resolves.toBe(msg.passwordsInconsistent);
    await page.context().close();
  });

  it('shows the field errors of the register form in English, Arabic, German and Hindi', async () => {
    for (const lang of ['en-US', 'ar-AE', 'de-DE', 'hi'] as const) {
      const page = await freshPage();
      await page.goto('/pc/home');
      await page.evaluate((l) => localStorage.setItem('User-Lang', l), lang);
      await openModal(page, 'register');
      const form = modalRoot(page).locator('form').filter({ has: page.locator('input[name="invitationCode"]') });
      await form.locator('input[name="email"]').fill(`shot-${id}@example.com`);
      await form.locator('input[name="password"]').fill('12345678');
      await form.locator('input[name="invitationCode"]').fill('');
      await form.locator('button[type=submit]').click();
      await form.locator('.pc-row__error').first().waitFor();
      await page.waitForFunction(() => document.querySelectorAll('.ant-message-notice').length === 0, undefined, { timeout: 8000 }).catch(() => undefined);
      await screenshot(page, `desktop-register-errors-${lang}`);
      await page.context().close();
    }
  });

  it('logs in by e-mail and by phone in the modal', async () => {
    const page = await freshPage();
    await openModal(page, 'login');
    await pane(page, 'login').locator('input[name="email"]').fill(DEMO.email);
    await pane(page, 'login').locator('input[name="password"]').fill('wrong-password');
    await pane(page, 'login').locator('button[type=submit]').click();
    await expectToast(page, msg.loginFailed);
    await pane(page, 'login').locator('input[name="password"]').fill(DEMO.password);
    await pane(page, 'login').locator('button[type=submit]').click();
    await expectToast(page, msg.loginSuccess);
    await modalRoot(page).waitFor({ state: 'hidden' });
    await page.getByTestId('credit-score').waitFor();
    await logOut(page);

    // Register a phone account, then log in with it by phone.
    await openModal(page, 'register');
    await choosePhone(pane(page, 'register'));
    await pane(page, 'register').locator('input[name="phone"]').fill(phone);
    await pane(page, 'register').locator('input[name="password"]').fill(password);
    await pane(page, 'register').locator('input[name="password1"]').fill(password);
    await pane(page, 'register').locator('input[name="invitationCode"]').fill(DEMO.invitationCode);
    await pane(page, 'register').locator('.pc-code-btn').click();
    await expectToast(page, msg.codeSent);
    await pane(page, 'register').locator('input[name="code"]').fill(await latestCode(server.baseUrl, `1${phone}`, 'register'));
    await pane(page, 'register').locator('button[type=submit]').click();
    await modalRoot(page).waitFor({ state: 'hidden' });
    await expect(whoIsLoggedIn(page)).resolves.toBe(`+1 ${phone}`);
    await logOut(page);

    await openModal(page, 'login');
    await choosePhone(pane(page, 'login'));
    await pane(page, 'login').locator('input[name="phone"]').fill(phone);
    await pane(page, 'login').locator('input[name="password"]').fill(password);
    await pane(page, 'login').locator('button[type=submit]').click();
    await modalRoot(page).waitFor({ state: 'hidden' });
    await expect(whoIsLoggedIn(page)).resolves.toBe(`+1 ${phone}`);
    await page.context().close();
  });

  it('changes the demo fund password with the old one, and checks the 6-digit rule', async () => {
    const page = await freshPage();
    await loginByApi(page);
    await page.goto('/pc/setting/password?type=2');
    const form = page.getByTestId('fund-password-form');
    await form.locator('input[name="password"]').fill('12345');
    await form.locator('input[name="password1"]').fill('12345');
    await form.locator('button[type=submit]').click();
    await expectToast(page, msg.enterOldFundPassword);
    await form.locator('input[name="oldPwd"]').fill(DEMO.fundPassword);
    await form.locator('button[type=submit]').click();
    await expectToast(page, msg.fundPasswordError);
    await form.locator('input[name="password"]').fill('654321');
    await form.locator('input[name="password1"]').fill('654321');
    await form.locator('button[type=submit]').click();
    await expectToast(page, msg.modifySuccess);
    // The form clears once the change is saved (a render after the toast).
    await expect.poll(() => form.locator('input[name="oldPwd"]').inputValue()).toBe('');
    await page.context().close();
  });

  it('binds a phone on the verify page, and changes the avatar on the profile page', async () => {
    const page = await freshPage();
    await loginByApi(page, email, password);
    await page.goto('/pc/setting/verify');
    const form = page.getByTestId('bind-phone-form');
    const bindPhone = `3055${String(Date.now()).slice(-6)}`;
    await form.locator('input[name="phone"]').fill(bindPhone);
    await form.locator('.pc-code-btn').click();
    await expectToast(page, msg.codeSent);
    await form.locator('input[name="code"]').fill(await latestCode(server.baseUrl, `1${bindPhone}`, 'bind'));
    await form.locator('button[type=submit]').click();
    await expectToast(page, msg.modifySuccess);
    await page.locator('.pc-bound').filter({ hasText: bindPhone }).waitFor();

    await page.goto('/pc/account/profile');
    const before = await page.locator('.pc-profile__head img').getAttribute('src');
    await page.getByTestId('avatar-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expectToast(page, msg.modifySuccess);
    await page.waitForFunction((old) => document.querySelector('.pc-profile__head img')?.getAttribute('src') !== old, before);
    expect(await page.locator('.pc-profile__head img').getAttribute('src')).toMatch(/^\/bb\/file\/[0-9a-f]{32}\.png$/);
    await page.context().close();
  });

  it('resets a forgotten password on the public /setting/password page', async () => {
    const page = await freshPage();
    await page.goto('/pc/home');
    await page.locator('.pc-hero .pc-btn').click();
    await modalRoot(page).locator('.ant-tabs-tab').first().click();
    await pane(page, 'login').getByText(en.auth.forgotPassword).click();
    await page.waitForURL((u) => path(u.href) === '/pc/setting/password');
    await modalRoot(page).waitFor({ state: 'hidden' });
    const form = page.getByTestId('reset-password-form');
    await form.locator('input[name="email"]').fill(email);
    await form.locator('.pc-code-btn').click();
    await expectToast(page, msg.codeSent);
    await form.locator('input[name="code"]').fill(await latestCode(server.baseUrl, email, 'forget'));
    await form.locator('input[name="password"]').fill('NewPass1234');
    await form.locator('input[name="password1"]').fill('NewPass1234');
    await form.locator('button[type=submit]').click();
    await expectToast(page, msg.modifySuccess);
    await modalRoot(page).waitFor();
    await pane(page, 'login').locator('input[name="email"]').fill(email);
    await pane(page, 'login').locator('input[name="password"]').fill('NewPass1234');
    await pane(page, 'login').locator('button[type=submit]').click();
    await page.waitForURL((u) => path(u.href) === '/pc/home');
    await page.getByTestId('credit-score').waitFor();
    await page.context().close();
  });

  it('logs out with the server message when the session is gone (code -2)', async () => {
    const page = await freshPage();
    await loginByApi(page);
    await page.goto('/pc/setting/verify');
    const form = page.getByTestId('bind-phone-form');
    await form.waitFor();
    await page.waitForLoadState('networkidle'); // the page has loaded what it needs before the session ends
    // The session ends elsewhere (here: its token is revoked through the API).
    await page.evaluate(async () => {
      await fetch('/bb/user/logout', { method: 'POST', headers: { 'X-Access-Token': localStorage.getItem('User-Token') ?? '' } });
    });
    await form.locator('input[name="phone"]').fill('2025550100');
    await form.locator('.pc-code-btn').click();
    await expectToast(page, msg.pleaseLogin);
    await page.waitForURL((u) => path(u.href) === '/pc/home');
    await modalRoot(page).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('User-Token'))).toBeNull();
    await page.context().close();
  });
});
