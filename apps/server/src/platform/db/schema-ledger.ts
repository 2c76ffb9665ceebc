import type { Generated } from 'kysely';

/** Tables of the ledger and the asset flows (migration 20261122-0003-ledger). */
export type TLedgerAccountsTable = {
  id: Generated<bigint>;
  key: string;
  asset: string;
  user_id: bigint | null;
  wallet: string;
  bucket: string;
  is_user: bigint;
  balance: Generated<bigint>;
  /** The hash of the account's newest entry (platform/integrity/chain-hash.ts), '' before the first. */
  head: Generated<string>;
};

export type TLedgerTransactionsTable = {
  id: Generated<bigint>;
  type: string;
  reference: string;
  user_id: bigint | null;
  memo: string;
  created_at: bigint;
};

export type TLedgerEntriesTable = {
  id: Generated<bigint>;
  transaction_id: bigint;
  account_id: bigint;
  asset: string;
  amount: bigint;
  balance_after: bigint;
  created_at: bigint;
  /** Chained to the account's previous entry (platform/integrity/chain-hash.ts entryHash). */
  hash: string;
};

export type TAddressesTable = {
  id: Generated<bigint>;
  user_id: bigint;
  currency: string;
  chain: string;
  address: string;
  remark: string;
  created_at: bigint;
  updated_at: bigint;
};

export type TDepositsTable = {
  id: Generated<bigint>;
  user_id: bigint;
  currency: string;
  chain: string;
  address: string;
  amount: bigint;
  proof: string;
  tx_hash: string;
  status: bigint;
  reason: string;
  reviewed_by: string | null;
  reviewed_at: bigint | null;
  created_at: bigint;
};

export type TWithdrawalsTable = {
  id: Generated<bigint>;
  user_id: bigint;
  currency: string;
  chain: string;
  address: string;
  memo: string;
  remark: string;
  amount: bigint;
  fee: bigint;
  status: bigint;
  reason: string;
  tx_hash: string;
  reviewed_by: string | null;
  reviewed_at: bigint | null;
  created_at: bigint;
  /** 1: on a watched chain, sent by the signer once approved (modules/chain, migration 0034). */
  on_chain: Generated<bigint>;
};

/** request_hash (migration 0009): what the key was first used for; '' on keys stored before it. */
export type TIdempotencyKeysTable = { scope: string; key: string; route: string; request_hash: string; response: string; created_at: bigint };

export type TLedgerTables = {
  ledger_accounts: TLedgerAccountsTable;
  ledger_transactions: TLedgerTransactionsTable;
  ledger_entries: TLedgerEntriesTable;
  addresses: TAddressesTable;
  deposits: TDepositsTable;
  withdrawals: TWithdrawalsTable;
  idempotency_keys: TIdempotencyKeysTable;
};
