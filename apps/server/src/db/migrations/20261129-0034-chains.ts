import { sql, type Kysely } from 'kysely';
import { idColumn } from './helpers.js';
import { setStatuses } from './20261123-0010-withdrawal-cancel.js';

/**
 * Real chains (modules/chain, issue 28). Wei and token base units are decimal TEXT (a uint256 does
 * not fit a BIGINT); ledger amounts stay BIGINT at the asset's own scale.
 * - `chain_addresses`: each user's deposit address, derived from the deposit xpub at index = user id.
 * - `chain_cursor`: the newest block the watcher processed (number, hash) and the chain's genesis.
 * - `chain_blocks`: the canonical blocks the watcher processed, to find where a re-organisation forks.
 * - `chain_deposits`: each transfer to a deposit address (log_index -1: the native coin), its block,
 *   its amount in ledger units and its state; one row per (tx_hash, log_index).
 * - `chain_txs`: every transaction the signer signed (withdrawals, sweeps, gas top-ups, moves to the
 *   cold wallet), one row per attempt; attempts of one (from, nonce) replace each other.
 * - `chain_nonces`: the next nonce of each sending address, taken in the signing transaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chain_addresses')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id'))
    .addColumn('address', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('chain_cursor')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('block_number', 'bigint', (c) => c.notNull())
    .addColumn('block_hash', 'text', (c) => c.notNull())
    .addColumn('genesis_hash', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('chain_blocks')
    .addColumn('number', 'bigint', (c) => c.primaryKey())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('parent_hash', 'text', (c) => c.notNull())
    .execute();
  await idColumn(db, db.schema.createTable('chain_deposits'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('sender', 'text', (c) => c.notNull())
    .addColumn('tx_hash', 'text', (c) => c.notNull())
    .addColumn('log_index', 'bigint', (c) => c.notNull())
    .addColumn('block_number', 'bigint', (c) => c.notNull())
    .addColumn('block_hash', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('confirming', 'credited', 'belowMinimum')`))
    .addColumn('credited_at', 'bigint')
    .addColumn('swept', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('chain_deposits_tx').on('chain_deposits').columns(['tx_hash', 'log_index']).unique().execute();
  await db.schema.createIndex('chain_deposits_user').on('chain_deposits').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('chain_deposits_status').on('chain_deposits').columns(['status', 'block_number']).execute();
  await idColumn(db, db.schema.createTable('chain_txs'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('withdrawal', 'sweep', 'topup', 'cold')`))
    .addColumn('ref', 'text', (c) => c.notNull())
    .addColumn('from_address', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('nonce', 'bigint', (c) => c.notNull())
    .addColumn('attempt', 'bigint', (c) => c.notNull())
    .addColumn('gas_price', 'text', (c) => c.notNull())
    .addColumn('gas_limit', 'bigint', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull().unique())
    .addColumn('raw', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('sent', 'replaced', 'confirmed', 'failed')`))
    .addColumn('block_number', 'bigint')
    .addColumn('gas_cost', 'text', (c) => c.notNull().defaultTo('0'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('chain_txs_nonce').on('chain_txs').columns(['from_address', 'nonce', 'attempt']).unique().execute();
  await db.schema.createIndex('chain_txs_ref').on('chain_txs').columns(['purpose', 'ref']).execute();
  await db.schema
    .createTable('chain_nonces')
    .addColumn('address', 'text', (c) => c.primaryKey())
    .addColumn('next_nonce', 'bigint', (c) => c.notNull())
    .execute();
  // A withdrawal on a watched chain is sent by the signer once approved (status 4, sending) instead of being marked paid.
  await db.schema.alterTable('withdrawals').addColumn('on_chain', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
  await setStatuses(db, '(0, 1, 2, 3, 4)');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await setStatuses(db, '(0, 1, 2, 3)');
  await db.schema.alterTable('withdrawals').dropColumn('on_chain').execute();
  for (const table of ['chain_nonces', 'chain_txs', 'chain_deposits', 'chain_blocks', 'chain_cursor', 'chain_addresses']) await db.schema.dropTable(table).execute();
}
