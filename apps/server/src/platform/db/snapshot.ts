import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { TDatabase } from './schema.js';

/**
 * Runs `work` on one consistent snapshot of the database: on PostgreSQL one REPEATABLE READ READ
 * ONLY transaction; on SQLite one read transaction held on one connection (WAL: its first read fixes
 * what it sees). Read query by query instead, an audit during trading compares orders read before a
 * fill with balances read after it, and reports a mismatch that never existed. Inside a caller's
 * transaction, that transaction is the snapshot.
 */
export async function inSnapshot<T>(db: Kysely<TDatabase>, work: (db: Kysely<TDatabase>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    return db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only').execute(work);
  }
  return db.connection().execute(async (connection) => {
    await sql`begin deferred`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`rollback`.execute(connection);
    }
  });
}
