import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { findOwnOrder, marketOf, type TContractOrderRow } from './contract-orders.js';
import { awaitFillTick } from './fill-tick.js';
import { isHouseShort, settleInTx } from './settle-positions.js';
import { waitForHouse } from './trigger-job.js';
import { contractRepository } from './contract.repository.js';

/**
 * Closes the owner's holding position (status closed) at the first tick recorded after the request
 * was accepted (fill-tick.ts), never at one the user saw before asking. When the house cannot pay
 * it now, the close is recorded at that tick instead (the row stays holding with `close_tick_id`,
 * out of the trigger book) and a durable job settles it at that tick once the house is funded, with
 * an operator alert and a message to the owner (trigger-job.ts): the answer is the waiting row.
 * @throws AppError noData | contractNotOpen | contractNoPrice | contractNoFreshPrice
 */
export async function closePosition(deps: TDeps, userId: bigint, orderId: bigint): Promise<TContractOrderRow> {
  const acceptedAt = deps.clock.now();
  const row = await findOwnOrder(deps.db, userId, orderId);
  if (!row) throw new AppError('noData');
  if (row.status !== 'holding') throw new AppError('contractNotOpen');
  // Already closed by its owner, waiting for the house: nothing more to do.
  if (row.close_tick_id !== null) return row;
  const tick = await awaitFillTick(deps, marketOf(row), acceptedAt);
  try {
    const settled = await deps.db.transaction().execute((tx) => settleInTx(deps, tx, row, tick, 'manual'));
    if (!settled) throw new AppError('contractNotOpen');
    return settled;
  } catch (error) {
    if (!isHouseShort(error)) throw error;
  }
  const waiting = await deps.db.transaction().execute(async (tx) => {
    const marked = await contractRepository.updateIfStatus(tx, row.id, 'holding', { close_tick_id: tick.id, reason: 'manual', updated_at: BigInt(deps.clock.now()) }, true);
    if (marked) await waitForHouse(deps, tx, tick, [marked], 1, true);
    return marked;
  });
  if (!waiting) throw new AppError('contractNotOpen');
  return waiting;
}
