import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readAmountOf } from '@exchange/contracts';
import { translate } from '@exchange/i18n';
import { DIALECTS, startTestApp, type TTestApp } from '../../test/test-app.js';
import { system, type TAccountRef } from '../ledger/accounts.js';
import { postTransaction } from '../ledger/post-transaction.js';
import { openOperatorAlerts, raiseOperatorAlert } from '../../platform/jobs/operator-alerts.js';
import { inSavepoint } from './contract.repository.js';
import { sql } from 'kysely';
import { SECONDS_HOUSE } from '../seconds/seconds-house.js';
import { fundHouse, recordTick as recordSecondsTick, secondsTrader } from '../seconds/seconds-test-support.js';
import { contractTrader, expectConsistent, recordTick, settleDue } from './contract-test-support.js';
import { contractEngineOf } from './contract-engine.js';
import { HOUSE, systemBalance } from './house.js';

/**
 * Issue 24, "nothing timed is ever lost or frozen": a settlement job is retried until it succeeds
 * (its orders back in the trigger book meanwhile, an operator alerted), and a payout the house
 * cannot make holds up only itself.
 */
describe.each(DIALECTS)('settlement that is neither lost nor frozen on %s', (dialect) => {
  let t: TTestApp;
  beforeEach(async () => {
    t = await startTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  const open = (token: string, body: Record<string, string | number>) => t.call('/contract/order/open', { symbol: 'btcusdt', type: 'market', multiple: 10, openAmount: '100', ...body }, { token });
  /** Moves capital between a house and deposit clearing through the ledger (a test's stand-in for funding). */
  const moveCapital = (account: TAccountRef, amount: bigint, reference: string) =>
    t.deps.db.transaction().execute((tx) =>
      postTransaction(tx, t.clock.now(), { type: 'deposit', reference, postings: [{ account: system('deposit_clearing'), asset: 'USDT', amount: -amount }, { account, asset: 'USDT', amount }] }),
    );
  const settlements = async (orderId: number) => (await t.deps.db.selectFrom('ledger_transactions').select('id').where('reference', '=', `contract:${orderId}:settle`).execute()).length;

  it('retries a failing settlement job past any limit, puts its order back in the book meanwhile, alerts an operator, and settles it once', async () => {
    const alice = await contractTrader(t, 'alice@example.com', '1000');
    await recordTick(t, 'btcusdt', '50000');
    const opened = await open(alice.token, { direction: 'up', stopLoss: '49000' });
    expect(opened.code).toBe(1);
    // Every trigger job fails its first 6 tries (more than the 5 other jobs get), then works.
    const real = contractEngineOf(t.deps).job;
    t.deps.jobs.runner.register({
      ...real,
      run: async (j, tx, context) => {
        if (j.attempt <= 6) throw new Error('database is busy');
        return real.run(j, tx, context);
      },
    });
    // Long after the opening: only a change of the order brings it back to the book at the next sync.
    t.clock.advance(10_000);
    await settleDue(t);
    const first = await recordTick(t, 'btcusdt', '48900');
    // Failed once: the order is back in the book, so the next crossing tick queues its own job.
    t.clock.advance(1_000);
    const second = await recordTick(t, 'btcusdt', '48800');
    const keys = (await t.deps.db.selectFrom('jobs').select('key').execute()).map((j) => j.key.split(':')[0]);
    expect(keys).toEqual(expect.arrayContaining([String(first.id), String(second.id)]));
    for (let round = 0; round < 8; round++) {
      t.clock.advance(61_000);
      await settleDue(t);
      if (round === 3) expect((await openOperatorAlerts(t.deps.db)).map((a) => a.subject)).toContainEqual(expect.stringMatching(/^job:contract\.trigger:/));
    }
    const row = await t.deps.db.selectFrom('contract_orders').selectAll().where('id', '=', BigInt(opened.data.orderId)).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'finished', reason: 'stopLoss' });
    expect([first.id, second.id]).toContain(row.close_tick_id);
    expect(await settlements(opened.data.orderId)).toBe(1);
    expect(await t.deps.db.selectFrom('jobs').select('key').where('status', '!=', 'done').execute()).toEqual([]);
    expect(await openOperatorAlerts(t.deps.db)).toEqual([]);
    await expectConsistent(t);
  });

  it('settles every other position of a batch when the house is short of one payout, which waits and settles at its tick once funded', async () => {
    const [alice, bob, carol] = [await contractTrader(t, 'alice@example.com', '1000'), await contractTrader(t, 'bob@example.com', '1000'), await contractTrader(t, 'carol@example.com', '1000')];
    await recordTick(t, 'btcusdt', '50000');
    const won = await open(alice.token, { direction: 'up', takeProfit: '51000' });
    const unpaid = await open(bob.token, { direction: 'up', takeProfit: '51000' });
    const lost = await open(carol.token, { direction: 'down', stopLoss: '51000' });
    // The house keeps 5 USDT: with carol's 20 it pays alice's 20, not bob's.
    await moveCapital(HOUSE, 500_000_000n - (await systemBalance(t.deps.db, HOUSE)), 'test:drain');
    t.clock.advance(1_000);
    const crossing = await recordTick(t, 'btcusdt', '51000');
    const status = async (id: number) => (await t.deps.db.selectFrom('contract_orders').select(['status', 'close_tick_id']).where('id', '=', BigInt(id)).executeTakeFirstOrThrow());
    expect(await status(won.data.orderId)).toEqual({ status: 'finished', close_tick_id: crossing.id });
    expect(await status(lost.data.orderId)).toEqual({ status: 'finished', close_tick_id: crossing.id });
    expect((await status(unpaid.data.orderId)).status).toBe('holding');
    expect((await openOperatorAlerts(t.deps.db)).map((a) => a.subject)).toEqual([`contract-unpaid:${unpaid.data.orderId}`]);
    const told = await t.deps.db.selectFrom('user_messages').select('kind').where('user_id', '=', bob.userId).execute();
    expect(told.map((m) => m.kind)).toContain('contractPayoutDelayed');
    // Funded, the waiting position settles at the tick that crossed it, whatever came since.
    t.clock.advance(1_000);
    await recordTick(t, 'btcusdt', '50500');
    await moveCapital(HOUSE, 100_000_000_000n, 'test:fund');
    t.clock.advance(61_000);
    await settleDue(t);
    expect(await status(unpaid.data.orderId)).toEqual({ status: 'finished', close_tick_id: crossing.id });
    expect(await settlements(unpaid.data.orderId)).toBe(1);
    expect(await openOperatorAlerts(t.deps.db)).toEqual([]);
    await expectConsistent(t);
  });

  it('records a manual close the house cannot pay at its tick, keeps it from other triggers, and settles it at that tick once funded', async () => {
    const alice = await contractTrader(t, 'alice@example.com', '1000');
    await recordTick(t, 'btcusdt', '50000');
    const opened = await open(alice.token, { direction: 'up', stopLoss: '49000' });
    await moveCapital(HOUSE, 500_000_000n - (await systemBalance(t.deps.db, HOUSE)), 'test:drain');
    t.clock.advance(1_000);
    const closeTick = await recordTick(t, 'btcusdt', '51000');
    const closing = await t.call('/contract/order/close', { orderId: opened.data.orderId }, { token: alice.token, lang: 'de-DE' });
    expect(closing).toMatchObject({ code: 1, msg: translate('de-DE', 'contractCloseWaiting'), data: { status: 'holding', reason: 'manual' } });
    expect((await t.deps.db.selectFrom('user_messages').select('kind').where('user_id', '=', alice.userId).execute()).map((m) => m.kind)).toContain('contractPayoutDelayed');
    // Its stop loss no longer fires: the owner closed it at 51000.
    t.clock.advance(1_000);
    await recordTick(t, 'btcusdt', '48000');
    expect((await t.deps.db.selectFrom('contract_orders').select('status').where('id', '=', BigInt(opened.data.orderId)).executeTakeFirstOrThrow()).status).toBe('holding');
    await moveCapital(HOUSE, 100_000_000_000n, 'test:fund');
    t.clock.advance(61_000);
    await settleDue(t);
    const row = await t.deps.db.selectFrom('contract_orders').selectAll().where('id', '=', BigInt(opened.data.orderId)).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'closed', reason: 'manual', close_tick_id: closeTick.id, close_price: 5_100_000n });
    expect(await settlements(opened.data.orderId)).toBe(1);
    expect(await openOperatorAlerts(t.deps.db)).toEqual([]);
    await expectConsistent(t);
  });

  it('rolls back only a failed item of a batch: the transaction goes on and commits the others (the path taken when the house guard refuses)', async () => {
    const raise = (tx: Parameters<typeof raiseOperatorAlert>[0], subject: string) => raiseOperatorAlert(tx, { subject, kind: 'test', detail: subject, now: t.clock.now() });
    await t.deps.db.transaction().execute(async (tx) => {
      await inSavepoint(tx, 'first', () => raise(tx, 'kept-1'));
      // A failing statement inside: PostgreSQL would refuse everything after it without the savepoint.
      await expect(inSavepoint(tx, 'second', async () => {
        await raise(tx, 'undone');
        await sql`select * from no_such_table`.execute(tx);
      })).rejects.toThrow();
      await raise(tx, 'kept-2');
    });
    expect((await openOperatorAlerts(t.deps.db)).map((a) => a.subject).sort()).toEqual(['kept-1', 'kept-2']);
  });

  it('settles every other seconds order of a pass when the house is short of one win, which is paid once funded', async () => {
    await fundHouse(t, '1000');
    const traders = [await secondsTrader(t, 'dan@example.com', '1000'), await secondsTrader(t, 'eve@example.com', '1000'), await secondsTrader(t, 'fay@example.com', '1000')];
    await recordSecondsTick(t, 'btcusdt', '50000');
    const ids: number[] = [];
    for (const [i, trader] of traders.entries()) {
      const created = await t.call('/app/contract/second/createOrder', { openAmount: '100', positionTime: 60, tradeType: i === 2 ? 1 : 0 }, { token: trader.token });
      expect(created.code).toBe(200);
      ids.push(created.result.id);
    }
    t.clock.advance(500);
    await recordSecondsTick(t, 'btcusdt', '50000');
    // The house keeps nothing: fay's lost stake (100) pays dan's win (85), not eve's.
    await moveCapital(SECONDS_HOUSE, -(await systemBalance(t.deps.db, SECONDS_HOUSE as typeof HOUSE)), 'test:drain');
    t.clock.advance(60_000);
    await recordSecondsTick(t, 'btcusdt', '50010');
    const outcome = async (id: number) => (await t.deps.db.selectFrom('seconds_orders').select(['status', 'outcome']).where('id', '=', BigInt(id)).executeTakeFirstOrThrow());
    expect(await outcome(ids[0])).toEqual({ status: 'settled', outcome: 'win' });
    expect(await outcome(ids[2])).toEqual({ status: 'settled', outcome: 'lose' });
    expect((await outcome(ids[1])).status).toBe('open');
    expect((await openOperatorAlerts(t.deps.db)).map((a) => a.subject)).toEqual([`seconds-unpaid:${ids[1]}`]);
    expect((await t.deps.db.selectFrom('user_messages').select('kind').where('user_id', '=', traders[1].userId).execute()).map((m) => m.kind)).toContain('secondsPayoutDelayed');
    await moveCapital(SECONDS_HOUSE, readAmountOf('100', 'USDT').units!, 'test:fund');
    for (let round = 0; round < 3; round++) {
      t.clock.advance(61_000);
      await t.deps.jobs.runner.runDue();
    }
    expect(await outcome(ids[1])).toEqual({ status: 'settled', outcome: 'win' });
    expect(await openOperatorAlerts(t.deps.db)).toEqual([]);
  });
});
