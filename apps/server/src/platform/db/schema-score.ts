import type { Generated } from 'kysely';

/** Tables of the credit score (migration 20261125-0018-score, modules/score). */
export type TScoreChangesTable = {
  id: Generated<bigint>;
  user_id: bigint;
  /** `rule:<rule>:<ref>` for a rule (once per event), `operator:<nonce>` for an adjustment. */
  event_key: string;
  rule: string | null;
  operator: string | null;
  reason: string;
  delta: bigint;
  score_after: bigint;
  created_at: bigint;
};

/** A wrong password given for an existing account (migration 0018, accounts/login-failures.ts). */
export type TLoginFailuresTable = {
  id: Generated<bigint>;
  user_id: bigint;
  ip: string;
  user_agent: string;
  created_at: bigint;
};

export type TScoreTables = { score_changes: TScoreChangesTable; login_failures: TLoginFailuresTable };
