import type { Kysely } from 'kysely';
import { OrderBook } from '@exchange/engine';
import { MARKETS, type TMarket } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { executeBatch, type TBatchResult, type TCommand } from './spot-batch.js';
import type { TOrderRow } from './settle-fill.js';
import { marketUnits } from './units.js';

const DEPTH_PUBLISHED = 150;
/** Commands committed together at most (they queue while the previous batch commits). */
const MAX_BATCH = 1000;

type TWriterDeps = Pick<TDeps, 'db' | 'writeIo' | 'clock' | 'events' | 'logger'>;

type TQueued = { command: TCommand; resolve: (order: TOrderRow) => void; reject: (error: unknown) => void };

/**
 * One market's book and its single writer. Commands queue; the writer takes everything queued and
 * commits it as one database transaction (group commit, spot-batch.ts), so the book and the
 * database never see two batches of one market interleave. If a batch's transaction fails, the
 * book is rebuilt from the committed open orders (so it only ever reflects what was committed) and
 * the batch's commands are retried one by one, so that one bad command cannot fail the others.
 */
export class SpotMarket {
  book = new OrderBook('cancel-taker');
  /** The rows of the orders resting in the book, by id (the engine's numeric id). */
  openOrders = new Map<number, TOrderRow>();
  /** Committed batches and the commands in them, since start (group commit at work). */
  readonly stats = { batches: 0, commands: 0 };
  private queue: TQueued[] = [];
  private isDraining = false;
  private deps: TWriterDeps | null = null;
  /** The depth readers see: taken only after a command committed (or the book was rebuilt). */
  published: ReturnType<OrderBook['depth']> = { bids: [], asks: [] };
  /** Bumped at every committed change, so caches of market data know when they are stale. */
  version = 0;
  /** The last committed trade, for the index price. */
  lastTrade: { ticks: number; time: number } | null = null;

  constructor(readonly market: TMarket) {}

  /** Queues a command; resolves with the order as committed, or rejects with why it was refused. */
  submit(deps: TWriterDeps, command: TCommand): Promise<TOrderRow> {
    this.deps = deps;
    return new Promise((resolve, reject) => {
      this.queue.push({ command, resolve, reject });
      if (!this.isDraining) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.isDraining = true;
    try {
      // One turn of the event loop lets the commands that arrive together join the first batch.
      await new Promise((resolve) => setImmediate(resolve));
      while (this.queue.length > 0) await this.process(this.queue.splice(0, MAX_BATCH));
    } finally {
      this.isDraining = false;
    }
  }

  private async process(batch: TQueued[]): Promise<void> {
    const deps = this.deps!;
    let result: TBatchResult;
    try {
      result = await deps.db.transaction().execute((tx) => executeBatch(deps.writeIo(tx), this, batch.map((q) => q.command), deps.clock.now()));
    } catch (error) {
      if (batch.length === 1 && !(error instanceof AppError)) deps.logger.error({ err: error, symbol: this.market.symbol }, 'spot order batch failed');
      await this.rebuild(deps.db);
      if (batch.length === 1) batch[0].reject(error);
      else for (const one of batch) await this.process([one]);
      return;
    }
    this.stats.batches += 1;
    this.stats.commands += batch.length;
    if (result.fills.length > 0) this.lastTrade = { ticks: result.fills[result.fills.length - 1].price, time: result.time };
    this.publish();
    result.outcomes.forEach((outcome, i) => ('order' in outcome ? batch[i].resolve(outcome.order) : batch[i].reject(outcome.error)));
    // Events are best effort: what was committed stands, and readers can always ask the database.
    await deps.events
      .afterOrder({ market: this.market, fills: result.fills, tradeIds: result.tradeIds, time: result.time, orders: result.touched })
      .catch((error: unknown) => deps.logger.error({ err: error, symbol: this.market.symbol }, 'spot events failed'));
  }

  publish(): void {
    this.published = this.book.depth(DEPTH_PUBLISHED);
    this.version += 1;
  }

  async rebuild(db: Kysely<TDatabase>): Promise<void> {
    const units = marketUnits(this.market);
    const rows = (await db
      .selectFrom('spot_orders')
      .selectAll()
      .where('symbol', '=', this.market.symbol)
      .where('status', '=', 'unfinished')
      .orderBy('id')
      .execute()) as TOrderRow[];
    const book = new OrderBook('cancel-taker');
    const openOrders = new Map<number, TOrderRow>();
    for (const row of rows) {
      openOrders.set(Number(row.id), row);
      book.restore({
        id: Number(row.id),
        owner: Number(row.user_id),
        side: row.side,
        price: Number(row.price),
        remaining: Number(units.lotsOf(row.amount - row.filled)),
      });
    }
    this.book = book;
    this.openOrders = openOrders;
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
