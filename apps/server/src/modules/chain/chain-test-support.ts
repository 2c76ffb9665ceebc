import { createWalletClient, erc20Abi, http, parseEther, type Address } from 'viem';
import { english, generateMnemonic } from 'viem/accounts';
import { runningClock } from '../../platform/clock.js';
import type { TDialectName } from '../../platform/db/database.js';
import { createJobRunner } from '../../platform/jobs/job-runner.js';
import { registerByEmail, startTestApp, type TTestApp } from '../../test/test-app.js';
import { registerProductAuditSources } from '../../ledger-audit-sources.js';
import { auditLedger } from '../ledger/audit-ledger.js';
import { auditHotWallet } from './audit-chain.js';
import { startAnvil, type TAnvil } from './anvil.js';
import { chainAssets, nodeClient, type TChainSetup } from './chain-setup.js';
import { createChainWatcher } from './chain-watcher.js';
import { anvilAccount, DEMO_TOKEN, deployDemoTokens } from './demo-chain.js';
import { signerKeys } from './hd-keys.js';
import { signerJobs } from './signer-jobs.js';

export const EXPLORER = 'https://explorer.test/tx/{hash}';

registerProductAuditSources();

/**
 * An exchange on a fresh anvil node (a block per transaction, more with `mine`), the demo tokens
 * deployed, a signer with a fresh mnemonic, and the app with a running clock. Nothing polls by
 * itself: `settle()` runs the watcher, the signer's jobs and the app's jobs until nothing is left.
 */
export async function startChainTest(dialect: TDialectName, options: { confirmations?: number; sqliteFile?: string } = {}) {
  const anvil: TAnvil = await startAnvil();
  const client = nodeClient(anvil.rpcUrl);
  const tokens = await deployDemoTokens(anvil.rpcUrl, client);
  const mnemonic = generateMnemonic(english);
  const keys = signerKeys(mnemonic);
  const setup: TChainSetup = {
    rpcUrl: anvil.rpcUrl,
    network: 'Ethereum',
    xpub: keys.depositXpub,
    hotAddress: keys.hot.address,
    coldAddress: anvilAccount(9).address,
    explorerTx: EXPLORER,
    assets: chainAssets(tokens),
    pollMs: 300,
    droppedAfterMs: 1_000,
  };
  const t: TTestApp = await startTestApp(dialect, {}, options.sqliteFile ?? ':memory:', runningClock(), { chain: setup });
  if (options.confirmations) {
    for (const c of ['ETH', 'USDT', 'USDC']) await t.deps.db.insertInto('params').values({ name: `chain_confirmations_${c}`, value: String(options.confirmations), description: '', is_public: 0n, updated_at: 0n, updated_by: 'test' }).onConflict((oc) => oc.column('name').doUpdateSet({ value: String(options.confirmations) })).execute();
  }
  const watcher = createChainWatcher(t.deps, t.deps.chain!);
  const signer = createJobRunner({ db: t.deps.db, dialect: t.deps.dialect, clock: t.clock, handlers: signerJobs({ db: t.deps.db, clock: t.clock, client, setup, keys }), batch: 8 });

  const rpc = (method: string, params: unknown[] = []) => client.request({ method: method as never, params: params as never });
  const sender = (index: number) => createWalletClient({ account: anvilAccount(index), transport: http(anvil.rpcUrl) });

  /** The environment a child process (the signer command, chain-crash-child.ts) reads this chain from. */
  const childEnv = {
    CHAIN_RPC_URL: anvil.rpcUrl,
    CHAIN_XPUB: keys.depositXpub,
    CHAIN_HOT_ADDRESS: keys.hot.address,
    CHAIN_COLD_ADDRESS: setup.coldAddress!,
    CHAIN_TOKENS: Object.entries(tokens).map(([currency, address]) => `${currency}=${address}`).join(','),
    CHAIN_POLL_MS: '50',
    SIGNER_MNEMONIC: mnemonic,
  };

  return {
    t,
    anvil,
    childEnv,
    client,
    setup,
    keys,
    tokens,
    watcher,
    signer,
    rpc,
    /** Mines n empty blocks. */
    mine: (n: number) => rpc('anvil_mine', [`0x${n.toString(16)}`]),
    async sendEth(from: number, to: Address, ether: string) {
      const hash = await sender(from).sendTransaction({ to, value: parseEther(ether), chain: null });
      await client.waitForTransactionReceipt({ hash, pollingInterval: 20 });
      return hash;
    },
    async sendToken(from: number, currency: 'USDT' | 'USDC', to: Address, units: bigint) {
      const hash = await sender(from).writeContract({ address: tokens[currency], abi: erc20Abi, functionName: 'transfer', args: [to, units], chain: null });
      await client.waitForTransactionReceipt({ hash, pollingInterval: 20 });
      return hash;
    },
    async blockAddress(address: Address) {
      const hash = await sender(0).writeContract({ address: tokens.USDT, abi: DEMO_TOKEN.abi, functionName: 'setBlocked', args: [address, true], chain: null });
      await client.waitForTransactionReceipt({ hash, pollingInterval: 20 });
    },
    async tokenBalance(currency: 'USDT' | 'USDC', address: Address, blockNumber?: bigint) {
      return client.readContract({ address: tokens[currency], abi: erc20Abi, functionName: 'balanceOf', args: [address], ...(blockNumber === undefined ? {} : { blockNumber }) });
    },
    /**
     * Runs the watcher, the signer's jobs and the app's jobs (mining a block after each round, so
     * confirmations come) until a round changes nothing, or `maxMs` have passed (a slow machine
     * takes more rounds, not a different path).
     */
    async settle(maxMs = 90_000) {
      const deadline = Date.now() + maxMs;
      while (Date.now() < deadline) {
        await watcher.pollOnce(1000);
        const signed = await signer.runDue();
        const tracked = await t.deps.jobs.runner.runDue();
        const open = await t.deps.db.selectFrom('chain_txs').select('id').where('status', '=', 'sent').execute();
        const due = await t.deps.db.selectFrom('jobs').select('id').where('kind', 'like', 'chain.%').where('status', '=', 'pending').execute();
        const confirming = await t.deps.db.selectFrom('chain_deposits').select('id').where('status', '=', 'confirming').execute();
        // Settled: nothing signed or tracked this round, nothing in flight or queued, no deposit still confirming
        // (the watcher always has the block mined last round to read: that is not work left).
        if (signed === 0 && tracked === 0 && open.length === 0 && due.length === 0 && confirming.length === 0) return;
        // Nothing ran but jobs wait for a later try (a sweep waiting for the hot wallet's gas money
        // backs off up to a minute): the test's time runs faster, they are due now.
        if (signed === 0 && tracked === 0 && due.length > 0) {
          await t.deps.db.updateTable('jobs').set({ due_at: BigInt(t.clock.now()) }).where('kind', 'like', 'chain.%').where('status', '=', 'pending').execute();
        }
        await rpc('anvil_mine', ['0x1']);
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
    },
    /**
     * What keeps the books honest against the chain: the ledger audit's findings, and each watched
     * asset whose hot wallet on chain differs from the ledger or has transactions in flight.
     * Empty when all is well.
     */
    async booksAgainstChain(): Promise<string[]> {
      const report = await auditLedger(t.deps.db);
      const problems = report.isConsistent ? [] : [`ledger audit: ${JSON.stringify(report, (_k, v) => (typeof v === 'bigint' ? String(v) : v))}`];
      for (const check of await auditHotWallet(t.deps.db, setup, client)) {
        if (check.inFlight > 0) problems.push(`${check.currency}: ${check.inFlight} in flight`);
        if (check.onChain !== check.expected) problems.push(`${check.currency}: hot wallet ${check.onChain} on chain, ${check.expected} in the ledger`);
      }
      return problems;
    },
    /** Registers users whose fund password is the demo user's (123456), for withdrawal tests. */
    async usersWithFundPassword(count: number, prefix: string) {
      const demo = await t.deps.db.selectFrom('users').select('fund_password_hash').where('email', '=', 'demo@example.com').executeTakeFirstOrThrow();
      const users: { token: string; id: bigint }[] = [];
      for (let i = 0; i < count; i += 1) {
        const user = await registerByEmail(t, `${prefix}-${i}-${Date.now()}@example.com`);
        await t.deps.db.updateTable('users').set({ fund_password_hash: demo.fund_password_hash }).where('id', '=', BigInt(user.userId)).execute();
        users.push({ token: user.token, id: BigInt(user.userId) });
      }
      return users;
    },
    async close() {
      await signer.stop();
      await watcher.stop();
      await t.close();
      await anvil.stop();
    },
  };
}

export type TChainTest = Awaited<ReturnType<typeof startChainTest>>;
