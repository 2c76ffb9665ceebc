import { sql, type Kysely } from 'kysely';
import { isSqlite } from './helpers.js';
import { actionHash, entryHash, GENESIS, tickHash } from '../../platform/integrity/chain-hash.js';

/**
 * Verifiable trust (issue 29, platform/integrity, modules/transparency):
 * - `ledger_entries.hash`: each entry chained to its account's previous entry; `ledger_accounts.head`
 *   the newest hash of the account's chain.
 * - `price_ticks.hash` and `operator_actions.hash`: one chain each, their heads in `integrity_heads`.
 * - Existing rows are chained here, oldest first, so that a database from before starts verified.
 * - `ledger_entries`, `price_ticks` and `checkpoints` become append-only as `operator_actions` is:
 *   a trigger refuses UPDATE and DELETE in both dialects.
 * - `checkpoints`: the signed checkpoints (their published text and signature).
 * - `liability_leaves`: each user's leaf of a checkpoint's Merkle-sum tree, with its salt; kept for
 *   the newest checkpoints only (the proof call reads them).
 */
const APPEND_ONLY = ['ledger_entries', 'price_ticks', 'checkpoints'] as const;

async function appendOnly(db: Kysely<any>, table: string): Promise<void> {
  if (isSqlite(db)) {
    await sql.raw(`create trigger ${table}_no_update before update on ${table} begin select raise(abort, '${table} is append-only'); end`).execute(db);
    await sql.raw(`create trigger ${table}_no_delete before delete on ${table} begin select raise(abort, '${table} is append-only'); end`).execute(db);
  } else {
    await sql.raw(`create trigger ${table}_no_change before update or delete on ${table} for each row execute function integrity_append_only()`).execute(db);
  }
}

async function dropAppendOnly(db: Kysely<any>, table: string): Promise<void> {
  if (isSqlite(db)) {
    await sql.raw(`drop trigger if exists ${table}_no_update`).execute(db);
    await sql.raw(`drop trigger if exists ${table}_no_delete`).execute(db);
  } else {
    await sql.raw(`drop trigger if exists ${table}_no_change on ${table}`).execute(db);
  }
}

const PAGE = 5000;

async function chainLedger(db: Kysely<any>): Promise<void> {
  const heads = new Map<bigint, string>();
  let after = 0n;
  for (;;) {
    const rows: { id: bigint; account_id: bigint; transaction_id: bigint; type: string; reference: string; key: string; asset: string; amount: bigint; balance_after: bigint; created_at: bigint }[] = await db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .select(['e.id', 'e.account_id', 'e.transaction_id', 't.type', 't.reference', 'a.key', 'e.asset', 'e.amount', 'e.balance_after', 'e.created_at'])
      .where('e.id', '>', after)
      .orderBy('e.id')
      .limit(PAGE)
      .execute();
    if (rows.length === 0) break;
    for (const r of rows) {
      const hash = entryHash(heads.get(BigInt(r.account_id)) ?? GENESIS, {
        transactionId: BigInt(r.transaction_id),
        type: r.type,
        reference: r.reference,
        key: r.key,
        asset: r.asset,
        amount: BigInt(r.amount),
        balanceAfter: BigInt(r.balance_after),
        createdAt: BigInt(r.created_at),
      });
      heads.set(BigInt(r.account_id), hash);
      await db.updateTable('ledger_entries').set({ hash }).where('id', '=', r.id).execute();
    }
    after = BigInt(rows[rows.length - 1].id);
  }
  for (const [id, head] of heads) await db.updateTable('ledger_accounts').set({ head }).where('id', '=', id).execute();
}

async function chainTable(db: Kysely<any>, table: 'price_ticks' | 'operator_actions', hashOf: (prev: string, row: any) => string): Promise<void> {
  let head = GENESIS;
  let after = 0n;
  for (;;) {
    const rows: any[] = await db.selectFrom(table).selectAll().where('id', '>', after).orderBy('id').limit(PAGE).execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      head = hashOf(head, row);
      await db.updateTable(table).set({ hash: head }).where('id', '=', row.id).execute();
    }
    after = BigInt(rows[rows.length - 1].id);
  }
  await db.insertInto('integrity_heads').values({ name: table, hash: head }).execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('ledger_accounts').addColumn('head', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('ledger_entries').addColumn('hash', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('price_ticks').addColumn('hash', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('operator_actions').addColumn('hash', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema
    .createTable('integrity_heads')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('hash', 'text', (c) => c.notNull())
    .execute();

  await chainLedger(db);
  await chainTable(db, 'price_ticks', tickHash);
  // The audit log is append-only already: its triggers step aside for the one-time chaining.
  if (isSqlite(db)) {
    await sql`drop trigger operator_actions_no_update`.execute(db);
    await sql`drop trigger operator_actions_no_delete`.execute(db);
  } else {
    await sql`alter table operator_actions disable trigger operator_actions_no_change`.execute(db);
  }
  await chainTable(db, 'operator_actions', (prev, row) => actionHash(prev, { ...row, created_at: BigInt(row.created_at) }));
  if (isSqlite(db)) {
    await sql`create trigger operator_actions_no_update before update on operator_actions begin select raise(abort, 'operator_actions is append-only'); end`.execute(db);
    await sql`create trigger operator_actions_no_delete before delete on operator_actions begin select raise(abort, 'operator_actions is append-only'); end`.execute(db);
  } else {
    await sql`alter table operator_actions enable trigger operator_actions_no_change`.execute(db);
  }

  // Its id is part of what is signed, so the job chooses it (the newest + 1) before signing.
  await db.schema
    .createTable('checkpoints')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('ledger_entry_id', 'bigint', (c) => c.notNull())
    .addColumn('tick_id', 'bigint', (c) => c.notNull())
    .addColumn('audit_id', 'bigint', (c) => c.notNull())
    .addColumn('root', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('signature', 'text', (c) => c.notNull())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('liability_leaves')
    .addColumn('checkpoint_id', 'bigint', (c) => c.notNull().references('checkpoints.id'))
    .addColumn('leaf_index', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('salt', 'text', (c) => c.notNull())
    .addColumn('balances', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('liability_leaves_pk', ['checkpoint_id', 'leaf_index'])
    .execute();
  await db.schema.createIndex('liability_leaves_user').on('liability_leaves').columns(['checkpoint_id', 'user_id']).unique().execute();

  if (!isSqlite(db)) {
    await sql`create function integrity_append_only() returns trigger language plpgsql as $$ begin raise exception '% is append-only', TG_TABLE_NAME; end $$`.execute(db);
  }
  for (const table of APPEND_ONLY) await appendOnly(db, table);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of APPEND_ONLY) await dropAppendOnly(db, table);
  if (!isSqlite(db)) await sql`drop function integrity_append_only()`.execute(db);
  await db.schema.dropTable('liability_leaves').execute();
  await db.schema.dropTable('checkpoints').execute();
  await db.schema.dropTable('integrity_heads').execute();
  if (isSqlite(db)) {
    await sql`drop trigger operator_actions_no_update`.execute(db);
    await sql`drop trigger operator_actions_no_delete`.execute(db);
  } else {
    await sql`alter table operator_actions disable trigger operator_actions_no_change`.execute(db);
  }
  await db.schema.alterTable('operator_actions').dropColumn('hash').execute();
  if (isSqlite(db)) {
    await sql`create trigger operator_actions_no_update before update on operator_actions begin select raise(abort, 'operator_actions is append-only'); end`.execute(db);
    await sql`create trigger operator_actions_no_delete before delete on operator_actions begin select raise(abort, 'operator_actions is append-only'); end`.execute(db);
  } else {
    await sql`alter table operator_actions enable trigger operator_actions_no_change`.execute(db);
  }
  await db.schema.alterTable('price_ticks').dropColumn('hash').execute();
  await db.schema.alterTable('ledger_entries').dropColumn('hash').execute();
  await db.schema.alterTable('ledger_accounts').dropColumn('head').execute();
}

/** For tamper tests only: lifts the append-only triggers of `table` (and puts them back). */
export const appendOnlyTriggers = { drop: dropAppendOnly, create: appendOnly };
