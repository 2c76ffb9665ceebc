import WebSocket from 'ws';
import { startTestApp, type TTestApp } from '../../test/test-app.js';
import type { TDialectName } from '../db/database.js';

/**
 * Starts a test app listening on a free port with a fast server ping (50 ms), and returns it with
 * the URL of its /bb/ws. Only for tests.
 */
export async function startWsTestApp(dialect: TDialectName): Promise<{ t: TTestApp; url: string }> {
  const t = await startTestApp(dialect, { ws: { heartbeatMs: 50, pongTimeoutMs: 30_000 } });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, url: `${address.replace('http', 'ws')}/bb/ws` };
}

export type TWsTestClient = Awaited<ReturnType<typeof connectTestClient>>;

/**
 * A test client of /bb/ws that collects what the server sends and can wait for a message that
 * matches (or for the socket to close). It answers pings unless told to stay silent (tests move
 * the clock past the pong timeout). Only for tests.
 */
export async function connectTestClient(url: string, options: { isSilent?: boolean } = {}) {
  const socket = new WebSocket(url);
  const received: any[] = [];
  const waiters: { test: (m: any) => boolean; resolve: (m: any) => void }[] = [];
  const closed = new Promise<number>((resolve) => socket.once('close', resolve));
  socket.on('message', (raw) => {
    const message = JSON.parse(String(raw));
    if (message.ping !== undefined && !options.isSilent) socket.send(JSON.stringify({ pong: message.ping }));
    received.push(message);
    for (const waiter of [...waiters]) {
      if (waiter.test(message)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    }
  });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  return {
    socket,
    received,
    /** Resolves with the close code once the server (or the client) closed the socket. */
    closed,
    send: (message: unknown) => socket.send(JSON.stringify(message)),
    next(test: (m: any) => boolean, ms = 3000): Promise<any> {
      const already = received.find(test);
      if (already) {
        received.splice(received.indexOf(already), 1);
        return Promise.resolve(already);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no matching message: ' + JSON.stringify(received).slice(0, 600))), ms);
        waiters.push({ test, resolve: (m) => (clearTimeout(timer), received.splice(received.indexOf(m), 1), resolve(m)) });
      });
    },
  };
}
