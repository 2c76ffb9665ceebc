/**
 * A process that runs the fund accrual jobs, for the kill -9 test (fund-crash.test.ts): it builds
 * the app on the test database and runs only `fund.accrue`, with a short lease so a successor
 * takes a killed run over quickly. Configured by environment: JOB_DB (`sqlite:<file>` or
 * `postgres:<schema>` with TEST_DATABASE_URL), JOB_OWNER, JOB_RECORD_FILE (each finished run
 * appended, outside any transaction), and FREEZE_AT (optional): on reaching that holding of a
 * pass it prints `frozen N` and never goes on, so the test kills it in the middle of a run, its
 * transaction open. Prints `ready` once polling; SIGTERM stops it gracefully.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../app.js';
import { systemClock } from '../../platform/clock.js';
import { loadConfig } from '../../platform/config.js';
import { openDatabase } from '../../platform/db/database.js';
import { createJobRunner } from '../../platform/jobs/job-runner.js';
import { fundAccrueJob } from './fund-job.js';

const [dialect, where] = (process.env.JOB_DB ?? '').split(/:(.*)/s) as [string, string];
if ((dialect !== 'sqlite' && dialect !== 'postgres') || !where || !process.env.JOB_OWNER || !process.env.JOB_RECORD_FILE) {
  throw new Error('set JOB_DB (sqlite:<file> or postgres:<schema>), JOB_OWNER and JOB_RECORD_FILE');
}
const database =
  dialect === 'sqlite' ? openDatabase({ kind: 'sqlite', file: where }) : openDatabase({ kind: 'postgres', url: process.env.TEST_DATABASE_URL!, schema: where });
const owner = process.env.JOB_OWNER!;
const recordFile = process.env.JOB_RECORD_FILE!;
const freezeAt = process.env.FREEZE_AT ? Number(process.env.FREEZE_AT) : null;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-fund-child-'));
const { app } = await buildApp({ config: { ...loadConfig({ DATA_DIR: dataDir }), isDemo: true }, database });
const job = fundAccrueJob({
  clock: systemClock,
  onHolding: (index) => {
    if (index !== freezeAt) return;
    process.stdout.write(`frozen ${index}\n`);
    return new Promise<void>(() => {});
  },
});
const runner = createJobRunner({
  db: database.db,
  dialect: database.dialect,
  clock: systemClock,
  owner,
  leaseMs: 1_500,
  pollMs: 20,
  handlers: [
    {
      ...job,
      async run(j, tx, context) {
        await job.run(j, tx, context);
        fs.appendFileSync(recordFile, `${j.key}\n`);
      },
    },
  ],
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
