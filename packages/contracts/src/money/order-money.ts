import type { TMessageKey } from '@exchange/i18n';
import type { TMarket } from '../markets.js';
import { readAmount } from './bounds.js';
import { marketMoney } from './market-money.js';
import { decimalsOf, formatUnits, parseUnits } from './units.js';

export type TOrderSide = 'buy' | 'sell';
export type TOrderKind = 'LMT' | 'MKT';
export type TOrderDraft = { side: TOrderSide; type: TOrderKind; price: string; amount: string };

/** A refused order: the message key and its placeholders. */
export type TOrderProblem = { key: TMessageKey; values?: Record<string, string> };

/** An order in exact units: what it is, what it is worth in the quote coin, and what it freezes. */
export type TOrderAmounts = {
  ticks: bigint;
  /** Base units (0 for a market buy). */
  amount: bigint;
  /** Quote units a market buy spends (0 otherwise). */
  quoteAmount: bigint;
  /** Quote units: price × amount rounded up, a market buy's amount; null for a market sell. */
  value: bigint | null;
  frozenAmount: bigint;
  frozenAsset: string;
};

const POSITIVE = /^\d+(\.\d+)?$/;
const isZero = (text: string) => /^0+(\.0+)?$/.test(text);

/** A market buy's amount is the quote to spend; every other amount is the base quantity. */
export function isQuoteAmount(side: TOrderSide, type: TOrderKind): boolean {
  return type === 'MKT' && side === 'buy';
}

/** How many decimals an order's amount may have: the quantity precision, or the quote asset's scale. */
export function orderAmountDecimals(market: TMarket, side: TOrderSide, type: TOrderKind): number {
  return isQuoteAmount(side, type) ? marketMoney(market).quoteScale : market.quantityPrecision;
}

/**
 * Reads an order in SPEC §5/§8 order: a proper price for a limit order (positive, within the
 * price precision, a safe integer of ticks for the engine), then the amount (required and positive:
 * enterQuantity; its decimals: quantityPrecision; its size: amountAboveMaximum, so that the amount,
 * and its lots for the engine, stay bounded). Server (schema and order path) and web read orders
 * with this one function; the order value is checked apart (orderValueProblem) with its limits.
 */
export function readOrder(market: TMarket, draft: TOrderDraft): { amounts: TOrderAmounts; problem?: undefined } | { problem: TOrderProblem; amounts?: undefined } {
  const money = marketMoney(market);
  const price = draft.price.trim();
  const text = draft.amount.trim();
  let ticks = 0n;
  if (draft.type === 'LMT') {
    const parsed = POSITIVE.test(price) && !isZero(price) && decimalsOf(price) <= market.pricePrecision ? parseUnits(price, market.pricePrecision) : null;
    if (parsed === null || parsed > BigInt(Number.MAX_SAFE_INTEGER)) return { problem: { key: 'enterProperPrice' } };
    ticks = parsed;
  }
  if (!text || !POSITIVE.test(text) || isZero(text)) return { problem: { key: 'enterQuantity' } };
  const isQuote = isQuoteAmount(draft.side, draft.type);
  if (decimalsOf(text) > orderAmountDecimals(market, draft.side, draft.type)) return { problem: { key: 'quantityPrecision' } };
  const read = readAmount(text, isQuote ? money.quoteScale : money.baseScale);
  if (read.problem) return { problem: { key: read.problem } };
  const units = read.units;
  if (!isQuote && money.lotsOf(units) > BigInt(Number.MAX_SAFE_INTEGER)) return { problem: { key: 'amountAboveMaximum' } };
  const amount = isQuote ? 0n : units;
  const value = isQuote ? units : draft.type === 'LMT' ? money.quoteCeil(ticks * money.lotsOf(amount)) : null;
  const isBuy = draft.side === 'buy';
  return {
    amounts: {
      ticks,
      amount,
      quoteAmount: isQuote ? units : 0n,
      value,
      frozenAmount: isBuy ? (value as bigint) : amount,
      frozenAsset: isBuy ? market.quote : market.base,
    },
  };
}

/** The market's minimum and maximum order value in the quote coin (SPEC §9), with placeholders. */
export function orderValueProblem(market: TMarket, value: bigint | null): TOrderProblem | null {
  if (value === null) return null;
  const money = marketMoney(market);
  if (value < money.minOrderValue) return { key: 'orderValueTooSmall', values: { min: market.minOrderValue, coin: market.quote } };
  if (value > money.maxOrderValue) return { key: 'orderValueTooLarge', values: { max: market.maxOrderValue, coin: market.quote } };
  return null;
}

/**
 * Market order slippage protection (docs/api.md §3.16): a market order trades only at prices within
 * `maxSlippage` of the best opposite price when it reaches the book; the rest is cancelled. The
 * default, and the bounds a request's `maxSlippage` may choose within, as decimal rates.
 */
export const MARKET_SLIPPAGE = { default: '0.02', min: '0.001', max: '0.1' } as const;

const RATE = /^\d+(\.\d{1,8})?$/;
/** A rate in units of 10^-8 (RATE allows at most 8 decimals). */
const rateUnits = (rate: string): bigint => parseUnits(rate, 8)!;

/**
 * A request's `maxSlippage` as a rate string within MARKET_SLIPPAGE's bounds ('' takes the default),
 * or the problem that refuses it (maxSlippageOutOfRange, with the bounds as percentages).
 */
export function readSlippage(text: string): { rate: string; problem?: undefined } | { problem: TOrderProblem; rate?: undefined } {
  const value = text.trim();
  if (value === '') return { rate: MARKET_SLIPPAGE.default };
  if (RATE.test(value)) {
    const units = rateUnits(value);
    if (units >= rateUnits(MARKET_SLIPPAGE.min) && units <= rateUnits(MARKET_SLIPPAGE.max)) return { rate: value };
  }
  return { problem: { key: 'maxSlippageOutOfRange', values: { min: slippagePercent(MARKET_SLIPPAGE.min), max: slippagePercent(MARKET_SLIPPAGE.max) } } };
}

/** A rate ("0.02") as a percentage text ("2%"), exactly (no float). */
export function slippagePercent(rate: string): string {
  const hundredths = rateUnits(rate) * 100n;
  const text = formatUnits(hundredths, 8);
  return `${text}%`;
}

/**
 * The protective price limit, in ticks, of a market order whose best opposite price is
 * `bestTicks`: a buy may pay up to best × (1 + rate), rounded down; a sell may get down to
 * best × (1 − rate), rounded up (never below one tick). Rounded inward so that no fill is ever
 * further than the rate from the best price. Server (in the writer, from its book) and web (from
 * the live depth, for the estimate) compute it with this one function.
 */
export function protectiveLimitTicks(bestTicks: bigint, side: TOrderSide, rate: string): bigint {
  const scale = 10n ** 8n;
  const units = rateUnits(rate);
  if (side === 'buy') return (bestTicks * (scale + units)) / scale;
  const floor = bestTicks * (scale - units);
  const ticks = floor / scale + (floor % scale === 0n ? 0n : 1n);
  return ticks < 1n ? 1n : ticks;
}
