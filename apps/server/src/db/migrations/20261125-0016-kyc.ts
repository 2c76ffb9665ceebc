import { sql, type Kysely } from 'kysely';
import { idColumn } from './helpers.js';

/**
 * Identity verification (issue 15, modules/kyc): `kyc_submissions` keeps every submission a user
 * made, as history (a rejected one stays, with the operator's reason, when the user submits again).
 * The user's current state stays in users.kyc_status (the profile's `auth`).
 *
 * Two partial unique indexes are the locks the database holds, whatever the application does:
 * - one submission under review (status 1) per user: two submissions racing, one is accepted;
 * - one approved submission (status 2) per identity hash (sha256 of country and ID number): one
 *   identity verifies one account, even when two operators approve two accounts at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db, db.schema.createTable('kyc_submissions'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('real_name', 'text', (c) => c.notNull())
    .addColumn('id_number', 'text', (c) => c.notNull())
    .addColumn('id_country', 'text', (c) => c.notNull())
    .addColumn('identity_hash', 'text', (c) => c.notNull())
    .addColumn('front_file', 'text', (c) => c.notNull())
    .addColumn('back_file', 'text', (c) => c.notNull())
    .addColumn('status', 'bigint', (c) => c.notNull().check(sql`status in (1, 2, 3)`))
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('reviewed_by', 'text')
    .addColumn('reviewed_at', 'bigint')
    .execute();
  await db.schema.createIndex('kyc_submissions_user').on('kyc_submissions').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('kyc_submissions_status').on('kyc_submissions').columns(['status', 'id']).execute();
  await db.schema.createIndex('kyc_submissions_identity').on('kyc_submissions').columns(['identity_hash']).execute();
  await db.schema.createIndex('kyc_one_review_per_user').on('kyc_submissions').column('user_id').unique().where(sql.ref('status'), '=', 1).execute();
  await db.schema
    .createIndex('kyc_one_account_per_identity')
    .on('kyc_submissions')
    .column('identity_hash')
    .unique()
    .where(sql.ref('status'), '=', 2)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('kyc_submissions').execute();
}
