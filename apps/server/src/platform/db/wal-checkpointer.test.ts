import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { startWalCheckpointer, type TWalCheckpointer } from './wal-checkpointer.js';

const Database = createRequire(import.meta.url)('better-sqlite3');

let dir: string;
let checkpointer: TWalCheckpointer | null = null;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-wal-'));
});
afterEach(async () => {
  await checkpointer?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * A long reader (a ledger audit reading one snapshot) keeps the log from starting over. The
 * checkpointer's RESTART must then give up at once and try again later: waiting for the reader,
 * it would hold the write lock meanwhile, and the server's commits would stall behind it.
 */
it('never holds up commits while a long reader keeps its snapshot', async () => {
  const file = path.join(dir, 'x.db');
  const writer = new Database(file);
  writer.pragma('journal_mode = WAL');
  writer.pragma('wal_autocheckpoint = 0');
  writer.exec('create table t (id integer primary key, v text not null)');
  const reader = new Database(file);
  reader.exec('begin');
  reader.prepare('select count(*) from t').get();
  // Past restartFrames at once, so every tick of the checkpointer tries a RESTART.
  const insert = writer.prepare('insert into t (v) values (?)');
  for (let i = 0; i < 200; i += 1) insert.run('x'.repeat(5000));
  checkpointer = startWalCheckpointer(file, { everyMs: 2, restartFrames: 10 });
  // A commit waits for the write lock at most this long (the server's busy timeout is longer).
  writer.pragma('busy_timeout = 100');
  // Commits spread over a second, across hundreds of the checkpointer's ticks.
  let committed = 0;
  for (let i = 0; i < 50; i += 1) {
    insert.run('y');
    committed += 1;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(committed).toBe(50);
  reader.exec('commit');
  reader.close();
  writer.close();
});
