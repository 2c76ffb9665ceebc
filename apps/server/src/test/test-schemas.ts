import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from '../db/migrate.js';
import type { TDialectName } from '../platform/db/database.js';

/**
 * Fresh PostgreSQL schemas for the server suites, fast. Three costs made every PostgreSQL test
 * twice to five times as slow as its SQLite twin:
 * - Kysely's migrator reads the catalog of every schema in the database (600–900 ms a run), and
 *   must not overlap a schema being created or dropped, so every suite waited in one line for it.
 *   The migrations now run for real once, on a throwaway schema, while every statement they send
 *   is recorded; a new schema replays the recording in one round trip.
 * - Creating ~80 tables and their indexes still takes ~500 ms, and dropping them ~200 ms. A test
 *   app's schema is therefore emptied when the app closes (every row deleted, every sequence
 *   restarted, the migrations' own rows written again: ~20 ms) and handed to the next app, through a small pool table in the database
 *   that all test processes share. A schema whose tables a test changed is dropped instead.
 * - The lock: the real migrator holds it exclusively; replaying, emptying and dropping hold it
 *   shared, so they run side by side.
 */

export type TRecording = { hash: string; schema: string; statements: TStatement[] };
type TStatement = { sql: string; parameters: unknown[] };

const LOCK = 727274;
const POOL = 'public.exchange_test_schema_pool';
const MIGRATIONS_DIR = fileURLToPath(new URL('../db/migrations/', import.meta.url));
const MIGRATE_FILE = fileURLToPath(new URL('../db/migrate.ts', import.meta.url));

/** Runs `work` holding the schema lock: `exclusive` for the real migrator, `shared` for the rest. */
export async function withSchemaLock<T>(url: string, mode: 'shared' | 'exclusive', work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const kind = mode === 'shared' ? '_shared' : '';
  try {
    await client.query(`select pg_advisory_lock${kind}(${LOCK})`);
    return await work();
  } finally {
    await client.query(`select pg_advisory_unlock${kind}(${LOCK})`).catch(() => undefined);
    await client.end();
  }
}

/**
 * Runs a test's own schema change (a table dropped or added after migration) under the lock, so it
 * cannot break a parallel migrator run. SQLite has no shared catalog: the change just runs.
 */
export function schemaChange<T>(dialect: TDialectName, work: () => Promise<T>): Promise<T> {
  return dialect === 'postgres' ? withSchemaLock(process.env.TEST_DATABASE_URL!, 'shared', work) : work();
}

/** What the recording depends on: the migration list and every migration's text. */
function sourcesHash(): string {
  const hash = crypto.createHash('sha256');
  for (const file of [MIGRATE_FILE, ...fs.readdirSync(MIGRATIONS_DIR).sort().map((name) => path.join(MIGRATIONS_DIR, name))]) {
    hash.update(file).update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

const jsonSafe = (value: unknown): unknown => (typeof value === 'bigint' ? value.toString() : value instanceof Date ? value.toISOString() : value);

/**
 * Runs the real migrator on a throwaway schema and records what it sends, reads left out: what a
 * migration writes never depends on a read here, since it always starts from an empty schema.
 */
async function record(url: string, hash: string): Promise<TRecording> {
  const schema = `t_rec_${crypto.randomBytes(6).toString('hex')}`;
  const statements: TStatement[] = [];
  const pool = new pg.Pool({ connectionString: url, max: 2, options: `-c search_path=${schema}` });
  const db = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool }),
    log(event) {
      if (event.level !== 'query' || /^\s*select\b/i.test(event.query.sql)) return;
      statements.push({ sql: event.query.sql, parameters: event.query.parameters.map(jsonSafe) });
    },
  });
  try {
    await withSchemaLock(url, 'exclusive', async () => {
      await pool.query(`create schema ${schema}`);
      try {
        await migrateToLatest(db, schema);
      } finally {
        await pool.query(`drop schema ${schema} cascade`);
      }
    });
  } finally {
    await db.destroy();
  }
  return { hash, schema, statements };
}

let recording: Promise<TRecording> | undefined;

/**
 * The recorded migrations: read from the temp directory, else recorded now and saved there, so
 * every test file of a run (and the next run, until a migration changes) shares one recording.
 */
function migrationRecording(url: string): Promise<TRecording> {
  recording ??= (async () => {
    const hash = sourcesHash();
    const file = path.join(os.tmpdir(), `exchange-test-migrations-${hash}.json`);
    if (fs.existsSync(file)) return { ...(JSON.parse(fs.readFileSync(file, 'utf8')) as TRecording), hash };
    const made = await record(url, hash);
    const temporary = `${file}.${process.pid}`;
    fs.writeFileSync(temporary, JSON.stringify(made));
    fs.renameSync(temporary, file);
    return made;
  })();
  recording.catch(() => (recording = undefined));
  return recording;
}

const swap = (value: unknown, from: string, to: string): unknown => (typeof value === 'string' ? value.split(from).join(to) : value);

/** A recorded statement with its parameters written in as literals, the recorded schema's name swapped for `schema`. */
function inline(statement: TStatement, recorded: string, schema: string, client: pg.Client): string {
  const text = swap(statement.sql, recorded, schema) as string;
  if (statement.parameters.length === 0) return text;
  const values = statement.parameters.map((p) => swap(p, recorded, schema));
  const literal = (value: unknown) =>
    value === null || value === undefined ? 'null' : typeof value === 'number' || typeof value === 'boolean' ? String(value) : client.escapeLiteral(String(value));
  return text.replace(/\$(\d+)\b/g, (_, index: string) => literal(values[Number(index) - 1]));
}

/** The migrator's own transaction and lock statements: the replay has its own transaction and needs no lock. */
const isMigratorControl = (statement: TStatement) => /^\s*(begin|commit)\s*$/i.test(statement.sql) || /pg_advisory_(un)?lock/i.test(statement.sql);
/** Rows the migrations write (defaults, settings): an emptied schema gets them again. */
const isMigrationData = (statement: TStatement) => /^\s*(insert|update|delete)\b/i.test(statement.sql) && !/kysely_migration/.test(statement.sql);

async function connect(url: string, schema?: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, ...(schema ? { options: `-c search_path=${schema}` } : {}) });
  await client.connect();
  return client;
}

/** Tables, columns and indexes of a schema in one string: a test that changed them leaves a different one. */
async function fingerprint(client: pg.Client, schema: string): Promise<string> {
  const { rows } = await client.query(
    `select string_agg(c.relname || '.' || coalesce(a.attname, '') || ':' || coalesce(a.atttypid::text, ''), ',' order by c.relname, a.attnum) as shape
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and c.relkind = 'r'
      where n.nspname = $1`,
    [schema],
  );
  return crypto.createHash('sha256').update(String(rows[0]?.shape ?? '')).digest('hex');
}

let poolReady: Promise<boolean> | undefined;

/** The pool table, made once; false where it cannot be (a role without the rights): every schema is then made and dropped. */
function schemaPool(url: string): Promise<boolean> {
  poolReady ??= (async () => {
    const client = await connect(url);
    try {
      if ((await client.query(`select to_regclass('${POOL}') as found`)).rows[0].found) return true;
      await withSchemaLock(url, 'exclusive', () =>
        client.query(`create table if not exists ${POOL} (name text primary key, recording text not null, shape text not null, free boolean not null)`),
      );
      return true;
    } catch {
      return false;
    } finally {
      await client.end();
    }
  })();
  return poolReady;
}

/** Creates `schema` at the latest migration by replaying the recording, in one round trip and one transaction. */
export async function createTestSchema(url: string, schema: string): Promise<void> {
  const { schema: recorded, statements } = await migrationRecording(url);
  await withSchemaLock(url, 'shared', async () => {
    const client = await connect(url, schema);
    try {
      const script = statements
        .filter((statement) => !isMigratorControl(statement))
        .map((statement) => inline(statement, recorded, schema, client))
        .join(';\n');
      await client.query(`create schema ${schema};\nbegin;\n${script};\ncommit;`);
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      await client.end();
    }
  });
}

/** Drops a schema made by createTestSchema, with everything in it. */
export function dropTestSchema(url: string, schema: string): Promise<void> {
  return withSchemaLock(url, 'shared', async () => {
    const client = await connect(url);
    try {
      await client.query(`drop schema if exists ${schema} cascade`);
    } finally {
      await client.end();
    }
  });
}

/**
 * An empty schema at the latest migration, for one test app: an emptied one from the pool, else a
 * new one. Give it back with releaseTestSchema.
 */
export async function claimTestSchema(url: string): Promise<string> {
  const { hash } = await migrationRecording(url);
  if (await schemaPool(url)) {
    const client = await connect(url);
    try {
      const { rows } = await client.query(
        `update ${POOL} set free = false where name = (select name from ${POOL} where free and recording = $1 limit 1 for update skip locked) returning name`,
        [hash],
      );
      if (rows[0]) return rows[0].name as string;
      // Schemas left by an earlier set of migrations are never claimed again.
      const stale = await client.query(`delete from ${POOL} where free and recording <> $1 returning name`, [hash]);
      for (const row of stale.rows) await dropTestSchema(url, row.name as string);
    } finally {
      await client.end();
    }
  }
  const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
  await createTestSchema(url, schema);
  if (await schemaPool(url)) {
    const client = await connect(url);
    try {
      await client.query(`insert into ${POOL} (name, recording, shape, free) values ($1, $2, $3, false)`, [schema, hash, await fingerprint(client, schema)]);
    } finally {
      await client.end();
    }
  }
  return schema;
}

/**
 * Empties a claimed schema (every row deleted, every sequence restarted, the rows the migrations
 * write written again) and returns it to the pool, once nothing uses it. A schema a test changed, or one that cannot be emptied, is dropped.
 */
export async function releaseTestSchema(url: string, schema: string): Promise<void> {
  const { schema: recorded, statements } = await migrationRecording(url);
  const client = await connect(url, schema);
  let isEmptied = false;
  try {
    const entry = (await client.query(`select shape from ${POOL} where name = $1`, [schema]).catch(() => ({ rows: [] }))).rows[0];
    if (entry && entry.shape === (await fingerprint(client, schema))) {
      const tables = (await client.query(`select tablename from pg_tables where schemaname = $1 and tablename not like 'kysely_migration%'`, [schema])).rows;
      const sequences = (await client.query(`select sequencename from pg_sequences where schemaname = $1`, [schema])).rows;
      // As a replica the session fires no trigger and checks no foreign key: rows go in any order (a superuser's right).
      await client.query(
        [
          'begin',
          'set local session_replication_role = replica',
          ...tables.map((t) => `delete from ${client.escapeIdentifier(schema)}.${client.escapeIdentifier(t.tablename as string)}`),
          ...sequences.map((s) => `alter sequence ${client.escapeIdentifier(schema)}.${client.escapeIdentifier(s.sequencename as string)} restart`),
          ...statements.filter(isMigrationData).map((statement) => inline(statement, recorded, schema, client)),
          `update ${POOL} set free = true where name = ${client.escapeLiteral(schema)}`,
          'commit',
        ].join(';\n'),
      );
      isEmptied = true;
    }
  } catch {
    await client.query('rollback').catch(() => undefined);
  } finally {
    await client.end();
  }
  if (isEmptied) return;
  await dropTestSchema(url, schema);
  const cleanup = await connect(url);
  await cleanup.query(`delete from ${POOL} where name = $1`, [schema]).catch(() => undefined);
  await cleanup.end();
}
