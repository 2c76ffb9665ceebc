import { z } from 'zod';
import type { TMessageKey } from '@exchange/i18n';
import { findMarket } from '../markets.js';
import { LIMITS } from '../limits.js';

const text = (max = 64) => z.string().trim().max(max).optional().default('');

export const SPOT_STATUSES = ['unfinished', 'finished', 'cancelled'] as const;
export type TSpotStatus = (typeof SPOT_STATUSES)[number];

const DECIMAL = /^\d{1,20}(\.\d{1,20})?$/;

function decimals(value: string): number {
  return value.includes('.') ? value.split('.')[1].replace(/0+$/, '').length : 0;
}

/**
 * SPEC §5/§8 order checks in order: a known market, a side and type, a proper price for a limit
 * order (positive, within the market's precision), an amount (a market buy's amount is the quote
 * to spend; every other amount is the base quantity, within the quantity precision).
 */
export const ZPlaceOrder = z
  .object({
    symbol: text(16),
    side: z.enum(['buy', 'sell']),
    type: z.enum(['LMT', 'MKT']),
    price: text(40),
    amount: text(40),
    timeInForce: z.enum(['GTC', 'IOC']).optional().default('GTC'),
    postOnly: z.union([z.literal('1'), z.literal('0'), z.literal('true'), z.literal('false'), z.boolean()]).optional().default(false),
  })
  .superRefine((v, ctx) => {
    const fail = (message: TMessageKey) => ctx.addIssue({ code: 'custom', message });
    const market = findMarket(v.symbol);
    if (!market) return fail('marketNotFound');
    if (v.type === 'LMT') {
      if (!DECIMAL.test(v.price) || /^0+(\.0+)?$/.test(v.price) || decimals(v.price) > market.pricePrecision) return fail('enterProperPrice');
    }
    if (!v.amount) return fail('enterQuantity');
    if (!DECIMAL.test(v.amount) || /^0+(\.0+)?$/.test(v.amount)) return fail('enterQuantity');
    const isQuoteAmount = v.type === 'MKT' && v.side === 'buy';
    if (decimals(v.amount) > (isQuoteAmount ? LIMITS.defaultDecimals : market.quantityPrecision)) return fail('quantityPrecision');
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
