/**
 * A process that settles seconds contracts (the tick-driven and safety-net settlement jobs of the
 * real seconds engine), for the kill -9 test (seconds-crash.test.ts); see test/job-child.ts for its
 * environment. Each job run's key is recorded.
 */
import { record, runAppJobChild } from '../../test/job-child.js';
import { secondsEngineOf } from './seconds-engine.js';

await runAppJobChild({
  isDemo: true,
  pick: (deps, env) => {
    const job = secondsEngineOf(deps).job;
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
