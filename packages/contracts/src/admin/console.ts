import type { z } from 'zod';
import type { TMessageKey } from '@exchange/i18n';

/**
 * The operator console (issue 18; ARCHITECTURE.md "Operator console", "Integrity").
 *
 * Operators are their own accounts (password and TOTP), never users. Each holds one or more roles;
 * every operator call names the ACTION it takes, and the server's one policy (apps/server
 * modules/admin/policy.ts) says which roles may take it. The console asks `/admin/me` for the
 * actions its operator may take and only hides what the policy refuses: the server decides.
 *
 * No action sets a balance, a price, a candle or an outcome: money moves only as recorded ledger
 * transfers with a reason (funding), or by the decisions of the user's own requests (reviews).
 */
export const OPERATOR_ROLES = ['support', 'reviewer', 'finance', 'content', 'admin'] as const;
export type TOperatorRole = (typeof OPERATOR_ROLES)[number];

/**
 * Every action an operator call can take. Reads are actions too (`*.read`): a support operator
 * sees users, not the payment channels' collection accounts.
 */
export const ADMIN_ACTIONS = [
  'dashboard.read',
  'audit.read',
  'approvals.read',
  'approvals.decide',
  'operators.read',
  'operators.create',
  'operators.roles',
  'operators.disable',
  'operators.resetTotp',
  'users.read',
  'users.messages',
  'users.login',
  'deposits.read',
  'deposits.decide',
  'withdrawals.read',
  'withdrawals.decide',
  'kyc.read',
  'kyc.decide',
  'fiat.read',
  'fiat.decide',
  'products.read',
  'products.set',
  'products.disclosure',
  'spot.read',
  'spot.add',
  'contract.read',
  'contract.set',
  'seconds.read',
  'seconds.set',
  'funds.read',
  'funds.create',
  'funds.stop',
  'launchpad.read',
  'launchpad.create',
  'fiat.channels',
  'funding.read',
  'funding.transfer',
  'params.read',
  'params.set',
  'content.read',
  'content.edit',
] as const;
export type TAdminAction = (typeof ADMIN_ACTIONS)[number];

/**
 * One operator call under /bb/admin: like `TCall` (api/define-call.ts), plus the action it takes.
 * `action: null` is an operator's own business (who am I, my sessions, log out): any operator.
 * `isPublic` is the login itself; `isEnrolStage` calls are open to a session that has the password
 * right but has not confirmed TOTP yet (enrolment). Answers use the SPEC §7 envelope.
 */
export type TAdminCall<TReq extends z.ZodType = z.ZodType, TRes extends z.ZodType = z.ZodType> = {
  method: 'GET' | 'POST';
  /** Under /bb, starting with /admin/. */
  path: string;
  action: TAdminAction | null;
  /** Only the log-in. */
  isPublic?: boolean;
  /** Open to a session still enrolling its TOTP. */
  isEnrolStage?: boolean;
  /** True when the call changes something (it is audited, and never a GET). */
  isWrite: boolean;
  summary: string;
  request: TReq;
  response: TRes;
  errors?: readonly TMessageKey[];
};

export function defineAdminCall<TReq extends z.ZodType, TRes extends z.ZodType>(call: TAdminCall<TReq, TRes>): TAdminCall<TReq, TRes> {
  return call;
}

/**
 * What a write call answers when its action needs a second operator (two-person rule): nothing
 * was done yet; the request waits in the approvals queue under this id.
 */
export type TApprovalPending = { approvalId: string; pending: true };

/** The answer of a write held for a second operator (import z where used: `ZApprovalPending`). */
export { ZApprovalPending } from './approval-pending.js';
