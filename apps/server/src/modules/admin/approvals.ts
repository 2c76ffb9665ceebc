import type { TAdminAction } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TOperatorApprovalsTable } from '../../platform/db/schema-operators.js';
import { adminRepository } from './admin.repository.js';
import { approvalInFlight, auditJson, recordOperatorAction } from '../audit/record-operator-action.js';
import { areTied } from './independence.js';
import { adminRouteOf, runAdminAction } from './admin-actions.js';
import { rolesOf } from './operator-accounts.js';
import type { TOperatorSession } from './operator-sessions.js';
import { mayTake } from './policy.js';

/**
 * The two-person rule (issue 18): a withdrawal or fiat payout above the threshold, or a change of a
 * money parameter, is not done when asked: it waits here with the validated input until a SECOND
 * operator — not the one who asked, and holding a role that may take the action — approves it (then
 * it runs, recorded with both names) or rejects it. Each request is decided once.
 */
export async function requestApproval(
  deps: TDeps,
  request: { action: TAdminAction; path: string; subject: string; input: unknown; operator: string; reason: string },
): Promise<string> {
  return deps.db.transaction().execute(async (tx) => {
    const id = await adminRepository.insertApproval(tx, {
      action: request.action,
      subject: request.subject,
      input: auditJson({ path: request.path, input: request.input }),
      reason: request.reason,
      requested_by: request.operator,
      requested_at: BigInt(deps.clock.now()),
      status: 'pending',
      decided_by: null,
      decided_at: null,
    });
    await recordOperatorAction(tx, deps.clock, {
      operator: request.operator,
      action: 'approvals.request',
      subject: `${request.action} ${request.subject}`,
      detail: { approvalId: String(id), input: request.input },
      reason: request.reason,
    });
    return String(id);
  });
}

const CLAIM_MS = 60_000;

/**
 * A second operator's decision. Refused (and the refusal recorded) from the requester, from an
 * operator tied to the requester (one made the other's account or roles: independence.ts), from a
 * role that may not take the action, and for a role change of the approver's own account.
 *
 * Approving claims the request for a minute, then runs the action as its requester asked, with the
 * approver recorded beside the requester. The request becomes `approved` inside the action's own
 * transaction (the first audit entry it writes marks it, approvalInFlight), so it is approved
 * exactly when the action commits; if the action refuses, it ends `failed` with the reason; if the
 * process dies meanwhile, the claim lapses and the request is pending again.
 * @throws AppError noData, alreadyReviewed, approvalSelf, approvalRelated, operatorOwnRoles, operatorForbidden
 */
export async function decideApproval(
  deps: TDeps,
  decision: { id: bigint; decider: TOperatorSession; approve: boolean; reason: string },
  http: { request: import('fastify').FastifyRequest; ip: string; userAgent: string },
): Promise<{ status: 'approved' | 'rejected' | 'failed'; result: unknown }> {
  const row = await adminRepository.findApproval(deps.db, decision.id);
  if (!row) throw new AppError('noData');
  const stored = JSON.parse(row.input) as { path: string; input: unknown };
  await refuseUnlessIndependent(deps, row, stored.input, decision.decider);
  const registered = adminRouteOf(deps, stored.path);
  if (!registered) throw new AppError('noData');
  const now = BigInt(deps.clock.now());
  if (!(await adminRepository.claimApproval(deps.db, decision.id, decision.decider.name, now, now + BigInt(CLAIM_MS)))) throw new AppError('alreadyReviewed');
  const decided = { status: decision.approve ? ('approved' as const) : ('rejected' as const), decided_by: decision.decider.name, decided_at: now, decision_reason: decision.reason };
  // Decides the request while it is still pending and claimed by this decider (false otherwise).
  const mine = (db: TDbOrTx, values: Updateable<TOperatorApprovalsTable>) => adminRepository.decideClaimedApproval(db, decision.id, decision.decider.name, values);
  const entry = { operator: decision.decider.name, action: decision.approve ? 'approvals.approve' : 'approvals.reject', subject: `${row.action} ${row.subject}`, detail: { approvalId: String(row.id), requestedBy: row.requested_by }, reason: decision.reason };
  // Marks the request decided and records the decision, in the transaction of `db`.
  const commit = async (db: TDbOrTx, result: unknown = null) => {
    if (!(await mine(db, { ...decided, result: auditJson(result) }))) throw new AppError('alreadyReviewed');
    await recordOperatorAction(db, deps.clock, entry);
  };
  if (!decision.approve) {
    await deps.db.transaction().execute((tx) => commit(tx));
    return { status: 'rejected', result: null };
  }

  const requester = await adminRepository.getOperatorByName(deps.db, row.requested_by);
  const operator: TOperatorSession = { sessionId: 0n, operatorId: requester.id, name: requester.name, roles: rolesOf(requester.roles), stage: 'ready' };
  const flight = { commit: (db: TDbOrTx) => commit(db), isDone: false };
  try {
    // The requester must still be allowed to take it: disabled, or a role taken away since, ends it.
    if (requester.disabled_at !== null || !mayTake(operator.roles, row.action as TAdminAction)) throw new AppError('operatorForbidden', { status: 403 });
    const input = registered.call.request.parse(stored.input);
    const result = await approvalInFlight.run(flight, () =>
      runAdminAction(registered, { input, deps, request: http.request, ip: http.ip, userAgent: http.userAgent, operator, approvedBy: decision.decider.name }),
    );
    const kept = result.stored === undefined ? (result.data ?? null) : result.stored;
    if (flight.isDone) await adminRepository.setApprovalResult(deps.db, decision.id, auditJson(kept));
    else await deps.db.transaction().execute((tx) => commit(tx, kept));
    return { status: 'approved', result: result.data ?? null };
  } catch (error) {
    const key = error instanceof AppError ? error.key : 'error';
    if (!(await mine(deps.db, { ...decided, status: 'failed', result: auditJson({ err: key }) }))) {
      const now = await adminRepository.getApprovalOutcome(deps.db, decision.id);
      if (now.status === 'approved') return { status: 'approved', result: JSON.parse(now.result || 'null') };
      throw new AppError('alreadyReviewed');
    }
    await recordOperatorAction(deps.db, deps.clock, { ...entry, detail: { ...entry.detail, failed: key } });
    return { status: 'failed', result: { err: key } };
  }
}

type TDbOrTx = Kysely<TDatabase> | Transaction<TDatabase>;

/**
 * The checks before a decision: decided already, the requester themself, an operator tied to the
 * requester, a change of the approver's own roles, or a role that may not take the action. Each is
 * a 403, which defineAdminRoute records in the audit log.
 */
async function refuseUnlessIndependent(deps: TDeps, row: Selectable<TOperatorApprovalsTable>, input: unknown, decider: TOperatorSession): Promise<void> {
  if (row.status !== 'pending') throw new AppError('alreadyReviewed');
  if (row.requested_by === decider.name) throw new AppError('approvalSelf', { status: 403 });
  if (await areTied(deps.db, row.requested_by, decider.name)) throw new AppError('approvalRelated', { status: 403 });
  if (row.action === 'operators.roles' && (input as { name?: unknown } | null)?.name === decider.name) throw new AppError('operatorOwnRoles', { status: 403 });
  if (!mayTake(decider.roles, row.action as TAdminAction)) throw new AppError('operatorForbidden', { status: 403 });
}
