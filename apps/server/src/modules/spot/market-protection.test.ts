import { beforeEach, describe, expect, it } from 'vitest';
import type { TPlaceOrder } from '@exchange/contracts';
import { DEMO, DIALECTS, type TTestApp } from '../../test/test-app.js';
import { balances } from '../../test/wallet-helpers.js';
import { placeOrder } from './place-order.js';
import { useSpotUsers, type TSpotUsers } from './spot-test-support.js';

/**
 * Market order slippage protection (docs/api.md §3.16): a market order trades only within its
 * maximum slippage of the best opposite price as it reaches the book; the rest is cancelled and
 * returned, and the answer says how much.
 */
describe.each(DIALECTS)('market order price protection on %s', (dialect) => {
  const users = useSpotUsers(dialect);
  let t: TTestApp;
  let demo: string;
  let bob: TSpotUsers['bob'];
  beforeEach(() => ({ t, demo, bob } = users));

  const place = (token: string, body: Record<string, string>, lang?: string) => t.call('/spot/order/place', body, { token, lang });
  /** A thin ask side from 50,000 up to 52,500 (5 % above the best), 0.001 BTC a level. */
  const thinAsks = async () => {
    for (const price of ['50000', '50500', '51000', '51500', '52500']) {
      await place(bob.token, { symbol: 'btcusdt', side: 'sell', type: 'LMT', price, amount: '0.001' });
    }
  };
  const openAsks = async () => {
    const open = await t.call('/spot/order/list', { status: 'unfinished' }, { token: bob.token });
    return open.data.list.map((o: { price: string }) => o.price).sort();
  };

  it('fills a market buy only within 2 % of the best ask and releases the rest, saying so', async () => {
    await thinAsks();
    const before = (await balances(t, demo)).USDT;
    const buy = await place(demo, { symbol: 'btcusdt', side: 'buy', type: 'MKT', amount: '300' });
    // 50,000 + 50,500 + 51,000 (= 2 %) for 0.001 each: 151.5 USDT; 51,500 and 52,500 are beyond the limit.
    expect(buy).toMatchObject({
      code: 1,
      msg: 'Market order stopped at the price limit (2% from the best price): 0.003 BTC filled; 148.5 USDT not filled and returned to your balance',
      data: {
        status: 'finished',
        filled: '0.003',
        filledQuote: '151.5',
        avgPrice: '50500',
        priceProtection: { maxSlippage: '0.02', limitPrice: '51000', unfilled: '148.5', unfilledCoin: 'USDT' },
      },
    });
    expect((await balances(t, demo)).USDT).toEqual({ available: String(Number(before.available) - 151.5), frozen: '0' });
    expect(await openAsks()).toEqual(['51500', '52500']);
    // From the new best ask (51,500), 1 % reaches 52,015: the 52,500 ask is beyond a narrower limit.
    const zh = await place(demo, { symbol: 'btcusdt', side: 'buy', type: 'MKT', amount: '200', maxSlippage: '0.01' }, 'zh-CN');
    expect(zh.msg).toBe('市价单已在价格保护线处停止（偏离最优价 1%）：已成交 0.001 BTC；148.5 USDT 未成交，已退回您的余额');
    expect(zh.data).toMatchObject({ status: 'finished', filled: '0.001', priceProtection: { maxSlippage: '0.01', limitPrice: '52015', unfilled: '148.5' } });
  });

  it('cancels a market order that nothing within the limit can fill, and lets maxSlippage widen the limit', async () => {
    await place(bob.token, { symbol: 'btcusdt', side: 'sell', type: 'LMT', price: '50000', amount: '0.001' });
    await place(bob.token, { symbol: 'btcusdt', side: 'sell', type: 'LMT', price: '52500', amount: '0.001' });
    const first = await place(demo, { symbol: 'btcusdt', side: 'buy', type: 'MKT', amount: '100' });
    expect(first.data).toMatchObject({ status: 'finished', filled: '0.001', priceProtection: { unfilled: '50' } });
    const cut = await place(demo, { symbol: 'btcusdt', side: 'buy', type: 'MKT', amount: '100', maxSlippage: '0.01' });
    // The best ask is now 52,500 itself, so it is within any limit: the protection counts from the best at arrival.
    expect(cut.data).toMatchObject({ status: 'finished', filled: '0.001', filledQuote: '52.5', priceProtection: null });
    expect(cut.msg).toBe('Order placed');

    await place(bob.token, { symbol: 'btcusdt', side: 'sell', type: 'LMT', price: '50000', amount: '0.001' });
    await place(bob.token, { symbol: 'btcusdt', side: 'sell', type: 'LMT', price: '52500', amount: '0.001' });
    const wide = await place(demo, { symbol: 'btcusdt', side: 'buy', type: 'MKT', amount: '102.5', maxSlippage: '0.05' });
    expect(wide.data).toMatchObject({ status: 'finished', filled: '0.002', filledQuote: '102.5', priceProtection: null });
  });

  it('protects a market sell from the best bid, returning the unsold base', async () => {
    await place(bob.token, { symbol: 'btcusdt', side: 'buy', type: 'LMT', price: '10000', amount: '0.01' });
    await place(bob.token, { symbol: 'btcusdt', side: 'buy', type: 'LMT', price: '9700', amount: '0.01' });
    const before = (await balances(t, demo)).BTC;
    const sell = await place(demo, { symbol: 'btcusdt', side: 'sell', type: 'MKT', amount: '0.05' });
    expect(sell.data).toMatchObject({ status: 'finished', filled: '0.01', filledQuote: '100', priceProtection: { limitPrice: '9800', unfilled: '0.04', unfilledCoin: 'BTC' } });
    expect((await balances(t, demo)).BTC).toEqual({ available: String(Number(before.available) - 0.01), frozen: '0' });
  });

  it('refuses a maxSlippage outside 0.1 % to 10 %', async () => {
    await thinAsks();
    for (const maxSlippage of ['0.5', '0.0001', 'abc', '-0.02']) {
      const answer = await place(demo, { symbol: 'btcusdt', side: 'buy', type: 'MKT', amount: '100', maxSlippage });
      expect(answer).toMatchObject({ code: 0, err: 'maxSlippageOutOfRange', msg: 'The maximum slippage must be between 0.1% and 10%' });
    }
    expect(await openAsks()).toHaveLength(5);
  });

  it('takes the limit from the book as the order reaches it in the writer, not when the request arrived', async () => {
    await thinAsks();
    const demoId = (await t.deps.db.selectFrom('users').select('id').where('email', '=', DEMO.email).executeTakeFirstOrThrow()).id;
    const order = (side: 'buy' | 'sell', type: 'LMT' | 'MKT', price: string, amount: string) =>
      ({ symbol: 'btcusdt', side, type, price, amount, timeInForce: 'GTC', postOnly: false }) as TPlaceOrder;
    // Queued together, one batch: the new ask at 49,000 is in the book when the market buy runs,
    // so the limit is 49,980, and 50,000 (within 2 % of the best when the buy was sent) is beyond it.
    const [, buy] = await Promise.all([
      placeOrder(t.deps, BigInt(bob.userId), order('sell', 'LMT', '49000', '0.001')),
      placeOrder(t.deps, demoId, order('buy', 'MKT', '', '200')),
    ]);
    expect(buy).toMatchObject({ filled: '0.001', filledQuote: '49', priceProtection: { limitPrice: '49980', unfilled: '151' } });
  });
});
