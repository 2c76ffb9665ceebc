import { z } from 'zod';
import type { TMessageKey } from '@exchange/i18n';
import { defineCall } from '../api/define-call.js';
import { pageOf, ZDecimal, ZEpochMs, ZIdString } from '../api/fields.js';
import { BANK_LIMITS } from './rules.js';

/**
 * Fiat quick buy and sell (issue 17; SPEC §1 "Quick buy of coins with fiat, by bank card or UPI",
 * §2, §3 "Bank payout details", §5 "Quick buy", §7 /payPlatform/list, /user/cashPay/cashPay,
 * /user/bankcard/getBankNameList).
 *
 * A buy order locks the channel's rate for its lifetime (15 minutes by default): the caller pays
 * the fiat amount to the channel's collection details with the order's reference code, marks the
 * order paid with the transfer reference (UTR), and the USDT is credited from the fiat treasury
 * (a funded system account that never goes negative) when an operator confirms receipt or the
 * payment provider confirms it by signed webhook. An unpaid order expires. A sell order freezes the
 * caller's USDT until an operator pays the fiat to the caller's saved payout details (the USDT
 * then goes to the treasury) or rejects it (unfrozen). Rates are the channel's published buy and
 * sell rates, shown before the caller agrees and locked in the order: no one can change an order's
 * terms after it is made.
 */
const GROUP = 'Fiat quick buy';
const ACCESS = 'Behind the product access check (`fiat`).';

/** SPEC §3: the payment channels, as `platformEnum` names them. */
export const FIAT_PLATFORMS = ['BANK_CARD', 'UPI'] as const;
export type TFiatPlatform = (typeof FIAT_PLATFORMS)[number];

/** A buy order's life, and a sell order's: waiting (for payment / for the payout), paid, confirmed, rejected, expired, cancelled. */
export const FIAT_ORDER_STATES = ['waiting', 'paid', 'confirmed', 'rejected', 'expired', 'cancelled'] as const;
export type TFiatOrderState = (typeof FIAT_ORDER_STATES)[number];

/** A buy order's rate is locked this long by default (the `fiat_order_minutes` parameter). */
export const FIAT_ORDER_MINUTES = 15;

/** Lists page by 10 (SPEC §9). */
export const FIAT_PAGE_SIZE = 10;

const ZOrderId = z.string({ error: 'noData' }).trim().regex(/^\d{1,18}$/, 'noData');
const ZPlatform = z.enum(FIAT_PLATFORMS, { error: 'fiatChannelNotFound' });

export const ZFiatChannel = z.strictObject({
  platformEnum: z.enum(FIAT_PLATFORMS),
  fiat: z.string().meta({ description: 'The fiat currency of the channel, ISO 4217 (`INR`).' }),
  fiatDecimals: z.number().int().min(0).max(4).meta({ description: 'Decimals of a fiat amount (2 for INR).' }),
  buyRate: ZDecimal.meta({ description: 'Fiat the caller pays for 1 USDT when buying.' }),
  sellRate: ZDecimal.meta({ description: 'Fiat the caller receives for 1 USDT when selling.' }),
  minUsdt: ZDecimal.meta({ description: 'The smallest order, USDT.' }),
  maxUsdt: ZDecimal.meta({ description: 'The largest order, USDT.' }),
  buyEnabled: z.boolean(),
  sellEnabled: z.boolean(),
  treasury: ZDecimal.meta({ description: 'USDT the fiat treasury holds now: what buy orders can be paid from (public, like the houses).' }),
});
export type TFiatChannel = z.output<typeof ZFiatChannel>;

/** Where the caller sends the fiat for a buy order: a bank account (BANK_CARD) or a UPI id (UPI). */
export const ZCollectionDetails = z.strictObject({
  account: z.string().meta({ description: 'The account number (BANK_CARD) or the UPI id (UPI).' }),
  name: z.string().meta({ description: "The account holder's name." }),
  bankName: z.string().meta({ description: 'BANK_CARD only; empty for UPI.' }),
  ifsc: z.string().meta({ description: 'BANK_CARD only; empty for UPI.' }),
});
export type TCollectionDetails = z.output<typeof ZCollectionDetails>;

export const ZFiatOrder = z.strictObject({
  id: ZIdString,
  side: z.enum(['buy', 'sell']),
  platformEnum: z.enum(FIAT_PLATFORMS),
  fiat: z.string(),
  fiatDecimals: z.number().int().min(0).max(4).meta({ description: 'Decimals of the fiat amount (2 for INR): screens show it padded to them.' }),
  rate: ZDecimal.meta({ description: 'The rate locked in the order: fiat per 1 USDT.' }),
  usdtAmount: ZDecimal.meta({ description: 'USDT bought (credited on confirmation) or sold (frozen, then paid out).' }),
  fiatAmount: ZDecimal.meta({ description: 'Fiat to pay (buy: usdtAmount × rate, rounded up to the fiat decimals) or to receive (sell: rounded down).' }),
  reference: z.string().meta({ description: 'The code the caller writes in the transfer remark, so the payment can be matched (buy).' }),
  collection: ZCollectionDetails.nullable().meta({ description: 'Buy: where to pay. Null for sell.' }),
  payout: ZCollectionDetails.nullable().meta({ description: "Sell: the caller's payout details copied into the order. Null for buy." }),
  state: z.enum(FIAT_ORDER_STATES),
  utr: z.string().meta({ description: 'Buy: the transfer reference the caller gave when marking it paid. Sell: the bank reference of the payout. Empty before.' }),
  proof: z.string().meta({ description: "Buy: the caller's proof image (/bb/file/ URL, only its owner can open it), or empty." }),
  reason: z.string().meta({ description: 'Why it was rejected, or empty.' }),
  expiresAt: ZEpochMs.meta({ description: 'Buy: the rate lock ends, and the unpaid order expires, then.' }),
  createdAt: ZEpochMs,
  paidAt: ZEpochMs.nullable(),
  closedAt: ZEpochMs.nullable().meta({ description: 'When it was confirmed, rejected, expired or cancelled.' }),
});
export type TFiatOrder = z.output<typeof ZFiatOrder>;

/** SPEC §7 /user/cashPay/cashPay, and §5: usdtAmount present and not negative, else "Please enter the amount". */
export const ZCashPay = z.object({
  cashCoin: z.string({ error: 'fiatChannelNotFound' }).trim().max(8, 'fiatChannelNotFound').meta({ description: "The fiat currency paid with, the channel's (`INR`)." }),
  platformEnum: ZPlatform,
  usdtAmount: z.string({ error: 'enterAmount' }).trim().max(64, 'amountAboveMaximum').meta({ description: 'USDT to buy.' }),
});

export const ZFiatSell = z.object({
  platformEnum: ZPlatform,
  usdtAmount: z.string({ error: 'enterAmount' }).trim().max(64, 'amountAboveMaximum'),
  fundPwd: z.string().trim().max(16).optional().default(''),
});

export const ZFiatMarkPaid = z.object({
  orderId: ZOrderId,
  utr: z.string({ error: 'fiatEnterUtr' }).trim().max(64, 'fiatUtrInvalid'),
  proof: z.string().trim().max(256).optional().default('').meta({ description: 'An upload of the caller (`/file/upload`), by id or URL; optional.' }),
});

export const ZFiatOrderQuery = z.object({ orderId: ZOrderId });

export const ZFiatOrders = z.object({
  pageNo: z.coerce.number().int().min(1).max(1_000_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(50).optional().default(FIAT_PAGE_SIZE),
  side: z.enum(['all', 'buy', 'sell']).optional().default('all'),
});

export const ZBankName = z.strictObject({ code: z.string(), name: z.string() });

/** SPEC §3 "Bank payout details": the bank part, the UPI part, or both; each part whole or empty. */
export const ZBankDetails = z.strictObject({
  account: z.string().meta({ description: 'Bank account number; empty when only UPI is saved.' }),
  name: z.string().meta({ description: "The bank account holder's name." }),
  bankName: z.string().meta({ description: 'A bank from /user/bankcard/getBankNameList (its code).' }),
  ifsc: z.string().meta({ description: 'The branch IFSC: 4 letters, 0, 6 letters or digits.' }),
  upiAccount: z.string().meta({ description: 'The UPI id (name@bank); empty when only the bank is saved.' }),
  upiName: z.string(),
  updatedAt: ZEpochMs,
});
export type TBankDetails = z.output<typeof ZBankDetails>;

/** A field too long for its kind answers that kind's own message. */
const field = (max: number, error: TMessageKey) => z.string().trim().max(max, error).optional().default('');

export const ZBankDetailsSave = z.object({
  account: field(64, 'fiatAccountInvalid'),
  name: field(BANK_LIMITS.nameMax, 'fiatNameInvalid'),
  bankName: field(32, 'fiatBankInvalid'),
  ifsc: field(32, 'fiatIfscInvalid'),
  upiAccount: field(BANK_LIMITS.upiMax, 'fiatUpiInvalid'),
  upiName: field(BANK_LIMITS.nameMax, 'fiatNameInvalid'),
  fundPwd: z.string().trim().max(16).optional().default(''),
});

export const payPlatformListCall = defineCall({
  method: 'GET',
  path: '/payPlatform/list',
  auth: false,
  product: 'fiat',
  group: GROUP,
  summary: 'The payment channels (SPEC §7): bank card and UPI, each with its fiat currency, buy and sell rates against USDT, limits, and what the treasury holds.',
  request: z.object({}),
  response: z.array(ZFiatChannel),
});

const payErrors = ['fiatChannelNotFound', 'fiatChannelOff', 'enterAmount', 'invalidAmount', 'amountAboveMaximum', 'fiatBelowMinimum', 'fiatAboveMaximum'] as const;

export const cashPayCall = defineCall({
  method: 'POST',
  path: '/user/cashPay/cashPay',
  auth: true,
  product: 'fiat',
  group: GROUP,
  summary: 'Quick buy (SPEC §7): a buy order of `usdtAmount` USDT at the channel\'s rate, locked for 15 minutes; the answer has the fiat amount, where to pay and the reference code.',
  description:
    `${ACCESS} Refused when the treasury could not pay it now (\`fiatTreasuryShort\`), and while the caller has 3 orders waiting for payment. ` +
    'Then: /user/cashPay/paid with the transfer reference; an operator (or the provider\'s signed webhook) confirms and the USDT is credited from the treasury, once.',
  request: ZCashPay,
  response: ZFiatOrder,
  params: { usdtAmount: 'USDT, a plain decimal with at most 2 decimals, within the channel\'s limits.' },
  errors: [...payErrors, 'fiatTreasuryShort', 'fiatTooManyOpen'],
});

export const cashPayPaidCall = defineCall({
  method: 'POST',
  path: '/user/cashPay/paid',
  auth: true,
  group: GROUP,
  summary: "Marks one of the caller's waiting buy orders paid, with the transfer reference (UTR) and optionally a proof image: it goes to review.",
  request: ZFiatMarkPaid,
  response: ZFiatOrder,
  params: { utr: '6 to 32 letters or digits (a UPI UTR has 12 digits).' },
  errors: ['noData', 'fiatOrderNotWaiting', 'fiatEnterUtr', 'fiatUtrInvalid', 'uploadProof'],
});

export const cashPayCancelCall = defineCall({
  method: 'POST',
  path: '/user/cashPay/cancel',
  auth: true,
  group: GROUP,
  summary: "Cancels one of the caller's buy orders that is still waiting for payment.",
  request: ZFiatOrderQuery,
  response: ZFiatOrder,
  errors: ['noData', 'fiatOrderNotWaiting'],
});

export const cashPayDetailCall = defineCall({
  method: 'POST',
  path: '/user/cashPay/detail',
  auth: true,
  group: GROUP,
  summary: "One of the caller's fiat orders.",
  request: ZFiatOrderQuery,
  response: ZFiatOrder,
  errors: ['noData'],
});

export const cashPayListCall = defineCall({
  method: 'POST',
  path: '/user/cashPay/list',
  auth: true,
  group: GROUP,
  summary: "The caller's fiat orders, newest first.",
  request: ZFiatOrders,
  response: pageOf(ZFiatOrder),
});

export const cashPaySellCall = defineCall({
  method: 'POST',
  path: '/user/cashPay/sell',
  auth: true,
  product: 'fiat',
  group: GROUP,
  summary: "Sells USDT for fiat to the caller's saved payout details (bank for BANK_CARD, UPI for UPI), at the channel's sell rate; the USDT is frozen until the payout.",
  description: `${ACCESS} An operator pays the fiat and marks the order with the bank reference (the frozen USDT goes to the treasury), or rejects it with a reason (unfrozen), as withdrawals are reviewed.`,
  request: ZFiatSell,
  response: ZFiatOrder,
  errors: [...payErrors, 'fiatNoPayoutDetails', 'enterFundPassword', 'fundPasswordNotSet', 'fundPasswordIncorrect', 'insufficientBalance'],
});

export const bankNameListCall = defineCall({
  method: 'POST',
  path: '/user/bankcard/getBankNameList',
  auth: false,
  group: GROUP,
  summary: 'The banks a payout account can be at (SPEC §7), by code and name.',
  request: z.object({}),
  response: z.array(ZBankName),
});

export const bankDetailsCall = defineCall({
  method: 'POST',
  path: '/user/bankcard/get',
  auth: true,
  group: GROUP,
  summary: "The caller's bank payout details (SPEC §3), or null when none are saved.",
  request: z.object({}),
  response: ZBankDetails.nullable(),
});

export const bankDetailsSaveCall = defineCall({
  method: 'POST',
  path: '/user/bankcard/save',
  auth: true,
  group: GROUP,
  summary: "Saves the caller's bank payout details, with the fund password: the bank part (account, name, bank, IFSC), the UPI part (UPI id and name), or both.",
  description: 'Each part is complete or empty, and at least one is given. The change is recorded in the security log; orders already made keep the details they were made with.',
  request: ZBankDetailsSave,
  response: ZBankDetails,
  params: {
    account: '9 to 18 digits.',
    ifsc: 'Format AAAA0XXXXXX: 4 letters, a zero, 6 letters or digits (upper case; lower case is accepted and raised).',
    upiAccount: 'name@handle: 2 to 256 of letters, digits, dot, hyphen, underscore, then @ and 2 to 64 letters.',
  },
  errors: ['fiatDetailsEmpty', 'fiatAccountInvalid', 'fiatNameInvalid', 'fiatBankInvalid', 'fiatIfscInvalid', 'fiatUpiInvalid', 'enterFundPassword', 'fundPasswordNotSet', 'fundPasswordIncorrect'],
});

export const FIAT_CALLS = [
  payPlatformListCall,
  cashPayCall,
  cashPayPaidCall,
  cashPayCancelCall,
  cashPayDetailCall,
  cashPayListCall,
  cashPaySellCall,
  bankNameListCall,
  bankDetailsCall,
  bankDetailsSaveCall,
];

/**
 * Not in API_CALLS: a payment provider's signed notice that a payment arrived (docs/api.md, fiat),
 * read as the raw bytes its signature covers. Answers `{ code, msg }` with the outcome and no
 * `data`: 200 when taken (or already taken), 401 on a bad signature, 404 for an unknown provider.
 */
export const fiatWebhookCall = defineCall({
  method: 'POST',
  path: '/fiat/webhook/:provider',
  auth: false,
  group: GROUP,
  summary: "A payment provider's signed notice of a payment.",
  body: 'raw',
  request: z.object({ provider: z.string().max(32) }),
  response: z.undefined(),
});
