import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { createWalletClient, getAddress, http, type Abi, type Address, type PublicClient } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { startAnvil, type TAnvil } from './anvil.js';
import { chainAssets, nodeClient, type TChainSetup } from './chain-setup.js';
import token from './token/demo-token.json' with { type: 'json' };

/** The compiled demo ERC-20 (scripts/compile-token.mjs); its ABI read as a plain one. */
export const DEMO_TOKEN = { abi: token.abi as Abi, bytecode: token.bytecode as `0x${string}` };

/** anvil's well-known test mnemonic: its funded accounts play the outside world (senders, the token issuer, the cold wallet's owner). */
export const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk';
export const anvilAccount = (index: number) => mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: index });
/** What each of anvil's accounts 1-8 is given of each demo token, to send deposits from. */
export const DEMO_TOKEN_GRANT = 1_000_000n * 10n ** 6n;

/** The cold wallet's index in anvil's mnemonic: beyond the 10 accounts anvil funds. */
const COLD_INDEX = 30;

export type TDemoChainFile = { rpcUrl: string; tokens: Record<string, Address>; xpub: string; hot: Address; cold: Address };

/** The demo tokens on a fresh node: USDT and USDC (6 decimals, as on Ethereum), issued by anvil's first account. */
export async function deployDemoTokens(rpcUrl: string, client: PublicClient = nodeClient(rpcUrl)): Promise<Record<string, Address>> {
  const issuer = anvilAccount(0);
  const wallet = createWalletClient({ account: issuer, transport: http(rpcUrl) });
  const chain = null;
  const tokens: Record<string, Address> = {};
  for (const [symbol, name] of [
    ['USDT', 'Tether USD (demo)'],
    ['USDC', 'USD Coin (demo)'],
  ] as const) {
    const hash = await wallet.deployContract({ abi: DEMO_TOKEN.abi, bytecode: DEMO_TOKEN.bytecode, args: [name, symbol, 6], chain });
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 100 });
    tokens[symbol] = getAddress(receipt.contractAddress!);
    for (let i = 1; i <= 8; i += 1) {
      const mint = await wallet.writeContract({ address: receipt.contractAddress!, abi: DEMO_TOKEN.abi, functionName: 'mint', args: [anvilAccount(i).address, DEMO_TOKEN_GRANT], chain });
      await client.waitForTransactionReceipt({ hash: mint, pollingInterval: 100 });
    }
  }
  return tokens;
}

/** The signer command (cli/signer.ts) as a child process of this one, in its TypeScript or compiled form. */
export function signerCommand(): { file: string; execArgv: string[] } {
  const isTs = import.meta.url.endsWith('.ts');
  return { file: path.resolve(import.meta.dirname, `../../cli/signer.${isTs ? 'ts' : 'js'}`), execArgv: isTs ? ['--import', 'tsx'] : [] };
}

/**
 * Demo mode's chain (`npm start`, README "Real chains"): a local anvil node kept in
 * DATA_DIR/chain (blocks every CHAIN_BLOCK_TIME seconds, default 1; 0 mines per transaction),
 * the demo tokens deployed once, and the signer as its own process with its own mnemonic file
 * (DATA_DIR/chain/signer.mnemonic), which this process never reads: it learns the deposit xpub
 * and the hot address from `signer --public`.
 */
export async function startDemoChain(options: { dataDir: string; databaseUrl: string | null; blockTime: number; log: (message: string) => void }) {
  const dir = path.join(options.dataDir, 'chain');
  fs.mkdirSync(dir, { recursive: true });
  // A node left behind by a server that was killed (kill -9 leaves its children) would write the same state file.
  const pidFile = path.join(dir, 'anvil.pid');
  if (fs.existsSync(pidFile)) {
    const pid = Number(fs.readFileSync(pidFile, 'utf8'));
    try {
      if (pid > 0 && fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('anvil')) process.kill(pid, 'SIGKILL');
    } catch {
      // gone already, or no /proc here
    }
  }
  const anvil: TAnvil = await startAnvil({ blockTime: options.blockTime || undefined, statePath: path.join(dir, 'anvil-state.json') });
  fs.writeFileSync(pidFile, String(anvil.process.pid));
  const client = nodeClient(anvil.rpcUrl);
  const filePath = path.join(dir, 'demo.json');
  const previous = fs.existsSync(filePath) ? (JSON.parse(fs.readFileSync(filePath, 'utf8')) as TDemoChainFile) : null;
  const hasTokens = previous ? (await Promise.all(Object.values(previous.tokens).map((a) => client.getCode({ address: a })))).every((code) => code && code !== '0x') : false;
  const tokens = hasTokens && previous ? previous.tokens : await deployDemoTokens(anvil.rpcUrl, client);
  const mnemonicFile = path.join(dir, 'signer.mnemonic');
  const signer = signerCommand();
  const { stdout } = await promisify(execFile)(process.execPath, [...signer.execArgv, signer.file, '--public', '--init'], { env: { ...process.env, SIGNER_MNEMONIC_FILE: mnemonicFile, SIGNER_MNEMONIC: '' } });
  const { xpub, hot } = JSON.parse(stdout.trim().split('\n').pop()!) as { xpub: string; hot: Address };
  // The cold wallet: an address of anvil's mnemonic that anvil does not prefund (its accounts 0-9 hold
  // 10,000 ETH each), so the reserves a checkpoint reads are the exchange's own money; kept across restarts.
  const cold = previous?.cold ?? anvilAccount(COLD_INDEX).address;
  // Demo capital for network fees: the operator (anvil's first account) sends the new hot wallet 10 ETH once;
  // the watcher books it as the operator's funding (a token's sweep needs ETH for its gas).
  if (!previous && (await client.getBalance({ address: hot })) === 0n) {
    const wallet = createWalletClient({ account: anvilAccount(0), transport: http(anvil.rpcUrl) });
    const hash = await wallet.sendTransaction({ to: hot, value: 10n * 10n ** 18n, chain: null });
    await client.waitForTransactionReceipt({ hash, pollingInterval: 100 });
  }
  const file: TDemoChainFile = { rpcUrl: anvil.rpcUrl, tokens, xpub, hot, cold };
  fs.writeFileSync(filePath, `${JSON.stringify(file, null, 2)}\n`);
  const setup: TChainSetup = {
    rpcUrl: anvil.rpcUrl,
    network: 'Ethereum',
    xpub,
    hotAddress: hot,
    coldAddress: cold,
    explorerTx: process.env.CHAIN_EXPLORER_TX ?? '',
    assets: chainAssets(tokens),
    pollMs: 1_000,
  };
  const env = {
    ...process.env,
    SIGNER_MNEMONIC: '',
    SIGNER_MNEMONIC_FILE: mnemonicFile,
    CHAIN_RPC_URL: anvil.rpcUrl,
    CHAIN_XPUB: xpub,
    CHAIN_HOT_ADDRESS: hot,
    CHAIN_COLD_ADDRESS: cold,
    CHAIN_TOKENS: Object.entries(tokens).map(([c, a]) => `${c}=${a}`).join(','),
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl ?? '',
    SIGNER_EXIT_WITH_PARENT: '1',
  };
  let child: ChildProcess | null = null;
  let isStopping = false;
  const startSigner = () => {
    child = spawn(process.execPath, [...signer.execArgv, signer.file], { env, stdio: ['pipe', 'ignore', 'inherit'] });
    child.once('exit', (code) => {
      if (isStopping) return;
      options.log(`demo signer exited (${code}); starting it again`);
      setTimeout(startSigner, 1_000).unref();
    });
  };
  startSigner();
  return {
    setup,
    file,
    async stop() {
      isStopping = true;
      const running = child as ChildProcess | null;
      if (running && running.exitCode === null) {
        const exited = new Promise((resolve) => running.once('exit', resolve));
        running.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3_000))]);
      }
      await anvil.stop();
    },
  };
}
