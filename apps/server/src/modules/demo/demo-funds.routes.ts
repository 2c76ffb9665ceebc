import type { FastifyInstance } from 'fastify';
import { demoFundsClaimCall, demoFundsStatusCall } from '@exchange/contracts';
import { defineRoute } from '../../platform/http/route.js';
import type { TDeps } from '../../platform/deps.js';
import { claimDemoFunds, demoFundsStatus } from './demo-funds.js';

/** Demo funds (calls declared in contracts' demo/demo-funds.ts): the status in every mode, the claim paying only in demo mode. */
export function demoFundsRoutes(app: FastifyInstance, deps: TDeps): void {
  defineRoute(app, deps, {
    call: demoFundsStatusCall,
    auth: true,
    handler: async ({ user }) => ({ data: await demoFundsStatus(deps, user.userId) }),
  });

  defineRoute(app, deps, {
    call: demoFundsClaimCall,
    auth: true,
    handler: async ({ user }) => ({ data: await claimDemoFunds(deps, user.userId), msg: 'demoFundsReceived' }),
  });
}
