import { findMarket, parseUnits, type TPlaceOrder } from '@exchange/contracts';
import { AppError } from '../../platform/errors.js';
import type { TDeps } from '../../platform/deps.js';
import { presentOrder } from './present-order.js';
import { marketUnits, SCALE } from './units.js';

/**
 * The order path (ARCHITECTURE.md "Trading core"): validate here, then the market's single writer
 * freezes, matches and persists the order, its fills and their ledger transactions in ONE database
 * transaction, together with the other commands that arrived meanwhile (spot-batch.ts), and only
 * then answers. A refused freeze leaves the book untouched; a failed commit rebuilds the book
 * from what is committed.
 */
export async function placeOrder(deps: TDeps, userId: bigint, input: TPlaceOrder) {
  const market = findMarket(input.symbol)!;
  const units = marketUnits(market);
  const isBuy = input.side === 'buy';
  const isMarketBuy = input.type === 'MKT' && isBuy;
  const ticks = input.type === 'LMT' ? units.ticksOf(input.price) : 0n;
  const amount = isMarketBuy ? 0n : parseUnits(input.amount, SCALE)!;
  const quoteAmount = isMarketBuy ? parseUnits(input.amount, SCALE)! : 0n;
  const value = isMarketBuy ? quoteAmount : input.type === 'LMT' ? units.quoteCeil(ticks * units.lotsOf(amount)) : null;
  if (value !== null) {
    if (value < parseUnits(market.minOrderValue, SCALE)!) throw new AppError('orderValueTooSmall', { vars: { min: market.minOrderValue, coin: market.quote } });
    if (value > parseUnits(market.maxOrderValue, SCALE)!) throw new AppError('orderValueTooLarge', { vars: { max: market.maxOrderValue, coin: market.quote } });
  }
  const order = await deps.spot.market(market.symbol)!.submit(deps, {
    kind: 'place',
    userId,
    side: input.side,
    type: input.type,
    timeInForce: input.timeInForce,
    isPostOnly: input.postOnly === true || input.postOnly === '1' || input.postOnly === 'true',
    ticks,
    amount,
    quoteAmount,
    frozenAmount: isBuy ? (value as bigint) : amount,
    frozenAsset: isBuy ? market.quote : market.base,
  });
  return presentOrder(market, order);
}
