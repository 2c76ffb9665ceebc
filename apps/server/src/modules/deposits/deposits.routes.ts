import type { FastifyInstance } from 'fastify';
import { REVIEW_STATUS, ZDepositAddress, ZDepositApply, ZRecordPage } from '@exchange/contracts';
import { defineRoute } from '../../platform/http/route.js';
import { idempotencyKeyOf } from '../../platform/idempotency.js';
import { pageOf } from '../../platform/paging.js';
import type { TDeps } from '../../platform/deps.js';
import { applyDeposit, depositAddress } from './apply-deposit.js';
import { presentDeposit } from './present-deposit.js';

export function depositsRoutes(app: FastifyInstance, deps: TDeps): void {
  defineRoute(app, deps, {
    url: '/user/deposit/address',
    schema: ZDepositAddress,
    auth: true,
    handler: async ({ user, input }) => ({ data: depositAddress(deps, user.userId, input.currency, input.chain) }),
  });

  defineRoute(app, deps, {
    url: '/user/deposit/apply',
    schema: ZDepositApply,
    auth: true,
    handler: async ({ user, input, request }) => ({
      data: await applyDeposit(deps, user.userId, input, idempotencyKeyOf(request, input)),
      msg: 'submittedForReview',
    }),
  });

  defineRoute(app, deps, {
    url: '/user/deposit/list',
    schema: ZRecordPage,
    auth: true,
    handler: async ({ user, input }) => {
      let query = deps.db.selectFrom('deposits').where('user_id', '=', user.userId);
      if (input.currency) query = query.where('currency', '=', input.currency.toUpperCase());
      return { data: { ...(await pageOf(query, input, presentDeposit)), statuses: REVIEW_STATUS } };
    },
  });
}
