import type { FastifyInstance } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { z } from 'zod';
import { BINANCE_INTERVALS, BINANCE_WS_PATHS, findMarket, formatUnits, marketMoney, type TBinanceInterval, type TMarket } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import { frameBucket, type TFrameBucket } from '../../platform/ws/ws-limits.js';
import { spotBatchTopic, type TSpotBatchEvent } from '../market-data/market-events.js';
import { bucketOf, HUOBI_TIMER_INTERVALS, shiftBucket } from './binance-klines.js';
import { binanceRepository } from './binance.repository.js';
import type { binanceTickers } from './binance-tickers.js';
import { binanceSymbol } from './present.js';
import type { TSpotExchange } from '../spot/spot-market.js';
import type { TUserFeed } from './user-stream.js';

/** Streams one connection may hold (Binance: 1,024), and frames it may send per second (Binance: 5; a burst of 50 first). */
export const STREAM_LIMITS = { maxStreams: 1024, burstFrames: 50, framesPerSecond: 5, maxDroppedFrames: 100, maxBufferedBytes: 4 << 20 } as const;
const PING_MS = 20_000;
const PONG_TIMEOUT_MS = 60_000;

/** A client frame of the live methods (Binance "Live subscribing/unsubscribing to streams"), checked before anything reads it. */
const ZStreamFrame = z.object({
  method: z.enum(['SUBSCRIBE', 'UNSUBSCRIBE', 'LIST_SUBSCRIPTIONS', 'SET_PROPERTY', 'GET_PROPERTY']),
  params: z.array(z.union([z.string().max(200), z.boolean()])).max(STREAM_LIMITS.maxStreams).optional(),
  id: z.union([z.number().int().min(0).max(Number.MAX_SAFE_INTEGER), z.string().max(64), z.null()]),
});

type TEmit = (payload: unknown) => void;
type TFeed = { clients: Set<TStreamClient>; stop: () => void };
export type TStreamClient = { socket: WebSocket; streams: Set<string>; isCombined: boolean; bucket: TFrameBucket; lastPong: number; userStop: (() => void) | null };

type TStreamName =
  | { kind: 'trade'; market: TMarket }
  | { kind: 'kline'; market: TMarket; interval: TBinanceInterval; name: string }
  | { kind: 'depth'; market: TMarket; ms: number; levels: number | null }
  | { kind: 'bookTicker'; market: TMarket }
  | { kind: 'miniTicker' | 'ticker'; market: TMarket };

/** A stream name as Binance spells it (`btcusdt@depth5@100ms`), or null. Symbols are lower case there; any case is read. */
export function readStreamName(name: string): TStreamName | null {
  const match = /^([a-z0-9]{2,20})@([a-zA-Z0-9_@]+)$/.exec(name.toLowerCase() === name ? name : name.replace(/^[A-Za-z0-9]+/, (s) => s.toLowerCase()));
  const market = match ? findMarket(match[1]) : undefined;
  if (!match || !market) return null;
  const rest = match[2];
  if (rest === 'trade' || rest === 'aggTrade') return { kind: 'trade', market };
  if (rest === 'bookTicker') return { kind: 'bookTicker', market };
  if (rest === 'miniTicker') return { kind: 'miniTicker', market };
  if (rest === 'ticker') return { kind: 'ticker', market };
  const kline = /^kline_(\w+)$/.exec(rest);
  if (kline) {
    const interval = (BINANCE_INTERVALS as readonly string[]).includes(kline[1]) ? (kline[1] as TBinanceInterval) : HUOBI_TIMER_INTERVALS[kline[1]];
    return interval ? { kind: 'kline', market, interval, name: kline[1] } : null;
  }
  const depth = /^depth(5|10|20)?(@100ms|@1000ms)?$/.exec(rest);
  if (depth) return { kind: 'depth', market, levels: depth[1] ? Number(depth[1]) : null, ms: depth[2] === '@100ms' ? 100 : 1000 };
  return null;
}

type TLevels = Map<number, number>;
const toMap = (rows: [number, number, number][]): TLevels => new Map(rows.map(([price, lots]) => [price, lots]));

/**
 * Binance's market streams and user data streams over WebSocket: `/ws/<stream>` (raw payloads),
 * `/stream?streams=a/b` (each payload as `{stream, data}`), live SUBSCRIBE / UNSUBSCRIBE /
 * LIST_SUBSCRIPTIONS frames on both, `/ws/<listenKey>` for a user data stream, and `/ws-api/v3`
 * for `userDataStream.subscribe.signature` (user-stream.ts). Each stream has one feed however many
 * clients hold it; payloads are serialised once per form. Diff depth carries `U`/`u`: the book's
 * update ids (the `lastUpdateId` of GET /api/v3/depth), contiguous from one event to the next.
 */
export function installBinanceStreams(
  app: FastifyInstance,
  deps: TDeps,
  tickers: ReturnType<typeof binanceTickers>,
  userFeed: TUserFeed,
): void {
  const feeds = new Map<string, TFeed>();
  const clients = new Set<TStreamClient>();
  const spot: TSpotExchange = deps.spot;

  const send = (client: TStreamClient, text: string) => {
    if (client.socket.bufferedAmount > STREAM_LIMITS.maxBufferedBytes) {
      client.socket.terminate();
      return;
    }
    client.socket.send(text);
  };

  /** Starts a stream's feed: the function it publishes with, and what stops it. */
  const startFeed = (name: string, stream: TStreamName, emit: TEmit): (() => void) => {
    const { market } = stream;
    const writer = () => spot.market(market.symbol)!;
    const symbol = binanceSymbol(market);
    const price = (ticks: number | bigint) => formatUnits(BigInt(ticks), market.pricePrecision);
    const lots = (n: number | bigint) => formatUnits(BigInt(n), market.quantityPrecision);

    if (stream.kind === 'trade') {
      return deps.bus.subscribe(spotBatchTopic(market.symbol), (message) => {
        const batch = message as TSpotBatchEvent;
        const sides = new Map(batch.orders.map((o) => [Number(o.id), o.side]));
        batch.fills.forEach((fill, i) => {
          const side = sides.get(fill.takerId) ?? 'buy';
          emit({ e: 'trade', E: deps.clock.now(), s: symbol, t: Number(batch.tradeIds[i]), p: price(fill.price), q: lots(fill.quantity), T: batch.time, m: side === 'sell', M: true });
        });
      });
    }

    if (stream.kind === 'kline') {
      // Prices in ticks, volumes in base units, quote volumes in quote units: exact, as GET /api/v3/klines counts them.
      type TLive = { t: number; o: bigint; h: bigint; l: bigint; c: bigint; v: bigint; q: bigint; n: number; V: bigint; Q: bigint; f: number; L: number };
      const money = marketMoney(market);
      let live: TLive | null = null;
      let isLoaded = false;
      const frame = (k: TLive, isClosed: boolean) => ({
        e: 'kline',
        E: deps.clock.now(),
        s: symbol,
        k: {
          t: k.t,
          T: shiftBucket(stream.interval, k.t, 1) - 1,
          s: symbol,
          i: stream.name,
          f: k.f,
          L: k.L,
          o: price(k.o),
          c: price(k.c),
          h: price(k.h),
          l: price(k.l),
          v: formatUnits(k.v, money.baseScale),
          n: k.n,
          x: isClosed,
          q: formatUnits(k.q, money.quoteScale),
          V: formatUnits(k.V, money.baseScale),
          Q: formatUnits(k.Q, money.quoteScale),
          B: '0',
        },
      });
      const stop = deps.bus.subscribe(spotBatchTopic(market.symbol), (message) => {
        const batch = message as TSpotBatchEvent;
        if (!isLoaded || batch.fills.length === 0) return;
        const sides = new Map(batch.orders.map((o) => [Number(o.id), o.side]));
        const at = bucketOf(stream.interval, batch.time);
        if (live && live.t !== at) {
          emit(frame(live, true));
          live = null;
        }
        batch.fills.forEach((fill, i) => {
          const p = BigInt(fill.price);
          const v = money.baseOf(BigInt(fill.quantity));
          const q = money.quoteFloor(p * BigInt(fill.quantity));
          const isTakerBuy = sides.get(fill.takerId) === 'buy';
          const id = Number(batch.tradeIds[i]);
          if (!live) live = { t: at, o: p, h: p, l: p, c: p, v: 0n, q: 0n, n: 0, V: 0n, Q: 0n, f: id, L: id };
          live.c = p;
          if (p > live.h) live.h = p;
          if (p < live.l) live.l = p;
          live.v += v;
          live.q += q;
          live.n += 1;
          live.L = id;
          if (isTakerBuy) {
            live.V += v;
            live.Q += q;
          }
        });
        if (live) emit(frame(live, false));
      });
      // The bucket under way is read from the committed trades first, so that the first push is whole.
      const now = deps.clock.now();
      const start = bucketOf(stream.interval, now);
      binanceRepository
        .tradesBetween(deps.db, market.symbol, start, now)
        .then((trades) => {
          for (const t of trades) {
            const isTakerBuy = t.taker_side === 'buy';
            const id = Number(t.id);
            if (!live) live = { t: start, o: t.price, h: t.price, l: t.price, c: t.price, v: 0n, q: 0n, n: 0, V: 0n, Q: 0n, f: id, L: id };
            live.c = t.price;
            if (t.price > live.h) live.h = t.price;
            if (t.price < live.l) live.l = t.price;
            live.v += t.quantity;
            live.q += t.quote_quantity;
            live.n += 1;
            live.L = id;
            if (isTakerBuy) {
              live.V += t.quantity;
              live.Q += t.quote_quantity;
            }
          }
        })
        .catch((error: unknown) => deps.logger.warn({ err: error, stream: name }, 'kline stream could not read its bucket'))
        .finally(() => (isLoaded = true));
      return stop;
    }

    if (stream.kind === 'depth') {
      let lastId = writer().version;
      let bids = toMap(writer().published.bids);
      let asks = toMap(writer().published.asks);
      let isFirst = true;
      const diff = (before: TLevels, after: TLevels): [string, string][] => {
        const changes: [string, string][] = [];
        for (const [p, q] of after) if (before.get(p) !== q) changes.push([price(p), lots(q)]);
        for (const p of before.keys()) if (!after.has(p)) changes.push([price(p), '0']);
        return changes;
      };
      const timer = setInterval(() => {
        const book = writer();
        const version = book.version;
        if (stream.levels !== null) {
          if (version === lastId && !isFirst) return;
          isFirst = false;
          lastId = version;
          const side = (rows: [number, number, number][]) => rows.slice(0, stream.levels!).map(([p, q]) => [price(p), lots(q)]);
          emit({ lastUpdateId: version, bids: side(book.published.bids), asks: side(book.published.asks) });
          return;
        }
        if (version === lastId) return;
        const nextBids = toMap(book.published.bids);
        const nextAsks = toMap(book.published.asks);
        const b = diff(bids, nextBids);
        const a = diff(asks, nextAsks);
        // Events chain: U is one past the last event's u, whether or not a visible level changed between.
        emit({ e: 'depthUpdate', E: deps.clock.now(), s: symbol, U: lastId + 1, u: version, b, a });
        lastId = version;
        bids = nextBids;
        asks = nextAsks;
      }, stream.ms);
      timer.unref();
      return () => clearInterval(timer);
    }

    if (stream.kind === 'bookTicker') {
      let last = '';
      return deps.bus.subscribe(`market.${market.symbol}.depth.step0`, () => {
        const book = writer();
        const bid = book.published.bids[0];
        const ask = book.published.asks[0];
        const payload = { u: book.version, s: symbol, b: bid ? price(bid[0]) : '0', B: bid ? lots(bid[1]) : '0', a: ask ? price(ask[0]) : '0', A: ask ? lots(ask[1]) : '0' };
        const key = `${payload.b}/${payload.B}/${payload.a}/${payload.A}`;
        if (key === last) return;
        last = key;
        emit(payload);
      });
    }

    // 24 h tickers, once a second while the market's figures change.
    let lastVersion = -1;
    const timer = setInterval(() => {
      const version = writer().version;
      if (version === lastVersion) return;
      lastVersion = version;
      const now = deps.clock.now();
      tickers
        .ticker24h(market, now)
        .then((t) => {
          if (stream.kind === 'miniTicker') {
            emit({ e: '24hrMiniTicker', E: now, s: symbol, c: t.lastPrice, o: t.openPrice, h: t.highPrice, l: t.lowPrice, v: t.volume, q: t.quoteVolume });
          } else {
            emit({
              e: '24hrTicker', E: now, s: symbol, p: t.priceChange, P: t.priceChangePercent, w: t.weightedAvgPrice, x: t.prevClosePrice, c: t.lastPrice, Q: t.lastQty,
              b: t.bidPrice, B: t.bidQty, a: t.askPrice, A: t.askQty, o: t.openPrice, h: t.highPrice, l: t.lowPrice, v: t.volume, q: t.quoteVolume,
              O: t.openTime, C: t.closeTime, F: t.firstId, L: t.lastId, n: t.count,
            });
          }
        })
        .catch((error: unknown) => deps.logger.warn({ err: error, stream: name }, 'ticker stream failed'));
    }, 1000);
    timer.unref();
    return () => clearInterval(timer);
  };

  const join = (client: TStreamClient, name: string): boolean => {
    const stream = readStreamName(name);
    if (!stream) return false;
    if (client.streams.has(name)) return true;
    let feed = feeds.get(name);
    if (!feed) {
      const members = new Set<TStreamClient>();
      let raw = '';
      let combined = '';
      const emit: TEmit = (payload) => {
        raw = '';
        combined = '';
        for (const member of members) {
          if (member.isCombined) send(member, (combined ||= JSON.stringify({ stream: name, data: payload })));
          else send(member, (raw ||= JSON.stringify(payload)));
        }
      };
      feed = { clients: members, stop: startFeed(name, stream, emit) };
      feeds.set(name, feed);
    }
    feed.clients.add(client);
    client.streams.add(name);
    return true;
  };

  const leave = (client: TStreamClient, name: string) => {
    const feed = feeds.get(name);
    client.streams.delete(name);
    if (!feed) return;
    feed.clients.delete(client);
    if (feed.clients.size === 0) {
      feed.stop();
      feeds.delete(name);
    }
  };

  const heartbeat = setInterval(() => {
    const now = Date.now();
    for (const client of clients) {
      if (now - client.lastPong > PONG_TIMEOUT_MS) client.socket.terminate();
      else client.socket.ping();
    }
  }, PING_MS);
  heartbeat.unref();
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    for (const client of clients) client.socket.terminate();
    for (const feed of feeds.values()) feed.stop();
    feeds.clear();
  });

  /** A connection to /ws or /stream: its first streams from the path or query, then live frames. */
  const connect = (socket: WebSocket, first: string[], isCombined: boolean, listenKey: string | null) => {
    const client: TStreamClient = {
      socket,
      streams: new Set(),
      isCombined,
      bucket: frameBucket(STREAM_LIMITS),
      lastPong: Date.now(),
      userStop: null,
    };
    clients.add(client);
    socket.on('pong', () => (client.lastPong = Date.now()));
    socket.on('close', () => {
      clients.delete(client);
      for (const name of [...client.streams]) leave(client, name);
      client.userStop?.();
    });
    for (const name of first.slice(0, STREAM_LIMITS.maxStreams)) join(client, name);
    if (listenKey) {
      void userFeed
        .openListenKey(listenKey, (payload) => send(client, JSON.stringify(isCombined ? { stream: listenKey, data: payload } : payload)), () => socket.close(1000, 'listenKey expired'))
        .then((stop) => {
          if (!stop) socket.close(1008, 'This listenKey does not exist.');
          else if (!clients.has(client)) stop();
          else client.userStop = stop;
        })
        .catch((error: unknown) => {
          deps.logger.error({ err: error }, 'user data stream failed');
          socket.close(1011, 'internal error');
        });
    }
    const reply = (message: object) => send(client, JSON.stringify(message));
    socket.on('message', (raw: RawData) => {
      const verdict = client.bucket.take(performance.now());
      if (verdict === 'drop') return;
      if (verdict === 'close') {
        socket.close(1008, 'too many frames');
        return;
      }
      let parsed: z.ZodSafeParseResult<z.output<typeof ZStreamFrame>>;
      try {
        parsed = ZStreamFrame.safeParse(JSON.parse(Buffer.isBuffer(raw) ? raw.toString('utf8') : String(raw)));
      } catch {
        reply({ error: { code: 3, msg: 'Invalid JSON: expected value at line 1 column 1' }, id: null });
        return;
      }
      if (!parsed.success) {
        reply({ error: { code: 2, msg: 'Invalid request: unknown method or malformed fields' }, id: null });
        return;
      }
      const frame = parsed.data;
      const names = (frame.params ?? []).filter((p): p is string => typeof p === 'string');
      if (frame.method === 'SUBSCRIBE') {
        if (client.streams.size + names.length > STREAM_LIMITS.maxStreams) {
          reply({ error: { code: 2, msg: `Invalid request: at most ${STREAM_LIMITS.maxStreams} streams per connection` }, id: frame.id });
          return;
        }
        const bad = names.find((name) => !readStreamName(name));
        if (bad) {
          reply({ error: { code: 2, msg: `Invalid request: invalid stream ${bad}` }, id: frame.id });
          return;
        }
        for (const name of names) join(client, name);
        reply({ result: null, id: frame.id });
      } else if (frame.method === 'UNSUBSCRIBE') {
        for (const name of names) leave(client, name);
        reply({ result: null, id: frame.id });
      } else if (frame.method === 'LIST_SUBSCRIPTIONS') {
        reply({ result: [...client.streams], id: frame.id });
      } else if (frame.method === 'GET_PROPERTY') {
        reply({ result: client.isCombined, id: frame.id });
      } else {
        if (names.length === 0 && frame.params?.[0] === 'combined' && typeof frame.params[1] === 'boolean') client.isCombined = frame.params[1];
        reply({ result: null, id: frame.id });
      }
    });
  };

  const LISTEN_KEY = /^[A-Za-z0-9]{60,80}$/;
  app.get(BINANCE_WS_PATHS.raw, { websocket: true }, (socket) => connect(socket, [], false, null));
  app.get(BINANCE_WS_PATHS.rawNamed, { websocket: true }, (socket, request) => {
    const path = (request.params as { '*'?: string })['*'] ?? '';
    if (LISTEN_KEY.test(path)) return connect(socket, [], false, path);
    // /ws/<stream>, or several joined by '/'; anything else (ccxt's /ws/0) opens an empty connection.
    return connect(socket, path.split('/').filter((name) => name.includes('@')), false, null);
  });
  app.get(BINANCE_WS_PATHS.combined, { websocket: true }, (socket, request) => {
    const streams = String((request.query as { streams?: unknown }).streams ?? '');
    const names = streams.split('/').filter(Boolean);
    const keys = names.filter((name) => LISTEN_KEY.test(name));
    connect(socket, names.filter((name) => !LISTEN_KEY.test(name)), true, keys[0] ?? null);
  });
}
