import { z } from 'zod';
import { ZEpochMs } from '../api/fields.js';
import { defineAdminCall } from './console.js';
import { ZApprovalPending } from './approval-pending.js';

/**
 * The review queue of fiat payments that arrived after their buy order closed (issue 24): a
 * payment is never dropped; a reviewer credits it (the order's USDT from the treasury, once) or
 * records the refund of the fiat with its bank reference. Same policy as the fiat orders' queue.
 */
export const ZAdminFiatLate = z.strictObject({
  id: z.string(),
  orderId: z.string(),
  userId: z.string(),
  amount: z.string(),
  currency: z.string(),
  utr: z.string(),
  state: z.enum(['review', 'credited', 'refunded']),
  receivedAt: ZEpochMs,
  decidedAt: ZEpochMs.nullable(),
  decidedBy: z.string(),
  reason: z.string(),
  bankRef: z.string(),
  /** The approval a credit above the threshold waits on (a second reviewer), or null. */
  awaitingApproval: z.string().nullable(),
});
export type TAdminFiatLate = z.infer<typeof ZAdminFiatLate>;

export const ADMIN_FIAT_LATE = defineAdminCall({
  method: 'GET',
  path: '/admin/fiat/late',
  action: 'fiat.read',
  isWrite: false,
  summary: 'Payments that arrived after their buy order expired, was cancelled or rejected (default: those waiting for review).',
  request: z.object({ state: z.enum(['review', 'credited', 'refunded', 'all']).optional().default('review') }),
  response: z.strictObject({ list: z.array(ZAdminFiatLate) }),
});

export const ADMIN_FIAT_LATE_DECIDE = defineAdminCall({
  method: 'POST',
  path: '/admin/fiat/late/decide',
  action: 'fiat.decide',
  isWrite: true,
  summary: "Credit a late payment that covers its order (the order's USDT from the treasury, once; above admin_approval_usdt a second reviewer approves), or record its refund with the bank reference.",
  request: z.object({
    id: z.string({ error: 'noData' }).trim().regex(/^\d{1,18}$/, 'noData'),
    decision: z.enum(['credit', 'refund'], { error: 'invalidParams' }),
    bankRef: z.string().trim().max(32, 'fiatUtrInvalid').optional().default(''),
    reason: z.string({ error: 'reasonRequired' }).trim().min(1, 'reasonRequired').max(200, 'invalidParams'),
  }),
  response: z.union([ZApprovalPending, ZAdminFiatLate]),
  errors: ['noData', 'fiatLateNotInReview', 'fiatLateNotCovered', 'fiatTreasuryShort', 'fiatUtrInvalid', 'reasonRequired', 'approvalAlreadyPending'],
});

export const ADMIN_FIAT_LATE_CALLS = [ADMIN_FIAT_LATE, ADMIN_FIAT_LATE_DECIDE] as const;
