import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ZReview } from '@exchange/contracts';
import { defineRoute } from '../../platform/http/route.js';
import { AppError } from '../../platform/errors.js';
import { idempotencyKeyOf } from '../../platform/idempotency.js';
import { pageOf } from '../../platform/paging.js';
import type { TDeps } from '../../platform/deps.js';
import { presentDeposit } from '../deposits/present-deposit.js';
import { reviewDeposit } from '../deposits/review-deposit.js';
import { presentWithdrawal } from '../withdrawals/present-withdrawal.js';
import { reviewWithdrawal } from '../withdrawals/review-withdrawal.js';
import { resolveOperator } from './operators.js';

const ZQueue = z.object({
  status: z.coerce.number().int().min(0).max(2).optional().default(0),
  pageNo: z.coerce.number().int().min(1).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(20),
});

async function operatorOf(deps: TDeps, request: FastifyRequest): Promise<string> {
  const token = request.headers['x-operator-token'];
  const name = typeof token === 'string' ? (await resolveOperator(deps, token))?.name ?? null : null;
  if (!name) throw new AppError('operatorRequired', { status: 401 });
  return name;
}

/** The operator's review queue for deposits and withdrawals, under /bb/admin with operator tokens. */
export function adminRoutes(app: FastifyInstance, deps: TDeps): void {
  for (const kind of ['deposits', 'withdrawals'] as const) {
    const present = kind === 'deposits' ? presentDeposit : presentWithdrawal;
    const review = kind === 'deposits' ? reviewDeposit : reviewWithdrawal;
    defineRoute(app, deps, {
      method: 'GET',
      url: `/admin/${kind}`,
      schema: ZQueue,
      handler: async ({ input, request }) => {
        await operatorOf(deps, request);
        const query = deps.db.selectFrom(kind).where('status', '=', BigInt(input.status));
        return { data: await pageOf(query, input, present as (row: any) => unknown) };
      },
    });
    for (const verb of ['approve', 'reject'] as const) {
      defineRoute(app, deps, {
        url: `/admin/${kind}/${verb}`,
        schema: ZReview,
        handler: async ({ input, request }) => {
          const operator = await operatorOf(deps, request);
          const decision = { id: BigInt(input.id), operator, approve: verb === 'approve', reason: input.reason, txHash: input.txHash };
          return { data: await review(deps, decision, idempotencyKeyOf(request, input)) };
        },
      });
    }
  }
}
