import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { TDatabase } from './schema.js';

export type TDialectName = 'sqlite' | 'postgres';

export type TDb = {
  db: Kysely<TDatabase>;
  dialect: TDialectName;
  /** The PostgreSQL schema the connection is confined to, if any. */
  schema?: string;
  close(): Promise<void>;
};

// BIGINT columns read as bigint (see schema.ts); pg would otherwise give strings.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => BigInt(value));

export type TDbOptions =
  | { kind: 'sqlite'; file: string }
  | { kind: 'postgres'; url: string; schema?: string };

/**
 * Opens the database: SQLite (WAL, one writer, integers as bigint) by default, PostgreSQL when a
 * URL is given. `schema` confines a PostgreSQL connection to one schema (used by tests).
 */
export function openDatabase(options: TDbOptions): TDb {
  if (options.kind === 'sqlite') {
    if (options.file !== ':memory:') fs.mkdirSync(path.dirname(options.file), { recursive: true });
    const sqlite = new Database(options.file);
    sqlite.defaultSafeIntegers(true);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    const db = new Kysely<TDatabase>({ dialect: new SqliteDialect({ database: sqlite }) });
    return { db, dialect: 'sqlite', close: () => db.destroy() };
  }
  const pool = new pg.Pool({
    connectionString: options.url,
    max: 10,
    options: options.schema ? `-c search_path=${options.schema}` : undefined,
  });
  const db = new Kysely<TDatabase>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', schema: options.schema, close: () => db.destroy() };
}
