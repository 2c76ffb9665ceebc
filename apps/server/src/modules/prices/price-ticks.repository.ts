import type { Kysely, Selectable, Transaction } from 'kysely';
import { z } from 'zod';
import { ZPriceTickSource, type TPriceTickSource } from '@exchange/contracts';
import type { TDatabase, TPriceTicksTable } from '../../platform/db/schema.js';
import { tickHash } from '../../platform/integrity/chain-hash.js';
import { appendToChain, inTransaction } from '../../platform/integrity/chain-heads.repository.js';

type TDbOrTx = Kysely<TDatabase> | Transaction<TDatabase>;

/** A recorded index price: ticks of the market's price precision, with its inputs and when it was observed. */
export type TRecordedTick = {
  id: bigint;
  symbol: string;
  price: bigint;
  method: 'median' | 'demo';
  sources: TPriceTickSource[];
  observedAt: number;
};

const ZSources = z.array(ZPriceTickSource);

function tickOf(row: Selectable<TPriceTicksTable>): TRecordedTick {
  return {
    id: row.id,
    symbol: row.symbol,
    price: row.price,
    method: row.method,
    sources: ZSources.parse(JSON.parse(row.sources)),
    observedAt: Number(row.observed_at),
  };
}

/** The only place the SQL of price_ticks lives. The table is append-only: nothing here updates or deletes. */
export const priceTicksRepository = {
  /**
   * Appends ticks in ONE statement (one transaction: all markets of one second or none) and
   * returns them with their ids.
   */
  async insert(db: TDbOrTx, ticks: Omit<TRecordedTick, 'id'>[]): Promise<TRecordedTick[]> {
    if (ticks.length === 0) return [];
    // Chained (platform/integrity): each tick's hash covers the one before, in the order inserted.
    const rows = await inTransaction(db, (tx) =>
      appendToChain(tx, 'price_ticks', async (head) => {
        const values = ticks.map((t) => {
          const row = { symbol: t.symbol, price: t.price, method: t.method, sources: JSON.stringify(t.sources), observed_at: BigInt(t.observedAt) };
          head = tickHash(head, row);
          return { ...row, hash: head };
        });
        return { head, result: await tx.insertInto('price_ticks').values(values).returning(['id', 'symbol']).execute() };
      }),
    );
    // Matched by symbol (one tick per market per statement), not by the order RETURNING happens to use.
    const ids = new Map(rows.map((row) => [row.symbol, row.id]));
    return ticks.map((t) => ({ ...t, id: ids.get(t.symbol)! }));
  },

  /** A market's newest tick (the symbol-time index, read backwards). */
  async latest(db: TDbOrTx, symbol: string): Promise<TRecordedTick | null> {
    const row = await db
      .selectFrom('price_ticks')
      .selectAll()
      .where('symbol', '=', symbol)
      .orderBy('observed_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? tickOf(row) : null;
  },

  /** A market's ticks observed from `from` to `to` (both included), oldest first, at most `limit`. */
  async range(db: TDbOrTx, symbol: string, from: number, to: number, limit: number): Promise<TRecordedTick[]> {
    const rows = await db
      .selectFrom('price_ticks')
      .selectAll()
      .where('symbol', '=', symbol)
      .where('observed_at', '>=', BigInt(from))
      .where('observed_at', '<=', BigInt(to))
      .orderBy('observed_at', 'asc')
      .orderBy('id', 'asc')
      .limit(limit)
      .execute();
    return rows.map(tickOf);
  },

  /** Ticks recorded after tick `afterId`, in id order, at most `limit` (a follower reading what the recorder wrote). */
  async after(db: TDbOrTx, afterId: bigint, limit: number): Promise<TRecordedTick[]> {
    const rows = await db.selectFrom('price_ticks').selectAll().where('id', '>', afterId).orderBy('id', 'asc').limit(limit).execute();
    return rows.map(tickOf);
  },

  /** The ticks of these ids, any order (an order's proof). */
  async byIds(db: TDbOrTx, ids: readonly bigint[]): Promise<TRecordedTick[]> {
    const rows = await db.selectFrom('price_ticks').selectAll().where('id', 'in', [...ids]).execute();
    return rows.map(tickOf);
  },

  /**
   * A market's ticks observed from `from` on, oldest first, at most `limit`, with their sources
   * left as stored text (a settlement pass parses only those it cites).
   */
  windowFrom(db: TDbOrTx, symbol: string, from: number, limit: number) {
    return db
      .selectFrom('price_ticks')
      .select(['id', 'symbol', 'price', 'observed_at', 'sources'])
      .where('symbol', '=', symbol)
      .where('observed_at', '>=', BigInt(from))
      .orderBy('observed_at')
      .orderBy('id')
      .limit(limit)
      .execute();
  },
};
