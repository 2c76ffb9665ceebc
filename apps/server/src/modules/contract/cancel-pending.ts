import type { Transaction } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { available, frozen } from '../ledger/accounts.js';
import { findOwnOrder, type TContractOrderRow } from './contract-orders.js';
import { post } from './contract-ledger.js';
import { contractRepository } from './contract.repository.js';

/**
 * Cancels a pending order in the caller's transaction (status guard first, so it applies once),
 * and returns what it froze to available. `refused`: the house could not take it when its price
 * came (fill-pending.ts). Returns null when it was no longer pending.
 */
export async function cancelInTx(deps: TDeps, tx: Transaction<TDatabase>, row: TContractOrderRow, reason: 'cancelled' | 'refused'): Promise<TContractOrderRow | null> {
  const now = deps.clock.now();
  const updated = await contractRepository.cancelPending(tx, row.id, reason, now);
  if (!updated) return null;
  await post(tx, now, 'contract_cancel', `contract:${row.id}:cancel`, row.user_id, `${row.symbol} ${reason}`, [
    [frozen(row.user_id, 'contract'), -row.frozen],
    [available(row.user_id, 'contract'), row.frozen],
  ]);
  return updated;
}

/** Cancels the owner's pending order: what it froze returns to available. */
export async function cancelPending(deps: TDeps, userId: bigint, orderId: bigint): Promise<TContractOrderRow> {
  const row = await findOwnOrder(deps.db, userId, orderId);
  if (!row) throw new AppError('noData');
  if (row.status !== 'pending') throw new AppError('contractNotPending');
  const cancelled = await deps.db.transaction().execute((tx) => cancelInTx(deps, tx, row, 'cancelled'));
  if (!cancelled) throw new AppError('contractNotPending');
  return cancelled;
}
