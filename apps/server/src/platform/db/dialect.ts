import { SqliteAdapter, type Kysely } from 'kysely';
import type { TDialectName } from './database.js';

/** Whether a database speaks SQLite (else PostgreSQL). */
export function isSqlite(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/** The dialect's name of a database, as TDeps.dialect and the job runner name it. */
export function dialectOf(db: Kysely<unknown>): TDialectName {
  return isSqlite(db) ? 'sqlite' : 'postgres';
}
