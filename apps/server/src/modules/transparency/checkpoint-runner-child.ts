/**
 * A process that runs the checkpoint job, for the kill -9 test (checkpoint-crash.test.ts); see
 * test/job-child.ts for its environment, and CHECKPOINT_KEY / CHECKPOINT_EVERY_MS (every child of a
 * test signs with the same key). FREEZE=1: after its first checkpoint is written, inside the job's
 * open transaction, it prints `frozen` and never goes on, so the test kills it there.
 */
import { record, runAppJobChild } from '../../test/job-child.js';
import { checkpointJob } from './checkpoint-job.js';

let isFrozen = process.env.FREEZE !== '1';

await runAppJobChild({
  isDemo: false,
  env: { CHECKPOINT_KEY: process.env.CHECKPOINT_KEY, CHECKPOINT_EVERY_MS: process.env.CHECKPOINT_EVERY_MS },
  pick: (deps, env) => {
    const job = checkpointJob(deps);
    return [
      {
        ...job,
        async run(j, tx, context) {
          await job.run(j, tx, context);
          if (!isFrozen) {
            isFrozen = true;
            process.stdout.write('frozen\n');
            await new Promise<void>(() => {});
          }
          record(env, j.key);
        },
      },
    ];
  },
});
