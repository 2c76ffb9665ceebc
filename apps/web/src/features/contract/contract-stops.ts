import { CONTRACT_QUOTE, findContractMarket, isLiquidatable, isStopOnRightSide, parseUnits, rateToPpm, readContractPrice, scaleOf, type TMarket } from '@exchange/contracts';
import type { TMessageKey } from '@exchange/i18n';
import type { TContractOrder } from './contract-types';

/** A refused stop: the server's message key and the field it concerns. */
export type TStopsError = { key: TMessageKey; field: 'stopLoss' | 'takeProfit' };

/**
 * Whether a holding position would already be liquidated at a price (the exact rule, with the rate
 * it was opened with): a stop loss there would never fire, since liquidation comes first.
 */
function isLiquidatedAt(market: TMarket, order: TContractOrder, ticks: bigint): boolean {
  const marginUnits = parseUnits(order.openAmount, scaleOf(CONTRACT_QUOTE));
  const lots = parseUnits(order.openQuantity, market.quantityPrecision);
  const openTicks = parseUnits(order.openPrice, market.pricePrecision);
  const mmr = rateToPpm(order.mmr);
  if (marginUnits === null || !lots || !openTicks || mmr === null) return false;
  return isLiquidatable(market, { direction: order.direction, marginUnits, lots, openTicks }, ticks, mmr);
}

/**
 * The checks of editing a position's stop loss and take profit, as the server makes them
 * (update-stops.ts): each readable at the market's decimals, on the right side of the current
 * price (a pending order: of its limit price), and a holding position's stop loss before its
 * liquidation. '' removes a stop and is always allowed.
 */
export function stopsErrors(order: TContractOrder, stopLoss: string, takeProfit: string): TStopsError[] {
  const market = findContractMarket(order.symbol);
  if (!market) return [];
  const referenceText = order.status === 'pending' ? order.buyPrice : order.currentPrice;
  const reference = readContractPrice(market, referenceText);
  const errors: TStopsError[] = [];
  const check = (field: 'stopLoss' | 'takeProfit', text: string, key: TMessageKey) => {
    const value = text.trim();
    if (value === '') return;
    const ticks = readContractPrice(market, value);
    const isWrongSide = typeof ticks !== 'bigint' || (typeof reference === 'bigint' && !isStopOnRightSide(order.direction, field, ticks, reference));
    const isPastLiquidation = typeof ticks === 'bigint' && field === 'stopLoss' && order.status === 'holding' && isLiquidatedAt(market, order, ticks);
    if (isWrongSide || isPastLiquidation) errors.push({ key, field });
  };
  check('stopLoss', stopLoss, 'contractStopLossInvalid');
  check('takeProfit', takeProfit, 'contractTakeProfitInvalid');
  return errors;
}

/** The catalog key of an order's state as a user reads it: the status, or for `finished` the trigger that ended it. */
export function statusKey(order: Pick<TContractOrder, 'status' | 'reason'>): string {
  if (order.status === 'finished' && (order.reason === 'stopLoss' || order.reason === 'takeProfit')) return `contract.status.${order.reason}`;
  if (order.status === 'cancelled' && order.reason === 'refused') return 'contract.status.refused';
  return `contract.status.${order.status}`;
}

/** The margin ratio ("0.0123" = 1.23 %) as a percent with two decimals, or '' when there is none. */
export function marginRatioPercent(ratio: string): string {
  if (ratio === '') return '';
  const [whole, fraction = ''] = ratio.split('.');
  const basis = BigInt(whole) * 10_000n + BigInt((fraction + '0000').slice(0, 4));
  return `${basis / 100n}.${(basis % 100n).toString().padStart(2, '0')}`;
}

/** Whether a signed decimal is below zero (a loss). */
export const isLoss = (value: string): boolean => value.trim().startsWith('-');
