import { sql, type Kysely } from 'kysely';

/**
 * Cashbacks fixed and reserved when they are earned (issue 24 "Rewards not reserved",
 * modules/invites/earn-cashback.ts): one row per level-1 friend whose cashback was earned (verified
 * with a credited deposit), at the amount of that moment. `reserved` is 1 once the amount has
 * moved from the rewards account into system:invite_reserve (in the transaction that earned it,
 * or, when the rewards account was short then, as soon as it is funded), `paid` once the daily
 * payout has paid it from the reserve. The friend is the key: a cashback is earned once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('invite_cashbacks')
    .addColumn('friend_id', 'bigint', (c) => c.primaryKey().references('users.id'))
    .addColumn('referrer_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('reserved', 'bigint', (c) => c.notNull().check(sql`reserved in (0, 1)`))
    .addColumn('paid', 'bigint', (c) => c.notNull().check(sql`paid in (0, 1) and paid <= reserved`))
    .addColumn('earned_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invite_cashbacks_state').on('invite_cashbacks').columns(['paid', 'reserved', 'friend_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('invite_cashbacks').execute();
}
