import type { FastifyInstance, FastifyRequest } from 'fastify';
import { kycInfoCall, kycSubmitCall, ZKycDecision, ZKycQueue } from '@exchange/contracts';
import { defineRoute } from '../../platform/http/route.js';
import { AppError } from '../../platform/errors.js';
import type { TDeps } from '../../platform/deps.js';
import { resolveOperator } from '../admin/operators.js';
import { kycRepository } from './kyc.repository.js';
import { presentKycSubmission } from './present-kyc.js';
import { reviewKyc } from './review-kyc.js';
import { getKycInfo, submitKyc } from './submit-kyc.js';

/** The operator behind X-Operator-Token (never a user's session), or 401. */
async function operatorOf(deps: TDeps, request: FastifyRequest): Promise<string> {
  const token = request.headers['x-operator-token'];
  const name = typeof token === 'string' ? (await resolveOperator(deps, token))?.name ?? null : null;
  if (!name) throw new AppError('operatorRequired', { status: 401 });
  return name;
}

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

  defineRoute(app, deps, {
    method: 'GET',
    url: '/admin/kyc',
    schema: ZKycQueue,
    handler: async ({ input, request }) => {
      await operatorOf(deps, request);
      const status = BigInt(input.status);
      const rows = await kycRepository.queue(deps.db, status, input.pageNo, input.pageSize);
      const list = await Promise.all(
        rows.map(async (row) => presentKycSubmission(row, (await kycRepository.verifiedElsewhere(deps.db, row.identity_hash, row.user_id))?.user_id ?? null)),
      );
      return { data: { list, totalRow: await kycRepository.count(deps.db, status), pageNo: input.pageNo, pageSize: input.pageSize } };
    },
  });

  for (const verb of ['approve', 'reject'] as const) {
    defineRoute(app, deps, {
      url: `/admin/kyc/${verb}`,
      schema: ZKycDecision,
      handler: async ({ input, request }) => {
        const operator = await operatorOf(deps, request);
        const decision = { id: BigInt(input.id), operator, approve: verb === 'approve', reason: verb === 'approve' ? '' : input.reason };
        return { data: await reviewKyc(deps, decision) };
      },
    });
  }
}
