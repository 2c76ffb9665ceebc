import { z } from 'zod';
import type { Kysely, Transaction } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TClock } from '../../platform/clock.js';
import { enqueue } from '../../platform/jobs/enqueue.js';
import { defineJob, type TJobHandler } from '../../platform/jobs/job-types.js';
import { postTransaction } from '../ledger/post-transaction.js';
import { countFundings } from '../ledger/ledger.repository.js';
import { DAY_MS, dayKey, latestPayableDay, payoutDueAt } from '../invites/invite-day.js';
import { EARN_ACCOUNT, fundReserveAccount, reserveBalances } from './fund-records.js';
import { closeHoldings, daysThrough, payHoldingDays, referrerChains } from './pay-holdings.js';
import { fundRepository } from './fund.repository.js';

export const FUND_ACCRUE_KIND = 'fund.accrue';
/** Holdings of a fund paid by one pair of ledger transactions (interest, rebates). */
const ACCRUAL_CHUNK = 500;

const ZFundPayload = z.object({ day: z.number().int().nonnegative() });

type TLogger = { info(details: object, message: string): void };
type TTx = Transaction<TDatabase>;

/** Queues the accrual of a day at the start of the next day's maintenance window (03:00 UTC); once per day (its key). */
export function queueFundDay(db: Kysely<TDatabase>, clock: TClock, day: number): Promise<boolean> {
  return enqueue(db, clock, { kind: FUND_ACCRUE_KIND, key: dayKey(day), payload: { day }, dueAt: payoutDueAt(day), maxAttempts: 50 });
}

/** Makes sure the newest day whose window has begun is queued (main.ts at start, fund:run-now); every process does it, the key makes it one job. */
export function scheduleFundAccruals(deps: { db: Kysely<TDatabase>; clock: TClock }): Promise<boolean> {
  return queueFundDay(deps.db, deps.clock, latestPayableDay(deps.clock.now()));
}

/**
 * Returns what the reserve of a fund that is over (expired or stopped, no active holding left)
 * still holds to the earn account ('fund_reserve_return'): the share of the pool that was never
 * sold, the rebates of buyers without referrers, and the days a stop cut short.
 */
export async function returnIdleReserves(tx: TTx, now: number, fundIds?: bigint[]): Promise<{ fundId: bigint; amount: bigint }[]> {
  const funds = await fundRepository.overFunds(tx, fundIds);
  const balances = await reserveBalances(tx, funds);
  const returned: { fundId: bigint; amount: bigint }[] = [];
  for (const fund of funds) {
    const amount = balances.get(fund.id) ?? 0n;
    if (amount <= 0n) continue;
    // Numbered by the returns before it (the same on a retry), never by the clock.
    const before = await countFundings(tx, 'fund_reserve_return', `fund:${fund.id}:reserve-return:`);
    await postTransaction(tx, now, {
      type: 'fund_reserve_return',
      reference: `fund:${fund.id}:reserve-return:${before + 1}`,
      memo: `fund ${fund.id} is over: what its reserve did not pay back to the earn account`,
      postings: [
        { account: fundReserveAccount(fund.id), asset: fund.currency, amount: -amount, guard: 'earnAccountShort' },
        { account: EARN_ACCOUNT, asset: fund.currency, amount },
      ],
    });
    returned.push({ fundId: fund.id, amount });
  }
  return returned;
}

/**
 * One accrual pass for UTC day `day`, in the caller's transaction: funds past their end marked
 * expired; every active holding paid each of its unpaid days up to `day` (a missed day caught up),
 * its principal returned after its last day; then the reserves of funds that are over returned.
 */
export async function accrueFunds(tx: TTx, now: number, day: number, onHolding?: (index: number) => void | Promise<void>): Promise<{ holdings: number; matured: number; expired: number; reservesReturned: number }> {
  // Fund rows first (a purchase locks its fund row before ledger accounts: same order here, no deadlock).
  const expired = await fundRepository.expireEnded(tx, now);
  const holdings = await fundRepository.activeHoldingsFrom(tx, day);
  const funds = await fundRepository.fundsByIds(tx, [...new Set(holdings.map((h) => h.fund_id))]);
  const chainOf = referrerChains(tx);
  let seen = 0;
  let paid = 0;
  let matured = 0;
  for (const fund of funds) {
    const mine = holdings.filter((h) => h.fund_id === fund.id);
    for (let i = 0; i < mine.length; i += ACCRUAL_CHUNK) {
      const chunk = mine.slice(i, i + ACCRUAL_CHUNK);
      const offset = seen;
      const after = await payHoldingDays(tx, now, fund, chunk.map((holding) => ({ holding, through: daysThrough(holding, day) })), chainOf, `day ${dayKey(day)}`, onHolding && ((index) => onHolding(offset + index)));
      seen += chunk.length;
      paid += after.filter((h, k) => h.days_paid !== chunk[k].days_paid).length;
      matured += await closeHoldings(tx, now, fund, after.filter((h) => h.days_paid >= h.cycle_days).map((holding) => ({ holding, status: 'matured' as const })));
    }
  }
  const returned = await returnIdleReserves(tx, now);
  return { holdings: paid, matured, expired: expired.length, reservesReturned: returned.length };
}

/**
 * The daily fund accrual (SPEC §9 maintenance window, 03:00–05:00 UTC), keyed by the UTC day it
 * pays. Its effects commit with the job's "done"; each holding's days move by a guarded update and
 * every payout has a unique key, so a repeated or concurrent run pays nothing twice. It queues the
 * next day in the same transaction; a server down over several windows pays the missed days in
 * the first run after it (every unpaid day up to the run's day). `onHolding` (tests) hears of each
 * holding the pass reaches.
 */
export function fundAccrueJob(deps: { clock: TClock; logger?: TLogger; onHolding?: (index: number) => void | Promise<void> }): TJobHandler<z.infer<typeof ZFundPayload>> {
  return defineJob({
    kind: FUND_ACCRUE_KIND,
    payload: ZFundPayload,
    async run(job, tx) {
      const now = deps.clock.now();
      const done = await accrueFunds(tx, now, job.payload.day, deps.onHolding);
      const next = job.payload.day + DAY_MS;
      await enqueue(tx, deps.clock, { kind: FUND_ACCRUE_KIND, key: dayKey(next), payload: { day: next }, dueAt: payoutDueAt(next), maxAttempts: 50 });
      deps.logger?.info({ job: String(job.id), day: job.key, ...done }, 'fund accrual done');
    },
  });
}
