import os from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { TClock } from '../clock.js';
import type { TDatabase } from '../db/schema.js';
import type { TDialectName } from '../db/database.js';
import { backoffMs, DEFAULT_BACKOFF, SETTLEMENT_ALERT_AFTER, SETTLEMENT_BACKOFF, type TBackoff } from './backoff.js';
import { raiseOperatorAlert, resolveOperatorAlert } from './operator-alerts.js';
import { enqueue } from './enqueue.js';
import { PermanentJobError, type TJob, type TJobHandler, type TJobRunner, type TJobs } from './job-types.js';
import { jobsRepository, shortError, type TJobRow } from './jobs.repository.js';

type TJobLogger = {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

const silentLogger: TJobLogger = { warn: () => undefined, error: () => undefined };

export type TJobRunnerOptions = {
  db: Kysely<TDatabase>;
  dialect: TDialectName;
  clock: TClock;
  /** Lease owner id; default host:pid:random, unique per runner. */
  owner?: string;
  handlers?: TJobHandler<any>[];
  /** How long a claim holds a job without news from its holder (default 30 s; renewed every third of it). */
  leaseMs?: number;
  /** How often an idle runner looks for due jobs (default 1 s). */
  pollMs?: number;
  /** Jobs run at once by this runner (default 4; each holds a connection while it runs). */
  batch?: number;
  backoff?: TBackoff;
  random?: () => number;
  logger?: TJobLogger;
};

/** The markDone guard found the job in other hands: the transaction must roll back. */
class LeaseLost extends Error {}

/** A settlement job's alert subject: one alert per job. */
const alertSubject = (row: TJobRow) => `job:${row.kind}:${row.key}`;

export function defaultOwner(): string {
  return `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
}

/**
 * The job runner of one process (ARCHITECTURE.md "Timed work"). Any number of runners, in any
 * number of processes on one database, share the queue:
 * - a claim leases due jobs atomically (jobs.repository.ts), so no two runners hold one job;
 * - a handler's database effect commits in the transaction that marks the job done, guarded by
 *   "this runner still holds the lease": a runner that lost its lease rolls back, so an effect
 *   applies once even when a job is run twice;
 * - while a handler runs, its lease is renewed every third of `leaseMs` (PostgreSQL: from another
 *   connection; SQLite: no other writer can take the job while the handler's transaction holds the
 *   write lock, so there is nothing to renew against). A runner that dies (kill -9) stops renewing
 *   and its jobs are taken over once the lease runs out; a try that died counts as a try;
 * - a failure is retried after an exponential backoff with jitter, and after `maxAttempts` tries
 *   the job is marked failed, with a short reason, for an operator (`npm run ops -- job:list failed`);
 *   a settlement (handler.isSettlement, queued with unlimited tries) is retried for as long as it
 *   fails, its backoff capped at a minute, and raises an operator alert after a few failures.
 * Lease times come from each runner's own clock: hosts must keep their clocks in sync (NTP) to well
 * within a lease.
 */
export function createJobRunner(options: TJobRunnerOptions): TJobRunner {
  const { db, dialect, clock } = options;
  const owner = options.owner ?? defaultOwner();
  const leaseMs = options.leaseMs ?? 30_000;
  const pollMs = options.pollMs ?? 1_000;
  const batch = options.batch ?? 4;
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const random = options.random ?? Math.random;
  const logger = options.logger ?? silentLogger;
  const handlers = new Map<string, TJobHandler<any>>();
  for (const handler of options.handlers ?? []) handlers.set(handler.kind, handler);

  const inFlight = new Set<Promise<void>>();
  let isPolling = false;
  let loopDone: Promise<void> = Promise.resolve();
  let wake: (() => void) | null = null;

  /** Renews the lease of one running job until stopped; aborts its signal if the lease is gone. */
  function keepLease(id: bigint) {
    const controller = new AbortController();
    let isStopped = false;
    let renewal: Promise<void> | null = null;
    const timer = setInterval(() => {
      if (renewal || isStopped) return;
      renewal = (async () => {
        const now = clock.now();
        try {
          const isHeld = await jobsRepository.renew(db, id, owner, BigInt(now + leaseMs), BigInt(now));
          if (!isHeld && !isStopped) controller.abort();
        } catch (error) {
          logger.warn({ job: String(id), err: shortError(error) }, 'job lease renewal failed');
        } finally {
          renewal = null;
        }
      })();
    }, Math.max(Math.floor(leaseMs / 3), 10));
    timer.unref();
    return {
      signal: controller.signal,
      async stop() {
        isStopped = true;
        clearInterval(timer);
        await renewal;
      },
    };
  }

  async function recordFailure(row: TJobRow, job: TJob<unknown> | null, error: unknown): Promise<void> {
    const handler = handlers.get(row.kind);
    const isSettlement = handler?.isSettlement === true;
    const attempt = Number(row.attempts);
    const isLast = error instanceof PermanentJobError || attempt >= Number(row.max_attempts);
    const now = clock.now();
    const retryAt = isLast ? null : BigInt(now + backoffMs(attempt, isSettlement ? SETTLEMENT_BACKOFF : backoff, random));
    const reason = shortError(error);
    try {
      await jobsRepository.markFailed(db, row.id, owner, { now: BigInt(now), error: reason, retryAt });
      // A settlement that keeps failing (or fails for good) is an operator's to look at: one alert per job.
      if (isSettlement && (isLast || attempt >= SETTLEMENT_ALERT_AFTER)) {
        await raiseOperatorAlert(db, { subject: alertSubject(row), kind: 'settlement-job', detail: `${row.kind} ${row.key}: try ${attempt} failed: ${reason}`, now });
      }
    } catch (markError) {
      // The lease runs out and another try follows (this one is already counted).
      logger.error({ job: String(row.id), err: shortError(markError) }, 'job failure could not be recorded');
    }
    if (job && handler?.onFailure) await handler.onFailure(job, db).catch((hookError) => logger.error({ job: String(row.id), err: shortError(hookError) }, 'job failure hook failed'));
    logger.warn({ job: String(row.id), kind: row.kind, key: row.key, attempt, err: reason }, isLast ? 'job failed for good' : 'job failed; will retry');
  }

  async function execute(row: TJobRow): Promise<void> {
    const handler = handlers.get(row.kind)!;
    const lease = keepLease(row.id);
    let failure: unknown = null;
    let job: TJob<unknown> | null = null;
    try {
      let payload: unknown;
      try {
        payload = handler.payload.parse(JSON.parse(row.payload));
      } catch {
        throw new PermanentJobError(`payload does not match the ${row.kind} schema`);
      }
      job = {
        id: row.id,
        kind: row.kind,
        key: row.key,
        payload,
        dueAt: Number(row.due_at),
        attempt: Number(row.attempts),
        maxAttempts: Number(row.max_attempts),
      };
      const claimed = job;
      await db.transaction().execute(async (tx) => {
        await handler.run(claimed, tx, { owner, signal: lease.signal });
        if (!(await jobsRepository.markDone(tx, row.id, owner, BigInt(clock.now())))) throw new LeaseLost();
      });
    } catch (error) {
      failure = error;
    } finally {
      await lease.stop();
    }
    if (failure instanceof LeaseLost) {
      logger.warn({ job: String(row.id), kind: row.kind, key: row.key }, 'job lease lost: its effect was rolled back');
    } else if (failure !== null) {
      await recordFailure(row, job, failure);
    } else if (handler.isSettlement && Number(row.attempts) > SETTLEMENT_ALERT_AFTER) {
      await resolveOperatorAlert(db, alertSubject(row), clock.now()).catch((error) => logger.error({ job: String(row.id), err: shortError(error) }, 'resolving an alert failed'));
    }
  }

  async function claimAndStart(limit: number): Promise<Promise<void>[]> {
    const rows = await jobsRepository.claim(db, dialect, { owner, kinds: [...handlers.keys()], now: BigInt(clock.now()), leaseMs, limit });
    return rows.map((row) => {
      const run = execute(row);
      inFlight.add(run);
      void run.finally(() => {
        inFlight.delete(run);
        wake?.();
      });
      return run;
    });
  }

  function pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        wake = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      wake = done;
    });
  }

  async function loop(): Promise<void> {
    while (isPolling) {
      const free = batch - inFlight.size;
      let claimed = 0;
      if (free > 0) {
        try {
          claimed = (await claimAndStart(free)).length;
        } catch (error) {
          // A busy database (SQLite's write lock held by another process) or a dropped connection: poll again.
          logger.error({ err: shortError(error) }, 'job claim failed');
        }
      }
      // A full batch means more may be due: claim again as soon as a slot frees (a finishing job wakes the pause).
      if (isPolling && (free <= 0 || claimed < free)) await pause(pollMs);
    }
  }

  return {
    owner,
    register(handler) {
      handlers.set(handler.kind, handler);
    },
    start() {
      if (isPolling) return;
      isPolling = true;
      loopDone = loop();
    },
    async stop() {
      isPolling = false;
      wake?.();
      await loopDone;
      await Promise.allSettled([...inFlight]);
    },
    async runDue() {
      let total = 0;
      for (;;) {
        const started = await claimAndStart(batch);
        if (started.length === 0) return total;
        total += started.length;
        await Promise.allSettled(started);
      }
    },
  };
}

/** deps.jobs: enqueue bound to the database and clock, and this process's runner. */
export function createJobs(options: TJobRunnerOptions): TJobs {
  const runner = createJobRunner(options);
  return {
    enqueue: (spec, db = options.db) => enqueue(db, options.clock, spec),
    runner,
  };
}
