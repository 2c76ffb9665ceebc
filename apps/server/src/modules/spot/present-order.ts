import { findMarket, formatUnits, marketMoney, type TMarket } from '@exchange/contracts';
import type { TOrderRow } from './settle-fill.js';
import type { TProtection } from './spot-batch.js';

/**
 * An order as its owner sees it, each amount at its asset's scale: base amounts at the base's,
 * quote amounts at the quote's, the fee in the coin it was paid in (a buyer pays in base, a seller
 * in quote). The average price is the traded quote over the traded base, rounded down.
 */
export function presentOrder(market: TMarket | undefined, order: TOrderRow) {
  const m = market ?? findMarket(order.symbol)!;
  const money = marketMoney(m);
  const isBuy = order.side === 'buy';
  return {
    orderId: Number(order.id),
    symbol: order.symbol,
    base: m.base,
    quote: m.quote,
    side: order.side,
    type: order.type,
    timeInForce: order.time_in_force,
    price: order.type === 'LMT' ? formatUnits(order.price, m.pricePrecision) : '',
    amount: formatUnits(order.amount, money.baseScale),
    quoteAmount: formatUnits(order.quote_amount, money.quoteScale),
    filled: formatUnits(order.filled, money.baseScale),
    filledQuote: formatUnits(order.filled_quote, money.quoteScale),
    avgPrice: formatUnits(money.averageTicks(order.filled, order.filled_quote), m.pricePrecision),
    fee: formatUnits(order.fee, isBuy ? money.baseScale : money.quoteScale),
    feeCoin: isBuy ? m.base : m.quote,
    status: order.status,
    time: Number(order.created_at),
    updatedAt: Number(order.updated_at),
  };
}

/**
 * What a market order's slippage protection cut, as the place call answers it (docs/api.md §3.16):
 * the rate, the limit price it traded within, and the amount not filled because of it, in its coin
 * (the quote of a buy, the base of a sell). Null when the protection cut nothing.
 */
export function presentProtection(market: TMarket, protection: TProtection | undefined) {
  if (!protection) return null;
  const money = marketMoney(market);
  const isQuote = protection.unfilledAsset === market.quote;
  return {
    maxSlippage: protection.rate,
    limitPrice: formatUnits(protection.limitTicks, market.pricePrecision),
    unfilled: formatUnits(protection.unfilled, isQuote ? money.quoteScale : money.baseScale),
    unfilledCoin: protection.unfilledAsset,
  };
}
