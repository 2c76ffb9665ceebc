import type { Insertable, Kysely, Transaction } from 'kysely';
import type { TDatabase } from '../../../platform/db/schema.js';
import type { TLoginChallengesTable } from '../../../platform/db/schema-two-factor.js';

type TDbOrTx = Kysely<TDatabase> | Transaction<TDatabase>;

/**
 * The tables of users' two-factor log-in (user_totp, user_recovery_codes, login_challenges) are
 * read and written here only. Every "once" is one guarded statement, so that the same code or
 * ticket raced through two processes passes once.
 */
export const twoFactorRepository = {
  findTotp(db: TDbOrTx, userId: bigint) {
    return db.selectFrom('user_totp').selectAll().where('user_id', '=', userId).executeTakeFirst();
  },

  /**
   * Keeps a new secret to confirm, replacing one not confirmed yet; false when TOTP is already on
   * (the upsert's update is guarded by `enabled_at is null`, so it changes nothing then).
   */
  async startSetup(db: TDbOrTx, userId: bigint, secret: string, at: bigint): Promise<boolean> {
    const row = await db
      .insertInto('user_totp')
      .values({ user_id: userId, secret, enabled_at: null, created_at: at })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ secret, created_at: at, last_step: 0n }).where('user_totp.enabled_at', 'is', null))
      .returning('user_id')
      .executeTakeFirst();
    return row !== undefined;
  },

  /** Switches TOTP on with the step of the confirming code, once, and only for the secret that code was checked against. */
  async enable(db: TDbOrTx, userId: bigint, secret: string, step: bigint, at: bigint): Promise<boolean> {
    const result = await db
      .updateTable('user_totp')
      .set({ enabled_at: at, last_step: step })
      .where('user_id', '=', userId)
      .where('secret', '=', secret)
      .where('enabled_at', 'is', null)
      .where('last_step', '<', step)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  },

  /** Accepts a time step once: only a step later than the last accepted one moves it. */
  async spendStep(db: TDbOrTx, userId: bigint, step: bigint): Promise<boolean> {
    const result = await db
      .updateTable('user_totp')
      .set({ last_step: step })
      .where('user_id', '=', userId)
      .where('enabled_at', 'is not', null)
      .where('last_step', '<', step)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  },

  /** Switches TOTP off: false when it was not on. */
  async removeTotp(db: TDbOrTx, userId: bigint): Promise<boolean> {
    const result = await db.deleteFrom('user_totp').where('user_id', '=', userId).where('enabled_at', 'is not', null).executeTakeFirst();
    return result.numDeletedRows === 1n;
  },

  async replaceRecoveryCodes(db: TDbOrTx, userId: bigint, codeHashes: readonly string[], at: bigint): Promise<void> {
    await db.deleteFrom('user_recovery_codes').where('user_id', '=', userId).execute();
    if (codeHashes.length === 0) return;
    await db.insertInto('user_recovery_codes').values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash, created_at: at, used_at: null }))).execute();
  },

  /** Spends an unused recovery code once (guarded by used_at). */
  async spendRecoveryCode(db: TDbOrTx, userId: bigint, codeHash: string, at: bigint): Promise<boolean> {
    const result = await db
      .updateTable('user_recovery_codes')
      .set({ used_at: at })
      .where('user_id', '=', userId)
      .where('code_hash', '=', codeHash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  },

  async countRecoveryCodesLeft(db: TDbOrTx, userId: bigint): Promise<number> {
    const row = await db
      .selectFrom('user_recovery_codes')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  async insertChallenge(db: TDbOrTx, values: Insertable<TLoginChallengesTable>): Promise<void> {
    await db.insertInto('login_challenges').values(values).execute();
  },

  findChallenge(db: TDbOrTx, ticketHash: string) {
    return db.selectFrom('login_challenges').selectAll().where('ticket_hash', '=', ticketHash).executeTakeFirst();
  },

  /** Uses a log-in's second step once, while it is still fresh. */
  async spendChallenge(db: TDbOrTx, id: bigint, at: bigint): Promise<boolean> {
    const result = await db
      .updateTable('login_challenges')
      .set({ used_at: at })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', at)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  },

  /** Forgets a user's log-in steps that are over (used or expired), so that rows do not pile up. */
  async deleteFinishedChallenges(db: TDbOrTx, userId: bigint, now: bigint): Promise<void> {
    await db
      .deleteFrom('login_challenges')
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('used_at', 'is not', null), eb('expires_at', '<=', now)]))
      .execute();
  },
};
