import type { Generated } from 'kysely';

/** Real chains (modules/chain, migration 20261129-0034): wei and token base units as decimal text. */
export type TChainAddressesTable = { user_id: bigint; address: string; created_at: bigint };
export type TChainCursorTable = { name: string; block_number: bigint; block_hash: string; genesis_hash: string; updated_at: bigint };
export type TChainBlocksTable = { number: bigint; hash: string; parent_hash: string };
export type TChainDepositsTable = {
  id: Generated<bigint>;
  user_id: bigint;
  currency: string;
  address: string;
  sender: string;
  tx_hash: string;
  log_index: bigint;
  block_number: bigint;
  block_hash: string;
  amount: bigint;
  status: 'confirming' | 'credited' | 'belowMinimum';
  credited_at: bigint | null;
  swept: Generated<bigint>;
  created_at: bigint;
};
export type TChainTxPurpose = 'withdrawal' | 'sweep' | 'topup' | 'cold';
export type TChainTxsTable = {
  id: Generated<bigint>;
  purpose: TChainTxPurpose;
  ref: string;
  from_address: string;
  to_address: string;
  currency: string;
  amount: bigint;
  value: string;
  nonce: bigint;
  attempt: bigint;
  gas_price: string;
  gas_limit: bigint;
  hash: string;
  raw: string;
  status: 'sent' | 'replaced' | 'confirmed' | 'failed';
  block_number: bigint | null;
  gas_cost: Generated<string>;
  created_at: bigint;
  updated_at: bigint;
};
export type TChainNoncesTable = { address: string; next_nonce: bigint };

export type TChainTables = {
  chain_addresses: TChainAddressesTable;
  chain_cursor: TChainCursorTable;
  chain_blocks: TChainBlocksTable;
  chain_deposits: TChainDepositsTable;
  chain_txs: TChainTxsTable;
  chain_nonces: TChainNoncesTable;
};
