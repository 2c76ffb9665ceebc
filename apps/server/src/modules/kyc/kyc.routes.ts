import type { FastifyInstance } from 'fastify';
import { kycInfoCall, kycSubmitCall } from '@exchange/contracts';
import { defineRoute } from '../../platform/http/route.js';
import type { TDeps } from '../../platform/deps.js';
import { getKycInfo, submitKyc } from './submit-kyc.js';

/**
 * Identity verification (issue 15): the user's submission and state. The operators' review queue
 * (/bb/admin/kyc) is set up with the other review queues, in admin/admin.routes.ts.
 */
export function kycRoutes(app: FastifyInstance, deps: TDeps): void {
  defineRoute(app, deps, {
    call: kycSubmitCall,
    auth: true,
    isSmall: true,
    handler: async ({ user, input }) => ({ data: await submitKyc(deps, user.userId, input), msg: 'kycSubmitted' }),
  });

  defineRoute(app, deps, {
    call: kycInfoCall,
    auth: true,
    isSmall: true,
    handler: async ({ user }) => ({ data: await getKycInfo(deps, user.userId) }),
  });
}
