import type { FastifyInstance } from 'fastify';
import { WITHDRAWAL_STATUS, withdrawalCancelCall, withdrawalsPageCall, withdrawCall } from '@exchange/contracts';
import { defineRoute } from '../../platform/http/route.js';
import { idempotencyKeyOf } from '../../platform/idempotency.js';
import type { TDeps } from '../../platform/deps.js';
import { cancelWithdrawal } from './cancel-withdrawal.js';
import { presentWithdrawal } from './present-withdrawal.js';
import { requestWithdrawal } from './request-withdrawal.js';
import { pageOwnedWithdrawals } from './withdrawals.repository.js';

export function withdrawalsRoutes(app: FastifyInstance, deps: TDeps): void {
  defineRoute(app, deps, {
    call: withdrawCall,
    auth: true,
    handler: async ({ user, input, request }) => ({
      data: await requestWithdrawal(deps, user.userId, input, idempotencyKeyOf(request, input)),
      msg: 'submittedForReview',
    }),
  });

  defineRoute(app, deps, {
    call: withdrawalsPageCall,
    auth: true,
    handler: async ({ user, input }) => {
      const page = await pageOwnedWithdrawals(deps.db, user.userId, input.currency.toUpperCase(), input);
      return { data: { ...page, list: page.list.map(presentWithdrawal), statuses: WITHDRAWAL_STATUS } };
    },
  });

  /** The owner cancels a withdrawal still pending review; its amount and fee return to available. */
  defineRoute(app, deps, {
    call: withdrawalCancelCall,
    auth: true,
    handler: async ({ user, input }) => ({
      data: await cancelWithdrawal(deps, user.userId, BigInt(input.id)),
      msg: 'withdrawalCancelled',
    }),
  });
}
