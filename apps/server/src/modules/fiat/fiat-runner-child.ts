/**
 * A process that runs the fiat expiry jobs, for the kill -9 test (fiat-crash.test.ts); see
 * test/job-child.ts for its environment. FREEZE_AT (optional): its Nth run, its effect written but
 * not committed, prints `frozen N` and never goes on, so the test kills it with the transaction
 * open. Each finished run's order id is recorded.
 */
import { systemClock } from '../../platform/clock.js';
import { record, runAppJobChild } from '../../test/job-child.js';
import { fiatExpireJob } from './fiat-job.js';

const freezeAt = process.env.FREEZE_AT ? Number(process.env.FREEZE_AT) : null;
let runs = 0;

await runAppJobChild({
  isDemo: true,
  pick: (_deps, env) => {
    const job = fiatExpireJob({
      clock: systemClock,
      onRun: () => {
        runs += 1;
        if (runs !== freezeAt) return;
        process.stdout.write(`frozen ${runs}\n`);
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
