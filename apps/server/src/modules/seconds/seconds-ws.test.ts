import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ZSecondsPush } from '@exchange/contracts';
import { DIALECTS, type TTestApp } from '../../test/test-app.js';
import { connectTestClient as connect, startWsTestApp } from '../../platform/ws/ws-test-client.js';
import { fundHouse, recordTick, secondsTrader } from './seconds-test-support.js';

describe.each(DIALECTS)('seconds pushes over /bb/ws on %s', (dialect) => {
  let t: TTestApp;
  let url: string;
  beforeEach(async () => {
    ({ t, url } = await startWsTestApp(dialect));
    await fundHouse(t, '100000');
    // A 5-second duration: the clock must not jump past the hub's pong timeout (30 s here), or it would drop the sockets.
    await t.deps.db
      .insertInto('seconds_durations')
      .values({ second: 5n, income_rate_ppm: 850_000n, min_amount: 100_000_000n, max_amount: 1_000_000_000_000n, enabled: 1n, updated_at: BigInt(t.clock.now()), updated_by: 'test' })
      .execute();
  });
  afterEach(async () => {
    await t.close();
  });

  it("pushes an order's opening and settlement to its owner after auth, and nothing of it to another user", async () => {
    const alice = await secondsTrader(t, 'alice@example.com', '1000');
    const bob = await secondsTrader(t, 'bob@example.com', '1000');
    await recordTick(t, 'btcusdt', '50000');

    const subscribe = async (token: string) => {
      const client = await connect(url);
      client.send({ sub: 'seconds', id: 1 });
      expect(await client.next((m) => m.id === 1)).toMatchObject({ status: 'error', 'err-code': 'need-login' });
      client.send({ op: 'auth', token });
      await client.next((m) => m.op === 'auth' && m.status === 'ok');
      client.send({ sub: 'seconds', id: 2 });
      await client.next((m) => m.id === 2 && m.status === 'ok');
      return client;
    };
    const aliceClient = await subscribe(alice.token);
    const bobClient = await subscribe(bob.token);
    const pushes = (client: typeof aliceClient) => async () => ZSecondsPush.parse((await client.next((m) => m.ch === 'seconds')).tick);
    const alicePush = pushes(aliceClient);
    const bobPush = pushes(bobClient);

    const create = (token: string, tradeType: number) => t.call('/app/contract/second/createOrder', { openAmount: '100', positionTime: 5, tradeType }, { token });
    // Accepted after the last tick: its opening tick is the next one recorded.
    t.clock.advance(300);
    const created = await create(alice.token, 0);
    expect(created.code).toBe(200);
    t.clock.advance(500);
    const opening = await recordTick(t, 'btcusdt', '50000');
    expect(await alicePush()).toMatchObject({ type: 'order', event: 'opened', order: { id: created.result.id, entryStatus: 1, openPrice: '50000', openTick: { id: String(opening.id) } } });
    t.clock.advance(4_500);
    const closing = await recordTick(t, 'btcusdt', '50010');
    expect(await alicePush()).toMatchObject({
      type: 'order',
      event: 'settled',
      order: { id: created.result.id, entryStatus: 2, outcome: 'win', payout: '185', settlementPrice: '50010', closeTick: { id: String(closing.id) } },
    });

    // Bob saw none of it: the first frame he gets is about his own order (frames arrive in the order they were sent).
    const own = await create(bob.token, 1);
    t.clock.advance(500);
    await recordTick(t, 'btcusdt', '50010');
    expect(await bobPush()).toMatchObject({ type: 'order', event: 'opened', order: { id: own.result.id } });
    aliceClient.socket.close();
    bobClient.socket.close();
  });
});
