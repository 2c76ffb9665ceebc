import type { Generated } from 'kysely';

/** Tables of funds (migration 20261125-0020-funds, modules/fund). Amounts in units of the fund's currency; rates in ppm. */
export type TFundsTable = {
  id: Generated<bigint>;
  currency: string;
  rate_ppm: bigint;
  cycle_days: bigint;
  share_price: bigint;
  buy_limit: bigint;
  pool_shares: bigint;
  sold_shares: bigint;
  participants: bigint;
  start_at: bigint;
  end_at: bigint;
  /** 0 normal, 1 expired, 2 stopped (SPEC §4). */
  status: bigint;
  rebate1_ppm: bigint;
  rebate2_ppm: bigint;
  rebate3_ppm: bigint;
  /** What was moved into its reserve when it was created. */
  reserve: bigint;
  created_at: bigint;
  created_by: string;
  stopped_at: bigint | null;
  reason: Generated<string>;
};

export type TFundTextsTable = { fund_id: bigint; locale: string; name: string };

export type TFundUserSharesTable = { fund_id: bigint; user_id: bigint; shares: bigint };

export type TFundHoldingsTable = {
  id: Generated<bigint>;
  fund_id: bigint;
  user_id: bigint;
  shares: bigint;
  principal: bigint;
  rate_ppm: bigint;
  cycle_days: bigint;
  /** 00:00 UTC of the day of purchase, in ms: the first day that earns. */
  first_day: bigint;
  days_paid: bigint;
  interest_paid: bigint;
  status: 'active' | 'matured' | 'stopped';
  created_at: bigint;
  closed_at: bigint | null;
};

export type TFundPayoutsTable = {
  id: Generated<bigint>;
  key: string;
  holding_id: bigint;
  beneficiary_id: bigint;
  kind: 'interest' | 'rebate' | 'principal';
  level: bigint;
  day: bigint;
  currency: string;
  amount: bigint;
  ledger_transaction_id: bigint;
  created_at: bigint;
};

export type TFundTables = {
  funds: TFundsTable;
  fund_texts: TFundTextsTable;
  fund_user_shares: TFundUserSharesTable;
  fund_holdings: TFundHoldingsTable;
  fund_payouts: TFundPayoutsTable;
};
