import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { translate } from '@exchange/i18n';
import { DIALECTS, startTestApp, type TTestApp } from '../../test/test-app.js';
import { runOpsCommand } from '../../cli/ops-commands.js';
import { contractAccount, contractTrader, expectConsistent, houseBalance, insuranceBalance, recordTick, settleDue } from './contract-test-support.js';
import { LIVE_TICK_MS } from './contract-orders.js';
import { openPosition } from './open-position.js';
import { contractEngineOf } from './contract-engine.js';
import { auditLedger } from '../ledger/audit-ledger.js';

describe.each(DIALECTS)('leveraged contracts on %s', (dialect) => {
  let t: TTestApp;
  beforeEach(async () => {
    t = await startTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  const open = (token: string, body: Record<string, string | number>, lang?: string) =>
    t.call('/contract/order/open', { symbol: 'btcusdt', type: 'market', ...body }, { token, lang });
  const later = (ms = 1_000) => t.clock.advance(ms);

  it('opens up at the recorded tick, moves its P/L with the next tick, closes at the newest one, and every flow is in the ledger', async () => {
    const alice = await contractTrader(t, 'alice@example.com', '1000');
    const tick = await recordTick(t, 'btcusdt', '50000');
    const house = await houseBalance(t);
    const opened = await open(alice.token, { direction: 'up', multiple: 10, openAmount: '100' }, 'de-DE');
    expect(opened).toMatchObject({ code: 1, msg: translate('de-DE', 'contractOpened') });
    // Q = 100 × 10 ÷ 50000 = 0.02 BTC; the opening fee is 0.05 % of 1000 USDT.
    expect(opened.data).toMatchObject({ status: 'holding', openPrice: '50000', openQuantity: '0.02', openFee: '0.5', multiple: 10, openAmount: '100', profit: '0' });
    // Shown liquidation price: 50000 × (1 − 1/10) ÷ (1 − 0.005), rounded up.
    expect(opened.data.liquidationPrice).toBe('45226.14');
    expect(await contractAccount(t, alice.token)).toMatchObject({ available: '899.5', frozen: '100', unrealizedProfit: '0', equity: '999.5', positions: 1 });

    later();
    await recordTick(t, 'btcusdt', '51000');
    const holding = await t.call('/contract/order/list', { status: 'holding' }, { token: alice.token });
    expect(holding.data).toMatchObject({ totalRow: 1, pageSize: 10 });
    expect(holding.data.list[0]).toMatchObject({ currentPrice: '51000', profit: '20', holdTime: 1 });
    expect(await contractAccount(t, alice.token)).toMatchObject({ unrealizedProfit: '20', equity: '1019.5' });

    later();
    const closeTick = await recordTick(t, 'btcusdt', '51000');
    const closed = await t.call('/contract/order/close', { orderId: opened.data.orderId }, { token: alice.token });
    // Closing fee 0.05 % of 1020; the user gets 100 + 20 − 0.51.
    expect(closed).toMatchObject({ code: 1, data: { status: 'closed', reason: 'manual', settlementPrice: '51000', settlementProfit: '20', closeFee: '0.51', finalAmount: '119.49', profit: '19.49', outcome: 'win' } });
    expect(await contractAccount(t, alice.token)).toMatchObject({ available: '1018.99', frozen: '0', positions: 0 });
    expect(await houseBalance(t)).toBe(house - 2_000_000_000n);

    const detail = await t.call('/contract/order/detail', { orderId: opened.data.orderId }, { token: alice.token });
    expect(detail.data.openTick).toMatchObject({ id: String(tick.id), price: '50000', sources: [{ source: 'test-feed', price: '50000' }] });
    expect(detail.data.closeTick).toMatchObject({ id: String(closeTick.id), price: '51000' });
    // Every contract movement is an asset record of type 2: the transfer in, the opening, the settlement.
    const records = await t.call('/contract/getAssetsRecord', { currency: 'USDT', tradeType: 2 }, { token: alice.token });
    expect(records.data.list.filter((r: any) => r.wallet === 'contract').map((r: any) => [r.type, r.amount])).toEqual([
      ['contract_settle', '119.49'],
      ['contract_open', '-100.5'],
      ['transfer', '1000'],
    ]);
    const history = await t.call('/contract/order/list', { status: 'history' }, { token: alice.token });
    expect(history.data.list.map((o: any) => o.orderId)).toEqual([opened.data.orderId]);
    await expectConsistent(t);
  });

  it('refuses to open or close without a fresh recorded index price, in the caller language, and works again once one is recorded', async () => {
    const alice = await contractTrader(t, 'alice@example.com', '1000');
    const none = await open(alice.token, { direction: 'up', multiple: 10, openAmount: '100' }, 'ja-JP');
    expect(none).toMatchObject({ code: 0, err: 'contractNoPrice', msg: translate('ja-JP', 'contractNoPrice', { symbol: 'BTC/USDT' }) });
    await recordTick(t, 'btcusdt', '50000');
    const opened = await open(alice.token, { direction: 'down', multiple: 5, openAmount: '50' });
    expect(opened.code).toBe(1);
    later(LIVE_TICK_MS + 1);
    expect(await t.call('/contract/order/close', { orderId: opened.data.orderId }, { token: alice.token })).toMatchObject({ code: 0, err: 'contractNoPrice' });
    expect((await open(alice.token, { direction: 'up', multiple: 10, openAmount: '10' })).err).toBe('contractNoPrice');
    await recordTick(t, 'btcusdt', '49000');
    // Down 0.005 BTC from 50000 to 49000: +5 USDT less the closing fee on 245.
    expect(await t.call('/contract/order/close', { orderId: opened.data.orderId }, { token: alice.token })).toMatchObject({ code: 1, data: { settlementProfit: '5', outcome: 'win' } });
    await expectConsistent(t);
  });

  it('checks every input with a clear message, and answers another user\'s order as not found', async () => {
    const alice = await contractTrader(t, 'alice@example.com', '1000');
    const bob = await contractTrader(t, 'bob@example.com', '0');
    await recordTick(t, 'btcusdt', '50000');
    const cases: [Record<string, string | number>, string][] = [
      [{ symbol: 'btceth', direction: 'up', multiple: 10, openAmount: '10' }, 'marketNotFound'],
      [{ direction: 'sideways', multiple: 10, openAmount: '10' }, 'contractDirection'],
      [{ direction: 'up', multiple: 7, openAmount: '10' }, 'contractLeverage'],
      [{ direction: 'up', multiple: 'x', openAmount: '10' }, 'contractLeverage'],
      [{ direction: 'up', multiple: 10, openAmount: '' }, 'enterAmount'],
      [{ direction: 'up', multiple: 10, openAmount: '0.5' }, 'contractMarginMin'],
      [{ direction: 'up', multiple: 10, openAmount: '100001' }, 'contractMarginMax'],
      [{ direction: 'up', multiple: 10, openAmount: '10', stopLoss: '50001' }, 'contractStopLossInvalid'],
      [{ direction: 'down', multiple: 10, openAmount: '10', stopLoss: '49999' }, 'contractStopLossInvalid'],
      [{ direction: 'up', multiple: 10, openAmount: '10', takeProfit: '49000' }, 'contractTakeProfitInvalid'],
      [{ direction: 'up', multiple: 10, openAmount: '10', stopLoss: '1.001' }, 'contractStopLossInvalid'],
      [{ direction: 'down', multiple: 10, openAmount: '10', stopLoss: '99999999999999999' }, 'contractStopLossInvalid'],
      [{ direction: 'up', multiple: 10, openAmount: '10', takeProfit: '99999999999999999' }, 'contractTakeProfitInvalid'],
      [{ direction: 'up', multiple: 10, openAmount: '10', type: 'limit', price: '' }, 'enterProperPrice'],
      [{ direction: 'up', multiple: 10, openAmount: '10', type: 'limit', price: '50001' }, 'contractLimitSide'],
      [{ direction: 'down', multiple: 10, openAmount: '10', type: 'limit', price: '49000' }, 'contractLimitSide'],
      [{ direction: 'up', multiple: 10, openAmount: '5000' }, 'insufficientBalance'],
    ];
    for (const [body, err] of cases) {
      const answer = await open(alice.token, body, 'fr-FR');
      expect({ body, err: answer.err, code: answer.code }).toEqual({ body, err, code: 0 });
      expect(answer.msg).not.toMatch(/\{\{/);
    }
    expect((await open(alice.token, { direction: 'up', multiple: 10, openAmount: '10', type: 'limit', price: '50001' }, 'fr-FR')).msg).toBe(
      translate('fr-FR', 'contractLimitSide', { price: '50000' }),
    );
    const mine = await open(alice.token, { direction: 'up', multiple: 10, openAmount: '10' });
    for (const path of ['/contract/order/detail', '/contract/order/close', '/contract/order/cancel', '/contract/order/update']) {
      expect((await t.call(path, { orderId: mine.data.orderId }, { token: bob.token })).err).toBe('noData');
    }
    expect((await t.call('/contract/order/cancel', { orderId: mine.data.orderId }, { token: alice.token })).err).toBe('contractNotPending');
    // Without a session: -2; without the disclosure accepted: the access check says so.
    expect((await t.call('/contract/order/open', { symbol: 'btcusdt', direction: 'up', multiple: 10, openAmount: '10' })).code).toBe(-2);
    await t.deps.db.deleteFrom('product_acceptances').where('user_id', '=', bob.userId).execute();
    expect((await open(bob.token, { direction: 'up', multiple: 10, openAmount: '10' })).err).toBe('productDisclosure');
    expect(await contractAccount(t, alice.token)).toMatchObject({ available: '989.95', frozen: '10' });
    await expectConsistent(t);
  });

  it('closes by stop loss and take profit at the price of the tick that crossed them, which the order cites', async () => {
    const alice = await contractTrader(t, 'alice@example.com', '1000');
    await recordTick(t, 'btcusdt', '50000');
    const up = await open(alice.token, { direction: 'up', multiple: 10, openAmount: '100', stopLoss: '49000', takeProfit: '52000' });
    const down = await open(alice.token, { direction: 'down', multiple: 10, openAmount: '100', takeProfit: '48500' });
    expect([up.code, down.code]).toEqual([1, 1]);
    later();
    await recordTick(t, 'btcusdt', '49500');
    expect((await t.call('/contract/order/list', { status: 'holding' }, { token: alice.token })).data.totalRow).toBe(2);
    later();
    // A gap through the stop loss settles at the tick's price, not at the stop.
    const crossing = await recordTick(t, 'btcusdt', '48400');
    const stopped = (await t.call('/contract/order/detail', { orderId: up.data.orderId }, { token: alice.token })).data;
    expect(stopped).toMatchObject({ status: 'finished', reason: 'stopLoss', settlementPrice: '48400', settlementProfit: '-32', outcome: 'lose', closeTick: { id: String(crossing.id) } });
    const took = (await t.call('/contract/order/detail', { orderId: down.data.orderId }, { token: alice.token })).data;
    expect(took).toMatchObject({ status: 'finished', reason: 'takeProfit', settlementPrice: '48400', settlementProfit: '32', outcome: 'win' });
    // 48400 × 0.02 = 968 → closing fee 0.484 each.
    expect(stopped.finalAmount).toBe('67.516');
    expect(took.finalAmount).toBe('131.516');
    later();
    await recordTick(t, 'btcusdt', '40000');
    expect((await t.call('/contract/order/list', { status: 'history' }, { token: alice.token })).data.totalRow).toBe(2);
    expect((await t.call('/contract/order/list', { status: 'holding' }, { token: alice.token })).data.totalRow).toBe(0);
    await expectConsistent(t);
  });

  it('edits stop loss and take profit while holding, checked against the current price, and the new ones trigger', async () => {
    const alice = await contractTrader(t, 'alice@example.com', '1000');
    await recordTick(t, 'btcusdt', '50000');
    const up = await open(alice.token, { direction: 'up', multiple: 10, openAmount: '100', stopLoss: '45500' });
    const update = (body: Record<string, string | number>) => t.call('/contract/order/update', { orderId: up.data.orderId, ...body }, { token: alice.token });
    expect((await update({ stopLoss: '50001' })).err).toBe('contractStopLossInvalid');
    // Beyond the liquidation price a stop loss would never fire.
    expect((await update({ stopLoss: '45000' })).err).toBe('contractStopLossInvalid');
    expect((await update({ takeProfit: '49000' })).err).toBe('contractTakeProfitInvalid');
    expect((await update({ takeProfit: '1e9' })).err).toBe('contractTakeProfitInvalid');
    expect((await update({ takeProfit: '99999999999999999' })).err).toBe('contractTakeProfitInvalid');
    const edited = await update({ stopLoss: '', takeProfit: '50500' });
    expect(edited).toMatchObject({ code: 1, data: { stopLoss: '', takeProfit: '50500' } });
    later();
    await recordTick(t, 'btcusdt', '45600');
    expect((await t.call('/contract/order/detail', { orderId: up.data.orderId }, { token: alice.token })).data.status).toBe('holding');
    later();
    await recordTick(t, 'btcusdt', '50600');
    expect((await t.call('/contract/order/detail', { orderId: up.data.orderId }, { token: alice.token })).data).toMatchObject({ status: 'finished', reason: 'takeProfit', settlementPrice: '50600' });
    await expectConsistent(t);
  });

  it('liquidates at the crossing tick; a gap beyond the margin is paid by the insurance fund, never by the user', async () => {
    const alice = await contractTrader(t, 'alice@example.com', '1000');
    await recordTick(t, 'btcusdt', '50000');
    // x100: 0.2 BTC on 100 USDT, liquidated at or below 49748.74 (equity ≤ 0.5 % of the value); shown rounded up.
    const near = await open(alice.token, { direction: 'up', multiple: 100, openAmount: '100' });
    const gap = await open(alice.token, { direction: 'down', multiple: 100, openAmount: '100' });
    expect(near.data.liquidationPrice).toBe('49748.75');
    const house = await houseBalance(t);
    const insurance = await insuranceBalance(t);
    later();
    await recordTick(t, 'btcusdt', '49760');
    expect((await t.call('/contract/order/list', { status: 'holding' }, { token: alice.token })).data.totalRow).toBe(2);
    later();
    await recordTick(t, 'btcusdt', '49740');
    // Equity 100 − 52 = 48 is less than the liquidation fee (0.5 % of 9948 = 49.74): the fee takes all of it, the user gets 0.
    const liquidated = (await t.call('/contract/order/detail', { orderId: near.data.orderId }, { token: alice.token })).data;
    expect(liquidated).toMatchObject({ status: 'liquidated', reason: 'liquidation', settlementPrice: '49740', settlementProfit: '-52', liquidationFee: '48', finalAmount: '0', insurancePaid: '0', outcome: 'lose' });
    later();
    // The down position from 50000 at x100 meets a tick 1000 above: a loss of 200 on a margin of 100.
    await recordTick(t, 'btcusdt', '51000');
    const gapped = (await t.call('/contract/order/detail', { orderId: gap.data.orderId }, { token: alice.token })).data;
    expect(gapped).toMatchObject({ status: 'liquidated', settlementProfit: '-200', liquidationFee: '0', finalAmount: '0', insurancePaid: '100' });
    // The house received both losses in full (52 and 200); the fund took the fee and paid the gap.
    expect(await houseBalance(t)).toBe(house + 25_200_000_000n);
    expect(await insuranceBalance(t)).toBe(insurance + 4_800_000_000n - 10_000_000_000n);
    // The user lost exactly the two margins and the two opening fees (5 each), nothing of the rest.
    expect(await contractAccount(t, alice.token)).toMatchObject({ available: '790', frozen: '0' });
    await expectConsistent(t);
  });

  it('opens a pending order on the first tick that crosses its price, at that tick, and cancels another with everything back', async () => {
    const alice = await contractTrader(t, 'alice@example.com', '1000');
    await recordTick(t, 'btcusdt', '50000');
    const pending = await open(alice.token, { direction: 'up', multiple: 10, openAmount: '100', type: 'limit', price: '49500', takeProfit: '51000' });
    expect(pending).toMatchObject({ code: 1, msg: translate('en-US', 'contractPlaced', { price: '49500' }), data: { status: 'pending', buyPrice: '49500', openPrice: '', openQuantity: '0' } });
    const other = await open(alice.token, { direction: 'down', multiple: 20, openAmount: '50', type: 'limit', price: '60000' });
    // Margin plus the largest opening fee (0.05 % of margin × leverage) are frozen meanwhile.
    expect(await contractAccount(t, alice.token)).toMatchObject({ frozen: '151', available: '849' });
    later();
    await recordTick(t, 'btcusdt', '49600');
    expect((await t.call('/contract/order/detail', { orderId: pending.data.orderId }, { token: alice.token })).data.status).toBe('pending');
    later();
    const crossing = await recordTick(t, 'btcusdt', '49400');
    const filled = (await t.call('/contract/order/detail', { orderId: pending.data.orderId }, { token: alice.token })).data;
    // Q = 100 × 10 ÷ 49400 cut to 6 decimals; fee 0.05 % of Q × 49400, rounded up; the unused fee hold came back.
    expect(filled).toMatchObject({ status: 'holding', openPrice: '49400', openQuantity: '0.020242', openFee: '0.4999774', openTick: { id: String(crossing.id) } });
    expect(await contractAccount(t, alice.token)).toMatchObject({ frozen: '150.5', available: '849.0000226' });
    const cancelled = await t.call('/contract/order/cancel', { orderId: other.data.orderId }, { token: alice.token });
    expect(cancelled).toMatchObject({ code: 1, data: { status: 'cancelled', reason: 'cancelled' } });
    expect(await contractAccount(t, alice.token)).toMatchObject({ frozen: '100', available: '899.5000226' });
    expect((await t.call('/contract/order/cancel', { orderId: other.data.orderId }, { token: alice.token })).err).toBe('contractNotPending');
    later();
    await recordTick(t, 'btcusdt', '51000');
    expect((await t.call('/contract/order/detail', { orderId: pending.data.orderId }, { token: alice.token })).data).toMatchObject({ status: 'finished', reason: 'takeProfit' });
    await expectConsistent(t);
  });

  it('refuses openings past the house open-interest limit or its capital on the adverse move, and takes those that reduce its exposure', async () => {
    const alice = await contractTrader(t, 'alice@example.com', '300000');
    await recordTick(t, 'btcusdt', '50000');
    await runOpsCommand({ db: t.deps.db, clock: t.clock }, ['contract:set', 'btcusdt', 'oiLimit', '1000000'], 'olga');
    // 10000 × 100 = 1,000,000 of value: at the limit, taken; one more USDT of margin passes it.
    expect((await open(alice.token, { direction: 'up', multiple: 100, openAmount: '10000' })).code).toBe(1);
    const over = await open(alice.token, { direction: 'up', multiple: 5, openAmount: '1' }, 'zh-CN');
    expect(over).toMatchObject({ err: 'contractHouseLimit', msg: translate('zh-CN', 'contractHouseLimit', { symbol: 'BTC/USDT' }) });
    expect((await open(alice.token, { direction: 'down', multiple: 5, openAmount: '1' })).code).toBe(1);

    await runOpsCommand({ db: t.deps.db, clock: t.clock }, ['contract:set', 'btcusdt', 'oiLimit', '100000000'], 'olga');
    await runOpsCommand({ db: t.deps.db, clock: t.clock }, ['contract:set', 'btcusdt', 'adverseMove', '1'], 'olga');
    // The demo house holds 10,000,000 USDT: a 100 % move on 10,000,000 of net value is all it covers.
    const capital = await houseBalance(t);
    expect(capital).toBe(1_000_000_000_000_000n);
    expect((await open(alice.token, { direction: 'up', multiple: 100, openAmount: '89995' })).code).toBe(1);
    expect((await open(alice.token, { direction: 'up', multiple: 100, openAmount: '100' })).err).toBe('contractHouseCapital');
    const config = await t.call('/contract/config', {});
    const btc = config.data.markets.find((m: any) => m.symbol === 'btcusdt');
    // What is left: 10,000,000 of capital covers 10,000,000 of position value at a 100 % move, counted
    // gross (the 5 of down adds, never offsets): 9,999,505 of it used; the net exposure shown is 9,999,495.
    expect(btc).toMatchObject({ adverseMove: '1', openInterestLimit: '100000000', houseExposure: '9999495', freeCapacity: '495' });
    expect((await open(alice.token, { direction: 'up', multiple: 5, openAmount: '99.01' })).err).toBe('contractHouseCapital');
    expect((await open(alice.token, { direction: 'up', multiple: 5, openAmount: '99' })).code).toBe(1);
    expect((await t.call('/contract/config', {})).data.markets.find((m: any) => m.symbol === 'btcusdt').freeCapacity).toBe('0');
    expect(config.data.houseBalance).toBe('10000000');
    const actions = await t.deps.db.selectFrom('operator_actions').select(['operator', 'action', 'subject']).where('action', '=', 'contract:set').execute();
    expect(actions).toEqual([
      { operator: 'olga', action: 'contract:set', subject: 'contract:btcusdt' },
      { operator: 'olga', action: 'contract:set', subject: 'contract:btcusdt' },
      { operator: 'olga', action: 'contract:set', subject: 'contract:btcusdt' },
    ]);
    await expectConsistent(t);
  });

  it('of 50 concurrent openings on a margin that covers 7, accepts exactly 7', async () => {
    // Each costs 10 margin + 0.05 fee (0.002 BTC × 50000 × 0.05 %).
    const alice = await contractTrader(t, 'alice@example.com', '70.35');
    await recordTick(t, 'btcusdt', '50000');
    const answers = await Promise.all(Array.from({ length: 50 }, () => open(alice.token, { direction: 'up', multiple: 10, openAmount: '10' })));
    expect(answers.filter((a) => a.code === 1)).toHaveLength(7);
    expect(new Set(answers.filter((a) => a.code !== 1).map((a) => a.err))).toEqual(new Set(['insufficientBalance']));
    expect(await contractAccount(t, alice.token)).toMatchObject({ available: '0', frozen: '70', positions: 7 });
    await expectConsistent(t);
  });

  it('caps leverage for a country where the operator sets a cap, and lists only what the caller may choose', async () => {
    const alice = await contractTrader(t, 'alice@example.com', '100');
    await recordTick(t, 'btcusdt', '50000');
    const before = (await t.call('/contract/config', {}, { token: alice.token })).data.markets[0];
    expect(before).toMatchObject({ leverages: [5, 10, 20, 50, 100], countryCap: null });
    await runOpsCommand({ db: t.deps.db, clock: t.clock }, ['contract:set', 'cap', 'us', '10'], 'olga');
    const after = (await t.call('/contract/config', {}, { token: alice.token })).data.markets[0];
    // The answer names the cap and its country, for the screens to say why higher leverages are missing.
    expect(after).toMatchObject({ leverages: [5, 10], maxLeverage: 10, countryCap: { country: 'US', maxLeverage: 10 } });
    expect((await t.call('/contract/config')).data.markets[0]).toMatchObject({ leverages: [5, 10, 20, 50, 100], countryCap: null });
    const refused = await open(alice.token, { direction: 'up', multiple: 20, openAmount: '10' }, 'ko-KR');
    expect(refused).toMatchObject({ err: 'contractLeverageCapped', msg: translate('ko-KR', 'contractLeverageCapped', { max: '10' }) });
    const held = await open(alice.token, { direction: 'up', multiple: 10, openAmount: '10' });
    expect(held.code).toBe(1);
    // A market switched off takes no new position; those open can still be closed.
    await runOpsCommand({ db: t.deps.db, clock: t.clock }, ['contract:set', 'btcusdt', 'enabled', '0'], 'olga');
    expect(await open(alice.token, { direction: 'up', multiple: 10, openAmount: '10' }, 'ar-AE')).toMatchObject({ err: 'contractMarketOff', msg: translate('ar-AE', 'contractMarketOff', { symbol: 'BTC/USDT' }) });
    expect((await t.call('/contract/order/close', { orderId: held.data.orderId }, { token: alice.token })).data.status).toBe('closed');
    // Where the law caps retail crypto CFDs at 2:1 (seeded for the EU/EEA and Japan), 2 is what is offered.
    await runOpsCommand({ db: t.deps.db, clock: t.clock }, ['contract:set', 'btcusdt', 'enabled', '1'], 'olga');
    await t.call('/user/updateCountry', { country: 'DE' }, { token: alice.token });
    expect((await t.call('/contract/config', {}, { token: alice.token })).data.markets[0]).toMatchObject({ leverages: [2], maxLeverage: 2, countryCap: { country: 'DE', maxLeverage: 2 } });
    expect((await open(alice.token, { direction: 'up', multiple: 5, openAmount: '10' })).err).toBe('contractLeverageCapped');
    expect((await open(alice.token, { direction: 'up', multiple: 2, openAmount: '10' })).data).toMatchObject({ multiple: 2, openQuantity: '0.0004' });
    await expect(runOpsCommand({ db: t.deps.db, clock: t.clock }, ['contract:set', 'btcusdt', 'mmr', '2'], 'olga')).rejects.toThrow(/mmr/);
    await expect(runOpsCommand({ db: t.deps.db, clock: t.clock }, ['contract:set', 'btcusdt', 'price', '1'], 'olga')).rejects.toThrow(/unknown field/);
    await expect(runOpsCommand({ db: t.deps.db, clock: t.clock }, ['contract:set', 'btcusdt', 'mmr', '0.01'], 'olga')).rejects.toThrow(/below 1/);
    expect(await runOpsCommand({ db: t.deps.db, clock: t.clock }, ['contract:list'], 'olga')).toMatch(/btcusdt +enabled=1 leverages=5,10,20,50,100 maxLeverage=100 mmr=0.005/);
  });

  it("follows orders another process opened (the sync), and the ledger audit catches a margin with no frozen balance behind it", async () => {
    const alice = await contractTrader(t, 'alice@example.com', '1000');
    await recordTick(t, 'btcusdt', '50000');
    // Opened as another process would: committed, but this process's book has not seen it.
    const row = await openPosition(t.deps, alice.userId, { symbol: 'btcusdt', direction: 'up', multiple: 10, openAmount: '100', type: 'market', price: '', stopLoss: '49000', takeProfit: '' });
    later();
    await recordTick(t, 'btcusdt', '48900', { run: false });
    await settleDue(t);
    expect((await t.call('/contract/order/detail', { orderId: Number(row.id) }, { token: alice.token })).data.status).toBe('holding');
    // The once-a-second sync has read it (settleDue synced): the next crossing tick settles it.
    later();
    await recordTick(t, 'btcusdt', '48800');
    expect((await t.call('/contract/order/detail', { orderId: Number(row.id) }, { token: alice.token })).data).toMatchObject({ status: 'finished', reason: 'stopLoss', settlementPrice: '48800' });
    expect(contractEngineOf(t.deps).size()).toBe(0);
    await expectConsistent(t);

    const held = await open(alice.token, { direction: 'down', multiple: 5, openAmount: '10' });
    await t.deps.db.updateTable('contract_orders').set({ frozen: 9_00000000n }).where('id', '=', BigInt(held.data.orderId)).execute();
    const report = await auditLedger(t.deps.db);
    expect(report.isConsistent).toBe(false);
    expect(report.frozenMismatches).toEqual([{ userId: String(alice.userId), asset: 'contract:USDT', frozen: '1000000000', held: '900000000' }]);
  });

  it('keeps the terms a position was opened with when the operator changes the parameters later', async () => {
    const alice = await contractTrader(t, 'alice@example.com', '1000');
    await recordTick(t, 'btcusdt', '50000');
    const before = await open(alice.token, { direction: 'up', multiple: 10, openAmount: '100' });
    const ops = (...args: string[]) => runOpsCommand({ db: t.deps.db, clock: t.clock }, ['contract:set', 'btcusdt', ...args], 'olga');
    await ops('closeFee', '0.01');
    await ops('mmr', '0.008');
    const after = await open(alice.token, { direction: 'up', multiple: 10, openAmount: '100' });
    // The liquidation price shown follows each position's own maintenance margin.
    expect([before.data.liquidationPrice, after.data.liquidationPrice]).toEqual(['45226.14', '45362.91']);
    later();
    await recordTick(t, 'btcusdt', '50000');
    const closed = await Promise.all([before, after].map((o) => t.call('/contract/order/close', { orderId: o.data.orderId }, { token: alice.token })));
    // 0.05 % and 1 % of 1000.
    expect(closed.map((c) => c.data.closeFee)).toEqual(['0.5', '10']);
    await expectConsistent(t);
  });
});
