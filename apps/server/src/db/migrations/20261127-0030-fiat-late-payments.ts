import { sql, type Kysely } from 'kysely';
import { idColumn } from './helpers.js';

/**
 * Issue 24: a fiat payment that arrives (a provider's signed event) after its buy order expired,
 * was cancelled or rejected is never dropped: `fiat_late_payments` holds it for review, one row per
 * event, until an operator credits it (the order's USDT from the treasury, ledger `fiat_buy`
 * `fiat-late:<id>:credit`) or records its refund (the bank reference of the fiat sent back).
 * `state` moves review → credited | refunded once (the guarded UPDATE leaves review).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db, db.schema.createTable('fiat_late_payments'))
    .addColumn('order_id', 'bigint', (c) => c.notNull().references('fiat_orders.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('event_id', 'bigint', (c) => c.notNull().unique().references('fiat_webhook_events.id'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', 'text', (c) => c.notNull())
    .addColumn('utr', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('review', 'credited', 'refunded')`))
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .addColumn('decided_by', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('bank_ref', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('fiat_late_payments_state').on('fiat_late_payments').columns(['state', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('fiat_late_payments').execute();
}
