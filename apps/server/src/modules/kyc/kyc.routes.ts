import type { FastifyInstance } from 'fastify';
import { ADMIN_KYC, ADMIN_KYC_APPROVE, ADMIN_KYC_REJECT, kycInfoCall, kycSubmitCall } from '@exchange/contracts';
import { defineRoute } from '../../platform/http/route.js';
import type { TDeps } from '../../platform/deps.js';
import { defineAdminRoute } from '../admin/admin-route.js';
import { uidsOf } from '../admin/ops-reviews.js';
import { kycRepository } from './kyc.repository.js';
import { presentKycSubmission } from './present-kyc.js';
import { reviewKyc } from './review-kyc.js';
import { getKycInfo, submitKyc } from './submit-kyc.js';

/**
 * Identity verification (issue 15): the user's submission and state, and the operators' review
 * queue under /bb/admin/kyc (operator tokens, as the deposit and withdrawal queues).
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

  // The reviewers' queue (issue 18): behind the operator policy (kyc.read, kyc.decide); each
  // decision once, recorded by reviewKyc in its transaction with the reason, before and after.
  defineAdminRoute(app, deps, {
    call: ADMIN_KYC,
    handler: async ({ input }) => {
      const status = BigInt(input.status);
      const rows = await kycRepository.queue(deps.db, status, input.pageNo, input.pageSize);
      const uids = await uidsOf(deps, rows.map((r) => r.user_id));
      const list = await Promise.all(
        rows.map(async (row) => ({
          ...presentKycSubmission(row, (await kycRepository.verifiedElsewhere(deps.db, row.identity_hash, row.user_id))?.user_id ?? null),
          uid: uids.get(String(row.user_id)) ?? '',
        })),
      );
      return { data: { list, totalRow: await kycRepository.count(deps.db, status), pageNo: input.pageNo, pageSize: input.pageSize } };
    },
  });

  for (const verb of ['approve', 'reject'] as const) {
    defineAdminRoute(app, deps, {
      call: verb === 'approve' ? ADMIN_KYC_APPROVE : ADMIN_KYC_REJECT,
      handler: async ({ input, operator, approvedBy }) => {
        const decision = { id: BigInt(input.id), operator: operator.name, approve: verb === 'approve', reason: input.reason, approvedBy };
        return { data: await reviewKyc(deps, decision), audit: { recorded: true } };
      },
    });
  }
}
