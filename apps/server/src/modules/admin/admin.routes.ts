import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import {
  ADMIN_DEPOSIT_APPROVE,
  ADMIN_DEPOSIT_REJECT,
  ADMIN_DEPOSITS,
  ADMIN_WITHDRAWAL_APPROVE,
  ADMIN_WITHDRAWAL_REJECT,
  ADMIN_WITHDRAWALS,
  REVIEW_STATUS,
} from '@exchange/contracts';
import { idempotencyKeyOf } from '../../platform/idempotency.js';
import type { TDepositsTable, TWithdrawalsTable } from '../../platform/db/schema-ledger.js';
import type { TDeps } from '../../platform/deps.js';
import { presentDeposit } from '../deposits/present-deposit.js';
import { reviewDeposit } from '../deposits/review-deposit.js';
import { presentWithdrawal } from '../withdrawals/present-withdrawal.js';
import { reviewWithdrawal } from '../withdrawals/review-withdrawal.js';
import { defineAdminRoute } from './admin-route.js';
import { formatUsdt, holdAboveThreshold, pendingApprovals, uidsOf, usdtValueOf } from './ops-reviews.js';

/**
 * The deposit and withdrawal review queues under /bb/admin (issue 18), behind the operator policy
 * (deposits.read/decide, withdrawals.read/decide). Each decision is taken once by the modules
 * (a guarded status change) and recorded there, in its own transaction, with the reason, the
 * record before and after, and the second operator when one approved it. Approving a withdrawal
 * worth more than `admin_approval_usdt` waits for a second reviewer.
 */
export function adminRoutes(app: FastifyInstance, deps: TDeps): void {
  defineAdminRoute(app, deps, {
    call: ADMIN_DEPOSITS,
    handler: async ({ input }) => {
      const { rows, total } = await reviewQueuePage(deps, 'deposits', input);
      const uids = await uidsOf(deps, rows.map((r) => r.user_id));
      const list = rows.map((row) => ({ ...presentDeposit(row), userId: String(row.user_id), uid: uids.get(String(row.user_id)) ?? '', reviewedBy: row.reviewed_by }));
      return { data: { list, totalRow: total, pageNo: input.pageNo, pageSize: input.pageSize } };
    },
  });

  defineAdminRoute(app, deps, {
    call: ADMIN_WITHDRAWALS,
    handler: async ({ input }) => {
      const { rows, total } = await reviewQueuePage(deps, 'withdrawals', input);
      const uids = await uidsOf(deps, rows.map((r) => r.user_id));
      const held = await pendingApprovals(deps, 'withdrawals.decide', rows.map((r) => `withdrawal:${r.id}`));
      const list = rows.map((row) => ({
        ...presentWithdrawal(row),
        userId: String(row.user_id),
        uid: uids.get(String(row.user_id)) ?? '',
        reviewedBy: row.reviewed_by,
        usdtValue: formatUsdt(usdtValueOf(deps, row.currency, row.amount)),
        awaitingApproval: held.get(`withdrawal:${row.id}`) ?? null,
      }));
      return { data: { list, totalRow: total, pageNo: input.pageNo, pageSize: input.pageSize } };
    },
  });

  for (const verb of ['approve', 'reject'] as const) {
    defineAdminRoute(app, deps, {
      call: verb === 'approve' ? ADMIN_DEPOSIT_APPROVE : ADMIN_DEPOSIT_REJECT,
      handler: async ({ input, request, operator, approvedBy }) => {
        const decision = { id: BigInt(input.id), operator: operator.name, approve: verb === 'approve', reason: input.reason, txHash: input.txHash, approvedBy };
        const data = await reviewDeposit(deps, decision, approvedBy ? null : idempotencyKeyOf(request, input));
        return { data, audit: { recorded: true } };
      },
    });
  }

  defineAdminRoute(app, deps, {
    call: ADMIN_WITHDRAWAL_APPROVE,
    // Two-person rule: above the threshold (or without a price to value it) a second reviewer approves.
    needsApproval: async (input) => {
      const row = await deps.db.selectFrom('withdrawals').select(['id', 'currency', 'amount', 'status']).where('id', '=', BigInt(input.id)).executeTakeFirst();
      if (!row || row.status !== BigInt(REVIEW_STATUS.pending)) return null; // the decision itself answers noData / alreadyReviewed
      return holdAboveThreshold(deps, 'withdrawals.decide', `withdrawal:${row.id}`, row.currency, row.amount);
    },
    handler: async ({ input, request, operator, approvedBy }) => {
      const decision = { id: BigInt(input.id), operator: operator.name, approve: true, reason: input.reason, txHash: input.txHash, approvedBy };
      const data = await reviewWithdrawal(deps, decision, approvedBy ? null : idempotencyKeyOf(request, input));
      return { data, audit: { recorded: true } };
    },
  });

  defineAdminRoute(app, deps, {
    call: ADMIN_WITHDRAWAL_REJECT,
    handler: async ({ input, request, operator }) => {
      const decision = { id: BigInt(input.id), operator: operator.name, approve: false, reason: input.reason, txHash: input.txHash };
      const data = await reviewWithdrawal(deps, decision, idempotencyKeyOf(request, input));
      return { data, audit: { recorded: true } };
    },
  });
}

type TQueuePage = { status: number; pageNo: number; pageSize: number };

/** One page of a review queue in a status, with its total: pending oldest first, decided ones newest first. */
async function reviewQueuePage(deps: TDeps, table: 'deposits', input: TQueuePage): Promise<{ rows: Selectable<TDepositsTable>[]; total: number }>;
async function reviewQueuePage(deps: TDeps, table: 'withdrawals', input: TQueuePage): Promise<{ rows: Selectable<TWithdrawalsTable>[]; total: number }>;
async function reviewQueuePage(deps: TDeps, table: 'deposits' | 'withdrawals', input: TQueuePage) {
  const status = BigInt(input.status);
  const base = deps.db.selectFrom(table).where('status', '=', status);
  const total = await base.select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('id', status === BigInt(REVIEW_STATUS.pending) ? 'asc' : 'desc')
    .limit(input.pageSize)
    .offset((input.pageNo - 1) * input.pageSize)
    .execute();
  return { rows, total: Number(total.n) };
}
