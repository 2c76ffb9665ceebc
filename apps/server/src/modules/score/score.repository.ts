import type { Kysely, Selectable, Transaction } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TScoreChangesTable } from '../../platform/db/schema-score.js';
import { pageOf } from '../../platform/db/paging.js';

type TDbOrTx = Kysely<TDatabase> | Transaction<TDatabase>;

/** The SQL of the trust score: its history (score_changes) and the score column of users. */
export const scoreRepository = {
  /**
   * Opens the history row of an event, keyed by (user, event key): undefined when the event was
   * already recorded, so the same event never changes the score twice.
   */
  async claimEvent(db: TDbOrTx, row: { user_id: bigint; event_key: string; rule: string | null; operator: string | null; reason: string; now: bigint }): Promise<bigint | undefined> {
    const inserted = await db
      .insertInto('score_changes')
      .values({ user_id: row.user_id, event_key: row.event_key, rule: row.rule, operator: row.operator, reason: row.reason, delta: 0n, score_after: 0n, created_at: row.now })
      .onConflict((oc) => oc.columns(['user_id', 'event_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted?.id;
  },

  /** Writes what an event actually changed into its history row. */
  settleEvent(db: TDbOrTx, id: bigint, delta: bigint, scoreAfter: bigint) {
    return db.updateTable('score_changes').set({ delta, score_after: scoreAfter }).where('id', '=', id).execute();
  },

  async scoreOf(db: TDbOrTx, userId: bigint): Promise<bigint | undefined> {
    const row = await db.selectFrom('users').select('score').where('id', '=', userId).executeTakeFirst();
    return row?.score;
  },

  /** Compare-and-set of a user's score: true when it was still `expected` and is now `next`. */
  async compareAndSet(db: TDbOrTx, userId: bigint, expected: bigint, next: bigint): Promise<boolean> {
    const updated = await db.updateTable('users').set({ score: next }).where('id', '=', userId).where('score', '=', expected).executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1;
  },

  /** One page of a user's score history, newest first. */
  pageOfUser<TOut>(db: TDbOrTx, userId: bigint, paging: { pageNo: number; pageSize: number }, present: (row: Selectable<TScoreChangesTable>) => TOut) {
    return pageOf(db.selectFrom('score_changes').where('user_id', '=', userId), paging, present);
  },
};
