import type { FastifyInstance } from 'fastify';
import {
  ADMIN_DEPOSIT_APPROVE,
  ADMIN_DEPOSIT_REJECT,
  ADMIN_DEPOSITS,
  ADMIN_KYC,
  ADMIN_KYC_APPROVE,
  ADMIN_KYC_REJECT,
  ADMIN_WITHDRAWAL_APPROVE,
  ADMIN_WITHDRAWAL_REJECT,
  ADMIN_WITHDRAWALS,
  REVIEW_STATUS,
  type TAdminAction,
} from '@exchange/contracts';
import { idempotencyKeyOf } from '../../platform/idempotency.js';
import type { TDeps } from '../../platform/deps.js';
import { reviewsRepository } from '../audit/reviews.repository.js';
import { presentDeposit } from '../deposits/present-deposit.js';
import { allowOperatorFiles } from '../files/read-upload.js';
import { kycRepository } from '../kyc/kyc.repository.js';
import { presentKycSubmission } from '../kyc/present-kyc.js';
import { reviewKyc } from '../kyc/review-kyc.js';
import { reviewDeposit } from '../deposits/review-deposit.js';
import { presentWithdrawal } from '../withdrawals/present-withdrawal.js';
import { reviewWithdrawal } from '../withdrawals/review-withdrawal.js';
import { defineAdminRoute } from './admin-route.js';
import { resolveOperator } from './operators.js';
import { mayTake } from './policy.js';
import { formatUsdt, holdAboveThreshold, pendingApprovals, rollingUsdt, uidsOf, usdtValueOf } from './ops-reviews.js';

/**
 * The deposit, withdrawal and identity (KYC) review queues under /bb/admin (issue 18), behind the
 * operator policy (deposits.read/decide, withdrawals.read/decide, kyc.read/decide), and which
 * private uploads (deposit proofs, KYC photos) an operator may open. Each decision is taken once by the modules
 * (a guarded status change) and recorded there, in its own transaction, with the reason, the
 * record before and after, and the second operator when one approved it. Approving a deposit or a
 * withdrawal worth more than `admin_approval_usdt` (with the user's others of the last 24 hours)
 * waits for a second reviewer.
 */
export function adminRoutes(app: FastifyInstance, deps: TDeps): void {
  // Operators see the documents of the queues their roles review (policy.ts).
  allowOperatorFiles(deps, async (token, kind) => {
    const operator = await resolveOperator(deps, token);
    const actions: TAdminAction[] = kind === 'kyc' ? ['kyc.read'] : ['deposits.read', 'fiat.read'];
    return operator !== null && actions.some((action) => mayTake(operator.roles, action));
  });
  kycReviewRoutes(app, deps);

  defineAdminRoute(app, deps, {
    call: ADMIN_DEPOSITS,
    handler: async ({ input }) => {
      const { rows, total } = await reviewsRepository.page(deps.db, 'deposits', BigInt(input.status), input);
      const uids = await uidsOf(deps, rows.map((r) => r.user_id));
      const list = rows.map((row) => ({ ...presentDeposit(row), userId: String(row.user_id), uid: uids.get(String(row.user_id)) ?? '', reviewedBy: row.reviewed_by }));
      return { data: { list, totalRow: total, pageNo: input.pageNo, pageSize: input.pageSize } };
    },
  });

  defineAdminRoute(app, deps, {
    call: ADMIN_WITHDRAWALS,
    handler: async ({ input }) => {
      const { rows, total } = await reviewsRepository.page(deps.db, 'withdrawals', BigInt(input.status), input);
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
      // Two-person rule (issue 24): crediting more than the threshold, counting the user's deposits
      // of the last 24 hours, waits for a second reviewer.
      needsApproval:
        verb === 'approve'
          ? async (input) => {
              const row = await reviewsRepository.findForDecision(deps.db, 'deposits', BigInt(input.id));
              if (!row || row.status !== BigInt(REVIEW_STATUS.pending)) return null; // the decision itself answers noData / alreadyReviewed
              return holdAboveThreshold(deps, 'deposits.decide', `deposit:${row.id}`, row.currency, row.amount, await rollingUsdt(deps, 'deposits', row.user_id));
            }
          : undefined,
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
      const row = await reviewsRepository.findForDecision(deps.db, 'withdrawals', BigInt(input.id));
      if (!row || row.status !== BigInt(REVIEW_STATUS.pending)) return null; // the decision itself answers noData / alreadyReviewed
      return holdAboveThreshold(deps, 'withdrawals.decide', `withdrawal:${row.id}`, row.currency, row.amount, await rollingUsdt(deps, 'withdrawals', row.user_id));
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

/** The identity reviewers' queue: each decision once, recorded by reviewKyc in its transaction with the reason, before and after. */
function kycReviewRoutes(app: FastifyInstance, deps: TDeps): void {
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
