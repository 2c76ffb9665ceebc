import type { FastifyInstance } from 'fastify';
import {
  ADMIN_APPROVAL_APPROVE,
  ADMIN_APPROVAL_REJECT,
  ADMIN_APPROVALS,
  ADMIN_AUDIT,
  ADMIN_OPERATOR_CREATE,
  ADMIN_OPERATOR_DISABLE,
  ADMIN_OPERATOR_RESET_TOTP,
  ADMIN_OPERATOR_ROLES,
  ADMIN_OPERATORS,
} from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { adminRepository } from './admin.repository.js';
import { defineAdminRoute } from './admin-route.js';
import { decideApproval } from './approvals.js';
import { listApprovals } from './approvals-list.js';
import { searchAudit } from './audit-search.js';
import { createOperatorAccount, findOperatorByName, resetOperatorTotp, rolesOf, setOperatorDisabled, setOperatorRoles } from './operator-accounts.js';

/**
 * The console's "operators" area (issue 18): operators and their roles, the audit log, and the
 * two-person approvals queue. The account functions (operator-accounts.ts) and decideApproval
 * (approvals.ts) record their own audit entries, in their transaction where they have one, so these
 * handlers answer `audit: { recorded: true }`.
 */
export function adminOperatorsRoutes(app: FastifyInstance, deps: TDeps): void {
  defineAdminRoute(app, deps, {
    call: ADMIN_OPERATORS,
    handler: async () => {
      const rows = await adminRepository.listOperators(deps.db);
      return {
        data: rows.map((row) => ({
          name: row.name,
          roles: rolesOf(row.roles),
          enrolled: row.totp_enrolled_at !== null,
          disabled: row.disabled_at !== null,
          disabledReason: row.disabled_at !== null ? row.disabled_reason : '',
          createdAt: Number(row.created_at),
          createdBy: row.created_by,
          lastLoginAt: row.last_login_at === null ? null : Number(row.last_login_at),
        })),
      };
    },
  });

  // Issue 24: a new operator and a change of roles wait for a second admin (not tied to the
  // requester). The temporary password is answered to that approver, once, when the creation runs:
  // the requester never sees it, and the approvals queue keeps only the name.
  defineAdminRoute(app, deps, {
    call: ADMIN_OPERATOR_CREATE,
    needsApproval: async (input) => {
      if (await findOperatorByName(deps.db, input.name)) throw new AppError('operatorExists');
      return { subject: `operator:${input.name} create ${input.roles.join(',')}` };
    },
    handler: async ({ input, operator, approvedBy }) => {
      const created = await createOperatorAccount(deps.db, deps.clock, { name: input.name, roles: input.roles, createdBy: operator.name, reason: input.reason, approvedBy });
      return { data: created, stored: { name: created.name }, audit: { recorded: true } };
    },
  });

  defineAdminRoute(app, deps, {
    call: ADMIN_OPERATOR_ROLES,
    needsApproval: async (input, _deps, operator) => {
      // Nobody changes their own roles, not even with a second admin's approval.
      if (input.name === operator.name) throw new AppError('operatorOwnRoles', { status: 403 });
      if (!(await findOperatorByName(deps.db, input.name))) throw new AppError('noData');
      return { subject: `operator:${input.name} roles ${input.roles.join(',')}` };
    },
    handler: async ({ input, operator, approvedBy }) => {
      const roles = await setOperatorRoles(deps.db, deps.clock, { name: input.name, roles: input.roles, by: operator.name, reason: input.reason, approvedBy });
      return { data: { name: input.name, roles }, audit: { recorded: true } };
    },
  });

  defineAdminRoute(app, deps, {
    call: ADMIN_OPERATOR_DISABLE,
    handler: async ({ input, operator }) => {
      await setOperatorDisabled(deps.db, deps.clock, { name: input.name, disabled: input.disabled, by: operator.name, reason: input.reason });
      return { data: { name: input.name, disabled: input.disabled }, audit: { recorded: true } };
    },
  });

  defineAdminRoute(app, deps, {
    call: ADMIN_OPERATOR_RESET_TOTP,
    handler: async ({ input, operator }) => {
      await resetOperatorTotp(deps.db, deps.clock, { name: input.name, by: operator.name, reason: input.reason });
      return { data: { name: input.name, enrolled: false as const }, audit: { recorded: true } };
    },
  });

  defineAdminRoute(app, deps, {
    call: ADMIN_AUDIT,
    handler: async ({ input }) => ({ data: await searchAudit(deps.db, input) }),
  });

  defineAdminRoute(app, deps, {
    call: ADMIN_APPROVALS,
    handler: async ({ input }) => ({ data: await listApprovals(deps.db, input) }),
  });

  for (const call of [ADMIN_APPROVAL_APPROVE, ADMIN_APPROVAL_REJECT]) {
    defineAdminRoute(app, deps, {
      call,
      handler: async ({ input, operator, request, ip, userAgent }) => {
        const approve = call === ADMIN_APPROVAL_APPROVE;
        if (input.id.length > 18) throw new AppError('noData');
        const decided = await decideApproval(deps, { id: BigInt(input.id), decider: operator, approve, reason: input.reason }, { request, ip, userAgent });
        return { data: { id: input.id, status: decided.status, result: decided.result }, audit: { recorded: true } };
      },
    });
  }
}
