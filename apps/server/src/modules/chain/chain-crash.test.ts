import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WITHDRAWAL_STATUS } from '@exchange/contracts';
import { DEMO } from '../../test/test-app.js';
import { spawnTsx, stopAllChildren } from '../../test/processes.js';
import { reviewWithdrawal } from '../withdrawals/review-withdrawal.js';
import { addAddressAs, withdrawAs } from '../withdrawals/withdrawal-test-support.js';
import { startChainTest, type TChainTest } from './chain-test-support.js';
import { anvilAccount } from './demo-chain.js';

const CHILD = 'src/test/chain-crash-child.ts';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A random moment: each run kills at other places (no fixed seed). */
const someMs = (min: number, max: number) => min + Math.floor(Math.random() * (max - min));

/** kill -9 of the watcher and of the signer at random moments: nothing missed, nothing done twice. */
describe('the chain after kill -9 (anvil, SQLite file)', () => {
  let c: TChainTest;
  let dir: string;
  let file: string;
  const users: { token: string; id: bigint; address: `0x${string}` }[] = [];
  const sent: { userId: bigint; currency: 'ETH' | 'USDT'; units: bigint }[] = [];

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-chain-crash-'));
    file = path.join(dir, 'exchange.db');
    c = await startChainTest('sqlite', { confirmations: 3, sqliteFile: file });
    for (const user of await c.usersWithFundPassword(3, 'crash')) {
      const address = (await c.t.call('/user/deposit/address', { currency: 'ETH', chain: 'ERC20' }, { token: user.token })).data.address;
      users.push({ ...user, address });
    }
    await c.watcher.pollOnce();
  }, 60_000);
  afterEach(() => stopAllChildren());
  afterAll(async () => {
    await c?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const expectBooksMatchChain = async () => expect(await c.booksAgainstChain()).toEqual([]);

  it('a watcher killed mid-stream and restarted records and credits every deposit exactly once', async () => {
    for (let n = 0; n < 18; n += 1) {
      const user = users[n % users.length];
      if (n % 4 === 3) {
        const units = BigInt(10 + n) * 1_000_000n;
        await c.sendToken(1 + (n % 6), 'USDT', user.address, units);
        sent.push({ userId: user.id, currency: 'USDT', units: units * 100n });
      } else {
        await c.sendEth(1 + (n % 6), user.address, `0.0${10 + n}`);
        sent.push({ userId: user.id, currency: 'ETH', units: BigInt(10 + n) * 100_000n });
      }
      if (n % 4 === 0) await c.mine(someMs(1, 4));
    }
    await c.mine(5);
    const head = await c.client.getBlockNumber();
    let kills = 0;
    for (let round = 0; round < 6; round += 1) {
      const child = spawnTsx(`watcher-${round}`, CHILD, { CHILD_DB: file, CHILD_MODE: 'watcher', ...c.childEnv });
      await child.waitForLine(/^ready$/, 30_000);
      await pause(someMs(20, 400));
      await child.stop('SIGKILL');
      kills += 1;
    }
    const last = spawnTsx('watcher-last', CHILD, { CHILD_DB: file, CHILD_MODE: 'watcher', ...c.childEnv });
    await last.waitForLine(/^ready$/, 30_000);
    for (let i = 0; i < 400; i += 1) {
      const cursor = await c.t.deps.db.selectFrom('chain_cursor').select('block_number').executeTakeFirst();
      if (cursor && cursor.block_number >= head) break;
      await pause(50);
    }
    await last.stop('SIGKILL');
    expect(kills).toBe(6);
    const rows = await c.t.deps.db.selectFrom('chain_deposits').selectAll().execute();
    expect(rows).toHaveLength(sent.length);
    expect(rows.every((r) => r.status === 'credited')).toBe(true);
    const credits = await c.t.deps.db.selectFrom('ledger_transactions').select('reference').where('type', '=', 'deposit').where('reference', 'like', 'chain-deposit:%').execute();
    expect(credits).toHaveLength(sent.length);
    for (const user of users) {
      for (const currency of ['ETH', 'USDT'] as const) {
        const expected = sent.filter((s) => s.userId === user.id && s.currency === currency).reduce((sum, s) => sum + s.units, 0n);
        const account = await c.t.deps.db.selectFrom('ledger_accounts').select('balance').where('key', '=', `user:${user.id}:coin:available`).where('asset', '=', currency).executeTakeFirst();
        expect(account?.balance ?? 0n, `${currency} of user ${user.id}`).toBe(expected);
      }
    }
    // The blocks the watcher kept are one chain: each block's parent is the block before.
    const blocks = await c.t.deps.db.selectFrom('chain_blocks').selectAll().orderBy('number').execute();
    for (let i = 1; i < blocks.length; i += 1) expect(blocks[i].parent_hash).toBe(blocks[i - 1].hash);
    expect((await c.booksAgainstChain()).filter((p) => p.startsWith('ledger'))).toEqual([]);
  }, 240_000);

  it('a signer killed while sweeping and sending withdrawals neither pays twice nor loses a payment', async () => {
    const outside = anvilAccount(7).address;
    for (const user of users) expect((await addAddressAs(c.t, user.token, { currency: 'ETH', chain: 'ERC20', address: outside, remark: 'out' })).code).toBe(1);
    const before = await c.client.getBalance({ address: outside });
    let kills = 0;
    const withdrawals: bigint[] = [];
    // The sweeps queued by the credits run in killed signers; so do the withdrawals approved meanwhile.
    for (let round = 0; round < 6; round += 1) {
      const child = spawnTsx(`signer-${round}`, CHILD, { CHILD_DB: file, CHILD_MODE: 'signer', ...c.childEnv });
      await child.waitForLine(/^ready$/, 30_000);
      if (round === 1 || round === 3) {
        for (const user of users) {
          const answer = await withdrawAs(c.t, user.token, { currency: 'ETH', chain: 'ERC20', address: outside, amount: '0.02', fundPwd: DEMO.fundPassword });
          expect(answer.code, answer.msg).toBe(1);
          withdrawals.push(BigInt(answer.data.id));
          await reviewWithdrawal(c.t.deps, { id: BigInt(answer.data.id), operator: 'alice', approve: true, reason: '', txHash: '' });
        }
      }
      await c.t.deps.jobs.runner.runDue();
      await c.mine(1);
      await pause(someMs(20, 300));
      await child.stop('SIGKILL');
      kills += 1;
    }
    expect(kills).toBe(6);
    // A signer that is left to run (here the test's own, the same jobs) finishes what is left.
    await c.settle();
    for (const id of withdrawals) {
      const row = await c.t.deps.db.selectFrom('withdrawals').select(['status']).where('id', '=', id).executeTakeFirstOrThrow();
      expect(Number(row.status)).toBe(WITHDRAWAL_STATUS.finished);
      const attempts = await c.t.deps.db.selectFrom('chain_txs').select(['status', 'nonce']).where('purpose', '=', 'withdrawal').where('ref', '=', String(id)).execute();
      expect(attempts.filter((a) => a.status === 'confirmed')).toHaveLength(1);
    }
    expect(await c.client.getBalance({ address: outside })).toBe(before + BigInt(withdrawals.length) * 2n * 10n ** 16n);
    const paid = await c.t.deps.db.selectFrom('ledger_transactions').select('reference').where('type', '=', 'withdrawal_paid').execute();
    expect(paid).toHaveLength(withdrawals.length);
    const deposits = await c.t.deps.db.selectFrom('chain_deposits').select('swept').execute();
    expect(deposits.every((d) => d.swept === 1n)).toBe(true);
    const nonces = await c.t.deps.db.selectFrom('chain_txs').select(['from_address', 'nonce']).where('status', '=', 'confirmed').execute();
    expect(new Set(nonces.map((n) => `${n.from_address}:${n.nonce}`)).size).toBe(nonces.length);
    await expectBooksMatchChain();
  }, 240_000);
});
