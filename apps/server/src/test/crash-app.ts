import { afterEach } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig } from '../platform/config.js';
import type { TDialectName } from '../platform/db/database.js';
import { openJobsTestDb, type TJobsTestDb } from '../platform/jobs/jobs-test-support.js';
import { stopAllChildren } from './processes.js';

/**
 * The set-up the kill -9 tests share: a jobs database of its own per test, the app built on it
 * (demo mode unless told), and after each test the child processes stopped first, then the app,
 * then the database. Call at the top of a test file; `open` in each test.
 */
export function useCrashApp() {
  let db: TJobsTestDb | null = null;
  let app: FastifyInstance | null = null;
  afterEach(async () => {
    await stopAllChildren();
    await app?.close();
    app = null;
    await db?.close();
    db = null;
  });
  const openDb = async (dialect: TDialectName): Promise<TJobsTestDb> => {
    db = await openJobsTestDb(dialect);
    return db;
  };
  return {
    /** The test's own database, without an app (a test that drives the database from two pools). */
    openDb,
    /** The test's database and the app built on it. */
    async open(dialect: TDialectName, options: { isDemo?: boolean } = {}) {
      const opened = await openDb(dialect);
      const built = await buildApp({ config: { ...loadConfig({ DATA_DIR: opened.dir }), isDemo: options.isDemo ?? true, checkResponses: true }, database: opened.database });
      app = built.app;
      return { db: opened, deps: built.deps, app: built.app };
    },
  };
}
