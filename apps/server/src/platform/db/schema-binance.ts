import type { Generated } from 'kysely';

/** Keys and user data streams of the Binance-compatible API (modules/binance, migration 20261129-0033). */
export type TApiKeysTable = {
  id: Generated<bigint>;
  user_id: bigint;
  api_key: string;
  kind: 'hmac' | 'ed25519';
  secret_sealed: string;
  public_key: string;
  label: string;
  can_trade: bigint;
  can_withdraw: bigint;
  ip_allow: string;
  created_at: bigint;
  updated_at: bigint;
};

export type TApiListenKeysTable = { listen_key: string; user_id: bigint; api_key_id: bigint; expires_at: bigint };

export type TBinanceTables = { api_keys: TApiKeysTable; api_listen_keys: TApiListenKeysTable };
