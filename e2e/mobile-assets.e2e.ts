import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import enAmounts from '../packages/i18n/locales/web/amounts/en-US.json' with { type: 'json' };
import enAssets from '../packages/i18n/locales/web/assets/en-US.json' with { type: 'json' };
import en from '../packages/i18n/locales/web/en-US.json' with { type: 'json' };
import enSafety from '../packages/i18n/locales/web/withdraw-safety/en-US.json' with { type: 'json' };
import msg from '../packages/i18n/locales/en-US.json' with { type: 'json' };
import { hasChromium } from './support/chromium';
import { DEMO, expectToast, freshUser, latestCode, launchBrowser, loginByApi, pageApi, navigateInApp, newContext, screenshot as takeScreenshot, unique, watchErrors } from './support/browser';
import { startServer, type TServer } from './support/server';
import { startOutsideFeeds, type TOutsideFeeds } from './support/outside-feeds';

const A = enAssets.assets;
const S = enSafety.withdrawSafety;

/** A well-formed TRC20 address (docs/api.md §1.10: T + 33 base58). */
const TRC20_ADDRESS = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';

type TAssetRow = { currency: string; available: string; frozen: string; usdtValue: string };

/** A screenshot once toasts have gone and sheets have finished closing, so each shows the screen itself. */
async function screenshot(page: Page, name: string): Promise<void> {
  await page
    .waitForFunction(() => [...document.querySelectorAll('.adm-toast-main')].every((t) => t.getBoundingClientRect().height === 0), undefined, { timeout: 6000 })
    .catch(() => undefined);
  await takeScreenshot(page, name);
}

const coinRow = (page: Page, currency: string) => page.locator(`.ma-coin[data-currency="${currency}"]`);
const text = async (page: Page, selector: string) => ((await page.locator(selector).first().textContent()) ?? '').trim();

describe.skipIf(!hasChromium)('mobile-style interface: assets', () => {
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
    page = await (await newContext(browser, 'mobile', server.baseUrl)).newPage();
    errors = watchErrors(page);
    await loginByApi(page);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await feeds?.stop();
  });

  async function showWallet(wallet: 'coin' | 'contract'): Promise<void> {
    await page.locator('.ma-wallets__item').filter({ hasText: wallet === 'coin' ? A.coinAccount : A.contractAccount }).click();
  }

  async function setHideSmall(isOn: boolean): Promise<void> {
    const toggle = page.locator('.ma-toolbar__switch .adm-switch');
    if ((await toggle.getAttribute('aria-checked')) !== String(isOn)) await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe(String(isOn));
  }

  /** Taps "Get code" in a form and types the code the demo outbox received for the purpose. */
  async function fillCode(scope: ReturnType<Page['locator']> | Page, to: string, purpose: 'withdraw' | 'address'): Promise<void> {
    await scope.getByRole('button', { name: en.auth.getCode }).click();
    await expectToast(page, msg.codeSent);
    await scope.locator('input[name="code"]').fill(await latestCode(server.baseUrl, to, purpose));
  }

  /** A new user with a fund password, logged in on a page of its own (each user's codes wait 60 s apart). */
  const newUser = () => freshUser(browser, 'mobile', server.baseUrl, 'ma');

  it('shows the total, every coin with available, frozen and value, search, the eye and the hide-small filter', async () => {
    await page.goto('/assets');
    await coinRow(page, 'USDT').waitFor();
    const coin = await pageApi<{ list: TAssetRow[]; totalUsdt: string }>(page, '/user/assets', { wallet: 'coin' });
    expect(await page.locator('.ma-coin').count()).toBe(coin.list.length);
    expect(await text(page, '[data-testid="assets-total"]')).toBe(Number(coin.totalUsdt).toLocaleString('en-US', { minimumFractionDigits: 4 }));
    expect(await text(page, '.ma-coin[data-currency="USDT"] .ma-coin__available')).toBe('10,000.0000');
    expect(await text(page, '.ma-coin[data-currency="BTC"] .ma-coin__available')).toBe('1.0000');
    expect(await text(page, '.ma-coin[data-currency="BTC"] .ma-coin__value')).toBe('68,000.0000');
    expect(await text(page, '.ma-coin[data-currency="ETH"] .ma-coin__frozen')).toBe('0.0000');
    await screenshot(page, 'mobile-assets-overview');

    // Every funded coin is worth more than 0.1 USDT, so the filter keeps them, and hides the coins
    // this user holds none of (the demo's launchpad tokens).
    await setHideSmall(true);
    const funded = coin.list.filter((row) => Number(row.available) + Number(row.frozen) > 0);
    expect(funded.length).toBeGreaterThan(5);
    await expect.poll(() => page.locator('.ma-coin').count()).toBe(funded.length);
    await setHideSmall(false);

    await page.locator('.ma-toolbar__search input').fill('doge');
    await expect.poll(() => page.locator('.ma-coin').count()).toBe(1);
    await page.locator('.ma-toolbar__search input').fill('');

    await page.getByRole('button', { name: A.hideAmounts }).click();
    expect(await text(page, '[data-testid="assets-total"]')).toBe('****');
    expect(await text(page, '.ma-coin[data-currency="USDT"] .ma-coin__available')).toBe('****');
    await page.getByRole('button', { name: A.showAmounts }).click();

    // The contract account starts empty: zero balances are listed, and the filter hides them all.
    await showWallet('contract');
    await expect.poll(() => text(page, '.ma-coin[data-currency="USDT"] .ma-coin__available')).toBe('0.0000');
    await setHideSmall(true);
    await page.locator('.empty-state').filter({ hasText: A.noMatch }).waitFor();
    await screenshot(page, 'mobile-assets-contract-empty');
    await setHideSmall(false);
    await showWallet('coin');
  });

  it('transfers coin → contract: both accounts change and the asset records show it', async () => {
    await navigateInApp(page, '/assets/transfer?coin=USDT');
    await expect.poll(() => text(page, '[data-testid="balance-coin"]')).toBe('10,000 USDT');
    expect(await text(page, '[data-testid="balance-contract"]')).toBe('0 USDT');
    expect(await text(page, '[data-testid="transfer-from"]')).toBe(A.coinAccount);
    // Towards the contract account a note says what the money there is for, and that it can come back.
    expect(await text(page, '[data-testid="contract-note"]')).toContain(S.contractTitle);

    await page.getByRole('button', { name: en.common.confirm }).click();
    await expectToast(page, msg.enterAmount);
    await page.locator('input[name="amount"]').fill('20000');
    await page.getByRole('button', { name: en.common.confirm }).click();
    await expectToast(page, msg.insufficientBalance);

    // A thousands separator is refused, never read as a point ("1,000" was 1); what was read shows under the field.
    await page.locator('input[name="amount"]').fill('1,000');
    expect(await text(page, '[data-testid="amount-echo"]')).toBe(enAmounts.amounts.noGrouping.replace('{{point}}', '.'));
    await page.getByRole('button', { name: en.common.confirm }).click();
    await expectToast(page, msg.invalidAmount);
    await page.locator('input[name="amount"]').fill('100');
    expect(await text(page, '[data-testid="amount-echo"]')).toBe('= 100 USDT');
    await screenshot(page, 'mobile-assets-transfer');
    await page.getByRole('button', { name: en.common.confirm }).click();
    await expectToast(page, msg.transferSuccess);
    await expect.poll(() => text(page, '[data-testid="balance-coin"]')).toBe('9,900 USDT');
    expect(await text(page, '[data-testid="balance-contract"]')).toBe('100 USDT');

    // A small DOGE transfer (0.5 × 0.15 = 0.075 USDT), for the hide-small filter below.
    await page.locator('.ma-picker').first().click();
    await page.locator('.adm-popup .adm-list-item').filter({ hasText: 'DOGE' }).first().click();
    await page.locator('input[name="amount"]').fill('0.5');
    await page.getByRole('button', { name: en.common.confirm }).click();
    await expectToast(page, msg.transferSuccess);
    await expect.poll(() => text(page, '[data-testid="balance-contract"]')).toBe('0.5 DOGE');

    // Switch direction: contract → coin.
    await page.getByRole('button', { name: A.switchDirection }).click();
    await expect.poll(() => text(page, '[data-testid="transfer-from"]')).toBe(A.contractAccount);
    expect(await page.getByTestId('contract-note').count()).toBe(0);
    await page.getByRole('button', { name: A.all, exact: true }).click();
    await expect.poll(() => page.locator('input[name="amount"]').inputValue()).toBe('0.5');

    await navigateInApp(page, '/assets/records?tab=asset');
    await page.locator('.ma-record[data-type="transfer"]').first().waitFor();
    const usdtRows = page.locator('.ma-record[data-type="transfer"]').filter({ hasText: 'USDT' });
    expect(await usdtRows.count()).toBe(2);
    expect(await usdtRows.filter({ hasText: A.direction.coinToContract }).count()).toBe(2);
    expect(await page.locator('.ma-record[data-wallet="contract"]').filter({ hasText: '+100 USDT' }).count()).toBe(1);
    expect(await page.locator('.ma-record[data-wallet="coin"]').filter({ hasText: '-100 USDT' }).count()).toBe(1);
    // The record-type filter: deposits only (the 9 demo deposits), no transfers.
    await page.locator('.ma-type-filter .adm-capsule-tabs-tab').filter({ hasText: A.recordType.t0 }).click();
    await expect.poll(() => page.locator('.ma-record[data-type="transfer"]').count()).toBe(0);
    await page.locator('.ma-record[data-type="deposit"]').first().waitFor();
    await page.locator('.ma-type-filter .adm-capsule-tabs-tab').filter({ hasText: A.recordType.t2 }).click();
    await page.locator('.ma-record[data-type="transfer"]').first().waitFor();
    await screenshot(page, 'mobile-assets-records-asset');

    // The overview: the contract account now holds 100 USDT and 0.5 DOGE; hide-small keeps USDT only.
    await navigateInApp(page, '/assets');
    await showWallet('contract');
    await expect.poll(() => text(page, '.ma-coin[data-currency="USDT"] .ma-coin__available')).toBe('100.0000');
    expect(await text(page, '.ma-coin[data-currency="DOGE"] .ma-coin__available')).toBe('0.5000');
    await setHideSmall(true);
    await expect.poll(() => page.locator('.ma-coin').count()).toBe(1);
    expect(await page.locator('.ma-coin').getAttribute('data-currency')).toBe('USDT');
    await screenshot(page, 'mobile-assets-contract');
    await setHideSmall(false);
    await showWallet('coin');

    // A double tap on Confirm moves the amount once (one Idempotency-Key per action, taps ignored in flight).
    await navigateInApp(page, '/assets/transfer?coin=DOGE&from=contract');
    await expect.poll(() => text(page, '[data-testid="balance-contract"]')).toBe('0.5 DOGE');
    await page.locator('input[name="amount"]').fill('0.1');
    // Every transfer call the taps sent is answered before the records are counted.
    const transfersInFlight = new Set<unknown>();
    page.on('request', (r) => r.url().endsWith('/bb/contract/transfer') && transfersInFlight.add(r));
    page.on('requestfinished', (r) => transfersInFlight.delete(r));
    page.on('requestfailed', (r) => transfersInFlight.delete(r));
    await page.getByRole('button', { name: en.common.confirm }).dblclick();
    await expectToast(page, msg.transferSuccess);
    await expect.poll(() => text(page, '[data-testid="balance-contract"]')).toBe('0.4 DOGE');
    await expect.poll(() => transfersInFlight.size).toBe(0);
    const doge = await pageApi<{ totalRow: number }>(page, '/contract/getAssetsRecord', { currency: 'DOGE', tradeType: '2' });
    expect(doge.totalRow).toBe(4);
    expect(await text(page, '[data-testid="balance-contract"]')).toBe('0.4 DOGE');
  });

  it('shows the deposit address with a QR code, and a declared deposit with its proof is pending in the records', async () => {
    await navigateInApp(page, '/assets');
    await navigateInApp(page, '/assets/deposit?coin=USDT');
    await page.getByTestId('deposit-address').waitFor();
    expect(await text(page, '[data-testid="deposit-address"]')).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(await page.locator('[data-testid="deposit-qr"] svg').count()).toBe(1);
    expect(await page.getByTestId('deposit-memo').count()).toBe(0);
    await screenshot(page, 'mobile-assets-deposit');

    // A memo chain shows the memo to copy, with its warning.
    await page.locator('.ma-picker').first().click();
    await page.locator('.adm-popup .adm-list-item').filter({ hasText: 'XRP' }).first().click();
    await page.getByTestId('deposit-memo').waitFor();
    expect(await text(page, '[data-testid="deposit-address"]')).toMatch(/^r/);
    await page.locator('.ma-warning').filter({ hasText: A.memoWarning }).waitFor();
    await screenshot(page, 'mobile-assets-deposit-memo');

    // Network choice: USDT has TRC20 and ERC20.
    await page.locator('.ma-picker').first().click();
    await page.locator('.adm-popup .adm-list-item').filter({ hasText: 'USDT' }).first().click();
    await page.locator('.ma-chains .adm-selector-item').filter({ hasText: 'ERC20' }).click();
    await expect.poll(() => text(page, '[data-testid="deposit-address"]')).toMatch(/^0x[0-9a-fA-F]{40}$/);
    await page.locator('.ma-chains .adm-selector-item').filter({ hasText: 'TRC20' }).click();
    await expect.poll(() => text(page, '[data-testid="deposit-address"]')).toMatch(/^T/);

    const submit = page.getByRole('button', { name: A.submitDeposit });
    await page.locator('input[name="amount"]').fill('0.5');
    await submit.click();
    await expectToast(page, msg.amountBelowMinimum);
    await page.locator('input[name="amount"]').fill('50');
    await submit.click();
    await expectToast(page, msg.uploadProof);

    const proof = await page.screenshot({ type: 'png' });
    await page.getByTestId('proof-file').setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: proof });
    await page.locator('.ma-proof__box img').waitFor();
    await page.locator('input[name="txHash"]').fill('0xabc123');
    await screenshot(page, 'mobile-assets-deposit-form');
    await submit.click();
    await expectToast(page, msg.submittedForReview);
    await page.waitForURL((u) => u.pathname === '/assets/records' && u.search.includes('tab=deposit'));
    const first = page.getByTestId('deposit-record').first();
    await first.waitFor();
    expect(await first.textContent()).toContain('USDT');
    expect(await first.locator('.ma-row--strong .ma-row__value').textContent()).toBe('50');
    expect(await first.locator('.ma-status').textContent()).toBe(A.status.pending);
    // The proof is private: the page fetches it with the session and links to what it fetched.
    await expect.poll(() => first.locator('a.ma-proof-link').getAttribute('href')).toMatch(/^blob:/);
    await screenshot(page, 'mobile-assets-records-deposit');
    // Back leaves the records for where the deposit began, not for the form already sent.
    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/assets');
  });

  it('withdraws to a new address-book entry through a summary, a code and the fund password, and cancels it', async () => {
    await navigateInApp(page, '/assets/withdraw?coin=USDT');
    const submit = page.getByTestId('withdraw-next');
    await submit.waitFor();
    await expect.poll(() => text(page, '[data-testid="withdraw-available"]')).toBe('Available: 9,900 USDT');
    await submit.click();
    await expectToast(page, msg.addressNotInBook);

    // No address yet for USDT on TRC20: add one in place, with a note.
    await page.getByTestId('address-picker').click();
    await page.locator('.adm-popup .empty-state').filter({ hasText: A.noAddresses }).waitFor();
    await screenshot(page, 'mobile-assets-withdraw-no-address');
    await page.locator('.adm-popup').getByRole('button', { name: A.addAddress }).click();
    const popupForm = page.locator('.adm-popup .ma-address-form');
    await popupForm.locator('textarea[name="address"]').fill('0x1234');
    await popupForm.locator('input[name="remark"]').fill('my cold wallet');
    await popupForm.getByRole('button', { name: A.save }).click();
    await expectToast(page, msg.addressInvalid);
    await popupForm.locator('textarea[name="address"]').fill(TRC20_ADDRESS);
    // A new address needs the fund password and a code sent to the user's own e-mail.
    await popupForm.getByRole('button', { name: A.save }).click();
    await expectToast(page, msg.enterFundPassword);
    await popupForm.locator('input[name="fundPwd"]').fill(DEMO.fundPassword);
    await popupForm.getByRole('button', { name: A.save }).click();
    await expectToast(page, msg.enterCode);
    await fillCode(popupForm, DEMO.email, 'address');
    await screenshot(page, 'mobile-assets-withdraw-add-address');
    await popupForm.getByRole('button', { name: A.save }).click();
    await expectToast(page, msg.createdSuccess);
    await expect.poll(() => text(page, '[data-testid="address-picker"] .ma-address__text')).toBe(TRC20_ADDRESS);
    expect(await text(page, '[data-testid="address-picker"]')).toContain('my cold wallet');

    const amount = page.locator('input[name="amount"]');
    await page.getByRole('button', { name: A.all, exact: true }).click();
    await expect.poll(() => amount.inputValue()).toBe('9899');
    await amount.fill('5');
    await submit.click();
    await expectToast(page, msg.amountBelowMinimum);
    await amount.fill('100');
    await expect.poll(() => text(page, '[data-testid="withdraw-summary"] [data-field="arrival"]')).toBe('100 USDT');
    expect(await text(page, '[data-testid="withdraw-summary"] [data-field="fee"]')).toBe('1 USDT');
    expect(await text(page, '[data-testid="withdraw-summary"] [data-field="total"]')).toBe('101 USDT');
    await screenshot(page, 'mobile-assets-withdraw');

    // The summary step: everything the withdrawal will do, then the code and the fund password.
    await submit.click();
    const confirm = page.getByTestId('withdraw-confirm');
    await confirm.waitFor();
    const field = (name: string) => text(page, `[data-testid="withdraw-confirm"] [data-field="${name}"]`);
    expect(await field('coin')).toBe('USDT');
    expect(await field('chain')).toBe('TRC20');
    expect(await field('address')).toBe(TRC20_ADDRESS);
    expect(await field('amount')).toBe('100 USDT');
    expect(await field('fee')).toBe('1 USDT');
    expect(await field('arrival')).toBe('100 USDT');
    expect(await field('total')).toBe('101 USDT');
    const send = page.getByTestId('withdraw-send');
    await send.click();
    await expectToast(page, msg.enterFundPassword);
    await page.locator('input[name="fundPwd"]').fill('654321');
    await send.click();
    await expectToast(page, msg.enterCode);
    await fillCode(confirm, DEMO.email, 'withdraw');
    await send.click();
    await expectToast(page, msg.fundPasswordIncorrect);
    expect(await page.locator('input[name="fundPwd"]').inputValue()).toBe('');
    await page.locator('input[name="fundPwd"]').fill(DEMO.fundPassword);
    await screenshot(page, 'mobile-assets-withdraw-summary');
    await send.click();
    await expectToast(page, msg.submittedForReview);
    await page.waitForURL((u) => u.pathname === '/assets/records' && u.search.includes('tab=withdraw'));
    const first = page.getByTestId('withdrawal-record').first();
    await first.waitFor();
    expect(await first.locator('[data-field="amount"]').textContent()).toBe('100');
    expect(await first.locator('[data-field="fee"]').textContent()).toBe('1');
    expect(await first.locator('[data-field="arrival"]').textContent()).toBe('100');
    expect(await first.locator('[data-field="total"]').textContent()).toBe('101');
    expect(await first.locator('.ma-status').textContent()).toBe(A.status.pending);
    expect(await first.textContent()).toContain(TRC20_ADDRESS);
    await screenshot(page, 'mobile-assets-records-withdraw');

    // Amount + fee are frozen in the coin account.
    await navigateInApp(page, '/assets');
    await expect.poll(() => text(page, '.ma-coin[data-currency="USDT"] .ma-coin__frozen')).toBe('101.0000');
    expect(await text(page, '.ma-coin[data-currency="USDT"] .ma-coin__available')).toBe('9,799.0000');

    // The coin's own screen: balances, actions and its records (the withdrawal's freeze).
    await coinRow(page, 'USDT').click();
    await page.waitForURL((u) => u.pathname === '/assets/coin/USDT');
    // Figures to read, as in the list: 4 decimals and the unit (the forms that act on them show every decimal).
    await expect.poll(() => text(page, '.ma-detail [data-field="frozen"]')).toBe('101.0000 USDT');
    expect(await text(page, '.ma-detail [data-field="available"]')).toBe('9,799.0000 USDT');
    await page.locator('.ma-record[data-type="withdrawal_freeze"]').filter({ hasText: '-101 USDT' }).waitFor();
    await screenshot(page, 'mobile-assets-coin-detail');

    // Still pending: the user cancels it (after a confirmation) and gets amount + fee back.
    await navigateInApp(page, '/assets/records?tab=withdraw');
    const pending = page.getByTestId('withdrawal-record').first();
    await pending.getByTestId('withdrawal-cancel').click();
    const cancelOk = page.locator('.adm-dialog-button').filter({ hasText: S.cancelOk });
    await cancelOk.waitFor();
    await screenshot(page, 'mobile-assets-withdraw-cancel-confirm');
    await cancelOk.click();
    await expectToast(page, msg.withdrawalCancelled);
    await expect.poll(() => pending.locator('.ma-status').textContent()).toBe(S.cancelled);
    expect(await pending.getByTestId('withdrawal-cancel').count()).toBe(0);
    await navigateInApp(page, '/assets');
    await expect.poll(() => text(page, '.ma-coin[data-currency="USDT"] .ma-coin__frozen')).toBe('0.0000');
    expect(await text(page, '.ma-coin[data-currency="USDT"] .ma-coin__available')).toBe('9,900.0000');
  });

  it('keeps the address book: list, edit a note without proofs, add with the memo rule and proofs, delete', async () => {
    await navigateInApp(page, '/assets/address-book');
    const entry = page.locator('.ma-address').filter({ hasText: TRC20_ADDRESS });
    await entry.waitFor();
    await screenshot(page, 'mobile-assets-address-book');

    // A new note on TRC20 does not change where money goes: no proofs are asked.
    await entry.getByRole('button', { name: A.edit }).click();
    await page.waitForURL((u) => /^\/assets\/address\/\d+$/.test(u.pathname));
    expect(await page.locator('input[name="remark"]').inputValue()).toBe('my cold wallet');
    await page.locator('input[name="remark"]').fill('hardware wallet');
    expect(await page.locator('input[name="fundPwd"]').count()).toBe(0);
    await screenshot(page, 'mobile-assets-address-edit');
    await page.getByRole('button', { name: A.save }).click();
    await expectToast(page, msg.modifySuccess);
    await page.waitForURL((u) => u.pathname === '/assets/address-book');
    await entry.filter({ hasText: 'hardware wallet' }).waitFor();

    // Another user adds a memo address (each user's address codes are 60 s apart).
    const { page: other, email } = await newUser();
    await other.goto('/assets/address-book');
    await other.getByRole('button', { name: A.addAddress }).click();
    await other.waitForURL((u) => u.pathname === '/assets/address/new');
    await other.locator('.ma-picker').first().click();
    await other.locator('.adm-popup .adm-list-item').filter({ hasText: 'XRP' }).first().click();
    await other.locator('textarea[name="address"]').fill('rQZrC2Ed5zWCK9MDLF2aTqDHxhYi3rMkdx');
    await other.getByRole('button', { name: A.save }).click();
    await expectToast(other, msg.memoRequired);
    await other.locator('input[name="remark"]').fill('100001');
    await other.locator('input[name="fundPwd"]').fill(DEMO.fundPassword);
    await other.getByRole('button', { name: en.auth.getCode }).click();
    await expectToast(other, msg.codeSent);
    await other.locator('input[name="code"]').fill(await latestCode(server.baseUrl, email, 'address'));
    await screenshot(other, 'mobile-assets-address-form');
    await other.getByRole('button', { name: A.save }).click();
    await expectToast(other, msg.createdSuccess);
    await other.waitForURL((u) => u.pathname === '/assets/address-book');
    const xrp = other.locator('.ma-address').filter({ hasText: 'rQZrC2Ed5zWCK9MDLF2aTqDHxhYi3rMkdx' });
    await xrp.waitFor();
    await xrp.getByRole('button', { name: A.delete }).click();
    await other.locator('.adm-dialog-button').filter({ hasText: A.delete }).click();
    await expectToast(other, msg.deletedSuccess);
    await expect.poll(() => other.locator('.ma-address').count()).toBe(0);
    await other.context().close();
  });

  it('shows a new user empty states, and asks for a fund password before a withdrawal', async () => {
    const email = `ma-${unique()}@example.com`;
    const post = (path: string, body: Record<string, string>) =>
      fetch(`${server.baseUrl}/bb${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body) });
    await post('/user/sendEmailCode', { email });
    const code = await latestCode(server.baseUrl, email, 'register');
    const password = 'Fresh1234';
    const registered = (await (await post('/user/register', { email, password, password1: password, invitationCode: DEMO.invitationCode, code })).json()) as { code: number };
    expect(registered.code).toBe(1);

    const fresh = await (await newContext(browser, 'mobile', server.baseUrl)).newPage();
    await loginByApi(fresh, email, password);
    await fresh.goto('/assets');
    await expect.poll(() => text(fresh, '[data-testid="assets-total"]')).toBe('0.0000');
    await fresh.locator('.ma-toolbar__switch .adm-switch').click();
    await fresh.locator('.empty-state').filter({ hasText: A.noMatch }).waitFor();
    await screenshot(fresh, 'mobile-assets-new-user');

    await navigateInApp(fresh, '/assets/withdraw?coin=BTC');
    await fresh.locator('.adm-notice-bar').filter({ hasText: A.fundPasswordMissing }).waitFor();
    expect(await fresh.getByTestId('withdraw-next').isDisabled()).toBe(true);
    expect(await fresh.getByRole('link', { name: A.setFundPassword }).getAttribute('href')).toBe('/security/fund-password');
    await screenshot(fresh, 'mobile-assets-withdraw-no-fund-password');

    await navigateInApp(fresh, '/assets/records?tab=withdraw');
    await fresh.locator('.empty-state').filter({ hasText: A.noRecords }).waitFor();
    await screenshot(fresh, 'mobile-assets-records-empty');
    await navigateInApp(fresh, '/assets/address-book');
    await fresh.locator('.empty-state').filter({ hasText: A.addressBookEmpty }).waitFor();
    await screenshot(fresh, 'mobile-assets-address-book-empty');

    // Nothing to trade with: the trade form offers the day's demo funds; one tap pays them through the ledger.
    await navigateInApp(fresh, '/trade?symbol=btcusdt');
    const offer = fresh.getByTestId('demo-funds');
    await offer.filter({ hasText: en.demoFunds.tradeHint }).waitFor();
    await fresh.getByTestId('demo-funds-claim').click();
    await expectToast(fresh, msg.demoFundsReceived);
    await expect.poll(() => text(fresh, '[data-testid="available"]')).toBe('1,000 USDT');
    await offer.waitFor({ state: 'detached' });
    // The assets screen then says when the next ones come, and the record gives the reason.
    await navigateInApp(fresh, '/assets');
    await expect.poll(() => text(fresh, '[data-testid="assets-total"]')).not.toBe('0.0000');
    await fresh.locator('[data-testid="demo-funds"][data-state="claimed"]').waitFor();
    await screenshot(fresh, 'mobile-assets-demo-funds-claimed');
    await navigateInApp(fresh, '/assets/records?tab=asset');
    await fresh.locator('.ma-record[data-type="demo_funds"]').first().filter({ hasText: A.ledger.demo_funds }).waitFor();
    await fresh.context().close();
  });

  it('shows the overview and the withdrawal in Arabic (right-to-left) and Simplified Chinese', async () => {
    for (const lang of ['ar-AE', 'zh-CN'] as const) {
      await page.evaluate((l) => localStorage.setItem('User-Lang', l), lang);
      await page.goto('/assets');
      await coinRow(page, 'USDT').waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar-AE' ? 'rtl' : 'ltr');
      await screenshot(page, `mobile-assets-overview-${lang}`);
      await navigateInApp(page, '/assets/withdraw?coin=USDT');
      await page.getByTestId('address-picker').click();
      await page.locator('.adm-popup .ma-address').first().click();
      await page.locator('input[name="amount"]').fill('25.5');
      await screenshot(page, `mobile-assets-withdraw-${lang}`);
      await page.getByTestId('withdraw-next').click();
      await page.getByTestId('withdraw-confirm').waitFor();
      await screenshot(page, `mobile-assets-withdraw-summary-${lang}`);
      await navigateInApp(page, '/assets/address/new?coin=XRP');
      await page.locator('input[name="fundPwd"]').waitFor();
      await screenshot(page, `mobile-assets-address-form-${lang}`);
      await navigateInApp(page, '/assets/transfer?coin=USDT');
      await page.getByTestId('contract-note').waitFor();
      await screenshot(page, `mobile-assets-transfer-${lang}`);
    }
    await page.evaluate(() => localStorage.setItem('User-Lang', 'en-US'));
    expect(errors).toEqual([]);
  });
});
