import type { TAdminAction } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { auditJson, recordOperatorAction } from '../audit/record-operator-action.js';
import { adminRouteOf, runAdminAction } from './admin-route.js';
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
    const row = await tx
      .insertInto('operator_approvals')
      .values({
        action: request.action,
        subject: request.subject,
        input: auditJson({ path: request.path, input: request.input }),
        reason: request.reason,
        requested_by: request.operator,
        requested_at: BigInt(deps.clock.now()),
        status: 'pending',
        decided_by: null,
        decided_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordOperatorAction(tx, deps.clock, {
      operator: request.operator,
      action: 'approvals.request',
      subject: `${request.action} ${request.subject}`,
      detail: { approvalId: String(row.id), input: request.input },
      reason: request.reason,
    });
    return String(row.id);
  });
}

/**
 * A second operator's decision. Approving runs the action as its requester asked, with the
 * approver recorded beside the requester; if the action then fails (the withdrawal was decided
 * meanwhile, the account lacks the funds), the request ends `failed` with the reason.
 */
export async function decideApproval(
  deps: TDeps,
  decision: { id: bigint; decider: TOperatorSession; approve: boolean; reason: string },
  http: { request: import('fastify').FastifyRequest; ip: string; userAgent: string },
): Promise<{ status: 'approved' | 'rejected' | 'failed'; result: unknown }> {
  const row = await deps.db.selectFrom('operator_approvals').selectAll().where('id', '=', decision.id).executeTakeFirst();
  if (!row) throw new AppError('noData');
  if (row.status !== 'pending') throw new AppError('alreadyReviewed');
  if (row.requested_by === decision.decider.name) throw new AppError('approvalSelf');
  if (!mayTake(decision.decider.roles, row.action as TAdminAction)) throw new AppError('operatorForbidden', { status: 403 });
  const stored = JSON.parse(row.input) as { path: string; input: unknown };
  const registered = adminRouteOf(deps, stored.path);
  if (!registered) throw new AppError('noData');
  const now = BigInt(deps.clock.now());
  const claimed = await deps.db
    .updateTable('operator_approvals')
    .set({ status: decision.approve ? 'approved' : 'rejected', decided_by: decision.decider.name, decided_at: now, decision_reason: decision.reason })
    .where('id', '=', decision.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (claimed.numUpdatedRows !== 1n) throw new AppError('alreadyReviewed');
  await recordOperatorAction(deps.db, deps.clock, {
    operator: decision.decider.name,
    action: decision.approve ? 'approvals.approve' : 'approvals.reject',
    subject: `${row.action} ${row.subject}`,
    detail: { approvalId: String(row.id), requestedBy: row.requested_by },
    reason: decision.reason,
  });
  if (!decision.approve) return { status: 'rejected', result: null };

  const requester = await deps.db.selectFrom('operator_accounts').select(['id', 'name', 'roles', 'disabled_at']).where('name', '=', row.requested_by).executeTakeFirstOrThrow();
  const operator: TOperatorSession = { sessionId: 0n, operatorId: requester.id, name: requester.name, roles: rolesOf(requester.roles), stage: 'ready' };
  try {
    // The requester must still be allowed to take it: disabled, or a role taken away since, ends it.
    if (requester.disabled_at !== null || !mayTake(operator.roles, row.action as TAdminAction)) throw new AppError('operatorForbidden', { status: 403 });
    const input = registered.call.request.parse(stored.input);
    const result = await runAdminAction(registered, { input, deps, request: http.request, ip: http.ip, userAgent: http.userAgent, operator, approvedBy: decision.decider.name });
    await deps.db.updateTable('operator_approvals').set({ result: auditJson(result.data ?? null) }).where('id', '=', decision.id).execute();
    return { status: 'approved', result: result.data ?? null };
  } catch (error) {
    const key = error instanceof AppError ? error.key : 'error';
    await deps.db.updateTable('operator_approvals').set({ status: 'failed', result: auditJson({ err: key }) }).where('id', '=', decision.id).execute();
    if (error instanceof AppError) return { status: 'failed', result: { err: key } };
    throw error;
  }
}
