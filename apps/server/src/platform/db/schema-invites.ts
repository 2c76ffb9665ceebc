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

/** A cashback fixed when it was earned (migration 20261127-0028): reserved from the rewards account, then paid. */
export type TInviteCashbacksTable = {
  friend_id: bigint;
  referrer_id: bigint;
  amount: bigint;
  reserved: bigint;
  paid: bigint;
  earned_at: bigint;
};

/** The fees of a friend's day already counted for rebates (migration 20261127-0031). */
export type TInviteRebateFeesTable = {
  friend_id: bigint;
  day: bigint;
  asset: string;
  fees: bigint;
  top_ups: bigint;
  updated_at: bigint;
};

/** A rebate reserved from the fee account as it accrued (migration 20261127-0031), paid by the daily payout. */
export type TInviteRebatesTable = {
  key: string;
  beneficiary_id: bigint;
  friend_id: bigint;
  level: bigint;
  day: bigint;
  asset: string;
  fees: bigint;
  ratio_ppm: bigint;
  amount: bigint;
  remainder_ppm: bigint;
  paid: bigint;
  updated_at: bigint;
};

/** The time up to which the rebate job counted fees (migration 20261127-0031; one row, id 1). */
export type TInviteRebateCheckpointTable = { id: bigint; counted_to: bigint };

export type TInvitesTables = {
  invite_settings: TInviteSettingsTable;
  invite_payouts: TInvitePayoutsTable;
  invite_cashbacks: TInviteCashbacksTable;
  invite_rebate_fees: TInviteRebateFeesTable;
  invite_rebates: TInviteRebatesTable;
  invite_rebate_checkpoint: TInviteRebateCheckpointTable;
};
