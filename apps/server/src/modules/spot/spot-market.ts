import type { Kysely } from 'kysely';
import { OrderBook } from '@exchange/engine';
import { MARKETS, type TMarket } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import { marketUnits } from './units.js';

const DEPTH_PUBLISHED = 150;

/**
 * One market's book and its single writer: commands run one after another, so the book and the
 * database never see two commands of one market interleave. If a command's database transaction
 * fails after the engine matched, the book is rebuilt from the committed open orders, so it only
 * ever reflects what was committed.
 */
export class SpotMarket {
  book = new OrderBook('cancel-taker');
  private tail: Promise<unknown> = Promise.resolve();
  /** The depth readers see: taken only after a command committed (or the book was rebuilt). */
  published: ReturnType<OrderBook['depth']> = { bids: [], asks: [] };
  /** Bumped at every committed change, so caches of market data know when they are stale. */
  version = 0;
  /** The last committed trade, for the index price. */
  lastTrade: { ticks: number; time: number } | null = null;

  constructor(readonly market: TMarket) {}

  /** Runs one command after the ones before it (the command publishes once it has committed). */
  run<T>(work: () => Promise<T>): Promise<T> {
    const next = this.tail.then(work, work);
    this.tail = next.catch(() => undefined);
    return next;
  }

  publish(): void {
    this.published = this.book.depth(DEPTH_PUBLISHED);
    this.version += 1;
  }

  async rebuild(db: Kysely<TDatabase>): Promise<void> {
    const units = marketUnits(this.market);
    const rows = await db
      .selectFrom('spot_orders')
      .select(['id', 'user_id', 'side', 'price', 'amount', 'filled'])
      .where('symbol', '=', this.market.symbol)
      .where('status', '=', 'unfinished')
      .orderBy('id')
      .execute();
    const book = new OrderBook('cancel-taker');
    for (const row of rows) {
      book.restore({
        id: Number(row.id),
        owner: Number(row.user_id),
        side: row.side,
        price: Number(row.price),
        remaining: Number(units.lotsOf(row.amount - row.filled)),
      });
    }
    this.book = book;
    const last = await db
      .selectFrom('spot_trades')
      .select(['price', 'created_at'])
      .where('symbol', '=', this.market.symbol)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    this.lastTrade = last ? { ticks: Number(last.price), time: Number(last.created_at) } : null;
    this.publish();
  }
}

export type TSpotExchange = {
  market(symbol: string): SpotMarket | undefined;
  /** Rebuilds every book from the database (start-up). */
  loadAll(db: Kysely<TDatabase>): Promise<void>;
};

export function createSpotExchange(): TSpotExchange {
  const markets = new Map(MARKETS.map((m) => [m.symbol, new SpotMarket(m)]));
  return {
    market: (symbol) => markets.get(symbol),
    async loadAll(db) {
      for (const market of markets.values()) await market.rebuild(db);
    },
  };
}
