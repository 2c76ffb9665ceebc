import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DIALECTS, startTestApp, type TTestApp } from '../../test/test-app.js';
import { contractTrader, recordTick } from '../contract/contract-test-support.js';
import { auditHouses } from './audit-houses.js';

/** The houses' audit reports a negative guarded account and a house short of its open exposure (issue 24). */
describe.each(DIALECTS)('auditHouses on %s', (dialect) => {
  let t: TTestApp;
  beforeEach(async () => {
    t = await startTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  // Breaks a cached balance behind the ledger's back, as only a bug or a hand in the database could.
  const setBalance = (key: string, balance: bigint) => t.deps.db.updateTable('ledger_accounts').set({ balance }).where('key', '=', key).where('asset', '=', 'USDT').execute();

  it('finds nothing on a healthy book, then names a negative house and a house that cannot cover its positions', async () => {
    const alice = await contractTrader(t, 'alice@example.com', '200');
    await recordTick(t, 'btcusdt', '50000');
    expect((await t.call('/contract/order/open', { symbol: 'btcusdt', type: 'market', direction: 'up', multiple: 100, openAmount: '100' }, { token: alice.token })).code).toBe(1);
    expect(await auditHouses(t.deps.db)).toEqual([]);

    // 10,000 of value at a 20 % move is 2,000 of worst case: 1,999.99 does not cover it.
    await setBalance('system:contract_house', 199_999_000_000n);
    expect(await auditHouses(t.deps.db)).toEqual([
      { check: 'contractHouseCover', message: "system:contract_house holds 1999.99 USDT, short of its open positions' gross worst case 2000" },
    ]);

    await setBalance('system:contract_house', 1_000_000_000_000n);
    await t.deps.db
      .insertInto('ledger_accounts')
      .values({ key: 'system:seconds_house', asset: 'USDT', user_id: null, wallet: '', bucket: '', is_user: 0n, balance: 0n })
      .onConflict((oc) => oc.columns(['key', 'asset']).doNothing())
      .execute();
    await setBalance('system:seconds_house', -5n);
    const problems = await auditHouses(t.deps.db);
    expect(problems.map((p) => p.check)).toEqual(['guardedNegative', 'secondsHouseCover']);
    expect(problems[0].message).toBe('system:seconds_house holds -0.00000005 USDT, below zero');
  });
});
