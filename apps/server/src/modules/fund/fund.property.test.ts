import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundCycleInterest, fundDayInterest, fundRebate, formatUnits } from '@exchange/contracts';
import { DIALECTS, startTestApp, type TTestApp } from '../../test/test-app.js';
import { DAY_MS, dayStart, payoutDueAt } from '../invites/invite-day.js';
import { insertUser } from '../invites/invite-test-support.js';
import { available, system } from '../ledger/accounts.js';
import { postTransaction } from '../ledger/post-transaction.js';
import { bookPurchase } from './buy-fund.js';
import { queueFundDay } from './fund-job.js';
import { earnBalance, earnCapital, expectAuditClean, makeFund, reserveOf } from './fund-test-support.js';

/**
 * Random funds (price, daily rate, cycle, rebate rates), random purchases over random days by
 * users in random referral chains, then the real daily job through every window: each holding is
 * paid day by day exactly fundDayInterest, in total exactly floor(P × r × D / 1e6); each rebate is
 * floor(day × rate) to the right referrer; the reserve never goes below zero (its postings are
 * guarded) and what is left returns to the earn account: earn + reserves end where they began,
 * less exactly what was paid.
 */
describe.each(DIALECTS)('fund accrual, property-based, on %s', (dialect) => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    await earnCapital(t.deps.db, t.clock.now(), '1000000000', 'property');
  });
  afterAll(async () => {
    await t.close();
  });

  it('pays exactly the formula, day by day and in total, never more than the reserve', { timeout: 240_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          priceUnits: fc.bigInt({ min: 1n, max: 100_000_000_000n }),
          ratePpm: fc.bigInt({ min: 1n, max: 50_000n }),
          cycleDays: fc.integer({ min: 1, max: 6 }),
          rebates: fc.tuple(fc.bigInt({ min: 0n, max: 500_000n }), fc.bigInt({ min: 0n, max: 500_000n }), fc.bigInt({ min: 0n, max: 500_000n })),
          buys: fc.array(fc.record({ shares: fc.integer({ min: 1, max: 20 }), chain: fc.integer({ min: 0, max: 3 }), dayOffset: fc.integer({ min: 0, max: 2 }) }), { minLength: 1, maxLength: 6 }),
        }),
        async (f) => {
          const start = t.clock.now();
          const earn0 = await earnBalance(t.deps.db);
          const fund = await makeFund(t.deps.db, start, {
            price: formatUnits(f.priceUnits, 8),
            dailyRate: formatUnits(f.ratePpm, 6),
            cycleDays: f.cycleDays,
            rebateRates: f.rebates.map((r) => formatUnits(r, 6)),
            buyLimit: 1000,
            totalShares: 1000,
            start: 'now',
            end: '+3d',
          });
          const reserve0 = await reserveOf(t.deps.db, fund.id);
          const holdings: { id: bigint; user: bigint; chain: bigint[]; principal: bigint }[] = [];
          const ordered = [...f.buys].sort((a, b) => a.dayOffset - b.dayOffset);
          for (const buy of ordered) {
            // Buying days later: the clock moves, and the days in between are paid by their jobs.
            const at = start + buy.dayOffset * DAY_MS;
            while (t.clock.now() < at) {
              t.clock.advance(Math.min(DAY_MS, at - t.clock.now()));
              await t.deps.jobs.runner.runDue();
            }
            const chain: bigint[] = [];
            let referrer: bigint | null = null;
            for (let i = 0; i < buy.chain; i += 1) {
              referrer = await insertUser(t.deps.db, t.clock.now(), referrer);
              chain.unshift(referrer);
            }
            const user = await insertUser(t.deps.db, t.clock.now(), referrer);
            const principal = BigInt(buy.shares) * fund.share_price;
            await postTransaction(t.deps.db, t.clock.now(), {
              type: 'deposit',
              reference: `prop-deposit:${user}`,
              userId: user,
              postings: [
                { account: system('deposit_clearing'), asset: 'USDT', amount: -principal },
                { account: available(user), asset: 'USDT', amount: principal },
              ],
            });
            const current = await t.deps.db.selectFrom('funds').selectAll().where('id', '=', fund.id).executeTakeFirstOrThrow();
            const row = await t.deps.db.transaction().execute((tx) => bookPurchase(tx, t.clock.now(), current, user, BigInt(buy.shares)));
            holdings.push({ id: row.id, user, chain, principal });
            await queueFundDay(t.deps.db, t.clock, dayStart(t.clock.now()));
          }
          // Every window until every holding matured.
          for (let guard = 0; guard < 20; guard += 1) {
            const active = await t.deps.db.selectFrom('fund_holdings').select('id').where('fund_id', '=', fund.id).where('status', '=', 'active').execute();
            if (active.length === 0) break;
            t.clock.advance(payoutDueAt(dayStart(t.clock.now())) - t.clock.now() + 1);
            await t.deps.jobs.runner.runDue();
          }
          let paid = 0n;
          for (const h of holdings) {
            const row = await t.deps.db.selectFrom('fund_holdings').selectAll().where('id', '=', h.id).executeTakeFirstOrThrow();
            expect(row.status).toBe('matured');
            expect(row.interest_paid).toBe(fundCycleInterest(h.principal, f.ratePpm, f.cycleDays));
            const rows = await t.deps.db.selectFrom('fund_payouts').selectAll().where('holding_id', '=', h.id).orderBy('day').orderBy('level').execute();
            for (let k = 1; k <= f.cycleDays; k += 1) {
              const day = Number(row.first_day) + (k - 1) * DAY_MS;
              const interest = fundDayInterest(h.principal, f.ratePpm, k);
              const onDay = rows.filter((r) => Number(r.day) === day && r.kind !== 'principal');
              const expected = [
                ...(interest > 0n ? [['interest', 0n, h.user, interest]] : []),
                ...h.chain
                  .map((beneficiary, level) => ['rebate', BigInt(level + 1), beneficiary, fundRebate(interest, f.rebates[level])] as const)
                  .filter(([, , , amount]) => amount > 0n),
              ];
              expect(onDay.map((r) => [r.kind, r.level, r.beneficiary_id, r.amount])).toEqual(expected);
              paid += onDay.reduce((s, r) => s + r.amount, 0n);
            }
          }
          expect(paid).toBeLessThanOrEqual(reserve0);
          // Expired, no active holding left: the reserve's remainder went back.
          t.clock.advance(4 * DAY_MS);
          await queueFundDay(t.deps.db, t.clock, dayStart(t.clock.now() - DAY_MS));
          await t.deps.jobs.runner.runDue();
          expect(await reserveOf(t.deps.db, fund.id)).toBe(0n);
          expect(await earnBalance(t.deps.db)).toBe(earn0 - paid);
          await expectAuditClean(t.deps.db);
        },
      ),
      { numRuns: dialect === 'sqlite' ? 15 : 6 },
    );
  });
});
