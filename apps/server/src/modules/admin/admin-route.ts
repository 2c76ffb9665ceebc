import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { TAdminCall } from '@exchange/contracts';
import { defineRoute } from '../../platform/http/route.js';
import { AppError } from '../../platform/errors.js';
import type { TDeps } from '../../platform/deps.js';
import { recordOperatorAction } from '../audit/record-operator-action.js';
import { mayTake } from './policy.js';
import { requestApproval } from './approvals.js';
import { ADMIN_ROUTES, adminRouteOf, reasonOf, registerAdminRoute, runAdminAction, type TAdminContext, type TAdminHandler, type TAdminResult, type TNeedsApproval, type TRegistered } from './admin-actions.js';
import { resolveOperatorSession, type TOperatorSession } from './operator-sessions.js';

export { ADMIN_ROUTES, adminRouteOf, runAdminAction, type TAdminContext, type TAdminHandler, type TAdminResult, type TNeedsApproval, type TRegistered };

const ANY_INPUT = z.record(z.string(), z.unknown());

/** The operator's session token travels in this header (never a cookie: no CSRF). */
export const OPERATOR_TOKEN_HEADER = 'x-operator-token';

/** The live operator session of a request, or 401 operatorRequired. */
export async function operatorOfRequest(deps: TDeps, request: FastifyRequest): Promise<TOperatorSession> {
  const token = request.headers[OPERATOR_TOKEN_HEADER];
  const session = typeof token === 'string' ? await resolveOperatorSession(deps, token) : null;
  if (!session) throw new AppError('operatorRequired', { status: 401 });
  return session;
}

/**
 * Runs `work`; a 403 it throws (a refused attempt: own roles, a tied approver, a role that may not)
 * is recorded in the audit log before it is answered, with who tried what and the input.
 */
async function refusalsRecorded<T>(deps: TDeps, operator: TOperatorSession | null, call: TAdminCall, input: unknown, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (operator && error instanceof AppError && error.status === 403) {
      await recordOperatorAction(deps.db, deps.clock, { operator: operator.name, action: 'refused', subject: call.action ?? call.path, detail: { path: call.path, input, refused: error.key }, reason: reasonOf(input) });
    }
    throw error;
  }
}

/**
 * Declares an operator call under /bb/admin (issue 18). In order: the operator's session (header
 * X-Operator-Token; 401 operatorRequired), the session's stage (an enrolling session may only
 * enrol), THE policy (403 operatorForbidden unless a role of the operator may take the call's
 * action), the input schema, then — for an action under the two-person rule whose input needs it —
 * a pending approval instead of the action, else the action and its audit entry.
 */
export function defineAdminRoute<S extends z.ZodType>(
  app: FastifyInstance,
  deps: TDeps,
  spec: { call: TAdminCall<S>; handler: TAdminHandler<z.output<S>>; needsApproval?: TNeedsApproval<z.output<S>> },
): void {
  const { call } = spec;
  if (!call.path.startsWith('/admin/')) throw new Error(`${call.path}: operator calls live under /admin/`);
  if (call.isWrite === (call.method === 'GET')) throw new Error(`${call.path}: a write is a POST, a read a GET`);
  const registered: TRegistered = { call, handler: spec.handler, needsApproval: spec.needsApproval };
  registerAdminRoute(deps, registered);
  defineRoute(app, deps, {
    method: call.method,
    url: call.path,
    // The input is checked after the session and the policy: an operator who may not take the
    // action learns nothing of its parameters.
    schema: ANY_INPUT,
    handler: async ({ input: raw, request, ip, userAgent }) => {
      let operator: TOperatorSession | null = null;
      if (!call.isPublic) {
        operator = await operatorOfRequest(deps, request);
        if (operator.stage === 'enrol' && !call.isEnrolStage) throw new AppError('totpEnrolRequired', { status: 403 });
        if (call.action && !mayTake(operator.roles, call.action)) {
          // A refused attempt is recorded too: who tried what (the input is not read).
          await recordOperatorAction(deps.db, deps.clock, { operator: operator.name, action: 'refused', subject: call.action, detail: { path: call.path, roles: operator.roles } });
          throw new AppError('operatorForbidden', { status: 403 });
        }
      }
      const input = call.request.parse(raw);
      const ctx: TAdminContext<unknown> = { input, deps, request, ip, userAgent, operator: operator!, approvedBy: null };
      const result = await refusalsRecorded(deps, operator, call, input, async () => {
        if (operator && call.action && spec.needsApproval) {
          const approval = await spec.needsApproval(input, deps, operator);
          if (approval) {
            const approvalId = await requestApproval(deps, { action: call.action, path: call.path, subject: approval.subject, input, operator: operator.name, reason: reasonOf(input) });
            return { data: { approvalId, pending: true }, msg: 'approvalRequested' as const, isHeld: true };
          }
        }
        return runAdminAction(registered, ctx);
      });
      if ('isHeld' in result) return { data: result.data, msg: result.msg };
      if (deps.config.checkResponses) {
        const checked = call.response.safeParse(result.data ?? null);
        if (!checked.success) throw new Error(`${call.path}: answer does not match its response schema: ${checked.error.message}`);
      }
      return { data: result.data ?? null, ...(result.msg ? { msg: result.msg } : {}) };
    },
  });
}

