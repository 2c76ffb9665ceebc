import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatUnits, fundInterestThrough, parseUnits, rateToPpm, type TFund } from '@exchange/contracts';
import { latestDisclosureVersion } from '@exchange/i18n';
import core from '../packages/i18n/locales/web/en-US.json' with { type: 'json' };
import enFund from '../packages/i18n/locales/web/fund/en-US.json' with { type: 'json' };
import enAssets from '../packages/i18n/locales/web/assets/en-US.json' with { type: 'json' };
import enProducts from '../packages/i18n/locales/web/products/en-US.json' with { type: 'json' };
import msg from '../packages/i18n/locales/en-US.json' with { type: 'json' };
import { seriousViolations } from './support/axe';
import { hasChromium } from './support/chromium';
import { DEMO, expectToast, freshUser, latestCode, launchBrowser, loginByApi, modalOpened, newContext, pageApi, screenshot, unique, watchErrors } from './support/browser';
import { runOps, untilTomorrowMorning } from './support/ops';
import { approvedDeposit } from './support/deposit';
import { startServer, type TServer } from './support/server';

const USDT_SCALE = 8;
const F = enFund.fund;



/** What `shares` of a fund cost and what they earn, from the formula (contracts fund/interest.ts), as the pages print them in English. */
function expected(fund: TFund, shares: number): { amount: string; firstDay: string; cycle: string } {
  const principal = parseUnits(fund.price, USDT_SCALE)! * BigInt(shares);
  const ppm = rateToPpm(fund.dailyRate)!;
  const show = (units: bigint) => `${formatUnits(units, USDT_SCALE)} USDT`;
  return { amount: show(principal), firstDay: show(fundInterestThrough(principal, ppm, 1)), cycle: show(fundInterestThrough(principal, ppm, fund.cycleDays)) };
}

/** A new user who has not set a fund password yet, logged in on a page of its own, the fund disclosure accepted. */
async function userWithoutFundPassword(browser: Browser, baseUrl: string): Promise<{ page: Page; token: string }> {
  const email = `fund-nopwd-${unique()}@example.com`;
  const password = 'Fresh1234';
  const post = async (apiPath: string, body: Record<string, string>) =>
    (await fetch(`${baseUrl}/bb${apiPath}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body) }).then((r) => r.json())) as {
      code: number;
      msg: string;
    };
  await post('/user/sendEmailCode', { email });
  const code = await latestCode(baseUrl, email, 'register');
  const registered = await post('/user/register', { email, password, password1: password, invitationCode: DEMO.invitationCode, code });
  if (registered.code !== 1) throw new Error(`register: ${registered.msg}`);
  const page = await (await newContext(browser, 'desktop', baseUrl)).newPage();
  const token = await loginByApi(page, email, password);
  await pageApi(page, '/product/accept', { product: 'fund', version: String(latestDisclosureVersion('fund')) });
  return { page, token };
}

/** The open USDT funds the demo seeds, as the public list gives them. */
async function openFunds(page: Page): Promise<TFund[]> {
  const { list } = await pageApi<{ list: TFund[] }>(page, '/fund/list');
  const now = Date.now();
  return list.filter((f) => f.status === 0 && f.currency === 'USDT' && f.startTime <= now && now < f.endTime && f.soldShares < f.totalShares);
}

describe.skipIf(!hasChromium)('funds', () => {
  let server: TServer;
  let browser: Browser;
  /** Each interface's buyer, carried from its purchase to the morning after. */
  type TBuyer = { page: Page; errors: string[]; fund: TFund; want: ReturnType<typeof expected> };
  const desk = {} as TBuyer;
  const mob = {} as TBuyer;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('desktop: a new user accepts the disclosure and buys shares with the fund password; the holding shows at once', async () => {
    const { page } = await freshUser(browser, 'desktop', server.baseUrl, 'fund-d');
    desk.page = page;
    desk.errors = watchErrors(page);
    await approvedDeposit(server, page, '1000');
    await page.goto('/pc/account/fund?type=10');
    // The fund product's gate: its risk disclosure, read and accepted once.
    const disclosure = page.getByTestId('disclosure');
    await disclosure.waitFor();
    await disclosure.getByText(enProducts.products.understood).click();
    await disclosure.getByTestId('disclosure-accept').click();
    await page.getByTestId('fund-tabs').waitFor();

    const [fund] = await openFunds(page);
    const want = expected(fund, 3);
    Object.assign(desk, { fund, want });
    const card = page.locator(`[data-testid="fund-card"][data-fund-id="${fund.id}"]`);
    await card.waitFor();
    await expect(card.textContent()).resolves.toContain(fund.name);
    await page.getByTestId('fund-summary-empty').waitFor();
    expect(await seriousViolations(page, '/pc/account/fund')).toEqual([]);
    await screenshot(page, 'fund-desktop-en-US');

    // The detail: terms, pool, rebates and the reserve; Buy from there opens the purchase dialog.
    await card.getByRole('button', { name: F.detail }).click();
    const detail = page.getByTestId('fund-detail');
    await expect.poll(() => detail.textContent()).toContain(F.value.fullyReserved);
    await expect(detail.textContent()).resolves.toContain(F.value.days.replace('{{n}}', String(fund.cycleDays)));
    await page.locator('.ant-modal').filter({ has: detail }).getByRole('button', { name: F.buy, exact: true }).click();
    await detail.waitFor({ state: 'detached' });
    const dialog = page.getByTestId('fund-buy');
    await dialog.waitFor();
    await page.getByTestId('fund-shares').fill('3');
    await expect.poll(() => dialog.getByTestId('fund-buy-amount').textContent()).toBe(want.amount);
    await expect(dialog.getByTestId('fund-buy-daily').textContent()).resolves.toBe(want.firstDay);
    await expect(dialog.getByTestId('fund-buy-cycle').textContent()).resolves.toBe(want.cycle);
    await expect.poll(() => dialog.getByTestId('fund-buy-available').textContent()).toBe('1,000 USDT');
    // Checked before it is sent: the fund password first, then a whole number of shares.
    await page.getByTestId('fund-buy-confirm').click();
    await expectToast(page, msg.enterFundPassword);
    await page.getByTestId('fund-shares').fill('1.5');
    await dialog.getByText(F.error.wholeNumber).waitFor();
    await page.getByTestId('fund-shares').fill('3');
    await dialog.locator('input[type="password"]').fill('123456');
    expect(await seriousViolations(page, '/pc/account/fund purchase dialog')).toEqual([]);
    await screenshot(page, 'fund-buy-desktop-en-US');
    const answer = page.waitForResponse((r) => r.url().endsWith('/bb/fund/buy'));
    await page.getByTestId('fund-buy-confirm').click();
    expect(((await (await answer).json()) as { code: number }).code).toBe(1);

    // The holding, in My funds at once; its first day is paid in the next morning's window.
    const holding = page.locator(`[data-testid="fund-holdings"] tr[data-fund-id="${fund.id}"]`);
    await holding.waitFor();
    await expect(page.getByTestId('fund-page').getAttribute('data-tab')).resolves.toBe('my');
    await expect(holding.getByTestId('holding-total').textContent()).resolves.toBe('0 USDT');
    expect(desk.errors).toEqual([]);
  }, 120_000);

  it('mobile: a visitor sees the funds and is asked to log in; a user buys from Home, and the holding shows in My funds', async () => {
    const guest = await (await newContext(browser, 'mobile', server.baseUrl)).newPage();
    await guest.goto('/fund');
    const guestCard = guest.getByTestId('fund-card').first();
    await guestCard.waitFor();
    await guestCard.getByTestId('fund-buy-open').filter({ hasText: F.loginToBuy }).click();
    await guest.waitForURL((u) => new URL(u.href).pathname === '/login');
    await guest.context().close();

    const { page } = await freshUser(browser, 'mobile', server.baseUrl, 'fund-m');
    mob.page = page;
    mob.errors = watchErrors(page);
    await approvedDeposit(server, page, '500');
    await pageApi(page, '/product/accept', { product: 'fund', version: String(latestDisclosureVersion('fund')) });
    const funds = await openFunds(page);
    const fund = funds[1] ?? funds[0];
    const want = expected(fund, 2);
    Object.assign(mob, { fund, want });

    // Home's entry grid leads to the funds.
    await page.goto('/');
    await page.getByRole('link', { name: core.pc.account.fund }).click();
    await page.waitForURL((u) => new URL(u.href).pathname === '/fund');
    const card = page.locator(`[data-testid="fund-card"][data-fund-id="${fund.id}"]`);
    await card.waitFor();
    expect(await seriousViolations(page, '/fund')).toEqual([]);
    await screenshot(page, 'fund-mobile-en-US');

    await card.getByRole('button', { name: F.detail }).click();
    await expect.poll(() => card.getByTestId('fund-detail').textContent()).toContain(F.value.fullyReserved);
    await card.getByTestId('fund-buy-open').click();
    const popup = page.getByTestId('fund-buy');
    await popup.waitFor();
    await popup.locator('#mf-shares').fill('2');
    await expect.poll(() => popup.getByTestId('fund-buy-amount').textContent()).toBe(want.amount);
    await expect(popup.getByTestId('fund-buy-daily').textContent()).resolves.toBe(want.firstDay);
    await expect(popup.getByTestId('fund-buy-cycle').textContent()).resolves.toBe(want.cycle);
    await popup.getByTestId('fund-pwd').locator('input').fill('123456');
    expect(await seriousViolations(page, '/fund purchase popup')).toEqual([]);
    await screenshot(page, 'fund-buy-mobile-en-US');
    const answer = page.waitForResponse((r) => r.url().endsWith('/bb/fund/buy'));
    await popup.getByTestId('fund-buy-confirm').click();
    expect(((await (await answer).json()) as { code: number }).code).toBe(1);
    await page.waitForURL((u) => new URL(u.href).pathname === '/fund/my');
    const holding = page.locator(`[data-testid="fund-holdings"] [data-fund-id="${fund.id}"]`);
    await holding.waitFor();
    expect(mob.errors).toEqual([]);
  }, 120_000);

  it('sends a user without a fund password to set one, from the dialog (desktop) and the popup (mobile)', async () => {
    const { page, token } = await userWithoutFundPassword(browser, server.baseUrl);
    await page.goto('/pc/account/fund?type=10');
    await page.getByTestId('fund-card').first().getByTestId('fund-buy-open').click();
    const notice = page.getByTestId('fund-no-password');
    await notice.waitFor();
    await modalOpened(page);
    await expect(page.getByTestId('fund-buy-confirm').isDisabled()).resolves.toBe(true);
    await notice.getByRole('link', { name: F.setFundPassword }).click();
    await page.waitForURL((u) => new URL(u.href).pathname === '/pc/setting/password');
    await page.context().close();

    const phone = await (await newContext(browser, 'mobile', server.baseUrl)).newPage();
    await phone.goto('/bb/health');
    await phone.evaluate((tk) => {
      localStorage.setItem('User-Token', tk);
      localStorage.setItem('User-Login', 'true');
    }, token);
    await phone.goto('/fund');
    await phone.getByTestId('fund-card').first().getByTestId('fund-buy-open').click();
    await phone.getByTestId('fund-no-password').getByRole('link', { name: F.setFundPassword }).click();
    await phone.waitForURL((u) => new URL(u.href).pathname === '/security/fund-password');
    await phone.context().close();
  }, 60_000);

  it("pays the first day in the next morning's maintenance run, once, and both interfaces show it in My funds and Earnings", async () => {
    expect(await runOps(server, ['fund:run-now'], { clockAheadMs: untilTomorrowMorning() })).toMatch(/^fund accrual jobs run: [1-9]/);
    // Paid once: a second run finds nothing due.
    expect(await runOps(server, ['fund:run-now'], { clockAheadMs: untilTomorrowMorning() })).toMatch(/^fund accrual jobs run: 0/);
    {
      const { page, fund, want, errors } = desk;
      const card = page.locator(`[data-testid="fund-card"][data-fund-id="${fund.id}"]`);
      const holding = page.locator(`[data-testid="fund-holdings"] tr[data-fund-id="${fund.id}"]`);
      await page.reload();
      await expect.poll(() => holding.getByTestId('holding-total').textContent()).toBe(want.firstDay);
      await expect(page.getByTestId('fund-summary-earned').textContent()).resolves.toBe(want.firstDay);
      await expect(page.getByTestId('fund-summary-principal').textContent()).resolves.toBe(want.amount);
      await page.getByRole('tab', { name: F.tabs.earnings }).click();
      const interest = page.locator('[data-testid="fund-earnings"] tr[data-kind="interest"]');
      await expect.poll(() => interest.getByTestId('earning-amount').textContent()).toBe(want.firstDay);
      await expect(interest.count()).resolves.toBe(1);
      expect(await seriousViolations(page, '/pc/account/fund earnings')).toEqual([]);
      await screenshot(page, 'fund-earnings-desktop-en-US');

      // Arabic, right to left.
      await page.evaluate(() => localStorage.setItem('User-Lang', 'ar-AE'));
      await page.goto('/pc/account/fund?type=10');
      await card.waitFor();
      await expect(page.evaluate(() => document.documentElement.dir)).resolves.toBe('rtl');
      expect(await seriousViolations(page, '/pc/account/fund ar-AE')).toEqual([]);
      await screenshot(page, 'fund-desktop-ar-AE');
      await page.goto('/pc/account/fund?type=10&tab=my');
      await holding.waitFor();
      await screenshot(page, 'fund-my-desktop-ar-AE');
      expect(errors).toEqual([]);
      await page.context().close();
    }
    {
      const { page, fund, want, errors } = mob;
      const card = page.locator(`[data-testid="fund-card"][data-fund-id="${fund.id}"]`);
      const holding = page.locator(`[data-testid="fund-holdings"] [data-fund-id="${fund.id}"]`);
      await page.reload();
      await expect.poll(() => holding.getByTestId('holding-total').textContent()).toBe(want.firstDay);
      await expect(page.getByTestId('fund-summary-earned').textContent()).resolves.toBe(want.firstDay);
      expect(await seriousViolations(page, '/fund/my')).toEqual([]);
      await screenshot(page, 'fund-my-mobile-en-US');
      await page.getByRole('tab', { name: F.tabs.earnings }).click();
      const interest = page.locator('[data-testid="fund-earnings"] [data-kind="interest"]');
      await expect.poll(() => interest.getByTestId('earning-amount').textContent()).toBe(`+${want.firstDay}`);
      await screenshot(page, 'fund-earnings-mobile-en-US');

      // The asset records name every movement: the purchase (out of the coin account, into the fund account) and the interest.
      await page.goto('/assets/records?tab=asset');
      const A = enAssets.assets;
      const record = (type: string, wallet: string) => page.locator(`.ma-record[data-type="${type}"][data-wallet="${wallet}"] .ma-record__title`);
      await expect(record('fund_interest', 'coin').textContent()).resolves.toBe(`${A.ledger.fund_interest} · ${A.coinAccount}`);
      await expect(record('fund_buy', 'fund').textContent()).resolves.toBe(`${A.ledger.fund_buy} · ${A.fundAccount}`);
      await expect(record('fund_buy', 'coin').textContent()).resolves.toBe(`${A.ledger.fund_buy} · ${A.coinAccount}`);

      // My → Funds, and the screens in Chinese.
      await page.goto('/my');
      await page.getByTestId('my-fund').click();
      await page.waitForURL((u) => new URL(u.href).pathname === '/fund');
      await page.evaluate(() => localStorage.setItem('User-Lang', 'zh-CN'));
      await page.reload();
      await card.waitFor();
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('基金');
      await screenshot(page, 'fund-mobile-zh-CN');
      await page.goto('/fund/my');
      await holding.waitFor();
      expect(await seriousViolations(page, '/fund/my zh-CN')).toEqual([]);
      await screenshot(page, 'fund-my-mobile-zh-CN');
      expect(errors).toEqual([]);
      await page.context().close();
    }
  }, 150_000);
});
