import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { translate } from '@exchange/i18n';
import { DIALECTS, startTestApp, type TTestApp } from '../../test/test-app.js';
import { findContractMarket } from '@exchange/contracts';
import { priceTicksRepository } from '../prices/price-ticks.repository.js';
import { createPriceRecorder } from '../prices/price-recorder.js';
import { registerFillWants } from './fill-tick.js';
import { contractAccount, contractTrader, expectConsistent, recordTick } from './contract-test-support.js';
import { fundHouse, secondsTrader } from '../seconds/seconds-test-support.js';
import { secondsEngineOf } from '../seconds/seconds-engine.js';

/**
 * Issue 24, "contracts open and close at a price the user already knows": a market open or a
 * manual close fills at the first tick recorded after the request was accepted, never at one the
 * user could have seen; a seconds order opens only at a tick whose every source was observed at or
 * after its acceptance.
 */
describe.each(DIALECTS)('fills at a price nobody knew yet on %s', (dialect) => {
  let t: TTestApp;
  beforeEach(async () => {
    t = await startTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  const open = (token: string, lang?: string) => t.call('/contract/order/open', { symbol: 'btcusdt', type: 'market', direction: 'up', multiple: 10, openAmount: '100' }, { token, lang });

  it('opens and closes at the first tick recorded after the request, not at the one shown before it', async () => {
    const alice = await contractTrader(t, 'alice@example.com', '1000');
    await recordTick(t, 'btcusdt', '50000');
    t.clock.advance(400);
    // Accepted at T; the tick the user saw (50000) is older than T.
    const opening = open(alice.token);
    await waitingOrAnswered(t, opening);
    t.clock.advance(300);
    const next = await recordTick(t, 'btcusdt', '50500');
    const opened = await opening;
    expect(opened).toMatchObject({ code: 1, data: { status: 'holding', openPrice: '50500' } });
    const detail = await t.call('/contract/order/detail', { orderId: opened.data.orderId }, { token: alice.token });
    expect(detail.data.openTick.id).toBe(String(next.id));

    t.clock.advance(5_000);
    await recordTick(t, 'btcusdt', '51000');
    t.clock.advance(500);
    const closing = t.call('/contract/order/close', { orderId: opened.data.orderId }, { token: alice.token });
    await waitingOrAnswered(t, closing);
    t.clock.advance(200);
    await recordTick(t, 'btcusdt', '50800');
    expect(await closing).toMatchObject({ code: 1, data: { status: 'closed', settlementPrice: '50800' } });
    await expectConsistent(t);
  });

  it('refuses, changing nothing, when no tick is recorded within the bound after the request', async () => {
    const alice = await contractTrader(t, 'alice@example.com', '1000');
    await recordTick(t, 'btcusdt', '50000');
    t.clock.advance(500);
    const opening = open(alice.token, 'ko-KR');
    await waitingOrAnswered(t, opening);
    // The next tick comes too late: the request is answered, nothing opened, nothing frozen.
    t.clock.advance(3_100);
    await recordTick(t, 'btcusdt', '50100');
    expect(await opening).toMatchObject({ code: 0, err: 'contractNoFreshPrice', msg: translate('ko-KR', 'contractNoFreshPrice') });
    expect(await contractAccount(t, alice.token)).toMatchObject({ available: '1000', frozen: '0', positions: 0 });
    expect(await t.deps.db.selectFrom('contract_orders').select('id').execute()).toEqual([]);
    await expectConsistent(t);
  });

  it('fills a request served by a follower: the recording process ticks its market at once, though its price did not move', async () => {
    const btc = findContractMarket('btcusdt')!;
    // Another process holds the recorder lease; this app's recorder only follows it.
    const holder = createPriceRecorder({
      db: t.deps.db,
      clock: t.clock,
      heartbeatMs: 10_000,
      owner: 'other-process',
      markets: [btc],
      index: { compute: () => ({ price: 5_000_000n, method: 'median', sources: [{ source: 'test-feed', price: '50000', time: t.clock.now() }] }) },
    });
    registerFillWants({ ...t.deps, priceTicks: holder });
    const alice = await contractTrader(t, 'alice@example.com', '1000');
    expect(await holder.step()).toBe('recorded');
    expect(await t.deps.priceTicks.step()).toBe('followed');
    t.clock.advance(400);
    const opening = open(alice.token);
    await waitingOrAnswered(t, opening);
    t.clock.advance(700);
    const [fresh] = await holder.recordNow();
    expect(fresh).toBeDefined();
    await t.deps.priceTicks.step();
    const opened = await opening;
    expect(opened).toMatchObject({ code: 1, data: { openPrice: '50000' } });
    const detail = await t.call('/contract/order/detail', { orderId: opened.data.orderId }, { token: alice.token });
    expect(detail.data.openTick.id).toBe(String(fresh.id));
    await holder.stop();
  });

  it('opens a seconds order only at a tick whose every source was observed at or after its acceptance', async () => {
    await fundHouse(t, '100000');
    const bob = await secondsTrader(t, 'bob@example.com', '1000');
    await recordTick(t, 'btcusdt', '50000');
    t.clock.advance(300);
    const accepted = t.clock.now();
    const created = await t.call('/app/contract/second/createOrder', { openAmount: '100', positionTime: 60, tradeType: 0, baseCoin: 'btc', quoteCoin: 'usdt' }, { token: bob.token });
    expect(created.code).toBe(200);
    // Recorded after acceptance, but from a quote observed before it: not an opening price.
    t.clock.advance(200);
    await tickWithSources(t, '50050', [accepted - 100, accepted + 100]);
    t.clock.advance(800);
    const good = await tickWithSources(t, '50070', [accepted + 900, accepted + 950]);
    const order = (await t.call('/app/contract/second/getContractRecordById', { Id: created.result.id }, { token: bob.token })).result;
    expect(order.openTick).toMatchObject({ id: String(good.id), price: '50070' });
    for (const source of order.openTick.sources) expect(source.time).toBeGreaterThanOrEqual(accepted);
  });

  it('settles a seconds order whose first tick from fresh sources came only after its expiry, as a draw at that tick, never freezing its pass', async () => {
    await fundHouse(t, '100000');
    const bob = await secondsTrader(t, 'bob@example.com', '1000');
    await recordTick(t, 'btcusdt', '50000');
    t.clock.advance(300);
    const accepted = t.clock.now();
    const created = await t.call('/app/contract/second/createOrder', { openAmount: '100', positionTime: 60, tradeType: 0, baseCoin: 'btc', quoteCoin: 'usdt' }, { token: bob.token });
    expect(created.code).toBe(200);
    t.clock.advance(60_500);
    await tickWithSources(t, '50100', [accepted - 50, accepted - 40]);
    t.clock.advance(1_000);
    const late = await tickWithSources(t, '50200', [t.clock.now(), t.clock.now()]);
    t.clock.advance(10_000);
    await t.deps.jobs.runner.runDue();
    const order = (await t.call('/app/contract/second/getContractRecordById', { Id: created.result.id }, { token: bob.token })).result;
    expect(order).toMatchObject({ outcome: 'draw', openTick: { id: String(late.id) }, closeTick: { id: String(late.id) } });
  });
});

/**
 * Resolves once the request is either answered or waiting for its tick (its market wanted past
 * now): only then is a tick recorded "after the request was accepted".
 */
async function waitingOrAnswered(t: TTestApp, request: Promise<unknown>): Promise<void> {
  let isAnswered = false;
  void request.finally(() => (isAnswered = true));
  for (;;) {
    const wanted = await t.deps.db.selectFrom('tick_wants').select('until').where('symbol', '=', 'btcusdt').where('until', '>=', BigInt(t.clock.now())).executeTakeFirst();
    if (isAnswered || wanted) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Records a tick at the clock's time whose sources carry the given times, then lets the seconds engine act on it. */
async function tickWithSources(t: TTestApp, price: string, times: number[]) {
  const [tick] = await priceTicksRepository.insert(t.deps.db, [
    { symbol: 'btcusdt', price: BigInt(price) * 100n, method: 'median', sources: times.map((time, i) => ({ source: `feed-${i}`, price, time })), observedAt: t.clock.now() },
  ]);
  await t.deps.priceTicks.step();
  await secondsEngineOf(t.deps).idle();
  await t.deps.jobs.runner.runDue();
  await secondsEngineOf(t.deps).sync();
  return tick;
}
