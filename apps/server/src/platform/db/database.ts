import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type SqliteDialectConfig } from 'kysely';
import type { TDatabase } from './schema.js';
import { startWalCheckpointer } from './wal-checkpointer.js';
import { writeIoFactory, type TWriteIoFactory } from './write-io.js';

export type TDialectName = 'sqlite' | 'postgres';

export type TDb = {
  db: Kysely<TDatabase>;
  dialect: TDialectName;
  /** The PostgreSQL schema the connection is confined to, if any. */
  schema?: string;
  writeIo: TWriteIoFactory;
  close(): Promise<void>;
};

// BIGINT columns read as bigint (see schema.ts); pg would otherwise give strings.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => BigInt(value));

/**
 * better-sqlite3 prepares a statement on every call Kysely makes; the order path runs the same few
 * dozen statements over and over. This keeps prepared statements by their SQL text (bounded), so
 * each is compiled once. Statements are used synchronously, one at a time, so sharing them is safe.
 */
function withStatementCache(sqlite: Database.Database, limit = 1000): Database.Database {
  const cache = new Map<string, Database.Statement>();
  const prepare = sqlite.prepare.bind(sqlite);
  return new Proxy(sqlite, {
    get(target, property, receiver) {
      if (property === 'prepare') {
        return (sql: string) => {
          let statement = cache.get(sql);
          if (!statement) {
            statement = prepare(sql);
            if (cache.size >= limit) cache.delete(cache.keys().next().value!);
            cache.set(sql, statement);
          }
          return statement;
        };
      }
      const value = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * Kysely's SQLite dialect with transactions that take the write lock when they begin (BEGIN
 * IMMEDIATE). A deferred transaction that reads first and then writes cannot wait for the lock if
 * another connection holds it (the checkpointer's RESTART, an `npm run ops` command): SQLite fails
 * it at once with SQLITE_BUSY. Taking the lock first lets busy_timeout wait for it instead.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly driverConfig: SqliteDialectConfig) {
    super(driverConfig);
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.driverConfig);
  }
}

export type TDbOptions =
  | { kind: 'sqlite'; file: string; onCheckpointError?: (message: string) => void }
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
    // A file database checkpoints from its own thread (wal-checkpointer.ts), not in the order path's commits.
    const checkpointer = options.file === ':memory:' ? null : startWalCheckpointer(options.file, { onError: options.onCheckpointError });
    if (checkpointer) {
      sqlite.pragma('wal_autocheckpoint = 0');
      sqlite.pragma('journal_size_limit = 67108864');
    }
    const db = new Kysely<TDatabase>({ dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }) });
    return {
      db,
      dialect: 'sqlite',
      writeIo: writeIoFactory(sqlite),
      async close() {
        await checkpointer?.stop();
        await db.destroy();
      },
    };
  }
  const pool = new pg.Pool({
    connectionString: options.url,
    max: 10,
    options: options.schema ? `-c search_path=${options.schema}` : undefined,
  });
  const db = new Kysely<TDatabase>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', schema: options.schema, writeIo: writeIoFactory(null), close: () => db.destroy() };
}
