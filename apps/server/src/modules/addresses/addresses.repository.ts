import type { Insertable, Kysely, Transaction } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';

type TDbOrTx = Kysely<TDatabase> | Transaction<TDatabase>;

export const addressesRepository = {
  /** A user's own address: the owner is part of every lookup, so nobody reaches another's. */
  findOwned(db: TDbOrTx, userId: bigint, id: bigint) {
    return db.selectFrom('addresses').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  },
  findByAddress(db: TDbOrTx, userId: bigint, currency: string, chain: string, address: string) {
    return db
      .selectFrom('addresses')
      .selectAll()
      .where('user_id', '=', userId)
      .where('currency', '=', currency)
      .where('chain', '=', chain)
      .where('address', '=', address)
      .executeTakeFirst();
  },
  list(db: TDbOrTx, userId: bigint, filter: { currency: string; chain: string }) {
    let query = db.selectFrom('addresses').selectAll().where('user_id', '=', userId);
    if (filter.currency) query = query.where('currency', '=', filter.currency);
    if (filter.chain) query = query.where('chain', '=', filter.chain);
    return query.orderBy('id', 'desc').execute();
  },
  async count(db: TDbOrTx, userId: bigint): Promise<number> {
    const row = await db.selectFrom('addresses').select((eb) => eb.fn.countAll<bigint>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
    return Number(row.n);
  },
  /** Adds an entry; undefined when the same one already exists (the unique index decides a race). */
  insertUnlessExists(db: TDbOrTx, row: Insertable<TDatabase['addresses']>) {
    return db
      .insertInto('addresses')
      .values(row)
      .onConflict((oc) => oc.columns(['user_id', 'currency', 'chain', 'address']).doNothing())
      .returningAll()
      .executeTakeFirst();
  },
  /** Changes one of the user's own entries; undefined when there was none. */
  updateOwned(db: TDbOrTx, userId: bigint, id: bigint, values: { address: string; remark: string; updated_at: bigint }) {
    return db.updateTable('addresses').set(values).where('id', '=', id).where('user_id', '=', userId).returningAll().executeTakeFirst();
  },
  /** Deletes one of the user's own entries; false when there was none. */
  async deleteOwned(db: TDbOrTx, userId: bigint, id: bigint): Promise<boolean> {
    const result = await db.deleteFrom('addresses').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    return result.numDeletedRows === 1n;
  },
};
