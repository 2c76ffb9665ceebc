import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/test-app.js';
import { useCrashApp } from '../../test/crash-app.js';
import { spawnTsx, waitUntil, type TChild } from '../../test/processes.js';
import { systemClock } from '../../platform/clock.js';
import { enqueue } from '../../platform/jobs/enqueue.js';
import { insertUser } from '../invites/invite-test-support.js';
import { available, system } from '../ledger/accounts.js';
import { postTransaction } from '../ledger/post-transaction.js';
import { CHECKPOINT_KIND } from './checkpoint-job.js';
import { verifyIntegrity } from './verify-integrity.js';

const CHILD = path.resolve(import.meta.dirname, 'checkpoint-runner-child.ts');
const USERS = 30;

const crash = useCrashApp();

describe.each(DIALECTS)('checkpoints across kill -9 on %s', (dialect) => {
  it('loses none and writes none twice when killed inside a run: ids follow each other, each links to the one before, and the audit verifies them all', { timeout: 120_000 }, async () => {
    const { db, deps } = await crash.open(dialect, { isDemo: false });
    const now = Date.now();
    for (let i = 0; i < USERS; i += 1) {
      const userId = await insertUser(deps.db, now, null);
      const amount = BigInt(1 + Math.floor(Math.random() * 1e9));
      await postTransaction(deps.db, now, {
        type: 'deposit',
        reference: `crash-deposit:${userId}`,
        userId,
        postings: [
          { account: system('deposit_clearing'), asset: 'USDT', amount: -amount },
          { account: available(userId), asset: 'USDT', amount },
        ],
      });
    }
    await enqueue(deps.db, systemClock, { kind: CHECKPOINT_KIND, key: 'first', payload: { slot: 0 }, dueAt: now });
    const env = { CHECKPOINT_KEY: randomBytes(32).toString('hex'), CHECKPOINT_EVERY_MS: '250' };
    const spawn = (owner: string, freeze = false): TChild =>
      spawnTsx(owner, CHILD, { JOB_DB: db.where, JOB_OWNER: owner, JOB_RECORD_FILE: path.join(db.dir, `${owner}.log`), ...env, ...(freeze ? { FREEZE: '1' } : {}) });
    const count = async () => (await deps.db.selectFrom('checkpoints').select('id').execute()).length;

    // Killed with its first checkpoint written in the job's open transaction: nothing of it stays.
    const first = spawn('first', true);
    await first.waitForLine(/^frozen$/, 60_000);
    expect(await first.stop('SIGKILL')).toBeNull();
    expect(await count()).toBe(0);

    // The next process takes the killed run over (its lease ran out) and goes on, slot after slot.
    const second = spawn('second');
    await waitUntil('four checkpoints', async () => (await count()) >= 4, 60_000, 20);
    await second.stop('SIGTERM');

    const rows = await deps.db.selectFrom('checkpoints').select(['id']).orderBy('id').execute();
    expect(rows.map((r) => Number(r.id))).toEqual(rows.map((_, i) => i + 1));
    // One job per slot, each done once; exactly one next slot waits.
    const jobs = await deps.db.selectFrom('jobs').select(['key', 'status']).where('kind', '=', CHECKPOINT_KIND).execute();
    expect(jobs.filter((j) => j.status === 'done')).toHaveLength(rows.length);
    expect(jobs.filter((j) => j.status !== 'done').length).toBeLessThanOrEqual(2);
    const leaves = await deps.db.selectFrom('liability_leaves').select('user_id').where('checkpoint_id', '=', BigInt(rows.length)).execute();
    expect(leaves).toHaveLength(USERS);
    const report = await verifyIntegrity(deps.db);
    expect(report.problems).toEqual([]);
    expect(report.checkpoints).toBe(rows.length);
  });
});
