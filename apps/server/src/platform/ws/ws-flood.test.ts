import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, DIALECTS, login, registerByEmail, type TTestApp } from '../../test/test-app.js';
import { fund } from '../../test/wallet-helpers.js';
import { connectTestClient as connect, startWsTestApp } from './ws-test-client.js';
import { WS_LIMITS } from './ws-limits.js';

describe.each(DIALECTS)('a WebSocket flood on %s', (dialect) => {
  let t: TTestApp;
  let url: string;
  beforeEach(async () => {
    ({ t, url } = await startWsTestApp(dialect));
  });
  afterEach(async () => {
    await t.close();
  });

  it('closes the flooder with 1008 while another client keeps its pushes and /bb/health answers', async () => {
    const demo = await login(t, DEMO.email, DEMO.password);
    const bob = await registerByEmail(t, 'bob@example.com');
    await fund(t, bob.userId, 'BTC', '1');
    const other = await connect(url);
    other.send({ sub: 'market.btcusdt.trade.detail', id: 'trades' });
    expect(await other.next((m) => m.id === 'trades')).toMatchObject({ status: 'ok' });

    // Session lookups are the dearest frames: 50,000 of them, written as fast as the socket takes them.
    const flooder = await connect(url);
    const frame = JSON.stringify({ op: 'auth', token: 'not-a-session', id: 'f' });
    let written = 0;
    const flood = (async () => {
      while (written < 50_000 && flooder.socket.readyState === flooder.socket.OPEN) {
        for (let i = 0; i < 1000; i += 1, written += 1) flooder.socket.send(frame);
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    await new Promise<void>((resolve) => {
      const check = () => (written > 0 ? resolve() : setImmediate(check));
      check();
    });

    // During the flood: a trade pushed to the other client, and health over HTTP.
    const health = fetch(url.replace(/^ws/, 'http').replace(/\/ws$/, '/health'));
    expect((await t.call('/spot/order/place', { symbol: 'btcusdt', side: 'sell', type: 'LMT', price: '62000', amount: '0.01' }, { token: bob.token })).code).toBe(1);
    expect((await t.call('/spot/order/place', { symbol: 'btcusdt', side: 'buy', type: 'LMT', price: '62000', amount: '0.01' }, { token: demo })).code).toBe(1);
    expect(await other.next((m) => m.ch === 'market.btcusdt.trade.detail', 10_000)).toMatchObject({ tick: { data: [{ price: 62000, amount: 0.01 }] } });
    expect((await health).status).toBe(200);

    expect(await flooder.closed).toBe(1008);
    await flood;
    // Only what the bucket allows was answered, far fewer than were sent.
    expect(flooder.received.filter((m) => m.op === 'auth').length).toBeLessThanOrEqual(WS_LIMITS.burstFrames + WS_LIMITS.maxDroppedFrames);
    // The other client is still served.
    other.send({ sub: 'market.btcusdt.depth.step0', id: 'after' });
    expect(await other.next((m) => m.id === 'after')).toMatchObject({ status: 'ok' });
    other.socket.close();
  });

  it('caps the topics of one connection', async () => {
    const client = await connect(url);
    const topics = ['depth.step0', 'trade.detail', 'detail', 'kline.1min', 'kline.5min', 'kline.15min', 'kline.30min', 'kline.60min', 'kline.1day'];
    const markets = ['btcusdt', 'ethusdt', 'ltcusdt', 'eosusdt', 'adausdt', 'xrpusdt', 'dogeusdt', 'ethbtc'];
    const all = markets.flatMap((m) => topics.map((topic) => `market.${m}.${topic}`));
    let ok = 0;
    for (const [i, sub] of all.slice(0, WS_LIMITS.maxSubscriptions + 1).entries()) {
      client.send({ sub, id: i });
      const answer = await client.next((m) => m.id === i);
      if (answer.status === 'ok') ok += 1;
      else expect(answer).toMatchObject({ status: 'error', 'err-code': 'too-many-subscriptions' });
    }
    expect(ok).toBe(WS_LIMITS.maxSubscriptions);
    client.socket.close();
  });
});
