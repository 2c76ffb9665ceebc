import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { flashQuoteCall, ZFlashQuoteRequest } from '@exchange/contracts';
import { translate } from '@exchange/i18n';
import { DIALECTS, registerByEmail, startTestApp, type TTestApp } from '../../test/test-app.js';
import { runOpsCommand } from '../../cli/ops-commands.js';
import { system, accountKey } from '../ledger/accounts.js';
import { injectDatabaseFaults, waitFor } from '../spot/spot-test-support.js';
import { executeFlash } from './execute-flash.js';
import { quoteFlash } from './flash-quote.js';
import { allBalances, balanceOf, credit, expectAuditClean, flashUser, marketState, rest, u } from './flash-test-support.js';

describe.each(DIALECTS)('flash exchange on %s', (dialect) => {
  let t: TTestApp;
  beforeEach(async () => {
    t = await startTestApp(dialect);
  });
  afterEach(async () => {
    await expectAuditClean(t);
    await t.close();
  });

  const quote = (userId: bigint, from: string, to: string, amount: string) => quoteFlash(t.deps, userId, ZFlashQuoteRequest.parse({ from, to, amount }));
  const execute = (userId: bigint, quoteId: string) => executeFlash(t.deps, userId, BigInt(quoteId));
  const refusal = (promise: Promise<unknown>) => promise.then(
    () => 'accepted',
    (error: { key?: string; message?: string }) => error.key ?? `unexpected: ${error.message}`,
  );
  const feeBalance = async (coin: string) => {
    const row = await t.deps.db.selectFrom('ledger_accounts').select('balance').where('key', '=', accountKey(system('fees'))).where('asset', '=', coin).executeTakeFirst();
    return row?.balance ?? 0n;
  };

  it('quotes a sell leg as the hand-computed book walk, and executes it to the unit', async () => {
    const bob = await flashUser(t, { USDT: '10000' });
    await rest(t, bob, 'btcusdt', 'buy', '60000', '0.01');
    await rest(t, bob, 'btcusdt', 'buy', '59900', '0.02');
    await rest(t, bob, 'btcusdt', 'buy', '59000', '0.05');
    const alice = await flashUser(t, { BTC: '1' });

    // 0.025 BTC: 0.01 at 60000 (600 USDT), then 0.015 at 59900 (898.5 USDT); the taker fee 0.1 % rounded up.
    const gross = 1_000_000n * 60_000n + 1_500_000n * 59_900n; // sats × USDT per BTC = USDT units (both scale 8)
    expect(gross).toBe(u('1498.5', 'USDT'));
    const fee = (gross + 999n) / 1000n;
    const net = gross - fee;
    const q = await quote(alice, 'btc', 'usdt', '0.025');
    // It promises what the walk gives less the 0.5 % tolerance: 1497.0015 × 0.995 = 1489.5164925.
    expect(q).toMatchObject({ from: 'BTC', to: 'USDT', amount: '0.025', expected: '1497.0015', receive: '1489.5164925', toleranceBps: 50, route: ['BTC', 'USDT'], fees: [{ currency: 'USDT', amount: '1.4985' }], left: [], validMs: 10_000 });
    expect(u(q.expected, 'USDT')).toBe(net);
    expect(q.price).toBe('59880.06');
    expect(q.expiresAt).toBe(t.clock.now() + 10_000);
    const row = await t.deps.db.selectFrom('flash_quotes').selectAll().where('id', '=', BigInt(q.quoteId)).executeTakeFirstOrThrow();
    // The worst price walked (59900.00, in ticks of 0.01) less the 0.5 % tolerance (59600.50) is the leg's limit.
    expect([row.leg1_symbol, row.leg1_side, row.leg1_limit, row.status]).toEqual(['btcusdt', 'sell', 5_960_050n, 'quoted']);

    const feesBefore = await feeBalance('USDT');
    const published: string[] = [];
    for (const topic of ['market.btcusdt.trade.detail', 'market.btcusdt.depth.step0', `user.${alice}.orders`]) t.deps.bus.subscribe(topic, () => published.push(topic));
    const record = await execute(alice, q.quoteId);
    // The normal spot events went out: trades, depth, and her private order push.
    expect(new Set(published)).toEqual(new Set(['market.btcusdt.trade.detail', 'market.btcusdt.depth.step0', `user.${alice}.orders`]));
    expect(t.deps.spot.market('btcusdt')!.published.bids).toEqual([[5_990_000, 5_000, 1], [5_900_000, 50_000, 1]]);
    expect(record).toMatchObject({ from: 'BTC', to: 'USDT', amount: '0.025', quoted: '1489.5164925', receive: '1497.0015', fees: [{ currency: 'USDT', amount: '1.4985' }], left: [], status: 'done' });
    expect(await balanceOf(t, alice, 'USDT')).toBe(net);
    expect(await balanceOf(t, alice, 'BTC')).toBe(u('0.975', 'BTC'));
    // The seller's taker fee, and bob's maker fee (on the BTC he received), went to the fee account.
    expect((await feeBalance('USDT')) - feesBefore).toBe(fee);
    // The leg is a real spot order of hers: a finished market IOC order in her history.
    const [order] = await t.deps.db.selectFrom('spot_orders').selectAll().where('user_id', '=', alice).execute();
    expect(order).toMatchObject({ id: BigInt(record.orderIds[0]), side: 'sell', type: 'MKT', time_in_force: 'IOC', status: 'finished', filled: u('0.025', 'BTC') });
    expect(await refusal(execute(alice, q.quoteId))).toBe('flashQuoteExpired');
  });

  it('quotes a buy leg spending a budget, with the unspendable rest left, as computed by hand', async () => {
    const bob = await flashUser(t, { BTC: '1' });
    await rest(t, bob, 'btcusdt', 'sell', '61000', '0.01');
    await rest(t, bob, 'btcusdt', 'sell', '61500', '0.02');
    await rest(t, bob, 'btcusdt', 'sell', '62000', '0.5');
    const alice = await flashUser(t, { USDT: '1000' });

    // 1000 USDT: 0.01 BTC at 61000 costs 610; 390 USDT buy floor(390 / 61500 per BTC in lots of 0.000001) = 6341 lots.
    const lots2 = u('390', 'USDT') / 6_150_000n; // btcusdt: one tick-lot is one USDT unit; 61500.00 is 6150000 ticks
    expect(lots2).toBe(6341n);
    const paid = u('610', 'USDT') + lots2 * 6_150_000n;
    const left = u('1000', 'USDT') - paid;
    // The buyer's fee, per fill, on the BTC received, rounded up: 1000 sats on 0.01, 634.1 → 635 on 0.006341.
    const fee = 1000n + 635n;
    const net = 1_000_000n + lots2 * 100n - fee;
    const q = await quote(alice, 'USDT', 'BTC', '1000');
    expect(u(q.expected, 'BTC')).toBe(net);
    expect(q).toMatchObject({ expected: '0.01632465', receive: '0.01624302', route: ['USDT', 'BTC'], fees: [{ currency: 'BTC', amount: '0.00001635' }], left: [{ currency: 'USDT', amount: '0.0285' }] });
    expect(left).toBe(u('0.0285', 'USDT'));

    const record = await execute(alice, q.quoteId);
    expect(record).toMatchObject({ receive: '0.01632465', left: [{ currency: 'USDT', amount: '0.0285' }] });
    expect([await balanceOf(t, alice, 'BTC'), await balanceOf(t, alice, 'USDT'), await balanceOf(t, alice, 'USDT', 'frozen')]).toEqual([net, left, 0n]);
  });

  it('routes LTC to ETH through USDT in two legs, the second spending what the first netted', async () => {
    const bob = await flashUser(t, { USDT: '10000', ETH: '10' });
    await rest(t, bob, 'ltcusdt', 'buy', '60', '10');
    await rest(t, bob, 'ethusdt', 'sell', '3000', '0.1');
    await rest(t, bob, 'ethusdt', 'sell', '3100', '0.2');
    const alice = await flashUser(t, { LTC: '50' });

    // Leg 1: 10 LTC at 60 = 600 USDT, fee 0.6: 599.4 USDT.
    const usdt = u('600', 'USDT') - u('0.6', 'USDT');
    // Leg 2 on ethusdt (ticks of 0.01, lots of 0.0001 ETH: one tick-lot is 100 USDT units): 0.1 ETH at 3000 costs 300 USDT,
    // then floor(299.4 USDT / 3100) lots.
    const tickLots = usdt / 100n;
    const lots2 = (tickLots - 1000n * 300_000n) / 310_000n;
    expect(lots2).toBe(965n);
    const left = usdt - (1000n * 300_000n + lots2 * 310_000n) * 100n;
    const base = (1000n + lots2) * 10_000n; // ETH units (scale 8) of 1965 lots
    const fee = 10_000n + (lots2 * 10_000n + 999n) / 1000n; // per fill, rounded up
    const q = await quote(alice, 'LTC', 'ETH', '10');
    expect(q).toMatchObject({ route: ['LTC', 'USDT', 'ETH'], expected: '0.1963035', receive: '0.19532198', fees: [{ currency: 'USDT', amount: '0.6' }, { currency: 'ETH', amount: '0.0001965' }], left: [{ currency: 'USDT', amount: '0.25' }] });
    expect([u(q.expected, 'ETH'), u(q.left[0].amount, 'USDT')]).toEqual([base - fee, left]);
    expect(q.price).toBe('0.01963035');

    const record = await execute(alice, q.quoteId);
    expect(record).toMatchObject({ route: ['LTC', 'USDT', 'ETH'], receive: '0.1963035', quoted: '0.19532198', left: [{ currency: 'USDT', amount: '0.25' }] });
    expect(record.orderIds).toHaveLength(2);
    expect([await balanceOf(t, alice, 'LTC'), await balanceOf(t, alice, 'ETH'), await balanceOf(t, alice, 'USDT')]).toEqual([u('40', 'LTC'), base - fee, left]);
    // Both legs were public trades: the books and the last trades moved as for any order.
    expect(t.deps.spot.market('ltcusdt')!.book.size).toBe(0);
    expect(t.deps.spot.market('ethusdt')!.lastTrade?.ticks).toBe(310_000);
  });

  it('converts BTC to ETH on their own market (ethbtc), a buy spending BTC', async () => {
    const bob = await flashUser(t, { ETH: '10' });
    await rest(t, bob, 'ethbtc', 'sell', '0.05', '1');
    const alice = await flashUser(t, { BTC: '1' });
    // 0.01 BTC at 0.05 BTC per ETH: 0.2 ETH, less 0.1 %.
    const q = await quote(alice, 'BTC', 'ETH', '0.01');
    expect(q).toMatchObject({ route: ['BTC', 'ETH'], expected: '0.1998', receive: '0.198801', fees: [{ currency: 'ETH', amount: '0.0002' }], left: [] });
    expect((await execute(alice, q.quoteId)).receive).toBe('0.1998');
    expect(await balanceOf(t, alice, 'ETH')).toBe(u('0.1998', 'ETH'));
  });

  it('refuses an expired quote, a price that moved, a second execution and another user, changing nothing', async () => {
    const bob = await flashUser(t, { USDT: '10000' });
    const first = await rest(t, bob, 'btcusdt', 'buy', '60000', '0.01');
    await rest(t, bob, 'btcusdt', 'buy', '59000', '0.01');
    const alice = await flashUser(t, { BTC: '1' });
    const mallory = await flashUser(t, { BTC: '1' });

    const expiring = await quote(alice, 'BTC', 'USDT', '0.01');
    expect(await refusal(execute(mallory, expiring.quoteId))).toBe('flashQuoteNotFound');
    expect(await refusal(execute(alice, '999999'))).toBe('flashQuoteNotFound');
    const before = await allBalances(t);
    const book = await marketState(t, 'btcusdt');
    t.clock.advance(10_000);
    expect(await refusal(execute(alice, expiring.quoteId))).toBe('flashQuoteExpired');
    expect([await allBalances(t), await marketState(t, 'btcusdt')]).toEqual([before, book]);
    expect((await t.deps.db.selectFrom('flash_quotes').select('status').where('id', '=', BigInt(expiring.quoteId)).executeTakeFirstOrThrow()).status).toBe('expired');

    // The best bid leaves between the quote and its execution: the leg would sell at 59000, below its limit.
    const moved = await quote(alice, 'BTC', 'USDT', '0.01');
    await t.deps.spot.market('btcusdt')!.submit(t.deps, { kind: 'cancel', userId: bob, orderId: BigInt(first.orderId) });
    const afterCancel = await allBalances(t);
    const bookAfterCancel = await marketState(t, 'btcusdt');
    expect(await refusal(execute(alice, moved.quoteId))).toBe('flashPriceMoved');
    expect(await allBalances(t)).toEqual(afterCancel);
    expect(await marketState(t, 'btcusdt')).toEqual(bookAfterCancel);
    expect((await t.deps.db.selectFrom('flash_quotes').select('status').where('id', '=', BigInt(moved.quoteId)).executeTakeFirstOrThrow()).status).toBe('refused');
    expect(await refusal(execute(alice, moved.quoteId))).toBe('flashQuoteExpired');
    // Nothing of hers traded: no order of hers was kept.
    expect(await t.deps.db.selectFrom('spot_orders').select('id').where('user_id', '=', alice).execute()).toEqual([]);

    // The balance the quote saw is frozen by an order of hers before she executes: refused, nothing happens, and the quote stays usable.
    const short = await quote(alice, 'BTC', 'USDT', '0.01');
    const ask = await rest(t, alice, 'btcusdt', 'sell', '90000', '0.995');
    const frozenState = [await allBalances(t), await marketState(t, 'btcusdt')];
    expect(await refusal(execute(alice, short.quoteId))).toBe('insufficientBalance');
    expect([await allBalances(t), await marketState(t, 'btcusdt')]).toEqual(frozenState);
    await t.deps.spot.market('btcusdt')!.submit(t.deps, { kind: 'cancel', userId: alice, orderId: BigInt(ask.orderId) });
    expect((await execute(alice, short.quoteId)).receive).toBe(short.expected);
  });

  it('executes a quote the book moved against within its tolerance, giving at least the promise; refuses one moved beyond it', async () => {
    const bob = await flashUser(t, { USDT: '10000' });
    const best = await rest(t, bob, 'btcusdt', 'buy', '60000', '0.01');
    const next = await rest(t, bob, 'btcusdt', 'buy', '59800', '0.02');
    await rest(t, bob, 'btcusdt', 'buy', '59000', '0.01');
    const alice = await flashUser(t, { BTC: '1' });
    const cancel = (orderId: number) => t.deps.spot.market('btcusdt')!.submit(t.deps, { kind: 'cancel', userId: bob, orderId: BigInt(orderId) });

    // 0.01 BTC at 60000 less the 0.1 % fee: 599.4 expected, 599.4 × 0.995 = 596.403 promised.
    const q = await quote(alice, 'BTC', 'USDT', '0.01');
    expect(q).toMatchObject({ expected: '599.4', receive: '596.403', toleranceBps: 50 });
    // The best bid goes (0.33 % lower): 598 less 0.598 is below the expected 599.4 and above the promise.
    await cancel(best.orderId);
    const record = await execute(alice, q.quoteId);
    expect(record).toMatchObject({ quoted: '596.403', receive: '597.402', status: 'done' });
    expect(await balanceOf(t, alice, 'USDT')).toBe(u('597.402', 'USDT'));

    // At 59800 the promise is 597.402 × 0.995 = 594.41499; the next bid is 1.3 % lower: refused, nothing changes.
    const far = await quote(alice, 'BTC', 'USDT', '0.01');
    expect(far.receive).toBe('594.41499');
    await cancel(next.orderId);
    const before = [await allBalances(t), await marketState(t, 'btcusdt')];
    expect(await refusal(execute(alice, far.quoteId))).toBe('flashPriceMoved');
    expect([await allBalances(t), await marketState(t, 'btcusdt')]).toEqual(before);
  });

  it('pays a quote once when two executions race', async () => {
    const bob = await flashUser(t, { USDT: '10000' });
    await rest(t, bob, 'btcusdt', 'buy', '60000', '0.1');
    const alice = await flashUser(t, { BTC: '1' });
    const q = await quote(alice, 'BTC', 'USDT', '0.01');
    const outcomes = await Promise.all([refusal(execute(alice, q.quoteId)), refusal(execute(alice, q.quoteId)), refusal(execute(alice, q.quoteId))]);
    expect(outcomes.sort()).toEqual(['accepted', 'flashQuoteExpired', 'flashQuoteExpired']);
    expect(await balanceOf(t, alice, 'BTC')).toBe(u('0.99', 'BTC'));
    expect(await t.deps.db.selectFrom('spot_orders').select('id').where('user_id', '=', alice).execute()).toHaveLength(1);
  });

  it('refuses what the books or the rules cannot take', async () => {
    const bob = await flashUser(t, { USDT: '10000', BTC: '1' });
    await rest(t, bob, 'btcusdt', 'buy', '60000', '0.01');
    const alice = await flashUser(t, { BTC: '1', USDT: '100' });
    const key = (from: string, to: string, amount: string, userId = alice) => refusal(quote(userId, from, to, amount));

    expect(await key('BTC', 'BTC', '1')).toBe('flashSameCoin');
    expect(await key('USDC', 'BTC', '1')).toBe('flashPairNotSupported');
    expect(await key('BTC', 'NOPE', '1')).toBe('flashPairNotSupported');
    expect(await key('BTC', 'USDT', '')).toBe('enterExchangeAmount');
    expect(await key('BTC', 'USDT', '0')).toBe('enterExchangeAmount');
    expect(await key('BTC', 'USDT', '-1')).toBe('invalidAmount');
    expect(await key('BTC', 'USDT', '0.0000001')).toBe('quantityPrecision');
    expect(await key('BTC', 'USDT', '9'.repeat(30))).toBe('amountAboveMaximum');
    // More than the one bid takes; and a market with no bid at all.
    expect(await key('BTC', 'USDT', '0.02')).toBe('flashNoLiquidity');
    expect(await key('ETH', 'USDT', '1')).toBe('flashNoLiquidity');
    // Below the minimum order value (5 USDT): 0.00008 BTC is 4.8 USDT.
    const small = await quote(alice, 'BTC', 'USDT', '0.00008').catch((error: { key: string; options: { vars: unknown } }) => error);
    expect(small).toMatchObject({ key: 'belowMinimumLimit', options: { vars: { min: '5', coin: 'USDT' } } });
    expect(await key('USDT', 'BTC', '4.99')).toBe('belowMinimumLimit');
    // More than the balance.
    const poor = await flashUser(t, { BTC: '0.001' });
    expect(await key('BTC', 'USDT', '0.005', poor)).toBe('insufficientBalance');

    // Her own resting order ahead in the book stops the walk, as self-trade prevention would live.
    await rest(t, alice, 'btcusdt', 'buy', '61000', '0.001');
    expect(await key('BTC', 'USDT', '0.005')).toBe('flashNoLiquidity');
    expect(await refusal(quote(bob, 'BTC', 'USDT', '0.005'))).toBe('flashNoLiquidity');
  });

  it('refuses quoting and executing on a paused market, and limits quotes per user', async () => {
    const bob = await flashUser(t, { USDT: '10000' });
    await rest(t, bob, 'btcusdt', 'buy', '60000', '0.1');
    const alice = await flashUser(t, { BTC: '1' });
    const pending = await quote(alice, 'BTC', 'USDT', '0.01');
    const faults = injectDatabaseFaults(t.deps);
    try {
      const market = t.deps.spot.market('btcusdt')!;
      faults.commits = 1;
      faults.reads = Infinity;
      expect(await refusal(rest(t, bob, 'btcusdt', 'buy', '50000', '0.01'))).toBe('marketPaused');
      expect(market.isPaused).toBe(true);
      expect(await refusal(quote(alice, 'BTC', 'USDT', '0.01'))).toBe('marketPaused');
      expect(await refusal(execute(alice, pending.quoteId))).toBe('marketPaused');
      faults.reads = 0;
      await waitFor(() => !market.isPaused, 'the market to resume');
    } finally {
      faults.restore();
    }
    expect((await execute(alice, pending.quoteId)).status).toBe('done');

    let last = '';
    for (let i = 0; i < 30 && last !== 'tooManyRequests'; i += 1) last = await refusal(quote(alice, 'BTC', 'USDT', '0.01'));
    expect(last).toBe('tooManyRequests');
    t.clock.advance(60_000);
    expect(await refusal(quote(alice, 'BTC', 'USDT', '0.01'))).toBe('accepted');
  });

  it('answers the declared envelopes: coins, quote, execute and records, localized refusals, no session', async () => {
    const bob = await flashUser(t, { USDT: '10000', ETH: '10' });
    await rest(t, bob, 'btcusdt', 'buy', '60000', '0.1');
    await rest(t, bob, 'ethusdt', 'sell', '3000', '1');
    await rest(t, bob, 'ethbtc', 'sell', '0.05', '1');
    const alice = await registerByEmail(t, 'alice@example.com');
    await credit(t, BigInt(alice.userId), 'BTC', '1');
    const call = (path: string, body: Record<string, string | number> = {}, lang?: string) => t.call(path, body, { token: alice.token, lang });

    const coins = await t.call('/flash/coins');
    expect(coins.code).toBe(1);
    expect(coins.data.validMs).toBe(10_000);
    expect(coins.data.coins.slice(0, 3)).toEqual([
      { currency: 'USDT', decimals: 8, minAmount: '5' },
      // 5 USDT at the best bid 60000: 0.00008334 rounded up to whole lots of 0.000001.
      { currency: 'BTC', decimals: 6, minAmount: '0.000084' },
      // No bid on ethusdt: the best ask 3000 gives 0.0017 (lots of 0.0001).
      { currency: 'ETH', decimals: 4, minAmount: '0.0017' },
    ]);

    expect(await t.call('/flash/quote', { from: 'BTC', to: 'USDT', amount: '0.01' })).toMatchObject({ code: -2 });
    expect(await call('/flash/quote', { from: 'BTC', to: 'BTC', amount: '1' }, 'de-DE')).toMatchObject({ code: 0, msg: translate('de-DE', 'flashSameCoin') });
    expect(await call('/flash/quote', { from: 'B%C', to: 'USDT', amount: '1' })).toMatchObject({ code: 0, msg: translate('en-US', 'flashPairNotSupported') });
    expect(await call('/flash/quote', { from: 'BTC', to: 'USDT' }, 'ar-AE')).toMatchObject({ code: 0, msg: translate('ar-AE', 'enterExchangeAmount') });
    expect(await call('/flash/quote', { from: 'BTC', to: 'USDT', amount: '1e5' })).toMatchObject({ code: 0, msg: translate('en-US', 'invalidAmount') });
    const small = await call('/flash/quote', { from: 'BTC', to: 'USDT', amount: '0.00001' }, 'fr-FR');
    expect(small).toMatchObject({ code: 0, msg: translate('fr-FR', 'belowMinimumLimit', { min: '5', coin: 'USDT' }) });

    // Whatever is sent, the answer is one of the call's declared refusals, never a failure of the server.
    for (const amount of ['abc', '.5', '5.', '-0', '0x10', '１', ' 0.01 ', '9'.repeat(70), '5000001', '0.0000000001']) {
      const answer = await call('/flash/quote', { from: 'USDT', to: 'BTC', amount });
      expect(flashQuoteCall.errors, `${amount}: ${JSON.stringify(answer)}`).toContain(answer.err ?? 'accepted');
    }
    for (const quoteId of ['', '0', '-1', '1.5', '9'.repeat(19), '123456789012345678']) {
      expect((await call('/flash/execute', { quoteId })).err, quoteId).toBe('flashQuoteNotFound');
    }

    const q = await call('/flash/quote', { from: 'btc', to: 'usdt', amount: '0.01' });
    expect(q).toMatchObject({ code: 1, data: { from: 'BTC', to: 'USDT', route: ['BTC', 'USDT'], expected: '599.4', receive: '596.403', toleranceBps: 50 } });
    expect(await call('/flash/execute', { quoteId: 'abc' })).toMatchObject({ code: 0, msg: translate('en-US', 'flashQuoteNotFound') });
    const done = await call('/flash/execute', { quoteId: q.data.quoteId });
    expect(done).toMatchObject({ code: 1, data: { id: q.data.quoteId, quoted: q.data.receive, receive: q.data.expected, status: 'done' } });
    const again = await call('/flash/execute', { quoteId: q.data.quoteId }, 'ja-JP');
    expect(again).toMatchObject({ code: 0, msg: translate('ja-JP', 'flashQuoteExpired') });

    const second = await call('/flash/quote', { from: 'BTC', to: 'ETH', amount: '0.02' });
    expect(second.data.route).toEqual(['BTC', 'ETH']);
    await call('/flash/execute', { quoteId: second.data.quoteId });
    await call('/flash/quote', { from: 'BTC', to: 'USDT', amount: '0.03' }); // quoted, never executed: not a record
    const records = await call('/flash/records', {});
    expect(records).toMatchObject({ code: 1, data: { totalRow: 2, pageNo: 1, pageSize: 10 } });
    expect(records.data.list.map((r: { id: string }) => r.id)).toEqual([second.data.quoteId, q.data.quoteId]);
    expect((await call('/flash/records', { currency: 'eth' })).data.list.map((r: { id: string }) => r.id)).toEqual([second.data.quoteId]);
    expect((await call('/flash/records', { pageNo: 2, pageSize: 1 })).data.list.map((r: { id: string }) => r.id)).toEqual([q.data.quoteId]);
    // Another user sees none of them.
    const other = await registerByEmail(t, 'other@example.com');
    expect((await t.call('/flash/records', {}, { token: other.token })).data.totalRow).toBe(0);
    expect(await t.call('/flash/execute', { quoteId: second.data.quoteId }, { token: other.token })).toMatchObject({ code: 0, msg: translate('en-US', 'flashQuoteNotFound') });

    // Switched off by the operator: no coins, no quote, no execution; the records stay readable.
    const pending = await call('/flash/quote', { from: 'BTC', to: 'USDT', amount: '0.01' });
    await runOpsCommand({ db: t.deps.db, clock: t.clock }, ['product:set', 'flash', 'enabled', '0'], 'olga');
    t.clock.advance(60_000);
    expect((await t.call('/flash/coins')).err).toBe('productOff');
    expect((await call('/flash/quote', { from: 'BTC', to: 'USDT', amount: '0.01' })).err).toBe('productOff');
    expect((await call('/flash/execute', { quoteId: pending.data.quoteId })).err).toBe('productOff');
    expect((await call('/flash/records')).data.totalRow).toBe(2);
  });
});
