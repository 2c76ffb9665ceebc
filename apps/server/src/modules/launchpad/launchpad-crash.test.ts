import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { allocate, LAUNCH_QUOTE, parseUnits, unitsOf } from '@exchange/contracts';
import { DIALECTS } from '../../test/test-app.js';
import { useCrashApp } from '../../test/crash-app.js';
import { spawnTsx, waitUntil, type TChild } from '../../test/processes.js';
import type { TDeps } from '../../platform/deps.js';
import { available, system } from '../ledger/accounts.js';
import { postTransactionsBulk } from '../ledger/post-transactions-bulk.js';
import { createProjectNow } from './launch-projects.js';
import { bookCommitment } from './subscribe.js';
import { balanceOf, EN, expectAuditClean, freshSymbol } from './launch-test-support.js';

const CHILD = path.resolve(import.meta.dirname, 'launch-runner-child.ts');
const SUBSCRIBERS = 1_000;
const FUNDING = unitsOf('10000', LAUNCH_QUOTE);

const crash = useCrashApp();

const count = async (deps: TDeps, type: 'launch_allocate' | 'launch_unlock') =>
  Number((await deps.db.selectFrom('ledger_transactions').select(sql<bigint>`count(*)`.as('n')).where('type', '=', type).executeTakeFirstOrThrow()).n);

describe.each(DIALECTS)('launchpad allocation across a kill -9 on %s', (dialect) => {
  it(`allocates ${SUBSCRIBERS} subscribers exactly once, by the rule, after the allocating process was killed mid-transaction`, { timeout: 180_000 }, async () => {
    const { db, deps } = await crash.open(dialect, { isDemo: false });

    // A project that ended a second ago, with no lock (its release is due at once after the allocation).
    const now = Date.now();
    const startAt = now - 2 * 3_600_000;
    const endAt = now - 1_000;
    const scale = 3;
    const price = unitsOf('0.7', LAUNCH_QUOTE);
    const symbol = freshSymbol('K');
    const id = await createProjectNow(
      deps.db,
      { now: () => startAt - 60_000 },
      { symbol, scale, supply: parseUnits('400000', scale)!, price, minCommit: unitsOf('1', LAUNCH_QUOTE), buyLimit: unitsOf('5000', LAUNCH_QUOTE), startAt, endAt, lockDays: 0, images: [], texts: { 'en-US': EN } },
      'crash-test',
    );

    // The subscribers, funded through the ledger, and their commitments booked in the window (some at the same millisecond: ties).
    const users: bigint[] = [];
    for (let from = 0; from < SUBSCRIBERS; from += 500) {
      const rows = Array.from({ length: Math.min(500, SUBSCRIBERS - from) }, (_, k) => {
        const i = from + k;
        return {
          uid: `0${String(3_000_000 + i)}`, email: `lp${i}@example.com`, area_code: null, phone: null, phone_account: null, password_hash: 'x', fund_password_hash: null,
          invitation_code: `LPC${i}`, referrer_id: null, icon: null, kyc_status: 2n, score: 100n, created_at: BigInt(now), updated_at: BigInt(now),
        };
      });
      users.push(...(await deps.db.insertInto('users').values(rows).returning('id').execute()).map((r) => r.id));
    }
    const commitments = users.map((_, i) => unitsOf(String(1 + ((i * 7_919) % 4_999)) + (i % 3 === 0 ? '.37' : ''), LAUNCH_QUOTE));
    await deps.db.transaction().execute(async (tx) => {
      await postTransactionsBulk(
        deps.writeIo(tx),
        users.map((userId) => ({
          type: 'deposit', reference: `crash-test:funding:${userId}`, userId, createdAt: now,
          postings: [
            { account: system('deposit_clearing'), asset: LAUNCH_QUOTE, amount: -FUNDING },
            { account: available(userId), asset: LAUNCH_QUOTE, amount: FUNDING },
          ],
        })),
      );
      const project = { id, symbol, buy_limit: unitsOf('5000', LAUNCH_QUOTE) };
      for (const [i, userId] of users.entries()) await bookCommitment(tx, startAt + 1_000 + Math.floor(i / 3), project, userId, commitments[i]);
    });
    const subs = await deps.db.selectFrom('launch_subscriptions').selectAll().where('project_id', '=', id).execute();
    const expected = allocate({ supply: parseUnits('400000', scale)!, price, scale, subscriptions: subs.map((s) => ({ id: s.id, committed: s.committed, subscribedAt: Number(s.created_at) })) });
    expect(expected.isOversubscribed).toBe(true);

    const spawnRunner = (owner: string, hold = 0): TChild =>
      spawnTsx(owner, CHILD, { JOB_DB: db.where, JOB_OWNER: owner, JOB_RECORD_FILE: path.join(db.dir, `${owner}.log`), ...(hold ? { JOB_HOLD_MS: String(hold) } : {}) });

    // The first process does the whole allocation and is killed before its transaction commits.
    const first = spawnRunner('first', 120_000);
    await first.waitForLine(/^holding launch\.allocate /, 60_000);
    expect(await first.stop('SIGKILL')).toBeNull();
    const afterKill = await deps.db.selectFrom('launch_projects').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(afterKill.status).toBe('scheduled');
    expect(await count(deps, 'launch_allocate')).toBe(0);

    // Restart: two processes at once; the lease of the killed run runs out and one of them takes it over.
    const started = Date.now();
    const second = spawnRunner('second');
    const third = spawnRunner('third');
    await Promise.all([second.waitForLine(/^ready$/, 30_000), third.waitForLine(/^ready$/, 30_000)]);
    await waitUntil(
      'allocated and released',
      async () => (await deps.db.selectFrom('launch_projects').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status === 'released',
      90_000,
      100,
    );
    const elapsed = Date.now() - started;

    // Once each, as an uninterrupted run by the rule would have: every subscription, every balance.
    expect(await count(deps, 'launch_allocate')).toBe(SUBSCRIBERS);
    expect(await count(deps, 'launch_unlock')).toBe(expected.lines.filter((l) => l.allocated > 0n).length);
    const after = new Map((await deps.db.selectFrom('launch_subscriptions').selectAll().where('project_id', '=', id).execute()).map((s) => [s.id, s]));
    const byUser = new Map(subs.map((s) => [s.id, s.user_id]));
    const balances = await deps.db.selectFrom('ledger_accounts').select(['user_id', 'asset', 'bucket', 'balance']).where('is_user', '=', 1n).execute();
    const balance = (userId: bigint, asset: string, bucket: string) => balances.find((b) => b.user_id === userId && b.asset === asset && b.bucket === bucket)?.balance ?? 0n;
    for (const line of expected.lines) {
      const s = after.get(line.id)!;
      expect([s.status, s.allocated, s.cost, s.refund]).toEqual(['released', line.allocated, line.cost, line.refund]);
      const userId = byUser.get(line.id)!;
      expect([balance(userId, LAUNCH_QUOTE, 'available'), balance(userId, LAUNCH_QUOTE, 'frozen')]).toEqual([FUNDING - line.cost, 0n]);
      expect([balance(userId, symbol, 'available'), balance(userId, symbol, 'frozen')]).toEqual([line.allocated, 0n]);
    }
    expect(await balanceOf(deps.db, system('launch_proceeds'), LAUNCH_QUOTE)).toBe(expected.proceeds);
    expect(await balanceOf(deps.db, system('launch_escrow', id), symbol)).toBe(0n);
    expect(await balanceOf(deps.db, system('launch_issuer'), symbol)).toBe(-expected.allocated);
    const notes = await deps.db.selectFrom('user_messages').select(['kind', sql<bigint>`count(*)`.as('n')]).groupBy('kind').execute();
    expect(Object.fromEntries(notes.map((n) => [n.kind, Number(n.n)]))).toMatchObject({ launchAllocated: SUBSCRIBERS });
    await expectAuditClean(deps.db);

    const ran = (owner: string) => {
      const file = path.join(db.dir, `${owner}.log`);
      return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
    };
    expect(ran('first')).toEqual([]);
    expect([...ran('second'), ...ran('third')].sort()).toEqual([`launch.allocate project:${id}`, `launch.unlock project:${id}`]);
    console.info(`${dialect}: ${SUBSCRIBERS} subscribers allocated ${elapsed} ms after the restart (second ran ${ran('second').length}, third ${ran('third').length})`);
    expect(await second.stop('SIGTERM')).toBe(0);
    expect(await third.stop('SIGTERM')).toBe(0);
  });
});
