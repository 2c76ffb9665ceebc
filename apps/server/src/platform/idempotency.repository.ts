import type { Kysely, Transaction } from 'kysely';
import type { TDatabase } from './db/schema.js';

type TDbOrTx = Kysely<TDatabase> | Transaction<TDatabase>;

/** The only place the idempotency_keys table's SQL lives. */
export const idempotencyRepository = {
  find(db: TDbOrTx, scope: string, key: string) {
    return db.selectFrom('idempotency_keys').selectAll().where('scope', '=', scope).where('key', '=', key).executeTakeFirst();
  },

  /** Inserts the key with an empty response; the unique (scope, key) makes a concurrent twin wait and fail. */
  async insert(db: TDbOrTx, row: { scope: string; key: string; route: string; requestHash: string; now: bigint }): Promise<void> {
    await db
      .insertInto('idempotency_keys')
      .values({ scope: row.scope, key: row.key, route: row.route, request_hash: row.requestHash, response: '', created_at: row.now })
      .execute();
  },

  async setResponse(db: TDbOrTx, scope: string, key: string, response: string): Promise<void> {
    await db.updateTable('idempotency_keys').set({ response }).where('scope', '=', scope).where('key', '=', key).execute();
  },
};
