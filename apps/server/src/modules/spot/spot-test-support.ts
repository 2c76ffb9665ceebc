import type { Kysely, TransactionBuilder } from 'kysely';
import { afterEach, beforeEach, expect } from 'vitest';
import { DEMO, login, registerByEmail, startTestApp, type TTestApp } from '../../test/test-app.js';
import type { TDialectName } from '../../platform/db/database.js';
import { fund } from '../../test/wallet-helpers.js';
import { auditLedger } from '../ledger/audit-ledger.js';
import { BAND_TTL_MS, bandBps } from './price-band.js';
import type { TDatabase } from '../../platform/db/schema.js';

/**
 * Test helper: waits until a condition holds, polling with a deadline, so that tests wait on what
 * they need rather than on a guessed sleep. Throws (failing the test) when the deadline passes.
 */
export async function waitFor(condition: () => boolean | Promise<boolean>, what: string, deadlineMs = 10_000, intervalMs = 5): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** A commit held by the test until it releases it. */
export type THeldCommit = { reached: Promise<void>; release(): void };

export type TDatabaseFaults = {
  /** How many transactions still fail at commit, after their work ran (Infinity: until cleared). */
  commits: number;
  /** How many reads of spot_orders on the database still fail (the book's rebuild reads them). */
  reads: number;
  /** What failed so far, so a test can wait for background retries. */
  failedCommits: number;
  failedReads: number;
  /** Holds the next transaction at its commit until released (its work has run, nothing is committed). */
  holdCommit(): THeldCommit;
  /** Puts the real database back. */
  restore(): void;
};

/**
 * Test helper: swaps `deps.db` for the same database behind a controllable fault injector, so the
 * code under test gets it the way it gets its database in production. A failed commit rolls the
 * transaction back after its work ran (as a dropped connection at COMMIT would); a failed read
 * throws before reaching the database.
 */
export function injectDatabaseFaults(deps: { db: Kysely<TDatabase> }): TDatabaseFaults {
  const real = deps.db;
  let held: { reached: () => void; gate: Promise<void> } | null = null;
  const faults: TDatabaseFaults = {
    commits: 0,
    reads: 0,
    failedCommits: 0,
    failedReads: 0,
    holdCommit() {
      let reached!: () => void;
      let release!: () => void;
      const isReached = new Promise<void>((resolve) => (reached = resolve));
      held = { reached, gate: new Promise<void>((resolve) => (release = resolve)) };
      return { reached: isReached, release };
    },
    restore() {
      deps.db = real;
    },
  };

  const faulty = <T>(builder: TransactionBuilder<T>): TransactionBuilder<T> =>
    new Proxy(builder, {
      get(target, prop) {
        if (prop === 'execute') {
          return <R>(work: Parameters<TransactionBuilder<T>['execute']>[0]) =>
            target.execute(async (tx) => {
              const result = (await work(tx)) as R;
              const hold = held;
              held = null;
              if (hold) {
                hold.reached();
                await hold.gate;
              }
              if (faults.commits > 0) {
                faults.commits -= 1;
                faults.failedCommits += 1;
                throw new Error('injected fault: the commit failed');
              }
              return result;
            });
        }
        const value = Reflect.get(target, prop, target);
        return typeof value === 'function' ? (...args: unknown[]) => wrapBuilder(value.apply(target, args)) : value;
      },
    });
  const wrapBuilder = (value: unknown) => (value && typeof value === 'object' && 'execute' in value && 'setIsolationLevel' in value ? faulty(value as TransactionBuilder<unknown>) : value);

  deps.db = new Proxy(real, {
    get(target, prop) {
      if (prop === 'transaction') return () => faulty(target.transaction());
      if (prop === 'selectFrom') {
        return (from: never) => {
          if (from === 'spot_orders' && faults.reads > 0) {
            faults.reads -= 1;
            faults.failedReads += 1;
            throw new Error('injected fault: the read failed');
          }
          return target.selectFrom(from);
        };
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return faults;
}

/**
 * Test helper: widens the price band (`spot_price_band_bps`) so far that any price the other
 * rules allow passes, for tests of matching and arithmetic at freely chosen prices; the band has
 * its own test (price-band.test.ts).
 */
export async function widenPriceBand(t: TTestApp): Promise<void> {
  await t.deps.db.updateTable('params').set({ value: '999999' }).where('name', '=', 'spot_price_band_bps').execute();
  // The clock moves past any earlier read, and the new width is read now (so no order of the test waits on it).
  t.clock.advance(BAND_TTL_MS);
  await bandBps(t.deps);
}

export type TSpotUsers = { t: TTestApp; demo: string; bob: { userId: number; token: string } };

/**
 * Test helper: before each test a fresh app with the demo user logged in and bob (2 BTC, 1,000
 * USDT) to trade against; after each, the ledger audit must be consistent. Read the fields inside
 * the tests (they are replaced before each one).
 */
export function useSpotUsers(dialect: TDialectName): TSpotUsers {
  const users = {} as TSpotUsers;
  beforeEach(async () => {
    users.t = await startTestApp(dialect);
    users.demo = await login(users.t, DEMO.email, DEMO.password);
    users.bob = await registerByEmail(users.t, 'bob@example.com');
    await fund(users.t, users.bob.userId, 'BTC', '2');
    await fund(users.t, users.bob.userId, 'USDT', '1000');
    await widenPriceBand(users.t);
  });
  afterEach(async () => {
    const audit = await auditLedger(users.t.deps.db);
    expect(audit.isConsistent, JSON.stringify(audit)).toBe(true);
    await users.t.close();
  });
  return users;
}
