import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import { WITHDRAWAL_STATUS } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TWithdrawalsTable } from '../../platform/db/schema-ledger.js';
import { pageOf } from '../../platform/db/paging.js';

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
  /** Records a withdrawal request, pending review; the row as stored. */
  insert(db: TDbOrTx, row: Insertable<TWithdrawalsTable>) {
    return db.insertInto('withdrawals').values(row).returningAll().executeTakeFirstOrThrow();
  },
  /** Whether the withdrawal goes out on a watched chain (sent by the signer once approved). */
  async isOnChain(db: TDbOrTx, id: bigint): Promise<boolean> {
    const row = await db.selectFrom('withdrawals').select('on_chain').where('id', '=', id).executeTakeFirst();
    return row?.on_chain === 1n;
  },
  findById(db: TDbOrTx, id: bigint) {
    return db.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirst();
  },
  /** The hash of the newest transaction signed for it (modules/chain). */
  async setTxHash(db: TDbOrTx, id: bigint, hash: string) {
    await db.updateTable('withdrawals').set({ tx_hash: hash }).where('id', '=', id).execute();
  },
  /** Sending → finished or rejected (failed on chain), guarded: the row when this call made the change, else undefined. */
  settleSending(db: TDbOrTx, id: bigint, outcome: { isPaid: boolean; txHash: string; reason: string }) {
    return db
      .updateTable('withdrawals')
      .set({ status: BigInt(outcome.isPaid ? WITHDRAWAL_STATUS.finished : WITHDRAWAL_STATUS.rejected), tx_hash: outcome.txHash, reason: outcome.reason })
      .where('id', '=', id)
      .where('status', '=', BigInt(WITHDRAWAL_STATUS.sending))
      .returningAll()
      .executeTakeFirst();
  },
  /** Whether an Idempotency-Key of the scope already holds a stored answer (the request succeeded once). */
  async hasAnswered(db: TDbOrTx, scope: string, key: string): Promise<boolean> {
    const row = await db.selectFrom('idempotency_keys').select('response').where('scope', '=', scope).where('key', '=', key).executeTakeFirst();
    return Boolean(row?.response);
  },
};

/** One page of a user's own withdrawals, newest first, of one currency when given (the user's txPage). */
export function pageOwnedWithdrawals(db: TDbOrTx, userId: bigint, currency: string, paging: { pageNo: number; pageSize: number }) {
  let query = db.selectFrom('withdrawals').where('user_id', '=', userId);
  if (currency) query = query.where('currency', '=', currency);
  return pageOf(query, paging, (row: Selectable<TWithdrawalsTable>) => row);
}
