import type { Kysely, Transaction } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';

type TDbOrTx = Kysely<TDatabase> | Transaction<TDatabase>;

/**
 * The fiat_orders reads of the operators' review screens (the dashboard's queues, the two-person
 * rule's 24 hours); the rest of the fiat SQL is in fiat.repository.ts.
 */
export const fiatReviewRepository = {
  /** How many orders of a side wait in a state (buys paid for, sells waiting for payout). */
  async countIn(db: TDbOrTx, side: 'buy' | 'sell', state: 'paid' | 'waiting'): Promise<number> {
    const row = await db.selectFrom('fiat_orders').select((eb) => eb.fn.countAll().as('n')).where('side', '=', side).where('state', '=', state).executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** The USDT of a user's orders of a side confirmed since `since` (0 when none). */
  async confirmedUsdtSince(db: TDbOrTx, userId: bigint, side: 'buy' | 'sell', since: bigint): Promise<bigint> {
    const row = await db
      .selectFrom('fiat_orders')
      .select((eb) => eb.fn.sum<string | number | bigint | null>('usdt_amount').as('n'))
      .where('user_id', '=', userId)
      .where('side', '=', side)
      .where('state', '=', 'confirmed')
      .where('closed_at', '>=', since)
      .executeTakeFirst();
    return BigInt(row?.n ?? 0);
  },
};
