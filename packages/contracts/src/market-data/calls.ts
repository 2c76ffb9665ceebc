import { z } from 'zod';
import { defineCall } from '../api/define-call.js';
import { ZEpochMs } from '../api/fields.js';
import { KLINE_TIMERS, LIMITS } from '../limits.js';
import { MARKET_DATA_PATHS } from './paths.js';

/**
 * SPEC §7 market data in Huobi's formats (docs/api.md §3.17): numbers stay JSON numbers, as Huobi
 * sends them, and none of these calls needs a session. Built from the exchange's own trades and
 * books only.
 */
const GROUP = 'Market data';

/** The most depth rows a side may ask for: the server publishes this many price levels a side. */
export const DEPTH_MAX_ROWS = 150;

/**
 * The symbol is checked against the markets by the handler (marketNotFound), after the lengths:
 * the failure order of api.md §3.17 puts invalidParams for any length first.
 */
export const ZMarketQuery = z.object({ symbol: z.string().trim().max(16).optional().default('') });

/** `timer` stays a string here: an unknown timer fails after an unknown symbol (api.md §3.17). */
export const ZKlineQuery = ZMarketQuery.extend({
  timer: z.string().trim().max(8).optional().default('1min'),
  size: z.coerce.number().int().min(1).max(LIMITS.klineSize).optional().default(LIMITS.klineSize),
});

export const ZDepthQuery = ZMarketQuery.extend({
  size: z.coerce.number().int().min(1).max(DEPTH_MAX_ROWS).optional().default(LIMITS.depthRows),
});

export const ZQuoteCoinQuery = z.object({ quoteCoin: z.string().trim().max(8).optional().default('USDT') });

const ZTick = z.strictObject({
  open: z.number().meta({ description: "The first trade's price." }),
  close: z.number().meta({ description: "The last trade's price." }),
  high: z.number(),
  low: z.number(),
  vol: z.number().meta({ description: 'The base volume (floating point, for display).' }),
  amount: z.number().meta({ description: 'The quote volume (floating point, for display).' }),
  count: z.number().int().min(0).meta({ description: 'The number of trades.' }),
});

export const ZMarketTicker = z.strictObject({
  symbol: z.string(),
  baseCoin: z.string(),
  quoteCoin: z.string(),
  logo: z.string().meta({ description: 'The coin logo, `/bb/coin/{base}.svg`.' }),
  pricePrecision: z.number().int().min(0),
  tick: ZTick.meta({ description: 'The trades of the last 24 hours (1440 UTC minutes); all 0 when there was none.' }),
});

export const ZKline = z.strictObject({
  id: z.number().int().meta({ description: "The bucket's start, in seconds since 1970-01-01 UTC." }),
  ...ZTick.shape,
});

/** A price level: [price, base quantity left on all orders at that price]. */
const ZLevel = z.tuple([z.number(), z.number()]);

export const ZDepth = z.strictObject({
  bids: z.array(ZLevel).meta({ description: 'Price levels, highest first, at most `size`: [price, quantity].' }),
  asks: z.array(ZLevel).meta({ description: 'Price levels, lowest first, at most `size`: [price, quantity].' }),
  ts: ZEpochMs,
  version: z.number().int().min(0).meta({ description: "A counter of the market's committed snapshots; it starts again when the server restarts." }),
});

export const ZMarketTrade = z.strictObject({
  id: z.number().int().positive().meta({ description: "The trade's id (the `tradeId` of a spot fill)." }),
  price: z.number(),
  amount: z.number().meta({ description: 'The base quantity.' }),
  direction: z.enum(['buy', 'sell']).meta({ description: "The taker's side." }),
  ts: ZEpochMs,
});

/** Huobi's fields beside `data`: `status` is always `ok` (SPEC §8: the client refuses anything else). */
const ZHuobiStatus = z.literal('ok');

const symbolNote = 'Required in effect: a market (`btcusdt`, `BTC/USDT`), else `marketNotFound`.';

export const tickersCall = defineCall({
  method: 'POST',
  path: MARKET_DATA_PATHS.tickers,
  auth: false,
  group: GROUP,
  summary: 'The 24-hour tickers of every market of one quote coin, in the order of the market table.',
  request: ZQuoteCoinQuery,
  response: z.array(ZMarketTicker),
  params: { quoteCoin: '`USDT`, `BTC` or `ETH`, in any case; anything else (or empty) fails with `marketNotFound`.' },
  errors: ['marketNotFound'],
});

export const klineCall = defineCall({
  method: 'POST',
  path: '/huobi/getKline',
  auth: false,
  group: GROUP,
  summary: 'Candles of one market, oldest first, built only from its trades; a bucket without a trade is left out.',
  description:
    'Buckets are aligned to UTC (a `1week` bucket starts on Monday). The answer covers the current bucket and the `size` − 1 before it. ' +
    '`msg` is always `ok`, not translated; failures use the ordinary envelope.',
  request: ZKlineQuery,
  response: z.array(ZKline),
  envelope: z.strictObject({ status: ZHuobiStatus, ch: z.string().meta({ description: '`market.{symbol}.kline.{timer}`' }), ts: ZEpochMs }),
  params: { symbol: symbolNote, timer: `One of ${KLINE_TIMERS.map((t) => `\`${t}\``).join(', ')}, exactly; checked after \`symbol\`.` },
  errors: ['marketNotFound'],
});

export const depthCall = defineCall({
  method: 'POST',
  path: '/huobi/getHuobiContractDepthV2',
  auth: false,
  group: GROUP,
  summary: 'The order book of one spot market: the snapshot of its last committed change.',
  description: '`tick` and `data` are the same object. `msg` is always `ok`, not translated; failures use the ordinary envelope. SPEC §7 also sends `timer`: it is ignored.',
  request: ZDepthQuery,
  response: ZDepth,
  envelope: z.strictObject({ status: ZHuobiStatus, ch: z.string().meta({ description: '`market.{symbol}.depth.step0`' }), tick: ZDepth.meta({ description: 'The same object as `data`.' }) }),
  params: { symbol: symbolNote, size: 'Rows per side.' },
  errors: ['marketNotFound'],
});

export const marketTradesCall = defineCall({
  method: 'POST',
  path: '/huobi/getMarketTrade',
  auth: false,
  group: GROUP,
  summary: "The market's last 50 trades, newest first.",
  request: ZMarketQuery,
  response: z.array(ZMarketTrade),
  params: { symbol: symbolNote },
  errors: ['marketNotFound'],
});

/**
 * Not in API_CALLS: its answer is an SVG document, not the envelope (docs/api.md §3.17). Any ticker
 * the catalogue may hold is drawn; `name` may end in `.svg`.
 */
export const coinLogoCall = defineCall({
  method: 'GET',
  path: '/coin/:name',
  auth: false,
  group: GROUP,
  summary: "A coin's logo: its ticker on a disc of a colour of its own.",
  answer: 'image/svg+xml',
  request: z.object({ name: z.string().max(16) }),
  response: z.string(),
});

/** Not in API_CALLS: whether the server and its database answer (docs/api.md §3.10), for probes; `msg` is always `ok`. */
export const healthCall = defineCall({
  method: 'GET',
  path: '/health',
  auth: false,
  group: 'Health',
  summary: 'Whether the server and its database answer.',
  request: z.object({}).passthrough(),
  response: z.strictObject({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']), demo: z.boolean() }),
});

/** The market socket's path under /bb: a WebSocket whose frames ws/schemas.ts declares, not a call. */
export const WS_PATH = '/ws';
