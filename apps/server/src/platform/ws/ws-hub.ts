import type { FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import { findMarket, KLINE_TIMERS } from '@exchange/contracts';
import type { TDeps } from '../deps.js';
import type { TBus } from '../bus.js';
import { resolveSession } from '../../modules/accounts/sessions.js';

/** A client with more than this waiting in its send buffer is too slow and is dropped. */
const MAX_BUFFERED_BYTES = 1 << 20;

type TClient = { socket: WebSocket; topics: Map<string, () => void>; userId: bigint | null; token: string | null; lastPong: number };

const PUBLIC_TOPIC = new RegExp(`^market\\.([a-z]+)\\.(depth\\.step0|trade\\.detail|detail|kline\\.(${KLINE_TIMERS.join('|')}))$`);
const PRIVATE_TOPICS = ['orders', 'accounts'] as const;

/** The bus topic behind a client topic, or null when the client may not have it. */
function busTopicOf(topic: string, client: TClient): string | null | 'login' {
  const match = PUBLIC_TOPIC.exec(topic);
  if (match) return findMarket(match[1]) ? topic : null;
  if ((PRIVATE_TOPICS as readonly string[]).includes(topic)) return client.userId === null ? 'login' : `user.${client.userId}.${topic}`;
  return null;
}

/**
 * WebSocket /bb/ws, in Huobi's style: {"sub": topic, "id"} / {"unsub": topic, "id"}; pushes
 * {"ch", "ts", "tick"}; {"ping": ts} every 5 s, answered by {"pong": ts}, or the connection closes
 * after 30 s. Public topics: market.<symbol>.depth.step0 | trade.detail | detail | kline.<timer>.
 * Private topics (after {"op": "auth", "token"}): orders, accounts. Each event is serialised once
 * and the same text sent to every subscriber; a client that cannot keep up is dropped.
 */
export async function installWebSocket(app: FastifyInstance, deps: TDeps, bus: TBus, snapshot: (topic: string) => unknown): Promise<void> {
  await app.register(websocket, { options: { maxPayload: 4096 } });
  const clients = new Set<TClient>();

  const send = (client: TClient, text: string) => {
    if (client.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      client.socket.terminate();
      return;
    }
    client.socket.send(text);
  };

  // One bus listener per topic; it serialises once and fans out to that topic's clients.
  const fanouts = new Map<string, { clients: Set<TClient>; stop: () => void }>();
  const join = (client: TClient, busTopic: string, topic: string) => {
    let fanout = fanouts.get(busTopic);
    if (!fanout) {
      const members = new Set<TClient>();
      const stop = bus.subscribe(busTopic, (message) => {
        const text = JSON.stringify({ ch: topic.startsWith('market.') ? busTopic : topic, ts: deps.clock.now(), tick: message });
        for (const member of members) send(member, text);
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
      const session = await resolveSession(deps, client.token, { isActivity: false }).catch(() => null);
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

  app.get('/ws', { websocket: true }, (socket, request) => {
    const client: TClient = { socket, topics: new Map(), userId: null, token: null, lastPong: deps.clock.now() };
    clients.add(client);
    const reply = (message: object) => send(client, JSON.stringify(message));
    socket.on('close', () => {
      clients.delete(client);
      for (const leave of client.topics.values()) leave();
    });
    socket.on('message', async (raw) => {
      let message: { sub?: unknown; unsub?: unknown; id?: unknown; pong?: unknown; op?: unknown; token?: unknown };
      try {
        message = JSON.parse(String(raw));
      } catch {
        reply({ status: 'error', 'err-code': 'bad-request', 'err-msg': 'invalid JSON' });
        return;
      }
      const id = typeof message.id === 'string' || typeof message.id === 'number' ? message.id : undefined;
      if (message.pong !== undefined) {
        client.lastPong = deps.clock.now();
        return;
      }
      if (message.op === 'auth') {
        // A new identity starts clean: the previous user's private topics never carry over.
        signOut(client);
        const token = typeof message.token === 'string' ? message.token : null;
        const session = token ? await resolveSession(deps, token) : null;
        client.userId = session?.userId ?? null;
        client.token = session ? token : null;
        reply({ op: 'auth', id, status: session ? 'ok' : 'error', ...(session ? {} : { 'err-code': 'need-login' }) });
        return;
      }
      if (typeof message.sub === 'string') {
        const topic = message.sub;
        const busTopic = busTopicOf(topic, client);
        if (busTopic === 'login' || busTopic === null) {
          reply({ id, status: 'error', 'err-code': busTopic === 'login' ? 'need-login' : 'invalid-topic', 'err-msg': topic });
          return;
        }
        if (!client.topics.has(topic)) client.topics.set(topic, join(client, busTopic, topic));
        reply({ id, status: 'ok', subbed: topic, ts: deps.clock.now() });
        const first = snapshot(busTopic);
        if (first !== undefined) reply({ ch: topic, ts: deps.clock.now(), tick: first });
        return;
      }
      if (typeof message.unsub === 'string') {
        client.topics.get(message.unsub)?.();
        client.topics.delete(message.unsub);
        reply({ id, status: 'ok', unsubbed: message.unsub, ts: deps.clock.now() });
        return;
      }
      reply({ id, status: 'error', 'err-code': 'bad-request' });
    });
    void request;
  });
}
