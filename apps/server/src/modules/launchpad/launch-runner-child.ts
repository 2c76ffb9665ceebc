/**
 * A process that runs the launchpad jobs, for the kill -9 test (launchpad-crash.test.ts): it builds
 * the app on the test database (so its job handlers are the real ones, with the bulk ledger
 * writer) and runs only `launch.allocate` and `launch.unlock`, with a short lease so a successor
 * takes a killed run over quickly. Configured by environment: JOB_DB (`sqlite:<file>` or
 * `postgres:<schema>` with TEST_DATABASE_URL), JOB_OWNER, JOB_RECORD_FILE (each finished run
 * appended, outside any transaction), and JOB_HOLD_MS: when set, after a handler has done all its
 * work it prints `holding <kind> <key>` and waits that long BEFORE its transaction commits, so the
 * test can kill it in the middle of an allocation. Prints `ready` once polling; SIGTERM stops it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../app.js';
import { systemClock } from '../../platform/clock.js';
import { loadConfig } from '../../platform/config.js';
import { openDatabase } from '../../platform/db/database.js';
import { createJobRunner } from '../../platform/jobs/job-runner.js';
import { launchJobs } from './launch-jobs.js';

const [dialect, where] = (process.env.JOB_DB ?? '').split(/:(.*)/s) as [string, string];
if ((dialect !== 'sqlite' && dialect !== 'postgres') || !where || !process.env.JOB_OWNER || !process.env.JOB_RECORD_FILE) {
  throw new Error('set JOB_DB (sqlite:<file> or postgres:<schema>), JOB_OWNER and JOB_RECORD_FILE');
}
const database =
  dialect === 'sqlite' ? openDatabase({ kind: 'sqlite', file: where }) : openDatabase({ kind: 'postgres', url: process.env.TEST_DATABASE_URL!, schema: where });
const owner = process.env.JOB_OWNER!;
const recordFile = process.env.JOB_RECORD_FILE!;
const holdMs = Number(process.env.JOB_HOLD_MS ?? 0);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-launch-child-'));
const { app, deps } = await buildApp({ config: { ...loadConfig({ DATA_DIR: dataDir }), isDemo: false }, database });
const runner = createJobRunner({
  db: database.db,
  dialect: database.dialect,
  clock: systemClock,
  owner,
  leaseMs: 1_500,
  pollMs: 20,
  batch: 2,
  handlers: launchJobs({ clock: systemClock, writeIo: deps.writeIo }).map((job) => ({
    ...job,
    async run(j, tx, context) {
      await job.run(j, tx, context);
      if (holdMs > 0) {
        process.stdout.write(`holding ${j.kind} ${j.key}\n`);
        await new Promise((resolve) => setTimeout(resolve, holdMs));
      }
      fs.appendFileSync(recordFile, `${j.kind} ${j.key}\n`);
    },
  })),
  logger: {
    warn: (details, message) => process.stderr.write(`${message} ${JSON.stringify(details)}\n`),
    error: (details, message) => process.stderr.write(`${message} ${JSON.stringify(details)}\n`),
  },
});

process.once('SIGTERM', () => {
  void runner
    .stop()
    .then(() => app.close())
    .then(() => database.close())
    .then(() => process.exit(0));
});

runner.start();
process.stdout.write('ready\n');
