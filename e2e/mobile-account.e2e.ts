import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import en from '../packages/i18n/locales/web/en-US.json' with { type: 'json' };
import msg from '../packages/i18n/locales/en-US.json' with { type: 'json' };
import { hasChromium } from './support/chromium';
import { DEMO, expectToast, latestCode, launchBrowser, loginByApi, newContext, screenshot, unique } from './support/browser';
import { startServer, type TServer } from './support/server';

const path = (url: string) => new URL(url).pathname;

/** The message a field is marked with (aria-invalid, and aria-describedby naming the message), or null. */
async function fieldError(input: Locator): Promise<string | null> {
  if ((await input.getAttribute('aria-invalid')) !== 'true') return null;
  const id = await input.getAttribute('aria-describedby');
  // The message is the last description (the code input is described by its hint first).
  const last = id?.split(' ').at(-1);
  return last ? input.page().locator(`[id="${last}"]`).textContent() : null;
}

describe.skipIf(!hasChromium)('mobile-style interface: accounts', () => {
  let server: TServer;
  let browser: Browser;
  const id = unique();
  const email = `m-${id}@example.com`;
  const phone = `7700${String(Date.now()).slice(-6)}`;
  const password = 'Mobile1234';

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function freshPage(): Promise<Page> {
    const context = await newContext(browser, 'mobile', server.baseUrl);
    return context.newPage();
  }

  async function logOutFromMy(page: Page): Promise<void> {
    await page.goto('/my');
    await page.locator('.m-logout').click();
    await page.locator('.adm-dialog-button').filter({ hasText: en.auth.logout }).click();
    await expectToast(page, msg.exited);
    await page.waitForURL((u) => path(u.href) === '/');
    expect(await page.evaluate(() => localStorage.getItem('User-Token'))).toBeNull();
  }

  it('applies the SPEC §5 rules with their messages before calling the server', async () => {
    const page = await freshPage();
    await page.goto('/register?code=DEMO01');
    await expect(page.locator('input[name="invitationCode"]').inputValue()).resolves.toBe('DEMO01');
    await page.getByRole('button', { name: en.common.next }).click();
    await expectToast(page, msg.emailError);
    await page.locator('input[name="email"]').fill(`  ${email}  `);
    await page.locator('input[name="password"]').fill('12345678');
    await page.locator('input[name="password1"]').fill('12345678');
    await page.getByRole('button', { name: en.common.next }).click();
    await expectToast(page, msg.passwordError);
    await page.locator('input[name="password"]').fill(password);
    await page.locator('input[name="password1"]').fill(`${password}x`);
    await page.getByRole('button', { name: en.common.next }).click();
    await expectToast(page, msg.passwordsInconsistent);
    // Password fields stop at 24 characters and can be shown.
    await page.locator('input[name="password"]').fill('A'.repeat(30));
    await expect(page.locator('input[name="password"]').inputValue()).resolves.toHaveLength(24);
    await expect(page.locator('input[name="password"]').getAttribute('type')).resolves.toBe('password');
    await page.getByRole('button', { name: en.common.showPassword }).first().click();
    await expect(page.locator('input[name="password"]').getAttribute('type')).resolves.toBe('text');
    await page.goto('/login');
    await page.locator('input[name="email"]').fill(DEMO.email);
    await page.getByRole('button', { name: en.auth.login, exact: true }).click();
    await expectToast(page, msg.enterLoginPassword);
    await page.context().close();
  });

  it('says when the registration methods cannot be read, instead of a form missing one, and recovers on retry', async () => {
    const page = await freshPage();
    // The e-mail method's flag cannot be read (the other flags can), as on a failing network.
    await page.route(/getParamListByKeyName/, async (route) => {
      if (route.request().url().includes('paramName=enable_email_register')) await route.abort();
      else await route.continue();
    });
    await page.goto('/register?code=DEMO01');
    const failed = page.getByTestId('register-options-failed');
    await failed.waitFor();
    expect(await page.locator('input[name="phone"]').count()).toBe(0);
    expect(await failed.textContent()).toContain(en.common.loadFailed);
    await page.unroute(/getParamListByKeyName/);
    await failed.getByRole('button').click();
    // Back with both methods, e-mail first, and the invitation code still in.
    await page.locator('input[name="email"]').waitFor();
    expect(await page.locator('.m-mode-tabs').textContent()).toContain(en.auth.byPhone);
    await expect(page.locator('input[name="invitationCode"]').inputValue()).resolves.toBe('DEMO01');
    await page.context().close();
  });

  it('marks each refused field under it, and asks for the code once the form passes', async () => {
    const page = await freshPage();
    await page.goto('/register');
    const field = (name: string) => page.locator(`input[name="${name}"]`);
    await field('email').fill(`early-${email}`);
    await field('password').fill('12345678');
    await page.getByRole('button', { name: en.common.next }).click();
    await expectToast(page, msg.passwordError);
    await expect(fieldError(field('email'))).resolves.toBeNull();
    await expect(fieldError(field('password'))).resolves.toBe(msg.passwordError);
    await expect(fieldError(field('password1'))).resolves.toBe(msg.passwordError);
    await expect(fieldError(field('invitationCode'))).resolves.toBe(msg.enterInvitationCode);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('password');
    await screenshot(page, 'mobile-register-errors-en-US');
    // Fixed as typed: the marks follow the values.
    await field('password').fill(password);
    await field('password1').fill(password);
    await expect(fieldError(field('password'))).resolves.toBeNull();
    await field('invitationCode').fill(DEMO.invitationCode);
    await expect(fieldError(field('invitationCode'))).resolves.toBeNull();
    await page.getByRole('button', { name: en.common.next }).click();
    await page.waitForURL((u) => path(u.href) === '/register/code');
    for (const lang of ['ar-AE', 'de-DE', 'hi'] as const) {
      await page.evaluate((l) => localStorage.setItem('User-Lang', l), lang);
      await page.goto('/register');
      await field('email').fill('not-an-address');
      await field('password').fill('12345678');
      await page.locator('.m-form__submit').click();
      await page.locator('.m-field__error').first().waitFor();
      await screenshot(page, `mobile-register-errors-${lang}`);
    }
    await page.context().close();
  });

  it('registers by e-mail through the code screen, is logged in at once, and logs out with "exited"', async () => {
    const page = await freshPage();
    await page.goto('/register?code=DEMO01');
    await page.locator('input[name="email"]').fill(`  ${email}  `);
    await page.locator('input[name="password"]').fill(password);
    await page.locator('input[name="password1"]').fill(password);
    await page.getByRole('button', { name: en.common.next }).click();
    await page.waitForURL((u) => path(u.href) === '/register/code');
    await expectToast(page, msg.codeSent);
    await expect.poll(() => page.locator('.m-code-btn').textContent()).toMatch(/Resend in (59|60) s/);
    await screenshot(page, 'mobile-register-code');
    const code = await latestCode(server.baseUrl, email, 'register');
    // The code is one real, labelled input (a screen reader can reach and type it).
    const codeInput = page.getByLabel(en.auth.code, { exact: true });
    await expect(codeInput.getAttribute('aria-hidden')).resolves.toBeNull();
    await codeInput.fill('12');
    await page.locator('.m-form__submit').click();
    await expect(fieldError(codeInput)).resolves.toBe(msg.enterCode);
    await codeInput.fill('');
    await codeInput.pressSequentially(code);
    await page.waitForURL((u) => path(u.href) === '/');
    await expect(page.evaluate(() => localStorage.getItem('User-Login'))).resolves.toBe('true');
    await page.goto('/my');
    await expect.poll(() => page.locator('.m-my__name').textContent()).toBe(email);
    await logOutFromMy(page);
    await page.context().close();
  });

  it('logs in by e-mail', async () => {
    const page = await freshPage();
    await page.goto('/login');
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(password);
    await page.getByRole('button', { name: en.auth.login, exact: true }).click();
    await expectToast(page, msg.loginSuccess);
    await page.waitForURL((u) => path(u.href) === '/');
    await page.locator('.m-hero__score').waitFor();
    await page.context().close();
  });

  it('registers by phone with an area code from the picker, then logs out and in by phone', async () => {
    const page = await freshPage();
    await page.goto('/register?code=DEMO01');
    await page.locator('.m-mode-tabs .adm-tabs-tab').filter({ hasText: en.auth.byPhone }).click();
    await page.locator('.m-area-btn').click();
    await page.locator('.m-area-search input').fill('44');
    await page.locator('.m-area-list .adm-list-item').filter({ hasText: '+44' }).first().click();
    await expect.poll(() => page.locator('.m-area-btn').textContent()).toContain('+44');
    await page.locator('input[name="phone"]').fill(phone);
    await page.locator('input[name="password"]').fill(password);
    await page.locator('input[name="password1"]').fill(password);
    await page.getByRole('button', { name: en.common.next }).click();
    await page.waitForURL((u) => path(u.href) === '/register/code');
    const code = await latestCode(server.baseUrl, `44${phone}`, 'register');
    // The code is one real, labelled input (a screen reader can reach and type it).
    const codeInput = page.getByLabel(en.auth.code, { exact: true });
    await expect(codeInput.getAttribute('aria-hidden')).resolves.toBeNull();
    await codeInput.fill('12');
    await page.locator('.m-form__submit').click();
    await expect(fieldError(codeInput)).resolves.toBe(msg.enterCode);
    await codeInput.fill('');
    await codeInput.pressSequentially(code);
    await page.waitForURL((u) => path(u.href) === '/');
    await page.goto('/my');
    await expect.poll(() => page.locator('.m-my__name').textContent()).toBe(`+44 ${phone}`);
    await logOutFromMy(page);

    await page.goto('/login');
    await page.locator('.m-mode-tabs .adm-tabs-tab').filter({ hasText: en.auth.byPhone }).click();
    await page.locator('.m-area-btn').click();
    await page.locator('.m-area-search input').fill('44');
    await page.locator('.m-area-list .adm-list-item').filter({ hasText: '+44' }).first().click();
    await page.locator('input[name="phone"]').fill(phone);
    await page.locator('input[name="password"]').fill(password);
    await page.getByRole('button', { name: en.auth.login, exact: true }).click();
    await page.waitForURL((u) => path(u.href) === '/');
    await page.context().close();
  });

  it('sets the fund password, then changes it with the old one', async () => {
    const page = await freshPage();
    await loginByApi(page, email, password);
    await page.goto('/security');
    await page.locator('.adm-list-item').filter({ hasText: email }).waitFor(); // the profile is in
    await expect.poll(() => page.locator('.adm-list-item').filter({ hasText: en.security.fundPassword }).textContent()).toContain(en.security.notSet);
    await page.goto('/security/fund-password');
    await expect(page.locator('input[name="oldPwd"]').count()).resolves.toBe(0);
    await page.locator('input[name="password"]').fill('12a345');
    await expect(page.locator('input[name="password"]').inputValue()).resolves.toBe('12345');
    await page.locator('input[name="password"]').fill('246810');
    await page.locator('input[name="password1"]').fill('246811');
    await page.getByRole('button', { name: en.common.confirm }).click();
    await expectToast(page, msg.passwordsInconsistent);
    await page.locator('input[name="password1"]').fill('246810');
    await page.getByRole('button', { name: en.common.confirm }).click();
    await expectToast(page, msg.setSuccess);
    await page.waitForURL((u) => path(u.href) === '/security');
    await expect.poll(() => page.locator('.adm-list-item').filter({ hasText: en.security.fundPassword }).textContent()).toContain(en.security.change);

    await page.goto('/security/fund-password');
    await page.locator('input[name="oldPwd"]').fill('111111');
    await page.locator('input[name="password"]').fill('135790');
    await page.locator('input[name="password1"]').fill('135790');
    await page.getByRole('button', { name: en.common.confirm }).click();
    await expectToast(page, msg.fundPasswordIncorrect);
    await page.locator('input[name="oldPwd"]').fill('246810');
    await page.getByRole('button', { name: en.common.confirm }).click();
    await expectToast(page, msg.modifySuccess);
    await page.context().close();
  });

  it('binds an e-mail to the phone account, and changes the login password', async () => {
    const page = await freshPage();
    await loginByApi(page, `44${phone}`, password);
    const bound = `bound-${id}@example.com`;
    await page.goto('/security/bind?type=email');
    await page.locator('input[name="email"]').fill(bound);
    await page.locator('.m-code-btn').click();
    await expectToast(page, msg.codeSent);
    await page.locator('input[name="code"]').fill(await latestCode(server.baseUrl, bound, 'bind'));
    await page.getByRole('button', { name: en.security.bind }).click();
    await page.waitForURL((u) => path(u.href) === '/security');
    await page.locator('.adm-list-item').filter({ hasText: bound }).waitFor();

    await page.goto('/security/login-password');
    await page.locator('input[name="oldPwd"]').fill(password);
    await page.locator('input[name="password"]').fill('Changed1234');
    await page.locator('input[name="password1"]').fill('Changed1234');
    await page.getByRole('button', { name: en.common.confirm }).click();
    await expectToast(page, msg.modifySuccess);
    await page.waitForURL((u) => path(u.href) === '/security');
    await page.context().close();
  });

  it('resets a forgotten password with a code, then logs in with the new one', async () => {
    const page = await freshPage();
    await page.goto('/forgot-password');
    await page.locator('input[name="email"]').fill(email);
    await page.locator('.m-code-btn').click();
    await expectToast(page, msg.codeSent);
    await page.locator('input[name="code"]').fill(await latestCode(server.baseUrl, email, 'forget'));
    await page.locator('input[name="password"]').fill('Reset12345');
    await page.locator('input[name="password1"]').fill('Reset12345');
    await page.getByRole('button', { name: en.common.confirm }).click();
    await expectToast(page, msg.modifySuccess);
    await page.waitForURL((u) => path(u.href) === '/login');
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill('Reset12345');
    await page.getByRole('button', { name: en.auth.login, exact: true }).click();
    await page.waitForURL((u) => path(u.href) === '/');
    await page.context().close();
  });

  it('logs out with the server message when the session is gone (code -2)', async () => {
    const page = await freshPage();
    await loginByApi(page);
    await page.goto('/profile');
    await page.locator('.adm-avatar').waitFor();
    // The session ends elsewhere (here: the token is revoked through the API).
    await page.evaluate(async () => {
      await fetch('/bb/user/logout', { method: 'POST', headers: { 'X-Access-Token': localStorage.getItem('User-Token') ?? '' } });
    });
    await page.goto('/security');
    await expectToast(page, msg.pleaseLogin);
    await page.waitForURL((u) => path(u.href) === '/login');
    expect(await page.evaluate(() => localStorage.getItem('User-Token'))).toBeNull();
    await page.context().close();
  });
});
