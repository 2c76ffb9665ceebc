import type { Generated } from 'kysely';

/** Tables of the operator console (migration 20261127-0024-operator-console, modules/admin). */
export type TOperatorAccountsTable = {
  id: Generated<bigint>;
  name: string;
  password_hash: string;
  /** Comma list of TOperatorRole. */
  roles: string;
  /** Base32 TOTP secret, set when enrolment begins; `totp_enrolled_at` once a code confirmed it. */
  totp_secret: string | null;
  totp_enrolled_at: bigint | null;
  /** The last RFC 6238 time step accepted: a code is good once. */
  totp_last_step: Generated<bigint>;
  created_at: bigint;
  created_by: string;
  last_login_at: bigint | null;
  disabled_at: bigint | null;
  disabled_reason: Generated<string>;
};

export type TOperatorSessionsTable = {
  id: Generated<bigint>;
  operator_id: bigint;
  token_hash: string;
  stage: 'enrol' | 'ready';
  ip: string;
  user_agent: string;
  created_at: bigint;
  last_seen_at: bigint;
  expires_at: bigint;
  revoked_at: bigint | null;
};

export type TOperatorRecoveryCodesTable = {
  id: Generated<bigint>;
  operator_id: bigint;
  code_hash: string;
  created_at: bigint;
  used_at: bigint | null;
};

export type TOperatorApprovalsTable = {
  id: Generated<bigint>;
  action: string;
  subject: string;
  /** The call's validated input, JSON: what the approval runs. */
  input: string;
  reason: string;
  requested_by: string;
  requested_at: bigint;
  status: 'pending' | 'approved' | 'rejected' | 'failed';
  decided_by: string | null;
  decided_at: bigint | null;
  decision_reason: Generated<string>;
  /** JSON of the action's answer once run, or the error key when it failed. */
  result: Generated<string>;
  /** The approver running it now, and until when the claim holds (migration 0029). */
  claimed_by: string | null;
  claimed_until: bigint | null;
};

/** One creation of an operator account or change of its roles, with who asked and who approved (migration 0029). */
export type TOperatorGrantsTable = {
  id: Generated<bigint>;
  operator: string;
  kind: 'create' | 'roles';
  roles: string;
  requested_by: string;
  /** The second admin who approved it; null for the first-admin bootstrap (and grants before 0029). */
  approved_by: string | null;
  created_at: bigint;
};

export type TOperatorTables = {
  operator_accounts: TOperatorAccountsTable;
  operator_sessions: TOperatorSessionsTable;
  operator_recovery_codes: TOperatorRecoveryCodesTable;
  operator_approvals: TOperatorApprovalsTable;
  operator_grants: TOperatorGrantsTable;
};
