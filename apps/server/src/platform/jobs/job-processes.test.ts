import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/test-app.js';
import { spawnTsx, stopAllChildren, waitUntil, type TChild } from '../../test/processes.js';
import { systemClock } from '../clock.js';
import { enqueue } from './enqueue.js';
import { EFFECT_KIND, effectsOf, openJobsTestDb, type TJobsTestDb } from './jobs-test-support.js';

const CHILD = path.resolve(import.meta.dirname, '../../test/job-runner-child.ts');

let t: TJobsTestDb | null = null;
afterEach(async () => {
  // Children first: a killed runner must not hold the database the cleanup drops.
  await stopAllChildren();
  await t?.close();
  t = null;
});

/** A runner process on the test database; each handler invocation is appended to <dir>/<owner>.log. */
function startRunner(db: TJobsTestDb, owner: string, env: Record<string, string> = {}): TChild {
  return spawnTsx(owner, CHILD, { JOB_DB: db.where, JOB_OWNER: owner, JOB_RECORD_FILE: path.join(db.dir, `${owner}.log`), ...env });
}

/** The job ids a runner process says it invoked a handler for (written outside any transaction). */
function invocations(db: TJobsTestDb, owner: string): string[] {
  const file = path.join(db.dir, `${owner}.log`);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
}

describe.each(DIALECTS)('two runner processes on one %s database', (dialect) => {
  it('run each of 300 jobs exactly once (and share them on PostgreSQL)', { timeout: 60_000 }, async () => {
    t = await openJobsTestDb(dialect);
    const db = t;
    const runners = ['one', 'two'].map((owner) => startRunner(db, owner, { JOB_POLL_MS: '20', JOB_BATCH: '4', JOB_LEASE_MS: '10000' }));
    await Promise.all(runners.map((runner) => runner.waitForLine(/^ready$/)));
    const started = Date.now();
    await db.database.db.transaction().execute(async (tx) => {
      for (let i = 0; i < 300; i++) {
        await enqueue(tx, systemClock, { kind: EFFECT_KIND, key: `job-${i}`, payload: { parts: 1, workMs: 2 }, dueAt: started });
      }
    });
    const doneCount = async () =>
      Number((await db.database.db.selectFrom('jobs').select((eb) => eb.fn.countAll<bigint>().as('n')).where('status', '=', 'done').executeTakeFirstOrThrow()).n);
    await waitUntil('all 300 jobs done', async () => (await doneCount()) === 300, 45_000);
    const elapsedMs = Date.now() - started;

    const one = invocations(db, 'one');
    const two = invocations(db, 'two');
    expect(one.length + two.length).toBe(300);
    expect(new Set([...one, ...two]).size).toBe(300);
    if (dialect === 'postgres') {
      // Both take a real share (each claims at most a batch of 4 at a time; an unbounded claim once took 296 of 300).
      expect(one.length).toBeGreaterThanOrEqual(30);
      expect(two.length).toBeGreaterThanOrEqual(30);
    }
    // (SQLite's write lock is not fair: a waiting process sleeps and retries while the holder takes
    // it again at once, so there the split can be lopsided; that each job runs once is what holds.)
    const effects = await effectsOf(db.database.db);
    expect(effects).toHaveLength(300);
    expect(new Set(effects.map((e) => String(e.jobId))).size).toBe(300);
    // Each effect was written by the process that recorded running it.
    const ran = new Map([...one.map((id) => [id, 'one'] as const), ...two.map((id) => [id, 'two'] as const)]);
    expect(effects.every((e) => ran.get(String(e.jobId)) === e.owner)).toBe(true);
    const attempts = await db.database.db.selectFrom('jobs').select('attempts').distinct().execute();
    expect(attempts).toEqual([{ attempts: 1n }]);
    // A graceful stop (SIGTERM) ends each runner cleanly.
    expect(await Promise.all(runners.map((runner) => runner.stop('SIGTERM')))).toEqual([0, 0]);
    console.info(`${dialect}: 300 jobs over two processes in ${elapsedMs} ms (one: ${one.length}, two: ${two.length})`);
  });
});

describe.each(DIALECTS)('a runner process killed mid-job on %s', (dialect) => {
  it('is resumed by a new process after the lease runs out, and the effect applies once', { timeout: 60_000 }, async () => {
    t = await openJobsTestDb(dialect);
    const db = t;
    const leaseMs = '1500';
    await enqueue(db.database.db, systemClock, { kind: EFFECT_KIND, key: 'settle:1', payload: { parts: 2, blockAtPart: 1 }, dueAt: Date.now() });
    const first = startRunner(db, 'first', { JOB_LEASE_MS: leaseMs });
    const jobId = (await first.waitForLine(/^blocked \d+$/)).split(' ')[1]!;

    // Mid-run: part 1 of the effect is written inside the first runner's open transaction.
    const job = () => db.database.db.selectFrom('jobs').selectAll().where('id', '=', BigInt(jobId)).executeTakeFirstOrThrow();
    const held = await job();
    expect(held).toMatchObject({ status: 'running', lease_owner: 'first', attempts: 1n });
    expect(await effectsOf(db.database.db)).toEqual([]);
    expect(await first.stop('SIGKILL')).toBeNull();
    const killedAt = Date.now();

    const second = startRunner(db, 'second', { JOB_LEASE_MS: leaseMs });
    await second.waitForLine(/^ready$/);
    const done = await waitUntil('the job to be done by the new process', async () => {
      const row = await job();
      return row.status === 'done' ? row : undefined;
    });
    const resumedMs = Date.now() - killedAt;
    expect(done).toMatchObject({ status: 'done', lease_owner: 'second', attempts: 2n });
    // Taken over only once the lease had run out, not while the first might have been alive.
    expect(done.finished_at!).toBeGreaterThanOrEqual(held.lease_until!);
    // Run twice, applied once: the killed run's part 1 was rolled back with its transaction.
    expect(invocations(db, 'first')).toEqual([jobId]);
    expect(invocations(db, 'second')).toEqual([jobId]);
    expect((await effectsOf(db.database.db)).map((e) => `${e.owner}:${e.part}`)).toEqual(['second:1', 'second:2']);
    console.info(`${dialect}: resumed ${resumedMs} ms after the kill (lease ${leaseMs} ms)`);
  });
});
