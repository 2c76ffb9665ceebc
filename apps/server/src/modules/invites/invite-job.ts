import { z } from 'zod';
import type { Kysely } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TClock } from '../../platform/clock.js';
import { enqueue } from '../../platform/jobs/enqueue.js';
import { defineJob, type TJobHandler } from '../../platform/jobs/job-types.js';
import { DAY_MS, dayKey, latestPayableDay, payoutDueAt } from './invite-day.js';
import { payDueCashbacks } from './pay-cashbacks.js';
import { payRebatesOfDay } from './pay-rebates.js';

export const INVITE_PAYOUT_KIND = 'invite.payout';

const ZInvitePayload = z.object({ day: z.number().int().nonnegative() });

type TLogger = { info(details: object, message: string): void };

/** Queues the payout of a day at the start of the next day's maintenance window; once per day (its key). */
export function queueDay(db: Kysely<TDatabase>, clock: TClock, day: number): Promise<boolean> {
  return enqueue(db, clock, { kind: INVITE_PAYOUT_KIND, key: dayKey(day), payload: { day }, dueAt: payoutDueAt(day), maxAttempts: 50 });
}

/**
 * Makes sure the newest day whose window has begun is queued (main.ts at start, and invite:pay-now).
 * Every process does it; the key makes it one job, and a day already paid is not queued again.
 */
export function scheduleInvitePayouts(deps: { db: Kysely<TDatabase>; clock: TClock }): Promise<boolean> {
  return queueDay(deps.db, deps.clock, latestPayableDay(deps.clock.now()));
}

/**
 * The daily payout (SPEC §9 maintenance window, 03:00–05:00 UTC): the trade rebates of the day
 * just ended, then the cashbacks that are due. Its effects commit with the job's "done", and every
 * payout carries a unique key, so a run repeated after a crash or by a second runner pays nothing
 * twice. It queues the next day in the same transaction, so the chain continues exactly when a run
 * commits; a server that was down over a window pays the missed days one after the other when it
 * starts again (each is due already), rather than never.
 */
export function invitePayoutJob(deps: { clock: TClock; logger?: TLogger }): TJobHandler<z.infer<typeof ZInvitePayload>> {
  return defineJob({
    kind: INVITE_PAYOUT_KIND,
    payload: ZInvitePayload,
    async run(job, tx) {
      const now = deps.clock.now();
      const rebates = await payRebatesOfDay(tx, now, job.payload.day);
      const cashbacks = await payDueCashbacks(tx, now);
      const next = job.payload.day + DAY_MS;
      await enqueue(tx, deps.clock, { kind: INVITE_PAYOUT_KIND, key: dayKey(next), payload: { day: next }, dueAt: payoutDueAt(next), maxAttempts: 50 });
      deps.logger?.info({ job: String(job.id), day: job.key, rebates: rebates.length, ...cashbacks }, 'invite payouts done');
    },
  });
}
