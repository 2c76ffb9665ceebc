import { z } from 'zod';
import { LOCALES } from '@exchange/i18n';
import { ZDecimal, ZEpochMs, ZIdString, ZSignedDecimal } from '../api/fields.js';
import { FIAT_PLATFORMS } from '../fiat/calls.js';
import { LAUNCH_STATES } from '../launchpad/calls.js';
import { defineAdminCall } from './console.js';
import { ZApprovalPending } from './approval-pending.js';
import { ZReason } from './access-calls.js';

/**
 * Operator console calls of the "money" area (issue 18): funds, launchpad projects, the fiat
 * payment channels, and funding. Nothing here sets a balance: a fund's reserve and a project's
 * supply move through the ledger when they are created (refused when the source cannot cover
 * them), and funding moves money between the operator's funding account and the house, insurance,
 * earn and treasury accounts as recorded ledger transfers of their own type, never below zero.
 */

/** A decimal amount as an operator types it ("100", "0.5"); read at the asset's scale by the server. */
const ZAmountText = z.string().trim().regex(/^\d{1,18}(\.\d{1,18})?$/, 'invalidAmount');
/** A rate as a decimal fraction with at most 6 decimals (0.0002 = 0.02 %). */
const ZRateText = z.string().trim().regex(/^\d{1,6}(\.\d{1,6})?$/, 'adminRateInvalid');
/** A payment's or a transfer's reference (the bank's, the wallet transaction's…). */
export const ZFundingReference = z.string().trim().min(1).max(100);

// ─── Funds ───────────────────────────────────────────────────────────────────────────────────

export const ZAdminFund = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  currency: z.string(),
  dailyRate: z.string(),
  cycleDays: z.number().int(),
  price: ZDecimal,
  buyLimit: z.number().int(),
  totalShares: z.number().int(),
  soldShares: z.number().int(),
  /** What was bought: sold shares × price. */
  poolUsed: ZDecimal,
  poolTotal: ZDecimal,
  participants: z.number().int(),
  activeHoldings: z.number().int(),
  rebateRates: z.array(z.string()),
  startTime: ZEpochMs,
  endTime: ZEpochMs,
  /** 0 open (normal), 1 expired, 2 stopped (contracts FUND_STATUS). */
  status: z.number().int(),
  /** What the reserve account holds now. */
  reserve: ZSignedDecimal,
  /** What the active holdings may still cost it (interest not yet paid, and its rebates): the reserve must hold at least this. */
  reserveNeeded: ZDecimal,
  /** The reserve moved in when the fund was created (the whole pool's interest and rebates). */
  reserveFunded: ZDecimal,
  createdBy: z.string(),
  createdAt: ZEpochMs,
  stoppedAt: ZEpochMs.nullable(),
  stopReason: z.string(),
});
export type TAdminFund = z.output<typeof ZAdminFund>;

export const ZAdminBalance = z.strictObject({ asset: z.string(), balance: ZSignedDecimal });

export const ADMIN_FUNDS = defineAdminCall({
  method: 'GET',
  path: '/admin/funds',
  action: 'funds.read',
  isWrite: false,
  summary: "Every fund with its terms, pool used, holders, reserve and the reserve its holdings still need; the earn account's balance per asset.",
  request: z.strictObject({}),
  response: z.strictObject({ funds: z.array(ZAdminFund), earn: z.array(ZAdminBalance) }),
});

export const ZFundNames = z
  .partialRecord(z.enum(LOCALES), z.string().trim().min(1).max(100))
  .refine((names) => typeof names['en-US'] === 'string' && names['en-US'].length > 0, 'adminFundNameRequired');

export const ZAdminFundCreate = z
  .strictObject({
    names: ZFundNames,
    currency: z.string().trim().min(2).max(10),
    dailyRate: ZRateText,
    cycleDays: z.number().int().min(1).max(3650),
    price: ZAmountText,
    buyLimit: z.number().int().min(1).max(1_000_000_000),
    totalShares: z.number().int().min(1).max(1_000_000_000),
    startTime: ZEpochMs,
    endTime: ZEpochMs,
    rebateRates: z.tuple([ZRateText, ZRateText, ZRateText]),
    reason: ZReason,
  })
  .refine((f) => f.endTime > f.startTime, { message: 'adminFundEndBeforeStart', path: ['endTime'] })
  .refine((f) => f.buyLimit <= f.totalShares, { message: 'adminFundLimitAboveShares', path: ['buyLimit'] });

export const ADMIN_FUND_CREATE = defineAdminCall({
  method: 'POST',
  path: '/admin/funds/create',
  action: 'funds.create',
  isWrite: true,
  summary:
    "Create a fund (as ops fund:create): its whole reserve (the pool's interest over a cycle and the three rebates on it) moves from the earn account into the fund's reserve first, in the same transaction; refused when the earn account cannot cover it.",
  request: ZAdminFundCreate,
  response: z.strictObject({ id: z.number().int(), reserve: ZDecimal, earnBalance: ZSignedDecimal }),
  errors: ['earnAccountShort', 'adminAssetUnknown', 'invalidAmount', 'adminRateInvalid', 'adminFundEndBeforeStart', 'adminFundLimitAboveShares', 'adminFundNameRequired'],
});

export const ADMIN_FUND_STOP = defineAdminCall({
  method: 'POST',
  path: '/admin/funds/stop',
  action: 'funds.stop',
  isWrite: true,
  summary: 'Stop a fund (as ops fund:stop): each holding paid its complete days and its principal returned; what the reserve still holds back to the earn account.',
  request: z.strictObject({ id: z.number().int().min(1), reason: ZReason }),
  response: z.strictObject({ id: z.number().int(), holdings: z.number().int(), reserveReturned: ZDecimal }),
  errors: ['adminFundNotStoppable'],
});

// ─── Launchpad ───────────────────────────────────────────────────────────────────────────────

export const ZAdminLaunch = z.strictObject({
  id: z.number().int(),
  symbol: z.string(),
  name: z.string(),
  scale: z.number().int(),
  state: z.enum(LAUNCH_STATES),
  status: z.string(),
  price: ZDecimal,
  supply: ZDecimal,
  minCommit: ZDecimal,
  buyLimit: ZDecimal,
  hardCap: ZDecimal,
  /** USDT committed so far (the pool). */
  committed: ZDecimal,
  participants: z.number().int(),
  allocated: ZDecimal,
  /** What the project's escrow account holds (the supply for sale until the allocation). */
  escrow: ZSignedDecimal,
  startTime: ZEpochMs,
  endTime: ZEpochMs,
  unlockTime: ZEpochMs,
  lockDays: z.number().int(),
  createdBy: z.string(),
  createdAt: ZEpochMs,
});

export const ADMIN_LAUNCHES = defineAdminCall({
  method: 'GET',
  path: '/admin/launchpad',
  action: 'launchpad.read',
  isWrite: false,
  summary: 'Every launchpad project with its state, terms, pool, participants and escrow.',
  request: z.strictObject({}),
  response: z.array(ZAdminLaunch),
});

export const ZAdminLaunchText = z.strictObject({
  name: z.string().trim().min(1).max(100),
  summary: z.string().trim().max(300).default(''),
  roadshow: z.string().trim().max(20_000).default(''),
});

export const ZAdminLaunchCreate = z
  .strictObject({
    symbol: z.string().trim().toUpperCase().regex(/^[A-Z][A-Z0-9]{1,9}$/, 'adminLaunchSymbolInvalid'),
    scale: z.number().int().min(0).max(18),
    supply: ZAmountText,
    price: ZAmountText,
    minCommit: ZAmountText,
    buyLimit: ZAmountText,
    startTime: ZEpochMs,
    endTime: ZEpochMs,
    lockDays: z.number().int().min(0).max(3650),
    texts: z.partialRecord(z.enum(LOCALES), ZAdminLaunchText).refine((texts) => Boolean(texts['en-US']), 'adminLaunchNameRequired'),
    reason: ZReason,
  })
  .refine((p) => p.endTime > p.startTime, { message: 'adminFundEndBeforeStart', path: ['endTime'] });

export const ADMIN_LAUNCH_CREATE = defineAdminCall({
  method: 'POST',
  path: '/admin/launchpad/create',
  action: 'launchpad.create',
  isWrite: true,
  summary: "Create a new-coin subscription project (as ops launch:create): its token a new asset, its whole supply escrowed through the ledger before it opens, its allocation queued at the end.",
  request: ZAdminLaunchCreate,
  response: z.strictObject({ id: z.number().int(), symbol: z.string() }),
  errors: ['adminLaunchSymbolTaken', 'adminLaunchSymbolInvalid', 'adminLaunchNameRequired', 'adminLaunchTermsInvalid', 'invalidAmount', 'adminFundEndBeforeStart'],
});

// ─── Payment channels ────────────────────────────────────────────────────────────────────────

export const ZAdminChannel = z.strictObject({
  platform: z.enum(FIAT_PLATFORMS),
  fiat: z.string(),
  fiatDecimals: z.number().int(),
  buyRate: ZDecimal,
  sellRate: ZDecimal,
  minUsdt: ZDecimal,
  maxUsdt: ZDecimal,
  buyEnabled: z.boolean(),
  sellEnabled: z.boolean(),
  account: z.string(),
  name: z.string(),
  bankName: z.string(),
  ifsc: z.string(),
  updatedAt: ZEpochMs,
  updatedBy: z.string(),
});

export const ADMIN_CHANNELS = defineAdminCall({
  method: 'GET',
  path: '/admin/channels',
  action: 'fiat.channels',
  isWrite: false,
  summary: 'Both payment channels (rates, limits, switches, collection details), the fiat treasury and what it reserved for open buy orders.',
  request: z.strictObject({}),
  response: z.strictObject({ channels: z.array(ZAdminChannel), treasury: ZSignedDecimal, reserved: ZSignedDecimal, openOrders: z.number().int() }),
});

const ZRateValue = z.string().trim().regex(/^\d{1,15}(\.\d{1,8})?$/, 'adminRateInvalid');

export const ZAdminChannelSet = z
  .strictObject({
    platform: z.enum(FIAT_PLATFORMS, { error: 'fiatChannelNotFound' }),
    buyRate: ZRateValue.optional(),
    sellRate: ZRateValue.optional(),
    minUsdt: ZAmountText.optional(),
    maxUsdt: ZAmountText.optional(),
    buyEnabled: z.boolean().optional(),
    sellEnabled: z.boolean().optional(),
    account: z.string().trim().max(320).optional(),
    name: z.string().trim().max(64).optional(),
    bankName: z.string().trim().max(64).optional(),
    ifsc: z.string().trim().toUpperCase().regex(/^([A-Z]{4}0[A-Z0-9]{6})?$/, 'fiatIfscInvalid').optional(),
    fiat: z.string().trim().toUpperCase().regex(/^[A-Z]{3}$/, 'invalidParams').optional(),
    fiatDecimals: z.number().int().min(0).max(4).optional(),
    reason: ZReason,
  })
  .refine((c) => Object.keys(c).some((k) => k !== 'platform' && k !== 'reason'), 'adminNothingChanged');

export const ADMIN_CHANNEL_SET = defineAdminCall({
  method: 'POST',
  path: '/admin/channels/set',
  action: 'fiat.channels',
  isWrite: true,
  summary:
    "Change a payment channel (as ops fiat:channel): rates, limits, switches, collection details. Under the two-person rule, except turning a switch off on its own (the emergency stop); open orders keep the terms they were made with.",
  request: ZAdminChannelSet,
  response: z.union([ZAdminChannel, ZApprovalPending]),
  errors: ['adminNothingChanged', 'adminRateInvalid', 'invalidAmount', 'fiatIfscInvalid', 'adminChannelMinAboveMax', 'adminChannelBuyNeedsDetails', 'adminChannelSellNeedsRate', 'fiatChannelNotFound'],
});

// ─── Funding ─────────────────────────────────────────────────────────────────────────────────

/** The accounts an operator funds from the operator funding account (and takes back into it). */
export const FUNDED_ACCOUNTS = ['contract_house', 'insurance_fund', 'seconds_house', 'earn_payouts', 'invite_rewards', 'fiat_treasury', 'demo_faucet'] as const;
export type TFundedAccount = (typeof FUNDED_ACCOUNTS)[number];
/** The operator's own funding account: capital paid in lands here first. */
export const OPERATOR_FUNDING_ACCOUNT = 'operator_funding';

export const ZFundingBalance = z.strictObject({
  account: z.enum([OPERATOR_FUNDING_ACCOUNT, ...FUNDED_ACCOUNTS]),
  asset: z.string(),
  balance: ZSignedDecimal,
});

export const ZFundingMove = z.strictObject({
  id: ZIdString,
  type: z.enum(['operator_capital', 'funding_transfer']),
  reference: z.string(),
  memo: z.string(),
  asset: z.string(),
  amount: ZDecimal,
  from: z.string(),
  to: z.string(),
  createdAt: ZEpochMs,
});

export const ADMIN_FUNDING = defineAdminCall({
  method: 'GET',
  path: '/admin/funding',
  action: 'funding.read',
  isWrite: false,
  summary: 'The balances of the operator funding account and of the house, insurance, earn, invite and treasury accounts per asset, and the latest capital bookings and funding transfers.',
  request: z.strictObject({}),
  response: z.strictObject({ balances: z.array(ZFundingBalance), moves: z.array(ZFundingMove) }),
});

export const ADMIN_FUNDING_CAPITAL = defineAdminCall({
  method: 'POST',
  path: '/admin/funding/capital',
  action: 'funding.transfer',
  isWrite: true,
  summary: 'Book capital the operator paid in (deposit clearing → the operator funding account), once per reference, as a ledger transaction of type operator_capital.',
  request: z.strictObject({ asset: z.string().trim().toUpperCase().min(2).max(10), amount: ZAmountText, reference: ZFundingReference, reason: ZReason }),
  response: z.strictObject({ balance: ZSignedDecimal }),
  errors: ['adminAssetUnknown', 'invalidAmount', 'adminCapitalBooked'],
});

export const ADMIN_FUNDING_TRANSFER = defineAdminCall({
  method: 'POST',
  path: '/admin/funding/transfer',
  action: 'funding.transfer',
  isWrite: true,
  summary:
    'Move money between the operator funding account and a house, insurance, earn, invite or treasury account, either way, as one balanced ledger transaction of type funding_transfer; the paying account never goes below zero; once per reference.',
  request: z.strictObject({
    account: z.enum(FUNDED_ACCOUNTS),
    direction: z.enum(['in', 'out']).meta({ description: 'in: from the operator funding account into `account`; out: from `account` back to the operator funding account.' }),
    asset: z.string().trim().toUpperCase().min(2).max(10),
    amount: ZAmountText,
    reference: ZFundingReference,
    reason: ZReason,
  }),
  response: z.strictObject({ from: ZFundingBalance, to: ZFundingBalance }),
  errors: ['adminAssetUnknown', 'invalidAmount', 'adminFundingShort', 'adminFundingReferenceUsed', 'adminFundingPromised'],
});

export const ADMIN_MONEY_CALLS = [
  ADMIN_FUNDS,
  ADMIN_FUND_CREATE,
  ADMIN_FUND_STOP,
  ADMIN_LAUNCHES,
  ADMIN_LAUNCH_CREATE,
  ADMIN_CHANNELS,
  ADMIN_CHANNEL_SET,
  ADMIN_FUNDING,
  ADMIN_FUNDING_CAPITAL,
  ADMIN_FUNDING_TRANSFER,
] as const;
