import { z } from 'zod';
import type { TSecondsPush } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import { defineJob, type TJobHandler } from '../../platform/jobs/job-types.js';
import type { TRecordedTick } from '../prices/price-ticks.repository.js';
import { SECONDS_SETTLE_KIND } from './create-order.js';
import { presentMany, type TSecondsOrderRow } from './seconds-orders.js';
import { settleUpTo } from './settle-orders.js';
import { secondsRepository } from './seconds.repository.js';
import { createTickLoop, engineRegistry, readPages, SYNC_PAGE, type TTickEngine } from '../contract/tick-loop.js';

const ZSettlePayload = z.object({ symbol: z.string().min(1).max(16), upTo: z.number().int().min(0), round: z.number().int().min(0).max(1_000_000), isNet: z.boolean().optional() });

/** The bus topic of a user's seconds pushes; the hub serves it as the private topic `seconds`. */
export const secondsTopic = (userId: bigint) => `user.${userId}.seconds`;

type TOpen = { symbol: string; userId: bigint; acceptedAt: number; expiresAt: number; hasOpenTick: boolean; updatedAt: bigint };

export type TSecondsEngine = TTickEngine<TSecondsOrderRow, TJobHandler<z.output<typeof ZSettlePayload>>>;

const engines = engineRegistry<TSecondsEngine>('seconds');

/** The engine app.ts made for these deps (tests reach it through this). */
export const secondsEngineOf = (deps: TDeps): TSecondsEngine => engines.of(deps);

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
  deps.priceTicks.want(() => secondsRepository.openSymbols(deps.db));
  const open = new Map<bigint, TOpen>();
  /** The last event pushed per order, so an overlapping sync does not push it twice. */
  const pushed = new Map<bigint, { event: 'opened' | 'settled'; at: bigint }>();

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
    await deps.jobs.enqueue({ kind: SECONDS_SETTLE_KIND, key: `tick:${tick.symbol}:${tick.id}`, payload: { symbol: tick.symbol, upTo: tick.observedAt, round: 0 }, dueAt: deps.clock.now(), maxAttempts: 'unlimited' });
  };

  const job = defineJob({
    kind: SECONDS_SETTLE_KIND,
    payload: ZSettlePayload,
    // Retried without a limit, an operator alerted after a few failures (platform/jobs).
    isSettlement: true,
    async run(j, tx) {
      const pass = await settleUpTo(deps, tx, j.payload.symbol, j.payload.upTo);
      // A safety-net job (keyed by market and expiry second) comes back while orders of its second wait for a tick.
      if (pass.waiting > 0 && !j.key.startsWith('tick:')) {
        const round = j.payload.round + 1;
        const base = j.key.slice(0, j.key.lastIndexOf(':'));
        const delay = Math.min(60_000, 1_000 * 2 ** Math.min(round, 6));
        await deps.jobs.enqueue({ kind: SECONDS_SETTLE_KIND, key: `${base}:${round}`, payload: { ...j.payload, round }, dueAt: deps.clock.now() + delay, maxAttempts: 'unlimited' }, tx);
      }
    },
  });

  const loop = createTickLoop(deps, async (ms) => {
    const since = BigInt(ms);
    await readPages(
      (afterId) => secondsRepository.changedSince(deps.db, since, afterId, SYNC_PAGE),
      async (rows) => {
        for (const row of rows) remember(row);
        await publish(rows);
      },
    );
    for (const [id, p] of pushed) if (p.event === 'settled' && p.at < since) pushed.delete(id);
  });

  const engine: TSecondsEngine = {
    async load() {
      const rows = await secondsRepository.openOrders(deps.db);
      for (const row of rows) remember(row);
      loop.markLoaded();
    },
    sync: () => loop.sync(),
    track(row) {
      remember(row);
    },
    onTick: (tick) => loop.queue(() => handle(tick), 'seconds tick check failed'),
    idle: () => loop.idle(),
    start() {
      loop.start(() => engine.sync(), 'seconds sync failed');
    },
    stop: () => loop.stop(),
    job,
    size: () => open.size,
  };
  loop.listen((tick) => engine.onTick(tick));
  engines.set(deps, engine);
  return engine;
}
