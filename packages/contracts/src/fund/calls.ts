import { z } from 'zod';
import { defineCall } from '../api/define-call.js';
import { pageOf, ZDecimal, ZEpochMs, ZIdString } from '../api/fields.js';

/**
 * Funds with daily interest (issue 16; SPEC §1, §3 "Fund", §4 fund states, §9 maintenance window).
 * A fund sells shares at a price; a holding's principal sits in the buyer's fund wallet for the
 * cycle and earns, for each UTC day it is held, its share of floor(principal × dailyRate × cycleDays),
 * with the remainder carried so that the cycle's total is exactly that. The interest and the
 * referrers' rebates come from the fund's reserve, moved in full from the earn account before the
 * fund opens: nothing is minted.
 */
const GROUP = 'Funds';
const ACCESS = 'Behind the product access check (`fund`).';

/** SPEC §4: a fund is normal (0), expired (1) or stopped (2). */
export const FUND_STATUS = { normal: 0, expired: 1, stopped: 2 } as const;
export type TFundStatus = (typeof FUND_STATUS)[keyof typeof FUND_STATUS];

/** A holding is earning (`active`), ended with its cycle (`matured`), or ended early because its fund was stopped (`stopped`). */
export const HOLDING_STATES = ['active', 'matured', 'stopped'] as const;
export type THoldingState = (typeof HOLDING_STATES)[number];

/** SPEC §9: lists page by 10. */
export const FUND_PAGE_SIZE = 10;

const ZId = z.coerce.number({ error: 'fundNotFound' }).int('fundNotFound').positive('fundNotFound').max(Number.MAX_SAFE_INTEGER, 'fundNotFound');
const ZPage = {
  pageNo: z.coerce.number().int().min(1).max(1_000_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(50).optional().default(FUND_PAGE_SIZE),
};

export const ZFund = z.strictObject({
  id: z.number().int().positive(),
  name: z.string().meta({ description: "The fund's name in the reader's language (en-US when it has none)." }),
  currency: z.string().meta({ description: 'What a share is paid in, and interest and rebates are paid in.' }),
  dailyRate: ZDecimal.meta({ description: 'Interest per day on the principal (0.005 = 0.5 %).' }),
  cycleDays: z.number().int().positive(),
  price: ZDecimal.meta({ description: 'The price of one share, in `currency`.' }),
  buyLimit: z.number().int().positive().meta({ description: 'The most shares one user may hold in this fund, over all purchases.' }),
  totalShares: z.number().int().positive().meta({ description: 'The pool: shares the fund sells in all.' }),
  soldShares: z.number().int().min(0),
  totalAmount: ZDecimal.meta({ description: 'The pool in `currency`: totalShares × price.' }),
  participants: z.number().int().min(0).meta({ description: 'Users who hold or held shares.' }),
  rebateRates: z.array(ZDecimal).length(3).meta({ description: "Level 1, 2, 3 referrers' share of the buyer's daily interest (0.1 = 10 %), paid from the reserve, never from the buyer." }),
  startTime: ZEpochMs.meta({ description: 'Shares can be bought from then…' }),
  endTime: ZEpochMs.meta({ description: '…until then (the fund is expired after it).' }),
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]).meta({ description: 'SPEC §4: 0 normal, 1 expired, 2 stopped.' }),
  reserve: ZDecimal.meta({ description: 'What the reserve still holds for interest and rebates, in `currency`; it covers everything the fund promised.' }),
  totalReturn: ZDecimal.meta({ description: 'What one share earns over a cycle: floor(price × dailyRate × cycleDays).' }),
});
export type TFund = z.output<typeof ZFund>;

export const ZFundList = z.object({
  ...ZPage,
  status: z.coerce.number().int().min(-1).max(2).optional().default(-1).meta({ description: '0 normal, 1 expired, 2 stopped; -1 (default) all.' }),
});

export const ZFundDetailQuery = z.object({ id: ZId });

export const ZFundDetail = ZFund.extend({
  myShares: z.number().int().min(0).nullable().meta({ description: 'Shares the caller holds in it now; null without a session.' }),
  canBuy: z.number().int().min(0).meta({ description: 'The most shares the caller may still buy (pool and buy limit); the pool left without a session.' }),
});
export type TFundDetail = z.output<typeof ZFundDetail>;

/**
 * A purchase: a whole number of shares, at least 1, with the fund password. The amount paid is
 * shares × price, from the coin wallet's available balance.
 */
export const ZFundBuy = z.object({
  id: ZId,
  shares: z.coerce.number({ error: 'fundEnterShares' }).int('fundEnterShares').min(1, 'fundEnterShares').max(1_000_000_000, 'fundAboveLimit'),
  fundPwd: z.string().trim().max(16).optional().default(''),
});
export type TFundBuy = z.output<typeof ZFundBuy>;

export const ZFundHolding = z.strictObject({
  id: ZIdString,
  fundId: z.number().int().positive(),
  fundName: z.string(),
  currency: z.string(),
  shares: z.number().int().positive(),
  buyAmount: ZDecimal.meta({ description: 'The principal: shares × price at purchase.' }),
  dailyRate: ZDecimal,
  cycleDays: z.number().int().positive(),
  dailyEarnings: ZDecimal.meta({ description: 'What one day pays, before the carried remainder: floor(principal × dailyRate).' }),
  totalEarnings: ZDecimal.meta({ description: 'Interest paid so far.' }),
  expectedEarnings: ZDecimal.meta({ description: 'What the whole cycle pays: floor(principal × dailyRate × cycleDays).' }),
  daysPaid: z.number().int().min(0),
  daysLeft: z.number().int().min(0),
  firstDay: ZEpochMs.meta({ description: 'The first UTC day that earns: the day of purchase.' }),
  lastDay: ZEpochMs.meta({ description: 'The last UTC day that earns; the principal returns in the next maintenance window.' }),
  status: z.enum(HOLDING_STATES),
  boughtAt: ZEpochMs,
  closedAt: ZEpochMs.nullable().meta({ description: 'When the principal went back to the coin wallet.' }),
});
export type TFundHolding = z.output<typeof ZFundHolding>;

export const ZFundHoldings = z.object({
  ...ZPage,
  status: z.enum(['all', ...HOLDING_STATES]).optional().default('all'),
});

/** What the caller received from funds: daily interest on their holdings, rebates on their friends'. */
export const ZFundEarning = z.strictObject({
  id: ZIdString,
  kind: z.enum(['interest', 'rebate', 'principal']).meta({ description: '`principal` is the principal returned at the end of a holding.' }),
  level: z.number().int().min(0).max(3).meta({ description: 'The rebate level (1–3); 0 for interest and principal.' }),
  holdingId: ZIdString,
  fundId: z.number().int().positive(),
  fundName: z.string(),
  currency: z.string(),
  day: ZEpochMs.meta({ description: 'The UTC day the interest is for (interest and rebates); the day it was paid (principal).' }),
  amount: ZDecimal,
  paidAt: ZEpochMs,
});
export type TFundEarning = z.output<typeof ZFundEarning>;

export const ZFundEarnings = z.object({
  ...ZPage,
  kind: z.enum(['all', 'interest', 'rebate', 'principal']).optional().default('all'),
  holdingId: z.string().trim().regex(/^\d{0,18}$/, 'noData').optional().default('').meta({ description: 'Only this holding\'s records; empty for all.' }),
});

/** Totals for the fund page's header. */
export const ZFundSummary = z.strictObject({
  holdings: z.array(z.strictObject({ currency: z.string(), principal: ZDecimal, earned: ZDecimal, yesterday: ZDecimal })).meta({
    description: 'Per currency: principal in active holdings, everything earned (interest and rebates), and what the last paid day brought.',
  }),
});

export const fundListCall = defineCall({
  method: 'POST',
  path: '/fund/list',
  auth: false,
  product: 'fund',
  group: GROUP,
  summary: 'The funds, newest first, with rate, cycle, price, limits, pool, rebate rates and reserve.',
  request: ZFundList,
  response: pageOf(ZFund),
});

export const fundDetailCall = defineCall({
  method: 'POST',
  path: '/fund/detail',
  auth: false,
  product: 'fund',
  group: GROUP,
  summary: "One fund, with the caller's shares and how many more they may buy when a session is sent.",
  request: ZFundDetailQuery,
  response: ZFundDetail,
  errors: ['fundNotFound'],
});

export const fundBuyCall = defineCall({
  method: 'POST',
  path: '/fund/buy',
  auth: true,
  product: 'fund',
  group: GROUP,
  summary: "Buys shares of a normal fund with the fund password: shares × price leave the coin wallet for the fund wallet, in one ledger transaction.",
  description:
    `${ACCESS} Refused outside the fund's start and end, when it is stopped, above the caller's buy limit (all holdings counted) or the shares left in the pool. ` +
    'The holding earns for every UTC day from the day of purchase through the cycle; each day is paid in the next maintenance window (03:00–05:00 UTC), and the principal returns after the last one.',
  request: ZFundBuy,
  response: ZFundHolding,
  params: { shares: 'Whole shares, at least 1.', fundPwd: 'The 6-digit fund password.' },
  errors: ['fundNotFound', 'fundEnterShares', 'fundNotOpen', 'fundAboveLimit', 'fundSoldOut', 'enterFundPassword', 'fundPasswordNotSet', 'fundPasswordIncorrect', 'insufficientBalance'],
});

export const fundHoldingsCall = defineCall({
  method: 'POST',
  path: '/fund/my',
  auth: true,
  product: 'fund',
  group: GROUP,
  summary: "The caller's holdings, newest first: buy amount, shares, daily and total earnings, days left.",
  request: ZFundHoldings,
  response: pageOf(ZFundHolding).extend({ summary: ZFundSummary }),
});

export const fundEarningsCall = defineCall({
  method: 'POST',
  path: '/fund/earnings',
  auth: true,
  product: 'fund',
  group: GROUP,
  summary: "The caller's fund earnings records, newest first: daily interest, rebates from friends' holdings, principal returned.",
  request: ZFundEarnings,
  response: pageOf(ZFundEarning),
});

export const FUND_CALLS = [fundListCall, fundDetailCall, fundBuyCall, fundHoldingsCall, fundEarningsCall];
