import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkpointMessage, WITHDRAWAL_STATUS } from '@exchange/contracts';
import { writeCheckpoint } from '../transparency/build-checkpoint.js';
import { verifyCheckpointSignature } from '../transparency/checkpoint-key.js';
import { DEMO, DIALECTS, login } from '../../test/test-app.js';
import { balances } from '../../test/wallet-helpers.js';
import { reviewWithdrawal } from '../withdrawals/review-withdrawal.js';
import { addAddressAs, userIdOf, withdrawAs } from '../withdrawals/withdrawal-test-support.js';
import { startChainTest, type TChainTest } from './chain-test-support.js';
import { anvilAccount } from './demo-chain.js';

describe.each(DIALECTS)('withdrawals on a real chain (anvil, %s)', (dialect) => {
  let c: TChainTest;
  const users: { token: string; id: bigint }[] = [];
  const outside = [5, 6, 7, 8].map((i) => anvilAccount(i).address);

  beforeAll(async () => {
    c = await startChainTest(dialect);
    await c.watcher.pollOnce();
    const demo = await login(c.t, DEMO.email, DEMO.password);
    users.push({ token: demo, id: await userIdOf(c.t, demo) }, ...(await c.usersWithFundPassword(3, 'chain-w')));
    // Each user deposits 1 ETH and 200 USDT on chain, credited and swept into the hot wallet.
    for (const [i, user] of users.entries()) {
      const address = (await c.t.call('/user/deposit/address', { currency: 'ETH', chain: 'ERC20' }, { token: user.token })).data.address;
      await c.sendEth(1 + i, address, '1');
      await c.sendToken(1 + i, 'USDT', address, 200_000_000n);
      for (const currency of ['ETH', 'USDT']) expect((await addAddressAs(c.t, user.token, { currency, chain: 'ERC20', address: outside[i], remark: 'mine' })).code).toBe(1);
    }
    await c.mine(12);
    await c.settle();
  }, 180_000);
  afterAll(async () => c?.close());

  const expectBooksMatchChain = async () => expect(await c.booksAgainstChain()).toEqual([]);

  async function request(user: { token: string }, currency: string, to: string, amount: string) {
    const answer = await withdrawAs(c.t, user.token, { currency, chain: 'ERC20', address: to, amount, fundPwd: DEMO.fundPassword });
    expect(answer.code, answer.msg).toBe(1);
    return BigInt(answer.data.id);
  }

  const approve = (id: bigint) => reviewWithdrawal(c.t.deps, { id, operator: 'alice', approve: true, reason: '', txHash: '' });

  it('sends 20 concurrent withdrawals of several users with distinct nonces, each paid once', async () => {
    await expectBooksMatchChain();
    const ethBefore = await Promise.all(outside.map((a) => c.client.getBalance({ address: a })));
    const usdtBefore = await Promise.all(outside.map((a) => c.tokenBalance('USDT', a)));
    const ids: bigint[] = [];
    for (let n = 0; n < 20; n += 1) {
      const i = n % users.length;
      ids.push(await request(users[i], n % 2 === 0 ? 'ETH' : 'USDT', outside[i], n % 2 === 0 ? '0.02' : '20'));
    }
    const decided = await Promise.all(ids.map(approve));
    expect(decided.every((w) => w.status === WITHDRAWAL_STATUS.sending)).toBe(true);
    // The signer signs them at once (8 jobs in flight), then they are broadcast and confirmed.
    await c.settle();
    const sent = await c.t.deps.db.selectFrom('chain_txs').select(['nonce', 'status', 'ref']).where('purpose', '=', 'withdrawal').where('from_address', '=', c.setup.hotAddress).execute();
    // One confirmed transaction per withdrawal, each its own nonce. A slow machine may have signed one
    // again (not mined within droppedAfterMs): that attempt is 'replaced', on a nonce confirmed once.
    const confirmed = sent.filter((s) => s.status === 'confirmed');
    expect(confirmed).toHaveLength(20);
    expect(new Set(confirmed.map((s) => s.nonce)).size).toBe(20);
    expect(new Set(confirmed.map((s) => s.ref)).size).toBe(20);
    for (const other of sent.filter((s) => s.status !== 'confirmed')) {
      expect(other.status).toBe('replaced');
      expect(confirmed.filter((s) => s.nonce === other.nonce && s.ref === other.ref)).toHaveLength(1);
    }
    const page = await c.t.call('/user/statisticsUser/txPage', { pageNo: 1, pageSize: 10, currency: 'ETH' }, { token: users[0].token });
    expect(page.data.list[0]).toMatchObject({ status: WITHDRAWAL_STATUS.finished });
    expect(page.data.list[0].explorerUrl).toBe(`https://explorer.test/tx/${page.data.list[0].txHash}`);
    for (const [i, address] of outside.entries()) {
      const count = ids.filter((_, n) => n % users.length === i).length;
      // Per user: the ETH and USDT withdrawals of that user arrived once each.
      const eth = ids.filter((_, n) => n % users.length === i && n % 2 === 0).length;
      expect(await c.client.getBalance({ address }), `ETH to ${address}`).toBe(ethBefore[i] + BigInt(eth) * 2n * 10n ** 16n);
      expect(await c.tokenBalance('USDT', address), `USDT to ${address}`).toBe(usdtBefore[i] + BigInt(count - eth) * 20_000_000n);
    }
    const paid = await c.t.deps.db.selectFrom('ledger_transactions').select('reference').where('type', '=', 'withdrawal_paid').execute();
    expect(paid).toHaveLength(20);
    await expectBooksMatchChain();
  }, 180_000);

  it('returns a withdrawal whose transaction fails on chain, once, and never pays it', async () => {
    const blocked = anvilAccount(8).address;
    await c.blockAddress(blocked);
    const user = users[3];
    const before = await balances(c.t, user.token);
    const id = await request(user, 'USDT', blocked, '25');
    await approve(id);
    await c.settle();
    const row = await c.t.deps.db.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(Number(row.status)).toBe(WITHDRAWAL_STATUS.rejected);
    expect(row.reason).toMatch(/failed on the network/);
    expect((await c.t.deps.db.selectFrom('chain_txs').select('status').where('ref', '=', String(id)).where('purpose', '=', 'withdrawal').execute()).map((r) => r.status)).toEqual(['failed']);
    const after = await balances(c.t, user.token);
    expect(after.USDT).toEqual(before.USDT);
    const booked = await c.t.deps.db.selectFrom('ledger_transactions').select('type').where('reference', '=', `withdrawal:${id}`).execute();
    expect(booked.map((b) => b.type).sort()).toEqual(['withdrawal_freeze', 'withdrawal_rejected']);
    // More checks change nothing.
    await c.mine(3);
    await c.settle();
    expect((await c.t.deps.db.selectFrom('ledger_transactions').select('type').where('reference', '=', `withdrawal:${id}`).execute()).length).toBe(2);
    await expectBooksMatchChain();
  }, 120_000);

  it('signs a dropped transaction again with the same nonce and a higher fee, and pays once', async () => {
    const user = users[1];
    const to = outside[1];
    const before = await c.client.getBalance({ address: to });
    await c.rpc('evm_setAutomine', [false]);
    try {
      const id = await request(user, 'ETH', to, '0.05');
      await approve(id);
      await c.signer.runDue();
      await c.t.deps.jobs.runner.runDue();
      const [first] = await c.t.deps.db.selectFrom('chain_txs').selectAll().where('ref', '=', String(id)).where('purpose', '=', 'withdrawal').execute();
      expect(await c.client.getTransaction({ hash: first.hash as `0x${string}` })).toBeTruthy();
      await c.rpc('anvil_dropTransaction', [first.hash]);
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      // The tracker finds it gone: the signer signs a replacement; then both are broadcast and mined as blocks come.
      for (let i = 0; i < 10 && (await c.t.deps.db.selectFrom('chain_txs').select('id').where('ref', '=', String(id)).execute()).length < 2; i += 1) {
        await c.t.deps.jobs.runner.runDue();
        await c.signer.runDue();
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      await c.settle();
      const attempts = await c.t.deps.db.selectFrom('chain_txs').selectAll().where('ref', '=', String(id)).where('purpose', '=', 'withdrawal').orderBy('attempt').execute();
      expect(attempts.length).toBeGreaterThanOrEqual(2);
      expect(new Set(attempts.map((a) => a.nonce)).size).toBe(1);
      expect(BigInt(attempts.at(-1)!.gas_price)).toBeGreaterThan(BigInt(attempts[0].gas_price));
      expect(attempts.filter((a) => a.status === 'confirmed')).toHaveLength(1);
      expect(await c.client.getBalance({ address: to })).toBe(before + 5n * 10n ** 16n);
      const row = await c.t.deps.db.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(Number(row.status)).toBe(WITHDRAWAL_STATUS.finished);
      expect(row.tx_hash).toBe(attempts.find((a) => a.status === 'confirmed')!.hash);
    } finally {
      await c.rpc('evm_setAutomine', [true]);
    }
    await expectBooksMatchChain();
  }, 120_000);

  it('moves the hot wallet\'s surplus above its ceiling to the cold address, booked to the cold wallet', async () => {
    await c.t.deps.db.updateTable('params').set({ value: '100' }).where('name', '=', 'chain_hot_max_USDT').execute();
    const cold = c.setup.coldAddress!;
    const coldBefore = await c.tokenBalance('USDT', cold);
    const address = (await c.t.call('/user/deposit/address', { currency: 'USDT', chain: 'ERC20' }, { token: users[0].token })).data.address;
    await c.sendToken(1, 'USDT', address, 50_000_000n);
    await c.mine(12);
    await c.settle();
    // The sweep brought the hot wallet above 100 USDT: the surplus went out, 100 stayed.
    expect(await c.tokenBalance('USDT', c.setup.hotAddress)).toBe(100_000_000n);
    const moved = (await c.tokenBalance('USDT', cold)) - coldBefore;
    expect(moved).toBeGreaterThan(0n);
    const ledgerCold = await c.t.deps.db.selectFrom('ledger_accounts').select('balance').where('key', '=', 'system:chain_cold_wallet').where('asset', '=', 'USDT').executeTakeFirstOrThrow();
    expect(-ledgerCold.balance).toBe(moved * 100n);
    await expectBooksMatchChain();
  }, 120_000);

  it("publishes as reserves the hot and cold wallets' balances at the checkpoint's block, next to the liabilities", async () => {
    const checkpoint = await c.t.deps.db.transaction().execute((tx) => writeCheckpoint(c.t.deps, tx));
    const wallets = [c.setup.hotAddress, c.setup.coldAddress!];
    for (const currency of ['ETH', 'USDT']) {
      const reserve = checkpoint.reserves.find((r) => r.asset === currency)!;
      expect(reserve).toMatchObject({ status: 'proven', network: 'Ethereum', addresses: wallets });
      const block = BigInt(reserve.block!);
      let onChain = 0n;
      for (const address of wallets) {
        onChain += currency === 'ETH' ? await c.client.getBalance({ address, blockNumber: block }) : await c.tokenBalance('USDT', address, block);
      }
      // Ledger units: ETH at 8 decimals (wei / 10^10, rounded down), USDT at 8 (token units × 100).
      expect(BigInt(reserve.units!), currency).toBe(currency === 'ETH' ? onChain / 10n ** 10n : onChain * 100n);
    }
    // Neither proven nor guessed where no watched chain holds the asset.
    expect(checkpoint.reserves.find((r) => r.asset === 'BTC')).toMatchObject({ status: 'notProven', units: null, addresses: [] });
    expect(verifyCheckpointSignature(checkpoint.publicKey, checkpointMessage(checkpoint), checkpoint.signature)).toBe(true);
  });

  it("refuses a withdrawal to one of the exchange's own deposit addresses (it would never arrive)", async () => {
    const theirs = (await c.t.call('/user/deposit/address', { currency: 'ETH', chain: 'ERC20' }, { token: users[1].token })).data.address;
    expect((await addAddressAs(c.t, users[0].token, { currency: 'ETH', chain: 'ERC20', address: theirs, remark: 'friend' })).code).toBe(1);
    const answer = await withdrawAs(c.t, users[0].token, { currency: 'ETH', chain: 'ERC20', address: theirs, amount: '0.02', fundPwd: DEMO.fundPassword });
    expect(answer.err).toBe('withdrawToOwnDeposit');
  });

  it('refuses a USDT amount with more decimals than the token has on chain', async () => {
    const answer = await withdrawAs(c.t, users[0].token, { currency: 'USDT', chain: 'ERC20', address: outside[0], amount: '20.0000001', fundPwd: DEMO.fundPassword });
    expect(answer.err).toBe('chainAmountPrecision');
  });
});
