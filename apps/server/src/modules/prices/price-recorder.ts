import type { Kysely } from 'kysely';
import { MARKETS, type TMarket } from '@exchange/contracts';
import type { TClock } from '../../platform/clock.js';
import { holdLease, releaseLease } from '../../platform/leases.js';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TIndexSource } from './index-price.js';
import { priceTicksRepository, type TRecordedTick } from './price-ticks.repository.js';

/** Called once per recorded tick, after its commit. A listener's failure is logged and never stops the recorder. */
export type TTickListener = (tick: TRecordedTick) => unknown;

export type TPriceRecorder = {
  /** Loads the newest tick of every market from the table (start-up), so the rule below holds across restarts. */
  load(): Promise<void>;
  /** Computes every market's index now and records those that are due, in one statement; returns what it wrote. */
  recordNow(): Promise<TRecordedTick[]>;
  /**
   * One second of the loop: the holder of the recorder lease records (recordNow); any other
   * process follows, reading the ticks the holder wrote so that its `latest` and listeners
   * see them too. Says which it did.
   */
  step(): Promise<'recorded' | 'followed'>;
  /** The newest recorded tick of a market (in memory), or null. */
  latest(symbol: string): TRecordedTick | null;
  /** Calls `listener` with each tick recorded from now on; returns the function that unsubscribes. */
  subscribe(listener: TTickListener): () => void;
  /**
   * Adds a source of the markets that need a tick every second even while their index does not
   * move (a seconds contract waiting for its opening or settlement tick must not wait for the
   * heartbeat). Read by the recording process once a second, from the database, so orders any
   * process created count.
   */
  want(source: () => Promise<Iterable<string>>): void;
  /** Starts the inputs (feed polling) and records at every whole second until stop(). */
  start(): void;
  /** Stops the loop and the inputs; resolves once a recording under way has finished. */
  stop(): Promise<void>;
};

export type TPriceRecorderOptions = {
  db: Kysely<TDatabase>;
  clock: TClock;
  index: TIndexSource;
  /** An unchanged index is still recorded this often (the heartbeat). */
  heartbeatMs: number;
  logger?: { error(payload: object, message: string): void };
  markets?: TMarket[];
  /**
   * Who this process is, for the recorder lease: one process of a database records at a time,
   * the others follow (two recorders would write two ticks per second per market).
   */
  owner: string;
  /** How long the lease lasts without renewal: the time another process waits after a crash. */
  leaseMs?: number;
};

/** The lease's name in `leases`. */
export const RECORDER_LEASE = 'price-recorder';

/**
 * Records index prices (ARCHITECTURE.md "Recorded prices"): nothing may use an index price that
 * is not first written here. Once a second, for every market with an index price, a tick is
 * written when
 *   - the price (or the method) differs from the market's last tick, or
 *   - the last tick is `heartbeatMs` old or older (so a settlement always finds a recent tick,
 *     and a gap in the ticks always means there was no index price),
 *   - or a product wants the market ticked every second (`want`: a seconds contract waiting for
 *     the tick at or after its opening or its expiry),
 * and never twice for one market in one millisecond, nor older than the last one. A market with
 * no index price (feeds stale, no fresh trade) gets no tick: its gap is the record of that.
 * All ticks of one second go in one statement; only after it commits do `latest` and the
 * listeners see them. A failed write is logged and retried with the next second's prices.
 */
export function createPriceRecorder(options: TPriceRecorderOptions): TPriceRecorder {
  const markets = options.markets ?? MARKETS;
  const latest = new Map<string, TRecordedTick>();
  const listeners = new Set<TTickListener>();
  const wants = new Set<() => Promise<Iterable<string>>>();
  let chain: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;
  let isRunning = false;
  let isHolder = false;
  /** The newest tick id this process has seen (its own or read from the table): where following resumes. */
  let seenId = 0n;
  const leaseMs = options.leaseMs ?? 5_000;

  const report = (error: unknown, message: string) => options.logger?.error({ err: error }, message);

  const notify = (tick: TRecordedTick) => {
    for (const listener of listeners) {
      try {
        const result = listener(tick);
        if (result instanceof Promise) result.catch((error) => report(error, 'price tick listener failed'));
      } catch (error) {
        report(error, 'price tick listener failed');
      }
    }
  };

  const isDue = (market: TMarket, price: bigint, method: string, now: number, isWanted: boolean) => {
    const last = latest.get(market.symbol);
    if (!last) return true;
    if (now <= last.observedAt) return false;
    const heartbeat = isWanted ? Math.min(options.heartbeatMs, 1_000) : options.heartbeatMs;
    return last.price !== price || last.method !== method || now - last.observedAt >= heartbeat;
  };

  /** The markets some product wants ticked every second; a failing source is logged and wants none. */
  const wanted = async (): Promise<Set<string>> => {
    const out = new Set<string>();
    for (const source of wants) {
      try {
        for (const symbol of await source()) out.add(symbol);
      } catch (error) {
        report(error, 'price tick demand failed');
      }
    }
    return out;
  };

  const record = async (): Promise<TRecordedTick[]> => {
    const wantedNow = wants.size > 0 ? await wanted() : new Set<string>();
    const now = options.clock.now();
    const due: Omit<TRecordedTick, 'id'>[] = [];
    for (const market of markets) {
      const index = options.index.compute(market);
      if (index && isDue(market, index.price, index.method, now, wantedNow.has(market.symbol))) due.push({ symbol: market.symbol, ...index, observedAt: now });
    }
    const written = await priceTicksRepository.insert(options.db, due);
    for (const tick of written) remember(tick);
    written.forEach(notify);
    return written;
  };

  const remember = (tick: TRecordedTick) => {
    if (tick.id > seenId) seenId = tick.id;
    const last = latest.get(tick.symbol);
    if (!last || tick.observedAt >= last.observedAt) latest.set(tick.symbol, tick);
  };

  /** Reads what the lease holder recorded since the last read (a page at a time), oldest first. */
  const follow = async () => {
    for (;;) {
      const ticks = await priceTicksRepository.after(options.db, seenId, 1000);
      for (const tick of ticks) {
        remember(tick);
        notify(tick);
      }
      if (ticks.length < 1000) return;
    }
  };

  const step = async (): Promise<'recorded' | 'followed'> => {
    isHolder = await holdLease(options.db, RECORDER_LEASE, options.owner, options.clock.now(), leaseMs);
    if (!isHolder) {
      await follow();
      return 'followed';
    }
    // A new holder first catches up on what the previous one wrote, so its rule (changed or heartbeat) holds.
    await follow();
    await recordNow();
    return 'recorded';
  };

  const recordNow = (): Promise<TRecordedTick[]> => {
    // One recording at a time, in call order: the loop and a direct call never interleave.
    const run = chain.then(record);
    chain = run.catch(() => undefined);
    return run;
  };

  const schedule = () => {
    if (!isRunning) return;
    // At the next whole second of the clock, so ticks of all markets share their second.
    timer = setTimeout(() => {
      step()
        .catch((error) => report(error, 'recording price ticks failed'))
        .finally(schedule);
    }, 1000 - (options.clock.now() % 1000)).unref();
  };

  return {
    async load() {
      for (const market of markets) {
        const tick = await priceTicksRepository.latest(options.db, market.symbol);
        if (tick) remember(tick);
      }
    },
    recordNow,
    step,
    latest: (symbol) => latest.get(symbol) ?? null,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    want(source) {
      wants.add(source);
    },
    start() {
      if (isRunning) return;
      isRunning = true;
      options.index.start?.();
      schedule();
    },
    async stop() {
      isRunning = false;
      if (timer) clearTimeout(timer);
      timer = null;
      options.index.stop?.();
      await chain;
      // A clean stop hands the lease over at once instead of after it expires.
      if (isHolder) await releaseLease(options.db, RECORDER_LEASE, options.owner).catch((error) => report(error, 'releasing the recorder lease failed'));
      isHolder = false;
    },
  };
}
