import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import kyc from '../packages/i18n/locales/web/kyc/en-US.json' with { type: 'json' };
import msg from '../packages/i18n/locales/en-US.json' with { type: 'json' };
import { hasChromium } from './support/chromium';
import { freshUser, launchBrowser, pageApi, screenshot, settle, watchErrors } from './support/browser';
import { seriousViolations } from './support/axe';
import { runOps } from './support/ops';
import { operatorByApi } from './support/operator';
import { startServer, type TServer } from './support/server';

const K = kyc.kyc;

/** A picture of an ID card side, drawn in the page (PNG bytes), so that the previews show something real. */
async function idCardPng(page: Page, side: 'front' | 'back'): Promise<Buffer> {
  const dataUrl = await page.evaluate((s) => {
    const canvas = document.createElement('canvas');
    canvas.width = 480;
    canvas.height = 300;
    const g = canvas.getContext('2d')!;
    g.fillStyle = s === 'front' ? '#dbe8f7' : '#e7efe1';
    g.fillRect(0, 0, 480, 300);
    g.fillStyle = '#1f3a5f';
    g.font = 'bold 26px sans-serif';
    g.fillText(s === 'front' ? 'IDENTITY CARD' : 'ADDRESS / MRZ', 24, 48);
    g.fillStyle = '#8aa1bd';
    if (s === 'front') g.fillRect(24, 80, 120, 150);
    for (let i = 0; i < 5; i++) g.fillRect(s === 'front' ? 170 : 24, 90 + i * 32, s === 'front' ? 260 - i * 30 : 420, 12);
    return canvas.toDataURL('image/png');
  }, side);
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

/** Waits until no toast is showing, so that a screenshot shows the page itself. */
async function noToast(page: Page): Promise<void> {
  await page.locator('.adm-toast-main, .ant-message-notice').first().waitFor({ state: 'detached', timeout: 10_000 });
}

async function attachPhotos(page: Page): Promise<void> {
  for (const side of ['front', 'back'] as const) {
    await page.getByTestId(`kyc-${side}-file`).setInputFiles({ name: `${side}.png`, mimeType: 'image/png', buffer: await idCardPng(page, side) });
  }
  for (const side of ['front', 'back'] as const) await page.locator(`[data-testid="kyc-${side}"][data-status="ready"]`).waitFor();
}

/** The id of the user's submission under review, from the operator's list. */
async function pendingIdOf(server: TServer, realName: string): Promise<number> {
  const lines = (await runOps(server, ['kyc:list'])).split('\n').map((line) => JSON.parse(line) as { id: number; realName: string });
  const row = lines.find((r) => r.realName === realName);
  if (!row) throw new Error(`no submission of ${realName} under review`);
  return row.id;
}

describe.skipIf(!hasChromium)('identity verification (KYC) on both interfaces', () => {
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

  it('mobile: checks the form, submits two photos, waits in review; an operator approves by ops; the page shows the data read-only', async () => {
    const { page } = await freshUser(browser, 'mobile', server.baseUrl, 'kyc-m');
    const errors = watchErrors(page);
    await page.goto('/profile');
    await page.getByTestId('profile-kyc').click();
    await page.waitForURL((u) => new URL(u).pathname === '/kyc');
    await page.getByTestId('kyc-form').waitFor();
    const found = await seriousViolations(page, '/kyc form');

    // The checks run before anything is sent, with the server's words beside each field.
    await page.getByTestId('kyc-submit').click();
    await page.locator('#kyc-name-error').filter({ hasText: msg.kycNameRequired }).waitFor();
    await page.locator('#kyc-front-error').filter({ hasText: msg.kycFrontRequired }).waitFor();
    // A file that is no image is refused before any upload.
    await page.getByTestId('kyc-front-file').setInputFiles({ name: 'id.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await page.locator('#kyc-front-error').filter({ hasText: msg.fileTypeInvalid }).waitFor();

    await page.locator('#kyc-name').fill('Mira Kovač');
    await page.locator('#kyc-id').fill('c01x 00t47');
    await page.getByTestId('country-field').click();
    await page.getByTestId('country-search').fill('germ');
    await page.locator('.m-country__option[data-code="DE"]').click();
    await attachPhotos(page);
    await expect.poll(() => page.locator('.m-kyc-photo__img').count()).toBe(2);
    found.push(...(await seriousViolations(page, '/kyc form filled')));
    await noToast(page);
    await screenshot(page, 'kyc-mobile-form');
    await page.getByTestId('kyc-submit').click();
    await page.getByTestId('kyc-review').waitFor();
    await expect.poll(() => page.getByTestId('kyc-review').textContent()).toContain('C0*****47');
    await page.locator('img[data-testid="kyc-front-image"]').waitFor();
    await page.locator('img[data-testid="kyc-back-image"]').waitFor();
    await noToast(page);
    await screenshot(page, 'kyc-mobile-review');

    const id = await pendingIdOf(server, 'Mira Kovač');
    expect(await runOps(server, ['kyc:approve', String(id)])).toContain('"status":2');
    // No reload: the decision's message is pushed to the page, which shows the new state.
    await page.getByTestId('kyc-verified').waitFor();
    const verified = await page.getByTestId('kyc-verified').textContent();
    expect(verified).toContain(K.verifiedText);
    expect(verified).toContain('C0*****47');
    expect(verified).not.toContain('C01X00T47');
    expect(await page.getByTestId('kyc-form').count()).toBe(0);
    found.push(...(await seriousViolations(page, '/kyc verified')));
    await screenshot(page, 'kyc-mobile-verified');

    // The profile's `auth` says so too.
    await page.goto('/profile');
    await expect.poll(() => page.getByTestId('profile-kyc').textContent()).toContain('Verified');

    // Arabic, right to left: the form of a user not yet verified.
    const other = await freshUser(browser, 'mobile', server.baseUrl, 'kyc-ar');
    await other.page.evaluate(() => localStorage.setItem('User-Lang', 'ar-AE'));
    await other.page.goto('/kyc');
    await other.page.getByTestId('kyc-form').waitFor();
    await other.page.getByTestId('kyc-submit').click();
    await other.page.locator('#kyc-name-error').waitFor();
    expect(await other.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await attachPhotos(other.page);
    await settle(other.page);
    found.push(...(await seriousViolations(other.page, 'ar-AE /kyc form')));
    await noToast(other.page);
    await screenshot(other.page, 'kyc-mobile-form-ar-AE');
    await other.page.context().close();

    expect(found, found.join('\n')).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('desktop: from the product gate to /pc/setting/kyc; a rejection shows the reason and allows submitting again', async () => {
    const { page } = await freshUser(browser, 'desktop', server.baseUrl, 'kyc-d');
    const errors = watchErrors(page);
    await pageApi(page, '/user/updateCountry', { country: 'FR' });
    await page.goto('/pc/contract');
    await page.getByTestId('gate-kyc').click();
    await page.waitForURL((u) => new URL(u).pathname === '/pc/setting/kyc');
    await page.getByTestId('kyc-form').waitFor();
    // The settings menu lists the page, lit.
    await expect.poll(() => page.locator('.pc-split__side .ant-menu-item-selected').textContent()).toBe('Identity verification');
    // The declared country is the default issuing country.
    await expect.poll(() => page.locator('.pc-kyc .pc-country-select').textContent()).toContain('France');
    const found = await seriousViolations(page, '/pc/setting/kyc form');

    await page.locator('#pc-kyc-name').fill('Jean Dupont');
    await page.locator('#pc-kyc-id').fill('FR12345678');
    await attachPhotos(page);
    await page.getByTestId('kyc-submit').click();
    await page.getByTestId('kyc-review').waitFor();
    // A second submission while under review is refused (another tab of the same account).
    const second = await page.evaluate(async () => {
      const res = await fetch('/bb/user/realNameAuthentication', {
        method: 'POST',
        headers: { 'X-Access-Token': localStorage.getItem('User-Token') ?? '' },
        body: new URLSearchParams({ realName: 'Jean Dupont', idNumber: 'FR1', frontImage: '', backImage: '' }),
      });
      return (await res.json()) as { code: number };
    });
    expect(second.code).toBe(0);

    const { token: operator } = await operatorByApi(server, 'kycreviewer', ['reviewer']);
    const id = await pendingIdOf(server, 'Jean Dupont');
    const rejected = await fetch(`${server.baseUrl}/bb/admin/kyc/reject`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-operator-token': operator },
      body: new URLSearchParams({ id: String(id), reason: 'The back photo is unreadable' }),
    }).then((r) => r.json() as Promise<{ code: number }>);
    expect(rejected.code).toBe(1);
    await page.reload();
    await page.getByTestId('kyc-rejected').waitFor();
    await expect.poll(() => page.getByTestId('kyc-reason').textContent()).toContain('The back photo is unreadable');
    found.push(...(await seriousViolations(page, '/pc/setting/kyc rejected')));
    await screenshot(page, 'kyc-desktop-rejected');

    await page.getByTestId('kyc-again').click();
    await page.getByTestId('kyc-form').waitFor();
    await expect.poll(() => page.locator('#pc-kyc-name').inputValue()).toBe('Jean Dupont');
    await page.locator('#pc-kyc-id').fill('FR12345679');
    await attachPhotos(page);
    await screenshot(page, 'kyc-desktop-form');
    await page.getByTestId('kyc-submit').click();
    await page.getByTestId('kyc-review').waitFor();

    // Chinese: the review state, then approved over /bb/admin and shown read-only.
    await page.evaluate(() => localStorage.setItem('User-Lang', 'zh-CN'));
    await page.reload();
    await page.getByTestId('kyc-review').waitFor();
    await screenshot(page, 'kyc-desktop-review-zh-CN');
    const approved = await fetch(`${server.baseUrl}/bb/admin/kyc/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-operator-token': operator },
      body: new URLSearchParams({ id: String(await pendingIdOf(server, 'Jean Dupont')) }),
    }).then((r) => r.json() as Promise<{ code: number }>);
    expect(approved.code).toBe(1);
    await page.reload();
    await page.getByTestId('kyc-verified').waitFor();
    expect(await page.getByTestId('kyc-verified').textContent()).toContain('FR******79');
    found.push(...(await seriousViolations(page, 'zh-CN /pc/setting/kyc verified')));
    await screenshot(page, 'kyc-desktop-verified-zh-CN');
    // The profile links its KYC status here.
    await page.goto('/pc/account/profile');
    await page.getByTestId('profile-kyc').click();
    await page.waitForURL((u) => new URL(u).pathname === '/pc/setting/kyc');

    expect(found, found.join('\n')).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
