import type { FastifyInstance } from 'fastify';
import { ADMIN_FIAT, ADMIN_FIAT_CONFIRM, ADMIN_FIAT_PAYOUT, ADMIN_FIAT_PAYOUT_REJECT, ADMIN_FIAT_REJECT, utrProblem } from '@exchange/contracts';
import { AppError } from '../../platform/errors.js';
import type { TDeps } from '../../platform/deps.js';
import { defineAdminRoute } from '../admin/admin-route.js';
import { holdAboveThreshold, pendingApprovals, uidsOf } from '../admin/ops-reviews.js';
import { confirmBuy, rejectBuy } from './decide-buy-order.js';
import { FIAT_COIN } from './fiat-channels.js';
import { presentOrder, type TOrderRow } from './fiat-records.js';
import { payoutSell, rejectSell } from './sell-order.js';

type TVerb = 'confirm' | 'reject' | 'payout' | 'payout-reject';

const CALLS = { confirm: ADMIN_FIAT_CONFIRM, reject: ADMIN_FIAT_REJECT, payout: ADMIN_FIAT_PAYOUT, 'payout-reject': ADMIN_FIAT_PAYOUT_REJECT } as const;

/**
 * The fiat orders' review queue under /bb/admin/fiat (issue 18; policy fiat.read, fiat.decide): the
 * orders of a state (default: paid, the buy orders waiting for a check of the payment), and the
 * four decisions the ops commands make, the same functions (each once, recorded in their own
 * transaction with the operator, the reason, before and after). A decision on an order in another
 * state changes nothing: fiatOrderNotWaiting. Paying out a sell worth more than
 * `admin_approval_usdt` waits for a second reviewer.
 */
export function fiatAdminRoutes(app: FastifyInstance, deps: TDeps): void {
  defineAdminRoute(app, deps, {
    call: ADMIN_FIAT,
    handler: async ({ input }) => {
      let base = deps.db.selectFrom('fiat_orders').where('state', '=', input.state);
      if (input.side !== 'all') base = base.where('side', '=', input.side);
      const total = await base.select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow();
      const rows = await base.selectAll().orderBy('id', 'asc').limit(input.pageSize).offset((input.pageNo - 1) * input.pageSize).execute();
      const held = await pendingApprovals(deps, 'fiat.decide', rows.map((r) => `fiat-order:${r.id}`));
      const uids = await uidsOf(deps, rows.map((r) => r.user_id));
      const list = rows.map((r) => ({ ...presentOrder(r), userId: String(r.user_id), uid: uids.get(String(r.user_id)) ?? '', reviewedBy: r.reviewed_by, awaitingApproval: held.get(`fiat-order:${r.id}`) ?? null }));
      return { data: { list, totalRow: Number(total.n), pageNo: input.pageNo, pageSize: input.pageSize } };
    },
  });

  for (const verb of ['confirm', 'reject', 'payout', 'payout-reject'] as const satisfies readonly TVerb[]) {
    defineAdminRoute(app, deps, {
      call: CALLS[verb],
      // Two-person rule on payouts: a sell worth more than the threshold waits for a second reviewer.
      needsApproval:
        verb === 'payout'
          ? async (input) => {
              const problem = utrProblem(input.bankRef);
              if (problem) throw new AppError(problem);
              const row = await deps.db.selectFrom('fiat_orders').select(['id', 'side', 'state', 'usdt_amount']).where('id', '=', BigInt(input.id)).executeTakeFirst();
              if (!row || row.side !== 'sell' || row.state !== 'waiting') return null; // the decision answers noData / fiatOrderNotWaiting
              return holdAboveThreshold(deps, 'fiat.decide', `fiat-order:${row.id}`, FIAT_COIN, row.usdt_amount);
            }
          : undefined,
      handler: async ({ input, operator, approvedBy }) => {
        const orderId = BigInt(input.id);
        if ((verb === 'reject' || verb === 'payout-reject') && !input.reason) throw new AppError('reasonRequired');
        if (verb === 'payout') {
          const problem = utrProblem(input.bankRef);
          if (problem) throw new AppError(problem);
        }
        const done = await deps.db.transaction().execute(async (tx): Promise<TOrderRow | null> => {
          const decision = { orderId, operator: operator.name, reason: input.reason, auditReason: input.reason, bankRef: input.bankRef, approvedBy };
          if (verb === 'confirm') return confirmBuy(tx, deps.clock, decision);
          if (verb === 'reject') return rejectBuy(tx, deps.clock, decision);
          if (verb === 'payout') return payoutSell(tx, deps.clock, decision);
          return rejectSell(tx, deps.clock, decision);
        });
        if (!done) {
          const exists = await deps.db.selectFrom('fiat_orders').select('id').where('id', '=', orderId).executeTakeFirst();
          throw new AppError(exists ? 'fiatOrderNotWaiting' : 'noData');
        }
        return { data: { ...presentOrder(done), userId: String(done.user_id), reviewedBy: done.reviewed_by }, audit: { recorded: true } };
      },
    });
  }
}
