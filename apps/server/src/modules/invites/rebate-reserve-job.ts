import { z } from 'zod';
import type { Kysely } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TClock } from '../../platform/clock.js';
import { enqueue } from '../../platform/jobs/enqueue.js';
import { defineJob, type TJobHandler } from '../../platform/jobs/job-types.js';
import { invitesRepository } from './invites.repository.js';
import { reserveAccruedRebates } from './reserve-rebates.js';

export const REBATE_RESERVE_KIND = 'invite.rebate-reserve';
/** Rebates are reserved every minute: the fee account holds what accrued since for at most that long. */
export const REBATE_RESERVE_EVERY_MS = 60_000;
/** A fee is counted once it is this old: the transaction that stamped it has committed by then (one that did not is counted by its day's payout). */
export const REBATE_COMMIT_LAG_MS = 30_000;

const ZRebateReservePayload = z.object({ slot: z.number().int().nonnegative() });

type TLogger = { info(details: object, message: string): void };

const slotOf = (now: number) => now - (now % REBATE_RESERVE_EVERY_MS);
const keyOf = (slot: number) => new Date(slot).toISOString();

/**
 * Queues the run of the current minute (main.ts, at start) unless a run is already queued (the
 * chain is alive): every process does it, and the key makes one job of a minute. Two chains would
 * still reserve once (the checkpoint), only work twice.
 */
export async function scheduleRebateReserve(deps: { db: Kysely<TDatabase>; clock: TClock }): Promise<boolean> {
  if (await invitesRepository.hasQueuedJob(deps.db, REBATE_RESERVE_KIND)) return false;
  const slot = slotOf(deps.clock.now());
  return enqueue(deps.db, deps.clock, { kind: REBATE_RESERVE_KIND, key: keyOf(slot), payload: { slot }, dueAt: slot, maxAttempts: 50 });
}

/**
 * Reserves the trade rebates accrued since the last run (reserveAccruedRebates: the fees stamped
 * since its checkpoint, up to REBATE_COMMIT_LAG_MS ago), off the order path: it reads the rows the
 * products already write, through their time indexes. Its effects and the checkpoint commit with
 * the job's "done", so a run repeated after kill -9 or by a second runner reserves nothing twice.
 * It queues the next minute in the same transaction (after now when it ran late: no catch-up
 * runs; the next run counts everything since the checkpoint).
 */
export function rebateReserveJob(deps: { clock: TClock; logger?: TLogger }): TJobHandler<z.infer<typeof ZRebateReservePayload>> {
  return defineJob({
    kind: REBATE_RESERVE_KIND,
    payload: ZRebateReservePayload,
    async run(job, tx) {
      const now = deps.clock.now();
      const { reserved, short } = await reserveAccruedRebates(tx, now, now - REBATE_COMMIT_LAG_MS);
      const next = slotOf(Math.max(now, job.payload.slot)) + REBATE_RESERVE_EVERY_MS;
      await enqueue(tx, deps.clock, { kind: REBATE_RESERVE_KIND, key: keyOf(next), payload: { slot: next }, dueAt: next, maxAttempts: 50 });
      if (reserved > 0 || short.length > 0) deps.logger?.info({ job: String(job.id), reserved, short: short.map((s) => s.asset) }, 'invite rebates reserved');
    },
  });
}
