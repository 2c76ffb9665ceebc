import { z } from 'zod';
import { ZEpochMs, ZIdString } from '../api/fields.js';
import { ZOperatorName, ZOperatorRoles, ZReason } from './access-calls.js';
import { defineAdminCall, OPERATOR_ROLES } from './console.js';

/**
 * Operator console calls of the "operators" area (issue 18): the operators and their roles, the
 * append-only audit log, and the two-person approvals queue. Declared with defineAdminCall
 * (./console.ts); each names the action THE policy checks (apps/server modules/admin/policy.ts).
 */

const ZPaging = {
  pageNo: z.coerce.number().int().min(1).max(1_000_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(20),
};

export const ZOperatorRow = z.strictObject({
  name: z.string(),
  roles: z.array(z.enum(OPERATOR_ROLES)),
  /** TOTP confirmed (false until the first log-in enrols it, and again after a reset). */
  enrolled: z.boolean(),
  disabled: z.boolean(),
  disabledReason: z.string(),
  createdAt: ZEpochMs,
  createdBy: z.string(),
  lastLoginAt: ZEpochMs.nullable(),
});

export const ADMIN_OPERATORS = defineAdminCall({
  method: 'GET',
  path: '/admin/operators',
  action: 'operators.read',
  isWrite: false,
  summary: 'Every operator: roles, TOTP enrolled, disabled (and why), created (when, by whom), last log-in.',
  request: z.strictObject({}),
  response: z.array(ZOperatorRow),
});

export const ADMIN_OPERATOR_CREATE = defineAdminCall({
  method: 'POST',
  path: '/admin/operators/create',
  action: 'operators.create',
  isWrite: true,
  summary: 'Ask for an operator with roles: held until a second admin (not tied to the requester) approves; the approver is answered the temporary password, shown this once. The operator enrols TOTP at the first log-in.',
  request: z.strictObject({ name: ZOperatorName, roles: ZOperatorRoles, reason: ZReason }),
  response: z.strictObject({ name: z.string(), password: z.string() }),
  errors: ['operatorExists', 'invalidParams'],
});

export const ADMIN_OPERATOR_ROLES = defineAdminCall({
  method: 'POST',
  path: '/admin/operators/roles',
  action: 'operators.roles',
  isWrite: true,
  summary: "Ask for an operator's new roles: held until a second admin (not tied to the requester) approves; audited with before and after. Nobody changes their own roles.",
  request: z.strictObject({ name: ZOperatorName, roles: ZOperatorRoles, reason: ZReason }),
  response: z.strictObject({ name: z.string(), roles: z.array(z.enum(OPERATOR_ROLES)) }),
  errors: ['noData', 'operatorOwnAdmin', 'operatorOwnRoles'],
});

export const ADMIN_OPERATOR_DISABLE = defineAdminCall({
  method: 'POST',
  path: '/admin/operators/disable',
  action: 'operators.disable',
  isWrite: true,
  summary: 'Disable an operator (every session ends at once) or enable it again. An operator cannot disable themself.',
  request: z.strictObject({ name: ZOperatorName, disabled: z.boolean(), reason: ZReason }),
  response: z.strictObject({ name: z.string(), disabled: z.boolean() }),
  errors: ['noData', 'operatorForbidden'],
});

export const ADMIN_OPERATOR_RESET_TOTP = defineAdminCall({
  method: 'POST',
  path: '/admin/operators/reset-totp',
  action: 'operators.resetTotp',
  isWrite: true,
  summary: "Reset an operator's TOTP (a lost phone): the secret and recovery codes are void, sessions end, the next log-in enrols again.",
  request: z.strictObject({ name: ZOperatorName, reason: ZReason }),
  response: z.strictObject({ name: z.string(), enrolled: z.literal(false) }),
  errors: ['noData'],
});

export const ZAuditEntry = z.strictObject({
  id: ZIdString,
  operator: z.string(),
  action: z.string(),
  subject: z.string(),
  reason: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  detail: z.unknown(),
  approvedBy: z.string().nullable(),
  createdAt: ZEpochMs,
});

export const ADMIN_AUDIT = defineAdminCall({
  method: 'GET',
  path: '/admin/audit',
  action: 'audit.read',
  isWrite: false,
  summary: 'Search the append-only audit log, newest first: by operator, action (a prefix such as "operators."), subject (contains), text in the reason or detail, and time.',
  request: z.strictObject({
    operator: z.string().trim().max(64).optional(),
    action: z.string().trim().max(64).optional(),
    subject: z.string().trim().max(200).optional(),
    q: z.string().trim().max(200).optional(),
    from: z.coerce.number().int().min(0).optional(),
    to: z.coerce.number().int().min(0).optional(),
    ...ZPaging,
  }),
  response: z.strictObject({ list: z.array(ZAuditEntry), totalRow: z.number().int(), pageNo: z.number().int(), pageSize: z.number().int() }),
});

export const APPROVAL_STATES = ['pending', 'approved', 'rejected', 'failed'] as const;

export const ZApprovalRow = z.strictObject({
  id: ZIdString,
  action: z.string(),
  subject: z.string(),
  /** The call it runs and the input as asked. */
  path: z.string(),
  input: z.unknown(),
  reason: z.string(),
  requestedBy: z.string(),
  requestedAt: ZEpochMs,
  status: z.enum(APPROVAL_STATES),
  decidedBy: z.string().nullable(),
  decidedAt: ZEpochMs.nullable(),
  decisionReason: z.string(),
  /** The action's answer once run, or { err } when it failed; null before. */
  result: z.unknown(),
});

export const ADMIN_APPROVALS = defineAdminCall({
  method: 'GET',
  path: '/admin/approvals',
  action: 'approvals.read',
  isWrite: false,
  summary: 'The two-person queue: requests waiting for a second operator (pending, oldest first), or decided ones (newest first).',
  request: z.strictObject({ status: z.enum(['pending', 'decided']).optional().default('pending'), ...ZPaging }),
  response: z.strictObject({ list: z.array(ZApprovalRow), totalRow: z.number().int(), pageNo: z.number().int(), pageSize: z.number().int() }),
});

const ZDecision = z.strictObject({ id: ZIdString, reason: ZReason });
const ZDecided = z.strictObject({ id: ZIdString, status: z.enum(['approved', 'rejected', 'failed']), result: z.unknown() });

export const ADMIN_APPROVAL_APPROVE = defineAdminCall({
  method: 'POST',
  path: '/admin/approvals/approve',
  action: 'approvals.decide',
  isWrite: true,
  summary: "Approve another operator's request: it runs now as asked, recorded with both names (status failed, with the reason, when the action refuses).",
  request: ZDecision,
  response: ZDecided,
  errors: ['noData', 'alreadyReviewed', 'approvalSelf', 'approvalRelated', 'operatorOwnRoles', 'operatorForbidden'],
});

export const ADMIN_APPROVAL_REJECT = defineAdminCall({
  method: 'POST',
  path: '/admin/approvals/reject',
  action: 'approvals.decide',
  isWrite: true,
  summary: "Reject another operator's request: nothing is done.",
  request: ZDecision,
  response: ZDecided,
  errors: ['noData', 'alreadyReviewed', 'approvalSelf', 'approvalRelated', 'operatorOwnRoles', 'operatorForbidden'],
});

export const ADMIN_OPERATORS_CALLS = [
  ADMIN_OPERATORS,
  ADMIN_OPERATOR_CREATE,
  ADMIN_OPERATOR_ROLES,
  ADMIN_OPERATOR_DISABLE,
  ADMIN_OPERATOR_RESET_TOTP,
  ADMIN_AUDIT,
  ADMIN_APPROVALS,
  ADMIN_APPROVAL_APPROVE,
  ADMIN_APPROVAL_REJECT,
] as const;
