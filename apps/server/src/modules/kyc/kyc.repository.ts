import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TKycSubmissionsTable } from '../../platform/db/schema-kyc.js';

type TDb = Kysely<TDatabase> | Transaction<TDatabase>;
export type TKycSubmission = Selectable<TKycSubmissionsTable>;

/** Review states of a submission (users.kyc_status uses the same numbers, 0 being "none"). */
export const SUBMISSION = { review: 1n, approved: 2n, rejected: 3n } as const;

/** The only place the SQL of identity verification lives. */
export const kycRepository = {
  latestOf(db: TDb, userId: bigint): Promise<TKycSubmission | undefined> {
    return db.selectFrom('kyc_submissions').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(1).executeTakeFirst();
  },

  findById(db: TDb, id: bigint): Promise<TKycSubmission | undefined> {
    return db.selectFrom('kyc_submissions').selectAll().where('id', '=', id).executeTakeFirst();
  },

  insert(db: TDb, row: Insertable<TKycSubmissionsTable>): Promise<TKycSubmission> {
    return db.insertInto('kyc_submissions').values(row).returningAll().executeTakeFirstOrThrow();
  },

  /**
   * Moves the user into review only from "none" or "rejected": the guarded update is the lock that
   * makes two submissions racing (two tabs, a double tap) accept exactly one.
   */
  async claimForReview(db: TDb, userId: bigint, now: bigint): Promise<boolean> {
    const result = await db
      .updateTable('users')
      .set({ kyc_status: SUBMISSION.review, updated_at: now })
      .where('id', '=', userId)
      .where('kyc_status', 'in', [0n, SUBMISSION.rejected])
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  },

  /** Decides a submission that is still under review; undefined when it is not (decided once). */
  decide(db: TDb, id: bigint, status: bigint, reason: string, operator: string, now: bigint): Promise<TKycSubmission | undefined> {
    return db
      .updateTable('kyc_submissions')
      .set({ status, reason, reviewed_by: operator, reviewed_at: now })
      .where('id', '=', id)
      .where('status', '=', SUBMISSION.review)
      .returningAll()
      .executeTakeFirst();
  },

  /** Whether another account holds this identity verified. */
  async verifiedElsewhere(db: TDb, identityHash: string, userId: bigint): Promise<TKycSubmission | undefined> {
    return db
      .selectFrom('kyc_submissions')
      .selectAll()
      .where('identity_hash', '=', identityHash)
      .where('status', '=', SUBMISSION.approved)
      .where('user_id', '!=', userId)
      .executeTakeFirst();
  },

  queue(db: TDb, status: bigint, pageNo: number, pageSize: number): Promise<TKycSubmission[]> {
    return db
      .selectFrom('kyc_submissions')
      .selectAll()
      .where('status', '=', status)
      .orderBy('id', status === SUBMISSION.review ? 'asc' : 'desc')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute();
  },

  /** The identity hash of the user's newest approved submission. */
  async approvedIdentityHashOf(db: TDb, userId: bigint): Promise<string | undefined> {
    const row = await db
      .selectFrom('kyc_submissions')
      .select('identity_hash')
      .where('user_id', '=', userId)
      .where('status', '=', SUBMISSION.approved)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.identity_hash;
  },

  /**
   * Sets the user's verification state from a decision, only while the user is still under review
   * (guarded, like claimForReview); an approval also records the verified country.
   */
  settleUser(db: TDb, userId: bigint, status: bigint, kycCountry: string | null, now: bigint) {
    return db
      .updateTable('users')
      .set({ kyc_status: status, ...(kycCountry === null ? {} : { kyc_country: kycCountry }), updated_at: now })
      .where('id', '=', userId)
      .where('kyc_status', '=', SUBMISSION.review)
      .execute();
  },

  async count(db: TDb, status: bigint): Promise<number> {
    const row = await db.selectFrom('kyc_submissions').select((eb) => eb.fn.countAll<bigint>().as('n')).where('status', '=', status).executeTakeFirstOrThrow();
    return Number(row.n);
  },
};
