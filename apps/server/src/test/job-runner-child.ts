/**
 * A job runner in a process of its own, for the multi-process job tests (platform/jobs/*.test.ts);
 * see job-child.ts for JOB_DB, JOB_OWNER and JOB_RECORD_FILE (each handler invocation's job id is
 * appended). Also JOB_LEASE_MS, JOB_POLL_MS, JOB_BATCH. It handles kind `test.effect` (see
 * effectJob) and prints `blocked <id>` when a job's handler stops midway on purpose.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { effectJob } from '../platform/jobs/effect-job.test-support.js';
import { childEnv, record, startChildRunner } from './job-child.js';

const env = childEnv();
startChildRunner(
  env,
  [
    effectJob({
      owner: env.owner,
      onInvoke: (job) => record(env, String(job.id)),
      onBlock: async (job) => {
        process.stdout.write(`blocked ${job.id}\n`);
        await new Promise(() => undefined); // until the test kills this process
      },
      work: (ms) => delay(ms),
    }),
  ],
  {
    leaseMs: Number(process.env.JOB_LEASE_MS ?? 30_000),
    pollMs: Number(process.env.JOB_POLL_MS ?? 50),
    batch: Number(process.env.JOB_BATCH ?? 4),
  },
);
