import { sql, type Kysely, type Transaction } from 'kysely';
import type { TDatabase } from '../db/schema.js';

/** The chains with one head each (integrity_heads rows); the ledger's heads are on its accounts. */
export type TSingleChain = 'price_ticks' | 'operator_actions';

/**
 * Runs `append` with its chain's head, locked until the transaction ends (the no-op UPDATE takes the
 * row lock on PostgreSQL and the write lock on SQLite first), and stores the head it answers: two
 * writers of one chain queue here, so the chain's order is its commit order.
 */
export async function appendToChain<T>(
  tx: Transaction<TDatabase>,
  chain: TSingleChain,
  append: (head: string) => Promise<{ head: string; result: T }>,
): Promise<T> {
  const row = await sql<{ hash: string }>`update integrity_heads set hash = hash where name = ${chain} returning hash`.execute(tx);
  const head = row.rows[0]?.hash;
  if (head === undefined) throw new Error(`integrity_heads has no row for ${chain}`);
  const { head: next, result } = await append(head);
  await tx.updateTable('integrity_heads').set({ hash: next }).where('name', '=', chain).execute();
  return result;
}

/** Runs `work` in a transaction: the one given, or a new one. */
export function inTransaction<T>(db: Kysely<TDatabase> | Transaction<TDatabase>, work: (tx: Transaction<TDatabase>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Transaction<TDatabase>) : db.transaction().execute(work);
}
