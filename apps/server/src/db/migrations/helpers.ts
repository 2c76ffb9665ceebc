import type { CreateTableBuilder, Kysely } from 'kysely';
import { SqliteAdapter } from 'kysely';

/**
 * Adds an auto-increment BIGINT primary key `id` in the dialect's own way: SQLite's INTEGER
 * PRIMARY KEY is already 64-bit; PostgreSQL uses an identity column.
 */
export function idColumn<T extends string>(
  db: Kysely<unknown>,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id'> {
  if (isSqlite(db)) return table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  return table.addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity());
}

export function isSqlite(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}
