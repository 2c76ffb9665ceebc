import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ccxt from 'ccxt';
import { runningClock } from '../../platform/clock.js';
import { DEMO, latestCode, login, startTestApp, TEST_PASSWORD, type TTestApp } from '../../test/test-app.js';
import { balances, fund } from '../../test/wallet-helpers.js';
import { auditLedger } from '../ledger/audit-ledger.js';
import { createKey, type TTestKey } from './binance-test-support.js';

/** How long ccxt.pro must keep its order book in sync while the book changes (the issue asks 30 s). */
const SYNC_MS = Number(process.env.CCXT_SYNC_MS ?? 30_000);

type TExchange = InstanceType<typeof ccxt.pro.binance>;

/**
 * Unmodified ccxt against the running exchange: `ccxt.pro.binance` with only its URLs pointed at
 * the local server (and ccxt's own `loadHttpProxyAgent()`, which it requires before a plain ws://
 * URL). REST calls, then the order book, trades and orders watched over WebSocket while two
 * users trade, the local book compared with the REST snapshot at the same update id, and the
 * balances and the ledger audit checked afterwards. SQLite only: the calls are the same on
 * PostgreSQL (binance-api.test.ts runs on both).
 */
describe('ccxt.binance and ccxt.pro against the exchange', () => {
  let t: TTestApp;
  let base: string;
  let makerKey: TTestKey;
  let takerKey: TTestKey;
  let maker: TExchange;
  let taker: TExchange;
  let takerToken: string;

  const client = async (key: TTestKey): Promise<TExchange> => {
    const ws = base.replace('http', 'ws');
    const exchange = new ccxt.pro.binance({
      apiKey: key.apiKey,
      secret: key.secret,
      urls: {
        api: {
          public: `${base}/api/v3`,
          private: `${base}/api/v3`,
          v1: `${base}/api/v1`,
          sapi: `${base}/sapi/v1`,
          fapiPublic: `${base}/fapi/v1`,
          dapiPublic: `${base}/dapi/v1`,
          ws: { spot: `${ws}/ws`, 'ws-api': { spot: `${ws}/ws-api/v3` } },
        },
      },
    });
    await exchange.loadHttpProxyAgent();
    return exchange;
  };

  beforeAll(async () => {
    t = await startTestApp('sqlite', {}, ':memory:', runningClock());
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const demo = await login(t, DEMO.email, DEMO.password);
    // A second trader, registered through the real flow (its code from the demo outbox).
    await t.call('/user/sendEmailCode', { email: 'ccxt@example.com' });
    const verified = await t.call('/user/emailVerification', { email: 'ccxt@example.com', code: await latestCode(t, 'ccxt@example.com') });
    await t.call('/user/register', {
      email: 'ccxt@example.com', password: TEST_PASSWORD, password1: TEST_PASSWORD, invitationCode: DEMO.invitationCode, verifyToken: verified.data.verifyToken,
    });
    takerToken = await login(t, 'ccxt@example.com', TEST_PASSWORD);
    await t.call('/user/setTransactionPwd', { password: '246810', password1: '246810' }, { token: takerToken });
    await fund(t, Number((await t.deps.db.selectFrom('users').select('id').where('email', '=', 'ccxt@example.com').executeTakeFirstOrThrow()).id), 'USDT', '50000');
    await fund(t, Number((await t.deps.db.selectFrom('users').select('id').where('email', '=', DEMO.email).executeTakeFirstOrThrow()).id), 'USDT', '500000');
    makerKey = await createKey(t, demo);
    takerKey = await createKey(t, takerToken, { fundPwd: '246810' });
    maker = await client(makerKey);
    taker = await client(takerKey);
  });
  afterAll(async () => {
    await Promise.all([maker?.close(), taker?.close()]);
    await t?.close();
  });

  it('loads markets, tickers, the book, trades and candles, and trades through the REST calls', async () => {
    const markets = await taker.loadMarkets();
    expect(markets['BTC/USDT']).toMatchObject({ id: 'BTCUSDT', base: 'BTC', quote: 'USDT', spot: true, active: true });
    expect(markets['BTC/USDT']!.precision).toMatchObject({ price: 0.01, amount: 0.000001 });
    expect(markets['BTC/USDT']!.limits.cost?.min).toBe(5);
    await maker.loadMarkets();

    // The maker's ladder: asks 60,000.00 … 60,040.00, bids 59,900.00 … 59,860.00.
    for (let i = 0; i < 5; i += 1) {
      await maker.createOrder('BTC/USDT', 'limit', 'sell', 0.01, 60_000 + i * 10);
      await maker.createOrder('BTC/USDT', 'limit', 'buy', 0.01, 59_900 - i * 10);
    }
    const book = await taker.fetchOrderBook('BTC/USDT', 5);
    expect(book.asks[0]).toEqual([60_000, 0.01]);
    expect(book.bids[0]).toEqual([59_900, 0.01]);

    const limitBuy = await taker.createOrder('BTC/USDT', 'limit', 'buy', 0.002, 59_000);
    expect(limitBuy).toMatchObject({ status: 'open', type: 'limit', side: 'buy', price: 59_000, amount: 0.002, filled: 0 });
    expect((await taker.fetchOpenOrders('BTC/USDT')).map((o) => o.id)).toEqual([limitBuy.id]);
    expect(await taker.fetchOrder(limitBuy.id!, 'BTC/USDT')).toMatchObject({ id: limitBuy.id, status: 'open', clientOrderId: limitBuy.clientOrderId });
    expect(await taker.cancelOrder(limitBuy.id!, 'BTC/USDT')).toMatchObject({ id: limitBuy.id, status: 'canceled' });

    const marketBuy = await taker.createOrder('BTC/USDT', 'market', 'buy', 0.015);
    expect(marketBuy).toMatchObject({ status: 'closed', filled: 0.015, cost: 900.05 });
    expect(marketBuy.trades.map((tr) => [tr.price, tr.amount])).toEqual([[60_000, 0.01], [60_010, 0.005]]);
    const marketSell = await taker.createOrder('BTC/USDT', 'market', 'sell', 0.005);
    expect(marketSell).toMatchObject({ status: 'closed', filled: 0.005, average: 59_900 });
    // A limit sell below the best bid trades at the bid (the maker's price).
    const limitSell = await taker.createOrder('BTC/USDT', 'limit', 'sell', 0.004, 59_890);
    expect(limitSell).toMatchObject({ status: 'closed', filled: 0.004, average: 59_900 });

    const mine = await taker.fetchMyTrades('BTC/USDT');
    expect(mine.map((tr) => [tr.side, tr.amount, tr.takerOrMaker])).toEqual([
      ['buy', 0.01, 'taker'], ['buy', 0.005, 'taker'], ['sell', 0.005, 'taker'], ['sell', 0.004, 'taker'],
    ]);
    expect(mine[0].fee).toMatchObject({ currency: 'BTC', cost: 0.00001 });

    const ticker = await taker.fetchTicker('BTC/USDT');
    expect(ticker).toMatchObject({ symbol: 'BTC/USDT', last: 59_900, bid: 59_900, bidVolume: 0.001, ask: 60_010 });
    expect(Object.keys(await taker.fetchTickers())).toContain('ETH/USDT');
    const trades = await taker.fetchTrades('BTC/USDT');
    expect(trades.slice(-4).map((tr) => [tr.price, tr.side])).toEqual([[60_000, 'buy'], [60_010, 'buy'], [59_900, 'sell'], [59_900, 'sell']]);
    // The trades' candles (one, or two when a minute turned meanwhile) hold what traded.
    const candles = (await taker.fetchOHLCV('BTC/USDT', '1m')).filter((c) => Number(c[0]) >= Math.floor(mine[0].timestamp! / 60_000) * 60_000);
    expect([candles[0][1], Math.max(...candles.map((c) => Number(c[2]))), Math.min(...candles.map((c) => Number(c[3]))), candles.at(-1)![4]]).toEqual([60_000, 60_010, 59_900, 59_900]);
    expect(candles.reduce((sum, c) => sum + Number(c[5]), 0)).toBeCloseTo(0.024, 9);

    const balance = await taker.fetchBalance();
    const web = await balances(t, takerToken);
    expect((balance.free as unknown as Record<string, number>).BTC).toBe(Number(web.BTC.available));
    expect((balance.free as unknown as Record<string, number>).USDT).toBe(Number(web.USDT.available));
  });

  it(`keeps a watched order book in sync for ${SYNC_MS / 1000} s, and pushes trades and the user's orders`, async () => {
    const seenTrades = new Set<string>();
    const seenOrders = new Map<string, string>();
    let isRunning = true;
    let lastNonce = 0;
    let updates = 0;
    // What a watcher threw while the test still watched (a book out of sync, a checksum failure…).
    const failures: unknown[] = [];
    const watch = (loop: () => Promise<void>) =>
      (async () => {
        while (isRunning) await loop();
      })().catch((error: unknown) => {
        if (isRunning) failures.push(error);
      });
    const watchers = [
      watch(async () => {
        const book = await taker.watchOrderBook('BTC/USDT');
        if ((book.nonce ?? 0) < lastNonce) failures.push(new Error(`book went back from ${lastNonce} to ${book.nonce}`));
        lastNonce = book.nonce ?? lastNonce;
        updates += 1;
      }),
      watch(async () => {
        for (const trade of await taker.watchTrades('BTC/USDT')) seenTrades.add(String(trade.id));
      }),
      watch(async () => {
        for (const order of await taker.watchOrders('BTC/USDT')) seenOrders.set(order.id!, order.status ?? '');
      }),
    ];
    const placed: string[] = [];
    const ends = Date.now() + SYNC_MS;
    // While watched: the maker moves its quotes, the taker takes some and rests some.
    for (let round = 0; Date.now() < ends; round += 1) {
      const step = (round % 7) * 10;
      const ask = await maker.createOrder('BTC/USDT', 'limit', 'sell', 0.003, 60_100 + step);
      const bid = await maker.createOrder('BTC/USDT', 'limit', 'buy', 0.003, 59_700 - step);
      const rest = await taker.createOrder('BTC/USDT', 'limit', 'buy', 0.001, 59_500 - step);
      const take = await taker.createOrder('BTC/USDT', 'market', round % 2 === 0 ? 'buy' : 'sell', 0.001);
      placed.push(rest.id!, take.id!);
      if (round % 3 === 0) await maker.cancelOrder(ask.id!, 'BTC/USDT');
      if (round % 4 === 0) await maker.cancelOrder(bid.id!, 'BTC/USDT');
      if (round % 2 === 0) await taker.cancelOrder(rest.id!, 'BTC/USDT');
      // The maker clears its quotes now and then, so that its money is not all frozen in them.
      if (round % 10 === 9) await maker.cancelAllOrders('BTC/USDT');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // Quiet now: the local book reaches the REST snapshot's update id and must equal it.
    const snapshot = await taker.fetchOrderBook('BTC/USDT', 1000);
    const deadline = Date.now() + 10_000;
    while (lastNonce < (snapshot.nonce ?? 0) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    const local = taker.orderbooks['BTC/USDT'];
    expect(local.nonce).toBe(snapshot.nonce);
    expect(local.asks.slice(0, 150)).toEqual(snapshot.asks);
    expect(local.bids.slice(0, 150)).toEqual(snapshot.bids);
    expect(updates).toBeGreaterThan(10);

    // Every trade of the window was pushed, and every order the taker placed was reported.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const rest = await taker.fetchTrades('BTC/USDT', undefined, 1000);
    const recent = rest.filter((tr) => Number(tr.id) > Math.min(...[...seenTrades].map(Number)));
    expect(recent.every((tr) => seenTrades.has(String(tr.id)))).toBe(true);
    for (const id of placed) expect(seenOrders.has(id), `order ${id} pushed`).toBe(true);
    expect(failures).toEqual([]);
    isRunning = false;
    await Promise.all([maker.close(), taker.close()]);
    await Promise.all(watchers);

    // The money: what ccxt reads is what the web reads, and the ledger audit finds nothing wrong.
    const balance = await taker.fetchBalance();
    const web = await balances(t, takerToken);
    expect((balance.total as unknown as Record<string, number>).BTC).toBe(Number(web.BTC.available) + Number(web.BTC.frozen));
    expect((balance.used as unknown as Record<string, number>).USDT).toBe(Number(web.USDT.frozen));
    expect((await auditLedger(t.deps.db)).isConsistent).toBe(true);
  }, SYNC_MS + 60_000);
});
