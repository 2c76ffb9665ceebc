import type { FastifyInstance } from 'fastify';
import { WITHDRAWAL_STATUS, ZRecordPage, ZWithdraw, ZWithdrawalCancel } from '@exchange/contracts';
import { defineRoute } from '../../platform/http/route.js';
import { idempotencyKeyOf } from '../../platform/idempotency.js';
import type { TDeps } from '../../platform/deps.js';
import { pageOf } from '../../platform/paging.js';
import { cancelWithdrawal } from './cancel-withdrawal.js';
import { presentWithdrawal } from './present-withdrawal.js';
import { requestWithdrawal } from './request-withdrawal.js';

export function withdrawalsRoutes(app: FastifyInstance, deps: TDeps): void {
  defineRoute(app, deps, {
    url: '/user/statisticsUser/txPay',
    schema: ZWithdraw,
    auth: true,
    handler: async ({ user, input, request }) => ({
      data: await requestWithdrawal(deps, user.userId, input, idempotencyKeyOf(request, input)),
      msg: 'submittedForReview',
    }),
  });

  defineRoute(app, deps, {
    url: '/user/statisticsUser/txPage',
    schema: ZRecordPage,
    auth: true,
    handler: async ({ user, input }) => {
      let query = deps.db.selectFrom('withdrawals').where('user_id', '=', user.userId);
      if (input.currency) query = query.where('currency', '=', input.currency.toUpperCase());
      return { data: { ...(await pageOf(query, input, presentWithdrawal)), statuses: WITHDRAWAL_STATUS } };
    },
  });

  /** The owner cancels a withdrawal still pending review; its amount and fee return to available. */
  defineRoute(app, deps, {
    url: '/user/statisticsUser/txCancel',
    schema: ZWithdrawalCancel,
    auth: true,
    handler: async ({ user, input }) => ({
      data: await cancelWithdrawal(deps, user.userId, BigInt(input.id)),
      msg: 'withdrawalCancelled',
    }),
  });
}
