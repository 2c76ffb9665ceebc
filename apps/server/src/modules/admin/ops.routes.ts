import type { FastifyInstance } from 'fastify';
import { ADMIN_ALERTS, ADMIN_DASHBOARD, ADMIN_USER_DETAIL, ADMIN_USER_LEDGER, ADMIN_USER_LOGIN, ADMIN_USER_MESSAGES, ADMIN_USERS } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import { defineAdminRoute } from './admin-route.js';
import { dashboard } from './ops-dashboard.js';
import { openAlerts } from './ops-alerts.js';
import { searchUsers, setUserLogin, userDetail, userLedger, userMessages } from './ops-users.js';

/**
 * The operator console's "ops" calls (issue 18), each declared with defineAdminRoute: the dashboard
 * and users (read-only money; the log-in switch, audited). The review queues are declared where
 * they were (admin.routes.ts, kyc.routes.ts, fiat-admin.routes.ts), behind the same policy.
 */
export function adminOpsRoutes(app: FastifyInstance, deps: TDeps): void {
  defineAdminRoute(app, deps, { call: ADMIN_DASHBOARD, handler: async () => ({ data: await dashboard(deps) }) });
  defineAdminRoute(app, deps, { call: ADMIN_ALERTS, handler: async () => ({ data: await openAlerts(deps.db) }) });
  defineAdminRoute(app, deps, { call: ADMIN_USERS, handler: async ({ input }) => ({ data: await searchUsers(deps, input) }) });
  defineAdminRoute(app, deps, { call: ADMIN_USER_DETAIL, handler: async ({ input }) => ({ data: await userDetail(deps, input.id) }) });
  defineAdminRoute(app, deps, { call: ADMIN_USER_LEDGER, handler: async ({ input }) => ({ data: await userLedger(deps, input) }) });
  defineAdminRoute(app, deps, { call: ADMIN_USER_MESSAGES, handler: async ({ input }) => ({ data: await userMessages(deps, input) }) });
  defineAdminRoute(app, deps, {
    call: ADMIN_USER_LOGIN,
    handler: async ({ input, operator, approvedBy }) => ({ data: await setUserLogin(deps, input, { operator: operator.name, approvedBy }), audit: { recorded: true } }),
  });
}
