import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DIALECTS, startTestApp, type TTestApp } from '../test/test-app.js';
import { auditLedger } from '../modules/ledger/audit-ledger.js';
import { HOUSE, INSURANCE, systemBalance } from '../modules/contract/house.js';
import { secondsExposure, secondsHouseBalance } from '../modules/seconds/seconds-house.js';
import { expectConsistent, fundHouse, recordTick, secondsTrader } from '../modules/seconds/seconds-test-support.js';
import { runOpsCommand } from './ops-commands.js';

describe.each(DIALECTS)('operator command line on %s', (dialect) => {
  let t: TTestApp;
  beforeEach(async () => {
    t = await startTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  it('changes a parameter, which the API then serves, and records who changed it', async () => {
    const ctx = { db: t.deps.db, clock: t.clock };
    expect(await runOpsCommand(ctx, ['param:set', 'app_down_url', 'https://example.com/app'], 'alice')).toBe(
      'app_down_url=https://example.com/app',
    );
    expect((await t.get('/paramter/getParamListByKeyName?paramName=app_down_url')).data.valueName).toBe('https://example.com/app');
    const audit = await runOpsCommand(ctx, ['audit:list'], 'alice');
    expect(audit).toContain('alice param:set app_down_url');
    expect(audit).toContain('"after":"https://example.com/app"');
    await expect(runOpsCommand(ctx, ['param:set', 'no_such_param', '1'], 'alice')).rejects.toThrow('unknown parameter');
    expect(await runOpsCommand(ctx, ['param:list'], 'alice')).toContain('root_invitation_code=  (private)');
  });

  it('lets an operator open registration without a referrer through the root invitation code', async () => {
    await runOpsCommand({ db: t.deps.db, clock: t.clock }, ['param:set', 'root_invitation_code', 'OPEN2026'], 'ops');
    await t.deps.db.updateTable('params').set({ value: '0' }).where('name', '=', 'enable_email_verification').execute();
    const result = await t.call('/user/register', { email: 'root@example.com', password: 'Kestrel4721', password1: 'Kestrel4721', invitationCode: 'open2026' });
    expect(result.code).toBe(1);
  });

  it('books capital paid into the contract house and the insurance fund through the ledger, once per payment, recorded', async () => {
    const ctx = { db: t.deps.db, clock: t.clock };
    const house = await systemBalance(t.deps.db, HOUSE);
    const insurance = await systemBalance(t.deps.db, INSURANCE);
    expect(await runOpsCommand(ctx, ['contract:fund', 'house', '2500.5', 'tx-0xabc'], 'carol')).toMatch(/^house balance: /);
    expect(await systemBalance(t.deps.db, HOUSE)).toBe(house + 250_050_000_000n);
    // The same payment twice is booked once.
    await expect(runOpsCommand(ctx, ['contract:fund', 'house', '2500.5', 'tx-0xabc'], 'carol')).rejects.toThrow('already booked');
    expect(await systemBalance(t.deps.db, HOUSE)).toBe(house + 250_050_000_000n);
    await runOpsCommand(ctx, ['contract:fund', 'insurance', '10', 'tx-0xdef'], 'carol');
    expect(await systemBalance(t.deps.db, INSURANCE)).toBe(insurance + 1_000_000_000n);
    for (const bad of [['house', '-5', 'x'], ['house', '0', 'x'], ['users', '5', 'x'], ['house', '5']]) {
      await expect(runOpsCommand(ctx, ['contract:fund', ...bad], 'carol')).rejects.toThrow();
    }
    expect(await runOpsCommand(ctx, ['audit:list'], 'carol')).toContain('carol contract:fund contract-house');
    expect((await auditLedger(t.deps.db)).isConsistent).toBe(true);
  });

  it('lists and changes the seconds durations and markets, recorded with before and after; open orders keep their terms', async () => {
    const ctx = { db: t.deps.db, clock: t.clock };
    const listed = await runOpsCommand(ctx, ['seconds:list'], 'dana');
    expect(listed).toMatch(/^30s {5}incomeRate=0\.8 min=1 max=10000 enabled=1 {2}\(/m);
    expect(listed).toContain('markets: btcusdt=on ethusdt=on');
    expect(listed).toMatch(/^house balance=\S+ exposure=0 free=\S+ USDT$/m);

    // An order accepted at 0.85 for 60 s.
    await fundHouse(t, '100000');
    const alice = await secondsTrader(t, 'alice@example.com', '1000');
    await recordTick(t, 'btcusdt', '50000');
    const created = await t.call('/app/contract/second/createOrder', { openAmount: '100', positionTime: 60, tradeType: 0 }, { token: alice.token });
    expect(created.code).toBe(200);

    expect(await runOpsCommand(ctx, ['seconds:set', '60', 'incomeRate', '0.5'], 'dana')).toMatch(/^60s {5}incomeRate=0\.5 min=10 max=10000 enabled=1$/);
    expect(await runOpsCommand(ctx, ['seconds:set', '60', 'min', '20'], 'dana')).toContain('min=20');
    expect(await runOpsCommand(ctx, ['seconds:set', '60', 'max', '500'], 'dana')).toContain('max=500');
    expect(await runOpsCommand(ctx, ['seconds:set', 'add', '15', '0.7', '5', '50'], 'dana')).toBe('15s     incomeRate=0.7 min=5 max=50 enabled=1');
    expect(await runOpsCommand(ctx, ['seconds:set', '30', 'enabled', '0'], 'dana')).toContain('enabled=0');
    expect(await runOpsCommand(ctx, ['seconds:set', 'remove', '300'], 'dana')).toContain('300s removed');
    expect(await runOpsCommand(ctx, ['seconds:set', 'market', 'ethusdt', 'off'], 'dana')).toBe('ethusdt: off');
    const config = await t.call('/app/contract/second/getConfig', {});
    expect(config.result.map((d: any) => [d.second, d.incomeRate, d.openAmountMin, d.openAmountMax])).toEqual([
      [15, '0.7', '5', '50'],
      [60, '0.5', '20', '500'],
      [120, '0.9', '50', '10000'],
    ]);
    expect(config.markets.map((m: any) => m.symbol)).not.toContain('ethusdt');
    expect(await t.call('/app/contract/second/createOrder', { openAmount: '100', positionTime: 60, tradeType: 0, baseCoin: 'ETH' }, { token: alice.token })).toMatchObject({ err: 'secondsMarketOff' });
    expect(await t.call('/app/contract/second/createOrder', { openAmount: '100', positionTime: 30, tradeType: 0 }, { token: alice.token })).toMatchObject({ err: 'secondsDuration' });

    // Refused: unknown fields and durations, out-of-range values, min above max, a duration twice, an unknown market.
    for (const bad of [
      ['60', 'payout', '1'],
      ['45', 'min', '1'],
      ['60', 'incomeRate', '0'],
      ['60', 'incomeRate', '11'],
      ['60', 'incomeRate', '1'],
      ['60', 'min', '-1'],
      ['60', 'min', '600'],
      ['60', 'enabled', '2'],
      ['add', '15', '0.7', '5', '50'],
      ['add', '0', '0.7', '5', '50'],
      ['remove', '45'],
      ['market', 'nosuch', 'on'],
      ['market', 'btcusdt', 'maybe'],
      ['60', 'price', '1'],
      [],
    ]) {
      await expect(runOpsCommand(ctx, ['seconds:set', ...bad], 'dana')).rejects.toThrow();
    }

    // The open order settles on the terms it was accepted with: 0.85, not 0.5.
    t.clock.advance(500);
    await recordTick(t, 'btcusdt', '50000');
    t.clock.advance(60_000);
    await recordTick(t, 'btcusdt', '50010');
    const order = (await t.call('/app/contract/second/getContractRecordById', { Id: created.result.id }, { token: alice.token })).result;
    expect(order).toMatchObject({ entryStatus: 2, outcome: 'win', incomeRate: '0.85', payout: '185' });

    const audit = await runOpsCommand(ctx, ['audit:list', '50'], 'dana');
    expect(audit).toContain('dana seconds:set seconds-duration:60 {"field":"incomeRate","before":"60s     incomeRate=0.85 min=10 max=10000 enabled=1","after":"60s     incomeRate=0.5 min=10 max=10000 enabled=1"}');
    expect(audit).toContain('dana seconds:set seconds-duration:15 {"before":null,"after":"15s     incomeRate=0.7 min=5 max=50 enabled=1"}');
    expect(audit).toContain('dana seconds:set seconds-duration:300 {"before":"300s    incomeRate=0.95 min=100 max=10000 enabled=1","after":null}');
    expect(audit).toContain('dana seconds:set seconds-market:ethusdt {"before":"on","after":"off"}');
    expect(await runOpsCommand(ctx, ['seconds:set', 'market', 'ethusdt', 'on'], 'dana')).toBe('ethusdt: on');
    await expectConsistent(t);
  });

  it('books capital into the seconds house through the ledger, once per payment, recorded; the list shows it', async () => {
    const ctx = { db: t.deps.db, clock: t.clock };
    const before = await secondsHouseBalance(t.deps.db);
    expect(await runOpsCommand(ctx, ['seconds:fund', '2500.5', 'tx-0x5ec'], 'erin')).toMatch(/^seconds house balance: /);
    expect(await secondsHouseBalance(t.deps.db)).toBe(before + 250_050_000_000n);
    await expect(runOpsCommand(ctx, ['seconds:fund', '2500.5', 'tx-0x5ec'], 'erin')).rejects.toThrow('already booked');
    expect(await secondsHouseBalance(t.deps.db)).toBe(before + 250_050_000_000n);
    for (const bad of [['-5', 'x'], ['0', 'x'], ['abc', 'x'], ['5'], ['5', 'x'.repeat(101)], ['5', 'x', 'y']]) {
      await expect(runOpsCommand(ctx, ['seconds:fund', ...bad], 'erin')).rejects.toThrow();
    }
    const alice = await secondsTrader(t, 'alice@example.com', '1000');
    await recordTick(t, 'btcusdt', '50000');
    expect((await t.call('/app/contract/second/createOrder', { openAmount: '100', positionTime: 60, tradeType: 1 }, { token: alice.token })).code).toBe(200);
    expect(await secondsExposure(t.deps.db)).toBe(8_500_000_000n);
    expect(await runOpsCommand(ctx, ['seconds:list'], 'erin')).toContain(`house balance=2500.5 exposure=85 free=2415.5 USDT`);
    expect(await runOpsCommand(ctx, ['audit:list'], 'erin')).toContain('erin seconds:fund seconds-house {"amount":"2500.5","reference":"tx-0x5ec","balance":"2500.5"}');
    await expectConsistent(t);
  });
});
