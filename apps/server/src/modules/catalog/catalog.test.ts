import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAsset, findMarket, parseUnits } from '@exchange/contracts';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../platform/config.js';
import { manualClock } from '../../platform/clock.js';
import { openDatabase, type TDb, type TDialectName } from '../../platform/db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import { seedDemo, seedParams } from '../demo/seed.js';
import { seedContent } from '../content/seed-content.js';
import { seedProducts } from '../products/seed-products.js';
import { seedContracts } from '../contract/seed-contracts.js';
import { DEMO, DIALECTS, login, registerByEmail, type TCallOptions, type TTestApp } from '../../test/test-app.js';
import { createTestSchema, dropTestSchema } from '../../test/test-schemas.js';
import { balances } from '../../test/wallet-helpers.js';
import { runOpsCommand } from '../../cli/ops-commands.js';
import { auditLedger } from '../ledger/audit-ledger.js';
import { postTransaction } from '../ledger/post-transaction.js';
import { available, system } from '../ledger/accounts.js';
import { addCatalogAsset } from './catalog.js';
import { catalogSyncOf } from './catalog-sync.js';
import { createMarketMaker } from '../market-maker/market-maker.js';

/**
 * Two app instances on ONE database, as two server processes behind a load balancer: what one
 * adds to the catalogue (a launchpad token, an operator's market) the other learns at its sync.
 * (Registries are per process; both instances share this test's, so tokens are distinct per dialect.)
 */
async function startPair(dialect: TDialectName) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-catalog-'));
  const databases: TDb[] = [];
  let drop = async () => {};
  if (dialect === 'sqlite') {
    const file = path.join(dataDir, 'exchange.db');
    databases.push(openDatabase({ kind: 'sqlite', file }));
    await migrateToLatest(databases[0].db);
    databases.push(openDatabase({ kind: 'sqlite', file }));
  } else {
    const url = process.env.TEST_DATABASE_URL!;
    const schema = `t_${randomBytes(6).toString('hex')}`;
    databases.push(openDatabase({ kind: 'postgres', url, schema }));
    await createTestSchema(url, schema);
    databases.push(openDatabase({ kind: 'postgres', url, schema }));
    drop = () => dropTestSchema(url, schema);
  }
  const config = { ...loadConfig({ DATA_DIR: dataDir }), webDist: path.join(dataDir, 'no-web'), checkResponses: true };
  const clock = manualClock(Date.UTC(2026, 10, 22, 12));
  const apps: TTestApp[] = [];
  for (const database of databases) {
    const { app, deps } = await buildApp({ config, database, clock });
    if (apps.length === 0) {
      await seedParams(deps);
      await seedContent(deps);
      await seedProducts(deps);
      await seedContracts(deps);
      await seedDemo(deps);
    }
    await app.ready();
    const headersOf = (o: TCallOptions) => ({ ...(o.token ? { 'x-access-token': o.token } : {}), ...(o.lang ? { 'accept-language': o.lang } : {}) });
    apps.push({
      app,
      deps,
      clock,
      async call(url, body = {}, options = {}) {
        const payload = new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString();
        const response = await app.inject({ method: 'POST', url: `/bb${url}`, payload, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headersOf(options) } });
        return response.json();
      },
      async get(url, options = {}) {
        return (await app.inject({ method: 'GET', url: `/bb${url}`, headers: headersOf(options) })).json();
      },
      async close() {
        await app.close();
        await database.close();
      },
    });
  }
  return {
    a: apps[0],
    b: apps[1],
    async close() {
      for (const t of apps) await t.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe.each(DIALECTS)('the run-time catalogue on %s', (dialect) => {
  const token = dialect === 'sqlite' ? 'TKS' : 'TKP';
  const symbol = `${token}usdt`.toLowerCase();
  let pair: Awaited<ReturnType<typeof startPair>>;
  const ops = (...args: string[]) => runOpsCommand({ db: pair.a.deps.db, clock: pair.a.clock }, args, 'carol');

  beforeAll(async () => {
    pair = await startPair(dialect);
  }, 60_000);
  afterAll(async () => {
    await pair?.close();
  });

  it('lists a token and its market added through one instance in the other after its sync, and trades it there', async () => {
    const { a, b } = pair;
    // A launchpad project (in another process) adds its token: a new asset with its own scale.
    await a.deps.db.transaction().execute((tx) => addCatalogAsset(tx, a.clock.now(), { currency: token, name: 'Token test', scale: 6, source: 'launchpad:test' }));
    expect((await b.call('/market/catalog')).data).toEqual({ assets: [], markets: [] });

    const listed = await ops('market:add', token, 'USDT', '--price-precision', '4', '--quantity-precision', '2', '--max-order', '1000000');
    expect(listed).toContain(`${symbol} ${token}/USDT price decimals 4, quantity decimals 2, order value 5..1000000 USDT`);
    const audit = await a.deps.db.selectFrom('operator_actions').selectAll().where('action', '=', 'market:add').execute();
    expect(audit).toEqual([expect.objectContaining({ operator: 'carol', subject: `market:${symbol}` })]);
    expect(await ops('market:list')).toContain(`${symbol} ${token}/USDT`);

    // B answers from memory until its sync reads the tables; then it opens the market's book.
    expect((await b.call('/market/catalog')).data.markets).toEqual([]);
    expect(await catalogSyncOf(b.deps).sync()).toEqual([symbol]);
    const catalog = await b.call('/market/catalog');
    expect(catalog).toMatchObject({ code: 1, msg: expect.any(String) });
    expect(catalog.data).toEqual({
      assets: [{ currency: token, name: 'Token test', scale: 6 }],
      markets: [
        { symbol, base: token, quote: 'USDT', pricePrecision: 4, quantityPrecision: 2, minOrderValue: '5', maxOrderValue: '1000000', makerFee: '0.001', takerFee: '0.001' },
      ],
    });
    expect(findAsset(token)?.scale).toBe(6);

    // The token reaches a seller through the ledger (as a launchpad allocation would), never minted.
    const seller = await registerByEmail(b, `seller-${dialect}@example.com`);
    await b.deps.db.transaction().execute((tx) =>
      postTransaction(tx, b.clock.now(), {
        type: 'launch_unlock',
        reference: `catalog-test:${token}`,
        userId: BigInt(seller.userId),
        memo: 'test allocation',
        postings: [
          { account: system('launch_issuer'), asset: token, amount: -parseUnits('100', 6)! },
          { account: available(BigInt(seller.userId)), asset: token, amount: parseUnits('100', 6)! },
        ],
      }),
    );
    expect((await balances(b, seller.token))[token]).toEqual({ available: '100', frozen: '0' });

    const demo = await login(b, DEMO.email, DEMO.password);
    const ask = await b.call('/spot/order/place', { symbol, side: 'sell', type: 'LMT', price: '1.2345', amount: '10' }, { token: seller.token });
    expect(ask).toMatchObject({ code: 1, data: { status: 'unfinished' } });
    // A precision the market does not have is refused as on any market.
    const tooFine = await b.call('/spot/order/place', { symbol, side: 'buy', type: 'LMT', price: '1.23456', amount: '10' }, { token: demo });
    expect(tooFine.code).toBe(0);
    const bid = await b.call('/spot/order/place', { symbol: `${token}/USDT`, side: 'buy', type: 'LMT', price: '1.2345', amount: '10' }, { token: demo });
    expect(bid).toMatchObject({ code: 1, data: { status: 'finished', filled: '10', filledQuote: '12.345', avgPrice: '1.2345' } });

    // Buyer: 10 tokens less the 0.1 % fee (0.01, at the token's own scale); seller: 12.345 USDT less 0.012345.
    expect((await balances(b, demo))[token]).toEqual({ available: '9.99', frozen: '0' });
    expect(await balances(b, seller.token)).toMatchObject({ [token]: { available: '90', frozen: '0' }, USDT: { available: '12.332655', frozen: '0' } });

    // Market data: tickers, depth, trades and candles of the new market.
    const tickers = await b.call('/huobi/getHuobiDetailsByQuoteCoin', { quoteCoin: 'USDT' });
    expect(tickers.data).toContainEqual(expect.objectContaining({ symbol, baseCoin: token, pricePrecision: 4, tick: expect.objectContaining({ close: 1.2345, vol: 10, count: 1 }) }));
    const trades = await b.call('/huobi/getMarketTrade', { symbol });
    expect(trades.data).toEqual([expect.objectContaining({ price: 1.2345, amount: 10, direction: 'buy' })]);
    const kline = await b.call('/huobi/getKline', { symbol, timer: '1min', size: 5 });
    expect(kline.data).toEqual([expect.objectContaining({ open: 1.2345, close: 1.2345, vol: 10 })]);
    await b.call('/spot/order/place', { symbol, side: 'buy', type: 'LMT', price: '1.2', amount: '5' }, { token: demo });
    const depth = await b.call('/huobi/getHuobiContractDepthV2', { symbol });
    expect(depth.data.bids).toEqual([[1.2, 5]]);

    // The demo market maker quotes the fixed markets only: it has no start price for a token.
    expect([...createMarketMaker(b.deps).walks.keys()]).not.toContain(symbol);
    // Index prices: the new market has no outside feed; recording goes on for every market.
    await expect(b.deps.priceTicks.recordNow()).resolves.toBeDefined();

    // A learns too: its sync opens the book, which holds the order B's book rests.
    await catalogSyncOf(a.deps).sync();
    await expect.poll(() => a.deps.spot.market(symbol)?.published.bids ?? []).toEqual([[12_000, 500, 1]]);

    const ledger = await auditLedger(b.deps.db);
    expect(ledger.isConsistent, JSON.stringify(ledger)).toBe(true);
  });

  it('refuses a market of an unknown asset, a second listing, precisions the engine cannot count and bad bounds', async () => {
    const refused = (args: string[]) => ops('market:add', ...args).then(() => 'listed', (error: Error) => error.message);
    expect(await refused(['ZZQ', 'USDT', '--price-precision', '4', '--quantity-precision', '2'])).toBe('ZZQ is not a listed asset');
    expect(await refused([token, 'USDT', '--price-precision', '4', '--quantity-precision', '2'])).toBe(`${symbol} is already a market`);
    expect(await refused(['BTC', 'USDT', '--price-precision', '2', '--quantity-precision', '6'])).toBe('btcusdt is already a market');
    expect(await refused([token, 'EUR', '--price-precision', '4', '--quantity-precision', '2'])).toBe('the quote must be one of USDT, BTC, ETH');
    expect(await refused([token, 'BTC', '--price-precision', '4', '--quantity-precision', '7'])).toBe(`the quantity precision must be at most ${token}'s scale (6)`);
    expect(await refused([token, 'BTC', '--price-precision', '13', '--quantity-precision', '2'])).toMatch(/^the price precision must be a whole number/);
    expect(await refused([token, 'BTC', '--quantity-precision', '2'])).toMatch(/^the price precision must be a whole number/);
    // 80 BTC × 10^(12 + 6) tick-lots is past 2^53.
    expect(await refused([token, 'BTC', '--price-precision', '12', '--quantity-precision', '6'])).toMatch(/more ticks × lots than the engine counts exactly/);
    expect(await refused([token, 'BTC', '--price-precision', '8', '--quantity-precision', '2', '--min-order', '80'])).toBe('the minimum order value must be below the maximum');
    expect(await refused([token, 'BTC', '--price-precision', '8', '--quantity-precision', '2', '--fee', '0.05'])).toMatch(/^the maker fee must be a rate from 0 to 0.01/);
    expect(await refused([token, 'BTC', '--price-precision', '8', '--bogus', '1'])).toMatch(/^usage:/);
    expect(findMarket(`${token}btc`)).toBeUndefined();
    const rows = await pair.a.deps.db.selectFrom('catalog_markets').select('symbol').execute();
    expect(rows.map((r) => r.symbol)).toEqual([symbol]);
    // Precisions that still fit are accepted: 80 BTC × 10^(9 + 5) < 2^53 (one more quantity decimal would not be).
    expect(await refused([token, 'BTC', '--price-precision', '9', '--quantity-precision', '6'])).toMatch(/more ticks × lots/);
    expect(await ops('market:add', token, 'BTC', '--price-precision', '9', '--quantity-precision', '5', '--maker-fee', '0', '--taker-fee', '0.002')).toContain(
      `${token.toLowerCase()}btc ${token}/BTC price decimals 9, quantity decimals 5, order value 0.0001..80 BTC, fees maker 0 taker 0.002`,
    );
  });
});
