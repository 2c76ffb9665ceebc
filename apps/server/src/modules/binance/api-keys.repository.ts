import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';
import { lockUserRow } from '../accounts/accounts.repository.js';

type TDbOrTx = Kysely<TDatabase> | Transaction<TDatabase>;

/** The tables of the Binance-compatible API (migration 20261129-0033): keys and user data streams. */
export const apiKeysRepository = {
  /** The key a request names, with whether its owner may still log in (an operator's stop ends the keys too). */
  findByApiKey(db: TDbOrTx, apiKey: string) {
    return db
      .selectFrom('api_keys')
      .innerJoin('users', 'users.id', 'api_keys.user_id')
      .selectAll('api_keys')
      .select('users.login_disabled_at')
      .where('api_keys.api_key', '=', apiKey)
      .executeTakeFirst();
  },
  /** One of the user's own keys: the owner is part of the lookup. */
  findOwn(db: TDbOrTx, userId: bigint, id: bigint) {
    return db.selectFrom('api_keys').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  },
  listOf(db: TDbOrTx, userId: bigint) {
    return db.selectFrom('api_keys').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').execute();
  },
  async countOf(db: TDbOrTx, userId: bigint): Promise<number> {
    const row = await db.selectFrom('api_keys').select((eb) => eb.fn.countAll<bigint>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
    return Number(row.n);
  },
  /** Inserts unless the user already has `max` keys, deciding under the user's row lock (PostgreSQL) or SQLite's single writer. */
  insertWithin(db: Kysely<TDatabase>, row: Insertable<TDatabase['api_keys']>, max: number) {
    return db.transaction().execute(async (tx) => {
      await lockUserRow(tx, row.user_id as bigint);
      if ((await apiKeysRepository.countOf(tx, row.user_id as bigint)) >= max) return undefined;
      return tx.insertInto('api_keys').values(row).returningAll().executeTakeFirstOrThrow();
    });
  },
  update(db: TDbOrTx, id: bigint, changes: Updateable<TDatabase['api_keys']>) {
    return db.updateTable('api_keys').set(changes).where('id', '=', id).execute();
  },
  async remove(db: Kysely<TDatabase>, id: bigint) {
    await db.transaction().execute(async (tx) => {
      await tx.deleteFrom('api_listen_keys').where('api_key_id', '=', id).execute();
      await tx.deleteFrom('api_keys').where('id', '=', id).execute();
    });
  },
  insertListenKey(db: TDbOrTx, row: Insertable<TDatabase['api_listen_keys']>) {
    return db.insertInto('api_listen_keys').values(row).execute();
  },
  /** A user's live stream for the key, if one exists (Binance answers the same listenKey while it lives). */
  liveListenKeyOf(db: TDbOrTx, apiKeyId: bigint, now: bigint) {
    return db.selectFrom('api_listen_keys').selectAll().where('api_key_id', '=', apiKeyId).where('expires_at', '>', now).executeTakeFirst();
  },
  findListenKey(db: TDbOrTx, listenKey: string) {
    return db.selectFrom('api_listen_keys').selectAll().where('listen_key', '=', listenKey).executeTakeFirst();
  },
  /** Extends a stream of the key's; false when it does not exist (or is another key's). */
  async extendListenKey(db: TDbOrTx, apiKeyId: bigint, listenKey: string, expiresAt: bigint): Promise<boolean> {
    const result = await db
      .updateTable('api_listen_keys')
      .set({ expires_at: expiresAt })
      .where('listen_key', '=', listenKey)
      .where('api_key_id', '=', apiKeyId)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },
  async removeListenKey(db: TDbOrTx, apiKeyId: bigint, listenKey: string): Promise<boolean> {
    const result = await db.deleteFrom('api_listen_keys').where('listen_key', '=', listenKey).where('api_key_id', '=', apiKeyId).executeTakeFirst();
    return result.numDeletedRows > 0n;
  },
  sweepListenKeys(db: TDbOrTx, now: bigint) {
    return db.deleteFrom('api_listen_keys').where('expires_at', '<=', now).execute();
  },
};
