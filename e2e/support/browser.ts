import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_PATH } from './chromium';

export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../screenshots');

export const MOBILE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1440, height: 900 } as const;

export const DEMO = { email: 'demo@example.com', password: 'Demo1234', fundPassword: '123456', invitationCode: 'DEMO01' } as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** A fresh browser profile at the mobile (390×844, touch) or desktop (1440×900) size. */
export async function newContext(browser: Browser, kind: 'mobile' | 'desktop', baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext(
    kind === 'mobile'
      ? { baseURL, viewport: MOBILE, isMobile: true, hasTouch: true, deviceScaleFactor: 1 }
      : { baseURL, viewport: DESKTOP, deviceScaleFactor: 1 },
  );
  // Waits are for conditions, not speed (speed is measured in bench/): on a 2-core machine running
  // three servers and browsers at once, an element can take 20 s to come and a first load past 30 s.
  context.setDefaultTimeout(25_000);
  context.setDefaultNavigationTimeout(60_000);
  return context;
}

/** Collects uncaught page errors, so a test can assert that a screen rendered without any. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // Anything the page's Content-Security-Policy blocked (e.g. a library generating code).
  page.on('console', (m) => m.type() === 'error' && /Content Security Policy/i.test(m.text()) && errors.push(m.text()));
  return errors;
}

/**
 * Waits until the page is still: no CSS animation or transition running and two frames drawn
 * (a chart or list draws on the frame after its data arrives). A condition, never a fixed pause.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, { timeout: 5_000 }).catch(() => undefined);
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * Saves what a person sees to e2e/screenshots/<name>.png, once the page is still. With
 * E2E_SCREENSHOTS=0 (CI, whose fresh clone nobody looks into) it waits the same way and writes nothing.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  await settle(page);
  if (process.env.E2E_SCREENSHOTS === '0') return;
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}

/** Logs in through the API and stores the session the way the app does (SPEC §3 storage keys). */
export async function loginByApi(page: Page, account: string = DEMO.email, password: string = DEMO.password): Promise<string> {
  if (page.url() === 'about:blank') await page.goto('/bb/health');
  const data = await page.evaluate(
    async ([a, p]) => {
      const res = await fetch('/bb/user/login', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ account: a, password: p }),
      });
      return (await res.json()) as { code: number; data: { token: string; userId: number } };
    },
    [account, password] as const,
  );
  if (data.code !== 1) throw new Error(`API login failed for ${account}`);
  await page.evaluate((d) => {
    localStorage.setItem('User-Token', d.token);
    localStorage.setItem('User-Id', String(d.userId));
    localStorage.setItem('User-Login', 'true');
  }, data.data);
  return data.data.token;
}

/**
 * A call of the user's API from inside the page, with the token the app stored (as another tab of
 * the same account would make it): answers `data`, and fails the test unless the call succeeded.
 */
export async function pageApi<T>(page: Page, path: string, params: Record<string, string> = {}): Promise<T> {
  const body = await page.evaluate(
    async ([p, values]) => {
      const res = await fetch(`/bb${p}`, {
        method: 'POST',
        headers: { 'X-Access-Token': localStorage.getItem('User-Token') ?? '' },
        body: new URLSearchParams(values),
      });
      return (await res.json()) as { code: number; msg: string; data: unknown };
    },
    [path, params] as const,
  );
  if (body.code !== 1) throw new Error(`${path}: ${body.msg}`);
  return body.data as T;
}

/** The newest code the demo outbox holds for an e-mail or a phone (area code + digits). */
export async function latestCode(baseUrl: string, to: string, purpose?: string): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const res = await fetch(`${baseUrl}/bb/dev/outbox?to=${encodeURIComponent(to)}`);
    const body = (await res.json()) as { data: { code: string; purpose: string }[] };
    const row = body.data.find((r) => !purpose || r.purpose === purpose);
    if (row) return row.code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no code in the outbox for ${to}`);
}

/** Waits for a toast (antd message or antd-mobile Toast) with this text. */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await page.locator('.adm-toast-main, .ant-message-notice').filter({ hasText: text }).first().waitFor({ state: 'visible' });
}

/**
 * Waits until no toast is on screen: a toast lies over the middle of the page, so a click sent while
 * one fades can land on it instead of the control under it (as a person's would).
 */
export async function toastsGone(page: Page): Promise<void> {
  try {
    await page.waitForFunction(
      () => [...document.querySelectorAll('.adm-toast-main, .ant-message-notice')].every((t) => t.getBoundingClientRect().height === 0),
      undefined,
      { timeout: 8000 },
    );
  } catch (error) {
    // Which toast stayed, in the failure and on screen (screenshots/toast-stayed.png): the first
    // thing to know about it, and gone by the time anyone reruns the test.
    const texts = await page.locator('.adm-toast-main, .ant-message-notice').allTextContents().catch(() => []);
    await screenshot(page, 'toast-stayed').catch(() => undefined);
    throw new Error(`a toast stayed on screen: ${JSON.stringify(texts)}`, { cause: error });
  }
}

/**
 * Waits until the antd-mobile dialog on screen has finished opening (full opacity, no scale left,
 * pointer events on): a click sent while it still grows goes through it on a loaded machine.
 */
export async function dialogOpened(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      // The animated box around the body: antd-mobile gives it pointer-events none until its opacity is 1.
      const box = document.querySelector<HTMLElement>('.adm-dialog .adm-center-popup-body')?.parentElement;
      if (!box) return false;
      const style = getComputedStyle(box);
      return style.opacity === '1' && style.pointerEvents !== 'none' && (style.transform === 'none' || style.transform === 'matrix(1, 0, 0, 1, 0, 0)');
    },
    undefined,
    { timeout: 8000 },
  );
}

/**
 * Waits until every antd (desktop) modal on screen has finished its zoom-in: while the box still
 * carries its animation classes a click can land beside the control it aimed at.
 */
export async function modalOpened(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const boxes = [...document.querySelectorAll<HTMLElement>('.ant-modal')].filter((m) => m.getBoundingClientRect().height > 0);
      return boxes.length > 0 && boxes.every((m) => !/\bant-zoom-/.test(m.className) && ['none', 'matrix(1, 0, 0, 1, 0, 0)'].includes(getComputedStyle(m).transform));
    },
    undefined,
    { timeout: 8000 },
  );
}

/** A unique suffix for accounts created by a run. */
export function unique(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/**
 * Moves the app to another route without reloading the page (as a link would), which is much faster
 * than page.goto; deep links loaded directly are covered by the tests that use page.goto.
 */
export async function navigateInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    const base = location.pathname.startsWith('/pc') ? '/pc' : '';
    history.pushState({}, '', to.startsWith(base) ? to : `${base}${to}`);
    dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

/**
 * Registers a new user through the API (code from the demo outbox), sets its fund password to the
 * demo one, and logs it in on a page of its own: for flows that need a user's codes 60 s apart
 * from another's, or a clean balance.
 */
export async function freshUser(browser: Browser, kind: 'mobile' | 'desktop', baseUrl: string, prefix: string): Promise<{ page: Page; email: string }> {
  const email = `${prefix}-${unique()}@example.com`;
  const post = async (apiPath: string, body: Record<string, string>, token = '') =>
    (await fetch(`${baseUrl}/bb${apiPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-access-token': token },
      body: new URLSearchParams(body),
    }).then((r) => r.json())) as { code: number; msg: string; data: { token: string } };
  const expectOk = (answer: { code: number; msg: string }, what: string) => {
    if (answer.code !== 1) throw new Error(`${what}: ${answer.msg}`);
  };
  await post('/user/sendEmailCode', { email });
  const code = await latestCode(baseUrl, email, 'register');
  const password = 'Fresh1234';
  expectOk(await post('/user/register', { email, password, password1: password, invitationCode: DEMO.invitationCode, code }), 'register');
  const login = await post('/user/login', { account: email, password });
  expectOk(login, 'login');
  expectOk(await post('/user/setTransactionPwd', { password: DEMO.fundPassword, password1: DEMO.fundPassword }, login.data.token), 'fund password');
  const page = await (await newContext(browser, kind, baseUrl)).newPage();
  await loginByApi(page, email, password);
  return { page, email };
}

/**
 * Closes the pages a test opened in contexts the file shares: a page left open keeps its socket,
 * polls and charts running for the rest of the file, on the same two cores as the tests after it.
 */
export async function closePages(...contexts: (BrowserContext | undefined)[]): Promise<void> {
  for (const context of contexts) for (const page of context?.pages() ?? []) await page.close().catch(() => undefined);
}
