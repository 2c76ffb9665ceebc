import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import en from '../packages/i18n/locales/web/en-US.json' with { type: 'json' };
import msg from '../packages/i18n/locales/en-US.json' with { type: 'json' };
import ak from '../packages/i18n/locales/web/api-keys/en-US.json' with { type: 'json' };
import akAr from '../packages/i18n/locales/web/api-keys/ar-AE.json' with { type: 'json' };
import { seriousViolations } from './support/axe';
import { hasChromium } from './support/chromium';
import { DEMO, dialogOpened, expectToast, latestCode, launchBrowser, loginByApi, newContext, screenshot, watchErrors } from './support/browser';
import { startServer, type TServer } from './support/server';

/** GET /api/v3/account signed as Binance does: HMAC-SHA256 of the query, the key in X-MBX-APIKEY. */
async function signedAccount(baseUrl: string, apiKey: string, secret: string): Promise<{ status: number; body: { balances?: unknown[]; code?: number } }> {
  const query = `timestamp=${Date.now()}`;
  const signature = createHmac('sha256', secret).update(query).digest('hex');
  const res = await fetch(`${baseUrl}/api/v3/account?${query}&signature=${signature}`, { headers: { 'X-MBX-APIKEY': apiKey } });
  return { status: res.status, body: (await res.json()) as { balances?: unknown[]; code?: number } };
}

describe.skipIf(!hasChromium)('API keys in the security centre (issue 27)', () => {
  let server: TServer;
  let browser: Browser;
  const created = { apiKey: '', secret: '' };

  async function loggedIn(kind: 'desktop' | 'mobile', lang: string): Promise<{ page: Page; errors: string[] }> {
    const page = await (await newContext(browser, kind, server.baseUrl)).newPage();
    await page.goto('/bb/health');
    await page.evaluate((l) => localStorage.setItem('User-Lang', l), lang);
    await loginByApi(page);
    return { page, errors: watchErrors(page) };
  }

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('creates an HMAC key on desktop with the fund password and an e-mail code, shows its secret once, and the key signs a real request', async () => {
    const { page, errors } = await loggedIn('desktop', 'en-US');
    await page.goto('/pc/setting/api-keys');
    const list = page.locator('[data-testid="api-keys"][data-state="ready"]');
    await list.waitFor();
    await list.getByText(ak.apiKeys.emptyTitle).waitFor();
    expect(await seriousViolations(page, 'desktop API keys, empty')).toEqual([]);

    await page.getByTestId('api-key-create-open').click();
    const form = page.getByTestId('api-key-create');
    await form.getByTestId('api-key-submit').click();
    // Every bad field says the server's own message under it.
    await form.getByText(msg.apiKeyLabelInvalid).waitFor();
    await form.locator('#api-key-label').fill('grid bot');
    await form.getByTestId('perm-trade').click();
    await form.locator('#api-key-ips').fill('300.1.1.1');
    await form.getByTestId('api-key-submit').click();
    await form.getByText(msg.apiKeyIpInvalid).waitFor();
    await form.locator('#api-key-ips').fill('');
    await form.getByRole('button', { name: en.auth.getCode }).click();
    await expectToast(page, msg.codeSent);
    await form.locator('input[name="code"]').fill(await latestCode(server.baseUrl, DEMO.email, 'apiKey'));
    await form.locator('input[name="fundPwd"]').fill(DEMO.fundPassword);
    await form.getByTestId('api-key-submit').click();

    const secretPanel = page.getByTestId('api-key-secret');
    await secretPanel.waitFor();
    created.apiKey = (await secretPanel.getByTestId('created-api-key').textContent()) ?? '';
    created.secret = (await secretPanel.getByTestId('created-secret').textContent()) ?? '';
    expect(created.apiKey).toMatch(/^[A-Za-z0-9]{64}$/);
    expect(created.secret).toMatch(/^[A-Za-z0-9]{64}$/);
    await secretPanel.getByText(ak.apiKeys.secretWarning).waitFor();
    await screenshot(page, 'api-keys-desktop-secret');
    expect(await seriousViolations(page, 'desktop API key secret')).toEqual([]);

    const signed = await signedAccount(server.baseUrl, created.apiKey, created.secret);
    expect(signed.status).toBe(200);
    expect(Array.isArray(signed.body.balances)).toBe(true);

    // Once saved, the secret is gone for good: the list shows the key, never its secret.
    await secretPanel.getByTestId('secret-saved').click();
    const row = list.locator(`tr[data-api-key="${created.apiKey}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain('grid bot');
    expect(await row.textContent()).toContain(ak.apiKeys.trade);
    expect(await page.content()).not.toContain(created.secret);
    await screenshot(page, 'api-keys-desktop-list');
    expect(await seriousViolations(page, 'desktop API keys, one key')).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 90_000);

  it('lists the key on the mobile interface, in Arabic (right to left), and deletes it: its signed requests are refused from then on', async () => {
    expect(created.apiKey).not.toBe('');
    const { page, errors } = await loggedIn('mobile', 'ar-AE');
    await page.goto('/security/api-keys');
    const card = page.locator(`[data-testid="api-keys"][data-state="ready"] [data-api-key="${created.apiKey}"]`);
    await card.waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await screenshot(page, 'api-keys-mobile-ar-AE');
    expect(await seriousViolations(page, 'mobile API keys ar-AE')).toEqual([]);

    const id = await card.getAttribute('data-key-id');
    await card.getByTestId(`delete-${id}`).click();
    await dialogOpened(page);
    await page.locator('.adm-dialog-button').filter({ hasText: akAr.apiKeys.delete }).click();
    await page.locator('[data-testid="api-keys"][data-state="ready"][data-total="0"]').waitFor();
    const refused = await signedAccount(server.baseUrl, created.apiKey, created.secret);
    expect([refused.status, refused.body.code]).toEqual([401, -2015]);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 60_000);
});
