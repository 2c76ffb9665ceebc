import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DIALECTS, startTestApp, type TTestApp } from '../../test/test-app.js';
import { fund } from '../../test/wallet-helpers.js';
import { runOpsCommand } from '../../cli/ops-commands.js';
import { auditHouses } from '../ledger/audit-houses.js';
import { insertUser } from './invite-test-support.js';
import { payDueCashbacks } from './pay-cashbacks.js';
import { reserveEarnedCashbacks } from './earn-cashback.js';

const USDT = (whole: bigint) => whole * 100_000_000n;

/** Issue 24 "Rewards not reserved": a cashback is fixed when it is earned and reserved in that same transaction. */
describe.each(DIALECTS)('cashbacks reserved when earned on %s', (dialect) => {
  let t: TTestApp;
  beforeEach(async () => {
    t = await startTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  const ops = (...args: string[]) => runOpsCommand({ db: t.deps.db, clock: t.clock }, args, 'alice');
  const balance = async (key: string) =>
    (await t.deps.db.selectFrom('ledger_accounts').select('balance').where('key', '=', key).where('asset', '=', 'USDT').executeTakeFirst())?.balance ?? 0n;
  const verify = (userId: bigint) => t.deps.db.updateTable('users').set({ kyc_status: 2n }).where('id', '=', userId).execute();
  const pay = () => t.deps.db.transaction().execute((tx) => payDueCashbacks(tx, t.clock.now()));

  it('moves the cashback into the reserve when the deposit that earns it is credited, and pays that amount later whatever the parameter became', async () => {
    const rewardsBefore = await balance('system:invite_rewards');
    await ops('invite:fund', '100', 'bank-1');
    const referrer = await insertUser(t.deps.db, t.clock.now(), null);
    const friend = await insertUser(t.deps.db, t.clock.now(), referrer);
    await verify(friend);
    await fund(t, Number(friend), 'USDT', '10');
    // Reserved in the deposit's own transaction: no payout job has run.
    expect(await balance('system:invite_reserve')).toBe(USDT(5n));
    expect(await balance('system:invite_rewards')).toBe(rewardsBefore + USDT(95n));
    expect(await t.deps.db.selectFrom('invite_cashbacks').select(['referrer_id', 'amount', 'reserved', 'paid']).execute()).toEqual([{ referrer_id: referrer, amount: USDT(5n), reserved: 1n, paid: 0n }]);

    await ops('invite:set', 'cashback', '7');
    expect(await pay()).toEqual({ paid: 1, waiting: 0 });
    expect(await balance(`user:${referrer}:coin:available`)).toBe(USDT(5n));
    expect(await balance('system:invite_reserve')).toBe(0n);
    expect(await pay()).toEqual({ paid: 0, waiting: 0 });
    expect(await auditHouses(t.deps.db)).toEqual([]);
  });

  it('fixes a cashback earned while the rewards account is empty at that amount, reserves it once funded, and the audit sees a reserve short of what it holds for', async () => {
    await t.deps.db.updateTable('ledger_accounts').set({ balance: 0n }).where('key', '=', 'system:invite_rewards').execute();
    const referrer = await insertUser(t.deps.db, t.clock.now(), null);
    const friend = await insertUser(t.deps.db, t.clock.now(), referrer);
    await verify(friend);
    await fund(t, Number(friend), 'USDT', '10');
    expect(await t.deps.db.selectFrom('invite_cashbacks').select(['amount', 'reserved']).execute()).toEqual([{ amount: USDT(5n), reserved: 0n }]);
    expect(await balance('system:invite_reserve')).toBe(0n);
    await ops('invite:set', 'cashback', '9');
    await ops('invite:fund', '100', 'bank-2');
    // Owed from the rewards account until then: its funds cannot be taken below it.
    await t.deps.db.transaction().execute((tx) => reserveEarnedCashbacks(tx, t.clock.now()));
    expect(await auditHouses(t.deps.db)).toEqual([]);
    await t.deps.db.updateTable('ledger_accounts').set({ balance: USDT(4n) }).where('key', '=', 'system:invite_reserve').execute();
    expect((await auditHouses(t.deps.db)).map((p) => p.check)).toEqual(['inviteReserveCover']);
    await t.deps.db.updateTable('ledger_accounts').set({ balance: USDT(5n) }).where('key', '=', 'system:invite_reserve').execute();
    expect(await pay()).toEqual({ paid: 1, waiting: 0 });
    expect(await balance(`user:${referrer}:coin:available`)).toBe(USDT(5n));
  });
});
