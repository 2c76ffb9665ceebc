import type { Generated } from 'kysely';

/**
 * The flash exchange's quotes (migration 20261126-0022-flash, modules/flash). Amounts in units of
 * their coin; limits in ticks of the leg's market. A leg's `size` is what a sell gives (base units)
 * or what a buy spends (quote units); `net` what the quote expected it to receive after its fee,
 * `left` what of a buy's budget the quote expected unspent; `limit` the worst price its order may
 * trade at (the walk's worst, moved by the tolerance). `quoted_receive` is the least the quote
 * promises (the last leg's `net` less the tolerance; rows quoted before the tolerance hold the net
 * itself). The `*_paid`, `order_id` and `receive` columns are filled when the quote is executed.
 */
export type TFlashQuotesTable = {
  id: Generated<bigint>;
  user_id: bigint;
  from_coin: string;
  to_coin: string;
  amount: bigint;
  /** The coins in order, comma separated: `BTC,USDT` or `BTC,USDT,ETH`. */
  route: string;
  quoted_receive: bigint;
  receive: bigint | null;
  status: 'quoted' | 'done' | 'refused' | 'expired';
  expires_at: bigint;
  created_at: bigint;
  updated_at: bigint;
  leg1_symbol: string;
  leg1_side: 'buy' | 'sell';
  leg1_size: bigint;
  leg1_limit: bigint;
  leg1_fee: bigint;
  leg1_net: bigint;
  leg1_left: bigint;
  leg1_order_id: bigint | null;
  leg1_fee_paid: bigint | null;
  leg1_left_paid: bigint | null;
  leg2_symbol: string | null;
  leg2_side: 'buy' | 'sell' | null;
  leg2_size: bigint | null;
  leg2_limit: bigint | null;
  leg2_fee: bigint | null;
  leg2_net: bigint | null;
  leg2_left: bigint | null;
  leg2_order_id: bigint | null;
  leg2_fee_paid: bigint | null;
  leg2_left_paid: bigint | null;
};

export type TFlashTables = { flash_quotes: TFlashQuotesTable };
