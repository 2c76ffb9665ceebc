import { z } from 'zod';
import type { TMessageKey } from '@exchange/i18n';
import { defineCall } from '../api/define-call.js';
import { pageOf, ZDecimal, ZEpochMs, ZSignedDecimal } from '../api/fields.js';
import { MARKETS, findMarket, type TMarket } from '../markets.js';
import { LIMITS } from '../limits.js';
import { parseUnits } from '../money/units.js';
import { readAmountOf } from '../money/bounds.js';
import { ZPriceTickSource } from '../prices/calls.js';

const GROUP = 'Contracts';

/** Leveraged contracts trade the USDT markets of SPEC §9, margined and settled in USDT. */
export const CONTRACT_QUOTE = 'USDT';
export const CONTRACT_MARKETS: TMarket[] = MARKETS.filter((m) => m.quote === CONTRACT_QUOTE);

export function findContractMarket(symbol: string): TMarket | undefined {
  const market = findMarket(symbol);
  return market && market.quote === CONTRACT_QUOTE ? market : undefined;
}

export const CONTRACT_STATUSES = ['pending', 'holding', 'finished', 'liquidated', 'closed', 'cancelled'] as const;
export type TContractStatusName = (typeof CONTRACT_STATUSES)[number];
/** Why a position ended (`finished` says which trigger; `refused`: a pending order the house could not take when its price came). */
export const CONTRACT_REASONS = ['manual', 'stopLoss', 'takeProfit', 'liquidation', 'cancelled', 'refused'] as const;

/** The largest price a contract field takes, in ticks: far above any market, and within a BIGINT column with room to multiply. */
export const CONTRACT_MAX_PRICE_TICKS = 10n ** 15n;

/** A price field: '' (none) or a plain decimal within the market's price decimals, not zero, not absurdly large. */
export function readContractPrice(market: TMarket, text: string): bigint | null | 'bad' {
  if (text === '') return null;
  const ticks = parseUnits(text, market.pricePrecision);
  return ticks === null || ticks <= 0n || ticks > CONTRACT_MAX_PRICE_TICKS ? 'bad' : ticks;
}
const readPrice = readContractPrice;

const text = (max: number) => z.string().trim().max(max).optional().default('');

/**
 * Opening a position. The checks that need the market's parameters (leverage list, margin bounds,
 * the country's cap), the current price (the sides of the limit, stop loss and take profit) or the
 * house (its limits) run in the use case, which can name the limit in its message.
 */
export const ZContractOpen = z
  .object({
    symbol: text(16),
    direction: z.enum(['up', 'down'], { error: 'contractDirection' }),
    multiple: z.coerce.number({ error: 'contractLeverage' }).int('contractLeverage').min(1, 'contractLeverage').max(1000, 'contractLeverage'),
    openAmount: z.string({ error: 'enterAmount' }).trim().max(64, 'amountAboveMaximum'),
    type: z.enum(['market', 'limit']).optional().default('market'),
    price: text(64),
    stopLoss: text(64),
    takeProfit: text(64),
  })
  .superRefine((v, ctx) => {
    const fail = (message: TMessageKey) => ctx.addIssue({ code: 'custom', message });
    const market = findContractMarket(v.symbol);
    if (!market) return fail('marketNotFound');
    const amount = readAmountOf(v.openAmount, CONTRACT_QUOTE);
    if (amount.problem) return fail(amount.problem);
    if (amount.units <= 0n) return fail('enterAmount');
    if (v.type === 'limit' && (v.price === '' || readPrice(market, v.price) === 'bad')) return fail('enterProperPrice');
    if (readPrice(market, v.stopLoss) === 'bad') return fail('contractStopLossInvalid');
    if (readPrice(market, v.takeProfit) === 'bad') return fail('contractTakeProfitInvalid');
  });
export type TContractOpen = z.output<typeof ZContractOpen>;

const ZOrderId = z.coerce.number({ error: 'noData' }).int('noData').positive('noData').max(Number.MAX_SAFE_INTEGER, 'noData');

/** Stop loss and take profit while holding: '' removes one. Their sides are checked against the current price. */
export const ZContractUpdate = z.object({ orderId: ZOrderId, stopLoss: text(64), takeProfit: text(64) });
export const ZContractOrderId = z.object({ orderId: ZOrderId });

export const ZContractList = z.object({
  status: z.enum(['pending', 'holding', 'history']).optional().default('holding'),
  symbol: text(16),
  pageNo: z.coerce.number().int().min(1).max(1_000_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(LIMITS.pageSize),
});

/** A recorded index tick an order used: its id, price, inputs and time (GET /bb/market/priceTicks shows the same). */
export const ZContractTick = z.strictObject({
  id: z.string().regex(/^\d+$/),
  price: ZDecimal,
  method: z.string(),
  sources: z.array(ZPriceTickSource),
  time: ZEpochMs,
});

const ZPriceOrEmpty = z.union([ZDecimal, z.literal('')]);

/** A contract order (SPEC §3 "Contract order") as its owner sees it; amounts in USDT, prices at the market's decimals. */
export const ZContractOrder = z.strictObject({
  orderId: z.number().int().positive(),
  symbol: z.string(),
  base: z.string(),
  quote: z.string(),
  direction: z.enum(['up', 'down']),
  type: z.enum(['market', 'limit']),
  multiple: z.number().int().positive().meta({ description: 'The leverage.' }),
  openAmount: ZDecimal.meta({ description: 'The margin, USDT.' }),
  openQuantity: ZDecimal.meta({ description: 'The position size in the base coin: margin × leverage ÷ open price, cut to the quantity decimals; "0" while pending.' }),
  buyPrice: ZPriceOrEmpty.meta({ description: 'The limit price of a pending order; "" for a market order.' }),
  openPrice: ZPriceOrEmpty.meta({ description: 'The recorded index price it opened at; "" while pending.' }),
  currentPrice: ZPriceOrEmpty.meta({ description: 'The newest recorded index price; "" when there is none.' }),
  openFee: ZDecimal,
  profit: ZSignedDecimal.meta({ description: 'Unrealized P/L while holding (at currentPrice); the settlement profit once settled.' }),
  marginRatio: ZPriceOrEmpty.meta({ description: 'Maintenance margin ÷ equity while holding (1 or more means liquidation); "" otherwise.' }),
  liquidationPrice: ZPriceOrEmpty.meta({ description: 'The price at which it would be liquidated; "" unless holding.' }),
  mmr: ZDecimal.meta({ description: 'The maintenance margin rate it was opened with (0.005 = 0.5 %): later changes of the market do not apply to it.' }),
  stopLoss: ZPriceOrEmpty,
  takeProfit: ZPriceOrEmpty,
  status: z.enum(CONTRACT_STATUSES),
  reason: z.enum(CONTRACT_REASONS).nullable(),
  holdTime: z.number().int().min(0).meta({ description: 'Seconds held (until settlement once settled).' }),
  time: ZEpochMs,
  openTime: ZEpochMs.nullable(),
  finishTime: ZEpochMs.nullable(),
  settlementPrice: ZPriceOrEmpty.meta({ description: 'The recorded index price it settled at.' }),
  settlementProfit: z.union([ZSignedDecimal, z.literal('')]).meta({ description: 'Profit before fees at settlement.' }),
  closeFee: ZDecimal,
  liquidationFee: ZDecimal,
  finalAmount: z.union([ZDecimal, z.literal('')]).meta({ description: 'What came back to the contract wallet at settlement.' }),
  insurancePaid: ZDecimal.meta({ description: 'A loss beyond the margin paid by the insurance fund.' }),
  outcome: z.enum(['win', 'lose']).nullable(),
});
export type TContractOrder = z.output<typeof ZContractOrder>;

export const ZContractMarket = z.strictObject({
  symbol: z.string(),
  base: z.string(),
  quote: z.string(),
  enabled: z.boolean(),
  pricePrecision: z.number().int(),
  quantityPrecision: z.number().int(),
  leverages: z.array(z.number().int().positive()).meta({ description: 'The leverages the caller may choose (capped for their country).' }),
  maxLeverage: z.number().int().positive(),
  countryCap: z
    .strictObject({ country: z.string(), maxLeverage: z.number().int().positive() })
    .nullable()
    .meta({ description: "The caller's country (ISO code) and the leverage it allows, when that is below the market's own maximum; null otherwise (and for a visitor)." }),
  mmr: ZDecimal.meta({ description: 'Maintenance margin rate (0.005 = 0.5 %).' }),
  openFeeRate: ZDecimal,
  closeFeeRate: ZDecimal,
  liquidationFeeRate: ZDecimal,
  minMargin: ZDecimal,
  maxMargin: ZDecimal,
  openInterestLimit: ZDecimal.meta({ description: "The house's largest net position value on this market, USDT." }),
  adverseMove: ZDecimal.meta({ description: 'The price move against the house its capital must cover (0.2 = 20 %).' }),
  houseExposure: ZSignedDecimal.meta({ description: "Users' net position value on this market at the current price (positive: more up than down), USDT." }),
  freeCapacity: ZDecimal.meta({ description: 'How much more position value the house can take on either side now, USDT.' }),
  price: ZPriceOrEmpty.meta({ description: 'The newest recorded index price; "" when none is fresh.' }),
});

export const contractConfigCall = defineCall({
  method: 'POST',
  path: '/contract/config',
  auth: false,
  product: 'contract',
  group: GROUP,
  summary: "The contract markets with their leverage lists, fees, maintenance margin, limits and the house's free capacity.",
  request: z.object({}),
  response: z.strictObject({ houseBalance: ZDecimal, markets: z.array(ZContractMarket) }),
});

export const contractOpenCall = defineCall({
  method: 'POST',
  path: '/contract/order/open',
  auth: true,
  product: 'contract',
  group: GROUP,
  summary: 'Opens a position at the newest recorded index price, or places a pending order that opens when a tick crosses its price.',
  description:
    'The margin and the opening fee come from the contract wallet (USDT) in one ledger transaction; a pending order freezes the margin and the largest fee. ' +
    'A market order fills at the first tick recorded after the request was accepted, waiting up to 3 s for it (else `contractNoFreshPrice`, nothing done). ' +
    'Refused without a recorded index price (`contractNoPrice`), and when the house would pass its open-interest limit or could not cover an adverse move.',
  request: ZContractOpen,
  response: ZContractOrder,
  params: {
    symbol: 'A USDT market (`btcusdt`).',
    multiple: 'The leverage: one of the market\'s list, no more than the cap of the caller\'s country.',
    openAmount: 'The margin in USDT, within the market\'s bounds.',
    price: '`limit` only: an up order opens when the price falls to it, a down order when it rises to it.',
    stopLoss: 'Optional: below the price for up, above it for down.',
    takeProfit: 'Optional: above the price for up, below it for down.',
  },
  errors: [
    'marketNotFound',
    'enterAmount',
    'invalidAmount',
    'amountAboveMaximum',
    'enterProperPrice',
    'contractDirection',
    'contractLeverage',
    'contractLeverageCapped',
    'contractMarginMin',
    'contractMarginMax',
    'contractTooSmall',
    'contractMarketOff',
    'contractNoPrice',
    'contractNoFreshPrice',
    'contractLimitSide',
    'contractStopLossInvalid',
    'contractTakeProfitInvalid',
    'contractHouseLimit',
    'contractHouseCapital',
    'insufficientBalance',
  ],
});

export const contractUpdateCall = defineCall({
  method: 'POST',
  path: '/contract/order/update',
  auth: true,
  group: GROUP,
  summary: "Sets or removes a holding position's (or a pending order's) stop loss and take profit.",
  description: 'Not behind the product access check: lowering a risk already taken stays possible when the product is switched off or restricted.',
  request: ZContractUpdate,
  response: ZContractOrder,
  errors: ['noData', 'contractNotOpen', 'contractNoPrice', 'contractStopLossInvalid', 'contractTakeProfitInvalid'],
});

export const contractCloseCall = defineCall({
  method: 'POST',
  path: '/contract/order/close',
  auth: true,
  group: GROUP,
  summary: 'Closes a holding position at the first index tick recorded after the request (status closed); when the house cannot pay it yet, the close is recorded at that tick and settles at it once the house is funded (status stays holding, reason manual, message contractCloseWaiting).',
  description: 'Not behind the product access check: a position can always be closed, even when the product is switched off or restricted since it was opened.',
  request: ZContractOrderId,
  response: ZContractOrder,
  errors: ['noData', 'contractNotOpen', 'contractNoPrice', 'contractNoFreshPrice'],
});

export const contractCancelCall = defineCall({
  method: 'POST',
  path: '/contract/order/cancel',
  auth: true,
  group: GROUP,
  summary: 'Cancels a pending order: what it froze returns to the contract wallet.',
  request: ZContractOrderId,
  response: ZContractOrder,
  errors: ['noData', 'contractNotPending'],
});

export const contractListCall = defineCall({
  method: 'POST',
  path: '/contract/order/list',
  auth: true,
  group: GROUP,
  summary: "The caller's pending orders, holding positions or history (settled and cancelled), newest first.",
  request: ZContractList,
  response: pageOf(ZContractOrder),
  errors: ['marketNotFound'],
});

export const contractDetailCall = defineCall({
  method: 'POST',
  path: '/contract/order/detail',
  auth: true,
  group: GROUP,
  summary: 'One of the caller\'s orders with the recorded ticks it opened and settled at.',
  request: ZContractOrderId,
  response: ZContractOrder.extend({ openTick: ZContractTick.nullable(), closeTick: ZContractTick.nullable() }),
  errors: ['noData'],
});

export const contractAccountCall = defineCall({
  method: 'POST',
  path: '/contract/account',
  auth: true,
  group: GROUP,
  summary: "The caller's contract account: equity, available, frozen margin and unrealized P/L (USDT).",
  request: z.object({}),
  response: z.strictObject({
    currency: z.string(),
    available: ZDecimal,
    frozen: ZDecimal.meta({ description: 'Margin held by holding positions and pending orders.' }),
    unrealizedProfit: ZSignedDecimal,
    equity: ZSignedDecimal.meta({ description: 'available + frozen + unrealized P/L.' }),
    positions: z.number().int().min(0),
  }),
});

export const CONTRACT_CALLS = [
  contractConfigCall,
  contractOpenCall,
  contractUpdateCall,
  contractCloseCall,
  contractCancelCall,
  contractListCall,
  contractDetailCall,
  contractAccountCall,
] as const;

/**
 * What the private WebSocket topic `contract` pushes (after {"op": "auth"}): every holding
 * position with its P/L and margin ratio at the newest ticks, at least once a second while the
 * caller holds any, and an event each time one of the caller's orders changes state (opened,
 * pending, settled, cancelled). Frames are {"ch": "contract", "ts", "tick": <this>}.
 */
export const ZContractPush = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('positions'), list: z.array(ZContractOrder) }),
  z.strictObject({ type: z.literal('order'), event: z.enum(CONTRACT_STATUSES), order: ZContractOrder }),
]);
export type TContractPush = z.output<typeof ZContractPush>;
