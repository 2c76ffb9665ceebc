import { z } from 'zod';
import { ZEpochMs, ZIdString } from '../api/fields.js';
import { defineAdminCall } from './console.js';
import { ZApprovalPending } from './approval-pending.js';
import { ZReason } from './access-calls.js';

/**
 * Operator console calls of the "ops" area (issue 18): the dashboard, users (read-only money, the
 * log-in switch) and the review queues (deposits, withdrawals, KYC files, fiat orders). The review
 * calls keep the paths and form fields of the earlier /bb/admin queue (id, reason, txHash, bankRef,
 * status, pageNo, pageSize); each decision is taken once. Approving a withdrawal or paying out a
 * fiat sell worth more than the `admin_approval_usdt` parameter (USDT at par, other assets at the
 * newest recorded index price; no price: held) waits for a second reviewer (ZApprovalPending).
 */

const ZPageNo = z.coerce.number().int().min(1).max(1_000_000).optional().default(1);
const ZPageSize = z.coerce.number().int().min(1).max(100).optional().default(20);
/** A record's id in a form body or query: digits (anything else is "no such record"). */
const ZRecordId = z.coerce.number({ error: 'noData' }).int('noData').positive('noData').max(Number.MAX_SAFE_INTEGER, 'noData');
const ZOptionalText = (max: number) => z.string().trim().max(max).optional().default('');
const ZDecimal = z.string().meta({ description: 'An exact decimal amount at the asset’s scale.' });

const page = <T extends z.ZodType>(item: T) => z.strictObject({ list: z.array(item), totalRow: z.number().int(), pageNo: z.number().int(), pageSize: z.number().int() });

// ---------------------------------------------------------------- dashboard

export const ZDashboardLiability = z.strictObject({
  asset: z.string(),
  /** The sum of every user's balances of the asset (available and frozen, every wallet). */
  users: ZDecimal,
  /** The system accounts that back products, each with its balance. */
  backing: z.array(z.strictObject({ account: z.string(), balance: ZDecimal })),
  backingTotal: ZDecimal,
});

export const ADMIN_DASHBOARD = defineAdminCall({
  method: 'GET',
  path: '/admin/dashboard',
  action: 'dashboard.read',
  isWrite: false,
  summary: "What waits and what is owed: the review queues, liabilities per asset against the backing system accounts, today's (UTC) spot volume and fees, the products' switches.",
  request: z.strictObject({}),
  response: z.strictObject({
    /** The start of today (UTC) that volume and fees count from. */
    dayStart: ZEpochMs,
    queues: z.strictObject({
      deposits: z.number().int(),
      withdrawals: z.number().int(),
      kyc: z.number().int(),
      fiatBuys: z.number().int(),
      fiatSells: z.number().int(),
      approvals: z.number().int(),
    }),
    liabilities: z.array(ZDashboardLiability),
    volume: z.array(z.strictObject({ symbol: z.string(), trades: z.number().int(), base: ZDecimal, quote: ZDecimal, quoteAsset: z.string() })),
    fees: z.array(z.strictObject({ asset: z.string(), amount: ZDecimal })),
    products: z.array(z.strictObject({ code: z.string(), enabled: z.boolean(), restrictedCountries: z.array(z.string()), kycLevel: z.number().int() })),
  }),
});

// ---------------------------------------------------------------- users

export const ZAdminUserRow = z.strictObject({
  id: ZIdString,
  uid: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  country: z.string().nullable(),
  kycStatus: z.number().int(),
  loginDisabled: z.boolean(),
  createdAt: ZEpochMs,
});

export const ADMIN_USERS = defineAdminCall({
  method: 'GET',
  path: '/admin/users',
  action: 'users.read',
  isWrite: false,
  summary: 'Search users by e-mail, phone or uid (exact or prefix); newest first. An empty search lists every user.',
  request: z.strictObject({ q: ZOptionalText(120), pageNo: ZPageNo, pageSize: ZPageSize }),
  response: page(ZAdminUserRow),
});

export const ZAdminUserDetail = z.strictObject({
  profile: ZAdminUserRow.extend({
    areaCode: z.string().nullable(),
    kycCountry: z.string().nullable(),
    score: z.number().int(),
    referrer: z.strictObject({ id: ZIdString, uid: z.string() }).nullable(),
    loginDisabledAt: ZEpochMs.nullable(),
    loginDisabledReason: z.string(),
  }),
  /** The latest identity file, as reviewers see it (photos under /bb/file/, fetched with the operator's token). */
  kyc: z
    .strictObject({
      id: ZIdString,
      status: z.number().int(),
      realName: z.string(),
      idNumber: z.string(),
      idCountry: z.string().nullable(),
      frontImage: z.string(),
      backImage: z.string(),
      reason: z.string(),
      createdAt: ZEpochMs,
      reviewedBy: z.string().nullable(),
    })
    .nullable(),
  balances: z.array(z.strictObject({ wallet: z.string(), asset: z.string(), available: ZDecimal, frozen: ZDecimal })),
  sessions: z.array(z.strictObject({ id: ZIdString, ip: z.string(), userAgent: z.string(), createdAt: ZEpochMs, lastSeenAt: ZEpochMs, expiresAt: ZEpochMs })),
});

export const ADMIN_USER_DETAIL = defineAdminCall({
  method: 'GET',
  path: '/admin/users/detail',
  action: 'users.read',
  isWrite: false,
  summary: "A user's profile, KYC file, balances per wallet and asset (read-only) and open sessions.",
  request: z.strictObject({ id: ZRecordId }),
  response: ZAdminUserDetail,
  errors: ['noData'],
});

export const ZAdminLedgerEntry = z.strictObject({
  id: ZIdString,
  type: z.string(),
  asset: z.string(),
  wallet: z.string(),
  bucket: z.string(),
  amount: ZDecimal,
  balanceAfter: ZDecimal,
  reference: z.string(),
  memo: z.string(),
  time: ZEpochMs,
});

export const ADMIN_USER_LEDGER = defineAdminCall({
  method: 'GET',
  path: '/admin/users/ledger',
  action: 'users.read',
  isWrite: false,
  summary: "The user's ledger entries, newest first (optionally of one asset): type, amount, balance after, reference, time.",
  request: z.strictObject({ id: ZRecordId, asset: ZOptionalText(20), pageNo: ZPageNo, pageSize: ZPageSize }),
  response: page(ZAdminLedgerEntry),
  errors: ['noData'],
});

export const ADMIN_USER_MESSAGES = defineAdminCall({
  method: 'GET',
  path: '/admin/users/messages',
  action: 'users.messages',
  isWrite: false,
  summary: "The user's personal notifications, newest first.",
  request: z.strictObject({ id: ZRecordId, pageNo: ZPageNo, pageSize: ZPageSize }),
  response: page(z.strictObject({ id: ZIdString, kind: z.string(), params: z.record(z.string(), z.unknown()), ref: z.string(), createdAt: ZEpochMs, readAt: ZEpochMs.nullable() })),
  errors: ['noData'],
});

const ZBooleanField = z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).transform((v) => v === true || v === 'true' || v === '1');

export const ADMIN_USER_LOGIN = defineAdminCall({
  method: 'POST',
  path: '/admin/users/login',
  action: 'users.login',
  isWrite: true,
  summary: 'Disable a user’s log-in (every session ends; log-in is refused with loginDisabled) or enable it again, with a reason.',
  request: z.strictObject({ id: ZRecordId, enabled: ZBooleanField, reason: ZReason }),
  response: z.strictObject({ id: ZIdString, loginDisabled: z.boolean(), loginDisabledReason: z.string(), sessionsEnded: z.number().int() }),
  errors: ['noData'],
});

// ---------------------------------------------------------------- reviews

/** Held for a second reviewer: the approval's id (null when none is pending). */
const ZAwaiting = z.strictObject({ awaitingApproval: ZIdString.nullable() });

const ZReviewQueue = z.object({
  status: z.coerce.number().int().min(0).max(2).optional().default(0),
  pageNo: ZPageNo,
  pageSize: ZPageSize,
});

export const ZAdminDeposit = z
  .looseObject({ id: z.number().int(), currency: z.string(), amount: ZDecimal, proof: z.string(), status: z.number().int(), time: ZEpochMs })
  .extend({ userId: ZIdString, uid: z.string(), reviewedBy: z.string().nullable() });
export const ZAdminWithdrawal = z
  .looseObject({ id: z.number().int(), currency: z.string(), amount: ZDecimal, fee: ZDecimal, status: z.number().int(), time: ZEpochMs })
  .extend({ userId: ZIdString, uid: z.string(), reviewedBy: z.string().nullable(), usdtValue: ZDecimal.nullable() })
  .extend(ZAwaiting.shape);

/** A decision form body, as before: id, reason (required to reject), txHash (withdrawals). */
const ZDecision = z.object({ id: ZRecordId, reason: ZOptionalText(256), txHash: ZOptionalText(128) });

export const ADMIN_DEPOSITS = defineAdminCall({
  method: 'GET',
  path: '/admin/deposits',
  action: 'deposits.read',
  isWrite: false,
  summary: 'Deposits by status (0 pending, 1 credited, 2 rejected), oldest pending first; each with its proof image address.',
  request: ZReviewQueue,
  response: page(ZAdminDeposit),
});

export const ADMIN_DEPOSIT_APPROVE = defineAdminCall({
  method: 'POST',
  path: '/admin/deposits/approve',
  action: 'deposits.decide',
  isWrite: true,
  summary: 'Credit a pending deposit (once).',
  request: ZDecision,
  response: z.looseObject({ id: z.number().int(), status: z.number().int() }),
  errors: ['noData', 'alreadyReviewed'],
});

export const ADMIN_DEPOSIT_REJECT = defineAdminCall({
  method: 'POST',
  path: '/admin/deposits/reject',
  action: 'deposits.decide',
  isWrite: true,
  summary: 'Reject a pending deposit with a reason the user sees (once).',
  request: ZDecision,
  response: z.looseObject({ id: z.number().int(), status: z.number().int() }),
  errors: ['noData', 'alreadyReviewed', 'reasonRequired'],
});

/** Withdrawals add 3 (cancelled by the user) and 4 (approved, being sent on chain). */
const ZWithdrawalQueue = ZReviewQueue.extend({ status: z.coerce.number().int().min(0).max(4).optional().default(0) });

export const ADMIN_WITHDRAWALS = defineAdminCall({
  method: 'GET',
  path: '/admin/withdrawals',
  action: 'withdrawals.read',
  isWrite: false,
  summary: 'Withdrawals by status (0 pending, 1 paid, 2 rejected, 3 cancelled, 4 being sent on chain); a pending one held for a second approval says so.',
  request: ZWithdrawalQueue,
  response: page(ZAdminWithdrawal),
});

export const ADMIN_WITHDRAWAL_APPROVE = defineAdminCall({
  method: 'POST',
  path: '/admin/withdrawals/approve',
  action: 'withdrawals.decide',
  isWrite: true,
  summary: 'Pay a pending withdrawal (optional chain tx hash), once. Above admin_approval_usdt it waits for a second reviewer.',
  request: ZDecision,
  response: z.union([ZApprovalPending, z.looseObject({ id: z.number().int(), status: z.number().int() })]),
  errors: ['noData', 'alreadyReviewed', 'approvalAlreadyPending'],
});

export const ADMIN_WITHDRAWAL_REJECT = defineAdminCall({
  method: 'POST',
  path: '/admin/withdrawals/reject',
  action: 'withdrawals.decide',
  isWrite: true,
  summary: 'Reject a pending withdrawal with a reason (its amount and fee unfrozen), once.',
  request: ZDecision,
  response: z.looseObject({ id: z.number().int(), status: z.number().int() }),
  errors: ['noData', 'alreadyReviewed', 'reasonRequired'],
});

export const ADMIN_KYC = defineAdminCall({
  method: 'GET',
  path: '/admin/kyc',
  action: 'kyc.read',
  isWrite: false,
  summary: 'Identity files by status (1 under review, 2 approved, 3 rejected), with both photos and the full ID number.',
  request: z.object({ status: z.coerce.number().int().min(1).max(3).optional().default(1), pageNo: ZPageNo, pageSize: ZPageSize }),
  response: page(z.looseObject({ id: z.number().int(), userId: z.number().int(), status: z.number().int(), frontImage: z.string(), backImage: z.string() }).extend({ uid: z.string() })),
});

const ZKycDecisionCall = z.object({ id: ZRecordId, reason: ZOptionalText(200) });

export const ADMIN_KYC_APPROVE = defineAdminCall({
  method: 'POST',
  path: '/admin/kyc/approve',
  action: 'kyc.decide',
  isWrite: true,
  summary: 'Approve an identity file (once); refused when the identity is verified on another account.',
  request: ZKycDecisionCall,
  response: z.looseObject({ id: z.number().int(), status: z.number().int() }),
  errors: ['noData', 'alreadyReviewed', 'kycIdentityTaken'],
});

export const ADMIN_KYC_REJECT = defineAdminCall({
  method: 'POST',
  path: '/admin/kyc/reject',
  action: 'kyc.decide',
  isWrite: true,
  summary: 'Reject an identity file with a reason the user sees (once).',
  request: ZKycDecisionCall,
  response: z.looseObject({ id: z.number().int(), status: z.number().int() }),
  errors: ['noData', 'alreadyReviewed', 'reasonRequired'],
});

const FIAT_STATES = ['waiting', 'paid', 'confirmed', 'rejected', 'cancelled', 'expired'] as const;

export const ZAdminFiatOrder = z
  .looseObject({ id: z.string(), side: z.enum(['buy', 'sell']), state: z.string(), usdtAmount: ZDecimal, fiatAmount: ZDecimal, fiat: z.string() })
  .extend({ userId: z.string(), uid: z.string().optional(), reviewedBy: z.string().nullable() });

export const ADMIN_FIAT = defineAdminCall({
  method: 'GET',
  path: '/admin/fiat',
  action: 'fiat.read',
  isWrite: false,
  summary: 'Fiat orders of a state (default paid: buy payments waiting for a check) and side; sells waiting are payouts to make.',
  request: z.object({ state: z.enum(FIAT_STATES).optional().default('paid'), side: z.enum(['all', 'buy', 'sell']).optional().default('all'), pageNo: ZPageNo, pageSize: ZPageSize }),
  response: page(ZAdminFiatOrder.extend(ZAwaiting.shape)),
});

const ZFiatDecision = z.object({
  id: z.string({ error: 'noData' }).trim().regex(/^\d{1,18}$/, 'noData'),
  reason: z.string().trim().max(200, 'invalidParams').optional().default(''),
  bankRef: z.string().trim().max(64, 'fiatUtrInvalid').optional().default(''),
});

export const ADMIN_FIAT_CONFIRM = defineAdminCall({
  method: 'POST',
  path: '/admin/fiat/confirm',
  action: 'fiat.decide',
  isWrite: true,
  summary: "Confirm a buy order's payment: the USDT to the buyer (once).",
  request: ZFiatDecision,
  response: ZAdminFiatOrder,
  errors: ['noData', 'fiatOrderNotWaiting', 'fiatTreasuryShort'],
});

export const ADMIN_FIAT_REJECT = defineAdminCall({
  method: 'POST',
  path: '/admin/fiat/reject',
  action: 'fiat.decide',
  isWrite: true,
  summary: 'Reject a buy order with a reason (once).',
  request: ZFiatDecision,
  response: ZAdminFiatOrder,
  errors: ['noData', 'fiatOrderNotWaiting', 'reasonRequired'],
});

export const ADMIN_FIAT_PAYOUT = defineAdminCall({
  method: 'POST',
  path: '/admin/fiat/payout',
  action: 'fiat.decide',
  isWrite: true,
  summary: "A sell order's fiat was paid (bank reference): the frozen USDT to the treasury (once). Above admin_approval_usdt it waits for a second reviewer.",
  request: ZFiatDecision,
  response: z.union([ZApprovalPending, ZAdminFiatOrder]),
  errors: ['noData', 'fiatOrderNotWaiting', 'fiatUtrInvalid', 'approvalAlreadyPending'],
});

export const ADMIN_FIAT_PAYOUT_REJECT = defineAdminCall({
  method: 'POST',
  path: '/admin/fiat/payout-reject',
  action: 'fiat.decide',
  isWrite: true,
  summary: 'Reject a sell order with a reason: its USDT unfrozen (once).',
  request: ZFiatDecision,
  response: ZAdminFiatOrder,
  errors: ['noData', 'fiatOrderNotWaiting', 'reasonRequired'],
});

export const ADMIN_OPS_CALLS = [
  ADMIN_DASHBOARD,
  ADMIN_USERS,
  ADMIN_USER_DETAIL,
  ADMIN_USER_LEDGER,
  ADMIN_USER_MESSAGES,
  ADMIN_USER_LOGIN,
  ADMIN_DEPOSITS,
  ADMIN_DEPOSIT_APPROVE,
  ADMIN_DEPOSIT_REJECT,
  ADMIN_WITHDRAWALS,
  ADMIN_WITHDRAWAL_APPROVE,
  ADMIN_WITHDRAWAL_REJECT,
  ADMIN_KYC,
  ADMIN_KYC_APPROVE,
  ADMIN_KYC_REJECT,
  ADMIN_FIAT,
  ADMIN_FIAT_CONFIRM,
  ADMIN_FIAT_REJECT,
  ADMIN_FIAT_PAYOUT,
  ADMIN_FIAT_PAYOUT_REJECT,
] as const;
