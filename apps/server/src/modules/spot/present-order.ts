import { findMarket, formatUnits, type TMarket } from '@exchange/contracts';
import type { TOrderRow } from './settle-fill.js';
import { SCALE } from './units.js';

/** An order as its owner sees it; the average price is the traded quote over the traded base. */
export function presentOrder(market: TMarket | undefined, order: TOrderRow) {
  const m = market ?? findMarket(order.symbol)!;
  const average = order.filled > 0n ? (order.filled_quote * 10n ** BigInt(m.pricePrecision)) / order.filled : 0n;
  return {
    orderId: Number(order.id),
    symbol: order.symbol,
    base: m.base,
    quote: m.quote,
    side: order.side,
    type: order.type,
    timeInForce: order.time_in_force,
    price: order.type === 'LMT' ? formatUnits(order.price, m.pricePrecision) : '',
    amount: formatUnits(order.amount, SCALE),
    quoteAmount: formatUnits(order.quote_amount, SCALE),
    filled: formatUnits(order.filled, SCALE),
    filledQuote: formatUnits(order.filled_quote, SCALE),
    avgPrice: formatUnits(average, m.pricePrecision),
    fee: formatUnits(order.fee, SCALE),
    feeCoin: order.side === 'buy' ? m.base : m.quote,
    status: order.status,
    time: Number(order.created_at),
    updatedAt: Number(order.updated_at),
  };
}
