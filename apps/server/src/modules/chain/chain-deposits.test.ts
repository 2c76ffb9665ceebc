import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TChainDeposit } from '@exchange/contracts';
import { getAddress } from 'viem';
import { DEMO, login, registerByEmail } from '../../test/test-app.js';
import { balances } from '../../test/wallet-helpers.js';
import { startChainTest, type TChainTest } from './chain-test-support.js';
import { depositsTopic } from './chain-watcher.js';

/** Integration against a real node (anvil from npm): deposits seen, confirmed, credited once, re-organised away. */
describe('real chain deposits (anvil)', () => {
  let c: TChainTest;
  let token: string;
  let userId: bigint;
  let address: `0x${string}`;
  const pushes: TChainDeposit[] = [];

  beforeAll(async () => {
    c = await startChainTest('sqlite');
    const user = await registerByEmail(c.t, `chain-${Date.now()}@example.com`);
    token = user.token;
    userId = BigInt(user.userId);
    c.t.deps.bus.subscribe(depositsTopic(userId), (message) => pushes.push(message as TChainDeposit));
    const answer = await c.t.call('/user/deposit/address', { currency: 'ETH', chain: 'ERC20' }, { token });
    address = answer.data.address;
    // The first poll sets the cursor at the node's head: what comes after is watched.
    await c.watcher.pollOnce();
  }, 60_000);
  afterAll(async () => c?.close());

  const expectBooksMatchChain = async () => expect(await c.booksAgainstChain()).toEqual([]);

  it('derives the address from the xpub and answers what the deposit screen needs', async () => {
    const eth = await c.t.call('/user/deposit/address', { currency: 'ETH', chain: 'ERC20' }, { token });
    expect(eth.data).toMatchObject({ watched: true, network: 'Ethereum', contract: '', confirmations: 12, minDeposit: '0.001' });
    expect(getAddress(eth.data.address)).toBe(c.keys.depositAccount(userId).address);
    const usdt = await c.t.call('/user/deposit/address', { currency: 'USDT', chain: 'ERC20' }, { token });
    // One address per user for ETH and its tokens; the token's contract shown.
    expect(usdt.data).toMatchObject({ watched: true, address: eth.data.address, contract: c.tokens.USDT });
    // Manual declarations are refused on a watched chain; TRC20 keeps the proof path.
    const declared = await c.t.call('/user/deposit/apply', { currency: 'USDT', chain: 'ERC20', amount: '10', proof: '/bb/file/x', txHash: '' }, { token });
    expect(declared.code).toBe(0);
    const tron = await c.t.call('/user/deposit/address', { currency: 'USDT', chain: 'TRC20' }, { token });
    expect(tron.data.watched).toBe(false);
  });

  it('shows ETH and USDT deposits confirming, credits each exactly once at 12 blocks, and sweeps them to the hot wallet', async () => {
    const ethHash = await c.sendEth(1, address, '2.5');
    const usdtHash = await c.sendToken(2, 'USDT', address, 1_234_560_000n); // 1,234.56 USDT (6 decimals)
    await c.watcher.pollOnce();
    let list = (await c.t.call('/user/deposit/chainList', { pageNo: 1, pageSize: 10, currency: '' }, { token })).data.list as TChainDeposit[];
    expect(list.map((d) => [d.currency, d.amount, d.status])).toEqual([
      ['USDT', '1234.56', 'confirming'],
      ['ETH', '2.5', 'confirming'],
    ]);
    expect(list.find((d) => d.currency === 'ETH')!.txHash).toBe(ethHash);
    expect(list.find((d) => d.currency === 'USDT')!.explorerUrl).toBe(`https://explorer.test/tx/${usdtHash}`);
    expect(pushes.some((p) => p.txHash === ethHash && p.status === 'confirming')).toBe(true);
    const before = await balances(c.t, token);
    expect(before.ETH?.available ?? '0').toBe('0');

    // 10 more blocks: 11 confirmations for the ETH deposit (its block, then 10), still not credited.
    await c.mine(9);
    await c.watcher.pollOnce();
    list = (await c.t.call('/user/deposit/chainList', { pageNo: 1, pageSize: 10, currency: 'ETH' }, { token })).data.list;
    expect(list[0]).toMatchObject({ status: 'confirming', confirmations: 11, required: 12 });
    expect((await balances(c.t, token)).ETH?.available ?? '0').toBe('0');
    const counts = pushes.filter((p) => p.txHash === ethHash).map((p) => p.confirmations);
    expect(counts.at(-1)).toBe(11);

    await c.mine(1);
    await c.watcher.pollOnce();
    expect((await balances(c.t, token)).ETH.available).toBe('2.5');
    expect(pushes.filter((p) => p.txHash === ethHash).at(-1)).toMatchObject({ status: 'credited', confirmations: 12 });
    await c.mine(1);
    await c.watcher.pollOnce();
    expect((await balances(c.t, token)).USDT.available).toBe(String(Number(before.USDT?.available ?? 0) + 1234.56));

    // More blocks, a restart of the polling: nothing is credited twice.
    await c.mine(5);
    await c.watcher.pollOnce();
    await c.watcher.pollOnce();
    const credits = await c.t.deps.db.selectFrom('ledger_transactions').select('reference').where('type', '=', 'deposit').where('reference', 'like', 'chain-deposit:%').execute();
    expect(credits).toHaveLength(2);

    // The signer sweeps both into the hot wallet (USDT after a gas top-up); the books follow the chain.
    await c.settle();
    expect(await c.tokenBalance('USDT', c.setup.hotAddress)).toBe(1_234_560_000n);
    expect(await c.client.getBalance({ address: c.setup.hotAddress })).toBeGreaterThan(2n * 10n ** 18n);
    const deposits = await c.t.deps.db.selectFrom('chain_deposits').select(['currency', 'swept']).execute();
    expect(deposits.every((d) => d.swept === 1n)).toBe(true);
    await expectBooksMatchChain();
  }, 120_000);

  it('records a deposit below the minimum without crediting it', async () => {
    const hash = await c.sendEth(3, address, '0.0005');
    await c.mine(15);
    await c.watcher.pollOnce();
    const row = await c.t.deps.db.selectFrom('chain_deposits').selectAll().where('tx_hash', '=', hash).executeTakeFirstOrThrow();
    expect(row.status).toBe('belowMinimum');
    expect((await balances(c.t, token)).ETH.available).toBe('2.5');
  });

  it('removes a pending deposit whose block leaves the chain (snapshot and revert) and credits nothing', async () => {
    const snapshot = await c.rpc('evm_snapshot');
    const hash = await c.sendEth(4, address, '7');
    await c.mine(4);
    await c.watcher.pollOnce();
    expect((await c.t.deps.db.selectFrom('chain_deposits').select('status').where('tx_hash', '=', hash).executeTakeFirst())?.status).toBe('confirming');
    await c.rpc('evm_revert', [snapshot]);
    // The fork: new blocks of the same heights, with other hashes.
    await c.mine(20);
    await c.watcher.pollOnce();
    expect(await c.t.deps.db.selectFrom('chain_deposits').select('id').where('tx_hash', '=', hash).executeTakeFirst()).toBeUndefined();
    expect(pushes.filter((p) => p.txHash === hash).at(-1)?.status).toBe('removed');
    expect((await balances(c.t, token)).ETH.available).toBe('2.5');
    await expectBooksMatchChain();
  }, 60_000);

  it('books money sent to the hot wallet from outside as the operator\'s funding, once, at its confirmations', async () => {
    const before = await c.t.deps.db.selectFrom('ledger_accounts').select('balance').where('key', '=', 'system:operator_funding').where('asset', '=', 'ETH').executeTakeFirst();
    await c.sendEth(5, c.setup.hotAddress, '3');
    await c.mine(5);
    await c.watcher.pollOnce();
    expect(await c.t.deps.db.selectFrom('ledger_transactions').select('id').where('type', '=', 'chain_funding').execute()).toHaveLength(0);
    await c.mine(12);
    await c.watcher.pollOnce();
    await c.watcher.pollOnce();
    const after = await c.t.deps.db.selectFrom('ledger_accounts').select('balance').where('key', '=', 'system:operator_funding').where('asset', '=', 'ETH').executeTakeFirstOrThrow();
    expect(after.balance - (before?.balance ?? 0n)).toBe(300_000_000n);
    expect(await c.t.deps.db.selectFrom('ledger_transactions').select('id').where('type', '=', 'chain_funding').execute()).toHaveLength(1);
    await expectBooksMatchChain();
  });

  it('lists only the caller\'s own deposits', async () => {
    const demo = await login(c.t, DEMO.email, DEMO.password);
    const theirs = await c.t.call('/user/deposit/chainList', { pageNo: 1, pageSize: 10, currency: '' }, { token: demo });
    expect(theirs.data.list).toEqual([]);
  });
});
