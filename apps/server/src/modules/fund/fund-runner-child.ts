/**
 * A process that runs the fund accrual jobs, for the kill -9 test (fund-crash.test.ts); see
 * test/job-child.ts for its environment. FREEZE_AT (optional): on reaching that holding of a pass
 * it prints `frozen N` and never goes on, so the test kills it in the middle of a run, its
 * transaction open. Each finished run's key is recorded.
 */
import { systemClock } from '../../platform/clock.js';
import { record, runAppJobChild } from '../../test/job-child.js';
import { fundAccrueJob } from './fund-job.js';

const freezeAt = process.env.FREEZE_AT ? Number(process.env.FREEZE_AT) : null;

await runAppJobChild({
  isDemo: true,
  pick: (_deps, env) => {
    const job = fundAccrueJob({
      clock: systemClock,
      onHolding: (index) => {
        if (index !== freezeAt) return;
        process.stdout.write(`frozen ${index}\n`);
        return new Promise<void>(() => {});
      },
    });
    return [
      {
        ...job,
        async run(j, tx, context) {
          await job.run(j, tx, context);
          record(env, j.key);
        },
      },
    ];
  },
});
