import type { Selectable } from 'kysely';
import { findMarket, formatUnits, marketMoney, type TMarket } from '@exchange/contracts';
import type { TSpotTradesTable } from '../../platform/db/schema-spot.js';
import type { TOrderRow } from '../spot/settle-fill.js';
import { BinanceError } from './binance-error.js';

/** A market in Binance's form: `BTCUSDT`. */
export const binanceSymbol = (market: TMarket): string => market.symbol.toUpperCase();

/** The market a Binance symbol names (any case), or -1121. */
export function marketOf(symbol: string): TMarket {
  const market = /^[A-Za-z0-9]{2,20}$/.test(symbol) ? findMarket(symbol.toLowerCase()) : undefined;
  if (!market) throw new BinanceError('badSymbol');
  return market;
}

/** The id Binance clients see for an order placed from the web, which has none of its own. */
const WEB_PREFIX = 'web_';
export const clientIdOf = (order: TOrderRow): string => order.client_order_id || `${WEB_PREFIX}${order.id}`;
/** The order id a web order's client id stands for, or null. */
export const webOrderIdOf = (clientId: string): bigint | null => (clientId.startsWith(WEB_PREFIX) && /^\d{1,18}$/.test(clientId.slice(4)) ? BigInt(clientId.slice(4)) : null);

/**
 * Binance's status of an order: open ones are NEW or PARTIALLY_FILLED; a finished one FILLED; an
 * ended one CANCELED when its owner cancelled a resting order, EXPIRED when it ended by its own
 * terms (IOC, FOK, a market order's protection or an empty book).
 */
export function statusOf(order: TOrderRow): 'NEW' | 'PARTIALLY_FILLED' | 'FILLED' | 'CANCELED' | 'EXPIRED' {
  if (order.status === 'unfinished') return order.filled > 0n ? 'PARTIALLY_FILLED' : 'NEW';
  if (order.status === 'finished') return 'FILLED';
  const isImmediate = order.type === 'MKT' || order.time_in_force !== 'GTC';
  return isImmediate ? 'EXPIRED' : 'CANCELED';
}

const typeOf = (order: TOrderRow): 'LIMIT' | 'MARKET' | 'LIMIT_MAKER' => {
  if (order.client_type === 'MARKET' || order.client_type === 'LIMIT' || order.client_type === 'LIMIT_MAKER') return order.client_type;
  return order.type === 'LMT' ? 'LIMIT' : 'MARKET';
};

/** The fields every form of an order shares, each amount at its asset's scale. */
function orderCore(market: TMarket, order: TOrderRow) {
  const money = marketMoney(market);
  const isMarketBuyByQuote = order.type === 'MKT' && order.side === 'buy';
  return {
    symbol: binanceSymbol(market),
    orderId: Number(order.id),
    orderListId: -1 as const,
    clientOrderId: clientIdOf(order),
    price: order.type === 'LMT' && typeOf(order) !== 'MARKET' ? formatUnits(order.price, market.pricePrecision) : '0',
    origQty: formatUnits(isMarketBuyByQuote ? order.filled : order.amount, money.baseScale),
    executedQty: formatUnits(order.filled, money.baseScale),
    cummulativeQuoteQty: formatUnits(order.filled_quote, money.quoteScale),
    status: statusOf(order),
    timeInForce: order.time_in_force,
    type: typeOf(order),
    side: order.side === 'buy' ? ('BUY' as const) : ('SELL' as const),
    workingTime: Number(order.created_at),
    origQuoteOrderQty: formatUnits(order.quote_amount, money.quoteScale),
    selfTradePreventionMode: 'NONE' as const,
  };
}

/** GET /api/v3/order, openOrders, allOrders. */
export function presentOrder(order: TOrderRow, market: TMarket = findMarket(order.symbol)!) {
  return {
    ...orderCore(market, order),
    stopPrice: '0',
    icebergQty: '0',
    time: Number(order.created_at),
    updateTime: Number(order.updated_at),
    isWorking: order.status === 'unfinished',
  };
}

/** POST /api/v3/order: ACK, RESULT or FULL (with the fills of this order, each fee in the coin it was paid in). */
export function presentNewOrder(market: TMarket, order: TOrderRow, form: 'ACK' | 'RESULT' | 'FULL', trades: Selectable<TSpotTradesTable>[]) {
  const transactTime = Number(order.updated_at);
  if (form === 'ACK') return { symbol: binanceSymbol(market), orderId: Number(order.id), orderListId: -1 as const, clientOrderId: clientIdOf(order), transactTime };
  const result = { ...orderCore(market, order), transactTime };
  if (form === 'RESULT') return result;
  const money = marketMoney(market);
  const isBuy = order.side === 'buy';
  return {
    ...result,
    fills: trades.map((t) => ({
      price: formatUnits(t.price, market.pricePrecision),
      qty: formatUnits(t.quantity, money.baseScale),
      commission: isBuy ? formatUnits(t.buyer_fee, money.baseScale) : formatUnits(t.seller_fee, money.quoteScale),
      commissionAsset: isBuy ? market.base : market.quote,
      tradeId: Number(t.id),
    })),
  };
}

/** DELETE /api/v3/order and openOrders: the cancelled order, with the id the client gave the cancel. */
export function presentCancelled(market: TMarket, order: TOrderRow, cancelClientId: string, now: number) {
  const { workingTime: _working, ...core } = orderCore(market, order);
  return { ...core, origClientOrderId: clientIdOf(order), clientOrderId: cancelClientId, transactTime: now };
}

export type TOwnTrade = Selectable<TSpotTradesTable> & { own_order_id: bigint; own_side: 'buy' | 'sell' };

/** GET /api/v3/myTrades. */
export function presentMyTrade(market: TMarket, trade: TOwnTrade) {
  const money = marketMoney(market);
  const isBuyer = trade.own_side === 'buy';
  return {
    symbol: binanceSymbol(market),
    id: Number(trade.id),
    orderId: Number(trade.own_order_id),
    orderListId: -1 as const,
    price: formatUnits(trade.price, market.pricePrecision),
    qty: formatUnits(trade.quantity, money.baseScale),
    quoteQty: formatUnits(trade.quote_quantity, money.quoteScale),
    commission: isBuyer ? formatUnits(trade.buyer_fee, money.baseScale) : formatUnits(trade.seller_fee, money.quoteScale),
    commissionAsset: isBuyer ? market.base : market.quote,
    time: Number(trade.created_at),
    isBuyer,
    isMaker: trade.own_order_id === trade.maker_order_id,
    isBestMatch: true,
  };
}

/** GET /api/v3/trades and the `@trade` stream's fields. */
export function presentPublicTrade(market: TMarket, trade: Pick<Selectable<TSpotTradesTable>, 'id' | 'price' | 'quantity' | 'quote_quantity' | 'taker_side' | 'created_at'>) {
  const money = marketMoney(market);
  return {
    id: Number(trade.id),
    price: formatUnits(trade.price, market.pricePrecision),
    qty: formatUnits(trade.quantity, money.baseScale),
    quoteQty: formatUnits(trade.quote_quantity, money.quoteScale),
    time: Number(trade.created_at),
    isBuyerMaker: trade.taker_side === 'sell',
    isBestMatch: true,
  };
}
