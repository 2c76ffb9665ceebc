import { sql, type Kysely } from 'kysely';

/**
 * Rebates reserved from the fee account as they accrue (issue 24 "Rewards not reserved",
 * modules/invites/reserve-rebates.ts). `invite_rebate_fees` holds, per friend, UTC day and asset,
 * the fees already counted (a run counts only what came since, so running twice reserves once)
 * and how many top-ups moved money (the next one's number names its ledger transfer).
 * `invite_rebates` holds, per payout key (`rebate:<referrer>:<friend>:<day>:<level>:<asset>`),
 * the rebate reserved so far in system:invite_rebate_reserve: `amount` is the rounded-down part
 * and `remainder_ppm` the fraction below one unit (< 1,000,000) carried to the next top-up, so
 * the day's amount is the rule applied once to the day's fees; `paid` is 1 once the daily payout
 * paid `amount` from the reserve. `invite_rebate_checkpoint` (one row) is the time up to which the
 * rebate job has counted fees (it reads only the fees stamped since).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('invite_rebate_fees')
    .addColumn('friend_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('day', 'bigint', (c) => c.notNull())
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('fees', 'bigint', (c) => c.notNull().check(sql`fees >= 0`))
    .addColumn('top_ups', 'bigint', (c) => c.notNull().check(sql`top_ups >= 0`))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('invite_rebate_fees_pk', ['friend_id', 'day', 'asset'])
    .execute();
  await db.schema
    .createTable('invite_rebates')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('beneficiary_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('friend_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('level', 'bigint', (c) => c.notNull().check(sql`level between 1 and 3`))
    .addColumn('day', 'bigint', (c) => c.notNull())
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('fees', 'bigint', (c) => c.notNull().check(sql`fees >= 0`))
    .addColumn('ratio_ppm', 'bigint', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('remainder_ppm', 'bigint', (c) => c.notNull().check(sql`remainder_ppm >= 0 and remainder_ppm < 1000000`))
    .addColumn('paid', 'bigint', (c) => c.notNull().check(sql`paid in (0, 1)`))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('invite_rebate_checkpoint')
    .addColumn('id', 'bigint', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('counted_to', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invite_rebates_day').on('invite_rebates').columns(['day', 'paid']).execute();
  await db.schema.createIndex('invite_rebates_unpaid').on('invite_rebates').columns(['paid', 'asset']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('invite_rebate_checkpoint').execute();
  await db.schema.dropTable('invite_rebates').execute();
  await db.schema.dropTable('invite_rebate_fees').execute();
}
