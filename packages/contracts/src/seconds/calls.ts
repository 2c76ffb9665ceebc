import { z } from 'zod';
import type { TMessageKey } from '@exchange/i18n';
import { defineCall } from '../api/define-call.js';
import { ZDecimal, ZEpochMs, ZSignedDecimal } from '../api/fields.js';
import { readAmountOf } from '../money/bounds.js';
import { parseUnits } from '../money/units.js';
import { ZContractTick } from '../contract/calls.js';

const GROUP = 'Seconds contracts';

/** Seconds contracts are staked, paid and settled in USDT, from the contract wallet. */
export const SECONDS_ASSET = 'USDT';

/** SPEC §5/§9: the smallest open amount the form accepts (the duration's own minimum is checked by the server). */
export const SECONDS_MIN_INPUT = '0.00001';
const MIN_INPUT_UNITS = parseUnits(SECONDS_MIN_INPUT, 8)!;

/** SPEC §3 entryStatus: 1 open (waiting for expiry), 2 settled. */
export const SECONDS_ENTRY_STATUS = { open: 1, settled: 2 } as const;

const coin = (fallback: string) => z.string().trim().max(16).optional().default(fallback).transform((v) => (v === '' ? fallback : v.toUpperCase()));

/**
 * SPEC §7 createOrder. The open amount is checked in SPEC §5's order: present and at least
 * 0.00001 ("enter open amount"); its decimals and maximum; the duration's minimum, the stake
 * maximum, the market, the index price, the house and the balance are the use case's checks.
 */
export const ZSecondsCreate = z
  .object({
    openAmount: z.string({ error: 'secondsEnterAmount' }).trim().max(64, 'amountAboveMaximum'),
    baseCoin: coin('BTC'),
    quoteCoin: coin('USDT'),
    positionTime: z.coerce.number({ error: 'secondsDuration' }).int('secondsDuration').min(1, 'secondsDuration').max(86_400, 'secondsDuration'),
    tradeType: z.coerce.number({ error: 'contractDirection' }).int('contractDirection').min(0, 'contractDirection').max(1, 'contractDirection'),
  })
  .superRefine((v, ctx) => {
    const fail = (message: TMessageKey) => ctx.addIssue({ code: 'custom', message, path: ['openAmount'] });
    if (v.openAmount === '' || !/^\d*\.?\d*$/.test(v.openAmount)) return fail('secondsEnterAmount');
    const amount = readAmountOf(v.openAmount, SECONDS_ASSET);
    if (amount.problem === 'enterAmount') return fail('secondsEnterAmount');
    if (amount.problem) return fail(amount.problem);
    if (amount.units < MIN_INPUT_UNITS) return fail('secondsEnterAmount');
  });
export type TSecondsCreate = z.output<typeof ZSecondsCreate>;

export const ZSecondsRecords = z.object({
  pageNo: z.coerce.number().int().min(1).max(1_000_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(10),
  entryStatus: z.coerce.number().int().min(1).max(2).optional().default(1),
});

export const ZSecondsRecordById = z.object({
  Id: z.coerce.number({ error: 'noData' }).int('noData').positive('noData').max(Number.MAX_SAFE_INTEGER, 'noData'),
});

/** One duration the operator offers (SPEC §3 "Seconds config entry"), with what a screen shows beside it. */
export const ZSecondsConfigEntry = z.strictObject({
  second: z.number().int().positive().meta({ description: 'The duration in seconds (positionTime).' }),
  incomeRate: ZDecimal.meta({ description: 'A win pays stake × incomeRate on top of the stake (0.8 = 80 %).' }),
  openAmountMin: ZDecimal.meta({ description: 'The smallest stake for this duration, USDT.' }),
  openAmountMax: ZDecimal.meta({ description: 'The largest stake for this duration, USDT.' }),
  breakEvenWinRate: ZDecimal.meta({ description: 'The share of orders one must win to break even before fees: 1 / (1 + incomeRate).' }),
});

export const ZSecondsMarket = z.strictObject({
  symbol: z.string(),
  baseCoin: z.string(),
  quoteCoin: z.string(),
  pricePrecision: z.number().int(),
  price: z.union([ZDecimal, z.literal('')]).meta({ description: 'The newest recorded index price; "" when none is fresh.' }),
});

/** Beside `result` in getConfig's envelope: the settings that apply to every duration, and the house in public. */
export const ZSecondsConfigExtra = z.strictObject({
  amounts: z.array(ZDecimal).meta({ description: 'The preset amounts (parameter contract_second_amount).' }),
  feeRate: ZDecimal.meta({ description: 'The fee on the stake (parameter contract_second_fee_rate), paid at opening.' }),
  markets: z.array(ZSecondsMarket).meta({ description: 'The markets offered, the default (BTC/USDT) first.' }),
  houseBalance: ZDecimal.meta({ description: "The seconds house's balance, USDT: it pays every win." }),
  houseExposure: ZDecimal.meta({ description: 'The most the open orders can win from the house together, USDT; never above houseBalance.' }),
});

/** SPEC §3 "Seconds-contract order" with its terms, its result and its proof. */
export const ZSecondsOrder = z.strictObject({
  id: z.number().int().positive(),
  openAmount: ZDecimal.meta({ description: 'The stake, USDT.' }),
  baseCoin: z.string(),
  quoteCoin: z.string(),
  positionTime: z.number().int().positive(),
  tradeType: z.union([z.literal(0), z.literal(1)]).meta({ description: '0 up, 1 down.' }),
  entryStatus: z.union([z.literal(1), z.literal(2)]).meta({ description: '1 open, 2 settled.' }),
  fee: ZDecimal,
  incomeRate: ZDecimal,
  payoutMax: ZDecimal.meta({ description: 'What a win pays on top of the stake: openAmount × incomeRate.' }),
  openTime: ZEpochMs.meta({ description: 'When the server accepted the order: the opening tick is the first recorded at or after it.' }),
  expiryTime: ZEpochMs.meta({ description: 'openTime + positionTime: the settlement tick is the first recorded at or after it.' }),
  openPrice: z.union([ZDecimal, z.literal('')]).meta({ description: '"" until the opening tick is recorded (within about a second).' }),
  openTick: ZContractTick.nullable(),
  settlementPrice: z.union([ZDecimal, z.literal('')]),
  closeTick: ZContractTick.nullable(),
  outcome: z.enum(['win', 'lose', 'draw']).nullable(),
  payout: z.union([ZDecimal, z.literal('')]).meta({ description: 'What came back to the contract wallet: stake + profit, the stake (draw) or 0; "" while open.' }),
  profit: z.union([ZSignedDecimal, z.literal('')]),
  ruleVersion: z.number().int().positive().meta({ description: 'The version of the settlement rule (packages/contracts/src/seconds/settle.ts).' }),
  settleTime: ZEpochMs.nullable(),
});
export type TSecondsOrder = z.output<typeof ZSecondsOrder>;

const ACCESS = 'Behind the product access check (`seconds`).';

export const secondsConfigCall = defineCall({
  method: 'POST',
  path: '/app/contract/second/getConfig',
  auth: false,
  product: 'seconds',
  format: 'result',
  group: GROUP,
  summary: 'The durations offered with their income rate and limits; beside `result`, the preset amounts, the fee rate, the markets and the house.',
  request: z.object({}),
  response: z.array(ZSecondsConfigEntry),
  envelope: ZSecondsConfigExtra,
});

export const secondsCreateCall = defineCall({
  method: 'POST',
  path: '/app/contract/second/createOrder',
  auth: true,
  product: 'seconds',
  format: 'result',
  group: GROUP,
  summary: 'Stakes openAmount on the index being higher (tradeType 0) or lower (1) after positionTime seconds.',
  description:
    `${ACCESS} The stake and its fee leave the contract wallet (USDT) in one ledger transaction: the fee to the fee account, the stake frozen. ` +
    'The opening price is the first recorded index tick at or after the server accepted the order, whatever price the client saw; ' +
    'the settlement price the first at or after expiry. Up wins when the settlement price is higher, down when lower; equal is a draw and returns the stake. ' +
    'Refused without a fresh index price, and when the house could not pay this order and every open one at their best.',
  request: ZSecondsCreate,
  response: ZSecondsOrder,
  params: {
    openAmount: 'The stake in USDT: at least 0.00001 ("enter open amount"), then at least the duration\'s openAmountMin.',
    positionTime: 'One of the offered durations (getConfig `second`).',
    tradeType: '0 up, 1 down.',
  },
  errors: [
    'secondsEnterAmount',
    'invalidAmount',
    'amountAboveMaximum',
    'secondsDuration',
    'contractDirection',
    'secondsMarketOff',
    'secondsBelowMin',
    'secondsAboveMax',
    'contractNoPrice',
    'insufficientBalance',
    'secondsHouseCover',
  ],
});

export const secondsRecordsCall = defineCall({
  method: 'POST',
  path: '/app/contract/second/getContractRecord',
  auth: true,
  format: 'result',
  group: GROUP,
  summary: "The caller's open (entryStatus 1) or settled (2) orders, newest first: result.list and result.totalRow.",
  request: ZSecondsRecords,
  response: z.strictObject({ list: z.array(ZSecondsOrder), totalRow: z.number().int().min(0), pageNo: z.number().int(), pageSize: z.number().int() }),
});

export const secondsRecordCall = defineCall({
  method: 'POST',
  path: '/app/contract/second/getContractRecordById',
  auth: true,
  format: 'result',
  group: GROUP,
  summary: "One of the caller's orders with its proof (rule version, both recorded ticks); another user's id answers noData.",
  request: ZSecondsRecordById,
  response: ZSecondsOrder,
  errors: ['noData'],
});

export const SECONDS_CALLS = [secondsConfigCall, secondsCreateCall, secondsRecordsCall, secondsRecordCall] as const;

/**
 * What the private WebSocket topic `seconds` pushes (after {"op": "auth"}): an event each time one
 * of the caller's orders gets its opening tick (`opened`) or settles (`settled`). Frames are
 * {"ch": "seconds", "ts", "tick": <this>}.
 */
export const ZSecondsPush = z.strictObject({ type: z.literal('order'), event: z.enum(['opened', 'settled']), order: ZSecondsOrder });
export type TSecondsPush = z.output<typeof ZSecondsPush>;
