import type { Generated } from 'kysely';
import type { TFiatOrderState, TFiatPlatform } from '@exchange/contracts';

/** Tables of fiat quick buy and sell (migration 20261126-0023-fiat, modules/fiat). USDT in units; rates at FIAT_RATE_SCALE; fiat in units of fiat_decimals. */
export type TFiatChannelsTable = {
  platform: TFiatPlatform;
  fiat: string;
  fiat_decimals: bigint;
  buy_rate: bigint;
  sell_rate: bigint;
  min_usdt: bigint;
  max_usdt: bigint;
  buy_enabled: bigint;
  sell_enabled: bigint;
  account: string;
  name: string;
  bank_name: string;
  ifsc: string;
  updated_at: bigint;
  updated_by: string;
};

export type TFiatOrdersTable = {
  id: Generated<bigint>;
  user_id: bigint;
  side: 'buy' | 'sell';
  platform: TFiatPlatform;
  fiat: string;
  fiat_decimals: bigint;
  /** Locked when the order was made. */
  rate: bigint;
  usdt_amount: bigint;
  fiat_amount: bigint;
  reference: string;
  /** Buy: the channel's collection details; sell: the caller's payout details (copied). */
  account: string;
  name: string;
  bank_name: string;
  ifsc: string;
  state: TFiatOrderState;
  utr: Generated<string>;
  proof: Generated<string>;
  reason: Generated<string>;
  expires_at: bigint;
  created_at: bigint;
  paid_at: bigint | null;
  closed_at: bigint | null;
  reviewed_by: Generated<string>;
};

export type TFiatWebhookEventsTable = {
  id: Generated<bigint>;
  provider: string;
  event_id: string;
  reference: string;
  received_at: bigint;
  outcome: string;
};

/** A payment that arrived after its buy order closed (migration 0030): held for an operator to credit or refund. */
export type TFiatLatePaymentsTable = {
  id: Generated<bigint>;
  order_id: bigint;
  user_id: bigint;
  event_id: bigint;
  currency: string;
  amount: string;
  utr: string;
  state: 'review' | 'credited' | 'refunded';
  received_at: bigint;
  decided_at: bigint | null;
  decided_by: Generated<string>;
  reason: Generated<string>;
  bank_ref: Generated<string>;
};

export type TBankDetailsTable = {
  user_id: bigint;
  account: string;
  name: string;
  bank_name: string;
  ifsc: string;
  upi_account: string;
  upi_name: string;
  updated_at: bigint;
};

export type TBankDetailsLogTable = { id: Generated<bigint>; user_id: bigint; summary: string; ip: string; created_at: bigint };

export type TFiatTables = {
  fiat_channels: TFiatChannelsTable;
  fiat_orders: TFiatOrdersTable;
  fiat_webhook_events: TFiatWebhookEventsTable;
  fiat_late_payments: TFiatLatePaymentsTable;
  bank_details: TBankDetailsTable;
  bank_details_log: TBankDetailsLogTable;
};
