import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { translate } from '@exchange/i18n';
import { ZSecondsPush } from '@exchange/contracts';
import { DIALECTS, startTestApp, type TTestApp } from '../../test/test-app.js';
import { LIVE_TICK_MS } from '../contract/contract-orders.js';
import { expectConsistent, fundHouse, recordTick, secondsTrader } from './seconds-test-support.js';
import { secondsEngineOf, secondsTopic } from './seconds-engine.js';
import { secondsExposure, secondsHouseBalance } from './seconds-house.js';

describe.each(DIALECTS)('seconds contracts on %s', (dialect) => {
  let t: TTestApp;
  beforeEach(async () => {
    t = await startTestApp(dialect);
    await fundHouse(t, '100000');
  });
  afterEach(async () => {
    await t.close();
  });

  const create = (token: string, body: Record<string, string | number>, lang?: string) =>
    t.call('/app/contract/second/createOrder', { openAmount: '100', positionTime: 60, tradeType: 0, ...body }, { token, lang });
  const detail = (token: string, id: number) => t.call('/app/contract/second/getContractRecordById', { Id: id }, { token });

  /** Creates an order, records its opening tick at `open` and, positionTime later, its settlement tick at `close`. */
  async function play(token: string, tradeType: number, open: string, close: string) {
    await recordTick(t, 'btcusdt', '50000');
    const created = await create(token, { tradeType });
    expect(created.code).toBe(200);
    t.clock.advance(500);
    await recordTick(t, 'btcusdt', open);
    t.clock.advance(59_500);
    await recordTick(t, 'btcusdt', close);
    return (await detail(token, created.result.id)).result;
  }

  it('pays up/down × higher/lower/equal as the rule says, from the house, with the proof on every order', async () => {
    const alice = await secondsTrader(t, 'alice@example.com', '10000');
    const house = await secondsHouseBalance(t.deps.db);
    const cases: [number, string, string, string, string][] = [
      [0, '50000', '50010', 'win', '185'],
      [0, '50000', '49990', 'lose', '0'],
      [0, '50000', '50000', 'draw', '100'],
      [1, '50000', '49990', 'win', '185'],
      [1, '50000', '50010', 'lose', '0'],
      [1, '50000', '50000', 'draw', '100'],
    ];
    for (const [tradeType, open, close, outcome, payout] of cases) {
      const order = await play(alice.token, tradeType, open, close);
      expect(order).toMatchObject({ entryStatus: 2, outcome, payout, openPrice: open, settlementPrice: close, incomeRate: '0.85', fee: '0.2', ruleVersion: 1 });
      expect(order.openTick).toMatchObject({ price: open, sources: [{ source: 'test-feed' }] });
      expect(order.closeTick.time).toBeGreaterThanOrEqual(order.expiryTime);
      t.clock.advance(1_000);
    }
    // Two wins of 85 paid by the house, two stakes of 100 lost to it.
    expect(await secondsHouseBalance(t.deps.db)).toBe(house + 2n * 10_000_000_000n - 2n * 8_500_000_000n);
    const records = await t.call('/contract/getAssetsRecord', { currency: 'USDT', tradeType: 3 }, { token: alice.token });
    expect(records.data.list.map((r: any) => r.type)).toContain('seconds_settle');
    expect(records.data.list.every((r: any) => ['seconds_open', 'seconds_settle'].includes(r.type))).toBe(true);
    await expectConsistent(t);
  });

  it('takes the first tick at or after acceptance and at exactly expiry, never an earlier one', async () => {
    const alice = await secondsTrader(t, 'alice@example.com', '1000');
    await recordTick(t, 'btcusdt', '50000');
    t.clock.advance(300);
    const created = await create(alice.token, { tradeType: 0 });
    expect(created.result).toMatchObject({ openPrice: '', entryStatus: 1 });
    // A tick recorded at the very instant of acceptance opens it.
    const opening = await recordTick(t, 'btcusdt', '50100');
    t.clock.advance(59_999);
    await recordTick(t, 'btcusdt', '40000');
    expect((await detail(alice.token, created.result.id)).result).toMatchObject({ entryStatus: 1, openPrice: '50100', openTick: { id: String(opening.id) } });
    t.clock.advance(1);
    const atExpiry = await recordTick(t, 'btcusdt', '50200');
    expect((await detail(alice.token, created.result.id)).result).toMatchObject({ entryStatus: 2, outcome: 'win', settlementPrice: '50200', closeTick: { id: String(atExpiry.id), time: created.result.expiryTime } });
    await expectConsistent(t);
  });

  it('refuses in SPEC §5 order with its messages, in two languages, under the code 200/message/result envelope', async () => {
    const alice = await secondsTrader(t, 'alice@example.com', '50');
    await recordTick(t, 'btcusdt', '50000');
    const missing = await t.call('/app/contract/second/createOrder', { positionTime: 60, tradeType: 0 }, { token: alice.token, lang: 'de-DE' });
    expect(missing).toMatchObject({ code: 0, message: translate('de-DE', 'secondsEnterAmount'), result: null, err: 'secondsEnterAmount' });
    expect(missing).not.toHaveProperty('msg');
    expect(await create(alice.token, { openAmount: '0.000001' })).toMatchObject({ code: 0, err: 'secondsEnterAmount', message: 'Enter the open amount' });
    expect(await create(alice.token, { openAmount: '5' }, 'fr-FR')).toMatchObject({ code: 0, err: 'secondsBelowMin', message: translate('fr-FR', 'secondsBelowMin', { min: '10' }) });
    expect(await create(alice.token, { openAmount: '100' })).toMatchObject({ code: 0, err: 'insufficientBalance', message: 'Insufficient available balance' });
    expect(await create(alice.token, { positionTime: 45 })).toMatchObject({ code: 0, err: 'secondsDuration' });
    expect(await create(alice.token, { baseCoin: 'ETH', quoteCoin: 'BTC', openAmount: '20' })).toMatchObject({ code: 0, err: 'secondsMarketOff' });
    const ok = await create(alice.token, { openAmount: '20' }, 'de-DE');
    expect(ok).toMatchObject({ code: 200, message: translate('de-DE', 'secondsCreated'), result: { openAmount: '20', baseCoin: 'BTC', quoteCoin: 'USDT', positionTime: 60, tradeType: 0, entryStatus: 1, fee: '0.04' } });
    const noSession = await t.call('/app/contract/second/getContractRecord', {});
    expect(noSession).toMatchObject({ code: -2, result: null });
    const config = await t.call('/app/contract/second/getConfig', {});
    expect(config.code).toBe(200);
    expect(config.result[0]).toMatchObject({ second: 30, incomeRate: '0.8', openAmountMin: '1', breakEvenWinRate: '0.555556' });
    expect(config).toMatchObject({ feeRate: '0.002', amounts: ['10', '50', '100', '500', '1000'] });
    expect(config.markets[0]).toMatchObject({ symbol: 'btcusdt', baseCoin: 'BTC', quoteCoin: 'USDT', price: '50000' });
    expect(config.houseExposure).toBe('17');
  });

  it('refuses on a stale index and when the house cannot cover the payout', async () => {
    const alice = await secondsTrader(t, 'alice@example.com', '200000');
    await recordTick(t, 'btcusdt', '50000');
    t.clock.advance(LIVE_TICK_MS + 1);
    expect(await create(alice.token, {})).toMatchObject({ code: 0, err: 'contractNoPrice' });
    await recordTick(t, 'btcusdt', '50000');
    // The house holds 100000: eleven orders of 10000 at 0.85 can win 93500 together, a twelfth would make 102000.
    for (let i = 0; i < 11; i += 1) expect(await create(alice.token, { openAmount: '10000' })).toMatchObject({ code: 200 });
    const refused = await create(alice.token, { openAmount: '10000' });
    expect(refused).toMatchObject({ code: 0, err: 'secondsHouseCover', message: translate('en-US', 'secondsHouseCover') });
    // A smaller one still fits.
    expect(await create(alice.token, { openAmount: '1000' })).toMatchObject({ code: 200 });
    expect(await secondsExposure(t.deps.db)).toBe(11n * 850_000_000_000n + 85_000_000_000n);
    await expectConsistent(t);
  });

  it('of 50 concurrent creates on a balance covering 7, accepts exactly 7', async () => {
    const alice = await secondsTrader(t, 'alice@example.com', '75');
    await recordTick(t, 'btcusdt', '50000');
    const answers = await Promise.all(Array.from({ length: 50 }, () => create(alice.token, { openAmount: '10' })));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(7);
    expect(answers.filter((a) => a.code !== 200).every((a) => a.err === 'insufficientBalance')).toBe(true);
    await expectConsistent(t);
  });

  it("answers another user's order as not found, and pushes the settlement to its owner only", async () => {
    const alice = await secondsTrader(t, 'alice@example.com', '1000');
    const bob = await secondsTrader(t, 'bob@example.com', '1000');
    const pushed: { topic: string; message: unknown }[] = [];
    for (const user of [alice, bob]) t.deps.bus.subscribe(secondsTopic(user.userId), (message: unknown) => pushed.push({ topic: secondsTopic(user.userId), message }));
    await recordTick(t, 'btcusdt', '50000');
    const created = await create(alice.token, {});
    expect(await detail(bob.token, created.result.id)).toMatchObject({ code: 0, err: 'noData', result: null });
    t.clock.advance(60_000);
    await recordTick(t, 'btcusdt', '50001');
    await secondsEngineOf(t.deps).sync();
    const settled = pushed.filter((p) => (p.message as any).event === 'settled');
    expect(settled).toHaveLength(1);
    expect(settled[0].topic).toBe(secondsTopic(alice.userId));
    expect(ZSecondsPush.parse(settled[0].message).order).toMatchObject({ id: created.result.id, outcome: 'win' });
    const list = await t.call('/app/contract/second/getContractRecord', { entryStatus: 2 }, { token: alice.token });
    expect(list).toMatchObject({ code: 200, result: { totalRow: 1, list: [{ id: created.result.id }] } });
    expect((await t.call('/app/contract/second/getContractRecord', {}, { token: bob.token })).result.totalRow).toBe(0);
  });
});
