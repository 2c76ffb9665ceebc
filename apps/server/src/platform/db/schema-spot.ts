import type { Generated } from 'kysely';

/** Tables of spot trading (migration 20261122-0004-spot). */
export type TSpotOrdersTable = {
  id: Generated<bigint>;
  user_id: bigint;
  symbol: string;
  side: 'buy' | 'sell';
  type: 'LMT' | 'MKT';
  time_in_force: 'GTC' | 'IOC' | 'FOK';
  price: bigint;
  amount: bigint;
  quote_amount: bigint;
  filled: bigint;
  filled_quote: bigint;
  filled_tick_lots: bigint;
  fee: bigint;
  frozen: bigint;
  frozen_used: bigint;
  status: 'unfinished' | 'finished' | 'cancelled';
  created_at: bigint;
  updated_at: bigint;
  /** The API client's `newClientOrderId`; '' for the web's orders (migration 20261129-0033). */
  client_order_id: string;
  /** The order type the API client asked for (MARKET, LIMIT, LIMIT_MAKER); '' for the web's. */
  client_type: string;
};

export type TSpotTradesTable = {
  id: Generated<bigint>;
  symbol: string;
  price: bigint;
  quantity: bigint;
  quote_quantity: bigint;
  taker_side: 'buy' | 'sell';
  maker_order_id: bigint;
  taker_order_id: bigint;
  buyer_fee: bigint;
  seller_fee: bigint;
  created_at: bigint;
};

export type TSpotTables = { spot_orders: TSpotOrdersTable; spot_trades: TSpotTradesTable };
