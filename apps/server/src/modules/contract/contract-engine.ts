import { z } from 'zod';
import { closeReasonAt, liquidationTriggerTicks, type TContractOrder, type TContractPush } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import { defineJob, type TJobHandler } from '../../platform/jobs/job-types.js';
import { priceTicksRepository, type TRecordedTick } from '../prices/price-ticks.repository.js';
import { fillPending } from './fill-pending.js';
import { settleMany, type TSettleItem } from './settle-positions.js';
import { marketOf, positionOf, presentOrder, type TContractOrderRow } from './contract-orders.js';
import { TriggerBook, triggerSide } from './trigger-book.js';

export const CONTRACT_TRIGGER_KIND = 'contract.trigger';

const ZId = z.string().regex(/^\d+$/);
const ZTriggerPayload = z.object({ tickId: ZId, orderIds: z.array(ZId).min(1).max(1_000) });

/** Orders one job opens or settles at most: one transaction each, so a burst costs a few commits, not one per position. */
export const TRIGGER_CHUNK = 250;

/** The bus topic of a user's contract pushes; the hub serves it as the private topic `contract`. */
export const contractTopic = (userId: bigint) => `user.${userId}.contract`;


/** How far back each sync reads changed rows beyond its last one: covers transactions that committed late and clocks a little apart. */
const SYNC_OVERLAP_MS = 5_000;

export type TContractEngine = {
  /** Reads every pending and holding order into the trigger book (start-up). */
  load(): Promise<void>;
  /** Reads the orders changed since the last sync (other processes' work, jobs' settlements): the book and the pushes follow. */
  sync(): Promise<void>;
  /** Puts a row this process just committed into the book (or takes it out), and pushes its change. */
  track(row: TContractOrderRow): void;
  /** Checks a recorded tick against the book and queues a durable job for each crossed order. */
  onTick(tick: TRecordedTick): Promise<void>;
  /** Resolves once the ticks received so far have been checked and their jobs queued. */
  idle(): Promise<void>;
  /** Pushes every holder's positions at the newest ticks (the 1 s loop calls it). */
  pushPositions(): void;
  /** Starts the once-a-second loop: sync, then push (main.ts; tests call sync and pushPositions themselves). */
  start(): void;
  /** Stops the loop and the tick subscription; resolves once the checks under way are done. */
  stop(): Promise<void>;
  /** The durable job that opens or settles the orders one tick crossed, at that tick. */
  job: TJobHandler<z.output<typeof ZTriggerPayload>>;
  /** How many orders the book holds (tests, bench). */
  size(): number;
};

const engines = new WeakMap<TDeps, TContractEngine>();

/** The engine app.ts made for these deps (tests reach it through this). */
export function contractEngineOf(deps: TDeps): TContractEngine {
  const engine = engines.get(deps);
  if (!engine) throw new Error('no contract engine for these deps');
  return engine;
}

/**
 * The moving part of contracts (ARCHITECTURE.md "Timed work"): every recorded tick is checked
 * against per-market sorted trigger prices (pending opens, stop loss, take profit, liquidation),
 * never by scanning every position; the orders a tick crosses become durable jobs (up to
 * TRIGGER_CHUNK orders each) whose handler opens or settles them at THAT tick's price in the job's
 * transaction, so a kill -9 neither loses nor repeats a settlement. A job is named by its tick and
 * its orders, and each order's status guard makes its effect apply once whatever queues it (two
 * processes seeing the same tick, a later tick crossing again before the job ran).
 */
export function createContractEngine(deps: TDeps): TContractEngine {
  const book = new TriggerBook();
  /** Pending and holding orders as last read or written by this process. */
  const open = new Map<bigint, TContractOrderRow>();
  let watermark = 0;
  let chain: Promise<unknown> = Promise.resolve();
  let isLooping = false;
  let timer: NodeJS.Timeout | null = null;
  let isSyncing = false;

  const publish = (row: TContractOrderRow) => {
    if (!deps.bus.hasSubscribers(contractTopic(row.user_id))) return;
    const order = presentOrder(row, deps.priceTicks.latest(row.symbol), deps.clock.now());
    deps.bus.publish(contractTopic(row.user_id), { type: 'order', event: row.status, order } satisfies TContractPush);
  };

  /** The book's entries of one order from its row: none once it is neither pending nor holding. */
  const place = (row: TContractOrderRow) => {
    const orderId = String(row.id);
    book.remove(orderId);
    if (row.status === 'pending') {
      // An up order opens when the price falls to its limit, a down order when it rises to it (its limit was placed on that side).
      book.set(row.symbol, { orderId, kind: 'open', side: row.direction === 'up' ? 'below' : 'above', priceTicks: row.limit_price! });
      return;
    }
    if (row.status !== 'holding') return;
    const liquidation = liquidationTriggerTicks(marketOf(row), positionOf(row), row.mmr_ppm);
    if (liquidation !== null) book.set(row.symbol, { orderId, kind: 'liquidation', side: triggerSide(row.direction, 'liquidation'), priceTicks: liquidation });
    if (row.stop_loss !== null) book.set(row.symbol, { orderId, kind: 'stopLoss', side: triggerSide(row.direction, 'stopLoss'), priceTicks: row.stop_loss });
    if (row.take_profit !== null) book.set(row.symbol, { orderId, kind: 'takeProfit', side: triggerSide(row.direction, 'takeProfit'), priceTicks: row.take_profit });
  };

  const remember = (row: TContractOrderRow, isNew: boolean) => {
    const before = open.get(row.id);
    if (before && before.updated_at > row.updated_at) return;
    if (row.status === 'pending' || row.status === 'holding') open.set(row.id, row);
    else open.delete(row.id);
    place(row);
    if (!isNew && (!before || before.status !== row.status)) publish(row);
  };

  const readChanged = async (since: number) => {
    let afterId = 0n;
    for (;;) {
      const rows = await deps.db
        .selectFrom('contract_orders')
        .selectAll()
        .where('updated_at', '>=', BigInt(since))
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(5_000)
        .execute();
      for (const row of rows) remember(row, false);
      if (rows.length < 5_000) return;
      afterId = rows[rows.length - 1].id;
    }
  };

  const handle = async (tick: TRecordedTick) => {
    // Taken out of the book: the jobs own them now (the sync puts an order back if it is still open after).
    const crossed = [...new Set(book.take(tick.symbol, tick.price).map((t) => t.orderId))].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
    for (let i = 0; i < crossed.length; i += TRIGGER_CHUNK) {
      const orderIds = crossed.slice(i, i + TRIGGER_CHUNK);
      // The position's other triggers go too: one job settles it, for the reason closeReasonAt gives at this tick.
      for (const id of orderIds) book.remove(id);
      // Named by the tick and the orders, so another process that saw the same tick queues the same job.
      const key = `${tick.id}:${orderIds[0]}-${orderIds[orderIds.length - 1]}:${orderIds.length}`;
      await deps.jobs.enqueue({ kind: CONTRACT_TRIGGER_KIND, key, payload: { tickId: String(tick.id), orderIds }, dueAt: deps.clock.now() });
    }
  };

  const job = defineJob({
    kind: CONTRACT_TRIGGER_KIND,
    payload: ZTriggerPayload,
    async run(j, tx) {
      const tickId = BigInt(j.payload.tickId);
      const [tick] = await priceTicksRepository.after(tx, tickId - 1n, 1);
      if (!tick || tick.id !== tickId) return;
      const rows = await tx
        .selectFrom('contract_orders')
        .selectAll()
        .where('id', 'in', j.payload.orderIds.map((id) => BigInt(id)))
        .where('symbol', '=', tick.symbol)
        .where('status', 'in', ['pending', 'holding'])
        .orderBy('id')
        .execute();
      const untouched: TContractOrderRow[] = [];
      const toSettle: TSettleItem[] = [];
      for (const row of rows) {
        if (row.status === 'pending') {
          const isCrossed = row.direction === 'up' ? tick.price <= row.limit_price! : tick.price >= row.limit_price!;
          // Never on a tick older than the order itself.
          if (!isCrossed || BigInt(tick.observedAt) < row.created_at || !(await fillPending(deps, tx, row, tick))) untouched.push(row);
          continue;
        }
        const reason =
          row.open_tick_id === null || tick.id > row.open_tick_id
            ? closeReasonAt(marketOf(row), positionOf(row), tick.price, row.mmr_ppm, { stopLossTicks: row.stop_loss, takeProfitTicks: row.take_profit })
            : null;
        if (reason) toSettle.push({ row, reason });
        else untouched.push(row);
      }
      const settled = new Set((await settleMany(deps, tx, toSettle, tick)).map((r) => r.id));
      untouched.push(...toSettle.filter((item) => !settled.has(item.row.id)).map((item) => item.row));
      // Nothing to do for these (their stops moved since): touched, so that the next sync puts them back in the book.
      for (const row of untouched) {
        await tx.updateTable('contract_orders').set({ updated_at: BigInt(deps.clock.now()) }).where('id', '=', row.id).where('status', '=', row.status).execute();
      }
    },
  });

  const engine: TContractEngine = {
    async load() {
      const rows = await deps.db.selectFrom('contract_orders').selectAll().where('status', 'in', ['pending', 'holding']).execute();
      for (const row of rows) remember(row, true);
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
    track(row) {
      remember(row, false);
    },
    onTick(tick) {
      const run = chain.then(() => handle(tick));
      chain = run.catch((error) => deps.logger.error({ err: error }, 'contract trigger check failed'));
      return run;
    },
    async idle() {
      await chain;
    },
    pushPositions() {
      const byUser = new Map<bigint, TContractOrder[]>();
      const isWatched = new Map<bigint, boolean>();
      const now = deps.clock.now();
      for (const row of open.values()) {
        if (row.status !== 'holding') continue;
        // Only for users with a socket on the topic: with many positions, presenting them all each second would be most of the work.
        let watched = isWatched.get(row.user_id);
        if (watched === undefined) isWatched.set(row.user_id, (watched = deps.bus.hasSubscribers(contractTopic(row.user_id))));
        if (!watched) continue;
        const list = byUser.get(row.user_id) ?? [];
        list.push(presentOrder(row, deps.priceTicks.latest(row.symbol), now));
        byUser.set(row.user_id, list);
      }
      for (const [userId, list] of byUser) deps.bus.publish(contractTopic(userId), { type: 'positions', list } satisfies TContractPush);
    },
    start() {
      if (isLooping) return;
      isLooping = true;
      const loop = () => {
        timer = setTimeout(() => {
          engine
            .sync()
            .then(() => engine.pushPositions())
            .catch((error) => deps.logger.error({ err: error }, 'contract sync failed'))
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
  // Every tick this process records or follows is checked, from now on (the book fills at load()).
  const unsubscribe = deps.priceTicks.subscribe((tick) => engine.onTick(tick));
  engines.set(deps, engine);
  return engine;
}
