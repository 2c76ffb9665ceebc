import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { DEMO, DIALECTS, login, registerByEmail, type TTestApp } from '../../test/test-app.js';
import { fund } from '../../test/wallet-helpers.js';
import { connectTestClient as connect, startWsTestApp } from './ws-test-client.js';

describe.each(DIALECTS)('WebSocket /bb/ws on %s', (dialect) => {
  let t: TTestApp;
  let url: string;
  beforeEach(async () => {
    ({ t, url } = await startWsTestApp(dialect));
  });
  afterEach(async () => {
    await t.close();
  });

  it('pushes depth, trades and candles of a market to its subscribers after each commit', async () => {
    const demo = await login(t, DEMO.email, DEMO.password);
    const bob = await registerByEmail(t, 'bob@example.com');
    await fund(t, bob.userId, 'BTC', '1');
    const client = await connect(url);
    client.send({ sub: 'market.btcusdt.depth.step0', id: 'd' });
    expect(await client.next((m) => m.id === 'd')).toMatchObject({ status: 'ok', subbed: 'market.btcusdt.depth.step0' });
    expect(await client.next((m) => m.ch === 'market.btcusdt.depth.step0')).toMatchObject({ tick: { bids: [], asks: [] } });
    client.send({ sub: 'market.btcusdt.trade.detail', id: 't' });
    client.send({ sub: 'market.btcusdt.kline.1min', id: 'k' });
    await client.next((m) => m.id === 'k');

    await t.call('/spot/order/place', { symbol: 'btcusdt', side: 'sell', type: 'LMT', price: '62000', amount: '0.05' }, { token: bob.token });
    const depth = await client.next((m) => m.ch === 'market.btcusdt.depth.step0' && m.tick.asks.length === 1);
    expect(depth.tick.asks).toEqual([[62000, 0.05]]);

    await t.call('/spot/order/place', { symbol: 'btcusdt', side: 'buy', type: 'LMT', price: '62000', amount: '0.02' }, { token: demo });
    const trade = await client.next((m) => m.ch === 'market.btcusdt.trade.detail');
    const stored = await t.deps.db.selectFrom('spot_trades').select('id').executeTakeFirstOrThrow();
    expect(trade.tick.data).toEqual([{ id: Number(stored.id), price: 62000, amount: 0.02, direction: 'buy', ts: t.clock.now() }]);
    const candle = await client.next((m) => m.ch === 'market.btcusdt.kline.1min');
    expect(candle.tick).toMatchObject({ open: 62000, close: 62000, vol: 0.02, count: 1 });
    expect((await client.next((m) => m.ch === 'market.btcusdt.depth.step0' && m.tick.asks[0]?.[1] === 0.03)).tick.asks).toEqual([[62000, 0.03]]);
    client.socket.close();
  });

  it('gives a user its own orders and balances only after it authenticates with its token', async () => {
    const demo = await login(t, DEMO.email, DEMO.password);
    // Registering moves the test clock past code waits: done before the socket opens.
    const bob = await registerByEmail(t, 'bob@example.com');
    const client = await connect(url);
    client.send({ sub: 'orders', id: 1 });
    expect(await client.next((m) => m.id === 1)).toMatchObject({ status: 'error', 'err-code': 'need-login' });
    client.send({ op: 'auth', token: 'forged' });
    expect(await client.next((m) => m.op === 'auth')).toMatchObject({ status: 'error' });
    client.send({ op: 'auth', token: demo });
    expect(await client.next((m) => m.op === 'auth')).toMatchObject({ status: 'ok' });
    client.send({ sub: 'orders', id: 2 });
    client.send({ sub: 'accounts', id: 3 });
    await client.next((m) => m.id === 3);

    const placed = await t.call('/spot/order/place', { symbol: 'ethusdt', side: 'buy', type: 'LMT', price: '3000', amount: '1' }, { token: demo });
    const order = await client.next((m) => m.ch === 'orders');
    expect(order.tick).toMatchObject({ orderId: placed.data.orderId, status: 'unfinished' });
    const balances = await client.next((m) => m.ch === 'accounts');
    expect(balances.tick.list).toContainEqual({ currency: 'USDT', wallet: 'coin', available: '7000', frozen: '3000' });

    // Another user's activity never reaches this client. A market's events go out in commit order,
    // so had bob's order been pushed here, it would arrive before demo's next one.
    await fund(t, bob.userId, 'USDT', '100');
    await t.call('/spot/order/place', { symbol: 'ethusdt', side: 'buy', type: 'LMT', price: '10', amount: '1' }, { token: bob.token });
    const demoNext = await t.call('/spot/order/place', { symbol: 'ethusdt', side: 'buy', type: 'LMT', price: '2000', amount: '0.1' }, { token: demo });
    expect((await client.next((m) => m.ch === 'orders')).tick.orderId).toBe(demoNext.data.orderId);

    // Authenticating again as bob starts clean: demo's subscriptions end with demo's identity.
    client.send({ op: 'auth', token: bob.token, id: 4 });
    expect(await client.next((m) => m.op === 'auth' && m.id === 4)).toMatchObject({ status: 'ok' });
    client.send({ sub: 'orders', id: 5 });
    await client.next((m) => m.id === 5);
    await t.call('/spot/order/place', { symbol: 'ethusdt', side: 'buy', type: 'LMT', price: '3000', amount: '0.1' }, { token: demo });
    const bobNext = await t.call('/spot/order/place', { symbol: 'ethusdt', side: 'buy', type: 'LMT', price: '10', amount: '1' }, { token: bob.token });
    expect((await client.next((m) => m.ch === 'orders')).tick.orderId).toBe(bobNext.data.orderId);
    client.socket.close();
  });

  it('stops private pushes when the session ends, and says so', async () => {
    const demo = await login(t, DEMO.email, DEMO.password);
    const client = await connect(url);
    client.send({ op: 'auth', token: demo, id: 1 });
    await client.next((m) => m.op === 'auth' && m.id === 1);
    client.send({ sub: 'orders', id: 2 });
    await client.next((m) => m.id === 2);
    expect((await t.call('/user/logout', {}, { token: demo })).code).toBe(1);
    // At the next heartbeat the server notices the ended session.
    expect(await client.next((m) => m.op === 'auth' && m.status === 'error')).toMatchObject({ 'err-code': 'need-login' });
    const other = await login(t, DEMO.email, DEMO.password);
    await t.call('/spot/order/place', { symbol: 'ethusdt', side: 'buy', type: 'LMT', price: '3000', amount: '0.1' }, { token: other });
    // Signed in again, the client gets the next order of the same market, and nothing before it.
    client.send({ op: 'auth', token: other, id: 3 });
    await client.next((m) => m.op === 'auth' && m.id === 3);
    client.send({ sub: 'orders', id: 4 });
    await client.next((m) => m.id === 4);
    const next = await t.call('/spot/order/place', { symbol: 'ethusdt', side: 'buy', type: 'LMT', price: '2000', amount: '0.1' }, { token: other });
    expect((await client.next((m) => m.ch === 'orders')).tick.orderId).toBe(next.data.orderId);
    client.socket.close();
  });

  it('pings every client and closes one that stays silent past the timeout', async () => {
    const silent = await connect(url, { isSilent: true });
    const polite = await connect(url, { isSilent: true });
    const ping = await polite.next((m) => m.ping !== undefined);
    polite.send({ pong: ping.ping });
    const closed = new Promise((resolve) => silent.socket.once('close', resolve));
    t.clock.advance(29_000);
    const again = await polite.next((m) => m.ping !== undefined && m.ping > ping.ping);
    polite.send({ pong: again.ping });
    t.clock.advance(2_000);
    await closed;
    expect(polite.socket.readyState).toBe(WebSocket.OPEN);
    polite.socket.close();
  });

  it('refuses unknown topics and bad messages, and unsubscribes', async () => {
    const client = await connect(url);
    client.send({ sub: 'market.nope.depth.step0', id: 'x' });
    expect(await client.next((m) => m.id === 'x')).toMatchObject({ status: 'error', 'err-code': 'invalid-topic' });
    client.socket.send('not json');
    expect(await client.next((m) => m['err-code'] === 'bad-request')).toBeDefined();
    client.send({ sub: 'market.ethusdt.depth.step0', id: 'a' });
    await client.next((m) => m.id === 'a');
    client.send({ unsub: 'market.ethusdt.depth.step0', id: 'b' });
    expect(await client.next((m) => m.id === 'b')).toMatchObject({ status: 'ok', unsubbed: 'market.ethusdt.depth.step0' });
    client.socket.close();
  });

  it('answers any JSON that is not a frame it knows with bad-request, and keeps serving', async () => {
    const client = await connect(url);
    const frames = ['null', '1', '"x"', '[]', '{}', 'true', '{"sub":null}', '{"sub":{"id":1}}', '{"op":"auth","token":7}', '{"unsub":[]}'];
    for (const [i, frame] of frames.entries()) {
      client.socket.send(frame);
      expect(await client.next((m) => m.status !== undefined), `answer to ${frame} (${i})`).toMatchObject({ status: 'error', 'err-code': 'bad-request' });
    }
    client.send({ sub: `market.ethusdt.${'x'.repeat(200)}`, id: 'long' });
    expect(await client.next((m) => m.status !== undefined)).toMatchObject({ status: 'error', 'err-code': 'bad-request', id: 'long' });
    client.send({ sub: 'market.ethusdt.depth.step0', id: 'ok' });
    expect(await client.next((m) => m.id === 'ok')).toMatchObject({ status: 'ok' });
    expect((await fetch(url.replace('ws', 'http').replace(/\/ws$/, '/health'))).status).toBe(200);
    client.socket.close();
  });

  it('answers auth with an error when the session store fails, and keeps serving', async () => {
    const demo = await login(t, DEMO.email, DEMO.password);
    const client = await connect(url);
    const failing = vi.spyOn(t.deps.sessions, 'get').mockImplementation(() => {
      throw new Error('session store down');
    });
    try {
      client.send({ op: 'auth', token: demo, id: 1 });
      expect(await client.next((m) => m.id === 1)).toMatchObject({ op: 'auth', status: 'error' });
    } finally {
      failing.mockRestore();
    }
    client.send({ op: 'auth', token: demo, id: 2 });
    expect(await client.next((m) => m.id === 2)).toMatchObject({ op: 'auth', status: 'ok' });
    client.socket.close();
  });
});
