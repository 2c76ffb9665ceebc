import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import enAssets from '../packages/i18n/locales/web/assets/en-US.json' with { type: 'json' };
import zhAssets from '../packages/i18n/locales/web/assets/zh-CNT.json' with { type: 'json' };
import msg from '../packages/i18n/locales/en-US.json' with { type: 'json' };
import en from '../packages/i18n/locales/web/en-US.json' with { type: 'json' };
import enSafety from '../packages/i18n/locales/web/withdraw-safety/en-US.json' with { type: 'json' };
import { hasChromium } from './support/chromium';
import { DEMO, expectToast, freshUser, latestCode, launchBrowser, loginByApi, pageApi, navigateInApp, newContext, screenshot as save, watchErrors } from './support/browser';
import { startServer, type TServer } from './support/server';
import { startOutsideFeeds, type TOutsideFeeds } from './support/outside-feeds';
import { seriousViolations } from './support/axe';

const A = enAssets.assets;
const S = enSafety.withdrawSafety;

/** A 1×1 PNG, the payment proof of a deposit. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** A well-formed TRC20 address (docs/api.md §1.10: T + 33 base58). */
const TRC20_ADDRESS = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';

type TAssetRow = { currency: string; available: string; frozen: string; usdtValue: string };
type TWallet = { list: TAssetRow[]; totalUsdt: string };

const rowOf = (page: Page, testId: string, key: string) => page.getByTestId(testId).locator(`tr[data-row-key="${key}"]`);
const fieldError = (page: Page, text: string) => page.locator('.da-field__error').filter({ hasText: text });

/** A screenshot of the screen itself: the toasts of earlier steps (checked already) are hidden for it. */
async function screenshot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.querySelectorAll<HTMLElement>('.ant-message').forEach((e) => (e.style.visibility = 'hidden')));
  await save(page, name);
  await page.evaluate(() => document.querySelectorAll<HTMLElement>('.ant-message').forEach((e) => (e.style.visibility = '')));
}

/** Moves within the app (no reload) and back to the top of the page, as a click on a link does. */
async function go(page: Page, url: string): Promise<void> {
  await navigateInApp(page, url);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** A catalog key left on screen ("assets.fee") means a missing translation. */
async function expectNoRawKeys(page: Page): Promise<void> {
  const text = await page.locator('.pc-main').innerText();
  expect(text.match(/\b(d?assets|pc|msg|common|security|progress)\.[a-zA-Z_]+/g)).toBeNull();
}

describe.skipIf(!hasChromium)('desktop interface: assets', () => {
  let server: TServer;
  let feeds: TOutsideFeeds;
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    // Values are checked to the cent: the index comes from steady outside venues (the demo reference walks).
    feeds = await startOutsideFeeds({ isSteady: true });
    server = await startServer({ env: feeds.env });
    browser = await launchBrowser();
    page = await (await newContext(browser, 'desktop', server.baseUrl)).newPage();
    errors = watchErrors(page);
    await loginByApi(page);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await feeds?.stop();
  });

  it('shows the total, both accounts with available and frozen, search, hide-small and the eye toggle', async () => {
    const coin = await pageApi<TWallet>(page, '/user/assets', { wallet: 'coin' });
    await page.goto('/pc/account/assert');
    await page.getByTestId('total-usdt').waitFor();
    // Both wallets are counted; the demo contract wallet starts empty, so the total is the coin wallet's.
    const total = Number(coin.totalUsdt).toLocaleString('en-US', { minimumFractionDigits: 4, maximumFractionDigits: 4 });
    await expect.poll(() => page.getByTestId('total-usdt').textContent()).toContain(total.split('.')[0]);
    await expect(page.getByTestId('total-btc').textContent()).resolves.toMatch(/^≈ [\d,.]+ BTC$/);
    await rowOf(page, 'assets-table-coin', 'USDT').waitFor();
    await expect(rowOf(page, 'assets-table-coin', 'USDT').textContent()).resolves.toContain('10,000.0000');
    await expect(rowOf(page, 'assets-table-coin', 'BTC').textContent()).resolves.toContain('1.0000');
    await expect(page.getByTestId('assets-table-coin').locator('tbody tr.ant-table-row').count()).resolves.toBe(coin.list.length);
    await expectNoRawKeys(page);
    await screenshot(page, 'desktop-assets-overview-en-US');

    // Hide small assets (SPEC §9): only assets worth more than 0.1 USDT stay.
    const big = coin.list.filter((r) => Number(r.usdtValue) > 0.1).length;
    await page.getByText(A.hideSmall, { exact: true }).click();
    await expect.poll(() => page.getByTestId('assets-table-coin').locator('tbody tr.ant-table-row').count()).toBe(big);
    await page.getByTestId('assets-search').fill('bt');
    await expect.poll(() => page.getByTestId('assets-table-coin').locator('tbody tr.ant-table-row').count()).toBe(1);
    await rowOf(page, 'assets-table-coin', 'BTC').waitFor();
    await page.getByTestId('assets-search').fill('');

    // The contract account is empty at first: with hide-small on, nothing matches.
    await page.getByRole('tab', { name: A.contractAccount }).click();
    await page.getByTestId('assets-table-contract').getByText(A.noMatch).waitFor();
    await page.getByText(A.hideSmall, { exact: true }).click();
    await rowOf(page, 'assets-table-contract', 'USDT').waitFor();
    await expect(rowOf(page, 'assets-table-contract', 'USDT').textContent()).resolves.toContain('0.0000');

    await page.getByTestId('mask-toggle').click();
    await expect(page.getByTestId('total-usdt').textContent()).resolves.toContain('******');
    await page.getByTestId('mask-toggle').click();
    await expect(page.getByTestId('total-usdt').textContent()).resolves.not.toContain('******');
  });

  it('shows the deposit address with QR code and memo, and files a deposit with a proof, pending review', async () => {
    const addr = await pageApi<{ address: string }>(page, '/user/deposit/address', { currency: 'USDT', chain: 'TRC20' });
    await page.goto('/pc/account/recharge?coin=USDT');
    await expect.poll(() => page.getByTestId('deposit-address').textContent()).toBe(addr.address);
    await page.getByTestId('deposit-qr').waitFor();
    // The demo user was funded by approved deposits: they are listed as completed.
    await page.getByTestId('deposit-records').locator('tbody tr.ant-table-row').first().getByText(A.status.finished).waitFor();
    await screenshot(page, 'desktop-assets-deposit-en-US');

    const form = page.getByTestId('deposit-form');
    await form.locator('button[type=submit]').click();
    await fieldError(page, msg.enterAmount).waitFor();
    await form.locator('input[name="amount"]').fill('0.5');
    await form.locator('button[type=submit]').click();
    await fieldError(page, msg.amountBelowMinimum).waitFor();
    await expectToast(page, msg.amountBelowMinimum);
    await form.locator('input[name="amount"]').fill('50');
    await form.locator('button[type=submit]').click();
    await fieldError(page, msg.uploadProof).waitFor();
    await form.getByTestId('proof-file').setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG });
    await form.locator('.da-proof__img').waitFor();
    await form.locator('button[type=submit]').click();
    await expectToast(page, msg.submittedForReview);
    const first = page.getByTestId('deposit-records').locator('tbody tr.ant-table-row').first();
    await expect.poll(() => first.textContent()).toContain(A.status.pending);
    await expect(first.textContent()).resolves.toMatch(/USDT.*TRC20.*50/);
    // The proof is private: the page fetches it with the session and links to what it fetched.
    await expect.poll(() => first.getByRole('link', { name: A.viewProof }).getAttribute('href')).toMatch(/^blob:/);
    await page.getByTestId('deposit-records').scrollIntoViewIfNeeded();
    await screenshot(page, 'desktop-assets-deposit-applied-en-US');

    // XRP needs a memo (tag): it is shown with the address.
    await go(page, '/pc/account/recharge?coin=XRP');
    await page.getByTestId('deposit-memo').waitFor();
    await expect(page.getByTestId('deposit-address').textContent()).resolves.toMatch(/^r/);
    await screenshot(page, 'desktop-assets-deposit-xrp-en-US');
  });

  it('moves USDT from the coin to the contract account, and shows it in both accounts and the records', async () => {
    const before = await pageApi<TWallet>(page, '/user/assets', { wallet: 'coin' });
    const usdt = before.list.find((r) => r.currency === 'USDT')!;
    await page.goto('/pc/account/transfer?coin=USDT&type=1');
    await expect.poll(() => page.getByTestId('transfer-available').textContent()).toContain(Number(usdt.available).toLocaleString('en-US'));
    // Towards the contract account a note says what the money there is for, and that it can come back.
    expect(await page.getByTestId('contract-note').textContent()).toContain(S.contractTitle);
    const form = page.getByTestId('transfer-form');
    await form.locator('button[type=submit]').click();
    await fieldError(page, msg.enterAmount).waitFor();
    await form.locator('input[name="amount"]').fill('99999999');
    await form.locator('button[type=submit]').click();
    await expectToast(page, msg.insufficientBalance);
    await form.locator('input[name="amount"]').fill('100.5');
    await form.locator('button[type=submit]').click();
    await expectToast(page, msg.transferSuccess);
    await expect.poll(() => form.locator('input[name="amount"]').inputValue()).toBe('');

    // Two records, one per wallet, newest first.
    const rows = page.getByTestId('asset-records').locator('tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(2);
    const texts = await rows.evaluateAll((trs) => trs.slice(0, 2).map((tr) => tr.textContent ?? ''));
    expect(texts.some((t) => t.includes(A.contractAccount) && t.includes('+100.5'))).toBe(true);
    expect(texts.some((t) => t.includes(A.coinAccount) && t.includes('-100.5'))).toBe(true);
    expect(texts.every((t) => t.includes(A.ledger.transfer))).toBe(true);
    await screenshot(page, 'desktop-assets-transfer-en-US');

    // The other way round: the contract account is the source now.
    await form.getByTestId('transfer-switch').click();
    await expect.poll(() => form.getByTestId('transfer-from').textContent()).toBe(A.contractAccount);
    await expect.poll(() => page.getByTestId('transfer-available').textContent()).toContain('100.5');
    expect(await page.getByTestId('contract-note').count()).toBe(0);

    const after = await pageApi<TWallet>(page, '/user/assets', { wallet: 'coin' });
    expect(Number(after.list.find((r) => r.currency === 'USDT')!.available)).toBe(Number(usdt.available) - 100.5);
    await go(page, '/pc/account/assert?tab=contract');
    await expect.poll(() => rowOf(page, 'assets-table-contract', 'USDT').textContent()).toContain('100.5000');
    await screenshot(page, 'desktop-assets-overview-contract-en-US');

    // The records tab of the overview filters by type.
    await go(page, '/pc/account/assert?tab=records');
    await expect.poll(() => page.getByTestId('asset-records').locator('tbody tr.ant-table-row').count()).toBeGreaterThan(2);
    await page.getByTestId('asset-records').locator('.da-filter').nth(1).click();
    await page.locator('.ant-select-item-option').filter({ hasText: A.recordType.t2 }).click();
    await page.locator('.ant-select-dropdown').waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByTestId('asset-records').locator('tbody tr.ant-table-row').count()).toBe(2);
    await screenshot(page, 'desktop-assets-records-en-US');
  });

  /** Clicks "Get code" in a form and types the code the demo outbox received for the purpose. */
  async function fillCode(target: Page, scope: ReturnType<Page['getByTestId']>, to: string, purpose: 'withdraw' | 'address'): Promise<void> {
    await scope.getByRole('button', { name: en.auth.getCode }).click();
    await expectToast(target, msg.codeSent);
    await scope.locator('input[name="code"]').fill(await latestCode(server.baseUrl, to, purpose));
  }

  /** A new user with a fund password, logged in on a page of its own (each user's codes wait 60 s apart). */
  const newUser = () => freshUser(browser, 'desktop', server.baseUrl, 'da');

  it('withdraws to a newly added address through a summary, a code and the fund password; cancels it', async () => {
    await page.goto('/pc/account/withdrawel?coin=USDT&chain=TRC20');
    const form = page.getByTestId('withdraw-form');
    await form.locator('button[type=submit]').click();
    await fieldError(page, msg.addressNotInBook).waitFor();
    await screenshot(page, 'desktop-assets-withdraw-empty-en-US');

    // Add an address from the withdrawal page; the form brings the user back with it chosen.
    await form.getByTestId('add-address-link').click();
    await page.waitForURL(/\/pc\/setting\/addaddress\?coin=USDT&chain=TRC20/);
    const book = page.getByTestId('address-form');
    await book.locator('input[name="address"]').fill('T-not-an-address');
    await book.locator('button[type=submit]').click();
    await fieldError(page, msg.addressInvalid).waitFor();
    await screenshot(page, 'desktop-assets-address-add-en-US');
    await book.locator('input[name="address"]').fill(TRC20_ADDRESS);
    await book.locator('input[name="remark"]').fill('cold wallet');
    // A new address needs the fund password and a code sent to the user's own e-mail.
    await book.locator('button[type=submit]').click();
    await fieldError(page, msg.enterFundPassword).waitFor();
    await book.locator('input[name="fundPwd"]').fill(DEMO.fundPassword);
    await book.locator('button[type=submit]').click();
    await fieldError(page, msg.enterCode).waitFor();
    await fillCode(page, book, DEMO.email, 'address');
    await screenshot(page, 'desktop-assets-address-proof-en-US');
    await book.locator('button[type=submit]').click();
    await expectToast(page, msg.createdSuccess);
    await page.waitForURL(/\/pc\/account\/withdrawel\?coin=USDT&chain=TRC20/);
    await expect.poll(() => form.locator('.da-address .ant-select').textContent()).toContain(TRC20_ADDRESS);

    // Below the chain's minimum (10 USDT on TRC20), then a wrong fund password.
    // "All" asks for the most that amount + fee allows: 10000 - 100.5 moved - 1 fee.
    await form.getByTestId('withdraw-all').click();
    await expect.poll(() => form.locator('input[name="amount"]').inputValue()).toBe('9898.5');
    await form.locator('input[name="amount"]').fill('5');
    await form.locator('button[type=submit]').click();
    await fieldError(page, msg.amountBelowMinimum).waitFor();
    await expectToast(page, msg.amountBelowMinimum);
    await form.locator('input[name="amount"]').fill('100');
    await expect(form.getByTestId('quote-fee').textContent()).resolves.toBe('1 USDT');
    await expect(form.getByTestId('quote-arrival').textContent()).resolves.toBe('100 USDT');
    await expect(form.getByTestId('quote-total').textContent()).resolves.toBe('101 USDT');
    await form.locator('input[name="remark"]').fill('rent');
    await screenshot(page, 'desktop-assets-withdraw-en-US');

    // The summary step: what the withdrawal will do, then the code and the fund password.
    await form.locator('button[type=submit]').click();
    const confirm = page.getByTestId('withdraw-confirm');
    await confirm.waitFor();
    const line = (field: string) => confirm.locator(`[data-testid="withdraw-summary"] [data-field="${field}"]`).textContent();
    expect(await line('coin')).toBe('USDT');
    expect(await line('chain')).toBe('TRC20');
    expect(await line('address')).toBe(TRC20_ADDRESS);
    expect(await line('remark')).toBe('rent');
    expect(await line('amount')).toBe('100 USDT');
    expect(await line('fee')).toBe('1 USDT');
    expect(await line('arrival')).toBe('100 USDT');
    expect(await line('total')).toBe('101 USDT');
    const send = confirm.getByTestId('withdraw-send');
    await send.click();
    await fieldError(page, msg.enterFundPassword).waitFor();
    await confirm.locator('input[name="fundPwd"]').fill('000000');
    await send.click();
    await fieldError(page, msg.enterCode).waitFor();
    await fillCode(page, confirm, DEMO.email, 'withdraw');
    await send.click();
    await expectToast(page, msg.fundPasswordIncorrect);
    await expect.poll(() => confirm.locator('input[name="fundPwd"]').inputValue()).toBe('');
    await confirm.locator('input[name="fundPwd"]').fill(DEMO.fundPassword);
    await screenshot(page, 'desktop-assets-withdraw-summary-en-US');
    await send.click();
    await expectToast(page, msg.submittedForReview);
    await expect.poll(() => form.locator('input[name="amount"]').inputValue()).toBe('');

    const first = page.getByTestId('withdraw-records').locator('tbody tr.ant-table-row').first();
    await expect.poll(() => first.textContent()).toContain(A.status.pending);
    const cells = await first.locator('td').allTextContents();
    expect(cells.slice(1, 8)).toEqual(['USDT', 'TRC20', TRC20_ADDRESS, '100', '1', '100', A.status.pending]);
    await page.getByTestId('withdraw-records').scrollIntoViewIfNeeded();
    await screenshot(page, 'desktop-assets-withdraw-records-en-US');

    // Amount + fee are frozen in the coin account.
    await go(page, '/pc/account/assert');
    await expect.poll(() => rowOf(page, 'assets-table-coin', 'USDT').locator('td').nth(2).textContent()).toBe('101.0000');

    // Still pending: the user cancels it (after a confirmation); amount + fee are available again.
    await go(page, '/pc/account/withdrawel?coin=USDT&chain=TRC20');
    const pending = page.getByTestId('withdraw-records').locator('tbody tr.ant-table-row').first();
    await pending.getByTestId('withdrawal-cancel').click();
    const popconfirm = page.locator('.ant-popconfirm').filter({ hasText: S.cancelTitle });
    await popconfirm.waitFor();
    await screenshot(page, 'desktop-assets-withdraw-cancel-confirm-en-US');
    await popconfirm.getByRole('button', { name: S.cancelOk }).click();
    await expectToast(page, msg.withdrawalCancelled);
    await expect.poll(() => pending.textContent()).toContain(S.cancelled);
    expect(await pending.getByTestId('withdrawal-cancel').count()).toBe(0);
    await go(page, '/pc/account/assert');
    await expect.poll(() => rowOf(page, 'assets-table-coin', 'USDT').locator('td').nth(2).textContent()).toBe('0.0000');
  });

  it('lists, edits and deletes address-book entries; a memo network asks for the memo', async () => {
    await page.goto('/pc/setting/addresslist');
    const row = page.getByTestId('address-book').locator('tbody tr.ant-table-row').first();
    await expect.poll(() => row.textContent()).toContain(TRC20_ADDRESS);
    await expect(row.textContent()).resolves.toContain('cold wallet');
    await screenshot(page, 'desktop-assets-address-book-en-US');

    await row.getByRole('link', { name: A.edit }).click();
    await page.waitForURL(/\/pc\/setting\/address\?id=\d+/);
    const form = page.getByTestId('address-form');
    await expect.poll(() => form.locator('input[name="remark"]').inputValue()).toBe('cold wallet');
    await form.locator('input[name="remark"]').fill('hardware wallet');
    // A new note on TRC20 does not change where money goes: no proofs are asked.
    expect(await form.locator('input[name="fundPwd"]').count()).toBe(0);
    await screenshot(page, 'desktop-assets-address-edit-en-US');
    await form.locator('button[type=submit]').click();
    await expectToast(page, msg.modifySuccess);
    await page.waitForURL(/\/pc\/setting\/addresslist$/);
    await expect.poll(() => row.textContent()).toContain('hardware wallet');

    // XRP needs its tag in the remark; another user adds it (each user's address codes are 60 s apart).
    await page.getByTestId('address-add').click();
    await page.waitForURL(/\/pc\/setting\/addaddress/);
    const { page: other, email } = await newUser();
    await other.goto('/pc/setting/addaddress?coin=XRP&back=/setting/addresslist');
    const otherForm = other.getByTestId('address-form');
    await otherForm.locator('label', { hasText: A.memo }).waitFor();
    await otherForm.locator('input[name="address"]').fill('rQZrC2Ed5zWCK9MDLF2aTqDHxhYi3rMkdx');
    await otherForm.locator('button[type=submit]').click();
    await fieldError(other, msg.memoRequired).waitFor();
    await otherForm.locator('input[name="remark"]').fill('100001');
    await otherForm.locator('input[name="fundPwd"]').fill(DEMO.fundPassword);
    await fillCode(other, otherForm, email, 'address');
    await otherForm.locator('button[type=submit]').click();
    await expectToast(other, msg.createdSuccess);
    await other.waitForURL(/\/pc\/setting\/addresslist$/);
    const rows = other.getByTestId('address-book').locator('tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(1);

    await rows.first().getByRole('button', { name: A.delete }).click();
    await other.locator('.ant-popconfirm').getByRole('button', { name: A.delete }).click();
    await expectToast(other, msg.deletedSuccess);
    await expect.poll(() => rows.count()).toBe(0);
    await other.context().close();
  });

  it('pages the asset records, 10 a page', async () => {
    const all = await pageApi<{ totalRow: number }>(page, '/contract/getAssetsRecord', {});
    expect(all.totalRow).toBeGreaterThan(10);
    await page.goto('/pc/account/assert?tab=records');
    const rows = page.getByTestId('asset-records').locator('tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(10);
    const firstPage = await rows.first().textContent();
    await page.getByTestId('asset-records').locator('.ant-pagination-item-2').click();
    await expect.poll(() => rows.count()).toBe(all.totalRow - 10);
    await expect(rows.first().textContent()).resolves.not.toBe(firstPage);
  });

  it('gives a new user the day\'s demo funds from the assets page; the trade form offers them while the balance is empty', async () => {
    const { page: fresh } = await newUser();
    await fresh.goto('/pc/home/detail?symbol=btcusdt');
    for (const side of ['buy', 'sell']) await fresh.getByTestId(`order-form-${side}`).getByTestId('demo-funds').filter({ hasText: en.demoFunds.tradeHint }).waitFor();

    await go(fresh, '/pc/account/assert');
    // The trade page's two offers are gone before the assets page's one is looked for.
    await fresh.getByTestId('order-form-buy').waitFor({ state: 'detached' });
    const offer = fresh.locator('[data-testid="demo-funds"][data-state="offer"]');
    await offer.filter({ hasText: en.demoFunds.title }).waitFor();
    expect(await offer.textContent()).toContain('1,000 USDT, 0.01 BTC, 0.2 ETH');
    expect(await seriousViolations(fresh, 'desktop demo funds offer')).toEqual([]);
    await screenshot(fresh, 'desktop-assets-demo-funds-en-US');
    // The same offer right to left in Arabic and in Japanese, then back to English to take it.
    for (const lang of ['ar-AE', 'ja-JP', 'en-US']) {
      await fresh.evaluate((l) => localStorage.setItem('User-Lang', l), lang);
      await fresh.reload();
      await offer.getByTestId('demo-funds-claim').waitFor();
      if (lang === 'en-US') break;
      expect(await seriousViolations(fresh, `desktop demo funds offer ${lang}`)).toEqual([]);
      await screenshot(fresh, `desktop-assets-demo-funds-${lang}`);
    }
    await offer.getByTestId('demo-funds-claim').click();
    await expectToast(fresh, msg.demoFundsReceived);
    await fresh.locator('[data-testid="demo-funds"][data-state="claimed"]').waitFor();
    await expect.poll(() => rowOf(fresh, 'assets-table-coin', 'USDT').locator('td').nth(1).textContent()).toContain('1,000');

    // The trade form now has what to spend, and no offer.
    await go(fresh, '/pc/home/detail?symbol=btcusdt');
    await expect.poll(() => fresh.getByTestId('available-buy').textContent()).toBe('1,000');
    expect(await fresh.getByTestId('demo-funds').count()).toBe(0);
    await fresh.context().close();
  });

  it('shows loading, then a failure with its reason and a retry that recovers', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/bb/user/assets', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/pc/account/assert');
    await page.getByTestId('assets-summary').locator('.ant-skeleton').waitFor();
    await screenshot(page, 'desktop-assets-overview-loading-en-US');
    release();
    await page.getByTestId('total-usdt').waitFor();
    await page.unroute('**/bb/user/assets');

    const failure = { code: 0, msg: msg.serverBusy, data: null };
    await page.route('**/bb/user/assets', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(failure) }));
    await page.goto('/pc/account/assert');
    await page.locator('.da-load-error').filter({ hasText: msg.serverBusy }).first().waitFor();
    await screenshot(page, 'desktop-assets-overview-error-en-US');
    await page.unroute('**/bb/user/assets');
    await page.getByTestId('assets-summary').getByRole('button', { name: A.retry }).click();
    await page.getByTestId('total-usdt').waitFor();

    // No deposit address provider: the reason replaces the address, the rest of the page stays.
    const unavailable = { code: 0, msg: msg.depositAddressUnavailable, data: null };
    await page.route('**/bb/user/deposit/address', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(unavailable) }));
    await page.goto('/pc/account/recharge?coin=BTC');
    await page.locator('.da-load-error').filter({ hasText: msg.depositAddressUnavailable }).waitFor();
    await screenshot(page, 'desktop-assets-deposit-unavailable-en-US');
    await page.unroute('**/bb/user/deposit/address');
  });

  it('renders the overview and the withdrawal page in Arabic (right-to-left) and traditional Chinese', async () => {
    for (const lang of ['ar-AE', 'zh-CNT'] as const) {
      await page.evaluate((l) => localStorage.setItem('User-Lang', l), lang);
      await page.goto('/pc/account/assert');
      await page.getByTestId('total-usdt').waitFor();
      await rowOf(page, 'assets-table-coin', 'USDT').waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar-AE' ? 'rtl' : 'ltr');
      await expectNoRawKeys(page);
      if (lang === 'zh-CNT') await page.getByRole('tab', { name: zhAssets.assets.coinAccount }).waitFor();
      await screenshot(page, `desktop-assets-overview-${lang}`);
      await page.goto('/pc/account/withdrawel?coin=USDT&chain=TRC20');
      await page.getByTestId('withdraw-records').locator('tbody tr.ant-table-row').first().waitFor();
      await page.getByTestId('withdraw-form').locator('input[name="amount"]').fill('20');
      await expectNoRawKeys(page);
      await screenshot(page, `desktop-assets-withdraw-${lang}`);
      await page.getByTestId('withdraw-form').locator('button[type=submit]').click();
      await page.getByTestId('withdraw-confirm').waitFor();
      await expectNoRawKeys(page);
      await screenshot(page, `desktop-assets-withdraw-summary-${lang}`);
      await page.goto('/pc/setting/addaddress?coin=XRP');
      await page.getByTestId('address-form').locator('input[name="fundPwd"]').waitFor();
      await expectNoRawKeys(page);
      await screenshot(page, `desktop-assets-address-form-${lang}`);
      await page.goto('/pc/account/transfer?coin=USDT&type=1');
      await page.getByTestId('contract-note').waitFor();
      await screenshot(page, `desktop-assets-transfer-${lang}`);
    }
    await page.evaluate(() => localStorage.setItem('User-Lang', 'en-US'));
    expect(errors).toEqual([]);
  });
});
