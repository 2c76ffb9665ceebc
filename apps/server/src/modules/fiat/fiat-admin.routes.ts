import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { FIAT_ORDER_STATES, utrProblem } from '@exchange/contracts';
import { defineRoute } from '../../platform/http/route.js';
import { AppError } from '../../platform/errors.js';
import type { TDeps } from '../../platform/deps.js';
import { resolveOperator } from '../admin/operators.js';
import { confirmBuy, rejectBuy } from './decide-buy-order.js';
import { presentOrder, type TOrderRow } from './fiat-records.js';
import { payoutSell, rejectSell } from './sell-order.js';

const ZQueue = z.object({
  state: z.enum(FIAT_ORDER_STATES).optional().default('paid'),
  side: z.enum(['all', 'buy', 'sell']).optional().default('all'),
  pageNo: z.coerce.number().int().min(1).max(1_000_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(20),
});
const id = z.string({ error: 'noData' }).trim().regex(/^\d{1,18}$/, 'noData');
const ZDecision = z.object({
  id,
  reason: z.string().trim().max(200, 'invalidParams').optional().default(''),
  bankRef: z.string().trim().max(64, 'fiatUtrInvalid').optional().default(''),
});

async function operatorOf(deps: TDeps, request: FastifyRequest): Promise<string> {
  const token = request.headers['x-operator-token'];
  const name = typeof token === 'string' ? (await resolveOperator(deps, token))?.name ?? null : null;
  if (!name) throw new AppError('operatorRequired', { status: 401 });
  return name;
}

type TVerb = 'confirm' | 'reject' | 'payout' | 'payout-reject';

/**
 * The fiat orders' review queue under /bb/admin/fiat (operator tokens, as the deposit, withdrawal
 * and KYC queues): the orders of a state (default: paid, the buy orders waiting for a check of the
 * payment), and the four decisions the ops commands make, the same functions (each once, recorded
 * with the operator). A decision on an order in another state changes nothing: fiatOrderNotWaiting.
 */
export function fiatAdminRoutes(app: FastifyInstance, deps: TDeps): void {
  defineRoute(app, deps, {
    method: 'GET',
    url: '/admin/fiat',
    schema: ZQueue,
    handler: async ({ input, request }) => {
      await operatorOf(deps, request);
      let base = deps.db.selectFrom('fiat_orders').where('state', '=', input.state);
      if (input.side !== 'all') base = base.where('side', '=', input.side);
      const total = await base.select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow();
      const rows = await base.selectAll().orderBy('id', 'asc').limit(input.pageSize).offset((input.pageNo - 1) * input.pageSize).execute();
      return { data: { list: rows.map((r) => ({ ...presentOrder(r), userId: String(r.user_id), reviewedBy: r.reviewed_by })), totalRow: Number(total.n), pageNo: input.pageNo, pageSize: input.pageSize } };
    },
  });

  for (const verb of ['confirm', 'reject', 'payout', 'payout-reject'] as const satisfies readonly TVerb[]) {
    defineRoute(app, deps, {
      url: `/admin/fiat/${verb}`,
      schema: ZDecision,
      handler: async ({ input, request }) => {
        const operator = await operatorOf(deps, request);
        const orderId = BigInt(input.id);
        if ((verb === 'reject' || verb === 'payout-reject') && !input.reason) throw new AppError('reasonRequired');
        if (verb === 'payout') {
          const problem = utrProblem(input.bankRef);
          if (problem) throw new AppError(problem);
        }
        const done = await deps.db.transaction().execute(async (tx): Promise<TOrderRow | null> => {
          const decision = { orderId, operator, reason: input.reason, bankRef: input.bankRef };
          if (verb === 'confirm') return confirmBuy(tx, deps.clock, decision);
          if (verb === 'reject') return rejectBuy(tx, deps.clock, decision);
          if (verb === 'payout') return payoutSell(tx, deps.clock, decision);
          return rejectSell(tx, deps.clock, decision);
        });
        if (!done) {
          const exists = await deps.db.selectFrom('fiat_orders').select('id').where('id', '=', orderId).executeTakeFirst();
          throw new AppError(exists ? 'fiatOrderNotWaiting' : 'noData');
        }
        return { data: { ...presentOrder(done), userId: String(done.user_id), reviewedBy: done.reviewed_by } };
      },
    });
  }
}
