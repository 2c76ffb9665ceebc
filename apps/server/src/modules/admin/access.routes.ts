import type { FastifyInstance } from 'fastify';
import { ADMIN_CHANGE_PASSWORD, ADMIN_ENROL, ADMIN_LOGIN, ADMIN_LOGOUT, ADMIN_ME, ADMIN_MY_SESSIONS, ADMIN_REVOKE_SESSION } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import { AppError, tooMany } from '../../platform/errors.js';
import { RATE_LIMITS } from '../../platform/rate-limiter.js';
import { assertPasswordNotCommon, hashPassword, verifyPassword } from '../accounts/passwords.js';
import { recordOperatorAction } from '../audit/record-operator-action.js';
import { adminRepository } from './admin.repository.js';
import { defineAdminRoute } from './admin-route.js';
import { enrolOperatorTotp, logInOperator, spendTotp } from './operator-login.js';
import { revokeOperatorSessions } from './operator-sessions.js';
import { actionsOf } from './policy.js';

/** The operator's own access: log in, enrol TOTP, who am I, sessions, password (access-calls.ts). */
export function adminAccessRoutes(app: FastifyInstance, deps: TDeps): void {
  defineAdminRoute(app, deps, {
    call: ADMIN_LOGIN,
    handler: async ({ input, ip, userAgent }) => ({ data: await logInOperator(deps, input, { ip, userAgent }) }),
  });
  defineAdminRoute(app, deps, {
    call: ADMIN_ENROL,
    handler: async ({ input, operator }) => ({ data: await enrolOperatorTotp(deps, operator, input.totp) }),
  });
  defineAdminRoute(app, deps, {
    call: ADMIN_LOGOUT,
    handler: async ({ operator }) => {
      await revokeOperatorSessions(deps, operator.operatorId, { only: operator.sessionId });
      return { data: null };
    },
  });
  defineAdminRoute(app, deps, {
    call: ADMIN_ME,
    handler: async ({ operator }) => ({
      data: { name: operator.name, roles: operator.roles, actions: operator.stage === 'ready' ? actionsOf(operator.roles) : [], stage: operator.stage },
    }),
  });
  defineAdminRoute(app, deps, {
    call: ADMIN_MY_SESSIONS,
    handler: async ({ operator }) => {
      const now = deps.clock.now();
      const rows = await adminRepository.liveSessionsOf(deps.db, operator.operatorId, BigInt(now));
      return {
        data: rows.map((row) => ({
          id: String(row.id),
          ip: row.ip,
          userAgent: row.user_agent,
          createdAt: Number(row.created_at),
          lastSeenAt: Number(row.last_seen_at),
          expiresAt: Number(row.expires_at),
          isCurrent: row.id === operator.sessionId,
        })),
      };
    },
  });
  defineAdminRoute(app, deps, {
    call: ADMIN_REVOKE_SESSION,
    handler: async ({ input, operator }) => {
      const count = await revokeOperatorSessions(deps, operator.operatorId, { only: BigInt(input.id) });
      if (count === 0) throw new AppError('noData');
      return { data: null };
    },
  });
  defineAdminRoute(app, deps, {
    call: ADMIN_CHANGE_PASSWORD,
    handler: async ({ input, operator }) => {
      const key = `oppassword:${operator.operatorId}`;
      if (!(await deps.limiter.hit(key, RATE_LIMITS.passwordFailuresPerUser))) throw tooMany();
      const account = await adminRepository.getOperatorById(deps.db, operator.operatorId);
      if (!(await verifyPassword(account.password_hash, input.oldPassword))) throw new AppError('operatorLoginFailed');
      if (!(await spendTotp(deps, account.id, account.totp_secret ?? '', input.totp, account.totp_last_step))) throw new AppError('totpInvalid');
      await assertPasswordNotCommon(input.newPassword, { email: account.name });
      await deps.limiter.reset(key);
      await adminRepository.updateOperator(deps.db, account.id, { password_hash: await hashPassword(input.newPassword) });
      await revokeOperatorSessions(deps, account.id, { keep: operator.sessionId });
      await recordOperatorAction(deps.db, deps.clock, { operator: account.name, action: 'auth.password', subject: account.name, detail: {} });
      return { data: null };
    },
  });
}
