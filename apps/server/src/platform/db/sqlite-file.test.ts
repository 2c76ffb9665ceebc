import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase, type TDb } from './database.js';

/** Another writer of the same file (an `npm run ops` command, say), in a thread of its own. */
function holdWriteLock(file: string, ms: number): Promise<void> {
  const source = `
    const { parentPort, workerData } = require('node:worker_threads');
    const Database = require(workerData.driver);
    const db = new Database(workerData.file);
    db.exec('begin immediate');
    db.exec("insert into t (v) values ('other')");
    parentPort.postMessage('holding');
    const until = Date.now() + workerData.ms;
    while (Date.now() < until);
    db.exec('commit');
    db.close();
  `;
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(source, { eval: true, workerData: { file, ms, driver } });
  return new Promise((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('error', reject);
  });
}

describe('SQLite file database', () => {
  let dir: string;
  let file: string;
  let database: TDb;
  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-sqlite-'));
    file = path.join(dir, 'x.db');
    database = openDatabase({ kind: 'sqlite', file });
    await sql`create table t (id integer primary key, v text not null)`.execute(database.db);
  });
  afterEach(async () => {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('lets a transaction that reads, then writes, wait for another writer instead of failing', async () => {
    await holdWriteLock(file, 300);
    const written = await database.db.transaction().execute(async (tx) => {
      const before = await tx.selectFrom('t' as never).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
      await sql`insert into t (v) values ('mine')`.execute(tx);
      return before;
    });
    // It began after the other writer committed, so it saw that row.
    expect(Number((written as { n: number }).n)).toBe(1);
    const rows = await sql<{ v: string }>`select v from t order by id`.execute(database.db);
    expect(rows.rows.map((r) => r.v)).toEqual(['other', 'mine']);
  });

  it('copies the write-ahead log into the database file from its own thread, with no commit doing it', async () => {
    const sizeBefore = fs.statSync(file).size;
    const blob = 'x'.repeat(4000);
    for (let i = 0; i < 20; i += 1) {
      await database.db.transaction().execute(async (tx) => {
        for (let j = 0; j < 50; j += 1) await sql`insert into t (v) values (${blob})`.execute(tx);
      });
    }
    // About 4 MB went to the log; the main connection never checkpoints, the checkpointer does.
    expect(await sql<{ wal_autocheckpoint: bigint }>`pragma wal_autocheckpoint`.execute(database.db).then((r) => Number(r.rows[0].wal_autocheckpoint))).toBe(0);
    await expect.poll(() => fs.statSync(file).size, { timeout: 5_000 }).toBeGreaterThan(sizeBefore + 3_000_000);
  });
});
