import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findContractMarket, parseUnits } from '@exchange/contracts';
import { DIALECTS, startTestApp, type TTestApp } from '../../test/test-app.js';
import { runOpsCommand } from '../../cli/ops-commands.js';
import { AppError } from '../../platform/errors.js';
import { contractTrader, expectConsistent, recordTick } from './contract-test-support.js';
import { allParams, checkHouse, lockHouse } from './house.js';
import { houseWorstCase } from './house-worst-case.js';

/** The contract house reserves on the gross worst case (issue 24 "Promises are covered before they are made"). */
describe.each(DIALECTS)('the contract house reserves on the gross worst case on %s', (dialect) => {
  let t: TTestApp;
  beforeEach(async () => {
    t = await startTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  const open = (token: string, body: Record<string, string | number>) => t.call('/contract/order/open', { type: 'market', ...body }, { token });
  const set = (symbol: string, field: string, value: string) => runOpsCommand({ db: t.deps.db, clock: t.clock }, ['contract:set', symbol, field, value], 'olga');

  it('counts a long and a short of equal size both: the second is refused when the house covers only one', async () => {
    const alice = await contractTrader(t, 'alice@example.com', '130000');
    await recordTick(t, 'btcusdt', '50000');
    await set('btcusdt', 'adverseMove', '1');
    await set('btcusdt', 'oiLimit', '100000000');
    // 60,000 × 100 = 6,000,000 of value each way; the 10,000,000 demo house covers one at a 100 % move, not both.
    expect((await open(alice.token, { symbol: 'btcusdt', direction: 'up', multiple: 100, openAmount: '60000' })).code).toBe(1);
    const short = await open(alice.token, { symbol: 'btcusdt', direction: 'down', multiple: 100, openAmount: '60000' });
    expect(short).toMatchObject({ code: 0, err: 'contractHouseCapital' });
    // A short the remaining capital covers is taken.
    expect((await open(alice.token, { symbol: 'btcusdt', direction: 'down', multiple: 100, openAmount: '40000' })).code).toBe(1);
    expect(await houseWorstCase(t.deps.db, await allParams(t.deps.db), () => parseUnits('50000', 2)!)).toBe(1_000_000_000_000_000n);
    await expectConsistent(t);
  });

  it('counts a market without a known price on its positions own terms, never as zero', async () => {
    const alice = await contractTrader(t, 'alice@example.com', '70000');
    await recordTick(t, 'ethusdt', '2000');
    await recordTick(t, 'btcusdt', '50000');
    await set('all', 'adverseMove', '1');
    await set('all', 'oiLimit', '100000000');
    // 60,000 × 100 on ETH: 6,000,000 of value, its worst case at a 100 % move.
    expect((await open(alice.token, { symbol: 'ethusdt', direction: 'up', multiple: 100, openAmount: '60000' })).code).toBe(1);
    const btc = findContractMarket('btcusdt')!;
    const params = await allParams(t.deps.db);
    const unknown = () => null;
    // With no known ETH price the position still counts at its opening price: 6,000,000.
    expect(await houseWorstCase(t.deps.db, params, unknown)).toBe(600_000_000_000_000n);
    const check = (lots: bigint) =>
      t.deps.db.transaction().execute(async (tx) => {
        await lockHouse(tx, t.deps.dialect);
        await checkHouse(tx, { market: btc, params: params.get('btcusdt')!, priceTicks: parseUnits('50000', 2)!, addLots: lots }, params, unknown);
      });
    // 4,000,000 more on BTC fits beside it; 4,000,050 does not.
    await expect(check(parseUnits('80', btc.quantityPrecision)!)).resolves.toBeUndefined();
    await expect(check(parseUnits('80.001', btc.quantityPrecision)!)).rejects.toEqual(new AppError('contractHouseCapital'));
  });
});
