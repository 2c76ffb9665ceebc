import type { Generated } from 'kysely';

/** Tables of users' two-factor log-in (migration 20261128-0032-two-factor, modules/accounts/two-factor). */
export type TUserTotpTable = {
  user_id: bigint;
  /** Base32 RFC 6238 secret. */
  secret: string;
  /** When a code confirmed the set-up; null while it waits for one (TOTP is not on yet). */
  enabled_at: bigint | null;
  /** The last time step accepted: a code is good once. */
  last_step: Generated<bigint>;
  created_at: bigint;
};

export type TUserRecoveryCodesTable = {
  id: Generated<bigint>;
  user_id: bigint;
  code_hash: string;
  created_at: bigint;
  used_at: bigint | null;
};

/** The pending second step of a log-in: the password was right, the code is still to come. */
export type TLoginChallengesTable = {
  id: Generated<bigint>;
  user_id: bigint;
  ticket_hash: string;
  ip: string;
  user_agent: string;
  created_at: bigint;
  expires_at: bigint;
  used_at: bigint | null;
};

export type TTwoFactorTables = {
  user_totp: TUserTotpTable;
  user_recovery_codes: TUserRecoveryCodesTable;
  login_challenges: TLoginChallengesTable;
};
