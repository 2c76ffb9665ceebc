import fs from 'node:fs';
import path from 'node:path';
import { english, generateMnemonic } from 'viem/accounts';
import { getAddress } from 'viem';
import { loadConfig } from '../platform/config.js';
import { openFromConfig } from '../platform/db/open-from-config.js';
import { systemClock } from '../platform/clock.js';
import { createJobRunner } from '../platform/jobs/job-runner.js';
import { signerKeys } from '../modules/chain/hd-keys.js';
import { chainSetupFromEnv, nodeClient } from '../modules/chain/chain-setup.js';
import { signerJobs } from '../modules/chain/signer-jobs.js';

/**
 * The signer (issue 28 "Real chains"): the only process that holds the exchange's keys. It runs
 * the signing jobs (sweeps, withdrawals, fee bumps, moves to the cold wallet) from the shared
 * database and signs each in its job's transaction; the web server queues them and broadcasts what
 * was signed. Its own configuration: SIGNER_MNEMONIC, or SIGNER_MNEMONIC_FILE (made once, mode 0600,
 * with `--init`), plus the database (DATABASE_URL or DATA_DIR) and the chain (CHAIN_RPC_URL,
 * CHAIN_HOT_ADDRESS, CHAIN_TOKENS… as the server's).
 *
 * `signer --public` prints what the web server is given ({ xpub, hot }) and exits.
 */
export function readMnemonic(env: NodeJS.ProcessEnv, isInit: boolean): string {
  if (env.SIGNER_MNEMONIC) return env.SIGNER_MNEMONIC.trim();
  const file = env.SIGNER_MNEMONIC_FILE;
  if (!file) throw new Error('signer: set SIGNER_MNEMONIC or SIGNER_MNEMONIC_FILE');
  if (!fs.existsSync(file)) {
    if (!isInit) throw new Error(`signer: ${file} does not exist (run with --init once to make it)`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${generateMnemonic(english)}\n`, { mode: 0o600, flag: 'wx' });
  }
  return fs.readFileSync(file, 'utf8').trim();
}

async function main(): Promise<void> {
  const args = new Set(process.argv.slice(2));
  const keys = signerKeys(readMnemonic(process.env, args.has('--init')));
  if (args.has('--public')) {
    process.stdout.write(`${JSON.stringify({ xpub: keys.depositXpub, hot: keys.hot.address })}\n`);
    return;
  }
  const setup = chainSetupFromEnv(process.env);
  if (!setup) throw new Error('signer: CHAIN_RPC_URL is not set');
  if (getAddress(setup.hotAddress) !== keys.hot.address) throw new Error(`signer: CHAIN_HOT_ADDRESS ${setup.hotAddress} is not this mnemonic's hot wallet ${keys.hot.address}`);
  if (setup.xpub !== keys.depositXpub) throw new Error("signer: CHAIN_XPUB is not this mnemonic's deposit key");
  const config = loadConfig();
  const database = openFromConfig(config);
  const runner = createJobRunner({
    db: database.db,
    dialect: database.dialect,
    clock: systemClock,
    handlers: signerJobs({ db: database.db, clock: systemClock, client: nodeClient(setup.rpcUrl), setup, keys }),
    pollMs: Math.min(setup.pollMs, 1_000),
    logger: { warn: (d, m) => console.warn(m, JSON.stringify(d)), error: (d, m) => console.error(m, JSON.stringify(d)) },
  });
  runner.start();
  console.log(`signer ready: hot wallet ${keys.hot.address}`);
  const stop = async () => {
    await runner.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
  // Demo mode: started by the server with a pipe on stdin; when the server is gone (even by kill -9), so is its signer.
  if (process.env.SIGNER_EXIT_WITH_PARENT === '1') process.stdin.once('close', () => void stop()).resume();
}

if (process.argv[1]?.endsWith('signer.ts') || process.argv[1]?.endsWith('signer.js')) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
