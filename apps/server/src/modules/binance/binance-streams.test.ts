import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectTestClient } from '../../platform/ws/ws-test-client.js';
import { DEMO, DIALECTS, login, registerByEmail, startTestApp, type TTestApp } from '../../test/test-app.js';
import { fund } from '../../test/wallet-helpers.js';
import { createKey, signedCall, userIdOf, type TTestKey } from './binance-test-support.js';

describe.each(DIALECTS)('Binance-compatible streams on %s', (dialect) => {
  let t: TTestApp;
  let ws: string;
  let maker: TTestKey;
  let taker: TTestKey;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    ws = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
    const demo = await login(t, DEMO.email, DEMO.password);
    maker = await createKey(t, demo);
    const other = await registerByEmail(t, 'streams@example.com');
    const hash = await t.deps.db.selectFrom('users').select('fund_password_hash').where('email', '=', DEMO.email).executeTakeFirstOrThrow();
    await t.deps.db.updateTable('users').set(hash).where('id', '=', BigInt(other.userId)).execute();
    taker = await createKey(t, other.token);
    await fund(t, Number(await userIdOf(t, demo)), 'ETH', '10');
    await fund(t, other.userId, 'USDT', '100000');
  });
  afterAll(async () => {
    await t.close();
  });

  // Each test sells below what earlier ones left on the book, so its buy takes its own sell.
  const sell = (price: string, quantity = '1') => signedCall(t, maker, 'POST', '/order', { symbol: 'ETHUSDT', side: 'SELL', type: 'LIMIT', timeInForce: 'GTC', quantity, price });
  const buy = (quantity: string) => signedCall(t, taker, 'POST', '/order', { symbol: 'ETHUSDT', side: 'BUY', type: 'MARKET', quantity });

  it('pushes trades, diff depth with contiguous update ids, partial depth and best prices, raw and combined', async () => {
    const raw = await connectTestClient(`${ws}/ws/ethusdt@trade`);
    const combined = await connectTestClient(`${ws}/stream?streams=ethusdt@depth@100ms/ethusdt@depth5@100ms/ethusdt@bookTicker`);
    const snapshot = (await signedCall(t, null, 'GET', '/depth', { symbol: 'ETHUSDT' })).body;
    await sell('3000');
    await sell('3001', '2');
    const trade = await buy('1.5');
    expect(trade.body.status).toBe('FILLED');

    const first = await raw.next((m) => m.e === 'trade');
    expect(first).toMatchObject({ e: 'trade', s: 'ETHUSDT', p: '3000', q: '1', m: false, M: true });
    expect(await raw.next((m) => m.e === 'trade')).toMatchObject({ p: '3001', q: '0.5' });

    // Diff events chain from the REST snapshot: the first covers lastUpdateId + 1, each next starts one past the last.
    const diffs: { U: number; u: number; a: [string, string][] }[] = [];
    while (diffs.length === 0 || diffs[diffs.length - 1].u < (await signedCall(t, null, 'GET', '/depth', { symbol: 'ETHUSDT' })).body.lastUpdateId) {
      diffs.push((await combined.next((m) => m.stream === 'ethusdt@depth@100ms')).data);
    }
    const applied = diffs.filter((d) => d.u > snapshot.lastUpdateId);
    expect(applied[0].U).toBeLessThanOrEqual(snapshot.lastUpdateId + 1);
    for (let i = 1; i < applied.length; i += 1) expect(applied[i].U).toBe(applied[i - 1].u + 1);
    const asks = new Map<string, string>(snapshot.asks);
    for (const d of applied) for (const [p, q] of d.a) (q === '0' ? asks.delete(p) : asks.set(p, q));
    expect([...asks]).toEqual((await signedCall(t, null, 'GET', '/depth', { symbol: 'ETHUSDT' })).body.asks);

    const partial = await combined.next((m) => m.stream === 'ethusdt@depth5@100ms' && m.data.asks[0]?.[0] === '3001');
    expect(partial.data.asks[0]).toEqual(['3001', '1.5']);
    expect(await combined.next((m) => m.stream === 'ethusdt@bookTicker' && m.data.a === '3001')).toMatchObject({ data: { s: 'ETHUSDT', A: '1.5' } });
    raw.socket.close();
    combined.socket.close();
  });

  it('answers live SUBSCRIBE, UNSUBSCRIBE and LIST_SUBSCRIPTIONS, and refuses bad streams and frames with an error, not a crash', async () => {
    const client = await connectTestClient(`${ws}/ws`);
    client.send({ method: 'SUBSCRIBE', params: ['ethusdt@kline_1m', 'ethusdt@miniTicker'], id: 1 });
    expect(await client.next((m) => m.id === 1)).toEqual({ result: null, id: 1 });
    client.send({ method: 'LIST_SUBSCRIPTIONS', id: 2 });
    expect((await client.next((m) => m.id === 2)).result.sort()).toEqual(['ethusdt@kline_1m', 'ethusdt@miniTicker']);
    client.send({ method: 'SUBSCRIBE', params: ['nopeusdt@trade'], id: 3 });
    expect(await client.next((m) => m.id === 3)).toMatchObject({ error: { code: 2 } });
    client.socket.send('{not json');
    expect(await client.next((m) => m.error?.code === 3)).toMatchObject({ id: null });
    await sell('2900', '0.2');
    await buy('0.2');
    const kline = await client.next((m) => m.e === 'kline');
    expect(kline.k).toMatchObject({ s: 'ETHUSDT', i: '1m', x: false, c: '2900' });
    client.send({ method: 'UNSUBSCRIBE', params: ['ethusdt@kline_1m'], id: 4 });
    expect(await client.next((m) => m.id === 4)).toEqual({ result: null, id: 4 });

    // Any bytes at all: answered or dropped, and the server keeps serving (40 frames: within the burst of 50 a connection may send at once).
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string(), fc.json(), fc.uint8Array({ maxLength: 200 })), async (frame) => {
        client.socket.send(frame);
      }),
      { numRuns: 40 },
    );
    client.send({ method: 'LIST_SUBSCRIPTIONS', id: 5 });
    expect(await client.next((m) => m.id === 5)).toEqual({ result: ['ethusdt@miniTicker'], id: 5 });
    client.socket.close();
  });

  it('streams a user\'s execution reports and balances on a listenKey, until the key is closed', async () => {
    const opened = await signedCall(t, null, 'POST', '/userDataStream', {}, { apiKey: taker.apiKey });
    expect(opened.body.listenKey).toMatch(/^[A-Za-z0-9]{64}$/);
    expect((await signedCall(t, null, 'POST', '/userDataStream', {}, { apiKey: taker.apiKey })).body.listenKey).toBe(opened.body.listenKey);
    const stream = await connectTestClient(`${ws}/ws/${opened.body.listenKey}`);
    await sell('2800', '0.3');
    const placed = await buy('0.3');
    const reports = [await stream.next((m) => m.e === 'executionReport' && m.x === 'NEW'), await stream.next((m) => m.e === 'executionReport' && m.x === 'TRADE')];
    expect(reports[0]).toMatchObject({ s: 'ETHUSDT', S: 'BUY', o: 'MARKET', i: placed.body.orderId, c: placed.body.clientOrderId, X: 'NEW' });
    expect(reports[1]).toMatchObject({ X: 'FILLED', l: '0.3', z: '0.3', L: '2800', n: '0.0003', N: 'ETH', m: false });
    const balances = await stream.next((m) => m.e === 'outboundAccountPosition');
    expect(balances.B.map((b: { a: string }) => b.a).sort()).toEqual(['ETH', 'USDT']);

    expect((await signedCall(t, null, 'PUT', '/userDataStream', { listenKey: opened.body.listenKey }, { apiKey: taker.apiKey })).body).toEqual({});
    expect((await signedCall(t, null, 'PUT', '/userDataStream', { listenKey: opened.body.listenKey }, { apiKey: maker.apiKey })).body.code).toBe(-1125);
    expect((await signedCall(t, null, 'DELETE', '/userDataStream', { listenKey: opened.body.listenKey }, { apiKey: taker.apiKey })).body).toEqual({});
    const gone = new WebSocket(`${ws}/ws/${opened.body.listenKey}`);
    expect(await new Promise((resolve) => gone.once('close', resolve))).toBe(1008);
    stream.socket.close();
  });

  it('subscribes a user data stream through the WebSocket API with a signature over the sorted params', async () => {
    const api = await connectTestClient(`${ws}/ws-api/v3`);
    const timestamp = t.clock.now();
    const payload = `apiKey=${taker.apiKey}&timestamp=${timestamp}`;
    const signature = createHmac('sha256', taker.secret).update(payload).digest('hex');
    api.send({ id: 'bad', method: 'userDataStream.subscribe.signature', params: { apiKey: taker.apiKey, timestamp, signature: 'ab'.repeat(32) } });
    expect(await api.next((m) => m.id === 'bad')).toMatchObject({ status: 400, error: { code: -1022 } });
    api.send({ id: 'sub', method: 'userDataStream.subscribe.signature', params: { apiKey: taker.apiKey, timestamp, signature } });
    expect(await api.next((m) => m.id === 'sub')).toMatchObject({ status: 200, result: { subscriptionId: 0 } });
    await sell('2700', '0.1');
    const placed = await buy('0.1');
    expect(await api.next((m) => m.event?.x === 'TRADE')).toMatchObject({ subscriptionId: 0, event: { e: 'executionReport', i: placed.body.orderId, X: 'FILLED' } });
    api.socket.close();
  });
});
