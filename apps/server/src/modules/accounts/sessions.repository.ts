import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import { compiledOnce } from '../../platform/db/compiled.js';
import type { TDatabase, TSessionsTable } from '../../platform/db/schema.js';
import type { TLoginFailuresTable } from '../../platform/db/schema-score.js';
import { pageOf } from '../../platform/db/paging.js';
import type { TSessionRow } from './session-cache.js';

type TDbOrTx = Kysely<TDatabase> | Transaction<TDatabase>;
type TPaging = { pageNo: number; pageSize: number };

// Every authenticated call runs it: compiled once.
const lookupByHash = compiledOnce<TSessionRow>((db) =>
  db.selectFrom('sessions').select(['id', 'user_id', 'last_seen_at', 'expires_at', 'revoked_at']).where('token_hash', '=', ''),
);

/** The SQL of sign-in sessions and of the failed sign-ins shown in the login log. */
export const sessionsRepository = {
  insert(db: TDbOrTx, row: Insertable<TSessionsTable>) {
    return db.insertInto('sessions').values(row).execute();
  },

  /** The session behind a token hash (the hot path of every authenticated call: one compiled query). */
  async findByTokenHash(db: Kysely<TDatabase>, tokenHash: string): Promise<TSessionRow | undefined> {
    const [row] = await lookupByHash(db, [tokenHash]);
    return row;
  },

  touch(db: TDbOrTx, id: bigint, now: bigint) {
    return db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', id).execute();
  },

  /** Ends one session; one already ended keeps its first end time. */
  revoke(db: TDbOrTx, id: bigint, now: bigint) {
    return db.updateTable('sessions').set({ revoked_at: now }).where('id', '=', id).where('revoked_at', 'is', null).execute();
  },

  /** Ends every open session of a user but `keepSessionId` (null: all of them). */
  revokeAllOf(db: TDbOrTx, userId: bigint, keepSessionId: bigint | null, now: bigint) {
    let query = db.updateTable('sessions').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null);
    if (keepSessionId !== null) query = query.where('id', '!=', keepSessionId);
    return query.execute();
  },

  /** A user's own session (the owner is part of the lookup, so another's id is simply not found). */
  findOwned(db: TDbOrTx, userId: bigint, id: bigint) {
    return db.selectFrom('sessions').select(['id', 'revoked_at']).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  },

  /** Sessions of a user not ended and not past their absolute expiry, newest first. */
  listOpen(db: TDbOrTx, userId: bigint, now: bigint) {
    return db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .orderBy('id', 'desc')
      .execute();
  },

  async countOpen(db: TDbOrTx, userId: bigint, now: bigint): Promise<number> {
    const row = await db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<bigint>().as('n'))
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** One page of a user's sessions, newest first. */
  pageOfUser<TOut>(db: TDbOrTx, userId: bigint, paging: TPaging, present: (row: Selectable<TSessionsTable>) => TOut) {
    return pageOf(db.selectFrom('sessions').where('user_id', '=', userId), paging, present);
  },

  /** Deletes the sessions over before `endedBefore` (revoked, past their expiry, or idle for longer than `idleMs`); how many. */
  async deleteEndedBefore(db: TDbOrTx, endedBefore: bigint, idleMs: bigint): Promise<number> {
    const result = await db
      .deleteFrom('sessions')
      .where((eb) => eb.or([eb('revoked_at', '<', endedBefore), eb('expires_at', '<', endedBefore), eb('last_seen_at', '<', endedBefore - idleMs)]))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },

  insertLoginFailure(db: TDbOrTx, row: Insertable<TLoginFailuresTable>) {
    return db.insertInto('login_failures').values(row).execute();
  },

  /** One page of the failed sign-ins on a user's account, newest first. */
  pageOfLoginFailures<TOut>(db: TDbOrTx, userId: bigint, paging: TPaging, present: (row: Selectable<TLoginFailuresTable>) => TOut) {
    return pageOf(db.selectFrom('login_failures').where('user_id', '=', userId), paging, present);
  },
};
