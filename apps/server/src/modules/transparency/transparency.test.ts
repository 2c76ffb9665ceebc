import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely, Transaction } from 'kysely';
import { checkpointDigest, checkpointMessage, verifyLiabilityProof, ZCheckpoint, type TCheckpoint, type TLiabilityProof } from '@exchange/contracts';
import { DEMO, DIALECTS, login, registerByEmail, startTestApp, type TTestApp } from '../../test/test-app.js';
import { fund } from '../../test/wallet-helpers.js';
import type { TDatabase } from '../../platform/db/schema.js';
import { entryHash, sha256Hex } from '../../platform/integrity/chain-hash.js';
import { appendOnlyTriggers } from '../../db/migrations/20261129-0035-verifiable-trust.js';
import { auditLedger } from '../ledger/audit-ledger.js';
import { priceTicksRepository } from '../prices/price-ticks.repository.js';
import { CHECKPOINT_KIND, scheduleCheckpoints } from './checkpoint-job.js';
import { verifyCheckpointSignature } from './checkpoint-key.js';
import { verifyIntegrity, type TIntegrityProblem } from './verify-integrity.js';

class Rollback extends Error {}

describe.each(DIALECTS)('verifiable trust on %s', (dialect) => {
  let t: TTestApp;
  let demoToken: string;
  let alice: { userId: number; token: string };
  let checkpoints: TCheckpoint[];

  /** The next checkpoint, as the runner runs it: each run queued the next slot's (the first by scheduleCheckpoints, as at start). */
  const checkpointNow = async () => {
    t.clock.advance(t.deps.config.checkpoint.everyMs);
    expect(await t.deps.jobs.runner.runDue()).toBe(1);
  };
  const published = async (): Promise<{ publicKey: string; list: TCheckpoint[] }> => (await t.get('/transparency/checkpoints')).data;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    demoToken = await login(t, DEMO.email, DEMO.password);
    alice = await registerByEmail(t, 'alice@example.com');
    await fund(t, alice.userId, 'USDT', '1250.5');
    await fund(t, alice.userId, 'BTC', '0.3');
    await priceTicksRepository.insert(t.deps.db, [{ symbol: 'btcusdt', price: 6_800_000n, method: 'median', sources: [], observedAt: t.clock.now() }]);
    await scheduleCheckpoints(t.deps);
    expect(await t.deps.jobs.runner.runDue()).toBe(1);
    // More happens, then a second checkpoint: a contract-wallet balance counts too.
    await fund(t, alice.userId, 'USDT', '10');
    expect((await t.call('/contract/transfer', { currency: 'USDT', amount: '300', type: 1 }, { token: alice.token })).code).toBe(1);
    await priceTicksRepository.insert(t.deps.db, [{ symbol: 'btcusdt', price: 6_800_100n, method: 'median', sources: [], observedAt: t.clock.now() }]);
    await checkpointNow();
    checkpoints = (await published()).list;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('publishes signed checkpoints, chained, whose liabilities are every user balance, with reserves not proven without a chain', async () => {
    expect(checkpoints.map((c) => c.id)).toEqual([2, 1]);
    const [second, first] = checkpoints;
    for (const c of checkpoints) {
      expect(ZCheckpoint.parse(c)).toEqual(c);
      expect(verifyCheckpointSignature(c.publicKey, checkpointMessage(c), c.signature)).toBe(true);
      expect(c.reserves.every((r) => r.status === 'notProven' && r.units === null)).toBe(true);
    }
    expect(second.publicKey).toBe(first.publicKey);
    expect(first.previous).toBe('');
    expect(second.previous).toBe(checkpointDigest(sha256Hex, first));
    // The liabilities are the sum of every user account (all wallets, frozen included), asset by asset.
    const users = await t.deps.db.selectFrom('ledger_accounts').select(['asset', 'balance', 'user_id']).where('is_user', '=', 1n).execute();
    for (const l of second.liabilities) {
      expect(l.units, l.asset).toBe(String(users.filter((u) => u.asset === l.asset).reduce((sum, u) => sum + BigInt(u.balance), 0n)));
    }
    expect(second.liabilities.find((l) => l.asset === 'USDT')!.decimals).toBeGreaterThan(0);
    expect(second.users).toBe(new Set(users.map((u) => String(u.user_id))).size);
    // A signature over anything else fails: the published liabilities cannot be edited after signing.
    const edited = { ...second, liabilities: second.liabilities.map((l) => (l.asset === 'USDT' ? { ...l, units: String(BigInt(l.units) - 1n) } : l)) };
    expect(verifyCheckpointSignature(second.publicKey, checkpointMessage(edited), second.signature)).toBe(false);
  });

  it("gives a logged-in user a proof of their balances that verifies to the signed root, and refuses it tampered", async () => {
    const answer = await t.get('/transparency/proof', { token: alice.token });
    expect(answer.code).toBe(1);
    const proof: TLiabilityProof = answer.data;
    const [newest] = checkpoints;
    expect(proof.checkpointId).toBe(newest.id);
    expect(proof.root.hash).toBe(newest.liabilitiesRoot);
    expect(proof.leafCount).toBe(newest.users);
    expect(verifyLiabilityProof(sha256Hex, proof)).toBeNull();
    const usdt = proof.assets.indexOf('USDT');
    // 1260.5 USDT came in; 300 of it now sits in the contract wallet: still counted.
    expect(BigInt(proof.leaf.balances[usdt])).toBe(1_260_500_000n * 10n ** BigInt(proof.decimals[usdt] - 6));
    const raised = structuredClone(proof);
    raised.leaf.balances[usdt] = String(BigInt(raised.leaf.balances[usdt]) + 1n);
    expect(verifyLiabilityProof(sha256Hex, raised)).toMatchObject({ reason: 'root' });
    // An older checkpoint on request; someone else's leaf never: only the caller's own.
    const older = await t.get(`/transparency/proof?checkpointId=${checkpoints[1].id}`, { token: alice.token });
    expect(older.data.checkpointId).toBe(checkpoints[1].id);
    expect(verifyLiabilityProof(sha256Hex, older.data)).toBeNull();
    const demo = (await t.get('/transparency/proof', { token: demoToken })).data as TLiabilityProof;
    expect(demo.leaf.userId).not.toBe(proof.leaf.userId);
    expect(demo.leaf.salt).not.toBe(proof.leaf.salt);
    expect((await t.get('/transparency/proof')).code).toBe(-2);
  });

  it('answers null for a user no checkpoint holds yet', async () => {
    const bob = await registerByEmail(t, 'bob@example.com');
    await fund(t, bob.userId, 'USDT', '5');
    expect(await t.get('/transparency/proof', { token: bob.token })).toMatchObject({ code: 1, data: null });
  });

  it('keeps the chained tables append-only', async () => {
    for (const table of ['ledger_entries', 'price_ticks', 'checkpoints', 'operator_actions'] as const) {
      await expect(t.deps.db.deleteFrom(table).execute(), table).rejects.toThrow(/append-only/);
    }
    await expect(t.deps.db.updateTable('ledger_entries').set({ amount: 1n }).execute()).rejects.toThrow(/append-only/);
    await expect(t.deps.db.updateTable('price_ticks').set({ price: 1n }).execute()).rejects.toThrow(/append-only/);
  });

  it('verifies clean before any tampering', async () => {
    const report = await auditLedger(t.deps.db);
    expect(report.integrity).toMatchObject({ checkpoints: 2, problems: [] });
    expect(report.integrity.ticks).toBe(2);
    expect(report.isConsistent).toBe(true);
  });

  /**
   * Each tamper is done as an insider with the database would: the append-only triggers dropped
   * first, inside a transaction the test rolls back, so every case starts from the same database.
   */
  const tampered = async (tables: string[], tamper: (tx: Transaction<TDatabase>) => Promise<void>): Promise<TIntegrityProblem[]> => {
    let problems: TIntegrityProblem[] = [];
    await t.deps.db
      .transaction()
      .execute(async (tx) => {
        for (const table of tables) await appendOnlyTriggers.drop(tx, table);
        await tamper(tx);
        problems = (await verifyIntegrity(tx as unknown as Kysely<TDatabase>)).problems;
        throw new Rollback();
      })
      .catch((error) => {
        if (!(error instanceof Rollback)) throw error;
      });
    return problems;
  };
  /** Alice's USDT coin entries, oldest first. */
  const aliceEntries = async (tx: Kysely<TDatabase> | Transaction<TDatabase>) =>
    tx
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .selectAll('e')
      .where('a.key', '=', `user:${alice.userId}:coin:available`)
      .where('a.asset', '=', 'USDT')
      .orderBy('e.id')
      .execute();

  it('names the entry whose amount, or whose balance_after, was edited', async () => {
    for (const column of ['amount', 'balance_after'] as const) {
      let target = '';
      const problems = await tampered(['ledger_entries'], async (tx) => {
        const entries = await aliceEntries(tx);
        const entry = entries[Math.floor(Math.random() * entries.length)];
        target = String(entry.id);
        await tx.updateTable('ledger_entries').set({ [column]: BigInt(entry[column]) + 1n }).where('id', '=', entry.id).execute();
      });
      expect(problems[0], column).toMatchObject({ chain: 'ledger', id: target });
    }
  });

  it('names the entry after one that was deleted, and the account whose newest entry was deleted', async () => {
    let next = '';
    const middle = await tampered(['ledger_entries'], async (tx) => {
      const entries = await aliceEntries(tx);
      expect(entries.length).toBeGreaterThanOrEqual(3);
      await tx.deleteFrom('ledger_entries').where('id', '=', entries[1].id).execute();
      next = String(entries[2].id);
    });
    expect(middle[0]).toMatchObject({ chain: 'ledger', id: next });
    const last = await tampered(['ledger_entries'], async (tx) => {
      const entries = await aliceEntries(tx);
      await tx.deleteFrom('ledger_entries').where('id', '=', entries[entries.length - 1].id).execute();
    });
    expect(last.map((p) => p.id)).toContain(`user:${alice.userId}:coin:available USDT`);
  });

  it('names the first of two entries whose order was swapped', async () => {
    let first = '';
    const problems = await tampered(['ledger_entries'], async (tx) => {
      const [a, b] = await aliceEntries(tx);
      first = String(a.id);
      const content = (e: typeof a) => ({ transaction_id: e.transaction_id, amount: e.amount, balance_after: e.balance_after, created_at: e.created_at, hash: e.hash });
      await tx.updateTable('ledger_entries').set(content(b)).where('id', '=', a.id).execute();
      await tx.updateTable('ledger_entries').set(content(a)).where('id', '=', b.id).execute();
    });
    expect(problems[0]).toMatchObject({ chain: 'ledger', id: first });
  });

  it('finds a chain rewritten and re-hashed to the end by the signed checkpoint it no longer matches', async () => {
    const problems = await tampered(['ledger_entries'], async (tx) => {
      const entries = await aliceEntries(tx);
      let head = '';
      const account = await tx.selectFrom('ledger_accounts').select(['id', 'key']).where('key', '=', `user:${alice.userId}:coin:available`).where('asset', '=', 'USDT').executeTakeFirstOrThrow();
      for (const [i, e] of entries.entries()) {
        const t0 = await tx.selectFrom('ledger_transactions').select(['type', 'reference']).where('id', '=', e.transaction_id).executeTakeFirstOrThrow();
        // The first deposit made 1 unit larger, every balance after it too, and every hash recomputed.
        const amount = i === 0 ? BigInt(e.amount) + 1n : BigInt(e.amount);
        const balanceAfter = BigInt(e.balance_after) + 1n;
        head = entryHash(head, { transactionId: BigInt(e.transaction_id), ...t0, key: account.key, asset: 'USDT', amount, balanceAfter, createdAt: BigInt(e.created_at) });
        await tx.updateTable('ledger_entries').set({ amount, balance_after: balanceAfter, hash: head }).where('id', '=', e.id).execute();
      }
      await tx.updateTable('ledger_accounts').set({ head, balance: (eb) => eb('balance', '+', 1n) }).where('id', '=', account.id).execute();
    });
    expect(problems.filter((p) => p.chain === 'ledger')).toEqual([]);
    expect(problems.map((p) => p.id)).toEqual(['1', '2']);
    expect(problems[0].message).toMatch(/no longer give the signed root/);
  });

  it('names an edited price tick and an edited operator action', async () => {
    const tick = await tampered(['price_ticks'], async (tx) => {
      await tx.updateTable('price_ticks').set({ price: 1n }).where('price', '=', 6_800_000n).execute();
    });
    const firstTick = await t.deps.db.selectFrom('price_ticks').select('id').where('price', '=', 6_800_000n).executeTakeFirstOrThrow();
    expect(tick[0]).toMatchObject({ chain: 'ticks', id: String(firstTick.id) });
    let action = '';
    const audit = await tampered(['operator_actions'], async (tx) => {
      const row = await tx.selectFrom('operator_actions').select('id').orderBy('id').executeTakeFirstOrThrow();
      action = String(row.id);
      await tx.updateTable('operator_actions').set({ reason: 'nothing happened' }).where('id', '=', row.id).execute();
    });
    expect(audit[0]).toMatchObject({ chain: 'audit', id: action });
  });

  it('finds a checkpoint edited after signing, and one removed from the chain of checkpoints', async () => {
    const edited = await tampered(['checkpoints'], async (tx) => {
      const row = await tx.selectFrom('checkpoints').select(['id', 'body']).where('id', '=', 2n).executeTakeFirstOrThrow();
      const body = JSON.parse(row.body);
      body.users += 1;
      await tx.updateTable('checkpoints').set({ body: JSON.stringify(body) }).where('id', '=', row.id).execute();
    });
    expect(edited).toContainEqual(expect.objectContaining({ chain: 'checkpoint', id: '2', message: expect.stringMatching(/signature/) }));
    const removed = await tampered(['checkpoints', 'liability_leaves'], async (tx) => {
      await tx.deleteFrom('liability_leaves').where('checkpoint_id', '=', 1n).execute();
      await tx.deleteFrom('checkpoints').where('id', '=', 1n).execute();
    });
    expect(removed).toContainEqual(expect.objectContaining({ chain: 'checkpoint', id: '2', message: expect.stringMatching(/link/) }));
    // Signed by another key than the one the operator keeps.
    const report = await verifyIntegrity(t.deps.db, { publicKey: 'ab'.repeat(32) });
    expect(report.problems.filter((p) => p.chain === 'checkpoint').map((p) => p.id)).toEqual(['1', '2']);
  });

  it('commits a checkpoint with its job: a run that fails writes none, and its retry writes one', async () => {
    const before = (await published()).list.length;
    t.clock.advance(t.deps.config.checkpoint.everyMs);
    // The key missing after checkpoints were published: the run fails, nothing is written, nothing is re-keyed.
    const keyFile = t.deps.config.checkpoint.keyFile;
    const fs = await import('node:fs');
    const saved = fs.readFileSync(keyFile);
    fs.rmSync(keyFile);
    await t.deps.jobs.runner.runDue();
    expect((await published()).list.length).toBe(before);
    expect(fs.existsSync(keyFile)).toBe(false);
    fs.writeFileSync(keyFile, saved);
    t.clock.advance(120_000);
    await t.deps.jobs.runner.runDue();
    const after = (await published()).list;
    expect(after.length).toBe(before + 1);
    const jobs = await t.deps.db.selectFrom('jobs').select(['status']).where('kind', '=', CHECKPOINT_KIND).execute();
    expect(jobs.filter((j) => j.status === 'pending')).toHaveLength(1);
    expect((await auditLedger(t.deps.db)).isConsistent).toBe(true);
  });
});
