import type { CreateTableBuilder, Kysely } from 'kysely';
import { isSqlite } from '../../platform/db/dialect.js';

/** isSqlite lives in the platform (modules use it too); kept here for the migrations. */
export { isSqlite };

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
