/**
 * A process that settles contract triggers (the real contract engine's job), for the kill -9 test
 * (contract-crash.test.ts); see test/job-child.ts for its environment. Each invocation's order ids
 * are recorded before it runs.
 */
import { record, runAppJobChild } from '../../test/job-child.js';
import { contractEngineOf } from './contract-engine.js';

await runAppJobChild({
  isDemo: true,
  pick: (deps, env) => {
    const job = contractEngineOf(deps).job;
    return [
      {
        ...job,
        run(j, tx, context) {
          record(env, j.payload.orderIds.join('\n'));
          return job.run(j, tx, context);
        },
      },
    ];
  },
});
