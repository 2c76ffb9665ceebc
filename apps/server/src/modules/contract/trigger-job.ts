import { z } from 'zod';
import { closeReasonAt, formatUnits } from '@exchange/contracts';
import type { Transaction } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TDeps } from '../../platform/deps.js';
import { defineJob } from '../../platform/jobs/job-types.js';
import { raiseOperatorAlert } from '../../platform/jobs/operator-alerts.js';
import { notifyMany } from '../messages/notify.js';
import { priceTicksRepository, type TRecordedTick } from '../prices/price-ticks.repository.js';
import { fillPending } from './fill-pending.js';
import { settleMany, type TSettleItem } from './settle-positions.js';
import { marketOf, pairName, positionOf, type TContractOrderRow } from './contract-orders.js';
import { contractRepository } from './contract.repository.js';

export const CONTRACT_TRIGGER_KIND = 'contract.trigger';

const ZId = z.string().regex(/^\d+$/);
/**
 * `round` > 0: a later try for orders the house could not pay at that tick (they still settle at
 * it); `isManual`: closes its owner asked for at that tick (close-position.ts), settled as such.
 */
const ZTriggerPayload = z.object({
  tickId: ZId,
  orderIds: z.array(ZId).min(1).max(1_000),
  round: z.number().int().min(0).max(1_000_000).optional(),
  isManual: z.boolean().optional(),
});

/** The subject of the operator alert of a position the house cannot pay. */
export const unpaidSubject = (orderId: bigint) => `contract-unpaid:${orderId}`;

/**
 * Positions the house cannot pay at this tick wait, alone (issue 24): each raises an operator
 * alert and tells its owner, and a later job (backoff capped at a minute, without end) settles them
 * at this same tick once the house has the capital. They stay out of the trigger book meanwhile:
 * that job owns them. In the caller's transaction.
 */
export async function waitForHouse(deps: TDeps, tx: Transaction<TDatabase>, tick: TRecordedTick, rows: TContractOrderRow[], round: number, isManual: boolean): Promise<void> {
  const now = deps.clock.now();
  const price = formatUnits(tick.price, marketOf(rows[0]).pricePrecision);
  for (const row of rows) {
    await raiseOperatorAlert(tx, { subject: unpaidSubject(row.id), kind: 'house-shortfall', detail: `contract order ${row.id} (${row.symbol}) ${isManual ? 'closed' : 'crossed'} at tick ${tick.id}; the house cannot pay it`, now });
  }
  await notifyMany(
    tx,
    rows.map((row) => ({ userId: row.user_id, kind: 'contractPayoutDelayed' as const, params: { orderId: String(row.id), symbol: pairName(marketOf(row)), price }, ref: `contract:${row.id}:${tick.id}`, now: BigInt(now) })),
  );
  await queueWait(deps, tx, tick, rows.map((row) => row.id), round, isManual);
}

/**
 * Queues the later try of orders waiting for the house at a tick: due after a backoff capped at a
 * minute, without a limit of tries (a settlement). Named by the tick, the orders and the round.
 */
export async function queueWait(deps: TDeps, tx: Transaction<TDatabase>, tick: TRecordedTick, ids: bigint[], round: number, isManual: boolean): Promise<void> {
  const now = deps.clock.now();
  const orderIds = ids.map(String);
  await deps.jobs.enqueue(
    {
      kind: CONTRACT_TRIGGER_KIND,
      key: `${tick.id}:${isManual ? 'close' : 'wait'}:${orderIds[0]}-${orderIds[orderIds.length - 1]}:${orderIds.length}:${round}`,
      payload: { tickId: String(tick.id), orderIds, round, ...(isManual ? { isManual } : {}) },
      dueAt: now + Math.min(60_000, 1_000 * 2 ** Math.min(round, 6)),
      maxAttempts: 'unlimited',
    },
    tx,
  );
}

/**
 * The durable job that opens or settles the orders one tick crossed, at THAT tick's price, in the
 * job's transaction (so a kill -9 neither loses nor repeats a settlement); each order's status guard
 * makes its effect apply once whatever queues it. A settlement: retried without a limit (the runner
 * alerts an operator after a few failures); when a try fails, `onFailure` touches its orders so
 * every process's next sync puts them back in its trigger book.
 */
export function contractTriggerJob(deps: TDeps) {
  return defineJob({
    kind: CONTRACT_TRIGGER_KIND,
    payload: ZTriggerPayload,
    isSettlement: true,
    async run(j, tx) {
      const tickId = BigInt(j.payload.tickId);
      const [tick] = await priceTicksRepository.after(tx, tickId - 1n, 1);
      if (!tick || tick.id !== tickId) return;
      const rows = await contractRepository.openOrdersIn(tx, j.payload.orderIds.map((id) => BigInt(id)), tick.symbol);
      const untouched: TContractOrderRow[] = [];
      const toSettle: TSettleItem[] = [];
      for (const row of rows) {
        if (row.status === 'pending') {
          const isCrossed = row.direction === 'up' ? tick.price <= row.limit_price! : tick.price >= row.limit_price!;
          // Never on a tick older than the order itself.
          if (!isCrossed || BigInt(tick.observedAt) < row.created_at || !(await fillPending(deps, tx, row, tick))) untouched.push(row);
          continue;
        }
        // A position its owner is closing settles only as that close, at its tick.
        if (row.close_tick_id !== null) {
          if (j.payload.isManual && row.close_tick_id === tick.id) toSettle.push({ row, reason: 'manual' });
          continue;
        }
        const reason =
          row.open_tick_id === null || tick.id > row.open_tick_id
            ? closeReasonAt(marketOf(row), positionOf(row), tick.price, row.mmr_ppm, { stopLossTicks: row.stop_loss, takeProfitTicks: row.take_profit })
            : null;
        if (reason) toSettle.push({ row, reason });
        else untouched.push(row);
      }
      const { settled, unpaid } = await settleMany(deps, tx, toSettle, tick);
      const done = new Set([...settled.map((r) => r.id), ...unpaid.map((item) => item.row.id)]);
      untouched.push(...toSettle.filter((item) => !done.has(item.row.id)).map((item) => item.row));
      if (unpaid.length > 0) await waitForHouse(deps, tx, tick, unpaid.map((item) => item.row), (j.payload.round ?? 0) + 1, j.payload.isManual === true);
      if ((j.payload.round ?? 0) > 0 && settled.length > 0) {
        await contractRepository.resolveAlerts(tx, settled.map((r) => unpaidSubject(r.id)), deps.clock.now());
      }
      // Nothing to do for these (their stops moved since): touched, so that the next sync puts them back in the book.
      for (const row of untouched) {
        await contractRepository.updateIfStatus(tx, row.id, row.status, { updated_at: BigInt(deps.clock.now()) });
      }
    },
    async onFailure(j, db) {
      await contractRepository.touchOpen(db, j.payload.orderIds.map((id) => BigInt(id)), deps.clock.now());
    },
  });
}
