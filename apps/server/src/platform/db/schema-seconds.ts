import type { Generated } from 'kysely';

/** Tables of seconds contracts (migration 20261125-0014-seconds, modules/seconds). */
export type TSecondsDurationsTable = {
  second: bigint;
  income_rate_ppm: bigint;
  min_amount: bigint;
  max_amount: bigint;
  enabled: bigint;
  updated_at: bigint;
  updated_by: string;
};

export type TSecondsMarketsTable = { symbol: string; position: bigint; enabled: bigint; updated_at: bigint; updated_by: string };

export type TSecondsHouseTable = { id: bigint; exposure: bigint };

export type TSecondsStatus = 'open' | 'settled';
export type TSecondsOutcomeColumn = 'win' | 'lose' | 'draw';

export type TSecondsOrdersTable = {
  id: Generated<bigint>;
  user_id: bigint;
  symbol: string;
  trade_type: bigint;
  position_time: bigint;
  stake: bigint;
  fee: bigint;
  income_rate_ppm: bigint;
  payout_max: bigint;
  status: TSecondsStatus;
  accepted_at: bigint;
  expires_at: bigint;
  open_tick_id: bigint | null;
  open_price: bigint | null;
  close_tick_id: bigint | null;
  close_price: bigint | null;
  outcome: TSecondsOutcomeColumn | null;
  to_user: bigint | null;
  rule_version: bigint | null;
  settled_at: bigint | null;
  updated_at: bigint;
};

export type TSecondsTables = {
  seconds_durations: TSecondsDurationsTable;
  seconds_markets: TSecondsMarketsTable;
  seconds_house: TSecondsHouseTable;
  seconds_orders: TSecondsOrdersTable;
};
