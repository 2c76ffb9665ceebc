import type { Kysely } from 'kysely';
import { OrderBook } from '@exchange/engine';
import { MARKETS, type TMarket } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { executeBatch, type TBatchResult, type TCommand } from './spot-batch.js';
import type { TOrderRow } from './settle-fill.js';
import { marketUnits } from './units.js';
import { spotRepository } from './spot.repository.js';

const DEPTH_PUBLISHED = 150;
/** Commands committed together at most (they queue while the previous batch commits). */
const MAX_BATCH = 1000;
/** Rebuild attempts right after a failed commit (the wait before each), before the market pauses. */
const REBUILD_DELAYS_MS = [0, 25, 100];
/** While paused, the wait before each background rebuild: doubling from the first to the cap. */
const PAUSED_RETRY_MS = { first: 100, max: 2_000 };

type TWriterDeps = Pick<TDeps, 'db' | 'writeIo' | 'clock' | 'events' | 'logger'>;
/** What a rebuild needs: the database, and where to say why it failed. */
export type TRebuildDeps = { db: Kysely<TDatabase>; logger?: Pick<TDeps['logger'], 'error' | 'warn' | 'info'> };

type TCommandJob = { kind: 'command'; command: TCommand; resolve: (order: TOrderRow) => void; reject: (error: unknown) => void };
type TExclusiveJob = { kind: 'exclusive'; deps: TRebuildDeps; work: () => Promise<unknown>; resolve: (value: unknown) => void; reject: (error: unknown) => void };
type TJob = TCommandJob | TExclusiveJob;

const paused = () => new AppError('marketPaused');
/** A wait that does not keep a stopping process alive. */
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * One market's book and its single writer. Commands queue; the writer takes everything queued and
 * commits it as one database transaction (group commit, spot-batch.ts), so the book and the
 * database never see two batches of one market interleave.
 *
 * If a batch's commit fails, the book (which the batch already matched in) is rebuilt from the
 * committed open orders inside the writer, before anything else runs, and the batch's commands are
 * retried one by one so that one bad command cannot fail the others. If the book cannot be rebuilt,
 * the market is paused: every queued and new command is refused at once with `marketPaused`,
 * readers keep the last committed depth, and the writer keeps retrying the rebuild with backoff
 * until it succeeds, then resumes by itself. A book that disagrees with the database never serves
 * a command.
 */
export class SpotMarket {
  book = new OrderBook('cancel-taker');
  /** The rows of the orders resting in the book, by id (the engine's numeric id). */
  openOrders = new Map<number, TOrderRow>();
  /** Committed batches and the commands in them, since start (group commit at work). */
  readonly stats = { batches: 0, commands: 0 };
  private queue: TJob[] = [];
  private isDraining = false;
  private isPausedNow = false;
  private retryMs = PAUSED_RETRY_MS.first;
  private deps: TWriterDeps | null = null;
  /** The latest deps given: a paused market rebuilds with them. */
  private rebuildDeps: TRebuildDeps | null = null;
  /** The depth readers see: taken only after a command committed (or the book was rebuilt). */
  published: ReturnType<OrderBook['depth']> = { bids: [], asks: [] };
  /** Bumped at every committed change, so caches of market data know when they are stale. */
  version = 0;
  /** The last committed trade, for the index price. */
  lastTrade: { ticks: number; time: number } | null = null;

  constructor(readonly market: TMarket) {}

  /** True while the book cannot be rebuilt from the database: commands are refused, readers see the last depth. */
  get isPaused(): boolean {
    return this.isPausedNow;
  }

  /** Commands and work waiting for the writer. */
  get pending(): number {
    return this.queue.length;
  }

  /**
   * Queues a command; resolves with the order as committed, or rejects with why it was refused
   * (an AppError; `marketPaused`, at once, while the market is paused).
   */
  submit(deps: TWriterDeps, command: TCommand): Promise<TOrderRow> {
    this.deps = deps;
    this.rebuildDeps = deps;
    if (this.isPausedNow) return Promise.reject(paused());
    return new Promise((resolve, reject) => this.enqueue({ kind: 'command', command, resolve, reject }));
  }

  /**
   * Runs work that must not overlap a batch of this market (it changes what is committed for it,
   * or reads it as a whole) inside the writer: after the commands queued before it, before those
   * queued after. Then the book is rebuilt from the database, which the work may have changed.
   * Rejects with the work's error, or the rebuild's (the market then pauses and recovers by
   * itself), or `marketPaused` while paused.
   */
  exclusive<T>(deps: TRebuildDeps, work: () => Promise<T>): Promise<T> {
    this.rebuildDeps = deps;
    if (this.isPausedNow) return Promise.reject(paused());
    return new Promise<T>((resolve, reject) =>
      this.enqueue({ kind: 'exclusive', deps, work, resolve: resolve as (value: unknown) => void, reject }),
    );
  }

  private enqueue(job: TJob): void {
    this.queue.push(job);
    if (!this.isDraining) void this.drain();
  }

  /** The writer: one step at a time, until nothing is queued and the market is not paused. */
  private async drain(): Promise<void> {
    this.isDraining = true;
    try {
      // One turn of the event loop lets the commands that arrive together join the first batch.
      await new Promise((resolve) => setImmediate(resolve));
      while (this.isPausedNow || this.queue.length > 0) {
        try {
          if (this.isPausedNow) await this.recover();
          else if (this.queue[0].kind === 'exclusive') await this.runExclusive(this.queue.shift() as TExclusiveJob);
          else await this.process(this.takeCommands());
        } catch (error) {
          // Each step answers its own failures; should one escape, nobody is left waiting on a book of unknown state.
          this.rebuildDeps?.logger?.error({ err: error, symbol: this.market.symbol }, 'spot writer step failed');
          this.pause();
        }
      }
    } finally {
      this.isDraining = false;
    }
  }

  /** The queued commands up to the next exclusive work, at most MAX_BATCH. */
  private takeCommands(): TCommandJob[] {
    let end = 0;
    while (end < this.queue.length && end < MAX_BATCH && this.queue[end].kind === 'command') end += 1;
    return this.queue.splice(0, end) as TCommandJob[];
  }

  private async process(batch: TCommandJob[]): Promise<void> {
    if (this.isPausedNow) return this.refuse(batch);
    const deps = this.deps!;
    let result: TBatchResult;
    try {
      result = await deps.db.transaction().execute((tx) => executeBatch(deps.writeIo(tx), this, batch.map((q) => q.command), deps.clock.now()));
    } catch (error) {
      if (batch.length === 1 && !(error instanceof AppError)) deps.logger.error({ err: error, symbol: this.market.symbol }, 'spot order batch failed');
      // The batch matched in the book before its commit failed: the book is true again only once rebuilt.
      if (await this.rebuildOrPause(deps)) return this.refuse(batch);
      if (batch.length === 1) batch[0].reject(error);
      else for (const one of batch) await this.process([one]);
      return;
    }
    for (const [id, row] of result.openOrders) {
      if (row) this.openOrders.set(id, row);
      else this.openOrders.delete(id);
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

  private async runExclusive(job: TExclusiveJob): Promise<void> {
    let outcome: { value: unknown } | { error: unknown };
    try {
      outcome = { value: await job.work() };
    } catch (error) {
      outcome = { error };
    }
    const failure = await this.rebuildOrPause(job.deps);
    if ('error' in outcome) job.reject(outcome.error);
    else if (failure) job.reject(failure.error);
    else job.resolve(outcome.value);
  }

  /** Rebuilds the book, retrying a few times; if it still fails, pauses the market. Answers the last failure, or null. */
  private async rebuildOrPause(deps: TRebuildDeps): Promise<{ error: unknown } | null> {
    let failure: { error: unknown } | null = null;
    for (const delay of REBUILD_DELAYS_MS) {
      if (delay > 0) await sleep(delay);
      try {
        await this.rebuild(deps.db);
        return null;
      } catch (error) {
        failure = { error };
      }
    }
    deps.logger?.error({ err: failure!.error, symbol: this.market.symbol }, 'spot market paused: its book cannot be rebuilt from the database');
    this.pause();
    return failure;
  }

  /** Refuses everything queued and everything new, until a background rebuild succeeds. */
  private pause(): void {
    this.isPausedNow = true;
    this.retryMs = PAUSED_RETRY_MS.first;
    this.refuse(this.queue.splice(0));
  }

  private refuse(jobs: TJob[]): void {
    for (const job of jobs) job.reject(paused());
  }

  /** One background attempt of a paused market, after a growing wait; it resumes when the rebuild succeeds. */
  private async recover(): Promise<void> {
    await sleep(this.retryMs);
    const deps = this.rebuildDeps!;
    try {
      await this.rebuild(deps.db);
      this.isPausedNow = false;
      deps.logger?.info({ symbol: this.market.symbol }, 'spot market resumed: its book was rebuilt');
    } catch (error) {
      this.retryMs = Math.min(this.retryMs * 2, PAUSED_RETRY_MS.max);
      deps.logger?.warn({ err: error, symbol: this.market.symbol }, 'spot market still paused: rebuild failed');
    }
  }

  private publish(): void {
    this.published = this.book.depth(DEPTH_PUBLISHED);
    this.version += 1;
  }

  /** Replaces the book, its rows and the last trade with what the database holds. Writer only. */
  private async rebuild(db: Kysely<TDatabase>): Promise<void> {
    const units = marketUnits(this.market);
    const rows: TOrderRow[] = await spotRepository.restingOrders(db, this.market.symbol);
    const last = await spotRepository.lastTrade(db, this.market.symbol);
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
    // Nothing is replaced unless every read succeeded.
    this.book = book;
    this.openOrders = openOrders;
    this.lastTrade = last ? { ticks: Number(last.price), time: Number(last.created_at) } : null;
    this.publish();
  }
}

export type TSpotExchange = {
  /** The market's book; a market listed at run time (modules/catalog) is opened on first use, its rebuild queued first. */
  market(symbol: string): SpotMarket | undefined;
  /** Rebuilds every book from the database (start-up), each inside its market's writer. */
  loadAll(db: Kysely<TDatabase>): Promise<void>;
  /** Opens the books of markets listed since (MARKETS, run-time catalogue) and rebuilds them; answers their symbols. */
  openNew(db: Kysely<TDatabase>): Promise<string[]>;
};

export function createSpotExchange(): TSpotExchange {
  const markets = new Map<string, SpotMarket>();
  let loadedFrom: Kysely<TDatabase> | null = null;
  /** A book for a listed market; once the exchange has loaded, a new one is rebuilt before its first command (the writer's queue). */
  const open = (market: TMarket): { spot: SpotMarket; isNew: boolean } => {
    const known = markets.get(market.symbol);
    if (known) return { spot: known, isNew: false };
    const spot = new SpotMarket(market);
    markets.set(market.symbol, spot);
    return { spot, isNew: true };
  };
  const rebuild = (spot: SpotMarket, db: Kysely<TDatabase>) => spot.exclusive({ db }, async () => undefined);
  for (const market of MARKETS) open(market);
  return {
    market: (symbol) => {
      const known = markets.get(symbol);
      if (known) return known;
      const listed = MARKETS.find((m) => m.symbol === symbol);
      if (!listed) return undefined;
      const { spot } = open(listed);
      // A failed rebuild pauses the new market, which then recovers by itself.
      if (loadedFrom) rebuild(spot, loadedFrom).catch(() => undefined);
      return spot;
    },
    async loadAll(db) {
      loadedFrom = db;
      for (const market of MARKETS) open(market);
      for (const market of markets.values()) await rebuild(market, db);
    },
    async openNew(db) {
      loadedFrom ??= db;
      const opened = MARKETS.map(open).filter((o) => o.isNew);
      // Every rebuild is queued at once, so none of these markets takes a command before its rebuild.
      await Promise.all(opened.map(({ spot }) => rebuild(spot, db)));
      return opened.map((o) => o.spot.market.symbol);
    },
  };
}
