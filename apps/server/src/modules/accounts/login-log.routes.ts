import type { FastifyInstance } from 'fastify';
import { endSessionCall, loginFailuresCall, sessionListCall } from '@exchange/contracts';
import { defineRoute } from '../../platform/http/route.js';
import type { TDeps } from '../../platform/deps.js';
import { endOwnSession, listLoginLog } from './login-log.js';
import { listLoginFailures } from './login-failures.js';

/** The login log (/pc/setting/logger, mobile /security/sessions): the caller's sessions, ending one, and failed attempts. */
export function loginLogRoutes(app: FastifyInstance, deps: TDeps): void {
  defineRoute(app, deps, {
    call: sessionListCall,
    auth: true,
    handler: async ({ user, input }) => ({ data: await listLoginLog(deps, user, input) }),
  });

  defineRoute(app, deps, {
    call: endSessionCall,
    auth: true,
    isSmall: true,
    handler: async ({ user, input }) => ({ data: await endOwnSession(deps, user, BigInt(input.id)) }),
  });

  defineRoute(app, deps, {
    call: loginFailuresCall,
    auth: true,
    handler: async ({ user, input }) => ({ data: await listLoginFailures(deps, user.userId, input) }),
  });
}
