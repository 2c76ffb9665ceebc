import type { Generated } from 'kysely';

/** Tables of leveraged contracts (migration 20261124-0013-contracts, modules/contract). */
export type TContractMarketsTable = {
  symbol: string;
  enabled: bigint;
  leverages: string;
  max_leverage: bigint;
  mmr_ppm: bigint;
  open_fee_ppm: bigint;
  close_fee_ppm: bigint;
  liquidation_fee_ppm: bigint;
  min_margin: bigint;
  max_margin: bigint;
  oi_limit: bigint;
  adverse_move_ppm: bigint;
  updated_at: bigint;
  updated_by: string;
};

export type TContractExposureTable = { symbol: string; net_lots: bigint };

export type TContractLeverageCapsTable = { country: string; max_leverage: bigint; updated_at: bigint; updated_by: string };

export type TContractStatus = 'pending' | 'holding' | 'finished' | 'liquidated' | 'closed' | 'cancelled';
export type TContractReason = 'manual' | 'stopLoss' | 'takeProfit' | 'liquidation' | 'cancelled' | 'refused';

export type TContractOrdersTable = {
  id: Generated<bigint>;
  user_id: bigint;
  symbol: string;
  direction: 'up' | 'down';
  type: 'market' | 'limit';
  leverage: bigint;
  margin: bigint;
  quantity: bigint;
  limit_price: bigint | null;
  open_price: bigint | null;
  open_fee: bigint;
  stop_loss: bigint | null;
  take_profit: bigint | null;
  status: TContractStatus;
  reason: TContractReason | null;
  frozen: bigint;
  mmr_ppm: bigint;
  close_fee_ppm: bigint;
  liquidation_fee_ppm: bigint;
  open_tick_id: bigint | null;
  close_tick_id: bigint | null;
  close_price: bigint | null;
  pnl: bigint | null;
  close_fee: bigint | null;
  liquidation_fee: bigint | null;
  to_user: bigint | null;
  from_insurance: bigint | null;
  outcome: 'win' | 'lose' | null;
  created_at: bigint;
  opened_at: bigint | null;
  finished_at: bigint | null;
  updated_at: bigint;
};

export type TContractTables = {
  contract_markets: TContractMarketsTable;
  contract_exposure: TContractExposureTable;
  contract_leverage_caps: TContractLeverageCapsTable;
  contract_orders: TContractOrdersTable;
};
