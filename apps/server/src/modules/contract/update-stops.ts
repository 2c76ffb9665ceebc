import { closeReasonAt, readContractPrice, type TMarket } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { findOwnOrder, marketOf, positionOf, type TContractOrderRow, requireLiveTick } from './contract-orders.js';
import { checkStops } from './stops.js';
import { contractRepository } from './contract.repository.js';

/**
 * Sets or removes stop loss and take profit ('' removes one) of a holding position (checked
 * against the newest fresh tick) or of a pending order (checked against its limit price).
 */
export async function updateStops(deps: TDeps, userId: bigint, input: { orderId: number; stopLoss: string; takeProfit: string }): Promise<TContractOrderRow> {
  const row = await findOwnOrder(deps.db, userId, BigInt(input.orderId));
  if (!row) throw new AppError('noData');
  if (row.status !== 'holding' && row.status !== 'pending') throw new AppError('contractNotOpen');
  const market = marketOf(row);
  const stopLoss = readStopOrFail(market, input.stopLoss, 'contractStopLossInvalid');
  const takeProfit = readStopOrFail(market, input.takeProfit, 'contractTakeProfitInvalid');
  const reference = row.status === 'pending' ? row.limit_price! : requireLiveTick(deps, market).price;
  checkStops(row.direction, reference, stopLoss, takeProfit);
  if (row.status === 'holding' && stopLoss !== null) {
    // A stop loss beyond the liquidation price would never fire: liquidation comes first (closeReasonAt).
    const reason = closeReasonAt(market, positionOf(row), stopLoss, row.mmr_ppm, {});
    if (reason === 'liquidation') throw new AppError('contractStopLossInvalid');
  }
  const now = BigInt(deps.clock.now());
  const updated = await contractRepository.updateIfStatus(deps.db, row.id, row.status, { stop_loss: stopLoss, take_profit: takeProfit, updated_at: now });
  if (!updated) throw new AppError('contractNotOpen');
  return updated;
}

function readStopOrFail(market: TMarket, text: string, key: 'contractStopLossInvalid' | 'contractTakeProfitInvalid'): bigint | null {
  const ticks = readContractPrice(market, text);
  if (ticks === 'bad') throw new AppError(key);
  return ticks;
}
