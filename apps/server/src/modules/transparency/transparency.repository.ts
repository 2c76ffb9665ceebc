import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { TCheckpointsTable, TDatabase } from '../../platform/db/schema.js';
import { isSqlite } from '../../platform/db/dialect.js';

type TDbOrTx = Kysely<TDatabase> | Transaction<TDatabase>;

export type TCheckpointRow = Selectable<TCheckpointsTable>;

/** Rows per statement when inserting leaves (SQLite allows 32,766 parameters). */
const LEAVES_PER_INSERT = 1000;

/**
 * The SQL of the transparency module: the checkpoint's snapshot of the chains' heads and the users'
 * balances, the checkpoints and their liability leaves, and the verifier's walks over the chains.
 */
export const transparencyRepository = {
  /**
   * PostgreSQL: waits until no transaction is writing the chained tables and keeps new writers out
   * until this (short) transaction ends, so that every entry below the heads read next has
   * committed: a checkpoint then covers exactly the entries up to its ids. SQLite has one writer.
   */
  async lockChains(tx: Transaction<TDatabase>): Promise<void> {
    if (!isSqlite(tx as unknown as Kysely<unknown>)) await sql`lock table ledger_entries, price_ticks, operator_actions in share mode`.execute(tx);
  },

  /** Every account with at least one entry, in (key, asset) order, with its chain head. */
  accountHeads(db: TDbOrTx) {
    return db.selectFrom('ledger_accounts').select(['key', 'asset', 'head']).where('head', '<>', '').orderBy('key').orderBy('asset').execute();
  },

  async maxId(db: TDbOrTx, table: 'ledger_entries' | 'price_ticks' | 'operator_actions'): Promise<bigint> {
    const row = await db.selectFrom(table).select((eb) => eb.fn.max<bigint | null>('id').as('id')).executeTakeFirst();
    return BigInt(row?.id ?? 0);
  },

  async chainHead(db: TDbOrTx, name: 'price_ticks' | 'operator_actions'): Promise<string> {
    const row = await db.selectFrom('integrity_heads').select('hash').where('name', '=', name).executeTakeFirst();
    return row?.hash ?? '';
  },

  /** Each user's balance per asset, all wallets and buckets together (users with accounts only). */
  userBalances(db: TDbOrTx) {
    return db
      .selectFrom('ledger_accounts')
      .select((eb) => ['user_id', 'asset', eb.fn.sum<bigint>('balance').as('balance')])
      .where('is_user', '=', 1n)
      .where('user_id', 'is not', null)
      .groupBy(['user_id', 'asset'])
      .execute();
  },

  async nextCheckpointId(db: TDbOrTx): Promise<bigint> {
    const row = await db.selectFrom('checkpoints').select((eb) => eb.fn.max<bigint | null>('id').as('id')).executeTakeFirst();
    return BigInt(row?.id ?? 0) + 1n;
  },

  async insertCheckpoint(db: TDbOrTx, row: TCheckpointRow): Promise<void> {
    await db.insertInto('checkpoints').values(row).execute();
  },

  async insertLeaves(db: TDbOrTx, rows: { checkpoint_id: bigint; leaf_index: bigint; user_id: bigint; salt: string; balances: string }[]): Promise<void> {
    for (let i = 0; i < rows.length; i += LEAVES_PER_INSERT) await db.insertInto('liability_leaves').values(rows.slice(i, i + LEAVES_PER_INSERT)).execute();
  },

  /** Drops the leaves of checkpoints older than `keepFrom` (their roots stay published). */
  async pruneLeaves(db: TDbOrTx, keepFrom: bigint): Promise<void> {
    await db.deleteFrom('liability_leaves').where('checkpoint_id', '<', keepFrom).execute();
  },

  listCheckpoints(db: TDbOrTx, offset: number, limit: number) {
    return db.selectFrom('checkpoints').selectAll().orderBy('id', 'desc').offset(offset).limit(limit).execute();
  },

  checkpoint(db: TDbOrTx, id: bigint) {
    return db.selectFrom('checkpoints').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** The newest checkpoint that holds the user's leaf (or the given one). */
  leafOf(db: TDbOrTx, userId: bigint, checkpointId: bigint | null) {
    let query = db.selectFrom('liability_leaves').selectAll().where('user_id', '=', userId);
    if (checkpointId !== null) query = query.where('checkpoint_id', '=', checkpointId);
    return query.orderBy('checkpoint_id', 'desc').limit(1).executeTakeFirst();
  },

  leavesOf(db: TDbOrTx, checkpointId: bigint) {
    return db.selectFrom('liability_leaves').select(['leaf_index', 'user_id', 'salt', 'balances']).where('checkpoint_id', '=', checkpointId).orderBy('leaf_index').execute();
  },

  /** Every checkpoint, oldest first (the verifier). */
  allCheckpoints(db: TDbOrTx) {
    return db.selectFrom('checkpoints').selectAll().orderBy('id').execute();
  },

  /** Ledger entries after `afterId`, in id order, with what their hash covers. */
  entriesAfter(db: TDbOrTx, afterId: bigint, limit: number) {
    return db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .select(['e.id', 'e.account_id', 'e.transaction_id', 't.type', 't.reference', 'a.key', 'e.asset', 'e.amount', 'e.balance_after', 'e.created_at', 'e.hash'])
      .where('e.id', '>', afterId)
      .orderBy('e.id')
      .limit(limit)
      .execute();
  },

  /** Every account's id, key, asset and stored head (the verifier compares the head with the chain). */
  accounts(db: TDbOrTx) {
    return db.selectFrom('ledger_accounts').select(['id', 'key', 'asset', 'head']).execute();
  },

  ticksAfter(db: TDbOrTx, afterId: bigint, limit: number) {
    return db.selectFrom('price_ticks').select(['id', 'symbol', 'price', 'method', 'sources', 'observed_at', 'hash']).where('id', '>', afterId).orderBy('id').limit(limit).execute();
  },

  actionsAfter(db: TDbOrTx, afterId: bigint, limit: number) {
    return db
      .selectFrom('operator_actions')
      .select(['id', 'operator', 'action', 'subject', 'detail', 'reason', 'before', 'after', 'approved_by', 'created_at', 'hash'])
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute();
  },
};
