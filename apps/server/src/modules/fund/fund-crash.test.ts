import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fundDayInterest, fundRebate } from '@exchange/contracts';
import { DIALECTS } from '../../test/test-app.js';
import { useCrashApp } from '../../test/crash-app.js';
import { spawnTsx, waitUntil, type TChild } from '../../test/processes.js';
import { systemClock } from '../../platform/clock.js';
import { DAY_MS, dayKey, dayStart, latestPayableDay } from '../invites/invite-day.js';
import { insertUser } from '../invites/invite-test-support.js';
import { available, system } from '../ledger/accounts.js';
import { postTransaction } from '../ledger/post-transaction.js';
import { bookPurchase } from './buy-fund.js';
import { FUND_ACCRUE_KIND, queueFundDay } from './fund-job.js';
import { coin, earnCapital, expectAuditClean, fundWallet, makeFund, units } from './fund-test-support.js';

const CHILD = path.resolve(import.meta.dirname, 'fund-runner-child.ts');
const USERS = 40;
const HOLDINGS = 400;
const FREEZE_AT = 200;
const DEPOSIT = units('100000');

const crash = useCrashApp();

describe.each(DIALECTS)('fund accrual across a kill -9 on %s', (dialect) => {
  it(`pays each of ${HOLDINGS} holdings exactly once when the process running the accrual is killed in the middle`, { timeout: 120_000 }, async () => {
    const { db, deps } = await crash.open(dialect);
    const now = Date.now();
    // Bought 3 days ago (so the run catches several days up), a 5-day cycle: some days remain after the run.
    const boughtAt = now - 3 * DAY_MS;
    await earnCapital(deps.db, now, '10000000', 'crash-test');
    const fund = await makeFund(deps.db, boughtAt, { price: '12.34567891', dailyRate: '0.001234', cycleDays: 5, buyLimit: 1000, totalShares: 100_000, start: '-1h', end: '+30d' });
    // Users in referral chains of four (level 1 to 3 rebates for most), each with coins to buy with.
    const users: bigint[] = [];
    for (let i = 0; i < USERS; i += 1) {
      const userId = await insertUser(deps.db, now, i % 4 === 0 ? null : users[i - 1]);
      await postTransaction(deps.db, now, {
        type: 'deposit',
        reference: `crash-deposit:${userId}`,
        userId,
        postings: [
          { account: system('deposit_clearing'), asset: 'USDT', amount: -DEPOSIT },
          { account: available(userId), asset: 'USDT', amount: DEPOSIT },
        ],
      });
      users.push(userId);
    }
    for (let i = 0; i < HOLDINGS; i += 1) {
      await deps.db.transaction().execute((tx) => bookPurchase(tx, boughtAt, fund, users[i % USERS], BigInt(1 + (i % 13))));
    }
    const day = latestPayableDay(now);
    await queueFundDay(deps.db, systemClock, day);
    const firstDay = dayStart(boughtAt);
    const daysDue = Math.floor((day - firstDay) / DAY_MS) + 1;
    expect(daysDue).toBeGreaterThanOrEqual(2);

    const spawn = (owner: string, freeze = false): TChild =>
      spawnTsx(owner, CHILD, { JOB_DB: db.where, JOB_OWNER: owner, JOB_RECORD_FILE: path.join(db.dir, `${owner}.log`), ...(freeze ? { FREEZE_AT: String(FREEZE_AT) } : {}) });
    const first = spawn('first', true);
    await first.waitForLine(new RegExp(`^frozen ${FREEZE_AT}$`), 60_000);
    // kill -9 with half the holdings paid inside the run's open transaction.
    expect(await first.stop('SIGKILL')).toBeNull();
    const job = () => deps.db.selectFrom('jobs').select(['status', 'attempts']).where('kind', '=', FUND_ACCRUE_KIND).where('key', '=', dayKey(day)).executeTakeFirstOrThrow();
    expect((await job()).status).toBe('running');
    expect(await deps.db.selectFrom('fund_payouts').select('id').execute()).toHaveLength(0);

    // Restart: two processes at once; neither may pay anything twice.
    const started = Date.now();
    const second = spawn('second');
    const third = spawn('third');
    await Promise.all([second.waitForLine(/^ready$/, 30_000), third.waitForLine(/^ready$/, 30_000)]);
    await waitUntil('the accrual done', async () => (await job()).status === 'done', 60_000, 50);
    const elapsed = Date.now() - started;

    const holdings = await deps.db.selectFrom('fund_holdings').selectAll().orderBy('id').execute();
    const payouts = await deps.db.selectFrom('fund_payouts').selectAll().execute();
    const parents = new Map((await deps.db.selectFrom('users').select(['id', 'referrer_id']).execute()).map((u) => [u.id, u.referrer_id]));
    const rates = [fund.rebate1_ppm, fund.rebate2_ppm, fund.rebate3_ppm];
    const expectedCoin = new Map(users.map((u) => [u, DEPOSIT]));
    let expectedRows = 0;
    for (const h of holdings) {
      expect([h.days_paid, h.status]).toEqual([BigInt(daysDue), 'active']);
      let interest = 0n;
      const mine = payouts.filter((p) => p.holding_id === h.id);
      for (let k = 1; k <= daysDue; k += 1) {
        const dayInterest = fundDayInterest(h.principal, h.rate_ppm, k);
        interest += dayInterest;
        const onDay = mine.filter((p) => Number(p.day) === firstDay + (k - 1) * DAY_MS);
        expect(onDay.filter((p) => p.kind === 'interest').map((p) => p.amount)).toEqual([dayInterest]);
        let at: bigint | null = h.user_id;
        for (let level = 1; level <= 3; level += 1) {
          at = at === null ? null : (parents.get(at) ?? null);
          const rebate = fundRebate(dayInterest, rates[level - 1]);
          const rows = onDay.filter((p) => p.kind === 'rebate' && Number(p.level) === level);
          if (at === null || rebate === 0n) {
            expect(rows).toHaveLength(0);
            continue;
          }
          expect(rows.map((p) => [p.beneficiary_id, p.amount])).toEqual([[at, rebate]]);
          expectedCoin.set(at, expectedCoin.get(at)! + rebate);
        }
        expectedRows += onDay.length;
      }
      expect(h.interest_paid).toBe(interest);
      expectedCoin.set(h.user_id, expectedCoin.get(h.user_id)! - h.principal + interest);
    }
    expect(payouts).toHaveLength(expectedRows);
    for (const u of users) {
      expect(await coin(deps.db, u)).toBe(expectedCoin.get(u));
      expect(await fundWallet(deps.db, u)).toBe(holdings.filter((h) => h.user_id === u).reduce((s, h) => s + h.principal, 0n));
    }
    // One interest and one rebate transaction for the run (the killed run left nothing behind).
    const paidTx = await deps.db.selectFrom('ledger_transactions').select('type').where('type', 'in', ['fund_interest', 'fund_rebate']).execute();
    expect(paidTx.map((r) => r.type).sort()).toEqual(['fund_interest', 'fund_rebate']);
    await expectAuditClean(deps.db);
    const ran = (owner: string) => {
      const file = path.join(db.dir, `${owner}.log`);
      return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean).length : 0;
    };
    console.info(`${dialect}: ${HOLDINGS} holdings, ${daysDue} days each, ${payouts.length} payouts; paid ${elapsed} ms after the restart (runs: second ${ran('second')}, third ${ran('third')}, attempts ${(await job()).attempts})`);
    expect(ran('second') + ran('third')).toBe(1);
    expect(await second.stop('SIGTERM')).toBe(0);
    expect(await third.stop('SIGTERM')).toBe(0);
  });
});
