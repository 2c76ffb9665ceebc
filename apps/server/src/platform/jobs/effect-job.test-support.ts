import { sql } from 'kysely';
import { z } from 'zod';
import { defineJob, type TJob } from './job-types.js';

/**
 * The job the job tests run (in-process and in test/job-runner-child.ts): it writes rows to the
 * tests' own `test_effects` table, so that a test can count how often its effect applied. Kept
 * apart from jobs-test-support.ts so that a child process loads no more than a runner needs.
 */
export const EFFECT_KIND = 'test.effect';

export const ZEffectPayload = z.object({
  /** Rows the effect writes, one per part, all in the job's transaction. */
  parts: z.number().int().min(1).max(10),
  /** On the first try only, stop after writing this part (onBlock decides how). */
  blockAtPart: z.number().int().optional(),
  /** Simulated work after the writes. */
  workMs: z.number().int().optional(),
});

export type TEffectPayload = z.infer<typeof ZEffectPayload>;

/**
 * The test handler: writes `parts` rows to test_effects in the job's transaction, so a test can
 * count how often the effect applied. `onInvoke` is told of each invocation before anything else
 * (outside the transaction), so a test can count how often it ran.
 */
export function effectJob(options: {
  owner: string;
  onInvoke?: (job: TJob<TEffectPayload>) => void;
  onBlock?: (job: TJob<TEffectPayload>) => Promise<void>;
  work?: (ms: number) => Promise<void>;
}) {
  return defineJob({
    kind: EFFECT_KIND,
    payload: ZEffectPayload,
    async run(job, tx) {
      options.onInvoke?.(job);
      const { parts, blockAtPart, workMs } = job.payload;
      for (let part = 1; part <= parts; part++) {
        await sql`insert into test_effects (job_id, part, owner) values (${job.id}, ${BigInt(part)}, ${options.owner})`.execute(tx);
        if (part === blockAtPart && job.attempt === 1) await options.onBlock?.(job);
      }
      if (workMs) await options.work?.(workMs);
    },
  });
}
