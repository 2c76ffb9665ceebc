import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { findOwnOrder, marketOf, type TContractOrderRow, requireFreshTick } from './contract-orders.js';
import { settleInTx } from './settle-positions.js';

/** Closes the owner's holding position at the newest fresh tick (status closed). */
export async function closePosition(deps: TDeps, userId: bigint, orderId: bigint): Promise<TContractOrderRow> {
  const row = await findOwnOrder(deps.db, userId, orderId);
  if (!row) throw new AppError('noData');
  if (row.status !== 'holding') throw new AppError('contractNotOpen');
  const tick = requireFreshTick(deps, marketOf(row));
  const settled = await deps.db.transaction().execute((tx) => settleInTx(deps, tx, row, tick, 'manual'));
  if (!settled) throw new AppError('contractNotOpen');
  return settled;
}
