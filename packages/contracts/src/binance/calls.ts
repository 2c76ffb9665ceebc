import { z } from 'zod';

/**
 * The Binance-compatible spot API (issue 27): the calls under `/api/v3` with Binance's paths,
 * parameters, field names and error bodies, so that existing clients (ccxt's `binance`, the
 * official SDKs, bots) work unchanged. The server declares its routes from these, checks its
 * answers against `response` under test, and `npm run docs:api` writes docs/openapi-binance.json.
 *
 * Security, as Binance names it: NONE (public), USER_STREAM (the key only), USER_DATA and TRADE
 * (signed: `timestamp`, `recvWindow`, `signature`; TRADE also needs the key's trade permission).
 */
export type TBinanceSecurity = 'NONE' | 'USER_STREAM' | 'USER_DATA' | 'TRADE';

/** Where a call lives: the spot API, and the few wallet and futures calls that clients read while loading markets. */
export const BINANCE_PREFIXES = ['/api/v3', '/sapi/v1', '/fapi/v1', '/dapi/v1'] as const;
export type TBinancePrefix = (typeof BINANCE_PREFIXES)[number];

export type TBinanceCall<TReq extends z.ZodObject = z.ZodObject, TRes extends z.ZodType = z.ZodType> = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Under its prefix (default /api/v3), for example `/depth`. */
  path: string;
  prefix?: TBinancePrefix;
  security: TBinanceSecurity;
  /** The request weight counted against the address's 6,000 per minute (X-MBX-USED-WEIGHT-1M). */
  weight: number;
  summary: string;
  description?: string;
  request: TReq;
  response: TRes;
};

export function defineBinanceCall<TReq extends z.ZodObject, TRes extends z.ZodType>(call: TBinanceCall<TReq, TRes>): TBinanceCall<TReq, TRes> {
  return call;
}

/**
 * The WebSocket endpoints, as Binance names them: raw streams (`/ws`, `/ws/<stream>` or
 * `/ws/<listenKey>`), combined streams (`/stream?streams=a/b`), and the WebSocket API's user data
 * calls (`/ws-api/v3`).
 */
export const BINANCE_WS_PATHS = { raw: '/ws', rawNamed: '/ws/*', combined: '/stream', api: '/ws-api/v3' } as const;

/** Binance's limits (GET /api/v3/exchangeInfo `rateLimits`). */
export const BINANCE_LIMITS = {
  weightPerMinute: 6000,
  ordersPer10s: 100,
  recvWindowDefault: 5000,
  recvWindowMax: 60000,
  listenKeyMinutes: 60,
} as const;

/** Binance's kline intervals; the SPEC's Huobi timers map onto them (`1min` is `1m`, `1week` is `1w`). */
export const BINANCE_INTERVALS = ['1s', '1m', '3m', '5m', '15m', '30m', '1h', '2h', '4h', '6h', '8h', '12h', '1d', '3d', '1w', '1M'] as const;
export type TBinanceInterval = (typeof BINANCE_INTERVALS)[number];

const ZSymbol = z.string().regex(/^[A-Za-z0-9\-_.]{1,20}$/).meta({ description: 'The market in Binance\'s form, `BTCUSDT` (case does not matter).' });
const ZSymbols = z.string().max(4000).meta({ description: 'A JSON array of symbols, `["BTCUSDT","ETHUSDT"]`.' });
const ZDecimalText = z.string().regex(/^([0-9]{1,20})(\.[0-9]{1,20})?$/);
const ZIntText = z.string().regex(/^[0-9]{1,19}$/);
const ZLimit = ZIntText.meta({ description: 'How many to answer.' });
const ZTimestamp = ZIntText.meta({ description: 'The request time in milliseconds since the epoch (signed calls).' });
const ZRecvWindow = ZIntText.meta({ description: 'How long after `timestamp` the request is valid, in milliseconds: default 5,000, at most 60,000.' });
const ZSignature = z.string().max(200).meta({ description: 'HMAC-SHA256 (hex) or Ed25519 (base64) signature of the query string and body.' });
const signed = { timestamp: ZTimestamp, recvWindow: ZRecvWindow.optional(), signature: ZSignature };
const ZOrderIdText = ZIntText.meta({ description: 'The exchange\'s order id.' });
const ZClientId = z.string().regex(/^[.A-Z:/a-z0-9_-]{1,36}$/);

const ZDec = z.string().meta({ description: 'A decimal as text, at the asset\'s scale.' });
const ZLevel = z.tuple([ZDec, ZDec]);

// ---- public ---------------------------------------------------------------------------------

export const bnPingCall = defineBinanceCall({ method: 'GET', path: '/ping', security: 'NONE', weight: 1, summary: 'Tests connectivity.', request: z.object({}), response: z.object({}) });

export const bnTimeCall = defineBinanceCall({
  method: 'GET',
  path: '/time',
  security: 'NONE',
  weight: 1,
  summary: 'The server time, to set `timestamp` by.',
  request: z.object({}),
  response: z.object({ serverTime: z.number().int() }),
});

const ZFilter = z.union([
  z.object({ filterType: z.literal('PRICE_FILTER'), minPrice: ZDec, maxPrice: ZDec, tickSize: ZDec }),
  z.object({ filterType: z.literal('LOT_SIZE'), minQty: ZDec, maxQty: ZDec, stepSize: ZDec }),
  z.object({ filterType: z.literal('MARKET_LOT_SIZE'), minQty: ZDec, maxQty: ZDec, stepSize: ZDec }),
  z.object({ filterType: z.literal('MIN_NOTIONAL'), minNotional: ZDec, applyToMarket: z.boolean(), avgPriceMins: z.number().int() }),
  z.object({
    filterType: z.literal('NOTIONAL'),
    minNotional: ZDec,
    applyMinToMarket: z.boolean(),
    maxNotional: ZDec,
    applyMaxToMarket: z.boolean(),
    avgPriceMins: z.number().int(),
  }),
]);

export const ZBinanceSymbolInfo = z.object({
  symbol: z.string(),
  status: z.enum(['TRADING', 'BREAK']),
  baseAsset: z.string(),
  baseAssetPrecision: z.number().int(),
  quoteAsset: z.string(),
  quotePrecision: z.number().int(),
  quoteAssetPrecision: z.number().int(),
  baseCommissionPrecision: z.number().int(),
  quoteCommissionPrecision: z.number().int(),
  orderTypes: z.array(z.string()),
  icebergAllowed: z.boolean(),
  ocoAllowed: z.boolean(),
  otoAllowed: z.boolean(),
  quoteOrderQtyMarketAllowed: z.boolean(),
  allowTrailingStop: z.boolean(),
  cancelReplaceAllowed: z.boolean(),
  isSpotTradingAllowed: z.boolean(),
  isMarginTradingAllowed: z.boolean(),
  filters: z.array(ZFilter),
  permissions: z.array(z.string()),
  permissionSets: z.array(z.array(z.string())),
  defaultSelfTradePreventionMode: z.string(),
  allowedSelfTradePreventionModes: z.array(z.string()),
});

export const bnExchangeInfoCall = defineBinanceCall({
  method: 'GET',
  path: '/exchangeInfo',
  security: 'NONE',
  weight: 20,
  summary: 'The trading rules and every market with its filters (PRICE_FILTER, LOT_SIZE, MIN_NOTIONAL, NOTIONAL) from the market catalogue.',
  description: 'A market paused because its book could not be rebuilt, or whose spot product is switched off, is `BREAK`.',
  request: z.object({ symbol: ZSymbol.optional(), symbols: ZSymbols.optional() }),
  response: z.object({
    timezone: z.literal('UTC'),
    serverTime: z.number().int(),
    rateLimits: z.array(z.object({ rateLimitType: z.string(), interval: z.string(), intervalNum: z.number().int(), limit: z.number().int() })),
    exchangeFilters: z.array(z.unknown()),
    symbols: z.array(ZBinanceSymbolInfo),
  }),
});

export const bnDepthCall = defineBinanceCall({
  method: 'GET',
  path: '/depth',
  security: 'NONE',
  weight: 5,
  summary: 'The order book: price levels with their total quantity, best first.',
  description:
    '`lastUpdateId` is the book\'s update id: a client keeping a local book applies the `<symbol>@depth@100ms` events whose `u` is above it, the first of them with `U` ≤ lastUpdateId + 1 ≤ `u`. The book publishes its best 150 levels a side.',
  request: z.object({ symbol: ZSymbol, limit: ZLimit.optional().meta({ description: 'Levels a side: default 100, at most 5,000 (the book publishes 150).' }) }),
  response: z.object({ lastUpdateId: z.number().int(), bids: z.array(ZLevel), asks: z.array(ZLevel) }),
});

const ZPublicTrade = z.object({
  id: z.number().int(),
  price: ZDec,
  qty: ZDec,
  quoteQty: ZDec,
  time: z.number().int(),
  isBuyerMaker: z.boolean(),
  isBestMatch: z.boolean(),
});

export const bnTradesCall = defineBinanceCall({
  method: 'GET',
  path: '/trades',
  security: 'NONE',
  weight: 25,
  summary: 'The latest trades of a market, oldest first.',
  request: z.object({ symbol: ZSymbol, limit: ZLimit.optional().meta({ description: 'Default 500, at most 1,000.' }) }),
  response: z.array(ZPublicTrade),
});

export const bnAggTradesCall = defineBinanceCall({
  method: 'GET',
  path: '/aggTrades',
  security: 'NONE',
  weight: 4,
  summary: 'Trades as Binance\'s aggregates, oldest first: here each aggregate is one trade (`a` = `f` = `l`, the trade id).',
  request: z.object({
    symbol: ZSymbol,
    fromId: ZIntText.optional().meta({ description: 'From this trade id on.' }),
    startTime: ZIntText.optional(),
    endTime: ZIntText.optional(),
    limit: ZLimit.optional().meta({ description: 'Default 500, at most 1,000.' }),
  }),
  response: z.array(z.object({ a: z.number().int(), p: ZDec, q: ZDec, f: z.number().int(), l: z.number().int(), T: z.number().int(), m: z.boolean(), M: z.boolean() })),
});

export const bnKlinesCall = defineBinanceCall({
  method: 'GET',
  path: '/klines',
  security: 'NONE',
  weight: 2,
  summary: 'Candles from the exchange\'s own trades: [open time, open, high, low, close, volume, close time, quote volume, trades, taker buy volume, taker buy quote volume, "0"].',
  request: z.object({
    symbol: ZSymbol,
    interval: z.string().meta({ description: `One of ${BINANCE_INTERVALS.join(', ')}.` }),
    startTime: ZIntText.optional(),
    endTime: ZIntText.optional(),
    timeZone: z.string().max(10).optional().meta({ description: 'Only `0` (UTC) is served.' }),
    limit: ZLimit.optional().meta({ description: 'Default 500, at most 1,000.' }),
  }),
  response: z.array(z.tuple([z.number().int(), ZDec, ZDec, ZDec, ZDec, ZDec, z.number().int(), ZDec, z.number().int(), ZDec, ZDec, z.string()])),
});

export const ZBinanceTicker = z.object({
  symbol: z.string(),
  priceChange: ZDec,
  priceChangePercent: ZDec,
  weightedAvgPrice: ZDec,
  prevClosePrice: ZDec,
  lastPrice: ZDec,
  lastQty: ZDec,
  bidPrice: ZDec,
  bidQty: ZDec,
  askPrice: ZDec,
  askQty: ZDec,
  openPrice: ZDec,
  highPrice: ZDec,
  lowPrice: ZDec,
  volume: ZDec,
  quoteVolume: ZDec,
  openTime: z.number().int(),
  closeTime: z.number().int(),
  firstId: z.number().int(),
  lastId: z.number().int(),
  count: z.number().int(),
});

const tickerRequest = z.object({ symbol: ZSymbol.optional(), symbols: ZSymbols.optional() });

export const bnTicker24hCall = defineBinanceCall({
  method: 'GET',
  path: '/ticker/24hr',
  security: 'NONE',
  weight: 2,
  summary: 'The rolling 24 hour statistics of one market (an object) or of several or all (an array).',
  description: 'Weight 2 for one symbol, 40 for all or for 100 symbols or more.',
  request: tickerRequest,
  response: z.union([ZBinanceTicker, z.array(ZBinanceTicker)]),
});

const ZPriceTicker = z.object({ symbol: z.string(), price: ZDec });
export const bnTickerPriceCall = defineBinanceCall({
  method: 'GET',
  path: '/ticker/price',
  security: 'NONE',
  weight: 2,
  summary: 'The last trade price of one market (an object) or of several or all (an array).',
  request: tickerRequest,
  response: z.union([ZPriceTicker, z.array(ZPriceTicker)]),
});

const ZBookTicker = z.object({ symbol: z.string(), bidPrice: ZDec, bidQty: ZDec, askPrice: ZDec, askQty: ZDec });
export const bnBookTickerCall = defineBinanceCall({
  method: 'GET',
  path: '/ticker/bookTicker',
  security: 'NONE',
  weight: 2,
  summary: 'The best bid and ask of one market (an object) or of several or all (an array).',
  request: tickerRequest,
  response: z.union([ZBookTicker, z.array(ZBookTicker)]),
});

export const bnAvgPriceCall = defineBinanceCall({
  method: 'GET',
  path: '/avgPrice',
  security: 'NONE',
  weight: 2,
  summary: 'The average price of the last 5 minutes\' trades (quote traded over base traded).',
  request: z.object({ symbol: ZSymbol }),
  response: z.object({ mins: z.number().int(), price: ZDec, closeTime: z.number().int() }),
});

// ---- signed ---------------------------------------------------------------------------------

export const bnAccountCall = defineBinanceCall({
  method: 'GET',
  path: '/account',
  security: 'USER_DATA',
  weight: 20,
  summary: 'The coin wallet\'s balances (`free` available, `locked` frozen in orders) and the key\'s permissions.',
  request: z.object({ omitZeroBalances: z.enum(['true', 'false']).optional(), ...signed }),
  response: z.object({
    makerCommission: z.number().int(),
    takerCommission: z.number().int(),
    buyerCommission: z.number().int(),
    sellerCommission: z.number().int(),
    commissionRates: z.object({ maker: ZDec, taker: ZDec, buyer: ZDec, seller: ZDec }),
    canTrade: z.boolean(),
    canWithdraw: z.boolean(),
    canDeposit: z.boolean(),
    brokered: z.boolean(),
    requireSelfTradePrevention: z.boolean(),
    preventSor: z.boolean(),
    updateTime: z.number().int(),
    accountType: z.literal('SPOT'),
    balances: z.array(z.object({ asset: z.string(), free: ZDec, locked: ZDec })),
    permissions: z.array(z.string()),
    uid: z.number().int(),
  }),
});

export const ORDER_STATUSES = ['NEW', 'PARTIALLY_FILLED', 'FILLED', 'CANCELED', 'EXPIRED', 'REJECTED'] as const;

export const ZBinanceOrder = z.object({
  symbol: z.string(),
  orderId: z.number().int(),
  orderListId: z.literal(-1),
  clientOrderId: z.string(),
  price: ZDec,
  origQty: ZDec,
  executedQty: ZDec,
  cummulativeQuoteQty: ZDec,
  status: z.enum(ORDER_STATUSES),
  timeInForce: z.enum(['GTC', 'IOC', 'FOK']),
  type: z.enum(['LIMIT', 'MARKET', 'LIMIT_MAKER']),
  side: z.enum(['BUY', 'SELL']),
  stopPrice: ZDec,
  icebergQty: ZDec,
  time: z.number().int(),
  updateTime: z.number().int(),
  isWorking: z.boolean(),
  workingTime: z.number().int(),
  origQuoteOrderQty: ZDec,
  selfTradePreventionMode: z.literal('NONE'),
});

const ZOrderFill = z.object({ price: ZDec, qty: ZDec, commission: ZDec, commissionAsset: z.string(), tradeId: z.number().int() });

export const ZBinanceNewOrder = z.union([
  z.object({ symbol: z.string(), orderId: z.number().int(), orderListId: z.literal(-1), clientOrderId: z.string(), transactTime: z.number().int() }),
  ZBinanceOrder.omit({ time: true, updateTime: true, isWorking: true, stopPrice: true, icebergQty: true }).extend({
    transactTime: z.number().int(),
    fills: z.array(ZOrderFill).optional(),
  }),
]);

const orderRequest = z.object({
  symbol: ZSymbol,
  side: z.string().meta({ description: '`BUY` or `SELL`.' }),
  type: z.string().meta({ description: '`LIMIT`, `MARKET` or `LIMIT_MAKER`.' }),
  timeInForce: z.string().optional().meta({ description: 'LIMIT only, and required there: `GTC`, `IOC` or `FOK`.' }),
  quantity: ZDecimalText.optional().meta({ description: 'The base quantity (LIMIT, LIMIT_MAKER; MARKET when `quoteOrderQty` is not sent).' }),
  quoteOrderQty: ZDecimalText.optional().meta({ description: 'MARKET BUY only: the quote to spend instead of `quantity`.' }),
  price: ZDecimalText.optional().meta({ description: 'LIMIT and LIMIT_MAKER: the limit price, a multiple of the tick size.' }),
  newClientOrderId: ZClientId.optional().meta({ description: 'The client\'s own id of the order, unique per account; one is made when absent.' }),
  newOrderRespType: z.enum(['ACK', 'RESULT', 'FULL']).optional().meta({ description: 'Default FULL (with the fills).' }),
  selfTradePreventionMode: z.string().optional().meta({ description: 'Only `NONE` is accepted; the engine always cancels the newer order of a self-trade.' }),
  ...signed,
});

export const bnNewOrderCall = defineBinanceCall({
  method: 'POST',
  path: '/order',
  security: 'TRADE',
  weight: 1,
  summary: 'Places an order through the same engine, fees, price band, slippage protection, product access and ledger as the web\'s.',
  description:
    'A MARKET order trades within 2 % of the best opposite price as it reaches the book (the web\'s protection); what it cannot trade there expires. A MARKET BUY with `quantity` is placed as an immediate-or-cancel limit at that 2 % bound. LIMIT_MAKER is refused when it would trade at once.',
  request: orderRequest,
  response: ZBinanceNewOrder,
});

export const bnTestOrderCall = defineBinanceCall({
  method: 'POST',
  path: '/order/test',
  security: 'TRADE',
  weight: 1,
  summary: 'Checks an order as `POST /api/v3/order` would, without placing it.',
  request: orderRequest.extend({ computeCommissionRates: z.enum(['true', 'false']).optional() }),
  response: z.object({}).passthrough(),
});

const orderRef = { symbol: ZSymbol, orderId: ZOrderIdText.optional(), origClientOrderId: ZClientId.optional(), ...signed };

export const bnGetOrderCall = defineBinanceCall({
  method: 'GET',
  path: '/order',
  security: 'USER_DATA',
  weight: 4,
  summary: 'One of the caller\'s orders, by `orderId` or `origClientOrderId`.',
  request: z.object(orderRef),
  response: ZBinanceOrder,
});

export const bnCancelOrderCall = defineBinanceCall({
  method: 'DELETE',
  path: '/order',
  security: 'TRADE',
  weight: 1,
  summary: 'Cancels one of the caller\'s open orders: it leaves the book and what it still froze returns to free.',
  request: z.object({ ...orderRef, newClientOrderId: ZClientId.optional() }),
  response: ZBinanceOrder.omit({ time: true, updateTime: true, isWorking: true, workingTime: true, stopPrice: true, icebergQty: true }).extend({
    origClientOrderId: z.string(),
    transactTime: z.number().int(),
  }),
});

export const bnOpenOrdersCall = defineBinanceCall({
  method: 'GET',
  path: '/openOrders',
  security: 'USER_DATA',
  weight: 6,
  summary: 'The caller\'s open orders, of one market or all (weight 80 without `symbol`).',
  request: z.object({ symbol: ZSymbol.optional(), ...signed }),
  response: z.array(ZBinanceOrder),
});

export const bnCancelAllCall = defineBinanceCall({
  method: 'DELETE',
  path: '/openOrders',
  security: 'TRADE',
  weight: 1,
  summary: 'Cancels every open order of the caller on one market.',
  request: z.object({ symbol: ZSymbol, ...signed }),
  response: z.array(bnCancelOrderCall.response),
});

export const bnAllOrdersCall = defineBinanceCall({
  method: 'GET',
  path: '/allOrders',
  security: 'USER_DATA',
  weight: 20,
  summary: 'The caller\'s orders on one market, open and closed, oldest first from `orderId` or a time range.',
  request: z.object({
    symbol: ZSymbol,
    orderId: ZOrderIdText.optional().meta({ description: 'From this order id on.' }),
    startTime: ZIntText.optional(),
    endTime: ZIntText.optional(),
    limit: ZLimit.optional().meta({ description: 'Default 500, at most 1,000.' }),
    ...signed,
  }),
  response: z.array(ZBinanceOrder),
});

export const ZBinanceMyTrade = z.object({
  symbol: z.string(),
  id: z.number().int(),
  orderId: z.number().int(),
  orderListId: z.literal(-1),
  price: ZDec,
  qty: ZDec,
  quoteQty: ZDec,
  commission: ZDec,
  commissionAsset: z.string(),
  time: z.number().int(),
  isBuyer: z.boolean(),
  isMaker: z.boolean(),
  isBestMatch: z.boolean(),
});

export const bnMyTradesCall = defineBinanceCall({
  method: 'GET',
  path: '/myTrades',
  security: 'USER_DATA',
  weight: 20,
  summary: 'The caller\'s trades on one market, oldest first from `fromId` or a time range, or of one order.',
  request: z.object({
    symbol: ZSymbol,
    orderId: ZOrderIdText.optional(),
    startTime: ZIntText.optional(),
    endTime: ZIntText.optional(),
    fromId: ZIntText.optional(),
    limit: ZLimit.optional().meta({ description: 'Default 500, at most 1,000.' }),
    ...signed,
  }),
  response: z.array(ZBinanceMyTrade),
});

export const bnListenKeyCall = defineBinanceCall({
  method: 'POST',
  path: '/userDataStream',
  security: 'USER_STREAM',
  weight: 2,
  summary: 'Starts a user data stream: connect to `/ws/<listenKey>` for executionReport and outboundAccountPosition events. Valid 60 minutes past its last keepalive.',
  request: z.object({}),
  response: z.object({ listenKey: z.string() }),
});

const ZListenKey = z.string().regex(/^[A-Za-z0-9]{1,80}$/);
export const bnKeepAliveCall = defineBinanceCall({
  method: 'PUT',
  path: '/userDataStream',
  security: 'USER_STREAM',
  weight: 2,
  summary: 'Keeps a user data stream alive for 60 more minutes.',
  request: z.object({ listenKey: ZListenKey }),
  response: z.object({}),
});

export const bnCloseStreamCall = defineBinanceCall({
  method: 'DELETE',
  path: '/userDataStream',
  security: 'USER_STREAM',
  weight: 2,
  summary: 'Closes a user data stream.',
  request: z.object({ listenKey: ZListenKey }),
  response: z.object({}),
});

const ZNetwork = z.object({
  network: z.string(),
  coin: z.string(),
  name: z.string(),
  isDefault: z.boolean(),
  depositEnable: z.boolean(),
  withdrawEnable: z.boolean(),
  withdrawFee: ZDec,
  withdrawMin: ZDec,
  withdrawMax: ZDec,
  withdrawIntegerMultiple: ZDec,
  minConfirm: z.number().int(),
  unLockConfirm: z.number().int(),
  addressRegex: z.string(),
  memoRegex: z.string(),
  sameAddress: z.boolean(),
  depositDesc: z.string(),
  withdrawDesc: z.string(),
  specialTips: z.string(),
  busy: z.boolean(),
  resetAddressStatus: z.boolean(),
  contractAddress: z.string(),
  contractAddressUrl: z.string(),
});

export const bnCoinConfigCall = defineBinanceCall({
  method: 'GET',
  prefix: '/sapi/v1',
  path: '/capital/config/getall',
  security: 'USER_DATA',
  weight: 10,
  summary: 'Every coin with the caller\'s free and locked balance and its networks: deposit minimum confirmations, withdrawal fee, minimum and maximum (read only: deposits and withdrawals are made in the app).',
  request: z.object({ ...signed }),
  response: z.array(
    z.object({
      coin: z.string(),
      name: z.string(),
      depositAllEnable: z.boolean(),
      withdrawAllEnable: z.boolean(),
      free: ZDec,
      locked: ZDec,
      freeze: ZDec,
      withdrawing: ZDec,
      ipoing: ZDec,
      ipoable: ZDec,
      storage: ZDec,
      isLegalMoney: z.boolean(),
      trading: z.boolean(),
      networkList: z.array(ZNetwork),
    }),
  ),
});

export const bnMarginPairsCall = defineBinanceCall({
  method: 'GET',
  prefix: '/sapi/v1',
  path: '/margin/allPairs',
  security: 'USER_STREAM',
  weight: 1,
  summary: 'Cross-margin pairs: none (there is no margin trading); clients that read them while loading markets find an empty list.',
  request: z.object({ symbol: ZSymbol.optional() }),
  response: z.array(z.unknown()).max(0),
});

export const bnIsolatedPairsCall = defineBinanceCall({
  method: 'GET',
  prefix: '/sapi/v1',
  path: '/margin/isolated/allPairs',
  security: 'USER_DATA',
  weight: 10,
  summary: 'Isolated-margin pairs: none (there is no margin trading).',
  request: z.object({ symbol: ZSymbol.optional(), ...signed }),
  response: z.array(z.unknown()).max(0),
});

const ZNoMarkets = z.object({
  timezone: z.literal('UTC'),
  serverTime: z.number().int(),
  rateLimits: z.array(z.unknown()),
  exchangeFilters: z.array(z.unknown()),
  assets: z.array(z.unknown()),
  symbols: z.array(z.unknown()).max(0),
});

export const bnFuturesInfoCall = defineBinanceCall({
  method: 'GET',
  prefix: '/fapi/v1',
  path: '/exchangeInfo',
  security: 'NONE',
  weight: 1,
  summary: 'USDⓈ-M futures through this API: none (leveraged contracts are traded in the app); clients that load every market type find an empty list.',
  request: z.object({}),
  response: ZNoMarkets,
});

export const bnDeliveryInfoCall = defineBinanceCall({
  method: 'GET',
  prefix: '/dapi/v1',
  path: '/exchangeInfo',
  security: 'NONE',
  weight: 1,
  summary: 'COIN-M futures through this API: none; clients that load every market type find an empty list.',
  request: z.object({}),
  response: ZNoMarkets,
});

/** Every call, in the order the docs list them. */
export const BINANCE_CALLS: readonly TBinanceCall[] = [
  bnPingCall,
  bnTimeCall,
  bnExchangeInfoCall,
  bnDepthCall,
  bnTradesCall,
  bnAggTradesCall,
  bnKlinesCall,
  bnTicker24hCall,
  bnTickerPriceCall,
  bnBookTickerCall,
  bnAvgPriceCall,
  bnAccountCall,
  bnNewOrderCall,
  bnTestOrderCall,
  bnGetOrderCall,
  bnCancelOrderCall,
  bnOpenOrdersCall,
  bnCancelAllCall,
  bnAllOrdersCall,
  bnMyTradesCall,
  bnListenKeyCall,
  bnKeepAliveCall,
  bnCloseStreamCall,
  bnCoinConfigCall,
  bnMarginPairsCall,
  bnIsolatedPairsCall,
  bnFuturesInfoCall,
  bnDeliveryInfoCall,
];
