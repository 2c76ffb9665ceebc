import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { settleSeconds, type TSecondsTradeType } from '@exchange/contracts';
import { DIALECTS } from '../../test/test-app.js';
import { useCrashApp } from '../../test/crash-app.js';
import { spawnTsx, waitUntil, type TChild } from '../../test/processes.js';
import type { TDeps } from '../../platform/deps.js';
import { accountsRepository } from '../accounts/accounts.repository.js';
import { auditLedger } from '../ledger/audit-ledger.js';
import { available, frozen, system, type TAccountRef } from '../ledger/accounts.js';
import { postTransaction } from '../ledger/post-transaction.js';
import { priceTicksRepository } from '../prices/price-ticks.repository.js';
import { createSecondsOrder, SECONDS_SETTLE_KIND } from './create-order.js';
import { secondsEngineOf } from './seconds-engine.js';
import { auditSecondsExposure, fundSecondsHouse, secondsHouseBalance } from './seconds-house.js';
import { balanceOf } from '../ledger/ledger.repository.js';
import { seedSeconds } from './seed-seconds.js';

const CHILD = path.resolve(import.meta.dirname, 'seconds-runner-child.ts');
const ORDERS = 500;
/** Orders of the longest duration that stay open through the whole test: the exposure must still hold them. */
const LONG = 20;
/** A short duration the operator offers for the test, so the 500 expire while the process is down. */
const SHORT_SECONDS = 12;
const USERS = 10;
const P0 = 5_000_000n;

const crash = useCrashApp();

const usdtBalance = (deps: TDeps, ref: TAccountRef) => balanceOf(deps.db, ref, 'USDT');
const houseBalance = (deps: TDeps) => secondsHouseBalance(deps.db);

const count = async (deps: TDeps, build: (q: any) => any) => Number((await build(deps.db.selectFrom('seconds_orders').select(sql<bigint>`count(*)`.as('n'))).executeTakeFirstOrThrow()).n);

describe.each(DIALECTS)('seconds settlement across a kill -9 on %s', (dialect) => {
  it(`settles each of ${ORDERS} orders that expired while the server was down exactly once, by the rule`, { timeout: 90_000 }, async () => {
    const { db, deps } = await crash.open(dialect);
    await seedSeconds(deps);
    await deps.db.transaction().execute((tx) => fundSecondsHouse(tx, Date.now(), { amount: 10_000_000_000_000_000n, reference: 'crash-test:house', memo: 'test' }));
    const now = BigInt(Date.now());
    await deps.db
      .insertInto('seconds_durations')
      .values({ second: BigInt(SHORT_SECONDS), income_rate_ppm: 900_000n, min_amount: 1_00000000n, max_amount: 1_000_000_00000000n, enabled: 1n, updated_at: now, updated_by: 'crash-test' })
      .execute();
    const users: bigint[] = [];
    const funding = 1_000_000_00000000n;
    for (let i = 0; i < USERS; i += 1) {
      const userId = await accountsRepository.insertUser(deps.db, {
        uid: `crash${i}`, email: `crash${i}@example.com`, area_code: null, phone: null, phone_account: null, password_hash: 'x', fund_password_hash: null,
        invitation_code: `SCRSH${i}`, referrer_id: null, icon: null, kyc_status: 2n, score: 100n, created_at: now, updated_at: now,
      });
      await deps.db.transaction().execute((tx) =>
        postTransaction(tx, Date.now(), {
          type: 'deposit',
          reference: `crash-test:funding:${i}`,
          userId,
          postings: [
            { account: system('deposit_clearing'), asset: 'USDT', amount: -funding },
            { account: available(userId, 'contract'), asset: 'USDT', amount: funding },
          ],
        }),
      );
      users.push(userId);
    }
    const engine = secondsEngineOf(deps);
    /** Records a tick as the recorder would (now), lets this process's engine queue its job (durable: whoever runs jobs later finds it). */
    const tick = async (price: bigint) => {
      const at = Date.now();
      const [recorded] = await priceTicksRepository.insert(deps.db, [{ symbol: 'btcusdt', price, method: 'median', sources: [{ source: 'test-feed', price: String(price / 100n), time: at }], observedAt: at }]);
      await deps.priceTicks.step();
      await engine.idle();
      return recorded;
    };
    await tick(P0);

    const first = (owner: string): TChild => spawnTsx(owner, CHILD, { JOB_DB: db.where, JOB_OWNER: owner, JOB_RECORD_FILE: path.join(db.dir, `${owner}.log`) });
    const server = first('first');
    await server.waitForLine(/^ready$/, 30_000);

    // 500 orders up and down, 4 at a time (as users would), plus 20 long ones; the stakes vary.
    let next = 0;
    const create = async () => {
      while (next < ORDERS + LONG) {
        const i = next++;
        const isLong = i >= ORDERS;
        const row = await createSecondsOrder(deps, users[i % USERS], {
          openAmount: String((isLong ? 100 : 10) + (i % 7)),
          baseCoin: 'BTC',
          quoteCoin: 'USDT',
          positionTime: isLong ? 300 : SHORT_SECONDS,
          tradeType: (i % 2) as TSecondsTradeType,
        });
        engine.track(row);
        if (i % 100 === 99) await tick(P0);
      }
    };
    await Promise.all([create(), create(), create(), create()]);
    // The opening tick: recorded after every acceptance, so it opens them all (the first process runs that job).
    await tick(P0);
    await waitUntil('every order opened by the running process', async () => (await count(deps, (q) => q.where('open_tick_id', 'is', null))) === 0, 20_000);
    const firstExpiry = Number((await deps.db.selectFrom('seconds_orders').select(sql<bigint>`min(expires_at)`.as('m')).executeTakeFirstOrThrow()).m);
    expect(firstExpiry).toBeGreaterThan(Date.now());
    expect(await count(deps, (q) => q.where('status', '=', 'open'))).toBe(ORDERS + LONG);

    // kill -9 while all are open.
    expect(await server.stop('SIGKILL')).toBeNull();

    // The index goes on while the server is down: ticks every 200 ms past every expiry (+10, −10, unchanged: wins, losses, draws).
    const lastExpiry = Number((await deps.db.selectFrom('seconds_orders').select(sql<bigint>`max(expires_at)`.as('m')).where('position_time', '=', BigInt(SHORT_SECONDS)).executeTakeFirstOrThrow()).m);
    const steps = [P0 + 1_000n, P0 - 1_000n, P0];
    for (let k = 0; Date.now() <= lastExpiry + 300; k += 1) {
      await tick(steps[k % 3]);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await count(deps, (q) => q.where('status', '=', 'open'))).toBe(ORDERS + LONG);
    const queued = Number((await deps.db.selectFrom('jobs').select(sql<bigint>`count(*)`.as('n')).where('kind', '=', SECONDS_SETTLE_KIND).where('status', '!=', 'done').executeTakeFirstOrThrow()).n);
    expect(queued).toBeGreaterThan(0);

    // Restart: two processes at once (a restart racing a second instance), neither may pay anything twice.
    const started = Date.now();
    const second = first('second');
    const third = first('third');
    await Promise.all([second.waitForLine(/^ready$/, 30_000), third.waitForLine(/^ready$/, 30_000)]);
    await waitUntil('the 500 settled', async () => (await count(deps, (q) => q.where('status', '=', 'open'))) === LONG, 30_000, 50);
    const elapsed = Date.now() - started;

    // Exactly one settlement transaction per order, none for the long ones.
    const settlements = await deps.db
      .selectFrom('ledger_transactions')
      .select(['reference', sql<bigint>`count(*)`.as('n')])
      .where('type', '=', 'seconds_settle')
      .groupBy('reference')
      .execute();
    expect(settlements).toHaveLength(ORDERS);
    expect(settlements.every((s) => Number(s.n) === 1)).toBe(true);

    // Each by the rule, at the first tick at or after its expiry, from the one opening tick.
    const ticks = (await deps.db.selectFrom('price_ticks').select(['id', 'symbol', 'price', 'observed_at']).where('symbol', '=', 'btcusdt').orderBy('observed_at').orderBy('id').execute()).map((r) => ({
      id: r.id, symbol: r.symbol, price: r.price, observedAt: Number(r.observed_at),
    }));
    const orders = await deps.db.selectFrom('seconds_orders').selectAll().where('status', '=', 'settled').execute();
    expect(orders).toHaveLength(ORDERS);
    const outcomes = { win: 0, lose: 0, draw: 0 };
    const paid = new Map<bigint, bigint>();
    for (const o of orders) {
      const open = ticks.find((k) => k.observedAt >= Number(o.accepted_at))!;
      const close = ticks.find((k) => k.observedAt >= Number(o.expires_at))!;
      expect(o.open_price).toBe(P0);
      expect([o.open_tick_id, o.close_tick_id]).toEqual([open.id, close.id]);
      const s = settleSeconds(
        { symbol: o.symbol, tradeType: Number(o.trade_type) as TSecondsTradeType, stakeUnits: o.stake, incomeRatePpm: o.income_rate_ppm, acceptedAt: Number(o.accepted_at), expiresAt: Number(o.expires_at) },
        open,
        close,
      );
      expect([o.outcome, o.to_user, o.close_price]).toEqual([s.outcome, s.toUserUnits, close.price]);
      outcomes[s.outcome] += 1;
      paid.set(o.user_id, (paid.get(o.user_id) ?? 0n) + s.toUserUnits);
    }
    expect(outcomes.win).toBeGreaterThan(0);
    expect(outcomes.lose).toBeGreaterThan(0);
    expect(outcomes.draw).toBeGreaterThan(0);
    // Every user's wallet: funding − every stake and fee + what the settlements returned; nothing frozen but the long ones.
    const all = await deps.db.selectFrom('seconds_orders').select(['user_id', 'stake', 'fee', 'status']).execute();
    for (const userId of users) {
      const mine = all.filter((o) => o.user_id === userId);
      const spent = mine.reduce((sum, o) => sum + o.stake + o.fee, 0n);
      const held = mine.filter((o) => o.status === 'open').reduce((sum, o) => sum + o.stake, 0n);
      const avail = await usdtBalance(deps, available(userId, 'contract'));
      const froze = await usdtBalance(deps, frozen(userId, 'contract'));
      expect([avail, froze]).toEqual([funding - spent + (paid.get(userId) ?? 0n), held]);
    }
    expect(await houseBalance(deps)).toBeGreaterThan(0n);

    const report = await auditLedger(deps.db);
    expect(report).toMatchObject({ unbalanced: [], mismatched: [], negative: [], frozenMismatches: [], isConsistent: true });
    const exposure = await auditSecondsExposure(deps.db);
    expect(exposure.kept).toBe(exposure.open);
    expect(exposure.open).toBeGreaterThan(0n);
    const ran = (owner: string) => {
      const file = path.join(db.dir, `${owner}.log`);
      return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean).length : 0;
    };
    console.info(
      `${dialect}: ${ORDERS} expired while down (${outcomes.win} won, ${outcomes.lose} lost, ${outcomes.draw} drawn), ${queued} jobs waiting; settled ${elapsed} ms after the restart ` +
        `(job runs: first ${ran('first')}, second ${ran('second')}, third ${ran('third')})`,
    );
    expect(await second.stop('SIGTERM')).toBe(0);
    expect(await third.stop('SIGTERM')).toBe(0);
  });
});
