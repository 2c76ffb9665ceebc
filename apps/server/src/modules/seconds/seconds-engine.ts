import { z } from 'zod';
import type { TSecondsPush } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import { defineJob, type TJobHandler } from '../../platform/jobs/job-types.js';
import type { TRecordedTick } from '../prices/price-ticks.repository.js';
import { SECONDS_SETTLE_KIND } from './create-order.js';
import { presentMany, type TSecondsOrderRow } from './seconds-orders.js';
import { settleUpTo } from './settle-orders.js';

const ZSettlePayload = z.object({ symbol: z.string().min(1).max(16), upTo: z.number().int().min(0), round: z.number().int().min(0).max(10_000), isNet: z.boolean().optional() });

/** The bus topic of a user's seconds pushes; the hub serves it as the private topic `seconds`. */
export const secondsTopic = (userId: bigint) => `user.${userId}.seconds`;

const SYNC_OVERLAP_MS = 5_000;

type TOpen = { symbol: string; userId: bigint; acceptedAt: number; expiresAt: number; hasOpenTick: boolean; updatedAt: bigint };

export type TSecondsEngine = {
  load(): Promise<void>;
  /** Reads the orders changed since the last sync (jobs' work, other processes'): pushes their events. */
  sync(): Promise<void>;
  /** An order this process just created. */
  track(row: TSecondsOrderRow): void;
  onTick(tick: TRecordedTick): Promise<void>;
  idle(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
  job: TJobHandler<z.output<typeof ZSettlePayload>>;
  size(): number;
};

const engines = new WeakMap<TDeps, TSecondsEngine>();

export function secondsEngineOf(deps: TDeps): TSecondsEngine {
  const engine = engines.get(deps);
  if (!engine) throw new Error('no seconds engine for these deps');
  return engine;
}

/**
 * The timed part of seconds contracts (ARCHITECTURE.md "Timed work"). Two kinds of durable job run
 * the same pass (settle-orders.ts), whose effects apply once whoever runs it:
 * - on every recorded tick of a market with an order waiting for that instant (an opening tick, an
 *   expiry), a job `tick:<symbol>:<tick id>` runs the pass up to that tick's time: the opening
 *   price within a tick, the settlement within a tick of expiry;
 * - at creation, in the order's own transaction, a safety-net job per market and expiry second,
 *   due a few seconds after it: it settles whatever the tick jobs did not (this process died, no
 *   process saw the tick) and, while the index is down, queues its next round (settlement waits,
 *   it never guesses). A kill -9 therefore loses nothing and pays nothing twice.
 */
export function createSecondsEngine(deps: TDeps): TSecondsEngine {
  // An open order waits for the tick at or after its opening and its expiry: its market is ticked
  // every second meanwhile, even when its index does not move (else the heartbeat, 10 s, would
  // delay both). Read from the database, so orders any process created count (index seconds_orders_open).
  deps.priceTicks.want(async () =>
    (await deps.db.selectFrom('seconds_orders').select('symbol').distinct().where('status', '=', 'open').execute()).map((row) => row.symbol),
  );
  const open = new Map<bigint, TOpen>();
  /** The last event pushed per order, so an overlapping sync does not push it twice. */
  const pushed = new Map<bigint, { event: 'opened' | 'settled'; at: bigint }>();
  let watermark = 0;
  let chain: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;
  let isLooping = false;
  let isSyncing = false;

  const remember = (row: TSecondsOrderRow) => {
    if (row.status === 'open') {
      open.set(row.id, { symbol: row.symbol, userId: row.user_id, acceptedAt: Number(row.accepted_at), expiresAt: Number(row.expires_at), hasOpenTick: row.open_tick_id !== null, updatedAt: row.updated_at });
    } else open.delete(row.id);
  };

  const publish = async (rows: TSecondsOrderRow[]) => {
    const events: { row: TSecondsOrderRow; event: 'opened' | 'settled' }[] = [];
    for (const row of rows) {
      const event = row.status === 'settled' ? 'settled' : row.open_tick_id !== null ? 'opened' : null;
      if (!event || pushed.get(row.id)?.event === event) continue;
      pushed.set(row.id, { event, at: row.updated_at });
      if (deps.bus.hasSubscribers(secondsTopic(row.user_id))) events.push({ row, event });
    }
    if (events.length === 0) return;
    const orders = await presentMany(deps.db, events.map((e) => e.row));
    events.forEach(({ row, event }, i) => deps.bus.publish(secondsTopic(row.user_id), { type: 'order', event, order: orders[i] } satisfies TSecondsPush));
  };

  const handle = async (tick: TRecordedTick) => {
    let isDue = false;
    for (const o of open.values()) {
      if (o.symbol === tick.symbol && ((!o.hasOpenTick && o.acceptedAt <= tick.observedAt) || o.expiresAt <= tick.observedAt)) {
        isDue = true;
        break;
      }
    }
    if (!isDue) return;
    await deps.jobs.enqueue({ kind: SECONDS_SETTLE_KIND, key: `tick:${tick.symbol}:${tick.id}`, payload: { symbol: tick.symbol, upTo: tick.observedAt, round: 0 }, dueAt: deps.clock.now() });
  };

  const job = defineJob({
    kind: SECONDS_SETTLE_KIND,
    payload: ZSettlePayload,
    async run(j, tx) {
      const pass = await settleUpTo(deps, tx, j.payload.symbol, j.payload.upTo);
      // A safety-net job (keyed by market and expiry second) comes back while orders of its second wait for a tick.
      if (pass.waiting > 0 && !j.key.startsWith('tick:')) {
        const round = j.payload.round + 1;
        const base = j.key.slice(0, j.key.lastIndexOf(':'));
        const delay = Math.min(60_000, 1_000 * 2 ** Math.min(round, 6));
        await deps.jobs.enqueue({ kind: SECONDS_SETTLE_KIND, key: `${base}:${round}`, payload: { ...j.payload, round }, dueAt: deps.clock.now() + delay, maxAttempts: 100 }, tx);
      }
    },
  });

  const engine: TSecondsEngine = {
    async load() {
      const rows = await deps.db.selectFrom('seconds_orders').selectAll().where('status', '=', 'open').execute();
      for (const row of rows) remember(row);
      watermark = deps.clock.now();
    },
    async sync() {
      if (isSyncing) return;
      isSyncing = true;
      try {
        const now = deps.clock.now();
        const since = BigInt(watermark - SYNC_OVERLAP_MS);
        let afterId = 0n;
        for (;;) {
          const rows = await deps.db.selectFrom('seconds_orders').selectAll().where('updated_at', '>=', since).where('id', '>', afterId).orderBy('id').limit(5_000).execute();
          for (const row of rows) remember(row);
          await publish(rows);
          if (rows.length < 5_000) break;
          afterId = rows[rows.length - 1].id;
        }
        for (const [id, p] of pushed) if (p.event === 'settled' && p.at < since) pushed.delete(id);
        watermark = now;
      } finally {
        isSyncing = false;
      }
    },
    track(row) {
      remember(row);
    },
    onTick(tick) {
      const run = chain.then(() => handle(tick));
      chain = run.catch((error) => deps.logger.error({ err: error }, 'seconds tick check failed'));
      return run;
    },
    async idle() {
      await chain;
    },
    start() {
      if (isLooping) return;
      isLooping = true;
      const loop = () => {
        timer = setTimeout(() => {
          engine
            .sync()
            .catch((error) => deps.logger.error({ err: error }, 'seconds sync failed'))
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
    job,
    size: () => open.size,
  };
  const unsubscribe = deps.priceTicks.subscribe((tick) => engine.onTick(tick));
  engines.set(deps, engine);
  return engine;
}
