import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { TProduct } from '@exchange/contracts';
import en from '../packages/i18n/locales/web/en-US.json' with { type: 'json' };
import enProducts from '../packages/i18n/locales/web/products/en-US.json' with { type: 'json' };
import enConfirm from '../packages/i18n/locales/web/order-confirm/en-US.json' with { type: 'json' };
import msg from '../packages/i18n/locales/en-US.json' with { type: 'json' };
import texts from '../packages/i18n/locales/products/en-US.json' with { type: 'json' };
import { MESSAGES, PRODUCT_TEXTS, resolveLocale } from '@exchange/i18n';
import { hasChromium } from './support/chromium';
import { seriousViolations } from './support/axe';
import { DEMO, expectToast, freshUser, latestCode, launchBrowser, loginByApi, newContext, pageApi, screenshot, settle, unique, watchErrors } from './support/browser';
import { runOps } from './support/ops';
import { startServer, type TServer } from './support/server';

const path = (url: string) => new URL(url).pathname;
const C = enProducts.country;
const G = enProducts.products;
/** The server's refusal for a product, as it words it in English. */
const refusal = (key: 'productOff' | 'productCountry', product: keyof typeof texts.names) => msg[key].replace('{{product}}', texts.names[product]);

type TList = { country: string | null; list: TProduct[] };

/** A country's name as this browser's Intl names it in a language (what the picker shows). */
function nameIn(page: Page, code: string, lang: string): Promise<string> {
  return page.evaluate(([c, l]) => new Intl.DisplayNames([l], { type: 'region' }).of(c) ?? c, [code, lang] as const);
}

/** Waits until the server (whose rules cache lives 2 s) answers a product's access as expected. */
async function waitForAccess(server: TServer, token: string, product: string, isAllowed: (p: TProduct) => boolean): Promise<void> {
  await expect
    .poll(
      async () => {
        const res = await fetch(`${server.baseUrl}/bb/product/list`, { method: 'POST', headers: token ? { 'x-access-token': token } : {} });
        const body = (await res.json()) as { data: TList };
        return isAllowed(body.data.list.find((p) => p.code === product)!);
      },
      { timeout: 10_000, interval: 250 },
    )
    .toBe(true);
}

describe.skipIf(!hasChromium)('products and access: the country, the spot gate, risk disclosures', () => {
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

  it('registers on mobile with a country found in the searchable list, kept across the code step', async () => {
    const page = await (await newContext(browser, 'mobile', server.baseUrl)).newPage();
    const errors = watchErrors(page);
    const email = `country-${unique()}@example.com`;
    await page.goto('/register?code=DEMO01');
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill('Country1234');
    await page.locator('input[name="password1"]').fill('Country1234');
    const field = page.getByTestId('country-field');
    await expect(field.textContent()).resolves.toBe(C.placeholder);
    await field.click();
    // Found by a part of its name, typed without care for case; the list shrinks to the matches.
    await page.getByTestId('country-search').fill('GERM');
    await expect.poll(() => page.locator('.m-country__option').count()).toBe(1);
    await page.locator('.m-country__option[data-code="DE"]').click();
    await expect.poll(() => field.getAttribute('data-code')).toBe('DE');
    await expect(field.textContent()).resolves.toBe('Germany');
    await page.locator('.m-country').waitFor({ state: 'detached' });
    await screenshot(page, 'products-mobile-register-country-en-US');
    await page.getByRole('button', { name: en.common.next }).click();
    await page.waitForURL((u) => path(u.href) === '/register/code');
    await page.getByLabel(en.auth.code, { exact: true }).pressSequentially(await latestCode(server.baseUrl, email, 'register'));
    await page.waitForURL((u) => path(u.href) === '/');
    expect(await pageApi<{ country: string | null }>(page, '/user/info')).toMatchObject({ country: 'DE', effectiveCountry: 'DE' });
    const found: string[] = [];
    for (const lang of ['en-US', 'ar-AE', 'ja-JP']) {
      await page.evaluate((l) => localStorage.setItem('User-Lang', l), lang);
      await page.goto('/profile');
      await expect.poll(() => page.getByTestId('profile-country').textContent()).toBe(await nameIn(page, 'DE', lang));
      found.push(...(await seriousViolations(page, `${lang} /profile`)));
      await screenshot(page, `products-mobile-profile-${lang}`);
    }
    expect(found, found.join('\n')).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('names and sorts the countries in the language of the page, right to left in Arabic', async () => {
    const page = await (await newContext(browser, 'mobile', server.baseUrl)).newPage();
    const found: string[] = [];
    for (const lang of ['ar-AE', 'ja-JP']) {
      await page.goto('/bb/health');
      await page.evaluate((l) => localStorage.setItem('User-Lang', l), lang);
      await page.goto('/register?code=DEMO01');
      await page.getByTestId('country-field').click();
      const option = page.locator('.m-country__option[data-code="DE"]');
      await expect.poll(() => option.textContent()).toBe(await nameIn(page, 'DE', lang));
      // In the language's own order (Intl.Collator), not by code.
      const names = await page.locator('.m-country__option').allTextContents();
      const collated = await page.evaluate(([list, l]) => [...list].sort(new Intl.Collator(l).compare), [names, lang] as const);
      expect(names).toEqual(collated);
      // A name in English finds the country too (many know it so).
      await page.getByTestId('country-search').fill('japan');
      await expect.poll(() => page.locator('.m-country__option').first().getAttribute('data-code')).toBe('JP');
      await page.getByTestId('country-search').fill('');
      await settle(page);
      if (lang === 'ar-AE') expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      found.push(...(await seriousViolations(page, `${lang} /register (country sheet)`)));
      await screenshot(page, `products-mobile-country-sheet-${lang}`);
      await page.locator('.m-country__close').click();
      await page.locator('.m-country').waitFor({ state: 'detached' });
      await screenshot(page, `products-mobile-register-${lang}`);
    }
    expect(found, found.join('\n')).toEqual([]);
    await page.context().close();
  });

  it('registers in the desktop modal with a country, and shows the field in Arabic and Japanese', async () => {
    const page = await (await newContext(browser, 'desktop', server.baseUrl)).newPage();
    const errors = watchErrors(page);
    const email = `country-pc-${unique()}@example.com`;
    const form = page.locator('.pc-login-modal').getByRole('tabpanel', { name: en.auth.register, exact: true });
    // The invitation link opens the registration form by itself.
    await page.goto('/pc/home?code=DEMO01');
    await form.locator('input[name="email"]').fill(email);
    await form.locator('input[name="password"]').fill('Country1234');
    await form.locator('input[name="password1"]').fill('Country1234');
    // Picked until the field shows it: a click while the list still slides open can miss (CI, a slow run).
    const chosen = form.locator('.ant-select-content', { hasText: 'United Kingdom' });
    for (let tries = 1; !(await chosen.isVisible()); tries += 1) {
      if (tries > 4) throw new Error('the country list did not take the click');
      await form.getByRole('combobox', { name: C.labelOptional }).fill('united k');
      await page.locator('.ant-select-item-option').filter({ hasText: 'United Kingdom' }).click();
      await chosen.waitFor({ timeout: 2000 }).catch(() => undefined);
    }
    await form.locator('.pc-code-btn').click();
    await expectToast(page, msg.codeSent);
    await form.locator('input[name="code"]').fill(await latestCode(server.baseUrl, email, 'register'));
    await screenshot(page, 'products-desktop-register-country-en-US');
    await form.locator('button[type=submit]').click();
    await expectToast(page, msg.registerSuccess);
    // The log-in follows the registration's toast: ask until the session is in.
    await expect.poll(() => pageApi(page, '/user/info').catch(() => null)).toMatchObject({ country: 'GB', effectiveCountry: 'GB' });
    await page.context().close();

    const guest = await (await newContext(browser, 'desktop', server.baseUrl)).newPage();
    const found: string[] = [];
    for (const lang of ['ar-AE', 'ja-JP']) {
      await guest.goto('/bb/health');
      await guest.evaluate((l) => localStorage.setItem('User-Lang', l), lang);
      // The invitation link opens the registration form by itself.
      await guest.goto('/pc/home?code=DEMO01');
      const select = guest.locator('.pc-login-modal .pc-country-select');
      await select.click();
      await guest.keyboard.type('DE');
      // The code finds the country, named in the page's language.
      await expect.poll(() => guest.locator('.ant-select-item-option').first().textContent()).toBe(await nameIn(guest, 'DE', lang));
      found.push(...(await seriousViolations(guest, `${lang} /pc register modal, country list open`)));
      await guest.keyboard.press('Enter');
      await settle(guest);
      found.push(...(await seriousViolations(guest, `${lang} /pc register modal`)));
      await screenshot(guest, `products-desktop-register-${lang}`);
    }
    expect(found, found.join('\n')).toEqual([]);
    expect(errors).toEqual([]);
    await guest.context().close();
  });

  it('changes the country on the desktop profile; a restriction in that country closes the spot form', async () => {
    const { page } = await freshUser(browser, 'desktop', server.baseUrl, 'profile-country');
    const errors = watchErrors(page);
    const token = await page.evaluate(() => localStorage.getItem('User-Token') ?? '');
    await page.goto('/pc/account/profile');
    const shown = page.getByTestId('profile-country');
    await expect.poll(() => shown.textContent()).toContain(C.notSet);
    await page.getByTestId('country-change').click();
    const form = page.getByTestId('profile-country-form');
    await form.getByRole('combobox').fill('japa');
    await page.locator('.ant-select-item-option').filter({ hasText: 'Japan' }).click();
    await screenshot(page, 'products-desktop-profile-country-edit-en-US');
    await form.getByTestId('country-save').click();
    await expectToast(page, msg.modifySuccess);
    await expect.poll(() => shown.getAttribute('data-code')).toBe('JP');
    await expect(shown.textContent()).resolves.toContain('Japan');
    expect(await pageApi(page, '/user/info')).toMatchObject({ country: 'JP', effectiveCountry: 'JP', isCountryVerified: false });

    // The operator restricts spot in Japan: the form gives way to the reason and the way to the profile.
    await runOps(server, ['product:set', 'spot', 'restricted', 'JP,KP']);
    await waitForAccess(server, token, 'spot', (p) => p.reason === 'country');
    await page.goto('/pc/home/detail?symbol=btcusdt');
    const gate = page.getByTestId('product-gate');
    await expect.poll(() => gate.getAttribute('data-reason')).toBe('country');
    await expect(gate.locator('.pc-gate__message').textContent()).resolves.toBe(refusal('productCountry', 'spot'));
    await expect(gate.textContent()).resolves.toContain(G.yourCountry.replace('{{country}}', 'Japan'));
    expect(await page.locator('.pc-order__sides').count()).toBe(0);
    await screenshot(page, 'products-desktop-spot-country-en-US');
    await gate.getByTestId('gate-profile').click();
    await page.waitForURL((u) => path(u.href) === '/pc/account/profile');

    // Back in a country where spot is offered, the form is back.
    await page.getByTestId('country-change').click();
    await form.getByRole('combobox').fill('de');
    await page.locator('.ant-select-item-option').filter({ hasText: 'Germany' }).click();
    await form.getByTestId('country-save').click();
    await expect.poll(() => shown.getAttribute('data-code')).toBe('DE');
    await page.goto('/pc/home/detail?symbol=btcusdt');
    await page.locator('.pc-order__sides').waitFor();
    await runOps(server, ['product:set', 'spot', 'restricted', '-']);

    const found: string[] = [];
    for (const lang of ['en-US', 'ar-AE', 'ja-JP']) {
      await page.evaluate((l) => localStorage.setItem('User-Lang', l), lang);
      await page.goto('/pc/account/profile');
      await expect.poll(() => shown.textContent()).toContain(await nameIn(page, 'DE', lang));
      found.push(...(await seriousViolations(page, `${lang} /pc/account/profile`)));
      await screenshot(page, `products-desktop-profile-${lang}`);
    }
    expect(found, found.join('\n')).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('says on the home shortcuts and the desktop menu which products are closed to the user, and why, before a tap', async () => {
    const { page } = await freshUser(browser, 'mobile', server.baseUrl, 'closed-entries');
    const errors = watchErrors(page);
    const token = await page.evaluate(() => localStorage.getItem('User-Token') ?? '');
    await pageApi(page, '/user/updateCountry', { country: 'JP' });
    await runOps(server, ['product:set', 'seconds', 'restricted', 'JP']);
    await runOps(server, ['product:set', 'fund', 'enabled', '0']);
    try {
      await waitForAccess(server, token, 'seconds', (p) => p.reason === 'country');
      await waitForAccess(server, token, 'fund', (p) => p.reason === 'off');
      await page.goto('/');
      const note = page.getByTestId('closed-products');
      await note.locator('[data-reason="off"]').waitFor();
      expect(await note.locator('[data-reason="country"]').textContent()).toBe(
        G.closedCountryList.replace('{{country}}', 'Japan').replace('{{products}}', en.nav.secondContract),
      );
      expect(await note.locator('[data-reason="off"]').textContent()).toBe(G.closedOffList.replace('{{products}}', en.pc.account.fund));
      await note.scrollIntoViewIfNeeded();
      await screenshot(page, 'products-mobile-home-closed-en-US');
      const found = await seriousViolations(page, 'mobile home with closed products');
      // Arabic (right to left) and Japanese: the same note in the language, the country named in it.
      for (const lang of ['ar-AE', 'ja-JP']) {
        await page.evaluate((l) => localStorage.setItem('User-Lang', l), lang);
        await page.goto('/');
        await note.locator('[data-reason="country"]').waitFor();
        expect(await note.locator('[data-reason="country"]').textContent()).toContain(await nameIn(page, 'JP', lang));
        await note.scrollIntoViewIfNeeded();
        await screenshot(page, `products-mobile-home-closed-${lang}`);
        found.push(...(await seriousViolations(page, `mobile home with closed products ${lang}`)));
      }
      await page.evaluate(() => localStorage.setItem('User-Lang', 'en-US'));

      // The desktop menu marks the same products, the reason read with the item's name.
      const desktop = await (await newContext(browser, 'desktop', server.baseUrl)).newPage();
      await desktop.goto('/pc/home');
      // The same session (the mobile page's stored log-in).
      const stored = await page.evaluate(() => ['User-Token', 'User-Id', 'User-Login'].map((k) => [k, localStorage.getItem(k) ?? '']));
      await desktop.evaluate((entries) => entries.forEach(([k, v]) => localStorage.setItem(k, v)), stored);
      await desktop.goto('/pc/home');
      const mark = desktop.getByTestId('closed-seconds');
      await mark.waitFor();
      expect(await mark.getAttribute('aria-label')).toBe(G.closedCountry.replace('{{country}}', 'Japan'));
      expect(await desktop.getByTestId('closed-fund').getAttribute('aria-label')).toBe(G.closedOff);
      expect(await desktop.getByTestId('closed-spot').count()).toBe(0);
      await screenshot(desktop, 'products-desktop-menu-closed-en-US');
      found.push(...(await seriousViolations(desktop, 'desktop menu with closed products')));
      for (const lang of ['ar-AE', 'ja-JP']) {
        await desktop.evaluate((l) => localStorage.setItem('User-Lang', l), lang);
        await desktop.goto('/pc/home');
        await mark.waitFor();
        expect(await mark.getAttribute('aria-label')).toContain(await nameIn(desktop, 'JP', lang));
        await screenshot(desktop, `products-desktop-menu-closed-${lang}`);
        found.push(...(await seriousViolations(desktop, `desktop menu with closed products ${lang}`)));
      }
      expect(found, found.join('\n')).toEqual([]);
      await desktop.context().close();

      // Open again: the note goes.
      await runOps(server, ['product:set', 'seconds', 'restricted', '-']);
      await runOps(server, ['product:set', 'fund', 'enabled', '1']);
      await waitForAccess(server, token, 'fund', (p) => p.reason !== 'off');
      const listed = page.waitForResponse((r) => r.url().endsWith('/bb/product/list'));
      await page.goto('/');
      await listed;
      await page.locator('.m-shortcuts').waitFor();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await note.count()).toBe(0);
    } finally {
      await runOps(server, ['product:set', 'seconds', 'restricted', '-']);
      await runOps(server, ['product:set', 'fund', 'enabled', '1']);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('closes the spot form when the operator switches spot off, even under an order being placed', async () => {
    const page = await (await newContext(browser, 'mobile', server.baseUrl)).newPage();
    const errors = watchErrors(page);
    await loginByApi(page, DEMO.email, DEMO.password);
    await page.goto('/trade?symbol=btcusdt');
    await page.locator('.mt-form').waitFor();
    await page.locator('.mt-side--buy').click();
    await page.locator('input[name="price"]').fill('20000');
    await page.locator('input[name="amount"]').fill('0.001');

    await runOps(server, ['product:set', 'spot', 'enabled', '0']);
    await waitForAccess(server, '', 'spot', (p) => p.reason === 'off');
    // The form was on screen before the switch: the order is refused with the server's message,
    // and the form gives way to the gate at once.
    const answer = page.waitForResponse((r) => r.url().endsWith('/bb/spot/order/place'));
    await page.locator('.mt-form .mt-submit').click();
    // A new browser asks before placing (SPEC: "confirm before placing" is on by default).
    await page.locator('.adm-dialog .adm-dialog-button').filter({ hasText: new RegExp(`^${enConfirm.orderConfirm.confirm}$`) }).click();
    expect(await (await answer).json()).toMatchObject({ code: 0, err: 'productOff', msg: refusal('productOff', 'spot') });
    await expectToast(page, refusal('productOff', 'spot'));
    const gate = page.getByTestId('product-gate');
    await expect.poll(() => gate.getAttribute('data-reason')).toBe('off');
    await expect(gate.textContent()).resolves.toBe(refusal('productOff', 'spot'));
    expect(await page.locator('.mt-form').count()).toBe(0);
    await page.locator('.adm-toast-main').waitFor({ state: 'hidden' });
    await screenshot(page, 'products-mobile-spot-off-en-US');

    // A visitor sees it too, instead of the log-in prompt, in their language; and on the desktop.
    const visitor = await (await newContext(browser, 'mobile', server.baseUrl)).newPage();
    await visitor.goto('/bb/health');
    await visitor.evaluate(() => localStorage.setItem('User-Lang', 'ar-AE'));
    await visitor.goto('/trade?symbol=btcusdt');
    await expect.poll(() => visitor.getByTestId('product-gate').getAttribute('data-reason')).toBe('off');
    const found = await seriousViolations(visitor, 'ar-AE /trade (spot off)');
    await screenshot(visitor, 'products-mobile-spot-off-ar-AE');
    await visitor.context().close();
    const desk = await (await newContext(browser, 'desktop', server.baseUrl)).newPage();
    await loginByApi(desk);
    await desk.goto('/pc/home/detail?symbol=btcusdt');
    await expect.poll(() => desk.getByTestId('product-gate').textContent()).toBe(refusal('productOff', 'spot'));
    found.push(...(await seriousViolations(desk, 'en-US /pc/home/detail (spot off)')));
    await screenshot(desk, 'products-desktop-spot-off-en-US');
    await desk.context().close();

    await runOps(server, ['product:set', 'spot', 'enabled', '1']);
    await waitForAccess(server, '', 'spot', (p) => p.reason === 'login');
    await page.reload();
    await page.locator('.mt-form').waitFor();
    expect(found, found.join('\n')).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('asks for the risk disclosure before a product page, records the acceptance and opens the page', async () => {
    const { page } = await freshUser(browser, 'desktop', server.baseUrl, 'disclosure');
    const errors = watchErrors(page);
    const found: string[] = [];
    for (const lang of ['ar-AE', 'ja-JP', 'en-US']) {
      await page.evaluate((l) => localStorage.setItem('User-Lang', l), lang);
      await page.goto('/pc/account/fund');
      await expect.poll(() => page.getByTestId('product-gate').getAttribute('data-reason')).toBe('disclosure');
      await page.getByTestId('disclosure').waitFor();
      found.push(...(await seriousViolations(page, `${lang} /pc/account/fund (disclosure)`)));
      await screenshot(page, `products-desktop-disclosure-${lang}`);
    }
    const disclosure = page.getByTestId('disclosure');
    await expect(disclosure.locator('h2').textContent()).resolves.toBe(texts.disclosures.fund['1'].title);
    await expect(disclosure.textContent()).resolves.toContain(texts.disclosures.fund['1'].text);
    const accept = disclosure.getByTestId('disclosure-accept');
    // Not before the box is ticked.
    await expect(accept.isDisabled()).resolves.toBe(true);
    await disclosure.getByText(G.understood).click();
    await expect.poll(() => accept.isDisabled()).toBe(false);
    await accept.click();
    await page.getByTestId('fund-tabs').waitFor();
    expect(await page.getByTestId('product-gate').count()).toBe(0);
    // Recorded by the server: it stays open after a reload, and the list says which version.
    await page.reload();
    await page.getByTestId('fund-tabs').waitFor();
    const list = await pageApi<TList>(page, '/product/list');
    expect(list.list.find((p) => p.code === 'fund')).toMatchObject({ allowed: true, acceptedVersion: 1 });
    expect(found, found.join('\n')).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('draws a disclosure in the narrow column of the mobile spot form, and opens the form once accepted', async () => {
    // No product with a disclosure has a mobile screen yet and spot has no disclosure text, so the
    // server's answers are stood in for here (shaped by the contracts): this checks the mobile view
    // of the gate, which the desktop test above checks against the real server.
    const page = await (await newContext(browser, 'mobile', server.baseUrl)).newPage();
    await loginByApi(page);
    let isAccepted = false;
    // The contract's disclosure text, in the language the page asks for, as the server would send it.
    const disclosureIn = (header: string | undefined) => {
      const locale = resolveLocale(header);
      return { version: 3, ...PRODUCT_TEXTS[locale].disclosures.contract['1'] };
    };
    await page.route('**/bb/product/list', async (route) => {
      const header = route.request().headers()['accept-language'];
      const body = (await (await route.fetch()).json()) as { data: TList };
      const spot = body.data.list.find((p) => p.code === 'spot')!;
      const disclosure = disclosureIn(header);
      const message = MESSAGES[resolveLocale(header)].productDisclosure;
      Object.assign(spot, isAccepted ? { acceptedVersion: 3, disclosure } : { allowed: false, reason: 'disclosure', message, disclosure });
      await route.fulfill({ json: body });
    });
    let accepted: Record<string, string> = {};
    await page.route('**/bb/product/accept', async (route) => {
      accepted = Object.fromEntries(new URLSearchParams(route.request().postData() ?? ''));
      isAccepted = true;
      const disclosure = disclosureIn(route.request().headers()['accept-language']);
      const product = { code: 'spot', enabled: true, restrictedCountries: [], kycLevel: 0, disclosure, acceptedVersion: 3, allowed: true, reason: null, message: null };
      await route.fulfill({ json: { code: 1, msg: msg.success, data: product } });
    });
    const found: string[] = [];
    for (const lang of ['ar-AE', 'ja-JP', 'en-US']) {
      await page.evaluate((l) => localStorage.setItem('User-Lang', l), lang);
      await page.goto('/trade?symbol=btcusdt');
      await page.getByTestId('disclosure').waitFor();
      found.push(...(await seriousViolations(page, `${lang} /trade (disclosure)`)));
      await screenshot(page, `products-mobile-disclosure-${lang}`);
    }
    const accept = page.getByTestId('disclosure-accept');
    await expect(accept.isDisabled()).resolves.toBe(true);
    await page.getByTestId('disclosure-read').click();
    await expect.poll(() => accept.isDisabled()).toBe(false);
    await accept.click();
    await page.locator('.mt-form').waitFor();
    expect(accepted).toEqual({ product: 'spot', version: '3' });
    expect(found, found.join('\n')).toEqual([]);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.context().close();
  });
});
