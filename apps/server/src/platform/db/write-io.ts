import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import type Database from 'better-sqlite3';
import type { TDatabase } from './schema.js';

/**
 * The few statements of the hot write paths (the order writer, bulk ledger postings), in each
 * dialect's fastest form, used inside a transaction the caller opened with Kysely:
 * - SQLite: prepared single-row statements on the same connection (better-sqlite3 is synchronous
 *   and in-process, so a row costs microseconds and there is no round trip to save);
 * - PostgreSQL: one statement per table whatever the row count (`unnest` of one array per column),
 *   so a batch costs a handful of round trips, and rows are locked in key order before updating so
 *   that concurrent writers cannot deadlock.
 * The query builder would compile a fresh multi-row statement for every batch size instead.
 */
export type TWriteIo = {
  /** Current balances of these (key, asset) accounts; absent ones are not returned. */
  balances(keys: string[]): Promise<{ key: string; asset: string; balance: bigint }[]>;
  /**
   * Reserves ids of a table, so that rows which refer to each other (an order, its trades, their
   * ledger transactions) can be written in bulk. PostgreSQL: from the table's identity sequence
   * (not always contiguous). SQLite: by moving AUTOINCREMENT's high-water mark, which only the one
   * writing transaction can do.
   */
  allocateIds(table: TIdTable, count: number): Promise<bigint[]>;
  /** Opens accounts that do not exist yet (balance 0). */
  openAccounts(rows: TAccountRow[]): Promise<void>;
  /**
   * Adds each delta to its account, guarded in the UPDATE itself: a user account, or one marked
   * `isGuarded` (a house, a reserve), may not go below zero. Answers the new balance and id of
   * each, in order, or `{ failed }`, the index of a delta whose guard failed (the caller then
   * rolls its transaction back).
   */
  applyDeltas(deltas: TDelta[]): Promise<{ id: bigint; balance: bigint; head: string }[] | { failed: number }>;
  /** Sets accounts' chain heads (the hash of their newest entry); may wait for `flush` too. */
  setHeads(heads: { id: bigint; head: string }[]): Promise<void>;
  /** Inserts rows; may wait for `flush` (PostgreSQL sends all waiting inserts as one statement). */
  insert<T extends TBulkTable>(table: T, rows: TRowOf<T>[]): Promise<void>;
  /** Inserts orders, or updates the changing fields of those that exist; may wait for `flush` too. */
  upsertOrders(rows: TRowOf<'spot_orders'>[]): Promise<void>;
  /** Writes what waits, in the order it was given. LedgerBatch.write ends with it. */
  flush(): Promise<void>;
};

export type TDelta = { key: string; asset: string; delta: bigint; isGuarded?: boolean };

export type TIdTable = 'spot_orders' | 'spot_trades' | 'ledger_transactions';

export type TAccountRow = { key: string; asset: string; user_id: bigint | null; wallet: string; bucket: string; is_user: bigint };

const COLUMNS = {
  spot_orders: {
    id: 'bigint', user_id: 'bigint', symbol: 'text', side: 'text', type: 'text', time_in_force: 'text', price: 'bigint', amount: 'bigint',
    quote_amount: 'bigint', filled: 'bigint', filled_quote: 'bigint', filled_tick_lots: 'bigint', fee: 'bigint', frozen: 'bigint',
    frozen_used: 'bigint', status: 'text', created_at: 'bigint', updated_at: 'bigint', client_order_id: 'text', client_type: 'text',
  },
  spot_trades: {
    id: 'bigint', symbol: 'text', price: 'bigint', quantity: 'bigint', quote_quantity: 'bigint', taker_side: 'text', maker_order_id: 'bigint',
    taker_order_id: 'bigint', buyer_fee: 'bigint', seller_fee: 'bigint', created_at: 'bigint',
  },
  ledger_transactions: { id: 'bigint', type: 'text', reference: 'text', user_id: 'bigint', memo: 'text', created_at: 'bigint' },
  ledger_entries: { transaction_id: 'bigint', account_id: 'bigint', asset: 'text', amount: 'bigint', balance_after: 'bigint', created_at: 'bigint', hash: 'text' },
} as const;

export type TBulkTable = keyof typeof COLUMNS;
export type TRowOf<T extends TBulkTable> = { [K in keyof (typeof COLUMNS)[T]]: K extends 'user_id' ? bigint | null : (typeof COLUMNS)[T][K] extends 'bigint' ? bigint : string };

/** What an order update may change (the rest of an order is written once). */
const ORDER_CHANGES = ['filled', 'filled_quote', 'filled_tick_lots', 'fee', 'frozen_used', 'status', 'updated_at'];
const ACCOUNT_COLUMNS = { key: 'text', asset: 'text', user_id: 'bigint', wallet: 'text', bucket: 'text', is_user: 'bigint' } as const;

const insertSql = (table: string, columns: string[], values: string) => `insert into ${table} (${columns.join(', ')}) ${values}`;
const upsertTail = `on conflict (id) do update set ${ORDER_CHANGES.map((c) => `${c} = excluded.${c}`).join(', ')}`;

/** SQLite: prepared statements on the raw connection the caller's Kysely transaction holds. */
export function sqliteWriteIo(raw: Database.Database): TWriteIo {
  const statements = new Map<string, Database.Statement>();
  const prepared = (text: string) => {
    let statement = statements.get(text);
    if (!statement) statements.set(text, (statement = raw.prepare(text)));
    return statement;
  };
  const rowInsert = (table: string, columns: readonly string[], tail = '') =>
    prepared(`${insertSql(table, [...columns], `values (${columns.map((c) => `@${c}`).join(', ')})`)} ${tail}`);
  return {
    async balances(keys) {
      const statement = prepared('select key, asset, balance from ledger_accounts where key = ?');
      return keys.flatMap((key) => statement.all(key) as { key: string; asset: string; balance: bigint }[]);
    },
    async allocateIds(table, count) {
      return allocateIdsSqlite(prepared, table, count);
    },
    async openAccounts(rows) {
      const statement = rowInsert('ledger_accounts', [...Object.keys(ACCOUNT_COLUMNS), 'balance'], 'on conflict (key, asset) do nothing');
      for (const row of rows) statement.run({ ...row, balance: 0n });
    },
    async applyDeltas(deltas) {
      const statement = prepared(
        'update ledger_accounts set balance = balance + @delta where key = @key and asset = @asset and ((is_user = 0 and @guarded = 0) or balance + @delta >= 0) returning id, balance, head',
      );
      const out: { id: bigint; balance: bigint; head: string }[] = [];
      for (const [i, { key, asset, delta, isGuarded }] of deltas.entries()) {
        const row = statement.get({ key, asset, delta, guarded: isGuarded ? 1 : 0 }) as { id: bigint; balance: bigint; head: string } | undefined;
        if (!row) return { failed: i };
        out.push(row);
      }
      return out;
    },
    async setHeads(heads) {
      const statement = prepared('update ledger_accounts set head = @head where id = @id');
      for (const row of heads) statement.run(row);
    },
    async insert(table, rows) {
      const statement = rowInsert(table, Object.keys(COLUMNS[table]));
      for (const row of rows) statement.run(row);
    },
    async upsertOrders(rows) {
      const statement = rowInsert('spot_orders', Object.keys(COLUMNS.spot_orders), upsertTail);
      for (const row of rows) statement.run(row);
    },
    async flush() {},
  };
}

function allocateIdsSqlite(prepared: (text: string) => Database.Statement, table: TIdTable, count: number): bigint[] {
  if (count === 0) return [];
  // sqlite_sequence.seq is untyped, so it may read as a number: normalise.
  const row = prepared('update sqlite_sequence set seq = seq + ? where name = ? returning seq').get(count, table) as { seq: bigint | number } | undefined;
  let last: bigint;
  if (row) last = BigInt(row.seq);
  else {
    prepared('insert into sqlite_sequence (name, seq) values (?, ?)').run(table, count);
    last = BigInt(count);
  }
  const first = last - BigInt(count) + 1n;
  return Array.from({ length: count }, (_, i) => first + BigInt(i));
}

/**
 * PostgreSQL: one statement per table and batch, through the caller's Kysely transaction; the
 * inserts of a batch (orders, trades, ledger transactions and entries) wait for `flush` and go as
 * ONE statement of data-modifying CTEs, since every round trip waits on the busy event loop too.
 * Foreign keys hold across them: PostgreSQL checks them at the end of the statement.
 */
export function postgresWriteIo(tx: Transaction<TDatabase> | Kysely<TDatabase>): TWriteIo {
  const unnest = (types: Record<string, string>, rows: Record<string, unknown>[], first = 1) => {
    const columns = Object.keys(types);
    const params = columns.map((c) => rows.map((r) => r[c]));
    const text = `select * from unnest(${columns.map((c, i) => `$${first + i}::${types[c]}[]`).join(', ')})`;
    return { columns, params, text };
  };
  // Waiting inserts: the statement of each (its parameters numbered from 1) and their values, taken when given.
  const pending: { table: string; types: Record<string, string>; rows: Record<string, unknown>[]; tail: string }[] = [];
  const headUpdates: { id: bigint; head: string }[] = [];
  const later = (table: string, types: Record<string, string>, rows: Record<string, unknown>[], tail = '') => {
    if (rows.length > 0) pending.push({ table, types, rows: rows.map((r) => ({ ...r })), tail });
  };
  const run = async <R>(text: string, params: unknown[]) => (await tx.executeQuery<R>(CompiledQuery.raw(text, params))).rows;
  return {
    async balances(keys) {
      if (keys.length === 0) return [];
      return run('select key, asset, balance from ledger_accounts where key = any($1::text[])', [keys]);
    },
    async allocateIds(table, count) {
      if (count === 0) return [];
      const rows = await run<{ id: bigint }>(`select nextval(pg_get_serial_sequence($1, 'id')) as id from generate_series(1, $2::int)`, [table, count]);
      return rows.map((r) => r.id);
    },
    async openAccounts(rows) {
      if (rows.length === 0) return;
      const { columns, params, text } = unnest(ACCOUNT_COLUMNS, rows);
      await run(`${insertSql('ledger_accounts', [...columns, 'balance'], `select *, 0 from (${text}) as r`)} on conflict (key, asset) do nothing`, params);
    },
    async applyDeltas(deltas) {
      if (deltas.length === 0) return [];
      const keys = deltas.map((d) => d.key);
      const assets = deltas.map((d) => d.asset);
      // Row locks in one global order (key, asset) first: concurrent batches then cannot deadlock.
      // The lock also reads each account's chain head (the UPDATE below leaves it as it is).
      const locked = await run<{ id: bigint; head: string }>(
        'select id, head from ledger_accounts where (key, asset) in (select * from unnest($1::text[], $2::text[])) order by key, asset for update',
        [keys, assets],
      );
      const heads = new Map(locked.map((r) => [String(r.id), r.head]));
      const rows = await run<{ key: string; asset: string; id: bigint; balance: bigint }>(
        `update ledger_accounts a set balance = a.balance + d.delta
           from unnest($1::text[], $2::text[], $3::bigint[], $4::boolean[]) as d(key, asset, delta, guarded)
          where a.key = d.key and a.asset = d.asset and ((a.is_user = 0 and not d.guarded) or a.balance + d.delta >= 0)
          returning a.key, a.asset, a.id, a.balance`,
        [keys, assets, deltas.map((d) => d.delta), deltas.map((d) => d.isGuarded === true)],
      );
      const found = new Map(rows.map((r) => [`${r.key}|${r.asset}`, r]));
      if (rows.length !== deltas.length) return { failed: deltas.findIndex((d) => !found.has(`${d.key}|${d.asset}`)) };
      return deltas.map((d) => {
        const row = found.get(`${d.key}|${d.asset}`)!;
        return { id: row.id, balance: row.balance, head: heads.get(String(row.id)) ?? '' };
      });
    },
    async setHeads(rows) {
      if (rows.length > 0) headUpdates.push(...rows);
    },
    async insert(table, rows) {
      later(table, COLUMNS[table], rows);
    },
    async upsertOrders(rows) {
      later('spot_orders', COLUMNS.spot_orders, rows, upsertTail);
    },
    async flush() {
      if (pending.length === 0 && headUpdates.length === 0) return;
      const params: unknown[] = [];
      const parts = pending.splice(0).map(({ table, types, rows, tail }) => {
        const part = unnest(types, rows, params.length + 1);
        params.push(...part.params);
        return `${insertSql(table, part.columns, part.text)} ${tail}`;
      });
      const heads = headUpdates.splice(0);
      if (heads.length > 0) {
        const part = unnest({ id: 'bigint', head: 'text' }, heads, params.length + 1);
        params.push(...part.params);
        parts.push(`update ledger_accounts a set head = h.head from (${part.text}) as h(id, head) where a.id = h.id`);
      }
      await run(`with ${parts.map((part, i) => `w${i} as (${part})`).join(', ')} select 1`, params);
    },
  };
}

/** The write io of a Kysely transaction, in its dialect's fast form (see TWriteIo). */
export type TWriteIoFactory = (tx: Transaction<TDatabase> | Kysely<TDatabase>) => TWriteIo;

export function writeIoFactory(raw: Database.Database | null): TWriteIoFactory {
  if (raw) {
    const io = sqliteWriteIo(raw);
    return () => io;
  }
  return postgresWriteIo;
}
