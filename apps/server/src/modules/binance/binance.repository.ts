import type { Kysely, Transaction } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';

type TDb = Kysely<TDatabase> | Transaction<TDatabase>;

/**
 * Binance's range reads: from an id or a start time, the first rows; without either, the latest
 * rows (read newest first). Either way answered oldest first.
 */
async function oldestFirst<T>(range: { fromId?: bigint; start?: number }, read: (direction: 'asc' | 'desc') => Promise<T[]>): Promise<T[]> {
  const isLatest = range.fromId === undefined && range.start === undefined;
  const rows = await read(isLatest ? 'desc' : 'asc');
  return isLatest ? rows.reverse() : rows;
}

/** What the Binance-compatible calls read of spot orders and trades (the spot module writes them). */
export const binanceRepository = {
  /** A market's latest trades, newest first. */
  recentTrades(db: TDb, symbol: string, limit: number) {
    return db.selectFrom('spot_trades').selectAll().where('symbol', '=', symbol).orderBy('id', 'desc').limit(limit).execute();
  },

  /** A market's trades oldest first, from an id or within a time range; without either, the latest. */
  tradesFrom(db: TDb, symbol: string, range: { fromId?: bigint; start?: number; end?: number; limit: number }) {
    let query = db.selectFrom('spot_trades').selectAll().where('symbol', '=', symbol);
    if (range.fromId !== undefined) query = query.where('id', '>=', range.fromId);
    if (range.start !== undefined) query = query.where('created_at', '>=', BigInt(range.start));
    if (range.end !== undefined) query = query.where('created_at', '<=', BigInt(range.end));
    return oldestFirst(range, (direction) => query.orderBy('id', direction).limit(range.limit).execute());
  },

  /** The trades of these ids (an execution report's fees and quote amounts). */
  async tradesByIds(db: TDb, ids: bigint[]) {
    return ids.length === 0 ? [] : db.selectFrom('spot_trades').selectAll().where('id', 'in', ids).execute();
  },

  /** A market's trades in [from, to] (ms), oldest first. */
  tradesBetween(db: TDb, symbol: string, from: number, to: number) {
    return db
      .selectFrom('spot_trades')
      .select(['id', 'price', 'quantity', 'quote_quantity', 'taker_side', 'created_at'])
      .where('symbol', '=', symbol)
      .where('created_at', '>=', BigInt(from))
      .where('created_at', '<=', BigInt(to))
      .orderBy('id')
      .execute();
  },

  /** The last trade before `before` (ms), for the previous close. */
  lastTradeBefore(db: TDb, symbol: string, before: number) {
    return db.selectFrom('spot_trades').selectAll().where('symbol', '=', symbol).where('created_at', '<', BigInt(before)).orderBy('id', 'desc').limit(1).executeTakeFirst();
  },

  findByClientId(db: TDb, userId: bigint, clientOrderId: string) {
    return db.selectFrom('spot_orders').selectAll().where('user_id', '=', userId).where('client_order_id', '=', clientOrderId).executeTakeFirst();
  },

  openOrders(db: TDb, userId: bigint, symbol: string | null) {
    let query = db.selectFrom('spot_orders').selectAll().where('user_id', '=', userId).where('status', '=', 'unfinished');
    if (symbol) query = query.where('symbol', '=', symbol);
    return query.orderBy('id').limit(1000).execute();
  },

  /** A user's orders on one market, oldest first: from an order id, or within a time range. */
  allOrders(db: TDb, userId: bigint, symbol: string, range: { fromId?: bigint; start?: number; end?: number; limit: number }) {
    let query = db.selectFrom('spot_orders').selectAll().where('user_id', '=', userId).where('symbol', '=', symbol);
    if (range.fromId !== undefined) query = query.where('id', '>=', range.fromId);
    if (range.start !== undefined) query = query.where('created_at', '>=', BigInt(range.start));
    if (range.end !== undefined) query = query.where('created_at', '<=', BigInt(range.end));
    return oldestFirst(range, (direction) => query.orderBy('id', direction).limit(range.limit).execute());
  },

  /** A user's trades on one market with the side of their own order in each, oldest first. */
  myTrades(db: TDb, userId: bigint, symbol: string, range: { orderId?: bigint; fromId?: bigint; start?: number; end?: number; limit: number }) {
    let query = db
      .selectFrom('spot_trades as t')
      .innerJoin('spot_orders as o', (join) => join.on((eb) => eb.or([eb('o.id', '=', eb.ref('t.maker_order_id')), eb('o.id', '=', eb.ref('t.taker_order_id'))])))
      .selectAll('t')
      .select(['o.id as own_order_id', 'o.side as own_side'])
      .where('o.user_id', '=', userId)
      .where('t.symbol', '=', symbol);
    if (range.orderId !== undefined) query = query.where('o.id', '=', range.orderId);
    if (range.fromId !== undefined) query = query.where('t.id', '>=', range.fromId);
    if (range.start !== undefined) query = query.where('t.created_at', '>=', BigInt(range.start));
    if (range.end !== undefined) query = query.where('t.created_at', '<=', BigInt(range.end));
    return oldestFirst(range, (direction) => query.orderBy('t.id', direction).limit(range.limit).execute());
  },
};
