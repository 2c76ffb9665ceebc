import { z } from 'zod';
import { defineCall } from '../api/define-call.js';
import { ZDecimal, ZEpochMs, ZIdString } from '../api/fields.js';

/** At most this many ticks per answer; `next` continues from where a page stopped. */
export const PRICE_TICKS_PAGE = 1000;
/** The longest range one call may ask for: one day. */
export const PRICE_TICKS_MAX_RANGE_MS = 86_400_000;

export const ZPriceTickSource = z.strictObject({
  source: z.string().meta({
    description: 'Where the input came from: an outside feed (`htx`, `binance`, `okx`) or `demo-reference` (demo mode only: a seeded random walk standing in for the outside venues; the exchange\'s own book is never an input).',
  }),
  price: ZDecimal.meta({ description: 'The input price exactly as its feed stated it (trailing zeros dropped).' }),
  time: ZEpochMs.meta({ description: "The input's own time, as its feed stated it (for Binance's price ticker, which states none: when its answer arrived; for the demo reference: when its walk stepped)." }),
  host: z.string().optional().meta({ description: 'The host the feed was read from (absent for the demo reference, which is computed by the exchange itself).' }),
});
export type TPriceTickSource = z.output<typeof ZPriceTickSource>;

export const ZPriceTick = z.strictObject({
  id: ZIdString.meta({ description: 'The tick, as a settlement or valuation cites it.' }),
  symbol: z.string(),
  price: ZDecimal.meta({ description: "The index price, at the market's price precision." }),
  method: z.enum(['median', 'demo']).meta({
    description:
      '`median`: the median of the fresh outside feeds (at least two; an even count takes the mean of the middle two, rounded to the tick, halves to even). `demo`: the demo reference feed (demo mode only), a seeded random walk standing in for the outside venues, never the exchange\'s own trades.',
  }),
  sources: z.array(ZPriceTickSource).meta({ description: 'Every input of the index price, each with its own price and time.' }),
  time: ZEpochMs.meta({ description: 'When the index price was computed and recorded.' }),
});
export type TPriceTick = z.output<typeof ZPriceTick>;

const epochMs = z.coerce.number().int().min(0).max(8_640_000_000_000_000);

export const priceTicksCall = defineCall({
  method: 'POST',
  path: '/market/priceTicks',
  auth: false,
  group: 'Market data',
  summary: 'The recorded index prices of a market between two times, oldest first, so that anyone can check a settlement.',
  description: `\`from\` and \`to\` are epoch milliseconds, both included, at most one day apart. At most ${PRICE_TICKS_PAGE} ticks per answer; when more ticks follow in the range, \`next\` is the \`from\` that continues it (same \`to\`), otherwise null. A market gets a tick whenever its index price changes (checked every second) and at least every 10 seconds (the default heartbeat) while it has one; a gap means there was no index price.`,
  request: z.object({
    symbol: z.string().trim().max(16).optional().default('').meta({ description: 'The market, e.g. `btcusdt` (case and separators are ignored: `BTC/USDT` works).' }),
    from: epochMs.meta({ description: 'The first time of the range (included).' }),
    to: epochMs.meta({ description: 'The last time of the range (included), at most one day after `from`.' }),
  }),
  response: z.strictObject({
    symbol: z.string().meta({ description: 'The market, as this exchange names it.' }),
    list: z.array(ZPriceTick).meta({ description: 'The ticks, oldest first (ties by id).' }),
    next: ZEpochMs.nullable().meta({ description: 'The `from` of the next page, or null when this page ends the range.' }),
  }),
  errors: ['marketNotFound', 'priceRangeInvalid'],
});

export const generatedHistoryCall = defineCall({
  method: 'POST',
  path: '/market/generatedHistory',
  auth: false,
  group: 'Market data',
  summary: "Up to when a market's candles are generated demo history, so a chart can say so.",
  description:
    'Demo mode only: on first start the demo market maker fills each market with history (trades between its own two accounts, matched in the engine). `until` is the time after its last generated trade; every trade before it is generated, none after it is (the market maker never trades with itself live, and never back-fills in production). Null when the market has no generated history. The kline calls keep their SPEC §7 shape.',
  request: z.object({
    symbol: z.string().trim().max(16).optional().default('').meta({ description: 'The market, e.g. `btcusdt`.' }),
  }),
  response: z.strictObject({
    symbol: z.string().meta({ description: 'The market, as this exchange names it.' }),
    until: ZEpochMs.nullable().meta({ description: 'Candles before this time (epoch ms) are generated demo history; null: none are.' }),
  }),
  errors: ['marketNotFound'],
});
