import type { FastifyRequest } from 'fastify';
import type { TAdminCall } from '@exchange/contracts';
import type { TMessageKey } from '@exchange/i18n';
import type { TDeps } from '../../platform/deps.js';
import { recordOperatorAction } from '../audit/record-operator-action.js';
import type { TOperatorSession } from './operator-sessions.js';

/*
 * The operator calls as registered (defineAdminRoute, admin-route.ts) and how one runs with its
 * audit entry: apart from admin-route.ts so that approvals.ts, which runs an approved call, and
 * admin-route.ts, which holds a call for approval, do not import each other.
 */

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
  /** What an approval keeps of the answer when it differs from `data` (a temporary password is shown once, never stored). */
  stored?: unknown;
};

export type TAdminHandler<TInput> = (ctx: TAdminContext<TInput>) => Promise<TAdminResult>;

/**
 * A two-person rule for an action: given the validated input, the subject and a one-line summary
 * when a second operator must approve it, or null when it may run at once.
 */
export type TNeedsApproval<TInput> = (input: TInput, deps: TDeps, operator: TOperatorSession) => Promise<{ subject: string } | null>;

export type TRegistered = { call: TAdminCall; handler: TAdminHandler<any>; needsApproval?: TNeedsApproval<any> };

/** Every operator call declared with defineAdminRoute, by path: the route list and policy tests read it. */
export const ADMIN_ROUTES = new Map<string, TRegistered>();
/**
 * The same per app (its deps): an approval runs the action with the handler of the app it was
 * decided in, even when a process holds more than one app (tests).
 */
const ROUTES_BY_APP = new WeakMap<TDeps, Map<string, TRegistered>>();

/**
 * Registers a declared operator call, for every app and for this app (its deps).
 * @throws Error when another call was declared on the same path.
 */
export function registerAdminRoute(deps: TDeps, registered: TRegistered): void {
  const { path } = registered.call;
  if (ADMIN_ROUTES.has(path) && ADMIN_ROUTES.get(path)!.call !== registered.call) throw new Error(`${path} declared twice`);
  ADMIN_ROUTES.set(path, registered);
  const ofApp = ROUTES_BY_APP.get(deps) ?? new Map<string, TRegistered>();
  ofApp.set(path, registered);
  ROUTES_BY_APP.set(deps, ofApp);
}

/** The call registered at a path, this app's first (an approval runs the handler of the app it was decided in). */
export function adminRouteOf(deps: TDeps, path: string): TRegistered | undefined {
  return ROUTES_BY_APP.get(deps)?.get(path) ?? ADMIN_ROUTES.get(path);
}

/** The reason an input gives, if any (`reason` field): recorded with the action. */
export function reasonOf(input: unknown): string {
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
