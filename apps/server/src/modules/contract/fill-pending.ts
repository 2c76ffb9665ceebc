import type { Transaction } from 'kysely';
import { contractQuantity, positionFee } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { available, frozen, system } from '../ledger/accounts.js';
import type { TRecordedTick } from '../prices/price-ticks.repository.js';
import { loadContractParams } from './contract-markets.js';
import { marketOf, type TContractOrderRow } from './contract-orders.js';
import { checkHouse, lockHouse, moveExposure, allParams, latestPriceOf } from './house.js';
import { post } from './contract-ledger.js';
import { cancelInTx } from './cancel-pending.js';
import { contractRepository } from './contract.repository.js';

/**
 * Opens a pending order at the tick that crossed its price, in the caller's (the job's)
 * transaction. The status guard makes it apply once. When the house cannot take it at that
 * moment, the order is cancelled (reason `refused`) and what it froze comes back.
 * Returns the row after, or null when the order was no longer pending.
 */
export async function fillPending(deps: TDeps, tx: Transaction<TDatabase>, row: TContractOrderRow, tick: TRecordedTick): Promise<TContractOrderRow | null> {
  const market = marketOf(row);
  const params = (await loadContractParams(tx, row.symbol))!;
  await lockHouse(tx, deps.dialect);
  const quantity = contractQuantity(market, row.margin, row.leverage, tick.price);
  const fee = positionFee(market, quantity, tick.price, params.openFeePpm);
  const now = deps.clock.now();
  let isRefused = quantity === 0n || !params.isEnabled || fee > row.frozen - row.margin;
  if (!isRefused) {
    try {
      await checkHouse(tx, { market, params, priceTicks: tick.price, addLots: row.direction === 'up' ? quantity : -quantity }, await allParams(tx), latestPriceOf(deps));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      isRefused = true;
    }
  }
  if (isRefused) return cancelInTx(deps, tx, row, 'refused');
  const updated = await contractRepository.updateIfStatus(tx, row.id, 'pending', {
    status: 'holding',
    quantity,
    open_price: tick.price,
    open_fee: fee,
    open_tick_id: tick.id,
    frozen: row.margin,
    opened_at: BigInt(now),
    updated_at: BigInt(now),
  });
  if (!updated) return null;
  await post(tx, now, 'contract_open', `contract:${row.id}:open`, row.user_id, `${row.symbol} ${row.direction} x${row.leverage}`, [
    [frozen(row.user_id, 'contract'), -(row.frozen - row.margin)],
    [system('fees'), fee],
    [available(row.user_id, 'contract'), row.frozen - row.margin - fee],
  ]);
  await moveExposure(tx, row.symbol, row.direction === 'up' ? quantity : -quantity);
  return updated;
}
