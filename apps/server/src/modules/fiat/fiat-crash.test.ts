import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/test-app.js';
import { useCrashApp } from '../../test/crash-app.js';
import { spawnTsx, waitUntil, type TChild } from '../../test/processes.js';
import { insertUser } from '../invites/invite-test-support.js';
import { createBuyOrder } from './create-buy-order.js';
import { cancelOrder, markPaid } from './buy-order-steps.js';
import { FIAT_EXPIRE_KIND } from './fiat-records.js';
import { seedDemoFiat } from './seed-fiat.js';
import { expectAuditClean, reserve, treasury, units } from './fiat-test-support.js';

const CHILD = path.resolve(import.meta.dirname, 'fiat-runner-child.ts');
const USERS = 20;
const FREEZE_AT = 10;

const crash = useCrashApp();

describe.each(DIALECTS)('fiat order expiry across a kill -9 on %s', (dialect) => {
  it('expires the orders that came due while no server ran, each released exactly once, though the first runner is killed mid-run', { timeout: 120_000 }, async () => {
    const { db, deps } = await crash.open(dialect);
    const now = Date.now();
    await seedDemoFiat(deps);
    const start = await treasury(deps.db);
    // Orders made an hour ago: their 15 minutes ran out while no server was running.
    const past = { db: deps.db, clock: { now: () => now - 60 * 60_000 } };
    const orders: bigint[] = [];
    for (let i = 0; i < USERS; i += 1) {
      const userId = await insertUser(deps.db, now, null);
      for (let k = 0; k < 3; k += 1) orders.push((await createBuyOrder(past, userId, { cashCoin: 'INR', platformEnum: k === 2 ? 'UPI' : 'BANK_CARD', usdtAmount: String(10 + k) })).id);
    }
    // One marked paid in time (it waits for review) and one cancelled: the expiry leaves both alone.
    const [paidId, cancelledId] = orders.slice(0, 2);
    const paidBy = (await deps.db.selectFrom('fiat_orders').select('user_id').where('id', '=', paidId).executeTakeFirstOrThrow()).user_id;
    await markPaid(past, paidBy, { orderId: String(paidId), utr: '123456789012', proof: '' });
    await cancelOrder(past, paidBy, String(cancelledId));
    const expiring = orders.slice(2);
    expect(await reserve(deps.db)).toBe(units(String(USERS * 33 - 11)));

    const spawn = (owner: string, freeze = false): TChild =>
      spawnTsx(owner, CHILD, { JOB_DB: db.where, JOB_OWNER: owner, JOB_RECORD_FILE: path.join(db.dir, `${owner}.log`), ...(freeze ? { FREEZE_AT: String(FREEZE_AT) } : {}) });
    const first = spawn('first', true);
    await first.waitForLine(new RegExp(`^frozen ${FREEZE_AT}$`), 60_000);
    expect(await first.stop('SIGKILL')).toBeNull();
    const jobs = () => deps.db.selectFrom('jobs').select(['key', 'status']).where('kind', '=', FIAT_EXPIRE_KIND).execute();
    expect((await jobs()).filter((j) => j.status === 'running')).not.toHaveLength(0);

    // Restart: two processes at once.
    const second = spawn('second');
    const third = spawn('third');
    await Promise.all([second.waitForLine(/^ready$/, 30_000), third.waitForLine(/^ready$/, 30_000)]);
    await waitUntil('every expiry job done', async () => (await jobs()).every((j) => j.status === 'done'), 60_000, 50);

    const rows = await deps.db.selectFrom('fiat_orders').select(['id', 'state']).orderBy('id').execute();
    expect(rows.map((r) => r.state)).toEqual(['paid', 'cancelled', ...expiring.map(() => 'expired')]);
    const releases = await deps.db.selectFrom('ledger_transactions').select('reference').where('type', '=', 'fiat_release').execute();
    expect(releases.map((r) => r.reference).sort()).toEqual(orders.slice(1).map((id) => `fiat:${id}:release`).sort());
    const notes = await deps.db.selectFrom('user_messages').select('ref').where('kind', '=', 'fiatExpired').execute();
    expect(notes.map((n) => n.ref).sort()).toEqual(expiring.map((id) => `fiat:${id}`).sort());
    // Only the paid order's 10 USDT is still reserved.
    expect(await reserve(deps.db)).toBe(units('10'));
    expect(await treasury(deps.db)).toBe(start - units('10'));
    await expectAuditClean(deps.db);
    expect(await second.stop('SIGTERM')).toBe(0);
    expect(await third.stop('SIGTERM')).toBe(0);
  });
});

// Two pools in ONE process: only PostgreSQL can show it (better-sqlite3 waits for a lock synchronously,
// so a second pool in the same process would block the first; SQLite's transactions take the one
// write lock when they begin, so two SQLite processes are serialized anyway).
describe.each(DIALECTS.filter((d) => d === 'postgres'))('fiat buy orders from two processes on %s', (dialect) => {
  it('keeps a user at 3 waiting orders and the treasury above zero when two connection pools create at once', { timeout: 60_000 }, async () => {
    const t = await crash.openDb(dialect);
    const one = { db: t.database.db, clock: { now: () => Date.now() } };
    const two = { db: t.openAnother().db, clock: one.clock };
    await seedDemoFiat(one);
    const userId = await insertUser(one.db, Date.now(), null);
    const make = (i: number) => createBuyOrder(i % 2 ? one : two, userId, { cashCoin: 'INR', platformEnum: 'BANK_CARD', usdtAmount: '10' });
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => make(i)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(results.filter((r) => r.status === 'rejected').map((r) => ((r as PromiseRejectedResult).reason as Error).message)).toEqual(Array(7).fill('fiatTooManyOpen'));
    expect(await reserve(one.db)).toBe(units('30'));

    // A treasury of 25 USDT against many buyers on both pools: never below zero.
    const left = await treasury(one.db);
    const { postTransaction } = await import('../ledger/post-transaction.js');
    const { system } = await import('../ledger/accounts.js');
    await postTransaction(one.db, Date.now(), { type: 'fiat_funding', reference: 'test:trim', postings: [{ account: system('fiat_treasury'), asset: 'USDT', amount: -(left - units('25')), guard: 'fiatTreasuryShort' }, { account: system('deposit_clearing'), asset: 'USDT', amount: left - units('25') }] });
    const buyers = await Promise.all(Array.from({ length: 6 }, () => insertUser(one.db, Date.now(), null)));
    const bought = await Promise.allSettled(buyers.map((b, i) => createBuyOrder(i % 2 ? one : two, b, { cashCoin: 'INR', platformEnum: 'UPI', usdtAmount: '10' })));
    expect(bought.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    expect(await treasury(one.db)).toBe(units('5'));
    await expectAuditClean(one.db);
  });
});
