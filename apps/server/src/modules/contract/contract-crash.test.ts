import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/test-app.js';
import { useCrashApp } from '../../test/crash-app.js';
import { spawnTsx, waitUntil, type TChild } from '../../test/processes.js';
import { accountsRepository } from '../accounts/accounts.repository.js';
import { auditLedger } from '../ledger/audit-ledger.js';
import { available, system } from '../ledger/accounts.js';
import { postTransaction } from '../ledger/post-transaction.js';
import { priceTicksRepository } from '../prices/price-ticks.repository.js';
import { openPosition } from './open-position.js';
import { contractEngineOf } from './contract-engine.js';
import { CONTRACT_TRIGGER_KIND } from './trigger-job.js';
import { auditExposure } from './house.js';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../platform/config.js';
import { seedContracts } from './seed-contracts.js';

const CHILD = path.resolve(import.meta.dirname, 'contract-runner-child.ts');
const TICK_CHILD = path.resolve(import.meta.dirname, 'tick-crash-child.test-support.ts');
const POSITIONS = 300;

const crash = useCrashApp();

describe.each(DIALECTS)('contract triggers across a kill -9 on %s', (dialect) => {
  it(`settles each of ${POSITIONS} crossed positions exactly once when the settling process dies mid-burst`, { timeout: 120_000 }, async () => {
    const { db, deps } = await crash.open(dialect);
    await seedContracts(deps);
    const now = BigInt(Date.now());
    const userId = await accountsRepository.insertUser(deps.db, {
      uid: 'crash', email: 'crash@example.com', area_code: null, phone: null, phone_account: null, password_hash: 'x', fund_password_hash: null,
      invitation_code: 'CRASH1', referrer_id: null, icon: null, kyc_status: 2n, score: 100n, created_at: now, updated_at: now,
    });
    await deps.db.transaction().execute((tx) =>
      postTransaction(tx, Date.now(), {
        type: 'deposit',
        reference: 'crash-test:funding',
        userId,
        postings: [
          { account: system('deposit_clearing'), asset: 'USDT', amount: -1_000_000_000_000n },
          { account: available(userId, 'contract'), asset: 'USDT', amount: 1_000_000_000_000n },
        ],
      }),
    );
    const tick = async (price: bigint) => {
      await priceTicksRepository.insert(deps.db, [{ symbol: 'btcusdt', price, method: 'median', sources: [{ source: 'test-feed', price: String(price / 100n), time: Date.now() }], observedAt: Date.now() }]);
      await deps.priceTicks.step();
      await contractEngineOf(deps).idle();
    };
    await tick(5_000_000n);
    // A third with stop losses spread from 49900 down to 48910, a third at x100 (liquidated below
    // 49748.74), a third down with take profits spread likewise.
    const engine = contractEngineOf(deps);
    const inputOf = (i: number) => {
      const kind = i % 3;
      const level = String(49_900 - Math.floor(i / 3) * 10);
      return {
        symbol: 'btcusdt',
        direction: kind === 2 ? ('down' as const) : ('up' as const),
        multiple: kind === 1 ? 100 : 10,
        openAmount: '10',
        type: 'market' as const,
        price: '',
        stopLoss: kind === 0 ? level : '',
        takeProfit: kind === 2 ? level : '',
      };
    };
    // Market opens fill at the first tick recorded after they were accepted: a batch asks, then a tick comes.
    for (let i = 0; i < POSITIONS; i += 50) {
      const batch = Array.from({ length: Math.min(50, POSITIONS - i) }, (_, j) => openPosition(deps, userId, inputOf(i + j)));
      await tick(5_000_000n);
      for (const row of await Promise.all(batch)) engine.track(row);
    }
    // The price falls in steps of 50: each tick crosses a few triggers, one burst of jobs.
    for (let price = 4_995_000n; price >= 4_800_000n; price -= 5_000n) await tick(price);
    const jobCount = async (status?: 'done') => {
      let query = deps.db.selectFrom('jobs').select(sql<bigint>`count(*)`.as('n')).where('kind', '=', CONTRACT_TRIGGER_KIND);
      if (status) query = query.where('status', '=', status);
      return Number((await query.executeTakeFirstOrThrow()).n);
    };
    const jobs = await jobCount();
    expect(jobs).toBeGreaterThanOrEqual(20);

    const start = (owner: string): TChild =>
      spawnTsx(owner, CHILD, { JOB_DB: db.where, JOB_OWNER: owner, JOB_RECORD_FILE: path.join(db.dir, `${owner}.log`) });
    const doneCount = () => jobCount('done');
    const first = start('first');
    await first.waitForLine(/^ready$/, 30_000);
    await waitUntil('a first part of the burst settled', async () => (await doneCount()) >= jobs / 4, 30_000, 2);
    expect(await first.stop('SIGKILL')).toBeNull();
    const doneAtKill = await doneCount();
    // Killed mid-burst: work was left for the successor.
    expect(doneAtKill).toBeLessThan(jobs);

    const started = Date.now();
    const second = start('second');
    await second.waitForLine(/^ready$/, 30_000);
    await waitUntil('every trigger job done', async () => (await doneCount()) === jobs, 60_000);
    const elapsed = Date.now() - started;

    const rows = await deps.db.selectFrom('contract_orders').select(['status', 'reason', sql<bigint>`count(*)`.as('n')]).groupBy(['status', 'reason']).orderBy('status').orderBy('reason').execute();
    expect(rows.map((r) => [r.status, r.reason, Number(r.n)])).toEqual([
      ['finished', 'stopLoss', POSITIONS / 3],
      ['finished', 'takeProfit', POSITIONS / 3],
      ['liquidated', 'liquidation', POSITIONS / 3],
    ]);
    // One settlement transaction per position, never two.
    const settlements = await deps.db
      .selectFrom('ledger_transactions')
      .select(['reference', sql<bigint>`count(*)`.as('n')])
      .where('reference', 'like', 'contract:%:settle')
      .groupBy('reference')
      .execute();
    expect(settlements).toHaveLength(POSITIONS);
    expect(settlements.every((s) => Number(s.n) === 1)).toBe(true);
    // Each at the price of the tick that crossed it: the first step at or past its level.
    const stops = await deps.db.selectFrom('contract_orders').select(['stop_loss', 'take_profit', 'close_price', 'reason']).where('reason', 'in', ['stopLoss', 'takeProfit']).execute();
    expect(stops.every((o) => o.close_price! <= (o.stop_loss ?? o.take_profit)! && o.close_price! > (o.stop_loss ?? o.take_profit)! - 5_000n)).toBe(true);
    const liquidations = await deps.db.selectFrom('contract_orders').select('close_price').distinct().where('reason', '=', 'liquidation').execute();
    expect(liquidations).toEqual([{ close_price: 4_970_000n }]);
    const report = await auditLedger(deps.db);
    expect(report).toMatchObject({ unbalanced: [], mismatched: [], negative: [], frozenMismatches: [], isConsistent: true });
    expect(await auditExposure(deps.db)).toEqual([]);
    const ran = (owner: string) => {
      const file = path.join(db.dir, `${owner}.log`);
      return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean).length : 0;
    };
    console.info(`${dialect}: killed after ${doneAtKill}/${jobs} jobs done; the successor finished in ${elapsed} ms (orders handled: first ${ran('first')}, second ${ran('second')})`);
    expect(await second.stop('SIGTERM')).toBe(0);
  });

  it('settles, once, a crossing whose tick was recorded by a process killed before it queued the job', { timeout: 60_000 }, async () => {
    const { db, deps } = await crash.open(dialect);
    await seedContracts(deps);
    const userId = await fundedUser(deps);
    const tick = async (price: bigint) => {
      await priceTicksRepository.insert(deps.db, [{ symbol: 'btcusdt', price, method: 'median', sources: [{ source: 'test-feed', price: String(price / 100n), time: Date.now() }], observedAt: Date.now() }]);
      await deps.priceTicks.step();
      await contractEngineOf(deps).idle();
    };
    await tick(5_000_000n);
    const opening = openPosition(deps, userId, { symbol: 'btcusdt', direction: 'up', multiple: 10, openAmount: '100', type: 'market', price: '', stopLoss: '49000', takeProfit: '' });
    await tick(5_000_000n);
    const position = await opening;
    // Another process records the tick that crosses the stop loss and dies before queueing its job.
    const child = spawnTsx('tick-crash', TICK_CHILD, { JOB_DB: db.where, JOB_OWNER: 'tick-crash', JOB_RECORD_FILE: path.join(db.dir, 'tick-crash.log'), TICK_PRICE: '4890000' });
    expect(await child.exited).toBeNull();
    expect(child.lines).toContain('recorded');
    expect(await deps.db.selectFrom('jobs').select('id').where('kind', '=', CONTRACT_TRIGGER_KIND).execute()).toEqual([]);
    // A process (re)starting on the database checks the ticks after the last checked one.
    const restarted = await buildApp({ config: { ...loadConfig({ DATA_DIR: db.dir }), isDemo: true, checkResponses: true }, database: db.database });
    try {
      await restarted.deps.jobs.runner.runDue();
      const row = await deps.db.selectFrom('contract_orders').selectAll().where('id', '=', position.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'finished', reason: 'stopLoss', close_price: 4_890_000n });
      const settlements = await deps.db.selectFrom('ledger_transactions').select('id').where('reference', '=', `contract:${position.id}:settle`).execute();
      expect(settlements).toHaveLength(1);
      // Checked again later (another start), nothing more happens.
      await contractEngineOf(restarted.deps).load();
      await restarted.deps.jobs.runner.runDue();
      expect(await deps.db.selectFrom('ledger_transactions').select('id').where('reference', '=', `contract:${position.id}:settle`).execute()).toHaveLength(1);
    } finally {
      await restarted.app.close();
    }
  });
});

/** A verified user with 10,000 USDT in the contract wallet, booked through the ledger. */
async function fundedUser(deps: Awaited<ReturnType<ReturnType<typeof useCrashApp>['open']>>['deps']): Promise<bigint> {
  const now = BigInt(Date.now());
  const userId = await accountsRepository.insertUser(deps.db, {
    uid: 'tick', email: 'tick@example.com', area_code: null, phone: null, phone_account: null, password_hash: 'x', fund_password_hash: null,
    invitation_code: 'TICK01', referrer_id: null, icon: null, kyc_status: 2n, score: 100n, created_at: now, updated_at: now,
  });
  await deps.db.transaction().execute((tx) =>
    postTransaction(tx, Date.now(), {
      type: 'deposit',
      reference: 'tick-test:funding',
      userId,
      postings: [
        { account: system('deposit_clearing'), asset: 'USDT', amount: -1_000_000_000_000n },
        { account: available(userId, 'contract'), asset: 'USDT', amount: 1_000_000_000_000n },
      ],
    }),
  );
  return userId;
}
