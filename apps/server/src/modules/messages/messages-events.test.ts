import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, DIALECTS, login, registerByEmail, startTestApp, type TTestApp } from '../../test/test-app.js';
import { connectTestClient as connect, startWsTestApp } from '../../platform/ws/ws-test-client.js';
import { fund, TRON_ADDRESS } from '../../test/wallet-helpers.js';
import { addAddressAs, withdrawAs } from '../withdrawals/withdrawal-test-support.js';
import { reviewWithdrawal } from '../withdrawals/review-withdrawal.js';
import { contractTrader, recordTick as recordContractTick } from '../contract/contract-test-support.js';
import { fundHouse, recordTick as recordSecondsTick, secondsTrader } from '../seconds/seconds-test-support.js';
import { settleUpTo } from '../seconds/settle-orders.js';
import { messageFeedOf } from './message-feed.js';

type TItem = { id: string; kind: string | null; title: string; content: string };

async function personal(t: TTestApp, token: string, lang?: string): Promise<TItem[]> {
  return (await t.call('/index/message', { type: 'personal', pageSize: 50 }, { token, lang })).data.list;
}

describe.each(DIALECTS)('notifications written by their events on %s', (dialect) => {
  let t: TTestApp;
  beforeEach(async () => {
    t = await startTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  it('tells of a contract closed by stop loss and by take profit (not of a manual close), with the tick price and the result', async () => {
    const alice = await contractTrader(t, 'alice@example.com', '1000');
    await recordContractTick(t, 'btcusdt', '50000');
    const open = (body: Record<string, string | number>) => t.call('/contract/order/open', { symbol: 'btcusdt', type: 'market', ...body }, { token: alice.token });
    const up = await open({ direction: 'up', multiple: 10, openAmount: '100', stopLoss: '49000' });
    const down = await open({ direction: 'down', multiple: 10, openAmount: '100', takeProfit: '48500' });
    const manual = await open({ direction: 'up', multiple: 10, openAmount: '10' });
    expect([up.code, down.code, manual.code]).toEqual([1, 1, 1]);
    t.clock.advance(1_000);
    // A close fills at a tick recorded at or after it was asked for.
    await recordContractTick(t, 'btcusdt', '50000');
    expect((await t.call('/contract/order/close', { orderId: manual.data.orderId }, { token: alice.token })).code).toBe(1);
    t.clock.advance(1_000);
    await recordContractTick(t, 'btcusdt', '48400');
    const contracts = (await personal(t, alice.token)).filter((m) => m.kind?.startsWith('contract'));
    expect(contracts.map((m) => m.kind).sort()).toEqual(['contractStopLoss', 'contractTakeProfit']);
    const stopped = contracts.find((m) => m.kind === 'contractStopLoss')!;
    expect(stopped.title).toBe('Stop loss triggered');
    // What came back (67.516) less the margin (100): the loss with its fees.
    expect(stopped.content).toBe(`Your BTC/USDT contract (order ${up.data.orderId}) was closed by its stop loss at 48400. Profit: -32.484 USDT`);
    const took = (await personal(t, alice.token, 'zh-CN')).find((m) => m.kind === 'contractTakeProfit')!;
    expect(took.content).toBe(`您的 BTC/USDT 合约（订单 ${down.data.orderId}）已按止盈在 48400 平仓。盈亏：31.516 USDT`);
  });

  it('tells of each settled seconds order once, even when the settlement pass runs again', async () => {
    await fundHouse(t, '100000');
    await t.deps.db
      .insertInto('seconds_durations')
      .values({ second: 5n, income_rate_ppm: 850_000n, min_amount: 100_000_000n, max_amount: 1_000_000_000_000n, enabled: 1n, updated_at: BigInt(t.clock.now()), updated_by: 'test' })
      .onConflict((oc) => oc.column('second').doNothing())
      .execute();
    const alice = await secondsTrader(t, 'alice@example.com', '1000');
    await recordSecondsTick(t, 'btcusdt', '50000');
    t.clock.advance(300);
    const created = await t.call('/app/contract/second/createOrder', { openAmount: '100', positionTime: 5, tradeType: 0 }, { token: alice.token });
    expect(created.code).toBe(200);
    t.clock.advance(500);
    await recordSecondsTick(t, 'btcusdt', '50000');
    t.clock.advance(4_500);
    await recordSecondsTick(t, 'btcusdt', '50010');
    const settled = (await personal(t, alice.token)).filter((m) => m.kind === 'secondsSettled');
    expect(settled).toHaveLength(1);
    expect(settled[0].content).toBe(`Your BTC/USDT seconds contract (order ${created.result.id}) has settled: win. Returned to your contract account: 185 USDT`);
    expect((await personal(t, alice.token, 'ja-JP')).find((m) => m.kind === 'secondsSettled')!.content).toContain('決済されました：勝ち。');
    // The pass again (a job run twice, a second process): the order is settled already, nothing is told twice.
    await t.deps.db.transaction().execute((tx) => settleUpTo(t.deps, tx, 'btcusdt', t.clock.now()));
    expect((await personal(t, alice.token)).filter((m) => m.kind === 'secondsSettled')).toHaveLength(1);
  });

  it('tells of a withdrawal paid and one rejected, worded in the reader language', async () => {
    const demo = await login(t, DEMO.email, DEMO.password);
    const address = { currency: 'USDT', chain: 'TRC20', address: TRON_ADDRESS };
    expect((await addAddressAs(t, demo, address)).code).toBe(1);
    const paid = await withdrawAs(t, demo, { ...address, amount: '100', fundPwd: DEMO.fundPassword });
    const refused = await withdrawAs(t, demo, { ...address, amount: '50', fundPwd: DEMO.fundPassword });
    expect([paid.code, refused.code]).toEqual([1, 1]);
    await reviewWithdrawal(t.deps, { id: BigInt(paid.data.id), operator: 'op', approve: true, reason: '', txHash: 'abc123' });
    await reviewWithdrawal(t.deps, { id: BigInt(refused.data.id), operator: 'op', approve: false, reason: 'address check', txHash: '' });
    const told = (await personal(t, demo)).filter((m) => m.kind?.startsWith('withdrawal'));
    expect(told.map((m) => [m.kind, m.content])).toEqual([
      ['withdrawalRejected', `Your withdrawal of 50 USDT (withdrawal ${refused.data.id}) was rejected and the funds are available again. Reason: address check`],
      ['withdrawalPaid', `Your withdrawal of 100 USDT (withdrawal ${paid.data.id}) has been sent. Transaction: abc123`],
    ]);
    expect((await personal(t, demo, 'ru-RU')).find((m) => m.kind === 'withdrawalPaid')!.title).toBe('Вывод выполнен');
  });
});

describe.each(DIALECTS)('the messages topic over /bb/ws on %s', (dialect) => {
  let t: TTestApp;
  let url: string;
  beforeEach(async () => {
    ({ t, url } = await startWsTestApp(dialect));
  });
  afterEach(async () => {
    await t.close();
  });

  it("pushes each new message to its owner's sockets only, once, from whatever process wrote it", async () => {
    const alice = await registerByEmail(t, 'alice@example.com');
    const bob = await registerByEmail(t, 'bob@example.com');
    const feed = messageFeedOf(t.deps);
    await feed.sync();
    const subscribe = async (token: string) => {
      const client = await connect(url);
      client.send({ sub: 'messages', id: 1 });
      expect(await client.next((m) => m.id === 1)).toMatchObject({ status: 'error', 'err-code': 'need-login' });
      client.send({ op: 'auth', token });
      await client.next((m) => m.op === 'auth' && m.status === 'ok');
      client.send({ sub: 'messages', id: 2 });
      await client.next((m) => m.id === 2 && m.status === 'ok');
      return client;
    };
    const aliceClient = await subscribe(alice.token);
    const bobClient = await subscribe(bob.token);

    // Written by a review in its transaction (the ops command line would be another process: the feed reads the table).
    await fund(t, alice.userId, 'USDT', '10');
    await feed.sync();
    const first = await aliceClient.next((m) => m.ch === 'messages');
    const own = (await personal(t, alice.token)).find((m) => m.kind === 'depositCredited')!;
    expect(first.tick).toEqual({ type: 'message', id: own.id.slice(1), kind: 'depositCredited' });
    // Synced again: not pushed twice. Bob's first frame is about his own deposit, never Alice's.
    await feed.sync();
    await fund(t, bob.userId, 'USDT', '20');
    await feed.sync();
    const bobFirst = await bobClient.next((m) => m.ch === 'messages');
    const bobOwn = (await personal(t, bob.token)).find((m) => m.kind === 'depositCredited')!;
    expect(bobFirst.tick).toMatchObject({ id: bobOwn.id.slice(1) });
    await fund(t, alice.userId, 'USDT', '30');
    await feed.sync();
    const second = await aliceClient.next((m) => m.ch === 'messages');
    expect(Number(second.tick.id)).toBeGreaterThan(Number(first.tick.id));
    aliceClient.socket.close();
    bobClient.socket.close();
  });
});
