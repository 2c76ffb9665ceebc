import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase } from '../platform/db/database.js';
import { migrateTo, migrateToLatest } from './migrate.js';
import { verifyIntegrity } from '../modules/transparency/verify-integrity.js';

describe('migration 0035 on a database written before it (SQLite)', () => {
  it('chains every existing entry, tick and operator action, so the audit finds the history whole', async () => {
    const database = openDatabase({ kind: 'sqlite', file: ':memory:' });
    const db = database.db;
    try {
      await migrateTo(db, '20261129-0034-chains');
      // A history written by the code before: two deposits and a transfer, two ticks, two operator actions
      // (of a user whose row this test does not need: foreign keys off while it is written).
      await sql`pragma foreign_keys = off`.execute(db);
      await sql`insert into ledger_accounts (id, key, asset, user_id, wallet, bucket, is_user, balance) values
        (1, 'user:7:coin:available', 'USDT', 7, 'coin', 'available', 1, 70), (2, 'system:deposits', 'USDT', null, 'system', 'system', 0, -100),
        (3, 'user:7:contract:available', 'USDT', 7, 'contract', 'available', 1, 30)`.execute(db);
      await sql`insert into ledger_transactions (id, type, reference, user_id, memo, created_at) values
        (1, 'deposit', 'deposit:1', 7, '', 1000), (2, 'deposit', 'deposit:2', 7, '', 2000), (3, 'transfer', 'transfer:x', 7, '', 3000)`.execute(db);
      await sql`insert into ledger_entries (transaction_id, account_id, asset, amount, balance_after, created_at) values
        (1, 2, 'USDT', -60, -60, 1000), (1, 1, 'USDT', 60, 60, 1000), (2, 2, 'USDT', -40, -100, 2000), (2, 1, 'USDT', 40, 100, 2000),
        (3, 1, 'USDT', -30, 70, 3000), (3, 3, 'USDT', 30, 30, 3000)`.execute(db);
      await sql`insert into price_ticks (symbol, price, method, sources, observed_at) values ('btcusdt', 680, 'median', '[]', 1000), ('btcusdt', 681, 'median', '[]', 2000)`.execute(db);
      await sql`insert into operator_actions (operator, action, subject, detail, created_at) values ('alice', 'deposit.review', 'deposit:1', '{}', 1500), ('bob', 'deposit.review', 'deposit:2', '{}', 2500)`.execute(db);
      await sql`pragma foreign_keys = on`.execute(db);

      await migrateToLatest(db);
      const report = await verifyIntegrity(db);
      expect(report).toEqual({ entries: 6, ticks: 2, actions: 2, checkpoints: 0, problems: [] });
      const heads = await db.selectFrom('ledger_accounts').select(['id', 'head']).orderBy('id').execute();
      expect(heads.every((h) => /^[0-9a-f]{64}$/.test(h.head))).toBe(true);
      // The audit log is still append-only after its triggers stepped aside for the chaining.
      await expect(db.updateTable('operator_actions').set({ reason: 'x' }).execute()).rejects.toThrow(/append-only/);
      await expect(db.deleteFrom('ledger_entries').execute()).rejects.toThrow(/append-only/);
    } finally {
      await database.close();
    }
  });
});
