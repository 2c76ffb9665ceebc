import { sql, type Kysely } from 'kysely';
import { idColumn } from './helpers.js';

/**
 * Funds with daily interest (issue 16, modules/fund):
 * - `funds`: the operator's offer (currency, daily rate and rebate rates in parts per million,
 *   cycle, share price in units, buy limit and pool in shares) with what was sold, its status
 *   (0 normal, 1 expired, 2 stopped) and the reserve moved into system('fund_reserve', id) when it
 *   was created. `sold_shares <= pool_shares` is kept by a guarded UPDATE (and checked here).
 * - `fund_texts`: its name per locale (en-US always).
 * - `fund_user_shares`: the shares each user bought in a fund over all purchases, raised by a
 *   guarded UPDATE (shares + n <= buy limit), so concurrent purchases cannot pass the limit.
 * - `fund_holdings`: one per purchase, with the terms it was bought on and how many of its days
 *   were paid (advanced by a guarded UPDATE, so a day is never paid twice).
 * - `fund_payouts`: every interest, rebate and principal paid, unique by `key`
 *   (holding:day:kind:level), with the ledger transaction that moved it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db, db.schema.createTable('funds'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('rate_ppm', 'bigint', (c) => c.notNull().check(sql`rate_ppm >= 0 and rate_ppm <= 1000000`))
    .addColumn('cycle_days', 'bigint', (c) => c.notNull().check(sql`cycle_days >= 1 and cycle_days <= 3650`))
    .addColumn('share_price', 'bigint', (c) => c.notNull().check(sql`share_price > 0`))
    .addColumn('buy_limit', 'bigint', (c) => c.notNull().check(sql`buy_limit > 0`))
    .addColumn('pool_shares', 'bigint', (c) => c.notNull().check(sql`pool_shares > 0`))
    .addColumn('sold_shares', 'bigint', (c) => c.notNull().check(sql`sold_shares >= 0 and sold_shares <= pool_shares`))
    .addColumn('participants', 'bigint', (c) => c.notNull().check(sql`participants >= 0`))
    .addColumn('start_at', 'bigint', (c) => c.notNull())
    .addColumn('end_at', 'bigint', (c) => c.notNull())
    .addColumn('status', 'bigint', (c) => c.notNull().check(sql`status in (0, 1, 2)`))
    .addColumn('rebate1_ppm', 'bigint', (c) => c.notNull().check(sql`rebate1_ppm >= 0 and rebate1_ppm <= 1000000`))
    .addColumn('rebate2_ppm', 'bigint', (c) => c.notNull().check(sql`rebate2_ppm >= 0 and rebate2_ppm <= 1000000`))
    .addColumn('rebate3_ppm', 'bigint', (c) => c.notNull().check(sql`rebate3_ppm >= 0 and rebate3_ppm <= 1000000`))
    .addColumn('reserve', 'bigint', (c) => c.notNull().check(sql`reserve >= 0`))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('stopped_at', 'bigint')
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addCheckConstraint('funds_window', sql`end_at > start_at`)
    .execute();
  await db.schema.createIndex('funds_status').on('funds').columns(['status', 'id']).execute();

  await db.schema
    .createTable('fund_texts')
    .addColumn('fund_id', 'bigint', (c) => c.notNull().references('funds.id'))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('fund_texts_pk', ['fund_id', 'locale'])
    .execute();

  await db.schema
    .createTable('fund_user_shares')
    .addColumn('fund_id', 'bigint', (c) => c.notNull().references('funds.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('shares', 'bigint', (c) => c.notNull().check(sql`shares >= 0`))
    .addPrimaryKeyConstraint('fund_user_shares_pk', ['fund_id', 'user_id'])
    .execute();

  await idColumn(db, db.schema.createTable('fund_holdings'))
    .addColumn('fund_id', 'bigint', (c) => c.notNull().references('funds.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('shares', 'bigint', (c) => c.notNull().check(sql`shares > 0`))
    .addColumn('principal', 'bigint', (c) => c.notNull().check(sql`principal > 0`))
    .addColumn('rate_ppm', 'bigint', (c) => c.notNull())
    .addColumn('cycle_days', 'bigint', (c) => c.notNull())
    .addColumn('first_day', 'bigint', (c) => c.notNull())
    .addColumn('days_paid', 'bigint', (c) => c.notNull().check(sql`days_paid >= 0 and days_paid <= cycle_days`))
    .addColumn('interest_paid', 'bigint', (c) => c.notNull().check(sql`interest_paid >= 0`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('active', 'matured', 'stopped')`))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('closed_at', 'bigint')
    .execute();
  await db.schema.createIndex('fund_holdings_user').on('fund_holdings').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('fund_holdings_status').on('fund_holdings').columns(['status', 'fund_id']).execute();

  await idColumn(db, db.schema.createTable('fund_payouts'))
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('holding_id', 'bigint', (c) => c.notNull().references('fund_holdings.id'))
    .addColumn('beneficiary_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('interest', 'rebate', 'principal')`))
    .addColumn('level', 'bigint', (c) => c.notNull().check(sql`level between 0 and 3`))
    .addColumn('day', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('ledger_transaction_id', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('fund_payouts_beneficiary').on('fund_payouts').columns(['beneficiary_id', 'id']).execute();
  await db.schema.createIndex('fund_payouts_holding').on('fund_payouts').columns(['holding_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('fund_payouts').execute();
  await db.schema.dropTable('fund_holdings').execute();
  await db.schema.dropTable('fund_user_shares').execute();
  await db.schema.dropTable('fund_texts').execute();
  await db.schema.dropTable('funds').execute();
}
