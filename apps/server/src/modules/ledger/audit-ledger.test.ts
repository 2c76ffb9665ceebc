import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { sql, type KyselyPlugin } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO, DIALECTS, registerByEmail, startTestApp, type TTestApp } from '../../test/test-app.js';
import { schemaChange } from '../../test/test-schemas.js';
import { fund } from '../../test/wallet-helpers.js';
import { openAuditDatabase } from '../../cli/ledger-audit-db.js';
import { accountKey, accountRow, available, system } from './accounts.js';
import { auditLedger } from './audit-ledger.js';
import { appendOnlyTriggers } from '../../db/migrations/20261129-0035-verifiable-trust.js';
import { cancelOrder } from '../spot/cancel-order.js';
import { placeOrder } from '../spot/place-order.js';

/**
 * The audit runs in its own process in production, so writers commit between any two of its
 * queries. In one test process a SQLite query resolves without letting other work run: this plugin
 * yields to the event loop after each query, so the trading burst interleaves as it would.
 */
const interleaving: KyselyPlugin = {
  transformQuery: (args) => args.node,
  transformResult: async (args) => {
    await new Promise((resolve) => setImmediate(resolve));
    return args.result;
  },
};

describe.each(DIALECTS)('ledger:audit on %s', (dialect) => {
  let t: TTestApp;
  let dir: string;
  afterEach(async () => {
    await t?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('reports a broken balance_after, a negative house, a transaction without entries, a reference settled twice and a timed reference', async () => {
    t = await startTestApp(dialect);
    const demoId = (await t.deps.db.selectFrom('users').select('id').where('email', '=', DEMO.email).executeTakeFirstOrThrow()).id;
    expect((await auditLedger(t.deps.db)).isConsistent).toBe(true);
    /**
     * A balanced transaction written row by row with no guard, as a race or a bug past the ledger
     * could leave it: the house pays `amount` to the demo user whatever it holds.
     */
    const forcePost = (type: 'contract_settle' | 'liquidation' | 'transfer', reference: string, amount: bigint) =>
      t.deps.db.transaction().execute(async (tx) => {
        const now = BigInt(t.clock.now());
        const { id } = await tx.insertInto('ledger_transactions').values({ type, reference, user_id: demoId, memo: '', created_at: now }).returning('id').executeTakeFirstOrThrow();
        for (const [ref, delta] of [[system('contract_house'), -amount], [available(demoId), amount]] as const) {
          await tx.insertInto('ledger_accounts').values({ ...accountRow(ref, 'USDT'), balance: 0n }).onConflict((oc) => oc.columns(['key', 'asset']).doNothing()).execute();
          const row = await tx.updateTable('ledger_accounts').set((eb) => ({ balance: eb('balance', '+', delta) })).where('key', '=', accountKey(ref)).where('asset', '=', 'USDT').returning(['id', 'balance']).executeTakeFirstOrThrow();
          await tx.insertInto('ledger_entries').values({ transaction_id: id, account_id: row.id, asset: 'USDT', amount: delta, balance_after: row.balance, created_at: now, hash: '' }).execute();
        }
      });
    const house = await t.deps.db.selectFrom('ledger_accounts').select('balance').where('key', '=', 'system:contract_house').where('asset', '=', 'USDT').executeTakeFirst();
    await forcePost('contract_settle', 'contract:991:settle', (house?.balance ?? 0n) + 5n);
    await forcePost('liquidation', 'contract:991:settle', 5n);
    await forcePost('transfer', `transfer:${t.clock.now()}`, 5n);
    // An amount of 13 digits is no time: only a number within a day of the transaction's own time is.
    await forcePost('transfer', 'transfer:launch:3:commit:6:1200000000000', 5n);
    const broken = await t.deps.db.selectFrom('ledger_entries').select(['id', 'balance_after']).orderBy('id').executeTakeFirstOrThrow();
    // The table is append-only (migration 0035): the edit takes dropping its triggers, as a hand edit would.
    await appendOnlyTriggers.drop(t.deps.db, 'ledger_entries');
    await t.deps.db.updateTable('ledger_entries').set({ balance_after: broken.balance_after + 1n }).where('id', '=', broken.id).execute();
    const empty = await t.deps.db.insertInto('ledger_transactions').values({ type: 'transfer', reference: 'transfer:empty', user_id: null, memo: '', created_at: BigInt(t.clock.now()) }).returning('id').executeTakeFirstOrThrow();

    const report = await auditLedger(t.deps.db);
    expect(report.isConsistent).toBe(false);
    expect(report.chainBreaks[0]).toMatchObject({ entryId: String(broken.id), balanceAfter: String(broken.balance_after + 1n), expected: String(broken.balance_after) });
    expect(report.houses).toContainEqual({ check: 'guardedNegative', message: 'system:contract_house holds -0.0000002 USDT, below zero' });
    expect(report.emptyTransactions).toEqual([{ transactionId: String(empty.id), type: 'transfer', reference: 'transfer:empty' }]);
    expect(report.duplicateSettlements).toEqual([{ reference: 'contract:991:settle', types: 'contract_settle,liquidation' }]);
    expect(report.timedReferences.map((r) => r.reference)).toEqual([`transfer:${t.clock.now()}`]);
    // Nothing else is wrong: the entries still sum to the cached balances.
    expect(report.mismatched).toEqual([]);
    expect(report.unbalanced).toEqual([]);
  });

  it('reports consistent 20 times out of 20 while orders are placed, matched and cancelled as a market maker cycles', async () => {
    t = await startTestApp(dialect);
    // PostgreSQL: the audit's own read-only connection beside the server's pool, as `npm run
    // ledger:audit` opens it. SQLite: the server's one connection (an audit holding a snapshot in
    // another connection of this same process would meet the checkpointer's RESTART, which waits
    // for readers while holding writers, and the writers here block the thread the audit runs on).
    const schema = dialect === 'postgres' ? (await sql<{ s: string }>`select current_schema() as s`.execute(t.deps.db)).rows[0].s : undefined;
    const audit = dialect === 'postgres' ? await openAuditDatabase({ kind: 'postgres', url: process.env.TEST_DATABASE_URL!, schema }) : null;
    const auditDb = audit?.db ?? t.deps.db;
    try {
      const demo = (await t.deps.db.selectFrom('users').select('id').where('email', '=', DEMO.email).executeTakeFirstOrThrow()).id;
      const bob = BigInt((await registerByEmail(t, 'bob@example.com')).userId);
      for (const userId of [demo, bob]) {
        await fund(t, Number(userId), 'BTC', '20');
        await fund(t, Number(userId), 'USDT', '1000000');
      }
      let isDone = false;
      // Straight to the order path (the HTTP rate limit would refuse a burst on the test's stopped clock).
      const place = (userId: bigint, side: 'buy' | 'sell', price: string, amount: string) =>
        placeOrder(t.deps, userId, { symbol: 'btcusdt', side, type: 'LMT', price, amount, timeInForce: 'GTC', postOnly: false }).catch(() => null);
      const cancel = (userId: bigint, orderId: number | undefined) => (orderId ? cancelOrder(t.deps, userId, BigInt(orderId)).catch(() => null) : null);
      const trader = async (userId: bigint, side: 'buy' | 'sell', price: string) => {
        while (!isDone) {
          const placed = await place(userId, side, price, '0.001');
          if (placed?.status === 'unfinished') await cancel(userId, placed.orderId);
        }
      };
      // A market maker's cycle: quotes placed on both sides, some taken, the rest cancelled and placed again.
      const quoter = async (userId: bigint) => {
        for (let i = 0; !isDone; i += 1) {
          const quotes = await Promise.all(['61990', '62010'].map((price, side) => place(userId, side ? 'sell' : 'buy', price, '0.002')));
          await place(userId, i % 2 ? 'buy' : 'sell', i % 2 ? '62010' : '61990', '0.001');
          for (const q of quotes) await cancel(userId, q?.orderId);
        }
      };
      const burst = [trader(demo, 'buy', '62000'), trader(bob, 'sell', '62000'), trader(demo, 'buy', '61000'), trader(bob, 'sell', '63000'), quoter(demo), quoter(bob)];
      const reports = [];
      try {
        for (let i = 0; i < 20; i += 1) reports.push(await auditLedger(auditDb.withPlugin(interleaving)));
      } finally {
        isDone = true;
        await Promise.all(burst);
      }
      const traded = await t.deps.db.selectFrom('spot_trades').select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
      expect(Number(traded.n)).toBeGreaterThan(0);
      const problems = reports.filter((r) => !r.isConsistent).map((r) => ({ frozen: r.frozenMismatches, mismatched: r.mismatched, chain: r.chainBreaks }));
      expect(problems).toEqual([]);
    } finally {
      await audit?.close();
    }
  });

  it('opens read-only, never migrates, and refuses a database that is missing or not migrated', async () => {
    t = await startTestApp(dialect);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-open-'));
    if (dialect === 'sqlite') {
      await expect(openAuditDatabase({ kind: 'sqlite', file: path.join(dir, 'absent.db') })).rejects.toThrow(/cannot open .*absent\.db read-only/);
      const blank = path.join(dir, 'blank.db');
      new Database(blank).close();
      await expect(openAuditDatabase({ kind: 'sqlite', file: blank })).rejects.toThrow(/not migrated to this version \(missing 20261122-0001-accounts/);
      // Nothing was created in the blank file.
      const probe = new Database(blank, { readonly: true });
      expect(probe.prepare(`select count(*) as n from sqlite_master`).get()).toEqual({ n: 0 });
      probe.close();
      return;
    }
    const url = process.env.TEST_DATABASE_URL!;
    const blankSchema = `audit_blank_${process.pid}`;
    await schemaChange(dialect, () => sql`create schema if not exists ${sql.id(blankSchema)}`.execute(t.deps.db));
    try {
      await expect(openAuditDatabase({ kind: 'postgres', url, schema: blankSchema })).rejects.toThrow(/not migrated to this version/);
      const tables = await sql<{ n: string }>`select count(*) as n from information_schema.tables where table_schema = ${blankSchema}`.execute(t.deps.db);
      expect(Number(tables.rows[0].n)).toBe(0);
      const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(t.deps.db)).rows[0].s;
      const audit = await openAuditDatabase({ kind: 'postgres', url, schema });
      try {
        await expect(audit.db.deleteFrom('ledger_entries').execute()).rejects.toThrow(/read-only/);
      } finally {
        await audit.close();
      }
    } finally {
      await schemaChange(dialect, () => sql`drop schema ${sql.id(blankSchema)} cascade`.execute(t.deps.db));
    }
  });
});
