import { z } from 'zod';
import { defineCall } from '../api/define-call.js';

/** At most this many ticks per answer; `next` continues from where a full page stopped. */
export const PRICE_TICKS_PAGE = 1000;
/** The longest range one call may ask for: one day. */
export const PRICE_TICKS_MAX_RANGE_MS = 86_400_000;

export const ZPriceTickSource = z.object({
  /** Where the input came from: `htx`, `binance`, `okx`… or `own-market` (demo mode only). */
  source: z.string(),
  price: z.string(),
  /** The input's own time (epoch ms), as its feed stated it. */
  time: z.number().int(),
});

export const ZPriceTick = z.object({
  id: z.string(),
  symbol: z.string(),
  /** The index price, a decimal string at the market's price precision. */
  price: z.string(),
  /** `median` of fresh outside feeds (production) or `demo` (the exchange's own market, demo mode only). */
  method: z.enum(['median', 'demo']),
  sources: z.array(ZPriceTickSource),
  /** When the index was computed and recorded (epoch ms). */
  time: z.number().int(),
});
export type TPriceTick = z.output<typeof ZPriceTick>;

const epochMs = z.coerce.number().int().min(0).max(8_640_000_000_000_000);

export const priceTicksCall = defineCall({
  method: 'POST',
  path: '/market/priceTicks',
  auth: false,
  group: 'Market data',
  summary: 'The recorded index prices of a market between two times, oldest first, so that anyone can check a settlement.',
  description: `\`from\` and \`to\` are epoch milliseconds, both included, at most one day apart. At most ${PRICE_TICKS_PAGE} ticks per answer; when a page is full, \`next\` is the \`from\` that continues it, otherwise null.`,
  request: z.object({ symbol: z.string().trim().max(16).optional().default(''), from: epochMs, to: epochMs }),
  response: z.object({ symbol: z.string(), list: z.array(ZPriceTick), next: z.number().int().nullable() }),
  errors: ['marketNotFound', 'priceRangeInvalid'],
});
