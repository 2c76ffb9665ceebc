import type { FastifyInstance } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { z } from 'zod';
import { BINANCE_LIMITS, BINANCE_WS_PATHS, bnCloseStreamCall, bnKeepAliveCall, bnListenKeyCall, formatUnits, marketMoney, type TMarket } from '@exchange/contracts';
import type { TFill } from '@exchange/engine';
import type { TDeps } from '../../platform/deps.js';
import { frameBucket } from '../../platform/ws/ws-limits.js';
import { spotUserTopic } from '../market-data/market-events.js';
import type { TOrderRow } from '../spot/settle-fill.js';
import { BinanceError } from './binance-error.js';
import { binanceRoute, type TBinanceDeps } from './binance-route.js';
import { apiKeysRepository } from './api-keys.repository.js';
import { binanceRepository } from './binance.repository.js';
import { randomToken } from './api-keys.js';
import { binanceSymbol, clientIdOf, statusOf } from './present.js';
import { authenticate } from './signed-request.js';

type TUserBatch = { market: TMarket; orders: TOrderRow[]; fills: { fill: TFill; tradeId: bigint }[]; time: number };
type TPush = (payload: object) => void;

export type TUserFeed = {
  /** Pushes a live listenKey's user events; null when the key does not exist or expired. `onEnd` runs when it expires or is closed later. */
  openListenKey(listenKey: string, push: TPush, onEnd: () => void): Promise<(() => void) | null>;
  /** Pushes one user's events (executionReport, outboundAccountPosition); answers the stop. */
  subscribe(userId: bigint, push: TPush): () => void;
};

const LISTEN_KEY_MS = BINANCE_LIMITS.listenKeyMinutes * 60_000;
/** How often an open user data stream checks that its listenKey still lives. */
const LISTEN_CHECK_MS = 30_000;

/**
 * Binance's executionReport events of one committed batch for one user, in the order things
 * happened: NEW for each order the batch placed, TRADE for each of its fills (with the fee paid,
 * read from the trade rows), then CANCELED or EXPIRED for an order that ended without filling.
 */
async function executionReports(deps: TDeps, batch: TUserBatch): Promise<object[]> {
  const { market, orders, fills, time } = batch;
  const money = marketMoney(market);
  const symbol = binanceSymbol(market);
  const ids = fills.map((f) => f.tradeId);
  const trades = await binanceRepository.tradesByIds(deps.db, ids);
  const tradeById = new Map(trades.map((t) => [t.id, t]));
  const events: object[] = [];
  for (const order of orders) {
    const isBuy = order.side === 'buy';
    const own = fills.filter(({ fill }) => fill.takerId === Number(order.id) || fill.makerId === Number(order.id));
    const baseOfFills = own.reduce((sum, { fill }) => sum + money.baseOf(BigInt(fill.quantity)), 0n);
    const quoteOfFills = own.reduce((sum, { tradeId }) => sum + (tradeById.get(tradeId)?.quote_quantity ?? 0n), 0n);
    let filled = order.filled - baseOfFills;
    let filledQuote = order.filled_quote - quoteOfFills;
    const isMarketType = order.client_type === 'MARKET' || (order.client_type === '' && order.type === 'MKT');
    const base = {
      e: 'executionReport',
      E: time,
      s: symbol,
      c: clientIdOf(order),
      S: isBuy ? 'BUY' : 'SELL',
      o: order.client_type || (order.type === 'LMT' ? 'LIMIT' : 'MARKET'),
      f: order.time_in_force,
      q: formatUnits(order.type === 'MKT' && isBuy ? order.filled : order.amount, money.baseScale),
      p: isMarketType ? '0' : formatUnits(order.price, market.pricePrecision),
      P: '0',
      F: '0',
      g: -1,
      C: '',
      r: 'NONE',
      i: Number(order.id),
      I: 0,
      M: false,
      O: Number(order.created_at),
      Q: formatUnits(order.quote_amount, money.quoteScale),
      W: Number(order.created_at),
      V: 'NONE',
    };
    const report = (x: string, X: string, last: { l: bigint; L: bigint; n: bigint; N: string | null; t: number; Y: bigint; m: boolean }, isWorking: boolean) => ({
      ...base,
      x,
      X,
      l: formatUnits(last.l, money.baseScale),
      z: formatUnits(filled, money.baseScale),
      L: formatUnits(last.L, market.pricePrecision),
      n: last.N === market.base ? formatUnits(last.n, money.baseScale) : formatUnits(last.n, money.quoteScale),
      N: last.N,
      T: time,
      t: last.t,
      w: isWorking,
      m: last.m,
      Z: formatUnits(filledQuote, money.quoteScale),
      Y: formatUnits(last.Y, money.quoteScale),
    });
    const none = { l: 0n, L: 0n, n: 0n, N: null, t: -1, Y: 0n, m: false };
    if (order.created_at === BigInt(time)) events.push(report('NEW', 'NEW', none, own.length === 0 && order.status === 'unfinished'));
    for (const { fill, tradeId } of own) {
      const trade = tradeById.get(tradeId);
      const qty = money.baseOf(BigInt(fill.quantity));
      filled += qty;
      filledQuote += trade?.quote_quantity ?? 0n;
      const isDone = filled >= order.filled && order.status !== 'unfinished';
      const status = isDone ? statusOf(order) : 'PARTIALLY_FILLED';
      const fee = trade ? (isBuy ? trade.buyer_fee : trade.seller_fee) : 0n;
      events.push(
        report('TRADE', status === 'EXPIRED' || status === 'CANCELED' ? 'PARTIALLY_FILLED' : status, {
          l: qty,
          L: BigInt(fill.price),
          n: fee,
          N: isBuy ? market.base : market.quote,
          t: Number(tradeId),
          Y: trade?.quote_quantity ?? 0n,
          m: fill.makerId === Number(order.id),
        }, order.status === 'unfinished'),
      );
    }
    if (order.status === 'cancelled') {
      const ended = statusOf(order);
      events.push({ ...report(ended, ended, none, false), C: clientIdOf(order) });
    }
  }
  return events;
}

/** The user data stream: REST listenKeys, `/ws/<listenKey>` (streams.ts), and the WebSocket API's signature subscription. */
export function userFeed(deps: TDeps): TUserFeed {
  const subscribe = (userId: bigint, push: TPush) => {
    // Reports need a read of the trades: each batch's go out after the previous one's, in order.
    let queue = Promise.resolve();
    const stopOrders = deps.bus.subscribe(spotUserTopic(userId), (message) => {
      queue = queue
        .then(() => executionReports(deps, message as TUserBatch))
        .then((events) => events.forEach(push))
        .catch((error: unknown) => deps.logger.error({ err: error }, 'execution reports failed'));
    });
    const stopBalances = deps.bus.subscribe(`user.${userId}.accounts`, (message) => {
      const { list } = message as { list: { currency: string; available: string; frozen: string }[] };
      const now = deps.clock.now();
      queue = queue.then(() => push({ e: 'outboundAccountPosition', E: now, u: now, B: list.map((b) => ({ a: b.currency, f: b.available, l: b.frozen })) }));
    });
    return () => {
      stopOrders();
      stopBalances();
    };
  };
  return {
    subscribe,
    async openListenKey(listenKey, push, onEnd) {
      const row = await apiKeysRepository.findListenKey(deps.db, listenKey);
      if (!row || Number(row.expires_at) <= deps.clock.now()) return null;
      const stop = subscribe(row.user_id, push);
      const check = setInterval(() => {
        void apiKeysRepository
          .findListenKey(deps.db, listenKey)
          .then((now) => {
            if (now && Number(now.expires_at) > deps.clock.now()) return;
            push({ e: 'listenKeyExpired', E: deps.clock.now(), listenKey });
            end();
            onEnd();
          })
          .catch(() => undefined);
      }, LISTEN_CHECK_MS);
      check.unref();
      const end = () => {
        clearInterval(check);
        stop();
      };
      return end;
    },
  };
}

/** POST / PUT / DELETE /api/v3/userDataStream: a listenKey per API key, valid 60 minutes past its last keepalive. */
export function binanceListenKeyRoutes(app: FastifyInstance, bn: TBinanceDeps): void {
  const { deps } = bn;
  binanceRoute(app, bn, bnListenKeyCall, async ({ key, now }) => {
    const row = key!.row;
    const expires = BigInt(now + LISTEN_KEY_MS);
    const live = await apiKeysRepository.liveListenKeyOf(deps.db, row.id, BigInt(now));
    if (live) {
      await apiKeysRepository.extendListenKey(deps.db, row.id, live.listen_key, expires);
      return { listenKey: live.listen_key };
    }
    await apiKeysRepository.sweepListenKeys(deps.db, BigInt(now));
    const listenKey = randomToken(64);
    await apiKeysRepository.insertListenKey(deps.db, { listen_key: listenKey, user_id: row.user_id, api_key_id: row.id, expires_at: expires });
    return { listenKey };
  });
  binanceRoute(app, bn, bnKeepAliveCall, async ({ input, key, now }) => {
    if (!(await apiKeysRepository.extendListenKey(deps.db, key!.row.id, input.listenKey, BigInt(now + LISTEN_KEY_MS)))) throw new BinanceError('badListenKey');
    return {};
  });
  binanceRoute(app, bn, bnCloseStreamCall, async ({ input, key }) => {
    if (!(await apiKeysRepository.removeListenKey(deps.db, key!.row.id, input.listenKey))) throw new BinanceError('badListenKey');
    return {};
  });
}

const ZApiFrame = z.object({
  id: z.union([z.string().max(64), z.number().int().min(0).max(Number.MAX_SAFE_INTEGER), z.null()]),
  method: z.string().max(64),
  params: z.record(z.string().max(64), z.union([z.string().max(200), z.number(), z.boolean()])).optional(),
});

/**
 * The WebSocket API's user data calls (`/ws-api/v3`), which ccxt uses for watchOrders:
 * `userDataStream.subscribe.signature` (params apiKey, timestamp, signature over the other
 * params sorted by name), `userDataStream.unsubscribe`, `ping` and `time`. Answers
 * `{id, status, result}` or `{id, status, error: {code, msg}}`; events come as
 * `{subscriptionId, event}`.
 */
export function installWsApi(app: FastifyInstance, bn: TBinanceDeps, feed: TUserFeed): void {
  const { deps } = bn;
  app.get(BINANCE_WS_PATHS.api, { websocket: true }, (socket: WebSocket, request) => {
    const bucket = frameBucket({ burstFrames: 50, framesPerSecond: 10, maxDroppedFrames: 100 });
    const subscriptions = new Map<number, () => void>();
    let nextId = 0;
    let queue = Promise.resolve();
    const send = (message: object) => {
      if (socket.bufferedAmount > 4 << 20) socket.terminate();
      else socket.send(JSON.stringify(message));
    };
    socket.on('close', () => {
      for (const stop of subscriptions.values()) stop();
      subscriptions.clear();
    });
    const answer = async (raw: RawData) => {
      let frame: z.output<typeof ZApiFrame>;
      try {
        const parsed = ZApiFrame.safeParse(JSON.parse(Buffer.isBuffer(raw) ? raw.toString('utf8') : String(raw)));
        if (!parsed.success) return send({ id: null, status: 400, error: { code: -1000, msg: 'Malformed request.' } });
        frame = parsed.data;
      } catch {
        return send({ id: null, status: 400, error: { code: -1000, msg: 'Malformed request: not JSON.' } });
      }
      const ok = (result: object) => send({ id: frame.id, status: 200, result, rateLimits: [] });
      try {
        if (frame.method === 'ping') return ok({});
        if (frame.method === 'time') return ok({ serverTime: deps.clock.now() });
        if (frame.method === 'userDataStream.subscribe.signature') {
          const params = Object.fromEntries(Object.entries(frame.params ?? {}).map(([k, v]) => [k, String(v)]));
          const { signature = '', apiKey, ...rest } = params;
          // The WebSocket API signs its params (apiKey included) sorted by name, as key=value joined by '&'.
          const payload = Object.keys({ ...rest, apiKey })
            .filter((k) => k !== 'signature')
            .sort()
            .map((k) => `${k}=${params[k]}`)
            .join('&');
          const key = await authenticate(
            deps,
            bn.keys,
            'USER_DATA',
            { apiKeyHeader: apiKey, ip: request.ip, params, rawQuery: `${payload}&signature=${encodeURIComponent(signature)}`, rawBody: '' },
            deps.clock.now(),
          );
          const subscriptionId = nextId++;
          subscriptions.set(subscriptionId, feed.subscribe(key.row.user_id, (event) => send({ subscriptionId, event })));
          return ok({ subscriptionId });
        }
        if (frame.method === 'userDataStream.unsubscribe') {
          const id = Number(frame.params?.subscriptionId ?? -1);
          for (const [sid, stop] of subscriptions) {
            if (id >= 0 && sid !== id) continue;
            stop();
            subscriptions.delete(sid);
          }
          return ok({});
        }
        return send({ id: frame.id, status: 400, error: { code: -1000, msg: `Unknown method: ${frame.method}` } });
      } catch (error) {
        if (error instanceof BinanceError) return send({ id: frame.id, status: error.status, error: error.body });
        request.log.error({ err: error }, 'websocket api call failed');
        return send({ id: frame.id, status: 500, error: { code: -1001, msg: 'Internal error.' } });
      }
    };
    socket.on('message', (raw: RawData) => {
      const verdict = bucket.take(performance.now());
      if (verdict === 'drop') return;
      if (verdict === 'close') return socket.close(1008, 'too many frames');
      queue = queue.then(() => answer(raw)).catch(() => undefined);
    });
  });
}
