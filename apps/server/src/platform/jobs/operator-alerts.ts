import type { Kysely, Transaction } from 'kysely';
import type { TDatabase } from '../db/schema.js';
import { operatorAlertsRepository } from './operator-alerts.repository.js';

type TDb = Kysely<TDatabase> | Transaction<TDatabase>;

/** The longest detail kept: a short reason for the operator, never a stack. */
const MAX_DETAIL = 500;

/**
 * Raises an alert for an operator (table `operator_alerts`, migration 0027): one row per subject
 * however often it is raised (idempotent: a job failing for the hundredth time, a payout still
 * waiting), counting the raises and reopening it if it had been resolved. Runs in the caller's
 * transaction when given one, so an alert exists exactly when the state it tells of committed.
 */
export async function raiseOperatorAlert(db: TDb, alert: { subject: string; kind: string; detail: string; now: number }): Promise<void> {
  const detail = alert.detail.length > MAX_DETAIL ? `${alert.detail.slice(0, MAX_DETAIL - 1)}…` : alert.detail;
  await operatorAlertsRepository.upsert(db, { subject: alert.subject, kind: alert.kind, detail, now: BigInt(alert.now) });
}

/** Marks a subject's alert resolved (its job finally succeeded, its payout was made); nothing when there is none open. */
export async function resolveOperatorAlert(db: TDb, subject: string, now: number): Promise<void> {
  await operatorAlertsRepository.resolve(db, [subject], BigInt(now));
}

/** The open alerts, newest first (the console will list them; tests read them). */
export function openOperatorAlerts(db: TDb, limit = 100) {
  return operatorAlertsRepository.listOpen(db, limit);
}
