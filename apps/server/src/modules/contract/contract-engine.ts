import { findContractMarket, liquidationTriggerTicks, type TContractOrder, type TContractPush } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import type { TRecordedTick } from '../prices/price-ticks.repository.js';
import { registerFillWants } from './fill-tick.js';
import { marketOf, positionOf, presentOrder, type TContractOrderRow } from './contract-orders.js';
import { TriggerBook, triggerSide } from './trigger-book.js';
import { triggerChecks } from './trigger-checks.js';
import { CONTRACT_TRIGGER_KIND, contractTriggerJob } from './trigger-job.js';
import { contractRepository } from './contract.repository.js';
import { createTickLoop, engineRegistry, readPages, SYNC_PAGE, type TTickEngine } from './tick-loop.js';


/** Orders one job opens or settles at most: one transaction each, so a burst costs a few commits, not one per position. */
export const TRIGGER_CHUNK = 250;

/** The bus topic of a user's contract pushes; the hub serves it as the private topic `contract`. */
export const contractTopic = (userId: bigint) => `user.${userId}.contract`;

export type TContractEngine = TTickEngine<TContractOrderRow, ReturnType<typeof contractTriggerJob>> & {
  /** Pushes every holder's positions at the newest ticks (the 1 s loop calls it). */
  pushPositions(): void;
};

const engines = engineRegistry<TContractEngine>('contract');

/** The engine app.ts made for these deps (tests reach it through this). */
export const contractEngineOf = (deps: TDeps): TContractEngine => engines.of(deps);

/**
 * The moving part of contracts (ARCHITECTURE.md "Timed work"): every recorded tick is checked
 * against per-market sorted trigger prices (pending opens, stop loss, take profit, liquidation),
 * never by scanning every position; the orders a tick crosses become durable jobs (up to
 * TRIGGER_CHUNK orders each) whose handler opens or settles them at THAT tick's price in the job's
 * transaction, so a kill -9 neither loses nor repeats a settlement. The jobs are queued in the
 * transaction that moves the market's checkpoint (trigger-checks.ts) to the tick, and the ticks
 * after a checkpoint are checked again at start: a crash between a tick and its jobs loses nothing. A job is named by its tick and
 * its orders, and each order's status guard makes its effect apply once whatever queues it (two
 * processes seeing the same tick, a later tick crossing again before the job ran).
 */
export function createContractEngine(deps: TDeps): TContractEngine {
  registerFillWants(deps);
  const book = new TriggerBook();
  /** Pending and holding orders as last read or written by this process. */
  const open = new Map<bigint, TContractOrderRow>();

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
    // A holding position with a close tick is closing (its owner closed it; the house pays it later at that tick): no trigger of its own.
    if (row.status !== 'holding' || row.close_tick_id !== null) return;
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

  const loop = createTickLoop(deps, (since) =>
    readPages(
      (afterId) => contractRepository.changedSince(deps.db, since, afterId, SYNC_PAGE),
      (rows) => {
        for (const row of rows) remember(row, false);
      },
    ),
  );

  /** A check failed: the next tick first re-checks every tick after the checkpoints. */
  let isBehind = false;

  /**
   * Queues a job for the orders a tick crosses (up to TRIGGER_CHUNK each) and moves the market's
   * checkpoint to the tick, in one transaction; only then do the orders leave the book (the jobs
   * own them). A failure leaves them in the book and the checkpoint behind: nothing is lost.
   */
  const check = async (tick: TRecordedTick) => {
    const crossed = [...new Set(book.due(tick.symbol, tick.price).map((t) => t.orderId))].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
    const now = deps.clock.now();
    // A tick that crossed nothing moves its market's checkpoint in one statement (a restart then re-checks only what is new).
    if (crossed.length === 0) {
      if (findContractMarket(tick.symbol)) await triggerChecks.advance(deps.db, tick.symbol, tick.id, now);
      return;
    }
    await deps.db.transaction().execute(async (tx) => {
      for (let i = 0; i < crossed.length; i += TRIGGER_CHUNK) {
        const orderIds = crossed.slice(i, i + TRIGGER_CHUNK);
        // Named by the tick and the orders, so another process that saw the same tick queues the same job.
        const key = `${tick.id}:${orderIds[0]}-${orderIds[orderIds.length - 1]}:${orderIds.length}`;
        await deps.jobs.enqueue({ kind: CONTRACT_TRIGGER_KIND, key, payload: { tickId: String(tick.id), orderIds }, dueAt: now, maxAttempts: 'unlimited' }, tx);
      }
      await triggerChecks.advance(tx, tick.symbol, tick.id, now);
    });
    // The position's other triggers go too: one job settles it, for the reason closeReasonAt gives at this tick.
    for (const id of crossed) book.remove(id);
  };

  /** Checks again every tick recorded after its market's checkpoint (start-up, and after a failed check). */
  const recheck = async () => {
    for (const tick of await triggerChecks.ticksToRecheck(deps.db)) await check(tick);
  };

  const handle = async (tick: TRecordedTick) => {
    if (!isBehind) return check(tick).catch((error) => {
      isBehind = true;
      throw error;
    });
    await recheck();
    isBehind = false;
  };

  const job = contractTriggerJob(deps);

  const engine: TContractEngine = {
    async load() {
      const rows = await contractRepository.openOrders(deps.db);
      for (const row of rows) remember(row, true);
      loop.markLoaded();
      // Ticks recorded after the last check (a crash between a tick and its jobs) are checked now, in order with new ones.
      void loop.queue(recheck, 'contract trigger re-check failed', () => {
        isBehind = true;
      });
      await loop.idle();
    },
    sync: () => loop.sync(),
    track(row) {
      remember(row, false);
    },
    onTick: (tick) => loop.queue(() => handle(tick), 'contract trigger check failed'),
    idle: () => loop.idle(),
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
      loop.start(() => engine.sync().then(() => engine.pushPositions()), 'contract sync failed');
    },
    stop: () => loop.stop(),
    job,
    size: () => open.size,
  };
  // Every tick this process records or follows is checked, from now on (the book fills at load()).
  loop.listen((tick) => engine.onTick(tick));
  engines.set(deps, engine);
  return engine;
}
