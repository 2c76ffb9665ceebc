import { z } from 'zod';
import type { TDeps } from '../../platform/deps.js';
import { enqueue } from '../../platform/jobs/enqueue.js';
import { defineJob, type TJobHandler } from '../../platform/jobs/job-types.js';
import { writeCheckpoint } from './build-checkpoint.js';

export const CHECKPOINT_KIND = 'transparency.checkpoint';

const ZCheckpointPayload = z.object({ slot: z.number().int().nonnegative() });

const slotOf = (now: number, everyMs: number) => now - (now % everyMs);
const keyOf = (slot: number) => new Date(slot).toISOString();

/**
 * Queues the checkpoint of the current slot (main.ts, at start; every process does it, the key
 * makes it one job). The first runs at once, so a fresh exchange publishes one within seconds.
 */
export async function scheduleCheckpoints(deps: Pick<TDeps, 'db' | 'clock' | 'config'>): Promise<boolean> {
  const slot = slotOf(deps.clock.now(), deps.config.checkpoint.everyMs);
  return enqueue(deps.db, deps.clock, { kind: CHECKPOINT_KIND, key: keyOf(slot), payload: { slot }, dueAt: deps.clock.now() });
}

/**
 * The checkpoint job (build-checkpoint.ts), durable as every timed thing here: the checkpoint, its
 * leaves and the next slot's job commit with the job's "done" or not at all, so a kill -9 at any
 * moment neither loses a checkpoint nor writes one twice. A late run does not catch up.
 */
export function checkpointJob(deps: Pick<TDeps, 'db' | 'clock' | 'config' | 'chain' | 'logger'>): TJobHandler<z.infer<typeof ZCheckpointPayload>> {
  return defineJob({
    kind: CHECKPOINT_KIND,
    payload: ZCheckpointPayload,
    async run(job, tx) {
      const every = deps.config.checkpoint.everyMs;
      const checkpoint = await writeCheckpoint(deps, tx);
      const next = slotOf(Math.max(deps.clock.now(), job.payload.slot), every) + every;
      await enqueue(tx, deps.clock, { kind: CHECKPOINT_KIND, key: keyOf(next), payload: { slot: next }, dueAt: next });
      deps.logger.info({ job: String(job.id), checkpoint: checkpoint.id, users: checkpoint.users, accounts: checkpoint.accounts }, 'transparency: checkpoint signed');
    },
  });
}
