import type { Kysely, Transaction } from 'kysely';
import { WITHDRAWAL_STATUS } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';

type TDbOrTx = Kysely<TDatabase> | Transaction<TDatabase>;

export const withdrawalsRepository = {
  /** A user's own withdrawal: the owner is part of the lookup, so nobody reaches another's. */
  findOwned(db: TDbOrTx, userId: bigint, id: bigint) {
    return db.selectFrom('withdrawals').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  },
  /**
   * Pending → cancelled in ONE guarded UPDATE (owner and status in the WHERE): an operator's claim
   * (claim-pending-review.ts) runs the same guard, so exactly one of them changes the row.
   */
  claimCancel(db: TDbOrTx, userId: bigint, id: bigint, now: number) {
    return db
      .updateTable('withdrawals')
      .set({ status: BigInt(WITHDRAWAL_STATUS.cancelled), reason: 'cancelled by user', reviewed_at: BigInt(now) })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('status', '=', BigInt(WITHDRAWAL_STATUS.pending))
      .returningAll()
      .executeTakeFirst();
  },
  /** Whether an Idempotency-Key of the scope already holds a stored answer (the request succeeded once). */
  async hasAnswered(db: TDbOrTx, scope: string, key: string): Promise<boolean> {
    const row = await db.selectFrom('idempotency_keys').select('response').where('scope', '=', scope).where('key', '=', key).executeTakeFirst();
    return Boolean(row?.response);
  },
};
