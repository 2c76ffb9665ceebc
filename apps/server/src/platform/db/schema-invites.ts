import type { Generated } from 'kysely';

/** Tables of the invite programme (migration 20261125-0017-invites, modules/invites). */
export type TInviteSettingsTable = {
  id: bigint;
  ratio1_ppm: bigint;
  ratio2_ppm: bigint;
  ratio3_ppm: bigint;
  cashback: bigint;
  updated_at: bigint;
  updated_by: string;
};

export type TInvitePayoutKind = 'rebate' | 'cashback';

export type TInvitePayoutsTable = {
  id: Generated<bigint>;
  key: string;
  beneficiary_id: bigint;
  friend_id: bigint;
  level: bigint;
  kind: TInvitePayoutKind;
  /** Rebates: the UTC day (epoch ms of its start) whose fees they share; cashback: the day it was paid. */
  day: bigint;
  asset: string;
  /** Rebates: the friend's fees of that day in that asset; cashback: 0. */
  fees: bigint;
  ratio_ppm: bigint;
  amount: bigint;
  ledger_transaction_id: bigint;
  created_at: bigint;
};

export type TInvitesTables = { invite_settings: TInviteSettingsTable; invite_payouts: TInvitePayoutsTable };
