import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { TAdminCall } from '@exchange/contracts';
import type { TMessageKey } from '@exchange/i18n';
import { defineRoute } from '../../platform/http/route.js';
import { AppError } from '../../platform/errors.js';
import type { TDeps } from '../../platform/deps.js';
import { recordOperatorAction } from '../audit/record-operator-action.js';
import { mayTake } from './policy.js';
import { requestApproval } from './approvals.js';
import { resolveOperatorSession, type TOperatorSession } from './operator-sessions.js';

const ANY_INPUT = z.record(z.string(), z.unknown());

/** The operator's session token travels in this header (never a cookie: no CSRF). */
export const OPERATOR_TOKEN_HEADER = 'x-operator-token';

export type TAdminContext<TInput> = {
  input: TInput;
  deps: TDeps;
  request: FastifyRequest;
  ip: string;
  userAgent: string;
  operator: TOperatorSession;
  /** The second operator who approved this run (two-person rule), or null on a direct call. */
  approvedBy: string | null;
};

/** What an operator handler answers: the data, and for a write what the audit log records of it. */
export type TAdminResult = {
  data?: unknown;
  msg?: TMessageKey;
  /**
   * For a write: the subject (what it acted on) and the state before and after. Omitted when the
   * action itself recorded its entry in its own transaction (`recorded: true`).
   */
  audit?: { subject: string; before?: unknown; after?: unknown; detail?: unknown } | { recorded: true };
};

export type TAdminHandler<TInput> = (ctx: TAdminContext<TInput>) => Promise<TAdminResult>;

/**
 * A two-person rule for an action: given the validated input, the subject and a one-line summary
 * when a second operator must approve it, or null when it may run at once.
 */
export type TNeedsApproval<TInput> = (input: TInput, deps: TDeps) => Promise<{ subject: string } | null>;

export type TRegistered = { call: TAdminCall; handler: TAdminHandler<any>; needsApproval?: TNeedsApproval<any> };

/** Every operator call declared with defineAdminRoute, by path: the route list and policy tests read it. */
export const ADMIN_ROUTES = new Map<string, TRegistered>();
/**
 * The same per app (its deps): an approval runs the action with the handler of the app it was
 * decided in, even when a process holds more than one app (tests).
 */
const ROUTES_BY_APP = new WeakMap<TDeps, Map<string, TRegistered>>();

export function adminRouteOf(deps: TDeps, path: string): TRegistered | undefined {
  return ROUTES_BY_APP.get(deps)?.get(path) ?? ADMIN_ROUTES.get(path);
}

/** The live operator session of a request, or 401 operatorRequired. */
export async function operatorOfRequest(deps: TDeps, request: FastifyRequest): Promise<TOperatorSession> {
  const token = request.headers[OPERATOR_TOKEN_HEADER];
  const session = typeof token === 'string' ? await resolveOperatorSession(deps, token) : null;
  if (!session) throw new AppError('operatorRequired', { status: 401 });
  return session;
}

/** The reason an input gives, if any (`reason` field): recorded with the action. */
function reasonOf(input: unknown): string {
  const reason = (input as { reason?: unknown } | null)?.reason;
  return typeof reason === 'string' ? reason : '';
}

/**
 * Runs an operator action: the audit entry of a write is recorded after it succeeds (unless the
 * action recorded it in its own transaction), with who, what, why, before and after.
 */
export async function runAdminAction(registered: TRegistered, ctx: TAdminContext<unknown>): Promise<TAdminResult> {
  const result = await registered.handler(ctx);
  const { call } = registered;
  if (call.isWrite && call.action && !(result.audit && 'recorded' in result.audit)) {
    const audit = result.audit as { subject: string; before?: unknown; after?: unknown; detail?: unknown } | undefined;
    await recordOperatorAction(ctx.deps.db, ctx.deps.clock, {
      operator: ctx.operator.name,
      action: call.action,
      subject: audit?.subject ?? '',
      detail: audit?.detail ?? ctx.input,
      reason: reasonOf(ctx.input),
      before: audit?.before,
      after: audit?.after ?? result.data,
      approvedBy: ctx.approvedBy,
    });
  }
  return result;
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
  if (ADMIN_ROUTES.has(call.path) && ADMIN_ROUTES.get(call.path)!.call !== call) throw new Error(`${call.path} declared twice`);
  const registered: TRegistered = { call, handler: spec.handler, needsApproval: spec.needsApproval };
  ADMIN_ROUTES.set(call.path, registered);
  const ofApp = ROUTES_BY_APP.get(deps) ?? new Map<string, TRegistered>();
  ofApp.set(call.path, registered);
  ROUTES_BY_APP.set(deps, ofApp);
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
        if (call.action && !mayTake(operator.roles, call.action)) throw new AppError('operatorForbidden', { status: 403 });
      }
      const input = call.request.parse(raw);
      const ctx: TAdminContext<unknown> = { input, deps, request, ip, userAgent, operator: operator!, approvedBy: null };
      if (operator && call.action && spec.needsApproval) {
        const approval = await spec.needsApproval(input, deps);
        if (approval) {
          const approvalId = await requestApproval(deps, { action: call.action, path: call.path, subject: approval.subject, input, operator: operator.name, reason: reasonOf(input) });
          return { data: { approvalId, pending: true }, msg: 'approvalRequested' };
        }
      }
      const result = await runAdminAction(registered, ctx);
      if (deps.config.checkResponses) {
        const checked = call.response.safeParse(result.data ?? null);
        if (!checked.success) throw new Error(`${call.path}: answer does not match its response schema: ${checked.error.message}`);
      }
      return { data: result.data ?? null, ...(result.msg ? { msg: result.msg } : {}) };
    },
  });
}

