import type { FastifyInstance } from 'fastify';
import { depositAddressCall, depositApplyCall, depositListCall, REVIEW_STATUS } from '@exchange/contracts';
import { defineRoute } from '../../platform/http/route.js';
import { idempotencyKeyOf } from '../../platform/idempotency.js';
import type { TDeps } from '../../platform/deps.js';
import { applyDeposit, depositAddress } from './apply-deposit.js';
import { presentDeposit } from './present-deposit.js';
import { pageOwnedDeposits } from './deposits.repository.js';

export function depositsRoutes(app: FastifyInstance, deps: TDeps): void {
  defineRoute(app, deps, {
    call: depositAddressCall,
    auth: true,
    handler: async ({ user, input }) => ({ data: await depositAddress(deps, user.userId, input.currency, input.chain) }),
  });

  defineRoute(app, deps, {
    call: depositApplyCall,
    auth: true,
    handler: async ({ user, input, request }) => ({
      data: await applyDeposit(deps, user.userId, input, idempotencyKeyOf(request, input)),
      msg: 'submittedForReview',
    }),
  });

  defineRoute(app, deps, {
    call: depositListCall,
    auth: true,
    handler: async ({ user, input }) => {
      const page = await pageOwnedDeposits(deps.db, user.userId, input.currency.toUpperCase(), input);
      return { data: { ...page, list: page.list.map(presentDeposit), statuses: REVIEW_STATUS } };
    },
  });
}
