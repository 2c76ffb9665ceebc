import type { Generated } from 'kysely';

/**
 * Settlement durability (migration 20261127-0027-settlement-durability): markets a waiting open or
 * close needs ticked every second, each market's last trigger-checked tick, and operator alerts.
 */
export type TTickWantsTable = { symbol: string; until: bigint };

export type TTriggerChecksTable = { symbol: string; tick_id: bigint; updated_at: bigint };

export type TOperatorAlertsTable = {
  id: Generated<bigint>;
  /** What the alert is about (`job:<kind>:<key>`, `contract-unpaid:<order id>`…): one row per subject. */
  subject: string;
  kind: string;
  detail: string;
  /** How many times it was raised. */
  count: bigint;
  first_at: bigint;
  last_at: bigint;
  resolved_at: bigint | null;
};

export type TSettlementTables = { tick_wants: TTickWantsTable; trigger_checks: TTriggerChecksTable; operator_alerts: TOperatorAlertsTable };
