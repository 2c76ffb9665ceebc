import { z } from 'zod';
import { defineCall } from '../api/define-call.js';
import { pageOf, ZDecimal, ZEpochMs } from '../api/fields.js';
import { SPOT_STATUSES, ZCancelOrder, ZOrderDetail, ZOrderList, ZPlaceOrder, ZPriceProtection } from './schemas.js';

const GROUP = 'Spot orders';

/** A price that is `""` where there is none (a market order's limit price). */
const ZPriceOrEmpty = z.union([ZDecimal, z.literal('')]);

/**
 * A spot order as its owner sees it (docs/api.md §3.16 "The order"), every amount at its asset's
 * scale; the server builds it in present-order.ts.
 */
export const ZSpotOrder = z.strictObject({
  orderId: z.number().int().positive(),
  symbol: z.string().meta({ description: 'The market, in lower case (`btcusdt`).' }),
  base: z.string(),
  quote: z.string(),
  side: z.enum(['buy', 'sell']),
  type: z.enum(['LMT', 'MKT']),
  timeInForce: z.enum(['GTC', 'IOC', 'FOK']).meta({ description: '`FOK` only for orders placed through the Binance-compatible API (/api/v3).' }),
  price: ZPriceOrEmpty.meta({ description: 'The limit price; `""` for a market order.' }),
  amount: ZDecimal.meta({ description: 'The base quantity ordered; `"0"` for a market buy.' }),
  quoteAmount: ZDecimal.meta({ description: "A market buy's quote amount to spend; `\"0\"` for the other orders." }),
  filled: ZDecimal.meta({ description: 'The base quantity traded so far, before fees.' }),
  filledQuote: ZDecimal.meta({ description: 'The quote traded so far, before fees: what a buyer paid (rounded up) or a seller received (rounded down).' }),
  avgPrice: ZDecimal.meta({ description: '`filledQuote` ÷ `filled`, cut to the price decimals; `"0"` before the first fill.' }),
  fee: ZDecimal.meta({ description: 'The fees paid so far, in `feeCoin`.' }),
  feeCoin: z.string().meta({ description: 'The coin the order receives: the base for a buy, the quote for a sell.' }),
  status: z.enum(SPOT_STATUSES),
  time: ZEpochMs,
  updatedAt: ZEpochMs,
});
export type TSpotOrder = z.output<typeof ZSpotOrder>;

export const ZSpotFill = z.strictObject({
  tradeId: z.number().int().positive(),
  price: ZDecimal.meta({ description: "The trade price: the maker's." }),
  quantity: ZDecimal.meta({ description: 'The base quantity traded.' }),
  role: z.enum(['maker', 'taker']),
  fee: ZDecimal.meta({ description: "This order's fee on the fill, in `feeCoin`." }),
  time: ZEpochMs,
});

const orderIdNote = 'The order\'s `orderId`: a positive whole number.';

export const spotPlaceCall = defineCall({
  method: 'POST',
  path: '/spot/order/place',
  auth: true,
  product: 'spot',
  group: GROUP,
  summary: 'Places a limit or market order in the coin wallet and answers it after matching.',
  description:
    'The order is matched, and the order, its fills and their ledger transactions are saved in one database transaction before the answer. ' +
    'A market order trades only within its maximum slippage of the best opposite price; when that cut it, `priceProtection` says how much and the message is `marketOrderProtected`. ' +
    'A market order that finds nothing to trade still succeeds, with `status` `cancelled`. Rules, fees and rounding: api.md §3.16.',
  request: ZPlaceOrder,
  response: ZSpotOrder.extend({
    priceProtection: ZPriceProtection.meta({ description: "What the market order's price protection cut, or null." }),
  }),
  params: {
    symbol: 'Required in effect: a market (`btcusdt`, `BTC/USDT`), else `marketNotFound`.',
    price:
      '`LMT` only, and required there: a plain decimal, not zero, within the price decimals (`enterProperPrice`), and within the band around the index price (operator parameter `spot_price_band_bps`, default 10 %; without a recent index, around the last trade; a market with neither is not banded) (`priceOutsideBand`).',
    amount:
      'Required in effect: the base quantity, or for a market buy the quote amount to spend; a plain decimal, not zero, within its decimals (`enterQuantity`, `quantityPrecision`, `amountAboveMaximum`).',
    postOnly: 'Limit orders only: refused with `postOnlyWouldTake` when it would trade at once.',
    maxSlippage: '`MKT` only: a rate from `0.001` to `0.1`; empty takes `0.02` (2 %).',
  },
  errors: [
    'marketNotFound',
    'enterProperPrice',
    'priceOutsideBand',
    'enterQuantity',
    'quantityPrecision',
    'amountAboveMaximum',
    'orderValueTooSmall',
    'orderValueTooLarge',
    'maxSlippageOutOfRange',
    'insufficientBalance',
    'postOnlyWouldTake',
  ],
});

export const spotCancelCall = defineCall({
  method: 'POST',
  path: '/spot/order/cancel',
  auth: true,
  group: GROUP,
  summary: "Cancels one of the caller's unfinished orders: it leaves the book and what it still froze returns to available.",
  request: ZCancelOrder,
  response: ZSpotOrder,
  params: { orderId: orderIdNote },
  errors: ['noData', 'orderNotOpen'],
});

export const spotListCall = defineCall({
  method: 'POST',
  path: '/spot/order/list',
  auth: true,
  group: GROUP,
  summary: "The caller's orders in one status, newest first, one page at a time.",
  request: ZOrderList,
  response: pageOf(ZSpotOrder),
  params: { symbol: 'Only this market; empty means all markets.' },
  errors: ['marketNotFound'],
});

export const spotDetailCall = defineCall({
  method: 'POST',
  path: '/spot/order/detail',
  auth: true,
  group: GROUP,
  summary: "One of the caller's orders with its fills, oldest fill first.",
  request: ZOrderDetail,
  response: ZSpotOrder.extend({ fills: z.array(ZSpotFill) }),
  params: { orderId: orderIdNote },
  errors: ['noData'],
});
