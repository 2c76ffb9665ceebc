import { sql, type Kysely } from 'kysely';
import { idColumn } from './helpers.js';

/**
 * The invite programme (issue 15, modules/invites):
 * - `invite_settings`: one row, the operator's parameters (rebate ratio per level in parts per
 *   million, the one-time cashback in USDT units), changed only by the audited `invite:set`.
 * - `invite_payouts`: every rebate and cashback paid, one row each. `key` names the payout
 *   (rebate:<beneficiary>:<friend>:<day>:<level>:<asset>, cashback:<beneficiary>:<friend>) and is
 *   unique, and the ledger transaction carries the same key as its reference (unique per type):
 *   a job run twice, or two runners racing, pay once.
 * - indexes on the times at which contract and seconds fees are charged, so the daily job reads a
 *   day's fees without a scan (spot trades already have (symbol, created_at)).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('invite_settings')
    .addColumn('id', 'bigint', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('ratio1_ppm', 'bigint', (c) => c.notNull().check(sql`ratio1_ppm >= 0 and ratio1_ppm <= 500000`))
    .addColumn('ratio2_ppm', 'bigint', (c) => c.notNull().check(sql`ratio2_ppm >= 0 and ratio2_ppm <= 500000`))
    .addColumn('ratio3_ppm', 'bigint', (c) => c.notNull().check(sql`ratio3_ppm >= 0 and ratio3_ppm <= 500000`))
    .addColumn('cashback', 'bigint', (c) => c.notNull().check(sql`cashback >= 0`))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .execute();
  // 20 %, 10 %, 5 % of the fees; 5 USDT (8 decimals) once per verified, funded friend.
  await sql`insert into invite_settings (id, ratio1_ppm, ratio2_ppm, ratio3_ppm, cashback, updated_at, updated_by) values (1, 200000, 100000, 50000, 500000000, 0, 'seed')`.execute(db);

  await idColumn(db, db.schema.createTable('invite_payouts'))
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('beneficiary_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('friend_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('level', 'bigint', (c) => c.notNull().check(sql`level between 1 and 3`))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('rebate', 'cashback')`))
    .addColumn('day', 'bigint', (c) => c.notNull())
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('fees', 'bigint', (c) => c.notNull().check(sql`fees >= 0`))
    .addColumn('ratio_ppm', 'bigint', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('ledger_transaction_id', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invite_payouts_beneficiary').on('invite_payouts').columns(['beneficiary_id', 'id']).execute();
  await db.schema.createIndex('invite_payouts_friend_kind').on('invite_payouts').columns(['friend_id', 'kind']).execute();

  await db.schema.createIndex('contract_orders_opened_at').on('contract_orders').columns(['opened_at']).execute();
  await db.schema.createIndex('contract_orders_finished_at').on('contract_orders').columns(['finished_at']).execute();
  await db.schema.createIndex('seconds_orders_accepted_at').on('seconds_orders').columns(['accepted_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('seconds_orders_accepted_at').execute();
  await db.schema.dropIndex('contract_orders_finished_at').execute();
  await db.schema.dropIndex('contract_orders_opened_at').execute();
  await db.schema.dropTable('invite_payouts').execute();
  await db.schema.dropTable('invite_settings').execute();
}
