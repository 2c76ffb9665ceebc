import type { Insertable, Kysely, Transaction } from 'kysely';
import type { TDatabase, TVerificationCodesTable, TVerificationTokensTable } from '../../platform/db/schema.js';

type TDbOrTx = Kysely<TDatabase> | Transaction<TDatabase>;
type TCodePurpose = TVerificationCodesTable['purpose'];
type TTokenPurpose = TVerificationTokensTable['purpose'];

/**
 * The SQL of verification codes and of the one-time tokens a verified code hands out. The guarded
 * updates (tries left, unused, unexpired) are what make codes and tokens single-use under races.
 */
export const verificationRepository = {
  /** When the newest code for a target and purpose was sent (the 60 s wait counts from it). */
  latestCodeSentAt(db: TDbOrTx, target: string, purpose: TCodePurpose) {
    return db
      .selectFrom('verification_codes')
      .select('created_at')
      .where('target', '=', target)
      .where('purpose', '=', purpose)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
  },

  /** Voids every unused code of a target and purpose (a new code replaces them). */
  voidCodes(db: TDbOrTx, target: string, purpose: TCodePurpose, now: bigint) {
    return db
      .updateTable('verification_codes')
      .set({ consumed_at: now })
      .where('target', '=', target)
      .where('purpose', '=', purpose)
      .where('consumed_at', 'is', null)
      .execute();
  },

  insertCode(db: TDbOrTx, row: Insertable<TVerificationCodesTable>) {
    return db.insertInto('verification_codes').values(row).execute();
  },

  /** The newest unused code of a target and purpose. */
  liveCode(db: TDbOrTx, target: string, purpose: TCodePurpose) {
    return db
      .selectFrom('verification_codes')
      .selectAll()
      .where('target', '=', target)
      .where('purpose', '=', purpose)
      .where('consumed_at', 'is', null)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
  },

  /**
   * Reserves one try of a code with ONE guarded UPDATE (unused, tries left, unexpired), returning
   * the tries counted so far; undefined when none is left.
   */
  reserveTry(db: TDbOrTx, id: bigint, maxAttempts: bigint, now: bigint) {
    return db
      .updateTable('verification_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1n) }))
      .where('id', '=', id)
      .where('consumed_at', 'is', null)
      .where('attempts', '<', maxAttempts)
      .where('expires_at', '>', now)
      .returning('attempts')
      .executeTakeFirst();
  },

  /** Uses up a code once (guarded): true when this call is the one that did. */
  async consumeCode(db: TDbOrTx, id: bigint, now: bigint): Promise<boolean> {
    const result = await db.updateTable('verification_codes').set({ consumed_at: now }).where('id', '=', id).where('consumed_at', 'is', null).executeTakeFirst();
    return result.numUpdatedRows === 1n;
  },

  markCodeVerified(db: TDbOrTx, id: bigint, now: bigint) {
    return db.updateTable('verification_codes').set({ verified_at: now }).where('id', '=', id).execute();
  },

  /** Deletes the tokens expired at `now`; how many. */
  async deleteExpiredTokens(db: TDbOrTx, now: bigint): Promise<number> {
    const result = await db.deleteFrom('verification_tokens').where('expires_at', '<=', now).executeTakeFirst();
    return Number(result.numDeletedRows);
  },

  /** Deletes the codes expired before `before`; how many. */
  async deleteCodesExpiredBefore(db: TDbOrTx, before: bigint): Promise<number> {
    const result = await db.deleteFrom('verification_codes').where('expires_at', '<', before).executeTakeFirst();
    return Number(result.numDeletedRows);
  },

  insertToken(db: TDbOrTx, row: Insertable<TVerificationTokensTable>) {
    return db.insertInto('verification_tokens').values(row).execute();
  },

  /** Spends a token with one guarded UPDATE (unused, unexpired, same target and purpose): its code's id, or undefined. */
  async spendToken(db: TDbOrTx, tokenHash: string, target: string, purpose: TTokenPurpose, now: bigint): Promise<bigint | undefined> {
    const row = await db
      .updateTable('verification_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('target', '=', target)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('code_id')
      .executeTakeFirst();
    return row?.code_id;
  },
};
