/**
 * What every job-runner child process of the kill -9 and multi-process tests shares: the database
 * it opens from its environment, the runner it starts, and how it stops. Environment: JOB_DB
 * (`sqlite:<file>` or `postgres:<schema>` with TEST_DATABASE_URL), JOB_OWNER (its lease owner id)
 * and JOB_RECORD_FILE (where the child appends what its handlers ran, outside any transaction, so a
 * run later rolled back or killed still leaves its trace). The child prints `ready` once polling;
 * SIGTERM stops it gracefully.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { systemClock } from '../platform/clock.js';
import { loadConfig } from '../platform/config.js';
import { openDatabase } from '../platform/db/database.js';
import type { TDeps } from '../platform/deps.js';
import { createJobRunner } from '../platform/jobs/job-runner.js';
import type { TJobHandler } from '../platform/jobs/job-types.js';

export type TChildEnv = { database: ReturnType<typeof openDatabase>; owner: string; recordFile: string };

/** Opens the database the environment names. @throws Error when JOB_DB, JOB_OWNER or JOB_RECORD_FILE is missing */
export function childEnv(): TChildEnv {
  const [dialect, where] = (process.env.JOB_DB ?? '').split(/:(.*)/s) as [string, string];
  if ((dialect !== 'sqlite' && dialect !== 'postgres') || !where || !process.env.JOB_OWNER || !process.env.JOB_RECORD_FILE) {
    throw new Error('set JOB_DB (sqlite:<file> or postgres:<schema>), JOB_OWNER and JOB_RECORD_FILE');
  }
  const database =
    dialect === 'sqlite' ? openDatabase({ kind: 'sqlite', file: where }) : openDatabase({ kind: 'postgres', url: process.env.TEST_DATABASE_URL!, schema: where });
  return { database, owner: process.env.JOB_OWNER!, recordFile: process.env.JOB_RECORD_FILE! };
}

/** Appends a line to the record file (outside any transaction). */
export function record(env: TChildEnv, line: string): void {
  fs.appendFileSync(env.recordFile, `${line}\n`);
}

type TRunnerOptions = { leaseMs?: number; pollMs?: number; batch?: number };

/** Starts a runner of these handlers, stops it (then `close`) on SIGTERM, and prints `ready`. */
export function startChildRunner(env: TChildEnv, handlers: TJobHandler<any>[], options: TRunnerOptions, close: () => Promise<void> = async () => undefined): void {
  const runner = createJobRunner({
    db: env.database.db,
    dialect: env.database.dialect,
    clock: systemClock,
    owner: env.owner,
    ...options,
    handlers,
    logger: {
      warn: (details, message) => process.stderr.write(`${message} ${JSON.stringify(details)}\n`),
      error: (details, message) => process.stderr.write(`${message} ${JSON.stringify(details)}\n`),
    },
  });
  process.once('SIGTERM', () => {
    void runner
      .stop()
      .then(close)
      .then(() => env.database.close())
      .then(() => process.exit(0));
  });
  runner.start();
  process.stdout.write('ready\n');
}

/**
 * A child that builds the whole app on the test database (so its handlers are the real ones) and
 * runs only the handlers `pick` chooses, with a short lease so a successor takes a killed run over
 * quickly.
 */
export async function runAppJobChild(options: {
  isDemo: boolean;
  batch?: number;
  /** Configuration from the child's environment beyond DATA_DIR (e.g. CHECKPOINT_KEY, shared by every child of a test). */
  env?: NodeJS.ProcessEnv;
  pick: (deps: TDeps, env: TChildEnv) => TJobHandler<any>[];
}): Promise<void> {
  const env = childEnv();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-job-child-'));
  const config = { ...loadConfig({ ...options.env, DATA_DIR: dataDir }), isDemo: options.isDemo };
  const { app, deps }: { app: FastifyInstance; deps: TDeps } = await buildApp({ config, database: env.database });
  startChildRunner(env, options.pick(deps, env), { leaseMs: 1_500, pollMs: 20, batch: options.batch ?? 4 }, () => app.close());
}
