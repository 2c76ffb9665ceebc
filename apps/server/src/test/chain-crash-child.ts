import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.js';
import { loadConfig } from '../platform/config.js';
import { openDatabase } from '../platform/db/database.js';
import { systemClock } from '../platform/clock.js';
import { createJobRunner } from '../platform/jobs/job-runner.js';
import { chainSetupFromEnv, nodeClient } from '../modules/chain/chain-setup.js';
import { createChainWatcher } from '../modules/chain/chain-watcher.js';
import { signerKeys } from '../modules/chain/hd-keys.js';
import { signerJobs } from '../modules/chain/signer-jobs.js';

/**
 * A child process of modules/chain/chain-crash.test.ts, killed with SIGKILL at random moments:
 * CHILD_MODE=watcher follows the node one block per step; CHILD_MODE=signer runs the signer's jobs.
 * On the SQLite file CHILD_DB; the chain from the CHAIN_* variables (and SIGNER_MNEMONIC).
 */
async function main() {
  const database = openDatabase({ kind: 'sqlite', file: process.env.CHILD_DB! });
  const setup = chainSetupFromEnv(process.env)!;
  if (process.env.CHILD_MODE === 'signer') {
    const keys = signerKeys(process.env.SIGNER_MNEMONIC!);
    const runner = createJobRunner({
      db: database.db,
      dialect: database.dialect,
      clock: systemClock,
      handlers: signerJobs({ db: database.db, clock: systemClock, client: nodeClient(setup.rpcUrl), setup, keys }),
      leaseMs: 1_500,
      pollMs: 20,
      batch: 4,
    });
    runner.start();
    process.stdout.write('ready\n');
    return;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-chain-child-'));
  const { deps } = await buildApp({ config: { ...loadConfig({ DATA_DIR: dataDir }), isDemo: false }, database, chain: setup });
  const watcher = createChainWatcher(deps, deps.chain!);
  process.stdout.write('ready\n');
  for (;;) {
    const processed = await watcher.pollOnce(1);
    if (processed === 0) await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : error}\n`);
  process.exit(1);
});
