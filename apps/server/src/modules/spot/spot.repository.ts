import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TSpotOrdersTable, TSpotTradesTable } from '../../platform/db/schema-spot.js';

type TDb = Kysely<TDatabase> | Transaction<TDatabase>;

/**
 * The reads of the spot tables (spot_orders, spot_trades) that the use cases, the market data and
 * the market maker make. The writes of a match stay in the spot batch (spot-batch.ts), which
 * holds the book's single writer.
 */
export const spotRepository = {
  /** An order of this owner (undefined when it is not theirs). */
  findOwnOrder(db: TDb, userId: bigint, orderId: bigint): Promise<Selectable<TSpotOrdersTable> | undefined> {
    return db.selectFrom('spot_orders').selectAll().where('id', '=', orderId).where('user_id', '=', userId).executeTakeFirst();
  },

  /** A user's orders in one status (and one market), for pageOf. */
  userOrdersQuery(db: TDb, userId: bigint, status: Selectable<TSpotOrdersTable>['status'], symbol?: string) {
    let query = db.selectFrom('spot_orders').where('user_id', '=', userId).where('status', '=', status);
    if (symbol) query = query.where('symbol', '=', symbol);
    return query;
  },

  /** A market's resting (unfinished) orders in id order: the book as the database holds it. */
  restingOrders(db: TDb, symbol: string): Promise<Selectable<TSpotOrdersTable>[]> {
    return db.selectFrom('spot_orders').selectAll().where('symbol', '=', symbol).where('status', '=', 'unfinished').orderBy('id').execute();
  },

  /** A user's resting orders (all markets, or one). */
  restingOrdersOf(db: TDb, userId: bigint, symbol?: string) {
    let query = db.selectFrom('spot_orders').select(['id', 'symbol', 'side', 'price']).where('user_id', '=', userId).where('status', '=', 'unfinished');
    if (symbol) query = query.where('symbol', '=', symbol);
    return query.execute();
  },

  /** When a user last placed an order in a market (null: never). */
  async lastOrderAt(db: TDb, userId: bigint, symbol: string): Promise<number | null> {
    const row = await db.selectFrom('spot_orders').select((eb) => eb.fn.max('created_at').as('last')).where('user_id', '=', userId).where('symbol', '=', symbol).executeTakeFirst();
    return row?.last === null || row?.last === undefined ? null : Number(row.last);
  },

  /** The trades an order took part in (as maker or taker), in id order. */
  tradesOfOrder(db: TDb, orderId: bigint): Promise<Selectable<TSpotTradesTable>[]> {
    return db
      .selectFrom('spot_trades')
      .selectAll()
      .where((eb) => eb.or([eb('maker_order_id', '=', orderId), eb('taker_order_id', '=', orderId)]))
      .orderBy('id')
      .execute();
  },

  /** A market's last trade (price and time), if it has one. */
  lastTrade(db: TDb, symbol: string) {
    return db.selectFrom('spot_trades').select(['price', 'created_at']).where('symbol', '=', symbol).orderBy('id', 'desc').limit(1).executeTakeFirst();
  },

  /** Whether a market has any trade. */
  async hasTrades(db: TDb, symbol: string): Promise<boolean> {
    return (await db.selectFrom('spot_trades').select('id').where('symbol', '=', symbol).limit(1).executeTakeFirst()) !== undefined;
  },

  /** Each market's trade count and base and quote volume since `since` (ms), by symbol: the console's daily volume. */
  volumeSince(db: TDb, since: number) {
    return db
      .selectFrom('spot_trades')
      .select(['symbol', sql<bigint>`count(*)`.as('n'), sql<bigint>`sum(quantity)`.as('base'), sql<bigint>`sum(quote_quantity)`.as('quote')])
      .where('created_at', '>=', BigInt(since))
      .groupBy('symbol')
      .orderBy('symbol')
      .execute();
  },

  /** A market's trades since `since` (ms), in id order: what candles are built from. */
  tradesSince(db: TDb, symbol: string, since: number) {
    return db.selectFrom('spot_trades').select(['price', 'quantity', 'quote_quantity', 'created_at']).where('symbol', '=', symbol).where('created_at', '>=', BigInt(since)).orderBy('id').execute();
  },
};
