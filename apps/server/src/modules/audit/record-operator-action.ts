import { AsyncLocalStorage } from 'node:async_hooks';
import type { Kysely, Transaction } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TClock } from '../../platform/clock.js';
import { auditRepository } from './audit.repository.js';

export type TOperatorActionRecord = {
  operator: string;
  action: string;
  subject: string;
  detail: unknown;
  /** Why, in the operator's words. */
  reason?: string;
  /** The state the action changed, before and after (JSON-able; bigints become strings). */
  before?: unknown;
  after?: unknown;
  /** The second operator who approved it (two-person rule). */
  approvedBy?: string | null;
};

/**
 * Set while an approved request runs (modules/admin/approvals.ts): the action's first audit entry
 * calls `commit` on the same transaction, which marks the request approved there, so a request is
 * approved exactly when its action commits.
 */
export const approvalInFlight = new AsyncLocalStorage<{ commit: (db: Kysely<TDatabase> | Transaction<TDatabase>) => Promise<void>; isDone: boolean }>();

/** JSON with bigints as decimal strings. */
export function auditJson(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, v) => (typeof v === 'bigint' ? v.toString() : v));
}

/**
 * Records who did what, when, to what, why, and the state before and after (ARCHITECTURE.md
 * "Integrity"). Called inside the same transaction as the action itself where the action has one,
 * so no action exists without its record. The table is append-only (a trigger refuses UPDATE and
 * DELETE, migration 0024).
 */
export async function recordOperatorAction(db: Kysely<TDatabase> | Transaction<TDatabase>, clock: TClock, action: TOperatorActionRecord): Promise<void> {
  await auditRepository.insertOperatorAction(db, {
    operator: action.operator,
    action: action.action,
    subject: action.subject,
    detail: auditJson(action.detail),
    reason: action.reason ?? '',
    before: auditJson(action.before),
    after: auditJson(action.after),
    approved_by: action.approvedBy ?? null,
    created_at: BigInt(clock.now()),
  });
  const flight = approvalInFlight.getStore();
  if (flight && !flight.isDone) {
    flight.isDone = true;
    await flight.commit(db);
  }
}
