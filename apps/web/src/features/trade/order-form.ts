import { findAsset, formatUnits, LIMITS, parseUnits, ZPlaceOrder, type TMarket } from '@exchange/contracts';
import type { TMessageKey } from '@exchange/i18n';
import { firstError } from '../auth/first-error';
import type { TOrderSide, TOrderType } from './trade-types';

/**
 * The spot order form's rules as plain functions, shared by both interfaces. Money is exact: decimal
 * strings parsed into bigint units (packages/contracts money.ts), never JS floats. The checks are the
 * server's, in the server's order (docs/api.md §3.16 place), so the form shows the message the
 * server would give, before sending.
 */
export type TOrderDraft = { side: TOrderSide; type: TOrderType; price: string; amount: string };

/** A failed rule: the `msg:` catalog key and its placeholders. */
export type TFormProblem = { key: TMessageKey; values?: Record<string, string> };

/** Quote amounts (values, a market buy's amount) have the assets' 8 decimals. */
const QUOTE_SCALE = LIMITS.defaultDecimals;

/** The amount presets of the form, in percent of the available balance. */
export const AMOUNT_PRESETS = [25, 50, 75, 100] as const;

/** A market buy's `amount` is the quote to spend; every other amount is the base quantity. */
export function isQuoteAmount(side: TOrderSide, type: TOrderType): boolean {
  return type === 'MKT' && side === 'buy';
}

/** The coin the amount field is in. */
export function amountCoin(market: TMarket, side: TOrderSide, type: TOrderType): string {
  return isQuoteAmount(side, type) ? market.quote : market.base;
}

/** How many decimals the amount may have (the market's quantity precision, or 8 for a quote amount). */
export function amountDecimals(market: TMarket, side: TOrderSide, type: TOrderType): number {
  return isQuoteAmount(side, type) ? QUOTE_SCALE : market.quantityPrecision;
}

/** The coin an order spends (and freezes): the quote to buy, the base to sell. */
export function spendCoin(market: TMarket, side: TOrderSide): string {
  return side === 'buy' ? market.quote : market.base;
}

/** A balance string as units, cut to the asset's scale (never rounded up); 0 when unreadable. */
function balanceUnits(text: string, currency: string): bigint {
  const scale = findAsset(currency)?.scale ?? QUOTE_SCALE;
  const [whole, fraction = ''] = text.trim().split('.');
  return parseUnits(fraction ? `${whole}.${fraction.slice(0, scale)}` : whole, scale) ?? 0n;
}

/** price × amount in quote units of 8 decimals, rounded up as the server freezes it; null on bad input. */
function limitValueUnits(market: TMarket, price: string, amount: string): bigint | null {
  const p = parseUnits(price, market.pricePrecision);
  const a = parseUnits(amount, market.quantityPrecision);
  if (p === null || a === null) return null;
  const shift = market.pricePrecision + market.quantityPrecision - QUOTE_SCALE;
  if (shift <= 0) return p * a * 10n ** BigInt(-shift);
  const divisor = 10n ** BigInt(shift);
  return (p * a + divisor - 1n) / divisor;
}

/** The order value in the quote coin, in units of 8 decimals; null for a market sell or bad input. */
function valueUnits(draft: TOrderDraft, market: TMarket): bigint | null {
  if (draft.type === 'LMT') return limitValueUnits(market, draft.price, draft.amount);
  if (draft.side === 'buy') return parseUnits(draft.amount, QUOTE_SCALE);
  return null;
}

/**
 * The order's total in the quote coin as a decimal string (limit: price × amount rounded up to 8
 * decimals; market buy: the amount to spend), or null when it cannot be known (market sell, or the
 * price or amount is not a proper number yet).
 */
export function orderTotal(draft: TOrderDraft, market: TMarket): string | null {
  const units = valueUnits(draft, market);
  return units === null ? null : formatUnits(units, QUOTE_SCALE);
}

/** What placing the order freezes, in units of the spend coin (8 decimals). */
function frozenUnits(draft: TOrderDraft, market: TMarket): bigint | null {
  if (draft.side === 'buy') return valueUnits(draft, market);
  const a = parseUnits(draft.amount, market.quantityPrecision);
  return a === null ? null : a * 10n ** BigInt(QUOTE_SCALE - market.quantityPrecision);
}

/**
 * The first rule the order breaks, or null: a proper price (limit), a quantity and its decimals (the
 * shared ZPlaceOrder schema), the market's minimum and maximum order value (limit orders and market
 * buys), then the available balance of the spend coin when it is known.
 */
export function checkOrder(draft: TOrderDraft, market: TMarket, available?: string): TFormProblem | null {
  const key = firstError(ZPlaceOrder, { symbol: market.symbol, side: draft.side, type: draft.type, price: draft.price, amount: draft.amount });
  if (key) return { key };
  const value = valueUnits(draft, market);
  if (value !== null) {
    if (value < parseUnits(market.minOrderValue, QUOTE_SCALE)!) return { key: 'orderValueTooSmall', values: { min: market.minOrderValue, coin: market.quote } };
    if (value > parseUnits(market.maxOrderValue, QUOTE_SCALE)!) return { key: 'orderValueTooLarge', values: { max: market.maxOrderValue, coin: market.quote } };
  }
  if (available !== undefined) {
    const frozen = frozenUnits(draft, market);
    if (frozen !== null && frozen > balanceUnits(available, spendCoin(market, draft.side))) return { key: 'insufficientBalance' };
  }
  return null;
}

/**
 * The amount for a preset (25/50/75/100 % of the available balance), cut down to what the market
 * accepts, so that the order never freezes more than that share: a limit buy divides by the price
 * ('' until there is a proper price), a market buy spends quote, a sell sells base. '' when it is 0.
 */
export function presetAmount(draft: Omit<TOrderDraft, 'amount'>, market: TMarket, available: string, percent: number): string {
  const budget = (balanceUnits(available, spendCoin(market, draft.side)) * BigInt(Math.round(percent))) / 100n;
  let units: bigint;
  if (isQuoteAmount(draft.side, draft.type)) units = budget;
  else if (draft.side === 'sell') units = budget / 10n ** BigInt(QUOTE_SCALE - market.quantityPrecision);
  else {
    const p = parseUnits(draft.price, market.pricePrecision);
    if (!p) return '';
    units = (budget * 10n ** BigInt(market.pricePrecision + market.quantityPrecision)) / (p * 10n ** BigInt(QUOTE_SCALE));
  }
  if (units <= 0n) return '';
  return formatUnits(units, amountDecimals(market, draft.side, draft.type));
}

/**
 * What a price or amount field keeps of what was typed: digits and one decimal point (a comma is
 * read as the point), at most `decimals` decimals, so the field never holds what the market refuses.
 */
export function cleanDecimalInput(text: string, decimals: number): string {
  const plain = text.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const dot = plain.indexOf('.');
  if (dot === -1) return plain;
  if (decimals <= 0) return plain.slice(0, dot);
  return `${plain.slice(0, dot)}.${plain.slice(dot + 1).replace(/\./g, '').slice(0, decimals)}`;
}
