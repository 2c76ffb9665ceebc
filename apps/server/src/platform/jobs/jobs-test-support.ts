import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { migrateToLatest } from '../../db/migrate.js';
import { createTestSchema, dropTestSchema, schemaChange } from '../../test/test-schemas.js';
import { openDatabase, type TDb, type TDialectName } from '../db/database.js';
import type { TDatabase } from '../db/schema.js';

export { EFFECT_KIND, effectJob, type TEffectPayload } from './effect-job.test-support.js';

export type TJobsTestDb = {
  database: TDb;
  /** How a child runner finds this database (JOB_DB of test/job-runner-child.ts). */
  where: string;
  /** Opens another connection (pool) to the same database, as a second process would have. */
  openAnother(): TDb;
  /** A fresh directory, removed by close. */
  dir: string;
  close(): Promise<void>;
};

/**
 * A migrated, empty database for the job tests with a `test_effects` table that test handlers
 * write to: a SQLite file (so child processes can open it too) or a fresh PostgreSQL schema.
 */
export async function openJobsTestDb(dialect: TDialectName): Promise<TJobsTestDb> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-jobs-'));
  const url = process.env.TEST_DATABASE_URL ?? '';
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const file = path.join(dir, 'jobs.db');
  const open = (): TDb => (dialect === 'sqlite' ? openDatabase({ kind: 'sqlite', file }) : openDatabase({ kind: 'postgres', url, schema }));
  const database = open();
  if (dialect === 'sqlite') await migrateToLatest(database.db);
  else await createTestSchema(url, schema);
  await schemaChange(dialect, () =>
    database.db.schema
      .createTable('test_effects')
      .addColumn('job_id', 'bigint', (c) => c.notNull())
      .addColumn('part', 'bigint', (c) => c.notNull())
      .addColumn('owner', 'text', (c) => c.notNull())
      .execute(),
  );
  const others: TDb[] = [];
  return {
    database,
    where: dialect === 'sqlite' ? `sqlite:${file}` : `postgres:${schema}`,
    dir,
    openAnother() {
      const another = open();
      others.push(another);
      return another;
    },
    async close() {
      for (const other of others) await other.close();
      await database.close();
      if (dialect === 'postgres') await dropTestSchema(url, schema);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The rows test handlers wrote, in order. */
export async function effectsOf(db: Kysely<TDatabase>): Promise<{ jobId: bigint; part: bigint; owner: string }[]> {
  const { rows } = await sql<{ job_id: bigint; part: bigint; owner: string }>`select job_id, part, owner from test_effects order by job_id, part`.execute(db);
  return rows.map((r) => ({ jobId: BigInt(r.job_id), part: BigInt(r.part), owner: r.owner }));
}
