import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fundCycleInterest, fundDayInterest, fundRebate, fundReserve } from '@exchange/contracts';
import { translate } from '@exchange/i18n';
import { DIALECTS, startTestApp, type TTestApp } from '../../test/test-app.js';
import { runOpsCommand } from '../../cli/ops-commands.js';
import { createJobRunner } from '../../platform/jobs/job-runner.js';
import { DAY_MS, dayKey, dayStart, payoutDueAt } from '../invites/invite-day.js';
import { insertUser } from '../invites/invite-test-support.js';
import { postTransaction } from '../ledger/post-transaction.js';
import { available, system } from '../ledger/accounts.js';
import { auditLedger } from '../ledger/audit-ledger.js';
import { buyFund } from './buy-fund.js';
import { FUND_ACCRUE_KIND, fundAccrueJob, queueFundDay } from './fund-job.js';
import { coin, earnBalance, earnCapital, expectAuditClean, FUND_FILE, FUND_PWD, fundBuyer, fundPasswordHash, fundWallet, makeFund, reserveOf, units } from './fund-test-support.js';
import { seedDemoFunds } from './seed-funds.js';
import { EARN_ACCOUNT, fundReserveAccount } from './fund-records.js';

describe.each(DIALECTS)('funds on %s', (dialect) => {
  let t: TTestApp;
  beforeEach(async () => {
    t = await startTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  const ops = (...args: string[]) => runOpsCommand({ db: t.deps.db, clock: t.clock }, args, 'alice');
  const writeFile = (content: unknown) => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fund-file-')), 'fund.json');
    fs.writeFileSync(file, JSON.stringify(content));
    return file;
  };
  const runJobTwice = async (day: number) => {
    const job = fundAccrueJob({ clock: t.clock });
    for (let i = 0; i < 2; i += 1) {
      await t.deps.db.transaction().execute((tx) => job.run({ id: 0n, kind: FUND_ACCRUE_KIND, key: dayKey(day), payload: { day }, dueAt: 0, attempt: 1, maxAttempts: 5 }, tx, { owner: 'x', signal: new AbortController().signal }));
    }
  };
  /** A user inserted directly with a fund password and USDT in the coin wallet (many, quickly). */
  const quickBuyer = async (referrer: bigint | null, usdt: string) => {
    const userId = await insertUser(t.deps.db, t.clock.now(), referrer);
    await t.deps.db.updateTable('users').set({ fund_password_hash: await fundPasswordHash() }).where('id', '=', userId).execute();
    if (usdt !== '0') await postTransaction(t.deps.db, t.clock.now(), {
      type: 'deposit',
      reference: `test-deposit:${userId}`,
      userId,
      postings: [
        { account: system('deposit_clearing'), asset: 'USDT', amount: -units(usdt) },
        { account: available(userId), asset: 'USDT', amount: units(usdt) },
      ],
    });
    return userId;
  };
  const payouts = (holdingId: bigint) => t.deps.db.selectFrom('fund_payouts').selectAll().where('holding_id', '=', holdingId).orderBy('id').execute();

  it('creates a fund only with its whole reserve moved from the earn account, and books capital once per reference', async () => {
    const file = writeFile({ ...FUND_FILE, names: { 'en-US': 'Seven days', 'de-DE': 'Sieben Tage' } });
    // No capital: no fund.
    await expect(ops('fund:create', file)).rejects.toThrow('The earn account cannot cover this promise');
    expect(await t.deps.db.selectFrom('funds').selectAll().execute()).toHaveLength(0);

    expect(await ops('earn:fund', 'USDT', '500', 'wire-1')).toBe('earn account balance: 500 USDT');
    await expect(ops('earn:fund', 'USDT', '500', 'wire-1')).rejects.toThrow('already booked');
    await expect(ops('earn:fund', 'USDT', '-5', 'wire-2')).rejects.toThrow('positive');
    await expect(ops('earn:fund', 'NOPE', '5', 'wire-2')).rejects.toThrow('not an asset');
    // 1000 shares × 100 USDT × 0.0002 × 3 days = 60 USDT of interest; rebates 6 + 3 + 1.2; 70.2 in all.
    const out = await ops('fund:create', file);
    expect(out).toMatch(/^fund \d+ created: Seven days\n/);
    expect(out).toContain('reserve 70.2 USDT moved from the earn account (left: 429.8 USDT)');
    const [fund] = await t.deps.db.selectFrom('funds').selectAll().execute();
    const expected = fundReserve({ totalShares: 1000n, price: units('100'), ratePpm: 200n, cycleDays: 3, rebatePpm: [100_000n, 50_000n, 20_000n] });
    expect(expected.total).toBe(units('70.2'));
    expect([fund.reserve, await reserveOf(t.deps.db, fund.id), await earnBalance(t.deps.db)]).toEqual([expected.total, expected.total, units('429.8')]);
    // Bad files say what is wrong.
    await expect(ops('fund:create', writeFile({ ...FUND_FILE, names: { 'fr-FR': 'x' } }))).rejects.toThrow('en-US');
    await expect(ops('fund:create', writeFile({ ...FUND_FILE, dailyRate: '0.00000001' }))).rejects.toThrow('dailyRate');
    await expect(ops('fund:create', writeFile({ ...FUND_FILE, end: 'yesterday' }))).rejects.toThrow('start and end');
    await expect(ops('fund:create', '/nonexistent.json')).rejects.toThrow('cannot read');
    // Without rebate rates: none, and a reserve of the interest alone; past its end a fund shows as expired at once.
    const { rebateRates: _none, ...noRebates } = FUND_FILE;
    const plain = await ops('fund:create', writeFile({ ...noRebates, end: '+1h' }));
    expect(plain).toContain('rebates 0 / 0 / 0');
    expect(plain).toContain('reserve 60 USDT moved from the earn account (left: 369.8 USDT)');
    t.clock.advance(2 * 3_600_000);
    expect((await t.call('/fund/list', { status: 1 })).data.list.map((f: { status: number }) => f.status)).toEqual([1]);
    expect((await t.call('/fund/list', { status: 0 })).data.totalRow).toBe(1);
    const actions = await t.deps.db.selectFrom('operator_actions').select(['action', 'subject']).where('action', 'in', ['earn:fund', 'fund:create']).execute();
    expect(actions.map((a) => `${a.action} ${a.subject}`)).toEqual(['earn:fund earn_payouts', `fund:create fund:${fund.id}`, `fund:create fund:${fund.id + 1n}`]);
    expect(await ops('fund:list')).toMatch(/fund \d+ normal "Seven days": 100 USDT a share, 0.0002 a day, 3 days, sold 0\/1000 \(limit 50\)/);
    await expectAuditClean(t.deps.db);
  });

  it('answers the documented envelopes; a bad purchase gets a localized message, never a 5xx', async () => {
    await earnCapital(t.deps.db, t.clock.now(), '1000', 'cap');
    const fund = await makeFund(t.deps.db, t.clock.now());
    const later = await makeFund(t.deps.db, t.clock.now(), { start: '+2d', end: '+9d' });
    const buyer = await fundBuyer(t, 'buyer@example.com', '1000');
    const list = await t.call('/fund/list', {}, { lang: 'fr-FR' });
    expect(list).toMatchObject({ code: 1, data: { totalRow: 2, pageNo: 1, pageSize: 10 } });
    expect(list.data.list[1]).toMatchObject({ id: Number(fund.id), name: 'Fonds de test', dailyRate: '0.0002', price: '100', totalAmount: '100000', rebateRates: ['0.1', '0.05', '0.02'], status: 0, reserve: '70.2', totalReturn: '0.06' });
    expect((await t.call('/fund/list', { status: 2 })).data.totalRow).toBe(0);
    expect((await t.call('/fund/detail', { id: Number(fund.id) })).data).toMatchObject({ name: 'Test fund', myShares: null, canBuy: 1000 });
    expect((await t.call('/fund/detail', { id: Number(fund.id) }, { token: buyer.token })).data).toMatchObject({ myShares: 0, canBuy: 50 });
    expect(await t.call('/fund/detail', { id: 999 }, { lang: 'de-DE' })).toMatchObject({ code: 0, msg: translate('de-DE', 'fundNotFound') });
    expect(await t.call('/fund/detail', { id: 'abc' })).toMatchObject({ code: 0, msg: translate('en-US', 'fundNotFound') });

    const buy = (body: Record<string, string | number>, lang = 'en-US', token = buyer.token) => t.call('/fund/buy', { id: Number(fund.id), shares: 3, fundPwd: FUND_PWD, ...body }, { token, lang });
    expect(await t.call('/fund/buy', { id: Number(fund.id), shares: 1, fundPwd: FUND_PWD })).toMatchObject({ code: -2 });
    expect(await buy({ shares: 0 }, 'ja-JP')).toMatchObject({ code: 0, msg: translate('ja-JP', 'fundEnterShares') });
    expect(await buy({ shares: '1.5' })).toMatchObject({ code: 0, msg: translate('en-US', 'fundEnterShares') });
    expect(await buy({ shares: 51 }, 'ar-AE')).toMatchObject({ code: 0, msg: translate('ar-AE', 'fundAboveLimit') });
    expect(await buy({ id: Number(later.id) }, 'ko-KR')).toMatchObject({ code: 0, msg: translate('ko-KR', 'fundNotOpen') });
    expect(await buy({ fundPwd: '' })).toMatchObject({ code: 0, msg: translate('en-US', 'enterFundPassword') });
    expect(await buy({ fundPwd: '111111' }, 'zh-CN')).toMatchObject({ code: 0, msg: translate('zh-CN', 'fundPasswordIncorrect') });
    expect(await buy({ shares: 11 })).toMatchObject({ code: 0, msg: translate('en-US', 'insufficientBalance') });
    const noPwd = await fundBuyer(t, 'nopwd@example.com', '100', { withPassword: false });
    expect(await buy({}, 'en-US', noPwd.token)).toMatchObject({ code: 0, msg: translate('en-US', 'fundPasswordNotSet') });
    // Without the disclosure accepted, the product's access check answers first.
    expect((await buy({}, 'en-US', (await (async () => { const u = await fundBuyer(t, 'x@example.com', '0'); await t.deps.db.deleteFrom('product_acceptances').where('user_id', '=', u.userId).execute(); return u; })()).token)).code).not.toBe(1);

    const bought = await buy({});
    expect(bought).toMatchObject({
      code: 1,
      data: { fundId: Number(fund.id), fundName: 'Test fund', currency: 'USDT', shares: 3, buyAmount: '300', dailyRate: '0.0002', cycleDays: 3, dailyEarnings: '0.06', totalEarnings: '0', expectedEarnings: '0.18', daysPaid: 0, daysLeft: 3, status: 'active', closedAt: null },
    });
    expect(bought.data.firstDay).toBe(dayStart(t.clock.now()));
    expect(bought.data.lastDay).toBe(dayStart(t.clock.now()) + 2 * DAY_MS);
    expect([await coin(t.deps.db, buyer.userId), await fundWallet(t.deps.db, buyer.userId)]).toEqual([units('700'), units('300')]);
    const my = await t.call('/fund/my', { status: 'active' }, { token: buyer.token });
    expect(my).toMatchObject({ code: 1, data: { totalRow: 1, summary: { holdings: [{ currency: 'USDT', principal: '300', earned: '0', yesterday: '0' }] } } });
    expect(await t.call('/fund/earnings', {}, { token: buyer.token })).toMatchObject({ code: 1, data: { list: [], totalRow: 0 } });
    expect((await t.call('/fund/earnings', { holdingId: 'x' }, { token: buyer.token })).code).toBe(0);
    expect((await t.call('/fund/detail', { id: Number(fund.id) }, { token: buyer.token })).data).toMatchObject({ myShares: 3, canBuy: 47, soldShares: 3, participants: 1 });
    await expectAuditClean(t.deps.db);
  });

  it('keeps the buy limit and the pool under 20 concurrent purchases', async () => {
    await earnCapital(t.deps.db, t.clock.now(), '10000', 'cap');
    const limited = await makeFund(t.deps.db, t.clock.now(), { buyLimit: 5, totalShares: 1000 });
    const small = await makeFund(t.deps.db, t.clock.now(), { buyLimit: 10, totalShares: 10 });
    const one = await quickBuyer(null, '10000');
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => buyFund(t.deps, one, { id: Number(limited.id), shares: 1, fundPwd: FUND_PWD })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    expect(new Set(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.key))).toEqual(new Set(['fundAboveLimit']));
    const many = await Promise.all(Array.from({ length: 20 }, () => quickBuyer(null, '1000')));
    const pool = await Promise.allSettled(many.map((userId) => buyFund(t.deps, userId, { id: Number(small.id), shares: 1, fundPwd: FUND_PWD })));
    expect(pool.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(new Set(pool.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.key))).toEqual(new Set(['fundSoldOut']));
    const rows = await t.deps.db.selectFrom('funds').select(['id', 'sold_shares', 'participants']).orderBy('id').execute();
    expect(rows.map((r) => [r.sold_shares, r.participants])).toEqual([[5n, 1n], [10n, 10n]]);
    expect(await fundWallet(t.deps.db, one)).toBe(units('500'));
    const paidIn = await Promise.all(many.map((u) => fundWallet(t.deps.db, u)));
    expect(paidIn.reduce((a, b) => a + b, 0n)).toBe(units('1000'));
    await expectAuditClean(t.deps.db);
  });

  it('accrues each day exactly once, catches missed days up, pays 3 rebate levels and returns the principal after the last day', async () => {
    await earnCapital(t.deps.db, t.clock.now(), '10000', 'cap');
    // Odd numbers so every day carries a remainder: 7 shares of 33.33333333 at 0.000123 a day for 4 days.
    const fund = await makeFund(t.deps.db, t.clock.now(), { price: '33.33333333', dailyRate: '0.000123', cycleDays: 4, end: '+2d' });
    const a = await quickBuyer(null, '0');
    const b = await quickBuyer(a, '0');
    const c = await quickBuyer(b, '0');
    const d = await quickBuyer(c, '1000');
    const loner = await quickBuyer(null, '1000');
    const reserve0 = await reserveOf(t.deps.db, fund.id);
    const earn0 = await earnBalance(t.deps.db);
    const holding = await buyFund(t.deps, d, { id: Number(fund.id), shares: 7, fundPwd: FUND_PWD });
    const lone = await buyFund(t.deps, loner, { id: Number(fund.id), shares: 2, fundPwd: FUND_PWD });
    const day0 = dayStart(t.clock.now());
    await queueFundDay(t.deps.db, t.clock, day0);

    // Nothing is due before the window; the day's run pays day 1; a second run pays nothing.
    expect(await t.deps.jobs.runner.runDue()).toBe(0);
    t.clock.advance(payoutDueAt(day0) - t.clock.now() + 60_000);
    const runners = [1, 2].map((n) => createJobRunner({ db: t.deps.db, dialect: t.deps.dialect, clock: t.clock, owner: `r${n}`, handlers: [fundAccrueJob({ clock: t.clock })] }));
    await Promise.all(runners.map((r) => r.runDue()));
    await runJobTwice(day0);
    const P = 7n * units('33.33333333');
    const day1 = fundDayInterest(P, 123n, 1);
    expect((await payouts(holding.id)).map((p) => [p.kind, Number(p.level), p.beneficiary_id, p.amount])).toEqual([
      ['interest', 0, d, day1],
      ['rebate', 1, c, fundRebate(day1, 100_000n)],
      ['rebate', 2, b, fundRebate(day1, 50_000n)],
      ['rebate', 3, a, fundRebate(day1, 20_000n)],
    ]);
    expect((await payouts(lone.id)).map((p) => p.kind)).toEqual(['interest']);
    expect(await coin(t.deps.db, d)).toBe(units('1000') - P + day1);
    await expectAuditClean(t.deps.db);

    // The server is down for two windows: the next run pays days 2 and 3 at once (catch-up), then day 4 and the principal.
    t.clock.advance(2 * DAY_MS);
    expect(await t.deps.jobs.runner.runDue()).toBe(2);
    const after3 = await t.deps.db.selectFrom('fund_holdings').selectAll().where('id', '=', holding.id).executeTakeFirstOrThrow();
    expect([after3.days_paid, after3.status, after3.interest_paid]).toEqual([3n, 'active', (P * 123n * 3n) / 1_000_000n]);
    // The fund's end passed: expired, but its holdings keep earning.
    expect((await t.deps.db.selectFrom('funds').select('status').where('id', '=', fund.id).executeTakeFirstOrThrow()).status).toBe(1n);
    t.clock.advance(DAY_MS);
    expect(await t.deps.jobs.runner.runDue()).toBe(1);
    const total = fundCycleInterest(P, 123n, 4);
    const done = await t.deps.db.selectFrom('fund_holdings').selectAll().where('id', '=', holding.id).executeTakeFirstOrThrow();
    expect([done.days_paid, done.status, done.interest_paid]).toEqual([4n, 'matured', total]);
    const rows = await payouts(holding.id);
    const interest = rows.filter((r) => r.kind === 'interest');
    expect(interest.map((r) => r.amount)).toEqual([1, 2, 3, 4].map((k) => fundDayInterest(P, 123n, k)));
    expect(interest.map((r) => Number(r.day))).toEqual([0, 1, 2, 3].map((k) => day0 + k * DAY_MS));
    expect(rows.filter((r) => r.kind === 'principal').map((r) => r.amount)).toEqual([P]);
    const rebatesTo = (user: bigint) => rows.filter((r) => r.beneficiary_id === user && r.kind === 'rebate').reduce((s, r) => s + r.amount, 0n);
    expect([rebatesTo(c), rebatesTo(b), rebatesTo(a)]).toEqual([100_000n, 50_000n, 20_000n].map((rate) => [1, 2, 3, 4].reduce((s, k) => s + fundRebate(fundDayInterest(P, 123n, k), rate), 0n)));
    expect([await coin(t.deps.db, d), await fundWallet(t.deps.db, d), await coin(t.deps.db, c)]).toEqual([units('1000') + total, 0n, rebatesTo(c)]);
    const told = await t.deps.db.selectFrom('user_messages').select(['user_id', 'kind', 'params']).where('kind', '=', 'fundMatured').orderBy('user_id').execute();
    expect(told.map((m) => m.user_id).sort()).toEqual([d, loner].sort());
    expect(JSON.parse(told.find((m) => m.user_id === d)!.params)).toEqual({ holdingId: String(holding.id), coin: 'USDT', principal: '233.33333331', interest: (Number(total) / 1e8).toFixed(8).replace(/0+$/, '') });
    // The fund is over: its reserve's remainder is back in the earn account; nothing was minted.
    const paidOut = (await t.deps.db.selectFrom('fund_payouts').select(['kind', 'amount']).execute()).filter((r) => r.kind !== 'principal').reduce((s, r) => s + r.amount, 0n);
    expect(await reserveOf(t.deps.db, fund.id)).toBe(0n);
    expect(await earnBalance(t.deps.db)).toBe(earn0 + reserve0 - paidOut);
    // The earnings call lists them newest first; the summary adds them up.
    const earnings = await t.call('/fund/earnings', { pageSize: 50 }, { token: '' });
    expect(earnings.code).toBe(-2);
    await expectAuditClean(t.deps.db);
  });

  it('stops a fund: the whole cycle\'s promised interest paid from the reserve, principal returned, the rest back to the earn account', async () => {
    await earnCapital(t.deps.db, t.clock.now(), '10000', 'cap');
    const fund = await makeFund(t.deps.db, t.clock.now(), { cycleDays: 7 });
    const buyer = await fundBuyer(t, 'stop@example.com', '1000');
    const bought = await t.call('/fund/buy', { id: Number(fund.id), shares: 5, fundPwd: FUND_PWD }, { token: buyer.token });
    expect(bought.code).toBe(1);
    const day0 = dayStart(t.clock.now());
    // Two days ended (the day of purchase and the next), the third has begun: all seven promised days are paid.
    t.clock.advance(day0 + 2 * DAY_MS + 3_600_000 - t.clock.now());
    const earn0 = await earnBalance(t.deps.db);
    const reserve0 = await reserveOf(t.deps.db, fund.id);
    const stopped = await ops('fund:stop', String(fund.id), 'rates', 'changed');
    // What the reserve paid: 7 days of interest and the rebates of whoever referred the buyer.
    const paidOut = (await t.deps.db.selectFrom('fund_payouts').select(['kind', 'amount']).execute()).filter((r) => r.kind !== 'principal').reduce((s, r) => s + r.amount, 0n);
    expect(paidOut).toBeGreaterThanOrEqual(units('0.7'));
    expect(stopped).toBe(`fund ${fund.id} stopped: 1 holding closed (principal returned), reserve ${(Number(reserve0 - paidOut) / 1e8).toString()} USDT back to the earn account`);
    await expect(ops('fund:stop', String(fund.id), 'again')).rejects.toThrow('stopped already');
    const holding = await t.deps.db.selectFrom('fund_holdings').selectAll().executeTakeFirstOrThrow();
    expect([holding.status, holding.days_paid, holding.interest_paid]).toEqual(['stopped', 7n, units('0.7')]);
    expect([await coin(t.deps.db, buyer.userId), await fundWallet(t.deps.db, buyer.userId), await reserveOf(t.deps.db, fund.id)]).toEqual([units('1000.7'), 0n, 0n]);
    expect(await earnBalance(t.deps.db)).toBe(earn0 + reserve0 - paidOut);
    expect((await t.deps.db.selectFrom('funds').select(['status', 'reason']).executeTakeFirstOrThrow())).toEqual({ status: 2n, reason: 'rates changed' });
    expect(await t.deps.db.selectFrom('user_messages').select('kind').where('user_id', '=', buyer.userId).where('kind', '=', 'fundStopped').execute()).toHaveLength(1);
    // Nothing more is paid later, and a stopped fund sells nothing.
    await queueFundDay(t.deps.db, t.clock, day0 + 2 * DAY_MS);
    t.clock.advance(3 * DAY_MS);
    await t.deps.jobs.runner.runDue();
    expect(await coin(t.deps.db, buyer.userId)).toBe(units('1000.7'));
    expect((await t.call('/fund/buy', { id: Number(fund.id), shares: 1, fundPwd: FUND_PWD }, { token: buyer.token })).msg).toBe(translate('en-US', 'fundNotOpen'));
    const list = await t.call('/fund/my', {}, { token: buyer.token });
    expect(list.data.list[0]).toMatchObject({ status: 'stopped', daysPaid: 7, daysLeft: 0, totalEarnings: '0.7' });
    const earnings = await t.call('/fund/earnings', { kind: 'principal' }, { token: buyer.token });
    expect(earnings.data.list).toMatchObject([{ kind: 'principal', level: 0, amount: '500', fundName: 'Test fund' }]);
    const interest = await t.call('/fund/earnings', { kind: 'interest' }, { token: buyer.token, lang: 'fr-FR' });
    expect(interest.data.totalRow).toBe(7);
    expect(interest.data.list[0]).toMatchObject({ kind: 'interest', amount: '0.1', day: day0 + 6 * DAY_MS, fundName: 'Fonds de test' });
    expect((await t.call('/fund/earnings', { holdingId: String(holding.id), pageSize: 1, pageNo: 8 }, { token: buyer.token })).data).toMatchObject({ totalRow: 8, list: [{ kind: 'interest', day: day0 }] });
    expect(list.data.summary).toMatchObject({ holdings: [{ currency: 'USDT', principal: '0', earned: '0.7' }] });
    expect((await ops('audit:list', '5'))).toContain('fund:stop');
    await expectAuditClean(t.deps.db);
  });

  it('refuses to stop a fund whose reserve cannot pay the interest it promised, and changes nothing', async () => {
    await earnCapital(t.deps.db, t.clock.now(), '10000', 'cap');
    const fund = await makeFund(t.deps.db, t.clock.now(), { cycleDays: 7 });
    const buyer = await fundBuyer(t, 'short@example.com', '1000');
    expect((await t.call('/fund/buy', { id: Number(fund.id), shares: 5, fundPwd: FUND_PWD }, { token: buyer.token })).code).toBe(1);
    // The reserve left with less than the holding's 0.7 of interest (as a bug or a hand in the database could).
    const reserve = await reserveOf(t.deps.db, fund.id);
    await postTransaction(t.deps.db, t.clock.now(), {
      type: 'fund_reserve_return',
      reference: 'test:drain',
      postings: [
        { account: fundReserveAccount(fund.id), asset: 'USDT', amount: -(reserve - units('0.5')) },
        { account: EARN_ACCOUNT, asset: 'USDT', amount: reserve - units('0.5') },
      ],
    });
    await expect(ops('fund:stop', String(fund.id), 'rates', 'changed')).rejects.toThrow(translate('en-US', 'earnAccountShort'));
    expect(await t.deps.db.selectFrom('funds').select('status').where('id', '=', fund.id).executeTakeFirstOrThrow()).toEqual({ status: 0n });
    expect(await t.deps.db.selectFrom('fund_holdings').select(['status', 'days_paid']).executeTakeFirstOrThrow()).toEqual({ status: 'active', days_paid: 0n });
    expect(await reserveOf(t.deps.db, fund.id)).toBe(units('0.5'));
  });

  it('fund:run-now runs what is due in the window and says so; demo funds are seeded once, reserved through the ledger', async () => {
    await earnCapital(t.deps.db, t.clock.now(), '10000', 'cap');
    const fund = await makeFund(t.deps.db, t.clock.now(), { cycleDays: 1 });
    const buyer = await quickBuyer(null, '1000');
    await buyFund(t.deps, buyer, { id: Number(fund.id), shares: 10, fundPwd: FUND_PWD });
    expect(await ops('fund:run-now')).toMatch(/^fund accrual jobs run: \d+\nholdings: 1 active, 0 matured, 0 stopped$/);
    // 03:30 UTC the next day: the day of purchase is paid, and the 1-day holding matures.
    t.clock.advance(dayStart(t.clock.now()) + DAY_MS + 3.5 * 3_600_000 - t.clock.now());
    expect(await ops('fund:run-now')).toMatch(/^fund accrual jobs run: [1-9]\d*\nholdings: 0 active, 1 matured, 0 stopped$/);
    expect(await coin(t.deps.db, buyer)).toBe(units('1000.2'));
    expect(await ops('fund:run-now')).toMatch(/^fund accrual jobs run: 0\n/);

    await seedDemoFunds(t.deps);
    await seedDemoFunds(t.deps);
    const demo = await t.deps.db.selectFrom('funds').selectAll().where('created_by', '=', 'demo').execute();
    expect(demo).toHaveLength(2);
    for (const f of demo) expect(await reserveOf(t.deps.db, f.id)).toBe(f.reserve);
    const names = await t.deps.db.selectFrom('fund_texts').select(['fund_id']).where('fund_id', 'in', demo.map((f) => f.id)).execute();
    expect(names).toHaveLength(28);
    await expectAuditClean(t.deps.db);
  });

  it('ledger:audit reports a fund wallet without holdings behind it, and a reserve short of what it owes', async () => {
    await earnCapital(t.deps.db, t.clock.now(), '1000', 'cap');
    const fund = await makeFund(t.deps.db, t.clock.now());
    const buyer = await quickBuyer(null, '1001');
    await buyFund(t.deps, buyer, { id: Number(fund.id), shares: 10, fundPwd: FUND_PWD });
    await expectAuditClean(t.deps.db);
    // A posting into the fund wallet that no purchase made, and a reserve emptied behind the fund's back.
    await postTransaction(t.deps.db, t.clock.now(), { type: 'transfer', reference: 'bad:1', postings: [{ account: available(buyer), asset: 'USDT', amount: -1n }, { account: available(buyer, 'fund'), asset: 'USDT', amount: 1n }] });
    const reserve = await reserveOf(t.deps.db, fund.id);
    await postTransaction(t.deps.db, t.clock.now(), { type: 'transfer', reference: 'bad:2', postings: [{ account: system('fund_reserve', fund.id), asset: 'USDT', amount: -reserve }, { account: system('earn_payouts'), asset: 'USDT', amount: reserve }] });
    const report = await auditLedger(t.deps.db);
    expect(report.isConsistent).toBe(false);
    expect(report.frozenMismatches).toEqual(
      expect.arrayContaining([
        { userId: String(buyer), asset: 'fund:USDT', frozen: String(units('1000') + 1n), held: String(units('1000')) },
        { userId: '0', asset: `fund_reserve:${fund.id}:USDT`, frozen: '0', held: String(units('0.6') + units('0.06') + units('0.03') + units('0.012')) },
      ]),
    );
  });
});
