import { findMarket } from '@exchange/contracts';
import { AppError } from '../../platform/errors.js';
import type { TDeps } from '../../platform/deps.js';
import { presentOrder } from './present-order.js';
import { spotRepository } from './spot.repository.js';

/** Cancels the caller's own open order: off the book, and what it still froze back to available. */
export async function cancelOrder(deps: TDeps, userId: bigint, orderId: bigint) {
  const owned = await spotRepository.findOwnOrder(deps.db, userId, orderId);
  if (!owned) throw new AppError('noData');
  const market = findMarket(owned.symbol)!;
  const order = await deps.spot.market(market.symbol)!.submit(deps, { kind: 'cancel', userId, orderId });
  return presentOrder(market, order);
}
