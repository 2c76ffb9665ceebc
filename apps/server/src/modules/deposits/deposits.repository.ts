import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TDepositsTable } from '../../platform/db/schema-ledger.js';
import { pageOf } from '../../platform/db/paging.js';

type TDbOrTx = Kysely<TDatabase> | Transaction<TDatabase>;

/** The SQL of declared deposits (the review columns shared with withdrawals: audit/reviews.repository.ts). */
export const depositsRepository = {
  /** Records a declared deposit, pending review; the row as stored. */
  insert(db: TDbOrTx, row: Insertable<TDepositsTable>) {
    return db.insertInto('deposits').values(row).returningAll().executeTakeFirstOrThrow();
  },
};

/** One page of a user's own declared deposits, newest first, of one currency when given (the user's deposit list). */
export function pageOwnedDeposits(db: TDbOrTx, userId: bigint, currency: string, paging: { pageNo: number; pageSize: number }) {
  let query = db.selectFrom('deposits').where('user_id', '=', userId);
  if (currency) query = query.where('currency', '=', currency);
  return pageOf(query, paging, (row: Selectable<TDepositsTable>) => row);
}
