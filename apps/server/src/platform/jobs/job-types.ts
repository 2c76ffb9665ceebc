import type { Kysely, Transaction } from 'kysely';
import type { ZodType } from 'zod';
import type { TDatabase } from '../db/schema.js';
import type { TJobsTable } from '../db/schema.js';

export type TJobStatus = TJobsTable['status'];

/** What a caller queues (enqueue.ts). */
export type TJobSpec = {
  /** Which handler runs it, e.g. 'seconds.settle'. */
  kind: string;
  /** With `kind`, names the piece of work: queuing the same (kind, key) again does nothing. */
  key: string;
  /** JSON-encoded (bigints as decimal strings); the handler's zod schema reads it back. */
  payload?: unknown;
  /** Epoch milliseconds: the job runs at or after this time, never before. */
  dueAt: number;
  /**
   * Tries before the job is marked failed for an operator (default 5); 'unlimited' for work that
   * must happen eventually (a settlement: users' money waits on it), retried for as long as it fails.
   */
  maxAttempts?: number | 'unlimited';
};

/** What 'unlimited' tries are stored as (the claim compares attempts with it: never reached). */
export const UNLIMITED_ATTEMPTS = 2_147_483_647;

/** A claimed job as its handler sees it. */
export type TJob<P> = {
  id: bigint;
  kind: string;
  key: string;
  payload: P;
  dueAt: number;
  /** 1 on the first try; counts tries cut short by a crash too. */
  attempt: number;
  maxAttempts: number;
};

export type TJobContext = {
  /** Who holds the lease (the runner's owner id). */
  owner: string;
  /**
   * Aborted when this runner learns that the lease is gone (another process took the job over):
   * the transaction will roll back anyway, so a long handler may stop early.
   */
  signal: AbortSignal;
};

/**
 * The work of one kind. `run` gets the job and the transaction that will also mark it done: its
 * database effect commits with "done" or not at all, so it can never apply twice. Anything it does
 * OUTSIDE the database (a message, a call to another service) may run again after a crash or a
 * lost lease, so it must be safe to repeat (carry the job's kind and key as an idempotency key).
 * Throwing retries the job later with backoff; throwing PermanentJobError fails it at once.
 */
export type TJobHandler<P = unknown> = {
  kind: string;
  payload: ZodType<P>;
  run(job: TJob<P>, tx: Transaction<TDatabase>, context: TJobContext): Promise<void>;
  /**
   * A settlement (contract and seconds settlement, triggers, liquidation): queue it with
   * maxAttempts 'unlimited'; the runner retries it with a backoff capped at SETTLEMENT_BACKOFF's
   * and raises an operator alert (`job:<kind>:<key>`) from the SETTLEMENT_ALERT_AFTER-th failure
   * on, resolved once it succeeds.
   */
  isSettlement?: boolean;
  /**
   * Called after a failed try was recorded (outside the rolled-back transaction), so the state the
   * job owned in memory can be given back (the contract trigger book puts its orders back).
   * Its own failure is logged and changes nothing.
   */
  onFailure?(job: TJob<P>, db: Kysely<TDatabase>): Promise<void>;
};

/** Types a handler from its payload schema. */
export function defineJob<P>(handler: TJobHandler<P>): TJobHandler<P> {
  return handler;
}

/** A failure that more tries cannot fix (an invalid payload, a subject that no longer exists). */
export class PermanentJobError extends Error {}

/** The runner of one process (job-runner.ts). */
export type TJobRunner = {
  /** This runner's lease owner id (host, pid and a random part). */
  readonly owner: string;
  /** Adds a handler; only kinds with a handler are claimed by this runner. */
  register(handler: TJobHandler<any>): void;
  /** Starts polling (main.ts does; tests call runDue with a hand-moved clock instead). */
  start(): void;
  /** Stops polling and waits for the handlers that are running to finish. */
  stop(): Promise<void>;
  /** One pass: claims the due jobs and runs them until none is due; answers how many ran. */
  runDue(): Promise<number>;
};

/** What the rest of the server uses (deps.jobs). */
export type TJobs = {
  /**
   * Queues a job once per (kind, key); true when this call queued it. Pass a transaction to commit
   * the job with the state that needs it (an order and its settlement, together or not at all).
   */
  enqueue(spec: TJobSpec, db?: Kysely<TDatabase>): Promise<boolean>;
  runner: TJobRunner;
};
