import { sql, type Kysely } from 'kysely';
import { idColumn } from './helpers.js';

/**
 * Fiat quick buy and sell (issue 17, modules/fiat):
 * - `fiat_channels`: one per payment channel (BANK_CARD, UPI): its fiat currency, the published
 *   buy and sell rates (fiat per 1 USDT at FIAT_RATE_SCALE, 8 decimals), the order limits in USDT
 *   units, the switches and the operator's collection details. Both rows exist from here on, off
 *   until an operator sets them (demo mode seeds them on).
 * - `fiat_orders`: a buy or sell order with the terms LOCKED when it was made (rate, amounts, the
 *   collection or payout details copied), its state (moved by guarded UPDATEs only), the transfer
 *   reference, the proof, the reason and who decided. `reference` is the code the payer writes in
 *   the transfer remark (unique).
 * - `fiat_webhook_events`: every payment event a provider sent that passed its signature, unique
 *   per (provider, event id): a replay is refused.
 * - `bank_details`: a user's payout details (bank part, UPI part); `bank_details_log`: every change
 *   of them (the user's security record of it).
 * Fiat ledger transactions are unique per (type, reference): an order is reserved, released,
 * credited, frozen or paid out once, and a capital payment is booked once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('fiat_channels')
    .addColumn('platform', 'text', (c) => c.primaryKey().check(sql`platform in ('BANK_CARD', 'UPI')`))
    .addColumn('fiat', 'text', (c) => c.notNull())
    .addColumn('fiat_decimals', 'bigint', (c) => c.notNull().check(sql`fiat_decimals between 0 and 4`))
    .addColumn('buy_rate', 'bigint', (c) => c.notNull().check(sql`buy_rate >= 0`))
    .addColumn('sell_rate', 'bigint', (c) => c.notNull().check(sql`sell_rate >= 0`))
    .addColumn('min_usdt', 'bigint', (c) => c.notNull().check(sql`min_usdt > 0`))
    .addColumn('max_usdt', 'bigint', (c) => c.notNull())
    .addColumn('buy_enabled', 'bigint', (c) => c.notNull().check(sql`buy_enabled in (0, 1)`))
    .addColumn('sell_enabled', 'bigint', (c) => c.notNull().check(sql`sell_enabled in (0, 1)`))
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('bank_name', 'text', (c) => c.notNull())
    .addColumn('ifsc', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addCheckConstraint('fiat_channels_limits', sql`max_usdt >= min_usdt`)
    .execute();
  const off = { fiat: 'INR', fiat_decimals: 2, buy_rate: 0, sell_rate: 0, min_usdt: 1_000_000_000, max_usdt: 500_000_000_000, buy_enabled: 0, sell_enabled: 0, account: '', name: '', bank_name: '', ifsc: '', updated_at: 0, updated_by: 'migration' };
  await db
    .insertInto('fiat_channels' as never)
    .values([{ platform: 'BANK_CARD', ...off }, { platform: 'UPI', ...off }] as never)
    .execute();

  await idColumn(db, db.schema.createTable('fiat_orders'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('side', 'text', (c) => c.notNull().check(sql`side in ('buy', 'sell')`))
    .addColumn('platform', 'text', (c) => c.notNull().check(sql`platform in ('BANK_CARD', 'UPI')`))
    .addColumn('fiat', 'text', (c) => c.notNull())
    .addColumn('fiat_decimals', 'bigint', (c) => c.notNull())
    .addColumn('rate', 'bigint', (c) => c.notNull().check(sql`rate > 0`))
    .addColumn('usdt_amount', 'bigint', (c) => c.notNull().check(sql`usdt_amount > 0`))
    .addColumn('fiat_amount', 'bigint', (c) => c.notNull().check(sql`fiat_amount >= 0`))
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('bank_name', 'text', (c) => c.notNull())
    .addColumn('ifsc', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('waiting', 'paid', 'confirmed', 'rejected', 'expired', 'cancelled')`))
    .addColumn('utr', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('proof', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'bigint')
    .addColumn('closed_at', 'bigint')
    .addColumn('reviewed_by', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('fiat_orders_user').on('fiat_orders').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('fiat_orders_state').on('fiat_orders').columns(['state', 'id']).execute();

  await idColumn(db, db.schema.createTable('fiat_webhook_events'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addUniqueConstraint('fiat_webhook_events_once', ['provider', 'event_id'])
    .execute();

  await db.schema
    .createTable('bank_details')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id'))
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('bank_name', 'text', (c) => c.notNull())
    .addColumn('ifsc', 'text', (c) => c.notNull())
    .addColumn('upi_account', 'text', (c) => c.notNull())
    .addColumn('upi_name', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await idColumn(db, db.schema.createTable('bank_details_log'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bank_details_log_user').on('bank_details_log').columns(['user_id', 'id']).execute();

  // Each fiat step is booked once per reference (an order's reserve, release, credit, freeze, payout; a capital payment), even when two processes race.
  await sql`create unique index ledger_fiat_once on ledger_transactions (type, reference)
    where type in ('fiat_funding', 'fiat_reserve', 'fiat_release', 'fiat_buy', 'fiat_sell_freeze', 'fiat_sell_paid', 'fiat_sell_rejected')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index ledger_fiat_once`.execute(db);
  await db.schema.dropTable('bank_details_log').execute();
  await db.schema.dropTable('bank_details').execute();
  await db.schema.dropTable('fiat_webhook_events').execute();
  await db.schema.dropTable('fiat_orders').execute();
  await db.schema.dropTable('fiat_channels').execute();
}
