import { isStopOnRightSide, parseUnits, type TMarket } from '@exchange/contracts';
import { AppError } from '../../platform/errors.js';

/** A stop price the schema already checked ('' is none). */
export function readStop(market: TMarket, text: string): bigint | null {
  return text === '' ? null : parseUnits(text, market.pricePrecision);
}

/** Checks stop loss and take profit against a reference price (the current one, or a pending order's limit). */
export function checkStops(direction: 'up' | 'down', referenceTicks: bigint, stopLoss: bigint | null, takeProfit: bigint | null): void {
  if (stopLoss !== null && !isStopOnRightSide(direction, 'stopLoss', stopLoss, referenceTicks)) throw new AppError('contractStopLossInvalid');
  if (takeProfit !== null && !isStopOnRightSide(direction, 'takeProfit', takeProfit, referenceTicks)) throw new AppError('contractTakeProfitInvalid');
}
