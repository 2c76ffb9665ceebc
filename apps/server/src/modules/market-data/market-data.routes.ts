import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  coinLogoCall,
  depthCall,
  findAsset,
  findMarket,
  klineCall,
  MARKETS,
  marketMoney,
  marketTradesCall,
  QUOTE_COINS,
  tickersCall,
  type TCall,
  type TMarket,
} from '@exchange/contracts';
import { defineRoute } from '../../platform/http/route.js';
import { AppError } from '../../platform/errors.js';
import { NEW_CURRENCY_PATTERN } from '../catalog/catalog.js';
import type { TDeps } from '../../platform/deps.js';
import { isTimer, klines, ticker24h, type TKline } from './klines.js';
import { findRecentTrades } from './market-data.repository.js';

function marketOf(symbol: string): TMarket {
  const market = findMarket(symbol);
  if (!market) throw new AppError('marketNotFound');
  return market;
}

export function coinLogo(base: string): string {
  return `/bb/coin/${base.toLowerCase()}.svg`;
}

type THuobiAnswer = { fields: Record<string, unknown>; data: unknown };

/**
 * A Huobi-format call (docs/api.md §3.17) from its declared call: Huobi's envelope, `msg` always
 * `ok` (untranslated) and Huobi's fields (`status`, `ch`…) between `msg` and `data`, which
 * defineRoute's translated envelope cannot give. Under test the answer is checked against the
 * call's `response` and `envelope` schemas, as defineRoute checks the others.
 */
function huobiRoute<S extends z.ZodType>(server: FastifyInstance, deps: TDeps, call: TCall<S>, answer: (input: z.output<S>) => Promise<THuobiAnswer>) {
  server.route({
    method: call.method,
    url: call.path,
    handler: async (request, reply) => {
      const input = call.request.parse({ ...(request.query as object), ...((request.body as object) ?? {}) });
      const { fields, data } = await answer(input);
      if (deps.config.checkResponses) {
        const checks = [call.response.safeParse(data), call.envelope?.safeParse(fields)];
        const failed = checks.find((c) => c && !c.success);
        if (failed) throw new Error(`${call.path}: answer does not match its declared schemas: ${failed.error?.message}`);
      }
      return reply.send({ code: 1, msg: 'ok', ...fields, data });
    },
  });
}

/**
 * SPEC §7 market data in Huobi's formats, from the exchange's own trades and books: 24 h tickers
 * per quote coin, klines, depth and recent trades. Numbers stay numbers, as Huobi sends them. The
 * calls are declared in packages/contracts (market-data/calls.ts); the coin logo is not a call.
 */
export function marketDataRoutes(app: FastifyInstance, deps: TDeps): void {
  const klineCache = new Map<string, { version: number; minute: number; data: TKline[] }>();
  const cachedKlines = async (market: TMarket, timer: Parameters<typeof klines>[2], size: number) => {
    const key = `${market.symbol}:${timer}:${size}`;
    const version = deps.spot.market(market.symbol)!.version;
    const now = deps.clock.now();
    const minute = Math.floor(now / 60_000);
    const hit = klineCache.get(key);
    if (hit && hit.version === version && hit.minute === minute) return hit.data;
    const data = await klines(deps.db, market, timer, size, now);
    klineCache.set(key, { version, minute, data });
    return data;
  };

  defineRoute(app, deps, {
    call: tickersCall,
    handler: async ({ input }) => {
      const quote = input.quoteCoin.toUpperCase();
      if (!QUOTE_COINS.includes(quote)) throw new AppError('marketNotFound');
      const list = [];
      for (const market of MARKETS.filter((m) => m.quote === quote)) {
        const tick = await ticker24h(deps.db, market, deps.clock.now());
        list.push({
          symbol: market.symbol,
          baseCoin: market.base,
          quoteCoin: market.quote,
          logo: coinLogo(market.base),
          pricePrecision: market.pricePrecision,
          tick: tick ?? { open: 0, close: 0, high: 0, low: 0, vol: 0, amount: 0, count: 0 },
        });
      }
      return { data: list };
    },
  });

  huobiRoute(app, deps, klineCall, async (input) => {
    const market = marketOf(input.symbol);
    if (!isTimer(input.timer)) throw new AppError('invalidParams');
    const data = await cachedKlines(market, input.timer, input.size);
    return { fields: { status: 'ok', ch: `market.${market.symbol}.kline.${input.timer}`, ts: deps.clock.now() }, data };
  });

  huobiRoute(app, deps, depthCall, async (input) => {
    const market = marketOf(input.symbol);
    const book = deps.spot.market(market.symbol)!.published;
    const price = 10 ** market.pricePrecision;
    const lot = 10 ** market.quantityPrecision;
    const side = (rows: [number, number, number][]) => rows.slice(0, input.size).map(([p, q]) => [p / price, q / lot]);
    const tick = { bids: side(book.bids), asks: side(book.asks), ts: deps.clock.now(), version: deps.spot.market(market.symbol)!.version };
    return { fields: { status: 'ok', ch: `market.${market.symbol}.depth.step0`, tick }, data: tick };
  });

  defineRoute(app, deps, {
    call: marketTradesCall,
    handler: async ({ input }) => {
      const market = marketOf(input.symbol);
      const rows = await findRecentTrades(deps.db, market.symbol);
      return {
        data: rows.map((r) => ({
          id: Number(r.id),
          price: Number(r.price) / 10 ** market.pricePrecision,
          amount: Number(r.quantity) / 10 ** marketMoney(market).baseScale,
          direction: r.taker_side,
          ts: Number(r.created_at),
        })),
      };
    },
  });

  app.route({
    method: coinLogoCall.method,
    url: coinLogoCall.path,
    handler: async (request, reply) => {
      const params = coinLogoCall.request.safeParse(request.params);
      const coin = params.success ? params.data.name.replace(/\.svg$/i, '').toUpperCase() : '';
      if (!NEW_CURRENCY_PATTERN.test(coin)) throw new AppError('notFound', { status: 404 });
      return reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(coinLogoSvg(coin));
    },
  });
}

/**
 * A coin's generated logo: its ticker, whole, on a disc of a colour of its own. Any currency the
 * catalogue may hold (NEW_CURRENCY_PATTERN: a capital then 1–9 capitals or digits) is drawn, its
 * ticker sized to fit (a long one squeezed to the disc's width). A run-time asset without a
 * chain (a launchpad token) gets a ring inside its disc, so it does not pass for a listed coin.
 */
export function coinLogoSvg(coin: string): string {
  let hash = 0;
  for (const ch of coin) hash = (hash * 31 + ch.charCodeAt(0)) % 360;
  const asset = findAsset(coin);
  const isToken = Boolean(asset && asset.chains.length === 0);
  const ring = isToken ? '<circle cx="32" cy="32" r="27" fill="none" stroke="#fff" stroke-opacity="0.7" stroke-width="2.5"/>' : '';
  const size = coin.length <= 3 ? 20 : coin.length <= 5 ? 15 : Math.max(8, Math.floor(74 / coin.length));
  // Bold capitals are about 0.7 em wide: a ticker wider than the disc (or its ring) is squeezed to fit.
  const width = isToken ? 42 : 50;
  const fit = coin.length * 0.7 * size > width ? ` textLength="${width}" lengthAdjust="spacingAndGlyphs"` : '';
  const y = (32 + size * 0.36).toFixed(1);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="hsl(${hash} 65% 45%)"/>${ring}<text x="32" y="${y}" font-family="Arial,sans-serif" font-size="${size}" font-weight="700" fill="#fff" text-anchor="middle"${fit}>${coin}</text></svg>`;
}
