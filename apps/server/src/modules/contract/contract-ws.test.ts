import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ZContractPush } from '@exchange/contracts';
import { DIALECTS, type TTestApp } from '../../test/test-app.js';
import { connectTestClient as connect, startWsTestApp } from '../../platform/ws/ws-test-client.js';
import { contractTrader, recordTick } from './contract-test-support.js';
import { contractEngineOf } from './contract-engine.js';

describe.each(DIALECTS)('contract pushes over /bb/ws on %s', (dialect) => {
  let t: TTestApp;
  let url: string;
  beforeEach(async () => {
    ({ t, url } = await startWsTestApp(dialect));
  });
  afterEach(async () => {
    await t.close();
  });

  it("pushes the caller's positions with P/L and margin ratio, and an event on each change of state, to the caller only", async () => {
    const alice = await contractTrader(t, 'alice@example.com', '1000');
    const bob = await contractTrader(t, 'bob@example.com', '1000');
    await recordTick(t, 'btcusdt', '50000');
    const client = await connect(url);
    client.send({ sub: 'contract', id: 1 });
    expect(await client.next((m) => m.id === 1)).toMatchObject({ status: 'error', 'err-code': 'need-login' });
    client.send({ op: 'auth', token: alice.token });
    await client.next((m) => m.op === 'auth' && m.status === 'ok');
    client.send({ sub: 'contract', id: 2 });
    await client.next((m) => m.id === 2 && m.status === 'ok');
    const pushes = () => client.next((m) => m.ch === 'contract');

    const opened = await t.call('/contract/order/open', { symbol: 'btcusdt', direction: 'up', multiple: 10, openAmount: '100', type: 'market', stopLoss: '49000' }, { token: alice.token });
    await t.call('/contract/order/open', { symbol: 'btcusdt', direction: 'up', multiple: 10, openAmount: '100', type: 'market' }, { token: bob.token });
    const event = await pushes();
    expect(ZContractPush.parse(event.tick)).toMatchObject({ type: 'order', event: 'holding', order: { orderId: opened.data.orderId } });

    t.clock.advance(1_000);
    await recordTick(t, 'btcusdt', '50500');
    contractEngineOf(t.deps).pushPositions();
    const positions = ZContractPush.parse((await pushes()).tick);
    // Alice's one position only, at the newest tick: +10 on 0.02 BTC; maintenance 0.5 % of 1010 over equity 110.
    // 5.05 ÷ 110 = 0.0459090…, rounded up to the ppm (it warns early).
    expect(positions).toEqual({ type: 'positions', list: [expect.objectContaining({ orderId: opened.data.orderId, currentPrice: '50500', profit: '10', marginRatio: '0.04591' })] });

    t.clock.advance(1_000);
    // Settled by its stop loss through the durable job: the sync that follows pushes the change.
    await recordTick(t, 'btcusdt', '48900');
    const settled = ZContractPush.parse((await pushes()).tick);
    expect(settled).toMatchObject({ type: 'order', event: 'finished', order: { orderId: opened.data.orderId, reason: 'stopLoss', settlementPrice: '48900' } });
    contractEngineOf(t.deps).pushPositions();
    // Nothing held any more, so no positions frame for alice (bob's go to bob): the next frame she
    // gets is the event of her next order (frames arrive in the order they were sent).
    const next = await t.call('/contract/order/open', { symbol: 'btcusdt', direction: 'down', multiple: 5, openAmount: '10', type: 'limit', price: '60000' }, { token: alice.token });
    expect(ZContractPush.parse((await pushes()).tick)).toMatchObject({ type: 'order', event: 'pending', order: { orderId: next.data.orderId } });
    client.socket.close();
  });
});
