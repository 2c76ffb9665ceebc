import { z } from 'zod';
import type { TMessageKey } from '@exchange/i18n';
import { findMarket } from '../markets.js';
import { LIMITS } from '../limits.js';
import { readOrder } from '../money.js';

const text = (max = 64) => z.string().trim().max(max).optional().default('');

export const SPOT_STATUSES = ['unfinished', 'finished', 'cancelled'] as const;
export type TSpotStatus = (typeof SPOT_STATUSES)[number];

/**
 * SPEC §5/§8 order checks in order: a known market, a side and type, then the money module's
 * readOrder (a proper price for a limit order; an amount, its decimals and its bound: a market
 * buy's amount is the quote to spend at the quote asset's scale, every other amount the base
 * quantity within the quantity precision). The order value is checked by the order path, which
 * can name the limit in its message, and so is `maxSlippage` against its bounds (readSlippage).
 */
export const ZPlaceOrder = z
  .object({
    symbol: text(16),
    side: z.enum(['buy', 'sell']),
    type: z.enum(['LMT', 'MKT']),
    price: z.string().trim().max(1000, 'enterProperPrice').optional().default(''),
    amount: z.string().trim().max(1000, 'amountAboveMaximum').optional().default(''),
    timeInForce: z.enum(['GTC', 'IOC']).optional().default('GTC'),
    postOnly: z.union([z.literal('1'), z.literal('0'), z.literal('true'), z.literal('false'), z.boolean()]).optional().default(false),
    /** A market order's maximum slippage as a rate ("0.02"); '' takes the default. Bounds: readSlippage. */
    maxSlippage: z.string().trim().max(32).optional().default(''),
  })
  .superRefine((v, ctx) => {
    const fail = (message: TMessageKey) => ctx.addIssue({ code: 'custom', message });
    const market = findMarket(v.symbol);
    if (!market) return fail('marketNotFound');
    const read = readOrder(market, v);
    if (read.problem) return fail(read.problem.key);
  });

export const ZCancelOrder = z.object({ orderId: z.coerce.number().int().positive() });
export const ZOrderDetail = ZCancelOrder;

export const ZOrderList = z.object({
  status: z.enum(SPOT_STATUSES).optional().default('unfinished'),
  symbol: text(16),
  pageNo: z.coerce.number().int().min(1).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(LIMITS.pageSize),
});

export type TPlaceOrder = z.output<typeof ZPlaceOrder>;

/**
 * The place answer's `priceProtection` (docs/api.md §3.16): what a market order's slippage
 * protection cut, or null. The web reads it with this schema where the answer enters the client.
 */
export const ZPriceProtection = z
  .object({ maxSlippage: z.string(), limitPrice: z.string(), unfilled: z.string(), unfilledCoin: z.string() })
  .nullable();
export type TPriceProtection = z.output<typeof ZPriceProtection>;
