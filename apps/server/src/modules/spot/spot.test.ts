import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO, DIALECTS, login, registerByEmail, startTestApp, TEST_PASSWORD, type TTestApp } from '../../test/test-app.js';
import { formatUnits, parseUnits, type TMarket } from '@exchange/contracts';
import { balances, callWithStatus, fund, HUGE_AMOUNTS } from '../../test/wallet-helpers.js';
import { auditLedger } from '../ledger/audit-ledger.js';
import { placeOrder } from './place-order.js';
import { SpotMarket } from './spot-market.js';
import { DEMO_FUNDING } from '../demo/seed.js';
import { useSpotUsers, type TSpotUsers } from './spot-test-support.js';

/** Not a public market (SPEC §9 lists them): a pair quoted in a 6-decimal asset, run beside them. */
const BTCUSDC: TMarket = {
  symbol: 'btcusdc', base: 'BTC', quote: 'USDC', pricePrecision: 2, quantityPrecision: 6,
  minOrderValue: '5', maxOrderValue: '5000000', makerFee: '0.001', takerFee: '0.002',
};

describe.each(DIALECTS)('spot orders on %s', (dialect) => {
  const users = useSpotUsers(dialect);
  let t: TTestApp;
  let demo: string;
  let bob: TSpotUsers['bob'];
  beforeEach(() => ({ t, demo, bob } = users));

  const place = (token: string, body: Record<string, string>, lang?: string) => t.call('/spot/order/place', body, { token, lang });

  it('fills a resting limit order at its price, with fees to the fee account', async () => {
    const bid = await place(demo, { symbol: 'btcusdt', side: 'buy', type: 'LMT', price: '60000', amount: '0.1' });
    expect(bid).toMatchObject({ code: 1, msg: 'Order placed', data: { status: 'unfinished', price: '60000', amount: '0.1' } });
    expect((await balances(t, demo)).USDT).toEqual({ available: '4000', frozen: '6000' });

    const ask = await place(bob.token, { symbol: 'btcusdt', side: 'sell', type: 'LMT', price: '59000', amount: '0.25' });
    expect(ask.data).toMatchObject({ status: 'unfinished', filled: '0.1', filledQuote: '6000', avgPrice: '60000' });

    // Demo bought 0.1 BTC for 6000 USDT and paid 0.1 % of 0.1 BTC as maker fee.
    expect(await balances(t, demo)).toMatchObject({ USDT: { available: '4000', frozen: '0' }, BTC: { available: '1.0999' } });
    // Bob sold 0.1 BTC, received 6000 USDT less 6 USDT taker fee, and still offers 0.15 BTC.
    expect(await balances(t, bob.token)).toMatchObject({ USDT: { available: '6994' }, BTC: { available: '1.75', frozen: '0.15' } });

    const finished = await t.call('/spot/order/list', { status: 'finished' }, { token: demo });
    expect(finished.data.list.map((o: any) => o.orderId)).toEqual([bid.data.orderId]);
    const detail = await t.call('/spot/order/detail', { orderId: bid.data.orderId }, { token: demo });
    expect(detail.data.fills).toEqual([expect.objectContaining({ price: '60000', quantity: '0.1', role: 'maker', fee: '0.0001' })]);
    const fees = await t.deps.db.selectFrom('ledger_accounts').select(['asset', 'balance']).where('key', '=', 'system:fees').orderBy('asset').execute();
    expect(fees.map((f) => [f.asset, f.balance])).toEqual([
      ['BTC', 10_000n],
      ['USDT', 600_000_000n],
    ]);
  });

  it('gives a buyer the better price of the book and releases what the limit froze beyond it', async () => {
    await place(bob.token, { symbol: 'btcusdt', side: 'sell', type: 'LMT', price: '50000', amount: '0.1' });
    const taker = await place(demo, { symbol: 'btcusdt', side: 'buy', type: 'LMT', price: '70000', amount: '0.1' });
    expect(taker.data).toMatchObject({ status: 'finished', filledQuote: '5000', avgPrice: '50000' });
    expect((await balances(t, demo)).USDT).toEqual({ available: '5000', frozen: '0' });
    // Filled at once: paid straight from the available balance, so no freeze and release in the ledger.
    const moves = await t.deps.db.selectFrom('ledger_transactions').select('type').where('reference', '=', `spot:${taker.data.orderId}`).execute();
    expect(moves).toEqual([]);
  });

  it('market buy spends a quote amount; market sell sells a base amount', async () => {
    await place(bob.token, { symbol: 'btcusdt', side: 'sell', type: 'LMT', price: '50000', amount: '0.01' });
    await place(bob.token, { symbol: 'btcusdt', side: 'sell', type: 'LMT', price: '51000', amount: '0.01' });
    const buy = await place(demo, { symbol: 'btcusdt', side: 'buy', type: 'MKT', amount: '755' });
    // 0.01 at 50,000 (500) then 0.005 at 51,000 (255).
    expect(buy.data).toMatchObject({ status: 'finished', filled: '0.015', filledQuote: '755' });
    expect((await balances(t, demo)).USDT).toEqual({ available: '9245', frozen: '0' });

    await place(demo, { symbol: 'btcusdt', side: 'buy', type: 'LMT', price: '40000', amount: '0.02' });
    const sell = await place(bob.token, { symbol: 'btcusdt', side: 'sell', type: 'MKT', amount: '0.05' });
    expect(sell.data).toMatchObject({ status: 'finished', filled: '0.02', filledQuote: '800' });
  });

  it('cancels a resting order and returns its frozen funds, for its owner only', async () => {
    const bid = await place(demo, { symbol: 'ethusdt', side: 'buy', type: 'LMT', price: '3000.5', amount: '1.5' });
    expect((await balances(t, demo)).USDT.frozen).toBe('4500.75');
    expect((await t.call('/spot/order/cancel', { orderId: bid.data.orderId }, { token: bob.token })).err).toBe('noData');
    expect((await t.call('/spot/order/detail', { orderId: bid.data.orderId }, { token: bob.token })).err).toBe('noData');
    const cancelled = await t.call('/spot/order/cancel', { orderId: bid.data.orderId }, { token: demo });
    expect(cancelled).toMatchObject({ code: 1, data: { status: 'cancelled' } });
    expect((await balances(t, demo)).USDT).toEqual({ available: '10000', frozen: '0' });
    expect((await t.call('/spot/order/cancel', { orderId: bid.data.orderId }, { token: demo })).err).toBe('orderNotOpen');
    expect((await t.call('/spot/order/list', { status: 'cancelled' }, { token: demo })).data.totalRow).toBe(1);
    // Nothing left on the book: a sell below the cancelled bid rests instead of filling.
    await fund(t, bob.userId, 'ETH', '1');
    const ask = await place(bob.token, { symbol: 'ethusdt', side: 'sell', type: 'LMT', price: '2000', amount: '0.01' });
    expect(ask.data).toMatchObject({ status: 'unfinished', filled: '0' });
  });

  it('checks orders with the SPEC messages', async () => {
    const base = { symbol: 'btcusdt', side: 'buy', type: 'LMT', price: '60000', amount: '0.1' };
    expect((await place(demo, { ...base, symbol: 'abcxyz' })).msg).toBe('This trading pair does not exist');
    expect((await place(demo, { ...base, price: '' })).msg).toBe('Please enter a proper price');
    expect((await place(demo, { ...base, price: '60000.123' })).msg).toBe('Please enter a proper price');
    expect((await place(demo, { ...base, price: '-5' })).msg).toBe('Please enter a proper price');
    expect((await place(demo, { ...base, amount: '' })).msg).toBe('Please enter quantity');
    expect((await place(demo, { ...base, amount: '0.0000001' })).err).toBe('quantityPrecision');
    expect((await place(demo, { ...base, amount: '0.00001' })).msg).toBe('The order value is below the minimum of 5 USDT');
    expect((await place(demo, { ...base, amount: '1' })).msg).toBe('Insufficient available balance');
    expect((await place(demo, { ...base, amount: '1' }, 'zh-CN')).err).toBe('insufficientBalance');
    expect((await t.call('/spot/order/place', base)).code).toBe(-2);
    expect((await t.call('/spot/order/list', { status: 'unfinished' }, { token: demo })).data.totalRow).toBe(0);
  });

  it('never trades a user with itself, and never lets a post-only order take', async () => {
    await place(demo, { symbol: 'btcusdt', side: 'sell', type: 'LMT', price: '60000', amount: '0.1' });
    const self = await place(demo, { symbol: 'btcusdt', side: 'buy', type: 'LMT', price: '60000', amount: '0.1' });
    expect(self.data).toMatchObject({ status: 'cancelled', filled: '0' });
    const postOnly = await place(bob.token, { symbol: 'btcusdt', side: 'buy', type: 'LMT', price: '60000', amount: '0.01', postOnly: 'true' });
    expect(postOnly.err).toBe('postOnlyWouldTake');
    expect((await balances(t, bob.token)).USDT).toEqual({ available: '1000', frozen: '0' });
    expect((await t.call('/spot/order/list', { status: 'unfinished' }, { token: bob.token })).data.totalRow).toBe(0);
  });

  it('refuses 20, 25 and 400 digit amounts and prices with a clear message, never a 5xx', async () => {
    const orders = [
      (n: string) => ({ symbol: 'btcusdt', side: 'buy', type: 'LMT', price: '60000', amount: n }),
      (n: string) => ({ symbol: 'btcusdt', side: 'sell', type: 'MKT', amount: n }),
      (n: string) => ({ symbol: 'btcusdt', side: 'buy', type: 'MKT', amount: n }),
      (n: string) => ({ symbol: 'btcusdt', side: 'buy', type: 'LMT', price: n, amount: '0.1' }),
    ];
    const expected = ['amountAboveMaximum', 'amountAboveMaximum', 'amountAboveMaximum', 'enterProperPrice'];
    for (const huge of HUGE_AMOUNTS) {
      for (const [i, order] of orders.entries()) {
        const answer = await callWithStatus(t, '/spot/order/place', order(huge), demo);
        expect(answer.status, `${i} ${huge.length}`).toBe(200);
        expect(answer.body, `${i} ${huge.length}`).toMatchObject({ code: 0, err: expected[i] });
      }
    }
    expect((await balances(t, demo)).USDT).toEqual({ available: '10000', frozen: '0' });
  });

  it('settles a market quoted in a 6-decimal asset at 6 decimals, rounding against the users', async () => {
    const book = new SpotMarket(BTCUSDC);
    const listed = t.deps.spot.market;
    t.deps.spot.market = (symbol) => (symbol === BTCUSDC.symbol ? book : listed(symbol));
    const demoId = (await t.deps.db.selectFrom('users').select('id').where('email', '=', DEMO.email).executeTakeFirstOrThrow()).id;
    await fund(t, Number(demoId), 'USDC', '10000');
    const order = (side: 'buy' | 'sell', type: 'LMT' | 'MKT', price: string, amount: string) => ({ symbol: BTCUSDC.symbol, side, type, price, amount, timeInForce: 'GTC' as const, postOnly: false });

    await expect(placeOrder(t.deps, demoId, order('buy', 'MKT', '', '10.1234567'), BTCUSDC)).rejects.toMatchObject({ key: 'quantityPrecision' });
    await expect(placeOrder(t.deps, demoId, order('buy', 'LMT', '100', '0.049999'), BTCUSDC)).rejects.toMatchObject({ key: 'orderValueTooSmall' });
    const ask = await placeOrder(t.deps, BigInt(bob.userId), order('sell', 'LMT', '60000.01', '0.123457'), BTCUSDC);
    expect(ask).toMatchObject({ status: 'unfinished', amount: '0.123457', quote: 'USDC' });
    const bid = await placeOrder(t.deps, demoId, order('buy', 'LMT', '60000.01', '0.123457'), BTCUSDC);
    // 0.123457 × 60000.01 = 7407.42123457 USDC: the buyer pays 7407.421235, the seller gets 7407.421234.
    expect(bid).toMatchObject({ status: 'finished', filled: '0.123457', filledQuote: '7407.421235', avgPrice: '60000.01', fee: '0.00024692' });
    // The demo user's own USDC (its demo funding) plus the 10,000 funded here, less what it paid.
    const startUsdc = parseUnits(DEMO_FUNDING.find(([currency]) => currency === 'USDC')?.[2] ?? '0', 6)!;
    const usdcAfter = formatUnits(startUsdc + parseUnits('10000', 6)! - parseUnits('7407.421235', 6)!, 6);
    expect(await balances(t, demo)).toMatchObject({ USDC: { available: usdcAfter, frozen: '0' }, BTC: { available: '1.12321008' } });
    // Maker fee 0.1 % of 7407.421234, rounded up at 6 decimals: 7.407422.
    expect(await balances(t, bob.token)).toMatchObject({ USDC: { available: '7400.013812', frozen: '0' }, BTC: { available: '1.876543', frozen: '0' } });
    const fees = await t.deps.db.selectFrom('ledger_accounts').select(['asset', 'balance']).where('key', '=', 'system:fees').where('asset', 'in', ['BTC', 'USDC']).orderBy('asset').execute();
    expect(fees.map((f) => [f.asset, f.balance])).toEqual([
      ['BTC', 24_692n],
      ['USDC', 7_407_423n],
    ]);

    const spend = await placeOrder(t.deps, demoId, order('buy', 'MKT', '', '5.000001'), BTCUSDC);
    expect(spend).toMatchObject({ status: 'cancelled', quoteAmount: '5.000001' });
  });

  it('rounds quote amounts against the user on pairs finer than 8 decimals, keeping the ledger exact', async () => {
    // ETH/BTC: 6 price decimals × 3 quantity decimals = 9 decimals of BTC.
    await fund(t, bob.userId, 'ETH', '5');
    for (let i = 0; i < 3; i += 1) {
      await place(bob.token, { symbol: 'ethbtc', side: 'sell', type: 'LMT', price: '0.053421', amount: '0.333' });
    }
    const buy = await place(demo, { symbol: 'ethbtc', side: 'buy', type: 'LMT', price: '0.053421', amount: '0.999' });
    expect(buy.data.status).toBe('finished');
    // 0.999 × 0.053421 = 0.053367579 BTC: the buyer pays it rounded up to 8 decimals.
    expect(buy.data.filledQuote).toBe('0.05336758');
    const sellers = await t.call('/spot/order/list', { status: 'finished', symbol: 'ethbtc' }, { token: bob.token });
    // Each seller order of 0.333 gets 0.017789193 rounded down.
    expect(sellers.data.list.map((o: any) => o.filledQuote)).toEqual(['0.01778919', '0.01778919', '0.01778919']);
  });
});

describe('spot books after a restart', () => {
  it('rebuilds the books from the committed open orders', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-restart-'));
    const first = await startTestApp('sqlite', { dataDir: dir }, path.join(dir, 'db.sqlite'));
    const demo = await login(first, DEMO.email, DEMO.password);
    const bob = await registerByEmail(first, 'bob@example.com');
    await fund(first, bob.userId, 'BTC', '1');
    const resting = await first.call('/spot/order/place', { symbol: 'btcusdt', side: 'buy', type: 'LMT', price: '61000', amount: '0.1' }, { token: demo });
    expect(resting.data.status).toBe('unfinished');
    await first.app.close();
    await first.deps.db.destroy();

    const second = await startTestApp('sqlite', { dataDir: dir }, path.join(dir, 'db.sqlite'));
    try {
      const token = await login(second, 'bob@example.com', TEST_PASSWORD);
      const ask = await second.call('/spot/order/place', { symbol: 'btcusdt', side: 'sell', type: 'LMT', price: '61000', amount: '0.1' }, { token });
      expect(ask.data).toMatchObject({ status: 'finished', filled: '0.1' });
      const detail = await second.call('/spot/order/detail', { orderId: resting.data.orderId }, { token: await login(second, DEMO.email, DEMO.password) });
      expect(detail.data.status).toBe('finished');
      expect((await auditLedger(second.deps.db)).isConsistent).toBe(true);
    } finally {
      await second.close();
    }
  });
});
