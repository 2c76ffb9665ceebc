import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TChainDepositsTable, TChainTxPurpose, TChainTxsTable } from '../../platform/db/schema-chain.js';
import { pageOf } from '../../platform/db/paging.js';

type TDbOrTx = Kysely<TDatabase> | Transaction<TDatabase>;
export type TChainDepositRow = Selectable<TChainDepositsTable>;

/** The watcher's cursor row (one chain per deployment). */
export const ETHEREUM_CURSOR = 'ethereum';

/** The SQL of the chain watcher's state: addresses, the cursor, the canonical blocks and the deposits seen. */
export const chainRepository = {
  /** Records a user's deposit address once (the first time it is shown). */
  async ensureAddress(db: TDbOrTx, userId: bigint, address: string, now: number) {
    await db.insertInto('chain_addresses').values({ user_id: userId, address, created_at: BigInt(now) }).onConflict((oc) => oc.doNothing()).execute();
  },

  /** The owners of those addresses among the deposit addresses (lower-case address → user id). */
  async ownersOf(db: TDbOrTx, addresses: string[]): Promise<Map<string, bigint>> {
    const owners = new Map<string, bigint>();
    for (let i = 0; i < addresses.length; i += 500) {
      const rows = await db.selectFrom('chain_addresses').select(['user_id', 'address']).where('address', 'in', addresses.slice(i, i + 500)).execute();
      for (const row of rows) owners.set(row.address.toLowerCase(), row.user_id);
    }
    return owners;
  },

  cursor(db: TDbOrTx, name: string) {
    return db.selectFrom('chain_cursor').selectAll().where('name', '=', name).executeTakeFirst();
  },

  async setCursor(db: TDbOrTx, row: { name: string; number: bigint; hash: string; genesis: string; now: number }) {
    await db
      .insertInto('chain_cursor')
      .values({ name: row.name, block_number: row.number, block_hash: row.hash, genesis_hash: row.genesis, updated_at: BigInt(row.now) })
      .onConflict((oc) => oc.column('name').doUpdateSet({ block_number: row.number, block_hash: row.hash, updated_at: BigInt(row.now) }))
      .execute();
  },

  block(db: TDbOrTx, number: bigint) {
    return db.selectFrom('chain_blocks').selectAll().where('number', '=', number).executeTakeFirst();
  },

  async addBlock(db: TDbOrTx, row: { number: bigint; hash: string; parent_hash: string }, keep: bigint) {
    await db.insertInto('chain_blocks').values(row).onConflict((oc) => oc.column('number').doUpdateSet({ hash: row.hash, parent_hash: row.parent_hash })).execute();
    await db.deleteFrom('chain_blocks').where('number', '<', row.number - keep).execute();
  },

  async dropBlocksAbove(db: TDbOrTx, number: bigint) {
    await db.deleteFrom('chain_blocks').where('number', '>', number).execute();
  },

  /** Records a transfer once per (tx_hash, log_index); the row, or undefined when it was already recorded. */
  insertDeposit(db: TDbOrTx, row: Insertable<TChainDepositsTable>) {
    return db
      .insertInto('chain_deposits')
      .values(row)
      .onConflict((oc) => oc.columns(['tx_hash', 'log_index']).doNothing())
      .returningAll()
      .executeTakeFirst();
  },

  /** Deposits not credited whose block is above `number`: removed from the table (their block left the chain); the rows removed. */
  removeUncreditedAbove(db: TDbOrTx, number: bigint) {
    return db.deleteFrom('chain_deposits').where('block_number', '>', number).where('status', '<>', 'credited').returningAll().execute();
  },

  creditedAbove(db: TDbOrTx, number: bigint) {
    return db.selectFrom('chain_deposits').selectAll().where('block_number', '>', number).where('status', '=', 'credited').execute();
  },

  confirming(db: TDbOrTx) {
    return db.selectFrom('chain_deposits').selectAll().where('status', '=', 'confirming').orderBy('id').execute();
  },

  /** confirming → credited, guarded: true when this call made the change (a deposit is credited once). */
  async markCredited(tx: Transaction<TDatabase>, id: bigint, now: number): Promise<boolean> {
    const result = await tx
      .updateTable('chain_deposits')
      .set({ status: 'credited', credited_at: BigInt(now) })
      .where('id', '=', id)
      .where('status', '=', 'confirming')
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  },

  /** The users' own deposits seen on chain, newest first, of one currency when given. */
  pageOwned(db: TDbOrTx, userId: bigint, currency: string, paging: { pageNo: number; pageSize: number }) {
    let query = db.selectFrom('chain_deposits').where('user_id', '=', userId);
    if (currency) query = query.where('currency', '=', currency);
    return pageOf(query, paging, (row: TChainDepositRow) => row);
  },

  depositById(db: TDbOrTx, id: bigint) {
    return db.selectFrom('chain_deposits').selectAll().where('id', '=', id).executeTakeFirst();
  },

  async markSwept(db: TDbOrTx, id: bigint) {
    await db.updateTable('chain_deposits').set({ swept: 1n }).where('id', '=', id).execute();
  },

  /** The transactions signed for one purpose and subject (a deposit's sweep or top-up, a withdrawal). */
  txsFor(db: TDbOrTx, purpose: TChainTxPurpose, ref: string) {
    return db.selectFrom('chain_txs').selectAll().where('purpose', '=', purpose).where('ref', '=', ref).orderBy('attempt').execute();
  },

  txByHash(db: TDbOrTx, hash: string) {
    return db.selectFrom('chain_txs').selectAll().where('hash', '=', hash).executeTakeFirst();
  },

  /** Every attempt of one (sender, nonce), oldest first: at most one of them is ever mined. */
  attempts(db: TDbOrTx, from: string, nonce: bigint) {
    return db.selectFrom('chain_txs').selectAll().where('from_address', '=', from).where('nonce', '=', nonce).orderBy('attempt').execute();
  },

  async insertTx(db: TDbOrTx, row: Insertable<TChainTxsTable>) {
    await db.insertInto('chain_txs').values(row).execute();
  },

  /** sent → confirmed | failed for the attempt that was mined, guarded: true when this call made the change. */
  async settleTx(db: TDbOrTx, id: bigint, outcome: { isSuccess: boolean; blockNumber: bigint; gasCost: bigint; now: number }): Promise<boolean> {
    const result = await db
      .updateTable('chain_txs')
      .set({ status: outcome.isSuccess ? 'confirmed' : 'failed', block_number: outcome.blockNumber, gas_cost: outcome.gasCost.toString(), updated_at: BigInt(outcome.now) })
      .where('id', '=', id)
      .where('status', '=', 'sent')
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  },

  /** The other attempts of a nonce whose one attempt was mined: replaced. */
  async markReplaced(db: TDbOrTx, from: string, nonce: bigint, keptId: bigint, now: number) {
    await db
      .updateTable('chain_txs')
      .set({ status: 'replaced', updated_at: BigInt(now) })
      .where('from_address', '=', from)
      .where('nonce', '=', nonce)
      .where('id', '<>', keptId)
      .where('status', '=', 'sent')
      .execute();
  },

  /** Transactions sent and not settled: all of them, or those from or to one address. */
  async inFlight(db: TDbOrTx, address?: string): Promise<number> {
    let query = db.selectFrom('chain_txs').select('id').where('status', '=', 'sent');
    if (address) query = query.where((eb) => eb.or([eb('from_address', '=', address), eb('to_address', '=', address)]));
    return (await query.execute()).length;
  },

  /** The network fees (wei) of the settled transactions an address sent. */
  async settledFees(db: TDbOrTx, from: string): Promise<bigint[]> {
    const rows = await db.selectFrom('chain_txs').select('gas_cost').where('from_address', '=', from).where('status', 'in', ['confirmed', 'failed']).execute();
    return rows.map((r) => BigInt(r.gas_cost));
  },

  /** The next nonce of an address, taken in the caller's transaction (a concurrent taker waits on the row and gets the next one). */
  async takeNonce(tx: Transaction<TDatabase>, address: string, onChain: bigint): Promise<bigint> {
    await tx.insertInto('chain_nonces').values({ address, next_nonce: onChain }).onConflict((oc) => oc.column('address').doNothing()).execute();
    const row = await tx
      .updateTable('chain_nonces')
      .set({ next_nonce: sql<bigint>`next_nonce + 1` })
      .where('address', '=', address)
      .returning(sql<bigint>`next_nonce - 1`.as('nonce'))
      .executeTakeFirstOrThrow();
    return BigInt(row.nonce);
  },
};
