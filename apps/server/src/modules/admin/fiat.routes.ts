import type { FastifyInstance } from 'fastify';
import { ADMIN_FIAT, ADMIN_FIAT_LATE, ADMIN_FIAT_LATE_DECIDE, ADMIN_FIAT_CONFIRM, ADMIN_FIAT_PAYOUT, ADMIN_FIAT_PAYOUT_REJECT, ADMIN_FIAT_REJECT, utrProblem } from '@exchange/contracts';
import { AppError } from '../../platform/errors.js';
import type { TDeps } from '../../platform/deps.js';
import { confirmBuy, rejectBuy } from '../fiat/decide-buy-order.js';
import { FIAT_COIN } from '../fiat/fiat-channels.js';
import { presentOrder, type TOrderRow } from '../fiat/fiat-records.js';
import { fiatRepository } from '../fiat/fiat.repository.js';
import { payoutSell, rejectSell } from '../fiat/sell-order.js';
import { creditLatePayment, presentLate, refundLatePayment } from '../fiat/late-payment.js';
import { defineAdminRoute } from './admin-route.js';
import { holdAboveThreshold, pendingApprovals, rollingUsdt, uidsOf } from './ops-reviews.js';

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
export function adminFiatRoutes(app: FastifyInstance, deps: TDeps): void {
  defineAdminRoute(app, deps, {
    call: ADMIN_FIAT,
    handler: async ({ input }) => {
      const { total, rows } = await fiatRepository.queuePage(deps.db, input.state, input.side, input);
      const held = await pendingApprovals(deps, 'fiat.decide', rows.map((r) => `fiat-order:${r.id}`));
      const uids = await uidsOf(deps, rows.map((r) => r.user_id));
      const list = rows.map((r) => ({ ...presentOrder(r), userId: String(r.user_id), uid: uids.get(String(r.user_id)) ?? '', reviewedBy: r.reviewed_by, awaitingApproval: held.get(`fiat-order:${r.id}`) ?? null }));
      return { data: { list, totalRow: Number(total), pageNo: input.pageNo, pageSize: input.pageSize } };
    },
  });

  for (const verb of ['confirm', 'reject', 'payout', 'payout-reject'] as const satisfies readonly TVerb[]) {
    defineAdminRoute(app, deps, {
      call: CALLS[verb],
      // Two-person rule on payouts and buy confirmations (issue 24): worth more than the threshold,
      // with the user's others of the last 24 hours, waits for a second reviewer.
      needsApproval:
        verb === 'payout' || verb === 'confirm'
          ? async (input) => {
              const problem = verb === 'payout' ? utrProblem(input.bankRef) : null;
              if (problem) throw new AppError(problem);
              const side = verb === 'payout' ? 'sell' : 'buy';
              const row = await fiatRepository.findOrder(deps.db, BigInt(input.id));
              if (!row || row.side !== side || (side === 'sell' ? row.state !== 'waiting' : row.state !== 'waiting' && row.state !== 'paid')) return null; // the decision answers noData / fiatOrderNotWaiting
              return holdAboveThreshold(deps, 'fiat.decide', `fiat-order:${row.id}`, FIAT_COIN, row.usdt_amount, await rollingUsdt(deps, `fiat-${side}`, row.user_id));
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
          const exists = await fiatRepository.findOrder(deps.db, orderId);
          throw new AppError(exists ? 'fiatOrderNotWaiting' : 'noData');
        }
        return { data: { ...presentOrder(done), userId: String(done.user_id), reviewedBy: done.reviewed_by }, audit: { recorded: true } };
      },
    });
  }

  // Payments that arrived after their order closed: never dropped, credited or refunded here (issue 24).
  defineAdminRoute(app, deps, {
    call: ADMIN_FIAT_LATE,
    handler: async ({ input }) => {
      const rows = await fiatRepository.latePayments(deps.db, { state: input.state, order: 'asc', limit: 200 });
      const held = await pendingApprovals(deps, 'fiat.decide', rows.map((r) => `fiat-late:${r.id}`));
      return { data: { list: rows.map((r) => ({ ...presentLate(r), awaitingApproval: held.get(`fiat-late:${r.id}`) ?? null })) } };
    },
  });
  defineAdminRoute(app, deps, {
    call: ADMIN_FIAT_LATE_DECIDE,
    // A credit pays USDT like a buy confirmation: above the threshold (with the user's last 24 hours) a second reviewer approves.
    needsApproval: async (input) => {
      if (input.decision !== 'credit') return null;
      const row = await fiatRepository.findLateWithOrder(deps.db, BigInt(input.id));
      if (!row || row.state !== 'review') return null; // the decision answers noData / fiatLateNotInReview
      return holdAboveThreshold(deps, 'fiat.decide', `fiat-late:${row.id}`, FIAT_COIN, row.usdt_amount, await rollingUsdt(deps, 'fiat-buy', row.user_id));
    },
    handler: async ({ input, operator }) => {
      const id = BigInt(input.id);
      if (input.decision === 'refund' && utrProblem(input.bankRef)) throw new AppError('fiatUtrInvalid');
      await deps.db.transaction().execute(async (tx) => {
        if (input.decision === 'credit') await creditLatePayment(tx, deps.clock, { id, operator: operator.name, reason: input.reason });
        else await refundLatePayment(tx, deps.clock, { id, operator: operator.name, reason: input.reason, bankRef: input.bankRef });
      });
      const row = (await fiatRepository.findLatePayment(deps.db, id))!;
      return { data: { ...presentLate(row), awaitingApproval: null }, audit: { recorded: true } };
    },
  });
}
