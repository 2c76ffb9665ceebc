import {
  feeOn,
  formatUnits,
  isQuoteAmount,
  MARKET_SLIPPAGE,
  marketMoney,
  orderAmountDecimals,
  orderValueProblem,
  parseUnits,
  readOrder,
  scaleOf,
  slippagePercent,
  type TMarket,
} from '@exchange/contracts';
import type { TMessageKey } from '@exchange/i18n';
import { estimateMarketOrder, type TBookLevel } from './order-estimate';
import type { TOrderSide, TOrderType } from './trade-types';

/**
 * The spot order form's rules as plain functions, shared by both interfaces. Money is exact: decimal
 * strings parsed into bigint units by the contracts money module (packages/contracts/src/money),
 * never JS floats, at each asset's own scale. The checks are the server's, in the server's order
 * (docs/api.md §3.16 place), so the form shows the message the server would give, before sending.
 * A draft's price and amount are canonical decimals: the fields read what the user types in their
 * language with parse-amount-input.ts (use-amount-input.ts) and hand over UNREADABLE_AMOUNT for what
 * cannot be read, which every check here refuses.
 */
export type TOrderDraft = { side: TOrderSide; type: TOrderType; price: string; amount: string };

/** A failed rule: the `msg:` catalog key and its placeholders. */
export type TFormProblem = { key: TMessageKey; values?: Record<string, string> };

/** The amount presets of the form, in percent of the available balance. */
export const AMOUNT_PRESETS = [25, 50, 75, 100] as const;

/** A market buy's `amount` is the quote to spend; every other amount is the base quantity. */
export { isQuoteAmount };

/** The coin the amount field is in. */
export function amountCoin(market: TMarket, side: TOrderSide, type: TOrderType): string {
  return isQuoteAmount(side, type) ? market.quote : market.base;
}

/** How many decimals the amount may have (the quantity precision, or the quote asset's scale for a market buy). */
export function amountDecimals(market: TMarket, side: TOrderSide, type: TOrderType): number {
  return orderAmountDecimals(market, side, type);
}

/** The coin an order spends (and freezes): the quote to buy, the base to sell. */
export function spendCoin(market: TMarket, side: TOrderSide): string {
  return side === 'buy' ? market.quote : market.base;
}

/** A balance string as units of its asset, cut to the asset's scale (never rounded up); 0 when unreadable. */
function balanceUnits(text: string, currency: string): bigint {
  const scale = scaleOf(currency);
  const [whole, fraction = ''] = text.trim().split('.');
  return parseUnits(fraction ? `${whole}.${fraction.slice(0, scale)}` : whole, scale) ?? 0n;
}

/**
 * The order's total in the quote coin as a decimal string at the quote asset's scale (limit:
 * price × amount rounded up, as the server freezes it; market buy: the amount to spend), or null
 * when it cannot be known (market sell, or the price or amount is not a proper number yet).
 */
export function orderTotal(draft: TOrderDraft, market: TMarket): string | null {
  const value = readOrder(market, draft).amounts?.value ?? null;
  return value === null ? null : formatUnits(value, marketMoney(market).quoteScale);
}

/**
 * The first rule the order breaks, or null: the contracts money module's readOrder (a proper price,
 * a quantity, its decimals and its bound, as the ZPlaceOrder schema applies them on the server),
 * the market's minimum and maximum order value, then the available balance of the spend coin when
 * it is known.
 */
export function checkOrder(draft: TOrderDraft, market: TMarket, available?: string): TFormProblem | null {
  const read = readOrder(market, draft);
  if (read.problem) return read.problem;
  const problem = orderValueProblem(market, read.amounts.value);
  if (problem) return problem;
  if (available !== undefined && read.amounts.frozenAmount > balanceUnits(available, read.amounts.frozenAsset)) return { key: 'insufficientBalance' };
  return null;
}

/**
 * The amount for a preset (25/50/75/100 % of the available balance), cut down to what the market
 * accepts, so that the order never freezes more than that share: a limit buy buys the lots whose
 * value (rounded up) fits the budget ('' until there is a proper price), a market buy spends quote,
 * a sell sells base. '' when it is 0.
 */
export function presetAmount(draft: Omit<TOrderDraft, 'amount'>, market: TMarket, available: string, percent: number): string {
  const money = marketMoney(market);
  const budget = (balanceUnits(available, spendCoin(market, draft.side)) * BigInt(Math.round(percent))) / 100n;
  if (isQuoteAmount(draft.side, draft.type)) return budget > 0n ? formatUnits(budget, money.quoteScale) : '';
  let lots: bigint;
  if (draft.side === 'sell') lots = money.lotsOf(budget);
  else {
    const ticks = parseUnits(draft.price, market.pricePrecision);
    if (!ticks) return '';
    lots = money.tickLotsFor(budget) / ticks;
  }
  return lots > 0n ? formatUnits(lots, market.quantityPrecision) : '';
}

/** A note on the order that does not block it: a web catalog key and its placeholders. */
export type TFormWarning = { key: 'orderConfirm.bookTooThin' | 'orderConfirm.noBook'; values?: Record<string, string> };

/**
 * What the order is and costs before it is placed, as decimal strings at each asset's scale (null:
 * not known yet). `total` is the quote value (limit: price × amount rounded up; market buy: the
 * amount; market sell: the estimate); `fee` is at the market's taker rate (the most an order that
 * trades at once pays; resting fills pay the maker rate), in the coin the order receives, as the
 * server charges it (settle-fill.ts: a buyer in base, a seller in quote); `receive` is what comes
 * in after the fee. A market order's figures are estimated from the book (order-estimate.ts).
 */
export type TOrderSummary = {
  total: string | null;
  fee: { amount: string; coin: string; rate: string } | null;
  receive: { amount: string; coin: string } | null;
  /** Market orders: the estimated average and worst price and the protective limit price. */
  estimate: { avgPrice: string; worstPrice: string; limitPrice: string; slippage: string } | null;
  warnings: TFormWarning[];
};

/**
 * The order's summary for the form and the confirmation, from the draft and, for a market order,
 * the opposite side of the live book (best first). Pure: both interfaces render what it returns.
 */
export function orderSummary(draft: TOrderDraft, market: TMarket, opposite: readonly TBookLevel[] | undefined, rate: string = MARKET_SLIPPAGE.default): TOrderSummary {
  const money = marketMoney(market);
  const isBuy = draft.side === 'buy';
  const none: TOrderSummary = { total: orderTotal(draft, market), fee: null, receive: null, estimate: null, warnings: [] };
  const read = readOrder(market, draft);
  if (!read.amounts) return none;
  // What the order receives is the fee's coin: a buyer's base, a seller's quote (settle-fill.ts).
  const coin = isBuy ? market.base : market.quote;
  const show = (units: bigint) => formatUnits(units, isBuy ? money.baseScale : money.quoteScale);
  const charge = (gross: bigint, fee: bigint) => ({ fee: { amount: show(fee), coin, rate: market.takerFee }, receive: { amount: show(gross - fee), coin } });
  if (draft.type === 'LMT') {
    const { amount, ticks } = read.amounts;
    const gross = isBuy ? amount : money.quoteFloor(ticks * money.lotsOf(amount));
    return { ...none, ...charge(gross, feeOn(gross, market.takerFee)) };
  }
  if (!opposite) return none;
  const estimate = estimateMarketOrder(market, draft.side, isBuy ? read.amounts.quoteAmount : read.amounts.amount, opposite, rate);
  if (!estimate) return none;
  const slippage = slippagePercent(rate);
  if (estimate.base === 0n) return { ...none, warnings: [{ key: 'orderConfirm.noBook', values: { slippage } }] };
  const price = (ticks: bigint) => formatUnits(ticks, market.pricePrecision);
  return {
    total: isBuy ? none.total : formatUnits(estimate.quote, money.quoteScale),
    ...charge(isBuy ? estimate.base : estimate.quote, estimate.fee),
    estimate: { avgPrice: price(estimate.avgTicks), worstPrice: price(estimate.worstTicks), limitPrice: price(estimate.limitTicks), slippage },
    warnings: estimate.isCut ? [{ key: 'orderConfirm.bookTooThin', values: { slippage } }] : [],
  };
}
