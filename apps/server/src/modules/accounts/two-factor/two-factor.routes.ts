import type { FastifyInstance } from 'fastify';
import { loginTotpCall, totpDisableCall, totpEnableCall, totpSetupCall, totpStatusCall } from '@exchange/contracts';
import { defineRoute } from '../../../platform/http/route.js';
import type { TDeps } from '../../../platform/deps.js';
import { logInWithTotp } from './login-challenge.js';
import { disableTotp, enableTotp, startTotpSetup, totpStatus } from './totp-setup.js';

/** The calls of users' two-factor log-in (issue 27): status, set-up, switching on and off, the log-in's second step. */
export function twoFactorRoutes(app: FastifyInstance, deps: TDeps): void {
  defineRoute(app, deps, { call: totpStatusCall, auth: true, handler: async ({ user }) => ({ data: await totpStatus(deps, user.userId) }) });

  defineRoute(app, deps, {
    call: totpSetupCall,
    auth: true,
    handler: async ({ user, input }) => ({ data: await startTotpSetup(deps, user.userId, input.password) }),
  });

  defineRoute(app, deps, {
    call: totpEnableCall,
    auth: true,
    handler: async ({ user, input }) => ({ data: await enableTotp(deps, user.userId, input.code), msg: 'totpEnabled' }),
  });

  defineRoute(app, deps, {
    call: totpDisableCall,
    auth: true,
    handler: async ({ user, input }) => {
      await disableTotp(deps, user.userId, input);
      return { msg: 'totpDisabled' };
    },
  });

  defineRoute(app, deps, {
    call: loginTotpCall,
    handler: async ({ input, ip, userAgent }) => ({ data: await logInWithTotp(deps, input, { ip, userAgent }), msg: 'loginSuccess' }),
  });
}
