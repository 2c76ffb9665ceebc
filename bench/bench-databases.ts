import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type TDb } from '../apps/server/src/platform/db/database.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';

/**
 * Runs a benchmark on a fresh, migrated SQLite file, then on a fresh PostgreSQL schema when
 * BENCH_DATABASE_URL is set (else says it skipped). Each database is removed afterwards.
 */
export async function onBenchDatabases(name: string, run: (dialect: 'sqlite' | 'postgres', database: TDb) => Promise<void>): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `exchange-bench-${name}-`));
  const sqlite = openDatabase({ kind: 'sqlite', file: path.join(dir, 'bench.db') });
  await migrateToLatest(sqlite.db);
  try {
    await run('sqlite', sqlite);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    console.log(`${name} postgres: skipped (set BENCH_DATABASE_URL=postgres://…)`);
    return;
  }
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const postgres = openDatabase({ kind: 'postgres', url, schema });
  await migrateToLatest(postgres.db, schema);
  try {
    await run('postgres', postgres);
  } finally {
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}

/** A small seeded random generator (mulberry32): the same workload for a benchmark and its baseline. */
export function mulberry32(seed: number): () => number {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let r = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}
