/**
 * A job runner in a process of its own, for the multi-process job tests (platform/jobs/*.test.ts).
 * Configured by environment:
 * - JOB_DB: `sqlite:<file>` or `postgres:<schema>` (with TEST_DATABASE_URL);
 * - JOB_OWNER: its lease owner id; JOB_RECORD_FILE: where each handler invocation is appended,
 *   outside any transaction, so a run that is later rolled back (or killed) still leaves its trace;
 * - JOB_LEASE_MS, JOB_POLL_MS, JOB_BATCH.
 * It handles kind `test.effect` (see effectJob) and prints `ready` once polling, `blocked <id>` when
 * a job's handler stops midway on purpose. SIGTERM stops it gracefully.
 */
import fs from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { systemClock } from '../platform/clock.js';
import { openDatabase } from '../platform/db/database.js';
import { createJobRunner } from '../platform/jobs/job-runner.js';
import { effectJob } from '../platform/jobs/test-effect-job.js';

const [dialect, where] = (process.env.JOB_DB ?? '').split(/:(.*)/s) as [string, string];
if ((dialect !== 'sqlite' && dialect !== 'postgres') || !where || !process.env.JOB_OWNER || !process.env.JOB_RECORD_FILE) {
  throw new Error('set JOB_DB (sqlite:<file> or postgres:<schema>), JOB_OWNER and JOB_RECORD_FILE');
}
const database =
  dialect === 'sqlite'
    ? openDatabase({ kind: 'sqlite', file: where })
    : openDatabase({ kind: 'postgres', url: process.env.TEST_DATABASE_URL!, schema: where });
const owner = process.env.JOB_OWNER!;
const recordFile = process.env.JOB_RECORD_FILE!;

const runner = createJobRunner({
  db: database.db,
  dialect: database.dialect,
  clock: systemClock,
  owner,
  leaseMs: Number(process.env.JOB_LEASE_MS ?? 30_000),
  pollMs: Number(process.env.JOB_POLL_MS ?? 50),
  batch: Number(process.env.JOB_BATCH ?? 4),
  handlers: [
    effectJob({
      owner,
      onInvoke: (job) => fs.appendFileSync(recordFile, `${job.id}\n`),
      onBlock: async (job) => {
        process.stdout.write(`blocked ${job.id}\n`);
        await new Promise(() => undefined); // until the test kills this process
      },
      work: (ms) => delay(ms),
    }),
  ],
  logger: {
    warn: (details, message) => process.stderr.write(`${message} ${JSON.stringify(details)}\n`),
    error: (details, message) => process.stderr.write(`${message} ${JSON.stringify(details)}\n`),
  },
});

process.once('SIGTERM', () => {
  void runner
    .stop()
    .then(() => database.close())
    .then(() => process.exit(0));
});

runner.start();
process.stdout.write('ready\n');
