import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { z } from 'zod';
import { DIALECTS } from '../../test/test-app.js';
import { waitUntil } from '../../test/processes.js';
import { manualClock } from '../clock.js';
import { runOpsCommand } from '../../cli/ops-commands.js';
import { createJobRunner, type TJobRunnerOptions } from './job-runner.js';
import { enqueue } from './enqueue.js';
import { defineJob } from './job-types.js';
import { jobsRepository } from './jobs.repository.js';
import { EFFECT_KIND, effectJob, effectsOf, openJobsTestDb, type TEffectPayload, type TJobsTestDb } from './jobs-test-support.js';

const LEASE_MS = 30_000;

/** A promise the test resolves by hand. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe.each(DIALECTS)('durable jobs on %s', (dialect) => {
  let t: TJobsTestDb;
  const clock = manualClock(Date.UTC(2026, 10, 22, 12));
  const now = () => clock.now();

  beforeEach(async () => {
    t = await openJobsTestDb(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  const runnerFor = (owner: string, more: Partial<TJobRunnerOptions> = {}) =>
    createJobRunner({ db: t.database.db, dialect, clock, owner, leaseMs: LEASE_MS, handlers: [effectJob({ owner })], ...more });
  const queue = (key: string, payload: TEffectPayload, dueAt = now(), maxAttempts?: number) =>
    enqueue(t.database.db, clock, { kind: EFFECT_KIND, key, payload, dueAt, maxAttempts });
  const jobByKey = (key: string) => t.database.db.selectFrom('jobs').selectAll().where('key', '=', key).executeTakeFirstOrThrow();

  it('runs a job at its due time, not before, and its effect commits with "done"', async () => {
    const runner = runnerFor('a');
    await queue('later', { parts: 2 }, now() + 60_000);
    expect(await runner.runDue()).toBe(0);
    clock.advance(59_999);
    expect(await runner.runDue()).toBe(0);
    expect((await jobByKey('later')).status).toBe('pending');
    clock.advance(1);
    expect(await runner.runDue()).toBe(1);
    const job = await jobByKey('later');
    expect(job).toMatchObject({ status: 'done', attempts: 1n, finished_at: BigInt(now()), lease_owner: 'a' });
    expect((await effectsOf(t.database.db)).map((e) => e.part)).toEqual([1n, 2n]);
    expect(await runner.runDue()).toBe(0);
  });

  it('queues a (kind, key) once, and only with the transaction that queued it', async () => {
    expect(await queue('settle:42', { parts: 1 })).toBe(true);
    expect(await queue('settle:42', { parts: 3 }, now() + 5_000)).toBe(false);
    const rows = await t.database.db.selectFrom('jobs').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.payload)).toEqual({ parts: 1 });
    // A caller's rolled-back transaction takes its job with it.
    await expect(
      t.database.db.transaction().execute(async (tx) => {
        await enqueue(tx, clock, { kind: EFFECT_KIND, key: 'settle:43', payload: { parts: 1 }, dueAt: now() });
        throw new Error('order refused');
      }),
    ).rejects.toThrow('order refused');
    expect(await t.database.db.selectFrom('jobs').select('key').execute()).toEqual([{ key: 'settle:42' }]);
    expect(await runnerFor('a').runDue()).toBe(1);
    expect(await effectsOf(t.database.db)).toHaveLength(1);
  });

  it('retries with growing backoff, then fails with a short reason; an operator lists it and queues it again (audited)', async () => {
    let isFeedDown = true;
    const flaky = defineJob({
      kind: 'test.flaky',
      payload: z.object({}),
      async run(job, tx) {
        if (isFeedDown) throw new Error('feed down\n    at fetchFeed (/srv/feeds.ts:10:3)');
        await sql`insert into test_effects (job_id, part, owner) values (${job.id}, 1, 'flaky')`.execute(tx);
      },
    });
    // random() = 1: the longest wait of each step, so the due times are exact.
    const runner = runnerFor('a', { handlers: [flaky], backoff: { baseMs: 2_000, capMs: 5_000 }, random: () => 1 });
    await enqueue(t.database.db, clock, { kind: 'test.flaky', key: 'k', dueAt: now(), maxAttempts: 3 });

    expect(await runner.runDue()).toBe(1);
    let job = await jobByKey('k');
    expect(job).toMatchObject({ status: 'pending', attempts: 1n, due_at: BigInt(now() + 2_000), last_error: 'feed down', lease_until: null });
    clock.advance(1_999);
    expect(await runner.runDue()).toBe(0);
    clock.advance(1);
    expect(await runner.runDue()).toBe(1);
    job = await jobByKey('k');
    expect(job).toMatchObject({ status: 'pending', attempts: 2n, due_at: BigInt(now() + 4_000) });
    clock.advance(4_000);
    expect(await runner.runDue()).toBe(1);
    job = await jobByKey('k');
    expect(job).toMatchObject({ status: 'failed', attempts: 3n, last_error: 'feed down', finished_at: BigInt(now()) });
    clock.advance(3_600_000);
    expect(await runner.runDue()).toBe(0);

    const ctx = { db: t.database.db, clock };
    const listed = await runOpsCommand(ctx, ['job:list', 'failed'], 'alice');
    expect(listed).toContain(`${job.id} test.flaky k failed tries=3/3`);
    expect(listed).toContain('error=feed down');
    expect(await runOpsCommand(ctx, ['job:list', 'pending'], 'alice')).toBe('(none)');
    isFeedDown = false;
    expect(await runOpsCommand(ctx, ['job:retry', String(job.id)], 'alice')).toContain(`job ${job.id} queued again`);
    expect(await runOpsCommand(ctx, ['audit:list'], 'alice')).toMatch(new RegExp(`alice job:retry job:${job.id} .*"lastError":"feed down"`));
    await expect(runOpsCommand(ctx, ['job:retry', String(job.id)], 'alice')).rejects.toThrow('is not a failed job');
    expect(await runner.runDue()).toBe(1);
    expect(await jobByKey('k')).toMatchObject({ status: 'done', attempts: 1n });
    await expect(runOpsCommand(ctx, ['job:retry', String(job.id)], 'alice')).rejects.toThrow('is not a failed job');
    await expect(runOpsCommand(ctx, ['job:list', 'bogus'], 'alice')).rejects.toThrow('usage');
  });

  it('splits due jobs between two runners on separate connections: each runs once, at most a batch at a time', async () => {
    // Two SQLite connections in ONE process would deadlock: better-sqlite3 waits for a lock
    // synchronously, so the holder's await never resumes. Two processes on a file are tested in
    // job-processes.test.ts; here SQLite's runners share the connection.
    const other = dialect === 'sqlite' ? t.database : t.openAnother();
    const ran: string[] = [];
    const running = new Map<string, number>();
    const most = new Map<string, number>();
    const counted = (owner: string) =>
      defineJob({
        kind: 'test.count',
        payload: z.object({}),
        async run(job, tx) {
          ran.push(job.key);
          running.set(owner, (running.get(owner) ?? 0) + 1);
          most.set(owner, Math.max(most.get(owner) ?? 0, running.get(owner)!));
          await sql`insert into test_effects (job_id, part, owner) values (${job.id}, 1, ${owner})`.execute(tx);
          running.set(owner, running.get(owner)! - 1);
        },
      });
    for (let i = 0; i < 40; i++) await enqueue(t.database.db, clock, { kind: 'test.count', key: `k${i}`, dueAt: now() });
    const a = createJobRunner({ db: t.database.db, dialect, clock, owner: 'a', batch: 3, handlers: [counted('a')] });
    const b = createJobRunner({ db: other.db, dialect, clock, owner: 'b', batch: 3, handlers: [counted('b')] });
    const [byA, byB] = await Promise.all([a.runDue(), b.runDue()]);
    expect(byA + byB).toBe(40);
    expect(ran.toSorted()).toEqual(Array.from({ length: 40 }, (_, i) => `k${i}`).toSorted());
    expect(await effectsOf(t.database.db)).toHaveLength(40);
    expect(Math.max(...most.values())).toBeLessThanOrEqual(3);
  });

  it('fails a job whose payload does not match its schema at once, without retries', async () => {
    await enqueue(t.database.db, clock, { kind: EFFECT_KIND, key: 'bad', payload: { parts: 'many' }, dueAt: now() });
    expect(await runnerFor('a').runDue()).toBe(1);
    expect(await jobByKey('bad')).toMatchObject({ status: 'failed', attempts: 1n, last_error: 'payload does not match the test.effect schema' });
    expect(await effectsOf(t.database.db)).toEqual([]);
  });

  it('hands the job of a runner that stopped to another once the lease runs out, and counts the lost try', async () => {
    await queue('orphan', { parts: 1 });
    await queue('last-try', { parts: 1 }, now(), 1);
    // Runner "dead" claims both and dies before running either (as after a kill -9).
    const claimed = await jobsRepository.claim(t.database.db, dialect, { owner: 'dead', kinds: [EFFECT_KIND], now: BigInt(now()), leaseMs: LEASE_MS, limit: 10 });
    expect(claimed).toHaveLength(2);
    const b = runnerFor('b');
    clock.advance(LEASE_MS - 1);
    expect(await b.runDue()).toBe(0);
    clock.advance(2);
    expect(await b.runDue()).toBe(1);
    expect(await jobByKey('orphan')).toMatchObject({ status: 'done', attempts: 2n, lease_owner: 'b' });
    // The job whose only try died is not tried again: an operator sees it.
    expect(await jobByKey('last-try')).toMatchObject({ status: 'failed', attempts: 1n, last_error: expect.stringContaining('lease ran out') });
    expect((await effectsOf(t.database.db)).map((e) => e.owner)).toEqual(['b']);
  });

  it('rolls back the effect of a runner whose lease was taken over before it committed', async () => {
    // The handler writes its effect, and then the job is in other hands when "done" is written.
    const takenOver = defineJob({
      kind: 'test.taken',
      payload: z.object({}),
      async run(job, tx) {
        await sql`insert into test_effects (job_id, part, owner) values (${job.id}, 1, 'a')`.execute(tx);
        await tx.updateTable('jobs').set({ lease_owner: 'b' }).where('id', '=', job.id).execute();
      },
    });
    const a = runnerFor('a', { handlers: [takenOver] });
    await enqueue(t.database.db, clock, { kind: 'test.taken', key: 'k', dueAt: now() });
    expect(await a.runDue()).toBe(1);
    expect(await effectsOf(t.database.db)).toEqual([]);
    // Nothing was recorded by the loser either: the job is still leased to it, and comes back after the lease.
    expect(await jobByKey('k')).toMatchObject({ status: 'running', attempts: 1n, lease_owner: 'a', last_error: null });
  });

  it('stops gracefully: a running handler finishes and commits before stop resolves', async () => {
    const blocked = gate();
    const release = gate();
    const runner = runnerFor('a', {
      pollMs: 5,
      handlers: [
        effectJob({
          owner: 'a',
          onBlock: async () => {
            blocked.open();
            await release.opened;
          },
        }),
      ],
    });
    runner.start();
    await queue('long', { parts: 2, blockAtPart: 1 });
    await blocked.opened;
    const stopping = runner.stop();
    release.open();
    await stopping;
    expect(await jobByKey('long')).toMatchObject({ status: 'done', attempts: 1n });
    expect(await effectsOf(t.database.db)).toHaveLength(2);
  });
});

describe.runIf(DIALECTS.includes('postgres'))('leases while a handler is in its transaction, on postgres (needs TEST_DATABASE_URL)', () => {
  it('rolls back the first holder when another runner took the job over and committed', async () => {
    const t = await openJobsTestDb('postgres');
    try {
      const clock = manualClock(Date.UTC(2026, 10, 22, 12));
      const blocked = gate();
      const release = gate();
      const other = t.openAnother();
      const a = createJobRunner({
        db: t.database.db,
        dialect: 'postgres',
        clock,
        owner: 'a',
        leaseMs: LEASE_MS,
        handlers: [effectJob({ owner: 'a', onBlock: async () => (blocked.open(), release.opened) })],
      });
      const b = createJobRunner({ db: other.db, dialect: 'postgres', clock, owner: 'b', leaseMs: LEASE_MS, handlers: [effectJob({ owner: 'b' })] });
      await enqueue(t.database.db, clock, { kind: EFFECT_KIND, key: 'k', payload: { parts: 2, blockAtPart: 1 }, dueAt: clock.now() });
      const aRun = a.runDue();
      await blocked.opened; // a has written part 1 inside its open transaction
      clock.advance(LEASE_MS + 1);
      expect(await b.runDue()).toBe(1);
      release.open();
      expect(await aRun).toBe(1);
      const effects = await effectsOf(t.database.db);
      expect(effects.map((e) => `${e.owner}:${e.part}`)).toEqual(['b:1', 'b:2']);
      const job = await t.database.db.selectFrom('jobs').selectAll().executeTakeFirstOrThrow();
      expect(job).toMatchObject({ status: 'done', attempts: 2n, lease_owner: 'b' });
    } finally {
      await t.close();
    }
  });

  it('renews the lease while a long handler runs, so no other runner takes the job', async () => {
    const t = await openJobsTestDb('postgres');
    try {
      const clock = manualClock(Date.UTC(2026, 10, 22, 12));
      const blocked = gate();
      const release = gate();
      const other = t.openAnother();
      // A 300 ms lease is renewed every 100 ms (real time), each time to the clock's now + 300 ms.
      const a = createJobRunner({
        db: t.database.db,
        dialect: 'postgres',
        clock,
        owner: 'a',
        leaseMs: 300,
        handlers: [effectJob({ owner: 'a', onBlock: async () => (blocked.open(), release.opened) })],
      });
      const b = createJobRunner({ db: other.db, dialect: 'postgres', clock, owner: 'b', leaseMs: 300, handlers: [effectJob({ owner: 'b' })] });
      await enqueue(t.database.db, clock, { kind: EFFECT_KIND, key: 'long', payload: { parts: 2, blockAtPart: 1 }, dueAt: clock.now() });
      const aRun = a.runDue();
      await blocked.opened;
      clock.advance(301); // the first lease is over by now
      const leaseUntil = async () => (await t.database.db.selectFrom('jobs').select('lease_until').executeTakeFirstOrThrow()).lease_until!;
      await waitUntil('a renewal of the lease', async () => (await leaseUntil()) > BigInt(clock.now()), 5_000, 10);
      expect(await b.runDue()).toBe(0);
      release.open();
      expect(await aRun).toBe(1);
      expect((await effectsOf(t.database.db)).map((e) => `${e.owner}:${e.part}`)).toEqual(['a:1', 'a:2']);
      expect(await t.database.db.selectFrom('jobs').selectAll().executeTakeFirstOrThrow()).toMatchObject({ status: 'done', attempts: 1n, lease_owner: 'a' });
    } finally {
      await t.close();
    }
  });
});
