import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import WebSocket from 'ws';
import { DEMO, DIALECTS, login, startTestApp, type TTestApp } from '../../test/test-app.js';
import { connectTestClient, type TWsTestClient } from './ws-test-client.js';

/** What the fuzzer sends: text (possibly not JSON), or raw bytes in a text or a binary frame. */
type TFrame = { kind: 'text'; text: string } | { kind: 'bytes'; bytes: Uint8Array; isBinary: boolean };

const anyValue = fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.constant(null), fc.string({ maxLength: 300 }), fc.double());
const asText = (value: unknown): TFrame => ({ kind: 'text', text: JSON.stringify(value) ?? 'null' });

/** Frames a careless or hostile client could send, most of them shaped almost like real ones. */
const frames: fc.Arbitrary<TFrame> = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }).map(asText),
  fc.string({ maxLength: 300, unit: 'binary' }).map((text): TFrame => ({ kind: 'text', text })),
  fc.string({ minLength: 1000, maxLength: 6000 }).map((text): TFrame => ({ kind: 'text', text: JSON.stringify({ sub: text, id: 1 }) })),
  fc.uint8Array({ maxLength: 300 }).map((bytes): TFrame => ({ kind: 'bytes', bytes, isBinary: true })),
  fc.uint8Array({ minLength: 1, maxLength: 300 }).map((bytes): TFrame => ({ kind: 'bytes', bytes, isBinary: false })),
  fc.record({ sub: anyValue, id: anyValue }, { requiredKeys: ['sub'] }).map(asText),
  fc.record({ unsub: anyValue, id: anyValue }, { requiredKeys: ['unsub'] }).map(asText),
  fc.record({ op: fc.oneof(fc.constant('auth'), anyValue), token: anyValue, id: anyValue }, { requiredKeys: ['op'] }).map(asText),
  fc.record({ pong: anyValue, sub: anyValue }, { requiredKeys: ['pong'] }).map(asText),
);

function jsonOf(frame: TFrame): unknown {
  try {
    return JSON.parse(frame.kind === 'text' ? frame.text : new TextDecoder('utf-8', { fatal: true }).decode(frame.bytes));
  } catch {
    return undefined;
  }
}

/** Waits for a condition re-checked on each message and on close; fails with what arrived meanwhile. */
function until(socket: WebSocket, received: unknown[], isDone: () => boolean, ms = 3000): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (!isDone()) return;
      cleanup();
      resolve();
    };
    const timer = setTimeout(() => (cleanup(), reject(new Error('no answer: ' + JSON.stringify(received.slice(-5))))), ms);
    const cleanup = () => {
      clearTimeout(timer);
      socket.off('message', check).off('close', check);
    };
    socket.on('message', check).on('close', check);
    check();
  });
}

describe.each(DIALECTS)('WebSocket frame fuzzing on %s', (dialect) => {
  let t: TTestApp;
  let url: string;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    url = `${(await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}/bb/ws`;
    token = await login(t, DEMO.email, DEMO.password);
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['an anonymous', false],
    ['an authenticated', true],
  ])('answers every frame of %s client with an answer or a protocol close, and keeps serving', async (_who, isAuthed) => {
    let client: TWsTestClient | undefined;
    const open = async () => {
      client?.socket.close();
      client = await connectTestClient(url);
      if (isAuthed) {
        client.send({ op: 'auth', token, id: 'auth' });
        expect(await client.next((m) => m.id === 'auth')).toMatchObject({ status: 'ok' });
      }
    };
    await open();
    let probes = 0;
    await fc.assert(
      fc.asyncProperty(frames, async (frame) => {
        const c = client;
        if (!c) throw new Error('not connected');
        const isClosed = () => c.socket.readyState === WebSocket.CLOSED;
        const probe = `probe-${(probes += 1)}`;
        const start = c.received.length;
        if (frame.kind === 'text') c.socket.send(frame.text);
        else c.socket.send(frame.bytes, { binary: frame.isBinary });
        c.send({ unsub: 'probe', id: probe });
        const json = jsonOf(frame);
        const isObject = typeof json === 'object' && json !== null && !Array.isArray(json);
        const isAuth = isObject && (json as { op?: unknown }).op === 'auth';
        const answers = () => c.received.slice(start).filter((m) => m.status !== undefined && m.id !== probe);
        const isProbed = () => c.received.slice(start).some((m) => m.id === probe);
        await until(c.socket, c.received, () => isClosed() || (isProbed() && (!isAuth || answers().length > 0)));
        if (isClosed()) {
          // Only the protocol layer closes: invalid UTF-8 in a text frame (1007) or a frame over 4 KB (1009).
          expect([1007, 1009]).toContain(await c.closed);
          await open();
          return;
        }
        expect(answers().length).toBeLessThanOrEqual(1);
        for (const answer of answers()) expect(['ok', 'error']).toContain(answer.status);
        if (!isObject) expect(answers()[0]).toMatchObject({ status: 'error', 'err-code': 'bad-request' });
        if (isAuth && isAuthed) await open();
        c.received.length = 0;
      }),
      { numRuns: 250 },
    );
    client?.socket.close();

    const fresh = await connectTestClient(url);
    fresh.send({ sub: 'market.btcusdt.depth.step0', id: 'after' });
    expect(await fresh.next((m) => m.id === 'after')).toMatchObject({ status: 'ok' });
    fresh.socket.close();
    const health = await fetch(url.replace(/^ws/, 'http').replace(/\/ws$/, '/health'));
    expect(await health.json()).toMatchObject({ code: 1, data: { status: 'ok' } });
  });
});
