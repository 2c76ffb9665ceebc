import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import shell from '../packages/i18n/locales/admin/shell/en-US.json' with { type: 'json' };
import access from '../packages/i18n/locales/admin/access/en-US.json' with { type: 'json' };
import { totpAt } from '../apps/server/src/platform/totp';
import { hasChromium } from './support/chromium';
import { DEMO, freshUser, latestCode, launchBrowser, loginByApi, modalOpened, newContext, pageApi, screenshot, unique, watchErrors } from './support/browser';
import { seriousViolations } from './support/axe';
import { appliedDeposit } from './support/deposit';
import { runOps } from './support/ops';
import { operatorByApi } from './support/operator';
import { startServer, type TServer } from './support/server';
import { ADMIN_SCREENS } from '../apps/web/src/app/admin/admin-menu';
import ops from '../packages/i18n/locales/admin/ops/en-US.json' with { type: 'json' };
import { loadConfig } from '../apps/server/src/platform/config';
import { openFromConfig } from '../apps/server/src/platform/db/open-from-config';
import { raiseOperatorAlert } from '../apps/server/src/platform/jobs/operator-alerts';

/** A user's KYC photo: a small PNG uploaded as the user. */
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

async function uploadAs(page: Page, type: 'kyc' | 'proof'): Promise<string> {
  return page.evaluate(
    async ([png, kind]) => {
      const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
      const form = new FormData();
      form.append('file', new Blob([bytes], { type: 'image/png' }), 'id.png');
      const res = await fetch(`/bb/file/upload?type=${kind}`, { method: 'POST', headers: { 'X-Access-Token': localStorage.getItem('User-Token') ?? '' }, body: form });
      return ((await res.json()) as { data: { id: string } }).data.id;
    },
    [PNG_BASE64, type] as const,
  );
}

/** Confirms the reason dialog a console action opened, with its reason. */
async function confirmWithReason(page: Page, reason: string): Promise<void> {
  await modalOpened(page);
  const dialog = page.locator('.ant-modal-wrap:not([style*="display: none"]) .ant-modal').last();
  await dialog.locator('textarea').last().fill(reason);
  await dialog.getByRole('button', { name: shell.shell.confirm }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** A table row of the page holding `text`. */
const rowWith = (page: Page, text: string) => page.locator('.ant-table-row').filter({ hasText: text }).first();

/**
 * The operator console (issue 18), as an operator uses it: log in with the temporary password and
 * enrol an authenticator (TOTP), approve a deposit and a KYC file, reject a withdrawal, edit a help
 * article (and see it served), create a fund with its reserve, and find all of it in the audit log.
 */
describe.skipIf(!hasChromium)('operator console', () => {
  let server: TServer;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  const found: string[] = [];
  /** The user whose identity file the reviewer approves (an admin without the reviewer role looks at it later). */
  let kycUserId = '';

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    page = await (await newContext(browser, 'desktop', server.baseUrl)).newPage();
    errors = watchErrors(page);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('logs in with the temporary password, enrols an authenticator from the QR code, and keeps the recovery codes', async () => {
    // The first-admin bootstrap of the command line (no operator logged in).
    const printed = await runOps(server, ['operator:create', 'lead', 'reviewer,content,admin', 'console browser test'], { roles: null });
    const password = /temporary password: (\S+)/.exec(printed)![1]!;
    await page.goto('/admin/audit');
    await page.getByTestId('admin-login-form').waitFor();
    found.push(...(await seriousViolations(page, '/admin log-in')));
    await screenshot(page, 'admin-login');
    await page.locator('#name').fill('lead');
    await page.locator('#password').fill('wrong-password-1');
    await page.getByTestId('admin-login-form').locator('button[type="submit"]').click();
    await page.getByRole('alert').filter({ hasText: 'Wrong operator name or password' }).waitFor();
    await page.locator('#password').fill(password);
    await page.getByTestId('admin-login-form').locator('button[type="submit"]').click();

    await page.getByTestId('admin-enrol-qr').waitFor();
    const secret = (await page.getByTestId('admin-enrol-secret').innerText()).replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    found.push(...(await seriousViolations(page, '/admin enrolment')));
    await screenshot(page, 'admin-enrol');
    await page.getByTestId('admin-enrol').locator('input').first().fill(totpAt(secret, Date.now()));
    await page.getByTestId('admin-enrol').locator('button[type="submit"]').click();
    await page.getByTestId('admin-recovery-codes').waitFor();
    expect(await page.getByTestId('admin-recovery-codes').innerText()).toMatch(/[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/);
    await screenshot(page, 'admin-recovery-codes');
    expect(await page.getByTestId('admin-codes-continue').isDisabled()).toBe(true);
    await page.getByTestId('admin-codes-saved').click();
    await page.getByTestId('admin-codes-continue').click();
    // Back to the address it was asked for, as the operator, with the sections of its roles only.
    await page.getByTestId('admin-operator').filter({ hasText: 'lead' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/audit');
    const menu = await page.locator('.admin-sider').innerText();
    expect(menu).toContain(shell.shell.menu.deposits);
    expect(menu).toContain(shell.shell.menu.operators);
  });

  it('approves a deposit with its proof and a KYC file, and rejects a withdrawal with a reason', async () => {
    // A user's requests, made as users make them.
    const demo = await (await newContext(browser, 'desktop', server.baseUrl)).newPage();
    await loginByApi(demo);
    const depositId = await appliedDeposit(demo, '321');
    const address = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
    await pageApi(demo, '/user/sendSecurityCode', { purpose: 'address' });
    await pageApi(demo, '/user/address/add', { currency: 'USDT', chain: 'TRC20', address, remark: 'console test', fundPwd: DEMO.fundPassword, code: await latestCode(server.baseUrl, DEMO.email, 'address') });
    await pageApi(demo, '/user/sendSecurityCode', { purpose: 'withdraw' });
    const withdrawal = await pageApi<{ id: number }>(demo, '/user/statisticsUser/txPay', { currency: 'USDT', chain: 'TRC20', address, amount: '20', fundPwd: DEMO.fundPassword, code: await latestCode(server.baseUrl, DEMO.email, 'withdraw') });
    const { page: kycUser } = await freshUser(browser, 'desktop', server.baseUrl, 'console-kyc');
    // A name of letters only, different on each run.
    const realName = `Lena ${String.fromCharCode(...Array.from({ length: 8 }, () => 97 + Math.floor(Math.random() * 26)))}`;
    await pageApi(kycUser, '/user/updateCountry', { country: 'DE' });
    kycUserId = (await kycUser.evaluate(() => localStorage.getItem('User-Id'))) ?? '';
    await pageApi(kycUser, '/user/realNameAuthentication', { realName, idNumber: `L${Date.now()}`, frontImage: await uploadAs(kycUser, 'kyc'), backImage: await uploadAs(kycUser, 'kyc') });

    await page.getByRole('link', { name: shell.shell.menu.deposits }).click();
    const deposit = rowWith(page, '321');
    await deposit.waitFor();
    found.push(...(await seriousViolations(page, '/admin/reviews/deposits')));
    await screenshot(page, 'admin-deposits');
    await page.getByTestId(`deposit-approve-${depositId}`).click();
    await confirmWithReason(page, 'Proof matches the chain transfer');
    await expect.poll(() => page.getByTestId(`deposit-approve-${depositId}`).count()).toBe(0);

    await page.getByRole('link', { name: shell.shell.menu.kyc }).click();
    const file = rowWith(page, realName);
    await file.waitFor();
    await screenshot(page, 'admin-kyc');
    await file.locator('[data-testid^="kyc-approve-"]').click();
    await confirmWithReason(page, 'Photos and data agree');
    await expect.poll(() => rowWith(page, realName).count()).toBe(0);

    await page.getByRole('link', { name: shell.shell.menu.withdrawals }).click();
    await page.getByTestId(`withdrawal-reject-${withdrawal.id}`).waitFor();
    await screenshot(page, 'admin-withdrawals');
    await page.getByTestId(`withdrawal-reject-${withdrawal.id}`).click();
    await confirmWithReason(page, 'Address flagged by the travel-rule check');
    await expect.poll(() => page.getByTestId(`withdrawal-reject-${withdrawal.id}`).count()).toBe(0);

    // What the users see: the deposit credited, the identity verified, the withdrawal unfrozen and rejected.
    const records = await pageApi<{ list: { id: number; status: number }[] }>(demo, '/user/statisticsUser/txPage', { pageNo: '1', pageSize: '20' });
    expect(records.list.find((r) => r.id === withdrawal.id)?.status).toBe(2);
    const profile = await pageApi<{ auth: number }>(kycUser, '/user/info');
    expect(profile.auth).toBe(2);
    await demo.context().close();
    await kycUser.context().close();
  });

  it('edits a help article, which the public help centre then serves', async () => {
    await page.getByRole('link', { name: shell.shell.menu.help }).click();
    const edit = page.locator('[data-testid^="help-article-edit-"]').first();
    await edit.click();
    const title = `How to deposit (${unique()})`;
    await page.getByTestId('help-title-en-US').fill(title);
    await screenshot(page, 'admin-help-edit');
    await page.getByTestId('help-save').click();
    await confirmWithReason(page, 'Clearer title');
    await expect
      .poll(async () => JSON.stringify(await (await fetch(`${server.baseUrl}/bb/index/helpCenter`, { method: 'POST', headers: { 'Accept-Language': 'en-US' } })).json()))
      .toContain(title);
  });

  it('creates a fund whose reserve comes from the funded earn account', async () => {
    // Finance pays capital in and moves it to the earn account (another operator, over the API).
    const finance = await operatorByApi(server, 'treasurer', ['finance']);
    const post = (path: string, body: unknown) =>
      fetch(`${server.baseUrl}/bb${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-operator-token': finance.token }, body: JSON.stringify(body) }).then((r) => r.json());
    // Above admin_approval_usdt each waits for a second finance operator, who approves it.
    const second = await operatorByApi(server, 'treasurer2', ['finance']);
    const approved = async (asked: { code: number; data: { pending: boolean; approvalId: string } }) => {
      expect(asked.data.pending).toBe(true);
      const body = { id: asked.data.approvalId, reason: 'Checked against the bank statement' };
      const answer = await fetch(`${server.baseUrl}/bb/admin/approvals/approve`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-operator-token': second.token }, body: JSON.stringify(body) }).then((r) => r.json());
      expect(answer.data.status).toBe('approved');
    };
    await approved(await post('/admin/funding/capital', { asset: 'USDT', amount: '50000', reference: `wire-${unique()}`, reason: 'Capital for the new fund' }));
    await approved(await post('/admin/funding/transfer', { account: 'earn_payouts', direction: 'in', asset: 'USDT', amount: '50000', reference: `earn-${unique()}`, reason: 'Reserve for the new fund' }));

    await page.getByRole('link', { name: shell.shell.menu.funds }).click();
    await page.getByTestId('fund-create-open').click();
    await page.getByTestId('fund-name-en').fill('USDT Fixed 14D');
    await page.getByTestId('fund-daily-rate').fill('0.0004');
    await page.getByTestId('fund-cycle-days').fill('14');
    await page.getByTestId('fund-price').fill('50');
    await page.getByTestId('fund-total-shares').fill('2000');
    await page.getByTestId('fund-buy-limit').fill('40');
    await page.getByTestId('fund-rebate1').fill('0.1');
    await page.getByTestId('fund-reason').fill('Two-week product for the launch');
    await page.getByTestId('fund-reserve-summary').waitFor();
    await screenshot(page, 'admin-fund-create');
    await page.getByTestId('fund-create-submit').click();
    await rowWith(page, 'USDT Fixed 14D').waitFor();
    found.push(...(await seriousViolations(page, '/admin/products/funds')));
  });

  it('holds a new operator for a second admin, who approves it under Approvals and alone sees its temporary password, once', async () => {
    // Another admin asks for an operator (over the API); the requester is answered no password.
    const coadmin = await operatorByApi(server, 'coadmin', ['admin']);
    const asked = await fetch(`${server.baseUrl}/bb/admin/operators/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-operator-token': coadmin.token },
      body: JSON.stringify({ name: 'nightowl', roles: ['reviewer'], reason: 'Night shift reviewer' }),
    }).then((r) => r.json());
    expect(asked.data).toEqual({ approvalId: expect.any(String), pending: true });

    await page.getByRole('link', { name: shell.shell.menu.approvals }).click();
    const row = rowWith(page, 'operator:nightowl create reviewer');
    await row.waitFor();
    found.push(...(await seriousViolations(page, '/admin/approvals')));
    await screenshot(page, 'admin-approvals-operator');
    await page.getByTestId(`admin-approve-${asked.data.approvalId}`).click();
    const dialog = page.locator('.ant-modal-wrap:not([style*="display: none"]) .ant-modal').last();
    await dialog.locator('textarea').last().fill('Confirmed with the night shift lead');
    await dialog.getByRole('button', { name: shell.shell.confirm }).click();
    // The approver alone is shown the new operator's temporary password, once.
    await page.getByTestId('admin-operator-password').waitFor();
    const password = await page.getByTestId('admin-operator-password').innerText();
    expect(password.length).toBeGreaterThanOrEqual(16);
    await screenshot(page, 'admin-approvals-password');
    await page.getByRole('button', { name: access.access.operators.createdDone }).click();
    // Shown once: the decided request keeps the name only.
    const decided = await fetch(`${server.baseUrl}/bb/admin/approvals?status=decided`, { headers: { 'x-operator-token': coadmin.token } }).then((r) => r.json());
    expect(JSON.stringify(decided)).not.toContain(password);
    const login = await fetch(`${server.baseUrl}/bb/admin/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'nightowl', password }) }).then((r) => r.json());
    expect(login.data.stage).toBe('enrol');
  });

  it('opens every screen of the console at its own address', async () => {
    for (const screen of ADMIN_SCREENS) {
      await page.goto(`/admin${screen.path === '/' ? '/' : screen.path}`);
      // Each screen's one heading, once its data came (a failed read shows its error instead).
      await page.locator('.admin-content h1').first().waitFor();
      await page.locator('.admin-content .ant-spin-spinning').first().waitFor({ state: 'detached' }).catch(() => undefined);
      expect([screen.path, await page.locator('.admin-content [role="alert"].ant-alert-error').count()]).toEqual([screen.path, 0]);
      expect(new URL(page.url()).pathname).toBe(`/admin${screen.path === '/' ? '/' : screen.path}`);
    }
    await page.goto('/admin/account');
    await page.locator('.admin-content h1').first().waitFor();
    await screenshot(page, 'admin-account');
  });

  it('shows an open operator alert on the dashboard, and the late fiat payments queue with its empty state', async () => {
    // The server raises alerts itself (a settlement job failing, a winner the house cannot pay); here one is raised in its database.
    const database = openFromConfig(loadConfig({ DATA_DIR: server.dataDir, DEMO: '1' }));
    try {
      await raiseOperatorAlert(database.db, { subject: 'contract-unpaid:41', kind: 'house-shortfall', detail: 'contract order 41 (btcusdt) crossed at tick 9; the house cannot pay it', now: Date.now() });
    } finally {
      await database.close();
    }
    await page.goto('/admin/');
    await rowWith(page, 'contract-unpaid:41').waitFor();
    expect(await page.getByTestId('dashboard-alerts').innerText()).toContain(ops.ops.dashboard.alerts.kinds['house-shortfall']);
    found.push(...(await seriousViolations(page, '/admin dashboard with an alert')));
    await screenshot(page, 'admin-dashboard-alert');
    await page.getByRole('link', { name: shell.shell.menu.fiatLate }).click();
    await page.getByText(ops.ops.fiatLate.empty.review).waitFor();
    found.push(...(await seriousViolations(page, '/admin/reviews/fiat-late')));
    await screenshot(page, 'admin-fiat-late');
  });

  it('shows every one of those actions in the audit log, in English and in Chinese', async () => {
    await page.getByRole('link', { name: shell.shell.menu.audit }).click();
    const table = page.locator('.ant-table-tbody');
    for (const action of ['auth.enrol', 'deposit:approve', 'kyc:approve', 'withdrawal:reject', 'content.edit', 'funds.create', 'funding.transfer']) {
      await expect.poll(() => table.innerText(), { timeout: 15_000 }).toContain(action);
    }
    expect(await rowWith(page, 'withdrawal:reject').innerText()).toContain('Address flagged by the travel-rule check');
    found.push(...(await seriousViolations(page, '/admin/audit')));
    await screenshot(page, 'admin-audit');
    await page.evaluate(() => localStorage.setItem('admin.lang', 'zh-CN'));
    await page.reload();
    await page.getByTestId('admin-operator').waitFor();
    await expect.poll(() => page.locator('.admin-sider').innerText()).toContain('审计日志');
    await screenshot(page, 'admin-audit-zh-CN');
    await page.goto('/admin/');
    await page.getByTestId('admin-operator').waitFor();
    await screenshot(page, 'admin-dashboard-zh-CN');
    found.push(...(await seriousViolations(page, 'zh-CN /admin dashboard')));
    expect(found).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("shows an admin without the reviewer role only the queues it may open, and says it may not view identity photos", async () => {
    const admin = await operatorByApi(server, 'deskadmin', ['admin']);
    const other = await (await newContext(browser, 'desktop', server.baseUrl)).newPage();
    const otherErrors = watchErrors(other);
    await other.goto('/bb/health');
    await other.evaluate((token) => sessionStorage.setItem('admin.token', token), admin.token);
    await other.goto('/admin/');
    await other.getByTestId('dashboard-queue-approvals').waitFor();
    // No tile that would open a page refusing the role: identity files are the reviewers'.
    expect(await other.getByTestId('dashboard-queue-kyc').count()).toBe(0);
    await screenshot(other, 'admin-dashboard-admin-role');
    await other.goto(`/admin/users/${kycUserId}`);
    await expect.poll(() => other.getByTestId('kyc-photos-not-allowed').textContent()).toBe(ops.ops.kyc.photosNotAllowed);
    expect(await other.locator('.ant-image-error, img[alt="' + ops.ops.kyc.front + '"]').count()).toBe(0);
    expect(await seriousViolations(other, '/admin/users/:id as admin')).toEqual([]);
    await screenshot(other, 'admin-user-kyc-admin-role');
    expect(otherErrors).toEqual([]);
    await other.context().close();
  });
});
