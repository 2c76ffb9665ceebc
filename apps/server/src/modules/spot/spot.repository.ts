import type { Transaction } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TOrderRow } from './settle-fill.js';

/** Writes an order's changing fields back (fills, fees, frozen use, status). */
export async function writeOrder(tx: Transaction<TDatabase>, order: TOrderRow, now: number): Promise<void> {
  await tx
    .updateTable('spot_orders')
    .set({
      filled: order.filled,
      filled_quote: order.filled_quote,
      filled_tick_lots: order.filled_tick_lots,
      fee: order.fee,
      frozen_used: order.frozen_used,
      status: order.status,
      updated_at: BigInt(now),
    })
    .where('id', '=', order.id)
    .execute();
  order.updated_at = BigInt(now);
}
