import type { TOrderType, TSpotStatus } from '@exchange/contracts';

export type TOrderSide = 'buy' | 'sell';

/** A spot order as every /spot/order call answers it (docs/api.md §3.16 "The order"). */
export type TSpotOrder = {
  orderId: number;
  symbol: string;
  base: string;
  quote: string;
  side: TOrderSide;
  type: TOrderType;
  timeInForce: 'GTC' | 'IOC' | 'FOK';
  /** The limit price; "" for a market order. */
  price: string;
  /** The base quantity ordered; "0" for a market buy. */
  amount: string;
  /** A market buy's quote amount to spend; "0" otherwise. */
  quoteAmount: string;
  filled: string;
  filledQuote: string;
  avgPrice: string;
  fee: string;
  feeCoin: string;
  status: TSpotStatus;
  time: number;
  updatedAt: number;
};

/** One trade of an order (docs/api.md, POST /spot/order/detail); `fee` is in the order's `feeCoin`. */
export type TOrderFill = {
  tradeId: number;
  /** The maker's price. */
  price: string;
  /** The base quantity traded. */
  quantity: string;
  /** maker: this order was resting; taker: it was the incoming order. */
  role: 'maker' | 'taker';
  fee: string;
  time: number;
};

/** An order with its fills, oldest first. */
export type TOrderDetail = TSpotOrder & { fills: TOrderFill[] };

export type TOrderPage = { list: TSpotOrder[]; totalRow: number; pageNo: number; pageSize: number };

/** The coin wallet that spot orders trade in: the assets layer's shape of POST /user/assets. */
export type { TWalletAssets as TWalletBalances } from '../assets/assets-types';

export type TPlaceOrderInput = { symbol: string; side: TOrderSide; type: TOrderType; price: string; amount: string };

export type { TOrderType, TSpotStatus };
