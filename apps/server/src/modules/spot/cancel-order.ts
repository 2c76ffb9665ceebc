import { findMarket } from '@exchange/contracts';
import { AppError } from '../../platform/errors.js';
import type { TDeps } from '../../platform/deps.js';
import { presentOrder } from './present-order.js';
import { releaseRest, type TOrderRow } from './settle-fill.js';
import { writeOrder } from './spot.repository.js';

/** Cancels the caller's own open order: off the book, and what it still froze back to available. */
export async function cancelOrder(deps: TDeps, userId: bigint, orderId: bigint) {
  const owned = await deps.db.selectFrom('spot_orders').select(['symbol']).where('id', '=', orderId).where('user_id', '=', userId).executeTakeFirst();
  if (!owned) throw new AppError('noData');
  const market = findMarket(owned.symbol)!;
  const spot = deps.spot.market(market.symbol)!;
  return spot.run(async () => {
    let isRemoved = false;
    try {
      let cancelled: TOrderRow | null = null;
      const result = await deps.db.transaction().execute(async (tx) => {
        const order = (await tx.selectFrom('spot_orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow()) as TOrderRow;
        if (order.status !== 'unfinished') throw new AppError('orderNotOpen');
        isRemoved = spot.book.cancel(Number(orderId)) !== undefined;
        const now = deps.clock.now();
        order.status = 'cancelled';
        await releaseRest(tx, now, market, order);
        await writeOrder(tx, order, now);
        cancelled = order;
        return presentOrder(market, order);
      });
      spot.publish();
      await deps.events.afterOrder({ market, fills: [], time: result.updatedAt, orders: [cancelled!] });
      return result;
    } catch (error) {
      if (isRemoved) await spot.rebuild(deps.db);
      throw error;
    }
  });
}
