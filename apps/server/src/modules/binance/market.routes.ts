import type { FastifyInstance } from 'fastify';
import {
  BINANCE_INTERVALS,
  BINANCE_LIMITS,
  bnAggTradesCall,
  bnAvgPriceCall,
  bnBookTickerCall,
  bnDepthCall,
  bnExchangeInfoCall,
  bnKlinesCall,
  bnPingCall,
  bnTicker24hCall,
  bnTickerPriceCall,
  bnTimeCall,
  bnTradesCall,
  findAsset,
  formatUnits,
  MARKETS,
  marketMoney,
  type TBinanceInterval,
  type TMarket,
} from '@exchange/contracts';
import { BinanceError } from './binance-error.js';
import { binanceRoute, type TBinanceDeps } from './binance-route.js';
import { binanceRepository } from './binance.repository.js';
import { binanceKlines, HUOBI_TIMER_INTERVALS } from './binance-klines.js';
import { binanceSymbol, marketOf, presentPublicTrade } from './present.js';
import { binanceTickers } from './binance-tickers.js';

/** The engine keeps prices and lots as safe integers: the largest of each a filter can allow. */
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** A whole number parameter within [1, max], or its default; -1100 when it is not one. */
export function limitOf(text: string | undefined, fallback: number, max: number, name = 'limit'): number {
  if (text === undefined || text === '') return fallback;
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1) throw new BinanceError('illegalChars', `Illegal characters found in parameter '${name}'; legal range is '1'-'${max}'.`);
  return Math.min(Number(text), max);
}

/** The markets a ticker call names: `symbol`, a JSON array `symbols`, or all. One symbol answers an object. */
function marketsOf(input: { symbol?: string; symbols?: string }): { markets: TMarket[]; isOne: boolean } {
  if (input.symbol !== undefined) return { markets: [marketOf(input.symbol)], isOne: true };
  if (input.symbols === undefined) return { markets: MARKETS, isOne: false };
  let list: unknown;
  try {
    list = JSON.parse(input.symbols);
  } catch {
    throw new BinanceError('illegalChars', "Illegal characters found in parameter 'symbols'.");
  }
  if (!Array.isArray(list) || list.length === 0 || list.some((s) => typeof s !== 'string')) throw new BinanceError('illegalChars', "Illegal characters found in parameter 'symbols'.");
  return { markets: (list as string[]).map(marketOf), isOne: false };
}

const tickerWeight = (params: Record<string, string>, one: number, all: number) => (params.symbol ? one : all);

/** Public market data of the Binance-compatible API, from the exchange's own books and trades. */
export function binanceMarketRoutes(app: FastifyInstance, bn: TBinanceDeps): void {
  const { deps } = bn;
  const book = (market: TMarket) => deps.spot.market(market.symbol)!;
  const depthSide = (market: TMarket, rows: [number, number, number][], limit: number): [string, string][] =>
    rows.slice(0, limit).map(([price, lots]) => [formatUnits(BigInt(price), market.pricePrecision), formatUnits(BigInt(lots), market.quantityPrecision)]);

  binanceRoute(app, bn, bnPingCall, async () => ({}));
  binanceRoute(app, bn, bnTimeCall, async ({ now }) => ({ serverTime: now }));

  binanceRoute(app, bn, bnExchangeInfoCall, async ({ input, now }) => {
    const { markets } = input.symbol || input.symbols ? marketsOf(input) : { markets: MARKETS };
    return {
      timezone: 'UTC' as const,
      serverTime: now,
      rateLimits: [
        { rateLimitType: 'REQUEST_WEIGHT', interval: 'MINUTE', intervalNum: 1, limit: BINANCE_LIMITS.weightPerMinute },
        { rateLimitType: 'ORDERS', interval: 'SECOND', intervalNum: 10, limit: BINANCE_LIMITS.ordersPer10s },
      ],
      exchangeFilters: [],
      symbols: markets.map((market) => {
        const money = marketMoney(market);
        const baseScale = findAsset(market.base)?.scale ?? money.baseScale;
        const quoteScale = findAsset(market.quote)?.scale ?? money.quoteScale;
        const tick = formatUnits(1n, market.pricePrecision);
        const step = formatUnits(1n, market.quantityPrecision);
        const lotSize = { minQty: step, maxQty: formatUnits(MAX_SAFE, market.quantityPrecision), stepSize: step };
        return {
          symbol: binanceSymbol(market),
          status: book(market).isPaused ? ('BREAK' as const) : ('TRADING' as const),
          baseAsset: market.base,
          baseAssetPrecision: baseScale,
          quoteAsset: market.quote,
          quotePrecision: quoteScale,
          quoteAssetPrecision: quoteScale,
          baseCommissionPrecision: baseScale,
          quoteCommissionPrecision: quoteScale,
          orderTypes: ['LIMIT', 'LIMIT_MAKER', 'MARKET'],
          icebergAllowed: false,
          ocoAllowed: false,
          otoAllowed: false,
          quoteOrderQtyMarketAllowed: true,
          allowTrailingStop: false,
          cancelReplaceAllowed: false,
          isSpotTradingAllowed: true,
          isMarginTradingAllowed: false,
          filters: [
            { filterType: 'PRICE_FILTER' as const, minPrice: tick, maxPrice: formatUnits(MAX_SAFE, market.pricePrecision), tickSize: tick },
            { filterType: 'LOT_SIZE' as const, ...lotSize },
            { filterType: 'MARKET_LOT_SIZE' as const, ...lotSize },
            { filterType: 'MIN_NOTIONAL' as const, minNotional: market.minOrderValue, applyToMarket: true, avgPriceMins: 5 },
            {
              filterType: 'NOTIONAL' as const,
              minNotional: market.minOrderValue,
              applyMinToMarket: true,
              maxNotional: market.maxOrderValue,
              applyMaxToMarket: true,
              avgPriceMins: 5,
            },
          ],
          permissions: ['SPOT'],
          permissionSets: [['SPOT']],
          defaultSelfTradePreventionMode: 'NONE',
          allowedSelfTradePreventionModes: ['NONE'],
        };
      }),
    };
  });

  binanceRoute(
    app,
    bn,
    bnDepthCall,
    async ({ input }) => {
      const market = marketOf(input.symbol);
      const limit = limitOf(input.limit, 100, 5000);
      const spot = book(market);
      // The published depth and its version are replaced together, after each commit: one consistent snapshot.
      const { published, version } = spot;
      return { lastUpdateId: version, bids: depthSide(market, published.bids, limit), asks: depthSide(market, published.asks, limit) };
    },
    { weight: (p) => { const n = Number(p.limit ?? 100); return n <= 100 ? 5 : n <= 500 ? 25 : n <= 1000 ? 50 : 250; } },
  );

  binanceRoute(app, bn, bnTradesCall, async ({ input }) => {
    const market = marketOf(input.symbol);
    const rows = await binanceRepository.recentTrades(deps.db, market.symbol, limitOf(input.limit, 500, 1000));
    return rows.reverse().map((row) => presentPublicTrade(market, row));
  });

  binanceRoute(app, bn, bnAggTradesCall, async ({ input }) => {
    const market = marketOf(input.symbol);
    const start = input.startTime === undefined ? undefined : Number(input.startTime);
    const end = input.endTime === undefined ? undefined : Number(input.endTime);
    if (input.fromId !== undefined && (start !== undefined || end !== undefined)) throw new BinanceError('badCombination', 'fromId cannot be sent with startTime or endTime.');
    if (start !== undefined && end !== undefined && (start > end || end - start > 3_600_000)) throw new BinanceError('badValue', 'startTime and endTime must be at most one hour apart, startTime first.');
    const rows = await binanceRepository.tradesFrom(deps.db, market.symbol, {
      fromId: input.fromId === undefined ? undefined : BigInt(input.fromId),
      start,
      end,
      limit: limitOf(input.limit, 500, 1000),
    });
    return rows.map((row) => {
      const t = presentPublicTrade(market, row);
      return { a: t.id, p: t.price, q: t.qty, f: t.id, l: t.id, T: t.time, m: t.isBuyerMaker, M: true };
    });
  });

  binanceRoute(app, bn, bnKlinesCall, async ({ input, now }) => {
    const market = marketOf(input.symbol);
    const interval = (BINANCE_INTERVALS as readonly string[]).includes(input.interval) ? (input.interval as TBinanceInterval) : HUOBI_TIMER_INTERVALS[input.interval];
    if (!interval) throw new BinanceError('badInterval');
    if (input.timeZone !== undefined && !/^(\+?0{1,2}(:00)?|-?0)$/.test(input.timeZone)) throw new BinanceError('badValue', 'Only timeZone 0 (UTC) is served.');
    const start = input.startTime === undefined ? undefined : Number(input.startTime);
    const end = input.endTime === undefined ? undefined : Number(input.endTime);
    if (start !== undefined && end !== undefined && start > end) throw new BinanceError('badValue', 'startTime is after endTime.');
    return binanceKlines(deps.db, market, interval, { start, end, limit: limitOf(input.limit, 500, 1000) }, now);
  });

  const tickers = binanceTickers(deps);
  const ticker24h = tickers.ticker24h;
  const best = tickers.best;

  binanceRoute(
    app,
    bn,
    bnTicker24hCall,
    async ({ input, now }) => {
      const { markets, isOne } = marketsOf(input);
      const list = [];
      for (const market of markets) list.push(await ticker24h(market, now));
      return isOne ? list[0] : list;
    },
    { weight: (p) => tickerWeight(p, 2, 80) },
  );

  binanceRoute(
    app,
    bn,
    bnTickerPriceCall,
    async ({ input }) => {
      const { markets, isOne } = marketsOf(input);
      const list = markets.map((market) => {
        const last = book(market).lastTrade;
        return { symbol: binanceSymbol(market), price: formatUnits(BigInt(last?.ticks ?? 0), market.pricePrecision) };
      });
      return isOne ? list[0] : list;
    },
    { weight: (p) => tickerWeight(p, 2, 4) },
  );

  binanceRoute(
    app,
    bn,
    bnBookTickerCall,
    async ({ input }) => {
      const { markets, isOne } = marketsOf(input);
      const list = markets.map((market) => {
        const bid = best(market, 'bids');
        const ask = best(market, 'asks');
        return { symbol: binanceSymbol(market), bidPrice: bid.price, bidQty: bid.qty, askPrice: ask.price, askQty: ask.qty };
      });
      return isOne ? list[0] : list;
    },
    { weight: (p) => tickerWeight(p, 2, 4) },
  );

  binanceRoute(app, bn, bnAvgPriceCall, async ({ input, now }) => {
    const market = marketOf(input.symbol);
    const trades = await binanceRepository.tradesBetween(deps.db, market.symbol, now - 5 * 60_000, now);
    let base = 0n;
    let quote = 0n;
    for (const t of trades) {
      base += t.quantity;
      quote += t.quote_quantity;
    }
    const last = book(market).lastTrade;
    const ticks = base > 0n ? marketMoney(market).averageTicks(base, quote) : BigInt(last?.ticks ?? 0);
    return { mins: 5, price: formatUnits(ticks, market.pricePrecision), closeTime: trades.length > 0 ? Number(trades[trades.length - 1].created_at) : now };
  });
}
