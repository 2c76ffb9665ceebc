import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../platform/db/database.js';
import { migrateToLatest, pendingMigrations } from '../db/migrate.js';
import { sql } from 'kysely';
import { startTestApp } from './test-app.js';
import { claimTestSchema, createTestSchema, dropTestSchema, releaseTestSchema, withSchemaLock } from './test-schemas.js';

const url = process.env.TEST_DATABASE_URL;

/** Tables, columns, indexes and constraints of one schema, its name written as `S`. */
async function shapeOf(client: pg.Client, schema: string): Promise<string[]> {
  const rows = async (query: string) => (await client.query(query, [schema])).rows.map((r) => JSON.stringify(r).split(schema).join('S'));
  return [
    ...(await rows(`select table_name, column_name, data_type, is_nullable, column_default from information_schema.columns where table_schema = $1 order by 1, 2`)),
    ...(await rows(`select indexdef from pg_indexes where schemaname = $1 order by indexname`)),
    ...(await rows(`select conname, pg_get_constraintdef(c.oid) as def from pg_constraint c join pg_namespace n on n.oid = c.connamespace where n.nspname = $1 order by 1, 2`)),
    ...(await rows(`select name from kysely_migration where $1::text is not null order by name`.replace('kysely_migration', `"${schema}".kysely_migration`))),
  ];
}

/**
 * Test schemas on PostgreSQL are made by replaying a recorded migrator run (migration-replay.ts):
 * every server suite then runs on what the real migrations build, or this fails.
 */
describe.skipIf(!url)('test schemas replayed from the recorded migrations', () => {
  it('have the same tables, columns, indexes, constraints and applied migrations as the migrator builds', async () => {
    const migrated = `t_${randomBytes(6).toString('hex')}`;
    const replayed = `t_${randomBytes(6).toString('hex')}`;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const database = openDatabase({ kind: 'postgres', url: url!, schema: migrated });
    try {
      await createTestSchema(url!, replayed);
      // The real migrator, as the exchange runs it (alone: it reads every schema's catalog).
      await withSchemaLock(url!, 'exclusive', async () => {
        await client.query(`create schema ${migrated}`);
        await migrateToLatest(database.db, migrated);
      });
      const expected = await shapeOf(client, migrated);
      expect(expected.length).toBeGreaterThan(100);
      expect(await shapeOf(client, replayed)).toEqual(expected);
      // The exchange's own check finds nothing left to apply on a replayed schema.
      const onReplayed = openDatabase({ kind: 'postgres', url: url!, schema: replayed });
      expect(await pendingMigrations(onReplayed.db, replayed)).toEqual([]);
      await onReplayed.close();
    } finally {
      await database.close();
      await client.query(`drop schema if exists ${migrated} cascade`);
      await client.end();
      await dropTestSchema(url!, replayed);
    }
  });

  it('empties the schema an app leaves (no row, every sequence restarted) for the next app, and drops one whose tables a test changed', async () => {
    const t = await startTestApp('postgres');
    const schema = (await sql<{ name: string }>`select current_schema() as name`.execute(t.deps.db)).rows[0].name;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const tables = (await client.query(`select tablename from pg_tables where schemaname = $1 and tablename not like 'kysely_migration%'`, [schema])).rows.map((r) => `"${schema}"."${r.tablename}"`);
      const filled = async () => {
        const found: string[] = [];
        for (const table of tables) if ((await client.query(`select exists (select 1 from ${table}) as any`)).rows[0].any) found.push(table);
        return found;
      };
      expect((await filled()).length).toBeGreaterThan(5); // the demo market's users, balances, orders...
      await t.close();
      // Held while looking, so that no other test file claims it meanwhile (a claim skips a locked row).
      await client.query('begin');
      const entry = (await client.query(`select free from public.exchange_test_schema_pool where name = $1 for update`, [schema])).rows[0];
      expect(entry).toEqual({ free: true });
      // Only what the migrations themselves write is there again (settings, default caps and durations, the chains' empty heads).
      const migrationRows = ['contract_leverage_caps', 'seconds_durations', 'seconds_markets', 'seconds_house', 'invite_settings', 'fiat_channels', 'integrity_heads'];
      expect((await filled()).map((table) => table.split('.')[1].replaceAll('"', '')).sort()).toEqual(migrationRows.sort());
      const sequences = (await client.query(`select sequencename, last_value from pg_sequences where schemaname = $1`, [schema])).rows;
      expect(sequences.length).toBeGreaterThan(5);
      expect(sequences.filter((s) => s.last_value !== null)).toEqual([]);
      await client.query('commit');

      const changed = await claimTestSchema(url!);
      await withSchemaLock(url!, 'shared', () => client.query(`drop table "${changed}".outbox`));
      await releaseTestSchema(url!, changed);
      expect((await client.query(`select count(*)::int as n from pg_namespace where nspname = $1`, [changed])).rows[0].n).toBe(0);
      expect((await client.query(`select count(*)::int as n from public.exchange_test_schema_pool where name = $1`, [changed])).rows[0].n).toBe(0);
    } finally {
      await client.query('rollback').catch(() => undefined);
      await client.end();
    }
  });
});
