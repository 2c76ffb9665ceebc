import type { Kysely } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';

/** A market's last 50 trades, newest first (the Huobi-format recent trades). */
export function findRecentTrades(db: Kysely<TDatabase>, symbol: string) {
  return db
    .selectFrom('spot_trades')
    .select(['id', 'price', 'quantity', 'taker_side', 'created_at'])
    .where('symbol', '=', symbol)
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
}
