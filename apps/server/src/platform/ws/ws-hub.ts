import type { FastifyInstance } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { findMarket, KLINE_TIMERS, WS_PATH, ZWsClientFrame, ZWsId, type TWsClientFrame, type TWsId } from '@exchange/contracts';
import type { TDeps } from '../deps.js';
import type { TBus } from '../bus.js';
import type { TSessionUser } from '../http/route.js';
import { frameBucket, WS_LIMITS, type TFrameBucket } from './ws-limits.js';

type TClient = {
  socket: WebSocket;
  topics: Map<string, () => void>;
  userId: bigint | null;
  token: string | null;
  lastPong: number;
  /** Frames it may still send (ws-limits.ts). */
  bucket: TFrameBucket;
  /** Its frames are answered one after another: a flood never runs as thousands of lookups at once. */
  queue: Promise<void>;
  isClosing: boolean;
};

const PUBLIC_TOPIC = new RegExp(`^market\\.([a-z0-9]+)\\.(depth\\.step0|trade\\.detail|detail|kline\\.(${KLINE_TIMERS.join('|')}))$`);
const PRIVATE_TOPICS = ['orders', 'accounts', 'contract', 'seconds', 'messages', 'deposits'] as const;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A client frame, checked against the contract's schema: the frame, or null (with the id to echo
 * when the client gave a usable one) for anything else: bytes that are not UTF-8, text that is
 * not JSON, JSON that is not an object (`null` once crashed the process), fields of the wrong
 * type or length. Never throws.
 */
function parseFrame(raw: RawData): { frame: TWsClientFrame | null; id?: TWsId } {
  let json: unknown;
  try {
    const bytes = Array.isArray(raw) ? Buffer.concat(raw) : Buffer.isBuffer(raw) ? raw : Buffer.from(raw);
    json = JSON.parse(utf8.decode(bytes));
  } catch {
    return { frame: null };
  }
  const parsed = ZWsClientFrame.safeParse(json);
  if (parsed.success) return { frame: parsed.data };
  const id = typeof json === 'object' && json !== null ? ZWsId.safeParse((json as { id?: unknown }).id) : null;
  return { frame: null, id: id?.success ? id.data : undefined };
}

/** The bus topic behind a client topic, or null when the client may not have it. */
function busTopicOf(topic: string, client: TClient): string | null | 'login' {
  const match = PUBLIC_TOPIC.exec(topic);
  if (match) return findMarket(match[1]) ? topic : null;
  if ((PRIVATE_TOPICS as readonly string[]).includes(topic)) return client.userId === null ? 'login' : `user.${client.userId}.${topic}`;
  return null;
}

/** A user session's token to its user, or null when it is not a live session (modules/accounts, passed in by app.ts). */
export type TResolveSession = (token: string, options?: { isActivity?: boolean }) => Promise<TSessionUser | null>;

/**
 * WebSocket /bb/ws, in Huobi's style: {"sub": topic, "id"} / {"unsub": topic, "id"}; pushes
 * {"ch", "ts", "tick"}; {"ping": ts} every 5 s, answered by {"pong": ts}, or the connection closes
 * after 30 s. Public topics: market.<symbol>.depth.step0 | trade.detail | detail | kline.<timer>.
 * One connection's cost is bounded (ws-limits.ts): a frame rate (over it frames are dropped, and a
 * socket that keeps flooding is closed with 1008), a cap on its topics, its frames answered one at
 * a time, and market pushes skipped while its send buffer is full.
 * Private topics (after {"op": "auth", "token"}): orders, accounts, contract (modules/contract: positions each second, and each change of state), seconds (modules/seconds: an order's opening tick and its settlement, ZSecondsPush). Each event is serialised once
 * and the same text sent to every subscriber; a client that cannot keep up is dropped. Every
 * client frame is checked by ZWsClientFrame (packages/contracts); anything else is answered with
 * err-code bad-request, and no frame, nor a failing session lookup, can throw out of the handler.
 */
/** What a client frame may weigh, for every WebSocket of the server (/bb/ws and the Binance-compatible streams). */
export const WS_MAX_PAYLOAD = 16 * 1024;

/** Registers the WebSocket plugin once for a scope that holds every WebSocket route (two registrations would both answer each upgrade). */
export async function registerWebSocketPlugin(app: FastifyInstance): Promise<void> {
  const { default: websocket } = await import('@fastify/websocket');
  await app.register(websocket, { options: { maxPayload: WS_MAX_PAYLOAD } });
}

export async function installWebSocket(
  app: FastifyInstance,
  deps: TDeps,
  bus: TBus,
  snapshot: (topic: string) => unknown,
  resolveSession: TResolveSession,
): Promise<void> {
  const clients = new Set<TClient>();

  /**
   * Sends unless the client cannot keep up: past maxBufferedBytes waiting it is dropped; past
   * slowBufferedBytes only essential messages (answers, pings, private pushes) still go, market
   * data pushes are skipped (the next one carries the book or candle as it is by then).
   */
  const send = (client: TClient, text: string, isEssential = true) => {
    const waiting = client.socket.bufferedAmount;
    if (waiting > WS_LIMITS.maxBufferedBytes) {
      client.socket.terminate();
      return;
    }
    if (!isEssential && waiting > WS_LIMITS.slowBufferedBytes) return;
    client.socket.send(text);
  };

  // One bus listener per topic; it serialises once and fans out to that topic's clients.
  const fanouts = new Map<string, { clients: Set<TClient>; stop: () => void }>();
  const join = (client: TClient, busTopic: string, topic: string) => {
    let fanout = fanouts.get(busTopic);
    if (!fanout) {
      const members = new Set<TClient>();
      const stop = bus.subscribe(busTopic, (message) => {
        const isMarket = topic.startsWith('market.');
        const text = JSON.stringify({ ch: isMarket ? busTopic : topic, ts: deps.clock.now(), tick: message });
        for (const member of members) send(member, text, !isMarket);
      });
      fanout = { clients: members, stop };
      fanouts.set(busTopic, fanout);
    }
    fanout.clients.add(client);
    return () => {
      fanout!.clients.delete(client);
      if (fanout!.clients.size === 0) {
        fanout!.stop();
        fanouts.delete(busTopic);
      }
    };
  };

  /** Ends a client's private subscriptions (its user's orders and balances) and its identity. */
  const signOut = (client: TClient) => {
    for (const [topic, leave] of client.topics) {
      if ((PRIVATE_TOPICS as readonly string[]).includes(topic)) {
        leave();
        client.topics.delete(topic);
      }
    }
    client.userId = null;
    client.token = null;
  };

  // A session that ended (logout, password change, expiry) stops its sockets' private pushes at
  // the next heartbeat: the client is told, and must authenticate again.
  const recheckSessions = async () => {
    for (const client of clients) {
      if (client.token === null) continue;
      const session = await resolveSession(client.token, { isActivity: false }).catch(() => null);
      if (session?.userId === client.userId) continue;
      signOut(client);
      send(client, JSON.stringify({ op: 'auth', status: 'error', 'err-code': 'need-login' }));
    }
  };
  let isRechecking = false;
  const heartbeat = setInterval(() => {
    const now = deps.clock.now();
    for (const client of clients) {
      if (now - client.lastPong > deps.config.ws.pongTimeoutMs) client.socket.terminate();
      else send(client, JSON.stringify({ ping: now }));
    }
    if (!isRechecking) {
      isRechecking = true;
      void recheckSessions().finally(() => (isRechecking = false));
    }
  }, deps.config.ws.heartbeatMs);
  heartbeat.unref();
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    for (const client of clients) client.socket.terminate();
  });

  app.get(WS_PATH, { websocket: true }, (socket, request) => {
    const client: TClient = {
      socket, topics: new Map(), userId: null, token: null, lastPong: deps.clock.now(), bucket: frameBucket(), queue: Promise.resolve(), isClosing: false,
    };
    clients.add(client);
    const reply = (message: object) => send(client, JSON.stringify(message));
    socket.on('close', () => {
      clients.delete(client);
      for (const leave of client.topics.values()) leave();
    });
    /** Answers one frame. Errors are caught by the caller: a frame never becomes an unhandled rejection. */
    const handle = async (raw: RawData) => {
      const { frame, id: badId } = parseFrame(raw);
      if (!frame) {
        reply({ id: badId, status: 'error', 'err-code': 'bad-request' });
        return;
      }
      if ('pong' in frame) {
        client.lastPong = deps.clock.now();
        return;
      }
      const id = frame.id;
      if ('op' in frame) {
        // A new identity starts clean: the previous user's private topics never carry over.
        signOut(client);
        let session: TSessionUser | null;
        try {
          session = await resolveSession(frame.token);
        } catch (error) {
          request.log.error({ err: error }, 'websocket auth failed');
          reply({ op: 'auth', id, status: 'error', 'err-code': 'internal-error' });
          return;
        }
        client.userId = session?.userId ?? null;
        client.token = session ? frame.token : null;
        reply({ op: 'auth', id, status: session ? 'ok' : 'error', ...(session ? {} : { 'err-code': 'need-login' }) });
        return;
      }
      if ('sub' in frame) {
        const topic = frame.sub;
        const busTopic = busTopicOf(topic, client);
        if (busTopic === 'login' || busTopic === null) {
          reply({ id, status: 'error', 'err-code': busTopic === 'login' ? 'need-login' : 'invalid-topic', 'err-msg': topic });
          return;
        }
        if (!client.topics.has(topic)) {
          if (client.topics.size >= WS_LIMITS.maxSubscriptions) {
            reply({ id, status: 'error', 'err-code': 'too-many-subscriptions', 'err-msg': `at most ${WS_LIMITS.maxSubscriptions} topics` });
            return;
          }
          client.topics.set(topic, join(client, busTopic, topic));
        }
        reply({ id, status: 'ok', subbed: topic, ts: deps.clock.now() });
        const first = snapshot(busTopic);
        if (first !== undefined) reply({ ch: topic, ts: deps.clock.now(), tick: first });
        return;
      }
      client.topics.get(frame.unsub)?.();
      client.topics.delete(frame.unsub);
      reply({ id, status: 'ok', unsubbed: frame.unsub, ts: deps.clock.now() });
    };
    // Over the frame rate a frame is dropped unread; a socket that keeps flooding is closed (1008).
    socket.on('message', (raw) => {
      if (client.isClosing) return;
      const verdict = client.bucket.take(performance.now());
      if (verdict === 'drop') return;
      if (verdict === 'close') {
        client.isClosing = true;
        for (const leave of client.topics.values()) leave();
        client.topics.clear();
        socket.close(1008, 'too many frames');
        return;
      }
      client.queue = client.queue.then(() =>
        handle(raw).catch((error: unknown) => {
          request.log.error({ err: error }, 'websocket message failed');
          try {
            reply({ status: 'error', 'err-code': 'internal-error' });
          } catch {
            client.socket.terminate();
          }
        }),
      );
    });
  });
}
