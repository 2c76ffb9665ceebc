import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { TConfig } from '../platform/config.js';
import type { TDatabase } from '../platform/db/schema.js';
import type { TDbOptions } from '../platform/db/database.js';
import { pendingMigrations } from '../db/migrate.js';

export type TAuditDb = { db: Kysely<TDatabase>; dialect: 'sqlite' | 'postgres'; close(): Promise<void> };

/** Where ledger:audit reads: the configured database (SQLite under DATA_DIR unless DATABASE_URL is set). */
export function auditTarget(config: TConfig): TDbOptions {
  return config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'sqlite', file: path.join(config.dataDir, 'exchange.db') };
}

/**
 * Opens a database for the audit so that it cannot change it: SQLite read-only (no WAL pragma, no
 * checkpointer; the file must exist), PostgreSQL with every transaction read-only. No migration
 * runs: an audit that migrated would change what it audits, and a server of another version would
 * then find a schema it does not know. Throws a clear message when the file is missing or the
 * schema is not migrated to this version (naming the migrations it lacks).
 */
export async function openAuditDatabase(target: TDbOptions): Promise<TAuditDb> {
  let audit: TAuditDb;
  if (target.kind === 'sqlite') {
    let sqlite: Database.Database;
    try {
      sqlite = new Database(target.file, { readonly: true, fileMustExist: true });
    } catch (error) {
      throw new Error(`ledger audit: cannot open ${target.file} read-only (${error instanceof Error ? error.message : String(error)})`);
    }
    sqlite.defaultSafeIntegers(true);
    sqlite.pragma('busy_timeout = 5000');
    const db = new Kysely<TDatabase>({ dialect: new SqliteDialect({ database: sqlite }) });
    audit = { db, dialect: 'sqlite', close: () => db.destroy() };
  } else {
    const settings = ['-c default_transaction_read_only=on', ...(target.schema ? [`-c search_path=${target.schema}`] : [])].join(' ');
    const pool = new pg.Pool({ connectionString: target.url, max: 2, options: settings });
    const db = new Kysely<TDatabase>({ dialect: new PostgresDialect({ pool }) });
    audit = { db, dialect: 'postgres', close: () => db.destroy() };
  }
  try {
    const pending = await pendingMigrations(audit.db, target.kind === 'postgres' ? target.schema : undefined);
    if (pending.length > 0) {
      throw new Error(`ledger audit: the database is not migrated to this version (missing ${pending.join(', ')}); start the server once (or run its migrations), then audit`);
    }
  } catch (error) {
    await audit.close();
    throw error;
  }
  return audit;
}
