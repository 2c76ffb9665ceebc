/**
 * A process that runs the launchpad jobs (`launch.allocate`, `launch.unlock`, with the bulk ledger
 * writer), for the kill -9 test (launchpad-crash.test.ts); see test/job-child.ts for its
 * environment. JOB_HOLD_MS: when set, after a handler has done all its work it prints
 * `holding <kind> <key>` and waits that long BEFORE its transaction commits, so the test can kill
 * it in the middle of an allocation. Each finished run is recorded as `<kind> <key>`.
 */
import { systemClock } from '../../platform/clock.js';
import { record, runAppJobChild } from '../../test/job-child.js';
import { launchJobs } from './launch-jobs.js';

const holdMs = Number(process.env.JOB_HOLD_MS ?? 0);

await runAppJobChild({
  isDemo: false,
  batch: 2,
  pick: (deps, env) =>
    launchJobs({ clock: systemClock, writeIo: deps.writeIo }).map((job) => ({
      ...job,
      async run(j, tx, context) {
        await job.run(j, tx, context);
        if (holdMs > 0) {
          process.stdout.write(`holding ${j.kind} ${j.key}\n`);
          await new Promise((resolve) => setTimeout(resolve, holdMs));
        }
        record(env, `${j.kind} ${j.key}`);
      },
    })),
});
