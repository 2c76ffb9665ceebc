import type { Kysely } from 'kysely';
import { idColumn } from './helpers.js';

/**
 * Spot orders and trades. Prices and amounts are exact units (8 decimals of their asset); the
 * cumulative tick-lots of each order let every fill round in the user's disfavour by at most one
 * unit over the whole order, never per fill.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db, db.schema.createTable('spot_orders'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('time_in_force', 'text', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('quote_amount', 'bigint', (c) => c.notNull())
    .addColumn('filled', 'bigint', (c) => c.notNull())
    .addColumn('filled_quote', 'bigint', (c) => c.notNull())
    .addColumn('filled_tick_lots', 'bigint', (c) => c.notNull())
    .addColumn('fee', 'bigint', (c) => c.notNull())
    .addColumn('frozen', 'bigint', (c) => c.notNull())
    .addColumn('frozen_used', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('spot_orders_user').on('spot_orders').columns(['user_id', 'status', 'id']).execute();
  await db.schema.createIndex('spot_orders_open').on('spot_orders').columns(['symbol', 'status', 'id']).execute();

  await idColumn(db, db.schema.createTable('spot_trades'))
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('quantity', 'bigint', (c) => c.notNull())
    .addColumn('quote_quantity', 'bigint', (c) => c.notNull())
    .addColumn('taker_side', 'text', (c) => c.notNull())
    .addColumn('maker_order_id', 'bigint', (c) => c.notNull().references('spot_orders.id'))
    .addColumn('taker_order_id', 'bigint', (c) => c.notNull().references('spot_orders.id'))
    .addColumn('buyer_fee', 'bigint', (c) => c.notNull())
    .addColumn('seller_fee', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('spot_trades_symbol').on('spot_trades').columns(['symbol', 'id']).execute();
  await db.schema.createIndex('spot_trades_maker').on('spot_trades').column('maker_order_id').execute();
  await db.schema.createIndex('spot_trades_taker').on('spot_trades').column('taker_order_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('spot_trades').execute();
  await db.schema.dropTable('spot_orders').execute();
}
