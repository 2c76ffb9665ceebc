import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { FIAT_RATE_SCALE, fiatAmountOf, formatUnits, parseUnits, type TFiatChannel, type TFiatOrder } from '@exchange/contracts';
import enFiat from '../packages/i18n/locales/web/fiat/en-US.json' with { type: 'json' };
import msg from '../packages/i18n/locales/en-US.json' with { type: 'json' };
import { seriousViolations } from './support/axe';
import { hasChromium } from './support/chromium';
import { expectToast, freshUser, launchBrowser, pageApi, screenshot, toastsGone, watchErrors } from './support/browser';
import { runOps } from './support/ops';
import { approvedDeposit } from './support/deposit';
import { startServer, type TServer } from './support/server';

const F = enFiat.fiat;
const USDT_SCALE = 8;

/** The payment channels as the public list gives them. */
async function channels(page: Page): Promise<TFiatChannel[]> {
  return page.evaluate(async () => ((await (await fetch('/bb/payPlatform/list')).json()) as { data: TFiatChannel[] }).data);
}

/** What an amount of USDT costs (or brings) on a channel, as the pages print it in English (the server's rounding: up for a buy, down for a sell). */
function toPay(channel: TFiatChannel, usdt: string, side: 'buy' | 'sell' = 'buy'): string {
  const rate = parseUnits(side === 'buy' ? channel.buyRate : channel.sellRate, FIAT_RATE_SCALE)!;
  const units = fiatAmountOf(parseUnits(usdt, USDT_SCALE)!, USDT_SCALE, rate, channel.fiatDecimals, side);
  const text = formatUnits(units, channel.fiatDecimals);
  const [whole, fraction = ''] = text.split('.');
  // Padded to the fiat's decimals, as a bank transfer shows it (4,425.00 INR).
  const padded = fraction.padEnd(channel.fiatDecimals, '0');
  return `${Number(whole).toLocaleString('en-US')}${padded ? `.${padded}` : ''} ${channel.fiat}`;
}

/** The gate's risk disclosure, read and accepted through the screen. */
async function acceptDisclosure(page: Page): Promise<void> {
  await page.getByTestId('disclosure').waitFor();
  await page.getByTestId('disclosure-read').click();
  await page.getByTestId('disclosure-accept').click();
}

/**
 * From the order's screen on: the amount, the reference and the collection details shown; an invalid
 * transfer reference refused with the server's message; marked paid; the operator confirms; the
 * screen shows it confirmed by itself. Answers the order.
 */
async function payAndConfirm(server: TServer, page: Page, label: string, want: { fiat: string; platform: 'UPI' | 'BANK_CARD' }): Promise<TFiatOrder> {
  const view = page.getByTestId('fiat-order');
  await view.waitFor();
  const id = (await view.getAttribute('data-order-id'))!;
  const order = await pageApi<TFiatOrder>(page, '/user/cashPay/detail', { orderId: id });
  expect(order).toMatchObject({ side: 'buy', platformEnum: want.platform, usdtAmount: '50', state: 'waiting' });
  await expect(view.getAttribute('data-state')).resolves.toBe('waiting');
  await expect(page.getByTestId('fiat-order-fiat').textContent()).resolves.toBe(want.fiat);
  await expect(page.getByTestId('fiat-order-reference').textContent()).resolves.toBe(order.reference);
  await expect(page.getByTestId('fiat-collection-account').textContent()).resolves.toBe(order.collection!.account);
  await expect.poll(() => page.getByTestId('fiat-order-countdown').textContent()).toMatch(/^1[45]:\d\d$/);
  expect(await seriousViolations(page, `${label} order`)).toEqual([]);
  await screenshot(page, `${label}-order-en-US`);

  await page.getByTestId('fiat-utr').fill('12-34');
  await page.getByTestId('fiat-mark-paid').click();
  await expectToast(page, msg.fiatUtrInvalid);
  await page.getByTestId('fiat-utr').fill('412345678901');
  await toastsGone(page);
  await page.getByTestId('fiat-mark-paid').click();
  await expect.poll(() => view.getAttribute('data-state')).toBe('paid');
  await expect(page.getByTestId('fiat-order-note').textContent()).resolves.toBe(F.order.underReview);
  await expect(page.getByTestId('fiat-order-utr').textContent()).resolves.toBe('412345678901');

  expect(await runOps(server, ['fiat:confirm', id])).toContain(id);
  await expect.poll(() => view.getAttribute('data-state'), { timeout: 15_000 }).toBe('confirmed');
  await expect(page.getByTestId('fiat-order-note').textContent()).resolves.toBe(F.order.confirmedBuy.replace('{{amount}}', '50'));
  await expect(page.getByTestId('fiat-order-state').textContent()).resolves.toBe(F.state.buy.confirmed);
  await screenshot(page, `${label}-confirmed-en-US`);
  return order;
}

describe.skipIf(!hasChromium)('fiat quick buy', () => {
  let server: TServer;
  let browser: Browser;

  /** A sell of 20 USDT to the saved UPI id: frozen, then paid out by the operator with the bank reference. */
  async function sellByUpi(page: Page): Promise<void> {
    await approvedDeposit(server, page, '100');
    await page.goto('/pc/quickBuy');
    await acceptDisclosure(page);
    await page.locator('.ant-segmented-item').filter({ hasText: F.tabs.sell }).click();
    await expect.poll(() => page.getByTestId('quick-buy-form').getAttribute('data-side')).toBe('sell');
    const upi = (await channels(page)).find((c) => c.platformEnum === 'UPI')!;
    await page.getByTestId('channel-UPI').click();
    await page.getByTestId('quick-buy-amount').fill('20');
    await expect.poll(() => page.getByTestId('quick-buy-fiat').textContent()).toBe(toPay(upi, '20', 'sell'));
    await expect.poll(() => page.getByTestId('quick-buy-payout').textContent()).toContain('asha.rao@okaxis');
    await page.getByTestId('quick-buy-form').locator('input[type="password"]').fill('123456');
    expect(await seriousViolations(page, '/pc/quickBuy sell')).toEqual([]);
    await screenshot(page, 'fiat-sell-desktop-en-US');
    await toastsGone(page);
    await page.getByTestId('quick-buy-submit').click();
    const view = page.getByTestId('fiat-order');
    await view.waitFor();
    await expect(view.getAttribute('data-state')).resolves.toBe('waiting');
    await expect(page.getByTestId('fiat-order-note').textContent()).resolves.toBe(F.order.sellWaiting);
    await expect(page.getByTestId('fiat-order-fiat').textContent()).resolves.toBe(toPay(upi, '20', 'sell'));
    const id = (await view.getAttribute('data-order-id'))!;
    expect(await runOps(server, ['fiat:payout', id, 'BANKREF2026'])).toContain(id);
    await expect.poll(() => view.getAttribute('data-state'), { timeout: 15_000 }).toBe('confirmed');
    await expect(page.getByTestId('fiat-order-state').textContent()).resolves.toBe(F.state.sell.confirmed);
    await expect(page.getByTestId('fiat-order-utr').textContent()).resolves.toBe('BANKREF2026');
    await screenshot(page, 'fiat-sell-paid-desktop-en-US');
  }

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    // The fiat product asks for identity verification by default; these users have none.
    await runOps(server, ['product:set', 'fiat', 'kyc', '0']);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('mobile: a new user buys 50 USDT by UPI, marks it paid with the UTR, the operator confirms, and the coin balance shows the 50 USDT', async () => {
    const { page } = await freshUser(browser, 'mobile', server.baseUrl, 'fiat-m');
    const errors = watchErrors(page);
    await page.goto('/');
    await page.locator('a[href="/quick-buy"]').waitFor();
    await screenshot(page, 'fiat-mobile-home-en-US');
    await page.locator('a[href="/quick-buy"]').click();
    await acceptDisclosure(page);
    const form = page.getByTestId('quick-buy-form');
    await form.waitFor();
    const upi = (await channels(page)).find((c) => c.platformEnum === 'UPI')!;
    await page.getByTestId('channel-UPI').click();
    // Checked before it is sent: the amount first, in the server's words.
    await page.getByTestId('quick-buy-submit').click();
    await expectToast(page, msg.enterAmount);
    await page.getByTestId('quick-buy-amount').fill('50');
    await expect.poll(() => page.getByTestId('quick-buy-fiat').textContent()).toBe(toPay(upi, '50'));
    expect(await seriousViolations(page, '/quick-buy')).toEqual([]);
    await screenshot(page, 'fiat-quick-buy-mobile-en-US');
    await toastsGone(page);
    await page.getByTestId('quick-buy-submit').click();
    await page.waitForURL((u) => u.pathname.startsWith('/quick-buy/order/'));
    const order = await payAndConfirm(server, page, 'fiat-mobile', { fiat: toPay(upi, '50'), platform: 'UPI' });

    // The list shows it confirmed; the coin account holds the 50 USDT, with its record.
    await page.goto('/quick-buy/orders');
    const row = page.locator(`[data-testid="fiat-order-row"][data-order-id="${order.id}"]`);
    await expect.poll(() => row.getByTestId('fiat-order-row-state').textContent()).toBe(F.state.buy.confirmed);
    expect(await seriousViolations(page, '/quick-buy/orders')).toEqual([]);
    await page.goto('/assets/coin/USDT');
    await expect.poll(() => page.locator('.ma-detail [data-field="available"]').textContent()).toBe('50.0000 USDT');
    await page.locator('.ma-record[data-type="fiat_buy"]').first().waitFor();

    // Arabic, right to left.
    await page.evaluate(() => localStorage.setItem('User-Lang', 'ar-AE'));
    await page.goto(`/quick-buy/order/${order.id}`);
    await page.getByTestId('fiat-order').waitFor();
    await expect(page.evaluate(() => document.documentElement.dir)).resolves.toBe('rtl');
    expect(await seriousViolations(page, '/quick-buy/order ar-AE')).toEqual([]);
    await screenshot(page, 'fiat-mobile-confirmed-ar-AE');
    await page.goto('/quick-buy');
    await page.getByTestId('quick-buy-amount').fill('25');
    await expect.poll(() => page.getByTestId('quick-buy-fiat').textContent()).not.toBe('—');
    expect(await seriousViolations(page, '/quick-buy ar-AE')).toEqual([]);
    await screenshot(page, 'fiat-quick-buy-mobile-ar-AE');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('desktop: the same by bank transfer from /pc/quickBuy, through to credited', async () => {
    const { page } = await freshUser(browser, 'desktop', server.baseUrl, 'fiat-d');
    const errors = watchErrors(page);
    await page.goto('/pc/quickBuy');
    await acceptDisclosure(page);
    await page.getByTestId('quick-buy-form').waitFor();
    const bank = (await channels(page)).find((c) => c.platformEnum === 'BANK_CARD')!;
    await page.getByTestId('channel-BANK_CARD').click();
    await page.getByTestId('quick-buy-amount').fill('5');
    await page.getByTestId('quick-buy-submit').click();
    await page.getByText(msg.fiatBelowMinimum.replace('{{min}}', bank.minUsdt)).first().waitFor();
    await page.getByTestId('quick-buy-amount').fill('50');
    await expect.poll(() => page.getByTestId('quick-buy-fiat').textContent()).toBe(toPay(bank, '50'));
    expect(await seriousViolations(page, '/pc/quickBuy')).toEqual([]);
    await screenshot(page, 'fiat-quick-buy-desktop-en-US');
    await toastsGone(page);
    await page.getByTestId('quick-buy-submit').click();
    await page.waitForURL((u) => u.pathname === '/pc/quickBuy/order');
    const order = await payAndConfirm(server, page, 'fiat-desktop', { fiat: toPay(bank, '50'), platform: 'BANK_CARD' });

    await page.goto('/pc/account/fiat');
    const row = page.locator(`[data-testid="fiat-order-row"][data-order-id="${order.id}"]`);
    await expect.poll(() => row.getByTestId('fiat-order-row-state').textContent()).toBe(F.state.buy.confirmed);
    expect(await seriousViolations(page, '/pc/account/fiat')).toEqual([]);
    await screenshot(page, 'fiat-orders-desktop-en-US');
    // The coin account holds the 50 USDT: the transfer form's balance says so.
    await page.goto('/pc/account/transfer');
    await expect.poll(() => page.getByTestId('transfer-available').textContent()).toContain('50');
    const coin = await pageApi<{ list: { currency: string; available: string }[] }>(page, '/user/assets', { wallet: 'coin' });
    expect(coin.list.find((r) => r.currency === 'USDT')?.available).toBe('50');

    await page.evaluate(() => localStorage.setItem('User-Lang', 'ar-AE'));
    await page.goto(`/pc/quickBuy/order?id=${order.id}`);
    await page.getByTestId('fiat-order').waitFor();
    await expect(page.evaluate(() => document.documentElement.dir)).resolves.toBe('rtl');
    expect(await seriousViolations(page, '/pc/quickBuy/order ar-AE')).toEqual([]);
    await screenshot(page, 'fiat-desktop-confirmed-ar-AE');
    await page.goto('/pc/quickBuy');
    await page.getByTestId('quick-buy-form').waitFor();
    await screenshot(page, 'fiat-quick-buy-desktop-ar-AE');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('desktop and mobile: payout details are saved with the fund password (an invalid IFSC refused with its message); a sell to them is paid out', async () => {
    for (const kind of ['desktop', 'mobile'] as const) {
      const { page } = await freshUser(browser, kind, server.baseUrl, `fiat-bank-${kind[0]}`);
      const errors = watchErrors(page);
      const banks = await pageApi<{ code: string; name: string }[]>(page, '/user/bankcard/getBankNameList');
      const bankName = banks[0];
      await page.goto(kind === 'desktop' ? '/pc/setting/bank' : '/bank');
      const form = page.getByTestId('bank-page');
      await form.waitFor();
      await expect(page.getByTestId('bank-saved').getAttribute('data-saved')).resolves.toBe('false');
      await page.getByTestId('bank-account').fill('123456789012');
      await page.getByTestId('bank-name').fill('Asha Rao');
      if (kind === 'desktop') {
        // Typed into the searchable list and taken with Enter, as a keyboard user would: a click on an
        // option of the long list can land while it still scrolls into place (CI, a loaded run).
        await page.locator('#bank-bankName').click();
        await page.keyboard.type(bankName.name);
        await page.locator('.ant-select-item-option').filter({ hasText: bankName.name }).first().waitFor();
        await page.keyboard.press('Enter');
        await expect.poll(() => page.locator('.ant-select', { has: page.locator('#bank-bankName') }).textContent()).toContain(bankName.name);
      } else {
        await page.getByTestId('bank-bankName').selectOption(bankName.code);
      }
      await page.getByTestId('bank-ifsc').fill('SBIN1234567');
      await page.getByTestId('bank-upiAccount').fill('asha.rao@okaxis');
      await page.getByTestId('bank-upiName').fill('Asha Rao');
      await form.locator('input[type="password"]').fill('123456');
      await page.getByTestId('bank-save').click();
      // Refused here, beside the field, in the server's words; nothing was saved.
      await form.getByRole('alert').filter({ hasText: msg.fiatIfscInvalid }).waitFor();
      expect(await pageApi(page, '/user/bankcard/get')).toBeNull();
      expect(await seriousViolations(page, `${kind} bank details refused`)).toEqual([]);
      await screenshot(page, `fiat-bank-${kind}-invalid-en-US`);
      await page.getByTestId('bank-ifsc').fill('sbin0001234');
      await toastsGone(page);
      await page.getByTestId('bank-save').click();
      await expect.poll(() => page.getByTestId('bank-saved').getAttribute('data-saved')).toBe('true');
      await expect(page.getByTestId('bank-saved-account').textContent()).resolves.toContain(`${bankName.name} •••• 9012`);
      await expect(page.getByTestId('bank-saved-upi').textContent()).resolves.toContain('as•••@okaxis');
      expect(await pageApi(page, '/user/bankcard/get')).toMatchObject({ account: '123456789012', ifsc: 'SBIN0001234', bankName: bankName.code, upiAccount: 'asha.rao@okaxis' });
      await screenshot(page, `fiat-bank-${kind}-saved-en-US`);
      if (kind === 'desktop') await sellByUpi(page);
      await page.evaluate(() => localStorage.setItem('User-Lang', 'ar-AE'));
      await page.goto(kind === 'desktop' ? '/pc/setting/bank' : '/bank');
      await page.getByTestId('bank-saved').waitFor();
      expect(await seriousViolations(page, `${kind} bank details ar-AE`)).toEqual([]);
      await screenshot(page, `fiat-bank-${kind}-ar-AE`);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  }, 180_000);
});
