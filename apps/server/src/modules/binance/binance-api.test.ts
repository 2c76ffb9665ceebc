import { createHmac, generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DIALECTS, login, registerByEmail, startTestApp, type TTestApp } from '../../test/test-app.js';
import { fund } from '../../test/wallet-helpers.js';
import { createKey, signedCall, userIdOf, type TTestKey } from './binance-test-support.js';
import { submitOrder } from '../spot/place-order.js';
import { clientIdFromSignature } from './trade.routes.js';

describe.each(DIALECTS)('Binance-compatible API on %s', (dialect) => {
  let t: TTestApp;
  let demo: string;
  let maker: TTestKey;
  let taker: TTestKey;
  let takerToken: string;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    demo = await login(t, DEMO.email, DEMO.password);
    maker = await createKey(t, demo);
    const registered = await registerByEmail(t, 'bot@example.com');
    takerToken = registered.token;
    await t.deps.db.updateTable('users').set({ fund_password_hash: (await t.deps.db.selectFrom('users').select('fund_password_hash').where('email', '=', DEMO.email).executeTakeFirstOrThrow()).fund_password_hash }).where('id', '=', BigInt(registered.userId)).execute();
    taker = await createKey(t, takerToken);
    await fund(t, Number(await userIdOf(t, demo)), 'ETH', '10');
    await fund(t, registered.userId, 'USDT', '100000');
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps the HMAC secret out of the database and out of every answer but the creation', async () => {
    const row = await t.deps.db.selectFrom('api_keys').selectAll().where('api_key', '=', maker.apiKey).executeTakeFirstOrThrow();
    expect(maker.secret).toMatch(/^[A-Za-z0-9]{64}$/);
    expect(Object.values(row).map(String).join(' ')).not.toContain(maker.secret);
    const list = await t.call('/user/apiKey/list', {}, { token: demo });
    expect(list.data.map((k: { apiKey: string }) => k.apiKey)).toEqual([maker.apiKey]);
    expect(JSON.stringify(list.data)).not.toContain(maker.secret);
    expect(list.data[0]).toMatchObject({ apiKey: maker.apiKey, canTrade: true, canWithdraw: false, ipAllow: [] });
  });

  it('creates a key only with the fund password and an apiKey code', async () => {
    expect((await t.call('/user/apiKey/create', { label: 'x', fundPwd: DEMO.fundPassword }, { token: demo })).err).toBe('verifyFirst');
    await expect(createKey(t, demo, { fundPwd: '000000' })).rejects.toThrow(/fund password/i);
    expect((await t.call('/user/apiKey/create', { label: '', fundPwd: DEMO.fundPassword, code: '123456' }, { token: demo })).err).toBe('apiKeyLabelInvalid');
    expect((await t.call('/user/apiKey/create', { label: 'x', ipAllow: '1.2.3.999', fundPwd: DEMO.fundPassword, code: '123456' }, { token: demo })).err).toBe('apiKeyIpInvalid');
    expect((await t.call('/user/apiKey/create', { label: 'x', kind: 'ed25519', publicKey: 'nope', fundPwd: DEMO.fundPassword, code: '123456' }, { token: demo })).err).toBe(
      'apiKeyPublicKeyInvalid',
    );
  });

  it('answers public market data in Binance form, with its weights', async () => {
    const info = await signedCall(t, null, 'GET', '/exchangeInfo');
    expect(info.status).toBe(200);
    const eth = info.body.symbols.find((s: { symbol: string }) => s.symbol === 'ETHUSDT');
    expect(eth.filters.map((f: { filterType: string }) => f.filterType)).toEqual(['PRICE_FILTER', 'LOT_SIZE', 'MARKET_LOT_SIZE', 'MIN_NOTIONAL', 'NOTIONAL']);
    expect(eth.filters[0].tickSize).toBe('0.01');
    expect(eth.filters[1].stepSize).toBe('0.0001');
    expect(Number(info.headers['x-mbx-used-weight-1m'])).toBeGreaterThanOrEqual(20);
    expect((await signedCall(t, null, 'GET', '/depth', { symbol: 'NOPEUSDT' })).body).toEqual({ code: -1121, msg: 'Invalid symbol.' });
    expect((await signedCall(t, null, 'GET', '/depth')).body.code).toBe(-1102);
    expect((await signedCall(t, null, 'GET', '/klines', { symbol: 'ETHUSDT', interval: '7m' })).body.code).toBe(-1120);
    expect((await signedCall(t, null, 'GET', '/nothing')).status).toBe(404);
    // Even a path the router cannot read answers Binance's body, not the /bb envelope.
    const garbled = await t.app.inject({ method: 'GET', url: '/api/v3/de%ZZpth?symbol=ETHUSDT' });
    expect([garbled.statusCode, garbled.json().code, typeof garbled.json().msg]).toEqual([400, -1100, 'string']);
  });

  it('refuses a wrong key, a wrong signature, a stale or replayed request, a foreign address and a missing permission, each with Binance\'s code', async () => {
    expect((await signedCall(t, maker, 'GET', '/account', {}, { apiKey: 'short' })).body.code).toBe(-2014);
    const unknown = await signedCall(t, maker, 'GET', '/account', {}, { apiKey: 'A'.repeat(64) });
    expect([unknown.status, unknown.body.code]).toEqual([401, -2015]);
    const wrong = await signedCall(t, maker, 'GET', '/account', {}, { signature: 'ab'.repeat(32) });
    expect([wrong.status, wrong.body.code]).toEqual([400, -1022]);
    expect((await signedCall(t, maker, 'GET', '/account', {}, { timestamp: t.clock.now() - 6_000 })).body.code).toBe(-1021);
    expect((await signedCall(t, maker, 'GET', '/account', {}, { timestamp: t.clock.now() + 5_000 })).body.code).toBe(-1021);
    expect((await signedCall(t, maker, 'GET', '/account', {}, { recvWindow: 60_001 })).body.code).toBe(-1130);
    const at = t.clock.now() + 1;
    const first = await signedCall(t, maker, 'GET', '/account', { omitZeroBalances: 'true' }, { timestamp: at });
    expect(first.status).toBe(200);
    const again = await signedCall(t, maker, 'GET', '/account', { omitZeroBalances: 'true' }, { timestamp: at });
    expect([again.status, again.body.code]).toEqual([400, -1022]);

    const fenced = await createKey(t, demo, { ipAllow: '10.1.2.3, 2001:db8::1' });
    expect((await signedCall(t, fenced, 'GET', '/account', {}, { ip: '10.9.9.9' })).body.code).toBe(-2015);
    expect((await signedCall(t, fenced, 'GET', '/account', {}, { ip: '10.1.2.3' })).status).toBe(200);
    expect((await signedCall(t, fenced, 'GET', '/account', {}, { ip: '2001:0db8:0:0::1' })).status).toBe(200);

    const reader = await createKey(t, demo, { canTrade: false });
    expect((await signedCall(t, reader, 'GET', '/openOrders', { symbol: 'ETHUSDT' })).status).toBe(200);
    const order = await signedCall(t, reader, 'POST', '/order', { symbol: 'ETHUSDT', side: 'SELL', type: 'LIMIT', timeInForce: 'GTC', quantity: '1', price: '3000' });
    expect([order.status, order.body.code]).toEqual([401, -2015]);

    // Deleted: refused at once in this process.
    await t.call('/user/apiKey/delete', { id: reader.id }, { token: demo });
    expect((await signedCall(t, reader, 'GET', '/openOrders', { symbol: 'ETHUSDT' })).body.code).toBe(-2015);
  });

  it('limits wrong signatures per key', async () => {
    const victim = await createKey(t, demo);
    const codes: number[] = [];
    for (let i = 0; i < 22; i += 1) codes.push((await signedCall(t, victim, 'GET', '/account', {}, { signature: `${i}`.padStart(64, 'f') })).status);
    expect(codes.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(codes.slice(20)).toEqual([429, 429]);
  });

  it('trades through the engine: limit, market by quantity, FOK, LIMIT_MAKER, cancel, and the account agrees', async () => {
    const ethOf = async () => (await signedCall(t, maker, 'GET', '/account', {})).body.balances.find((b: { asset: string }) => b.asset === 'ETH');
    const before = Number((await ethOf()).free);
    const sell = await signedCall(t, maker, 'POST', '/order', {
      symbol: 'ETHUSDT', side: 'SELL', type: 'LIMIT', timeInForce: 'GTC', quantity: '2.00000000', price: '3000.00', newClientOrderId: 'my-sell-1',
    });
    expect(sell.status).toBe(200);
    expect(sell.body).toMatchObject({ symbol: 'ETHUSDT', clientOrderId: 'my-sell-1', status: 'NEW', type: 'LIMIT', side: 'SELL', origQty: '2', fills: [] });
    const duplicate = await signedCall(t, maker, 'POST', '/order', { symbol: 'ETHUSDT', side: 'SELL', type: 'LIMIT', timeInForce: 'GTC', quantity: '1', price: '3100', newClientOrderId: 'my-sell-1' });
    expect(duplicate.body).toEqual({ code: -2010, msg: 'Duplicate order sent.' });

    const fok = await signedCall(t, taker, 'POST', '/order', { symbol: 'ETHUSDT', side: 'BUY', type: 'LIMIT', timeInForce: 'FOK', quantity: '3', price: '3000' });
    expect(fok.body).toMatchObject({ status: 'EXPIRED', executedQty: '0', fills: [] });
    const makerOnly = await signedCall(t, taker, 'POST', '/order', { symbol: 'ETHUSDT', side: 'BUY', type: 'LIMIT_MAKER', quantity: '1', price: '3000' });
    expect(makerOnly.body).toEqual({ code: -2010, msg: 'Order would immediately match and take.' });

    const buy = await signedCall(t, taker, 'POST', '/order', { symbol: 'ETHUSDT', side: 'BUY', type: 'MARKET', quantity: '0.5' });
    expect(buy.body).toMatchObject({ status: 'FILLED', type: 'MARKET', executedQty: '0.5', cummulativeQuoteQty: '1500' });
    expect(buy.body.fills).toEqual([{ price: '3000', qty: '0.5', commission: '0.0005', commissionAsset: 'ETH', tradeId: expect.any(Number) }]);

    const byClientId = await signedCall(t, maker, 'GET', '/order', { symbol: 'ETHUSDT', origClientOrderId: 'my-sell-1' });
    expect(byClientId.body).toMatchObject({ orderId: sell.body.orderId, status: 'PARTIALLY_FILLED', executedQty: '0.5', isWorking: true });
    expect((await signedCall(t, taker, 'GET', '/order', { symbol: 'ETHUSDT', orderId: sell.body.orderId })).body.code).toBe(-2013);

    const mine = await signedCall(t, taker, 'GET', '/myTrades', { symbol: 'ETHUSDT' });
    expect(mine.body).toEqual([expect.objectContaining({ isBuyer: true, isMaker: false, qty: '0.5', price: '3000', commissionAsset: 'ETH' })]);
    const theirs = await signedCall(t, maker, 'GET', '/myTrades', { symbol: 'ETHUSDT' });
    expect(theirs.body).toEqual([expect.objectContaining({ isBuyer: false, isMaker: true, commission: '1.5', commissionAsset: 'USDT' })]);

    expect(await ethOf()).toEqual({ asset: 'ETH', free: String(before - 2), locked: '1.5' });

    const cancelled = await signedCall(t, maker, 'DELETE', '/order', { symbol: 'ETHUSDT', origClientOrderId: 'my-sell-1' });
    expect(cancelled.body).toMatchObject({ status: 'CANCELED', origClientOrderId: 'my-sell-1', executedQty: '0.5' });
    expect((await signedCall(t, maker, 'DELETE', '/order', { symbol: 'ETHUSDT', origClientOrderId: 'my-sell-1' })).body.code).toBe(-2011);
    expect((await signedCall(t, maker, 'GET', '/openOrders', { symbol: 'ETHUSDT' })).body).toEqual([]);
    expect(await ethOf()).toEqual({ asset: 'ETH', free: String(before - 0.5), locked: '0' });
    // The tickers and the 5-minute average read the same trade and book.
    expect((await signedCall(t, null, 'GET', '/ticker/price', { symbol: 'ETHUSDT' })).body).toEqual({ symbol: 'ETHUSDT', price: '3000' });
    expect((await signedCall(t, null, 'GET', '/avgPrice', { symbol: 'ETHUSDT' })).body).toMatchObject({ mins: 5, price: '3000' });
    expect((await signedCall(t, null, 'GET', '/ticker/bookTicker', { symbols: '["ETHUSDT"]' })).body).toEqual([{ symbol: 'ETHUSDT', bidPrice: '0', bidQty: '0', askPrice: '0', askQty: '0' }]);
    // A test order is checked as an order is, and places nothing.
    expect((await signedCall(t, maker, 'POST', '/order/test', { symbol: 'ETHUSDT', side: 'SELL', type: 'LIMIT', timeInForce: 'GTC', quantity: '0.001', price: '3000' })).body.code).toBe(-1013);
    expect((await signedCall(t, maker, 'POST', '/order/test', { symbol: 'ETHUSDT', side: 'SELL', type: 'LIMIT', timeInForce: 'GTC', quantity: '1', price: '3000', computeCommissionRates: 'true' })).body).toMatchObject({
      standardCommissionForOrder: { maker: '0.001', taker: '0.001' },
    });
    expect((await signedCall(t, maker, 'GET', '/openOrders', { symbol: 'ETHUSDT' })).body).toEqual([]);
    const all = await signedCall(t, maker, 'GET', '/allOrders', { symbol: 'ETHUSDT' });
    expect(all.body.map((o: { clientOrderId: string; status: string }) => [o.clientOrderId, o.status])).toEqual([['my-sell-1', 'CANCELED']]);
  });

  it('refuses a replayed order in this process and in any other: its id is made from its signature, and the unique index decides', async () => {
    const params = { symbol: 'ETHUSDT', side: 'SELL', type: 'LIMIT', timeInForce: 'GTC', quantity: '0.1', price: '3250' };
    const at = t.clock.now() + 1;
    const first = await signedCall(t, maker, 'POST', '/order', params, { timestamp: at });
    expect(first.body.status).toBe('NEW');
    expect((await signedCall(t, maker, 'POST', '/order', params, { timestamp: at })).body.code).toBe(-1022);

    // "Another process" already placed this exact request: this one has never seen it, the database refuses it.
    const at2 = t.clock.now() + 1;
    const text = new URLSearchParams({ ...params, timestamp: String(at2) }).toString();
    const signature = createHmac('sha256', maker.secret).update(text).digest('hex');
    const demoId = await userIdOf(t, demo);
    await submitOrder(t.deps, demoId, { symbol: 'ethusdt', side: 'sell', type: 'LMT', price: '3250', amount: '0.1', timeInForce: 'GTC', postOnly: false, clientOrderId: clientIdFromSignature(BigInt(maker.id), signature) });
    const replay = await signedCall(t, maker, 'POST', '/order', params, { timestamp: at2, signature });
    expect(replay.body).toEqual({ code: -2010, msg: 'Duplicate order sent.' });
    // The market goes on: the refused order left the book as it was committed.
    expect((await signedCall(t, maker, 'GET', '/openOrders', { symbol: 'ETHUSDT' })).body.filter((o: { price: string }) => o.price === '3250')).toHaveLength(2);
    await signedCall(t, maker, 'DELETE', '/openOrders', { symbol: 'ETHUSDT' });
  });

  it('verifies Ed25519 signatures with only the public key stored', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('ed25519');
    const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const key = await createKey(t, demo, { kind: 'ed25519', publicKey: pem, privateKey });
    expect(key.secret).toBe('');
    const row = await t.deps.db.selectFrom('api_keys').selectAll().where('api_key', '=', key.apiKey).executeTakeFirstOrThrow();
    expect(row.secret_sealed).toBe('');
    expect((await signedCall(t, key, 'GET', '/account', {})).status).toBe(200);
    const other = generateKeyPairSync('ed25519').privateKey;
    expect((await signedCall(t, { ...key, privateKey: other }, 'GET', '/account', {})).body.code).toBe(-1022);
  });

  it('has no call that withdraws, whatever the key may do', async () => {
    const key = await createKey(t, demo);
    const { grantSecurityCode } = await import('../withdrawals/withdrawal-test-support.js');
    const code = await grantSecurityCode(t.deps, await userIdOf(t, demo), 'apiKey');
    const updated = await t.call('/user/apiKey/update', { id: key.id, canWithdraw: '1', fundPwd: DEMO.fundPassword, code }, { token: demo });
    expect(updated.data.canWithdraw).toBe(true);
    for (const path of ['/withdraw', '/capital/withdraw/apply']) expect((await signedCall(t, key, 'POST', path, { coin: 'ETH', amount: '1', address: '0x1' })).status).toBe(404);
    const withdraw = await t.app.inject({ method: 'POST', url: '/sapi/v1/capital/withdraw/apply', headers: { 'x-mbx-apikey': key.apiKey } });
    expect(withdraw.statusCode).not.toBe(200);
    // The key is no session: the web's calls do not take it.
    expect((await t.call('/user/apiKey/list', {}, { token: key.apiKey })).code).toBe(-2);
  });
});
