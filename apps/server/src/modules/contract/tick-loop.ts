import type { TDeps } from '../../platform/deps.js';
import type { TRecordedTick } from '../prices/price-ticks.repository.js';

/** How far back each sync reads changed rows beyond its last one: covers transactions that committed late and clocks a little apart. */
export const SYNC_OVERLAP_MS = 5_000;

/** The most rows one page of a sync reads. */
export const SYNC_PAGE = 5_000;

/**
 * The skeleton the contract and seconds engines share (ARCHITECTURE.md "Timed work"): ticks are
 * handled one after another on one chain (a failure is logged and the chain goes on), a sync reads
 * the rows changed since the last one (less SYNC_OVERLAP_MS) and never runs twice at once, and a
 * once-a-second loop runs until stop(), which also ends the tick subscription and waits for the
 * chain. What a tick or a changed row means stays with each engine.
 */
export type TTickLoop = {
  /** Runs `work` after everything queued before it; a failure runs `onFailure`, is logged as `failure`, and the chain goes on. The answer is the work's own. */
  queue<T>(work: () => Promise<T>, failure: string, onFailure?: () => void): Promise<T>;
  /** Resolves once the work queued so far is done. */
  idle(): Promise<void>;
  /** The engine has read its open rows: the next sync reads what changed from now on. */
  markLoaded(): void;
  /** Reads the rows changed since the last sync (readChanged), unless a sync is under way. */
  sync(): Promise<void>;
  /** Subscribes to every tick this process records or follows. */
  listen(onTick: (tick: TRecordedTick) => unknown): void;
  /** Starts the once-a-second loop of `every`, its failures logged as `failure`. */
  start(every: () => Promise<void>, failure: string): void;
  /** Stops the loop and the tick subscription; resolves once the work under way is done. */
  stop(): Promise<void>;
};

/** A tick loop whose sync calls `readChanged(since)`, `since` in ms (the last sync's start less SYNC_OVERLAP_MS). */
export function createTickLoop(deps: Pick<TDeps, 'clock' | 'logger' | 'priceTicks'>, readChanged: (since: number) => Promise<void>): TTickLoop {
  let watermark = 0;
  let chain: Promise<unknown> = Promise.resolve();
  let isLooping = false;
  let isSyncing = false;
  let timer: NodeJS.Timeout | null = null;
  let unsubscribe = () => {};

  return {
    queue(work, failure, onFailure) {
      const run = chain.then(work);
      chain = run.catch((error) => {
        onFailure?.();
        deps.logger.error({ err: error }, failure);
      });
      return run;
    },
    async idle() {
      await chain;
    },
    markLoaded() {
      watermark = deps.clock.now();
    },
    async sync() {
      if (isSyncing) return;
      isSyncing = true;
      try {
        const now = deps.clock.now();
        await readChanged(watermark - SYNC_OVERLAP_MS);
        watermark = now;
      } finally {
        isSyncing = false;
      }
    },
    listen(onTick) {
      unsubscribe = deps.priceTicks.subscribe(onTick);
    },
    start(every, failure) {
      if (isLooping) return;
      isLooping = true;
      const loop = () => {
        timer = setTimeout(() => {
          every()
            .catch((error) => deps.logger.error({ err: error }, failure))
            .finally(() => {
              if (isLooping) loop();
            });
        }, 1_000).unref();
      };
      loop();
    },
    async stop() {
      isLooping = false;
      unsubscribe();
      if (timer) clearTimeout(timer);
      timer = null;
      await chain;
    },
  };
}

/** Reads rows page by page (SYNC_PAGE, in id order, after the last id read) and hands each page to `each`. */
export async function readPages<TRow extends { id: bigint }>(read: (afterId: bigint) => Promise<TRow[]>, each: (rows: TRow[]) => Promise<void> | void): Promise<void> {
  let afterId = 0n;
  for (;;) {
    const rows = await read(afterId);
    await each(rows);
    if (rows.length < SYNC_PAGE) return;
    afterId = rows[rows.length - 1].id;
  }
}

/**
 * What the contract and seconds engines both are: open rows read at start, changed rows synced,
 * recorded ticks checked, a durable job that applies what a tick crossed, and a loop to start and
 * stop. Each engine adds its own (`TJob` is its job handler's type).
 */
export type TTickEngine<TRow, TJob> = {
  /** Reads every open order (start-up). */
  load(): Promise<void>;
  /** Reads the orders changed since the last sync (jobs' work, other processes'): pushes their changes. */
  sync(): Promise<void>;
  /** An order this process just committed: tracked and its change pushed. */
  track(row: TRow): void;
  /** Checks a recorded tick and queues the durable jobs it calls for. */
  onTick(tick: TRecordedTick): Promise<void>;
  /** Resolves once the ticks received so far have been checked and their jobs queued. */
  idle(): Promise<void>;
  /** Starts the once-a-second loop (main.ts; tests call sync themselves). */
  start(): void;
  /** Stops the loop and the tick subscription; resolves once the checks under way are done. */
  stop(): Promise<void>;
  /** The durable job that applies what a tick crossed, at that tick. */
  job: TJob;
  /** How many orders it holds (tests, bench). */
  size(): number;
};

/** One engine per app (per deps): app.ts makes it, tests and jobs reach it through `of`. */
export function engineRegistry<TEngine>(name: string): { set(deps: TDeps, engine: TEngine): void; of(deps: TDeps): TEngine } {
  const engines = new WeakMap<TDeps, TEngine>();
  return {
    set: (deps, engine) => void engines.set(deps, engine),
    of: (deps) => {
      const engine = engines.get(deps);
      if (!engine) throw new Error(`no ${name} engine for these deps`);
      return engine;
    },
  };
}
