import { z } from 'zod';
import type { TDeps } from '../../platform/deps.js';
import { enqueue } from '../../platform/jobs/enqueue.js';
import { defineJob, type TJobHandler } from '../../platform/jobs/job-types.js';
import { purgeExpired } from './purge-expired.js';

export const MAINTENANCE_KIND = 'maintenance';
/** Housekeeping runs hourly: the tables it trims grow with sign-ins and codes, not with days. */
export const MAINTENANCE_EVERY_MS = 3_600_000;

const ZMaintenancePayload = z.object({ slot: z.number().int().nonnegative() });

/** The start of the time slot `now` falls in. */
export function maintenanceSlot(now: number): number {
  return now - (now % MAINTENANCE_EVERY_MS);
}

/** A run's key is its slot, so every process that schedules the same slot queues it once. */
export function maintenanceKey(slot: number): string {
  return new Date(slot).toISOString();
}

/**
 * Queues the run of the current slot (main.ts, at start). Every process does it; the key makes it
 * one job. A slot that already ran is not run again; each run queues the next.
 */
export async function scheduleMaintenance(deps: Pick<TDeps, 'db' | 'clock'>): Promise<boolean> {
  const slot = maintenanceSlot(deps.clock.now());
  return enqueue(deps.db, deps.clock, { kind: MAINTENANCE_KIND, key: maintenanceKey(slot), payload: { slot }, dueAt: slot });
}

/**
 * The housekeeping job (purge-expired.ts), run through the job runner. It queues the next slot's
 * run in its own transaction, so the chain of runs continues exactly when a run commits; a run
 * that was retried or taken over rolled its own back, so the chain never forks.
 */
export function maintenanceJob(deps: Pick<TDeps, 'clock' | 'config' | 'logger'>): TJobHandler<z.infer<typeof ZMaintenancePayload>> {
  return defineJob({
    kind: MAINTENANCE_KIND,
    payload: ZMaintenancePayload,
    async run(job, tx) {
      const now = deps.clock.now();
      const counts = await purgeExpired(tx, now, deps.config.session, MAINTENANCE_KIND);
      // The slot after this one, or after now when this run is late (the server was down): no catch-up runs.
      const next = maintenanceSlot(Math.max(now, job.payload.slot)) + MAINTENANCE_EVERY_MS;
      await enqueue(tx, deps.clock, { kind: MAINTENANCE_KIND, key: maintenanceKey(next), payload: { slot: next }, dueAt: next });
      deps.logger.info({ job: String(job.id), slot: job.key, ...counts }, 'maintenance: expired rows deleted');
    },
  });
}
