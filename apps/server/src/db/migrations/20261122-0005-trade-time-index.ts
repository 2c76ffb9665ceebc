import type { Kysely } from 'kysely';

/** Market data reads trades by time window (klines, 24 h tickers). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('spot_trades_symbol_time').on('spot_trades').columns(['symbol', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('spot_trades_symbol_time').execute();
}
